/**
 * Reviewed correction data for the 1E Glossary importer (glossary-1e.ts). Nothing here changes a character of
 * the source: these entries only say what a piece of the text *is* (a link target, an icon's leaked alt text, a
 * place where an icon was lost). Every entry carries its reason. Each one is checked against the source when
 * the importer runs: an entry whose text is no longer found in its glossary entry throws, so stale data cannot
 * silently stop applying (a source without that glossary entry, e.g. a test snippet, simply does not use it).
 */
import type { IconName } from '../../src/lib/vocab.ts';

/**
 * "See X" references whose X names a glossary term in a form that normalising (case, dashes, quotes,
 * plurals) does not reach. Key: X exactly as the source writes it. Value: the title of the glossary entry.
 */
export const SEE_TARGETS: Record<string, { target: string; reason: string }> = {
  'battle - ship multiple targets': {
    target: 'battle - ship - multiple targets',
    reason: 'The second " - " of the entry title is missing (line 958 names "battle - ship - multiple targets" correctly).',
  },
  'multiaffiliation cards': {
    target: 'multi-affiliation cards',
    reason: 'Hyphen missing; the entry is "multi-affiliation cards" (the text spells it both ways).',
  },
  'multi-affiliation': {
    target: 'multi-affiliation cards',
    reason: 'The redirect "dual-affiliation" (line 1783) names the entry "multi-affiliation cards" without its last word.',
  },
  skillsharing: {
    target: 'skill-sharing',
    reason: 'Hyphen missing (line 3670); the entry is "skill-sharing" (the text spells it both ways).',
  },
  misseeds: {
    target: 'mis-seed',
    reason: 'Hyphen missing and plural; the entry is "mis-seed" (the text spells it both ways).',
  },
  'facility – Control of facilities': {
    target: 'facility',
    reason: 'Names the paragraph "Control of facilities – …" of the entry "facility" (line 1981).',
  },
  'persona – Mirror versions': {
    target: 'persona',
    reason: 'Names the paragraph "Mirror versions – …" of the entry "persona" (line 2946).',
  },
  BorgCooperation: {
    target: 'Borg',
    reason: 'Names the paragraph "Cooperation – …" of the entry "Borg" (line 1022); the dash between the two words was lost.',
  },
  'Q-related': {
    target: 'Q-related dilemma',
    reason: 'The redirect "related" lists kinds of "-related"; the entry "Q-related dilemma" defines that phrase.',
  },
};

/**
 * Icon alt text that leaked into the words, beyond the two patterns the importer recognises by itself
 * ("Affiliation Federation" and "[unknown icon - …]", and the ❖ glyph). `in` is a piece of a line of the entry
 * `entry`, unique in it unless `every` is set, with the leaked text between ⟦ and ⟧ (one or more marks). Only places where
 * the alt text is certain are listed: a doubled name ("a Gamma Quadrant Gamma Quadrant icon"), "this icon X",
 * glued runs ("StaffStaff"), or a list of glyphs. `icon` is the name used now (from ICONS); `wanted` is the
 * vocabulary name the icon should get once ICONS has it (see the importer's report).
 */
export interface IconLeak {
  /** Title of the entry whose body holds the text. */
  entry: string;
  /** Source line of the text, for reviewers (the whole-file test checks it). */
  line: number;
  in: string;
  icon: IconName;
  wanted?: string;
  extra?: Record<string, string>;
  every?: boolean;
  reason: string;
}

const THIS_ICON = 'The entry describing the icon says "this icon" followed by the alt text of its image.';
const DOUBLED = 'The word is followed by the alt text of the icon it names (doubled name).';
const GLUED = 'Alt text of consecutive icons glued together without spaces.';
const TABLE = 'A table flattened to lines: this cell of it is an icon (the table converts staffing icons to Borg subcommand icons).';
const GLYPH_LIST = 'A list of icon images: only their alt text is left.';

export const ICON_LEAKS: IconLeak[] = [
  { entry: '22nd century icon', line: 473, in: 'This icon ⟦22nd Century⟧ marks', icon: 'twenty-second-century', reason: THIS_ICON },
  { entry: 'Alternate Universe icon', line: 641, in: 'with this icon ⟦Alternate Universe⟧ only', icon: 'alternate-universe', reason: THIS_ICON },
  { entry: 'Barash icon', line: 869, in: 'This icon ⟦Barash-Illusion Icon⟧, found', icon: 'barash', reason: THIS_ICON },
  { entry: 'Borg Use Only icon', line: 1050, in: 'this icon ⟦Borg-use-only⟧ in its title bar', icon: 'borg-use-only', reason: THIS_ICON },
  { entry: 'Classic Films icon', line: 1230, in: 'This icon ⟦Classic Films⟧ (formerly', icon: 'classic-films', reason: THIS_ICON },
  { entry: 'Delta Quadrant icon', line: 1487, in: 'with this icon ⟦Delta Quadrant⟧ are native', icon: 'delta-quadrant', reason: THIS_ICON },
  { entry: 'Gamma Quadrant icon', line: 2063, in: 'with this icon ⟦Gamma Quadrant⟧ are native', icon: 'gamma-quadrant', reason: THIS_ICON },
  { entry: 'hidden agenda', line: 2103, in: 'with this icon ⟦Hidden Agenda⟧ represent', icon: 'hidden-agenda', reason: THIS_ICON },
  { entry: 'ketracel-white icon', line: 2353, in: 'This icon ⟦K.-White⟧ on a personnel', icon: 'ketracel-white', reason: THIS_ICON },
  {
    entry: 'ketracel-white icon',
    line: 2353,
    in: 'your ⟦K.-White⟧ personnel',
    icon: 'ketracel-white',
    reason: '"K.-White" is the alt text of the icon the same line introduces, not a word ("your [icon] personnel").',
  },
  { entry: 'Klingon/Cardassian Alliance icon', line: 2373, in: 'This icon ⟦Alliance⟧ indicates', icon: 'alliance', reason: THIS_ICON },
  { entry: 'Next Generation icon', line: 2731, in: 'this icon ⟦TNG⟧ is related', icon: 'next-generation', reason: THIS_ICON },
  { entry: 'Original Series icon', line: 2864, in: 'This icon ⟦The Original Series⟧ appears', icon: 'original-series', reason: THIS_ICON },
  { entry: 'referee icon', line: 3199, in: 'This icon ⟦Referee⟧ is used', icon: 'referee', reason: THIS_ICON },
  { entry: 'Terran Empire icon', line: 3903, in: 'This icon ⟦Terran⟧ indicates', icon: 'terran', reason: THIS_ICON },
  { entry: 'warp core icon', line: 4204, in: 'this icon ⟦Warp Core⟧ is related', icon: 'warp-core', reason: THIS_ICON },

  { entry: 'Delta Quadrant', line: 1482, in: 'a Delta Quadrant ⟦Delta Quadrant⟧ icon', icon: 'delta-quadrant', reason: DOUBLED },
  { entry: 'Voyager stand-alone formats', line: 4190, in: 'a Delta Quadrant ⟦Delta Quadrant⟧ icon', icon: 'delta-quadrant', reason: DOUBLED },
  { entry: 'Gamma Quadrant', line: 2058, in: 'a Gamma Quadrant ⟦Gamma Quadrant⟧ icon', icon: 'gamma-quadrant', reason: DOUBLED },
  { entry: 'native quadrant', line: 2702, in: 'gamma ⟦Gamma Quadrant⟧, delta', icon: 'gamma-quadrant', reason: DOUBLED },
  { entry: 'native quadrant', line: 2702, in: 'delta ⟦Delta Quadrant⟧, or mirror', icon: 'delta-quadrant', reason: DOUBLED },
  { entry: 'native quadrant', line: 2702, in: 'mirror ⟦Mirror Quadrant⟧ icon', icon: 'mirror-quadrant', reason: DOUBLED },
  { entry: 'persona', line: 2946, in: 'mirror quadrant icon ⟦Mirror Quadrant⟧, is', icon: 'mirror-quadrant', reason: DOUBLED },
  { entry: 'mirror universe', line: 2476, in: '⟦Mirror Quadrant⟧Affiliation Bajoran', every: true, icon: 'mirror-quadrant', reason: GLUED },
  { entry: 'dilemma', line: 1502, in: 'planet ⟦Planet⟧, space', icon: 'planet', reason: DOUBLED },
  { entry: 'dilemma', line: 1502, in: 'space ⟦Space icon⟧, and', icon: 'space', reason: DOUBLED },
  { entry: 'dilemma', line: 1502, in: 'space/planet ⟦Space / Planet⟧.', icon: 'space-planet', reason: DOUBLED },
  { entry: 'location', line: 2404, in: 'planet ⟦Planet⟧, space', icon: 'planet', reason: DOUBLED },
  { entry: 'location', line: 2404, in: 'space ⟦Space icon⟧, or', icon: 'space', reason: DOUBLED },
  { entry: 'mission', line: 2504, in: 'space ⟦Space icon⟧, planet', icon: 'space', reason: DOUBLED },
  { entry: 'mission', line: 2504, in: 'planet ⟦Planet⟧, and', icon: 'planet', reason: DOUBLED },
  { entry: 'mission', line: 2504, in: 'dual icon missions ⟦Space icon⟧', icon: 'space', reason: DOUBLED },
  { entry: 'mission', line: 2504, in: 'Space icon⟦Planet⟧.', icon: 'planet', reason: GLUED },
  { entry: 'downloading', line: 1723, in: 'special download icon ⟦Special Download⟧ have', icon: 'special-download', reason: DOUBLED },
  { entry: 'downloading - special download', line: 1754, in: 'special download icon ⟦Special Download⟧ allows', icon: 'special-download', reason: DOUBLED },
  { entry: 'hidden agenda', line: 2109, in: 'special download ⟦Special Download⟧ icon', icon: 'special-download', reason: DOUBLED },
  { entry: 'skills', line: 3634, in: 'special download icon ⟦Special Download⟧, and', icon: 'special-download', reason: DOUBLED },
  { entry: 'suspends play', line: 3865, in: 'special download icon ⟦Special Download⟧ also', icon: 'special-download', reason: DOUBLED },
  { entry: 'seeds or plays', line: 3474, in: 'hidden agenda ⟦Hidden Agenda⟧ icon', icon: 'hidden-agenda', reason: DOUBLED },
  { entry: 'unique and universal', line: 4124, in: 'Enigma icon ⟦Enigma⟧)', icon: 'enigma', reason: DOUBLED },
  { entry: 'skills', line: 3651, in: 'red skill ⟦Red Dot⟧ icon', icon: 'skill-dot', reason: DOUBLED },
  { entry: 'Borg', line: 1022, in: '“Borg Use Only” ⟦Borg-use-only⟧ icon', icon: 'borg-use-only', reason: DOUBLED },
  { entry: 'holographic personnel and equipment', line: 2141, in: 'Holographic ⟦Hologram⟧ personnel', icon: 'holographic', reason: DOUBLED },
  {
    entry: 'infiltration icon',
    line: 2272,
    in: 'infiltration icon ⟦Infiltration Federation⟧ ',
    icon: 'infiltration',
    extra: { affiliation: 'Federation' },
    reason: GLYPH_LIST,
  },
  { entry: 'infiltration icon', line: 2272, in: ' ⟦Infiltration Klingon⟧ ', icon: 'infiltration', extra: { affiliation: 'Klingon' }, reason: GLYPH_LIST },
  { entry: 'infiltration icon', line: 2272, in: ' ⟦Infiltration Romulan⟧ ', icon: 'infiltration', extra: { affiliation: 'Romulan' }, reason: GLYPH_LIST },
  {
    entry: 'infiltration icon',
    line: 2272,
    in: ' ⟦Infiltration Dominiom⟧ may',
    icon: 'infiltration',
    extra: { affiliation: 'Dominion' },
    reason: `${GLYPH_LIST} ("Dominiom" is the source's misspelling, kept.)`,
  },
  { entry: 'Borg', line: 1016, in: 'Borg Communication ⟦Communication⟧,', icon: 'borg-communication', reason: DOUBLED },
  { entry: 'Borg', line: 1016, in: 'Borg Navigation ⟦Navigation⟧,', icon: 'borg-navigation', reason: DOUBLED },
  {
    entry: 'Borg',
    line: 1016,
    in: 'Borg Defense ⟦Defense⟧)',
    icon: 'defense',
    reason: `${DOUBLED} ([Def] in the 1E rulebook is the Borg Defense subcommand icon.)`,
  },
  { entry: 'ship staffing', line: 3551, in: 'command ability ⟦Command⟧, staff', icon: 'command', reason: DOUBLED },
  { entry: 'ship staffing', line: 3551, in: 'staff ability ⟦Staff⟧, and', icon: 'staff', reason: DOUBLED },
  { entry: 'ship staffing', line: 3551, in: 'subcommand ⟦Borg Communication⟧ Borg', icon: 'borg-communication', reason: DOUBLED },
  { entry: 'ship staffing', line: 3551, in: 'Communication ⟦Borg Navigation⟧ Borg', icon: 'borg-navigation', reason: DOUBLED },
  {
    entry: 'ship staffing',
    line: 3551,
    in: 'Borg Navigation ⟦Borg Defense⟧ icons',
    icon: 'defense',
    reason: `${DOUBLED} ([Def] in the 1E rulebook is the Borg Defense subcommand icon.)`,
  },
  { entry: 'assimilation – personnel', line: 753, in: 'icons: ⟦Borg Communication⟧Borg', icon: 'borg-communication', reason: GLUED },
  { entry: 'assimilation – personnel', line: 753, in: 'Communication⟦Borg Navigation⟧Borg', icon: 'borg-navigation', reason: GLUED },
  { entry: 'assimilation – personnel', line: 753, in: 'Borg Navigation⟦Borg Defense⟧.', icon: 'defense', reason: GLUED },
  { entry: 'assimilation – personnel', line: 738, in: '⟦Command⟧ Borg', icon: 'command', reason: TABLE },
  { entry: 'assimilation – personnel', line: 738, in: 'Command ⟦Borg Communication⟧', icon: 'borg-communication', reason: TABLE },
  { entry: 'assimilation – personnel', line: 739, in: '⟦Staff⟧ Borg Navigation', icon: 'staff', reason: TABLE },
  { entry: 'assimilation – personnel', line: 739, in: 'Staff ⟦Borg Navigation⟧', icon: 'borg-navigation', reason: TABLE },
  { entry: 'assimilation – personnel', line: 740, in: 'Neither ⟦Borg Defense⟧', icon: 'defense', reason: TABLE },
  { entry: 'assimilation – personnel', line: 746, in: '⟦Borg Communication⟧ INTEGRITY', icon: 'borg-communication', reason: TABLE },
  { entry: 'assimilation – personnel', line: 747, in: '⟦Borg Navigation⟧ CUNNING', icon: 'borg-navigation', reason: TABLE },
  { entry: 'assimilation – personnel', line: 748, in: '⟦Borg Defense⟧ STRENGTH', icon: 'defense', reason: TABLE },
  { entry: 'assimilation – ship', line: 779, in: '⟦Command⟧ Borg', icon: 'command', reason: TABLE },
  { entry: 'assimilation – ship', line: 779, in: 'Command ⟦Borg Communication⟧', icon: 'borg-communication', reason: TABLE },
  { entry: 'assimilation – ship', line: 780, in: '⟦Staff⟧ Borg Navigation', icon: 'staff', reason: TABLE },
  { entry: 'assimilation – ship', line: 780, in: 'Staff ⟦Borg Navigation⟧', icon: 'borg-navigation', reason: TABLE },
  { entry: 'assimilation – ship', line: 781, in: 'Other ⟦Borg Defense⟧', icon: 'defense', reason: TABLE },
  { entry: 'dual-personnel cards', line: 1812, in: 'requires ⟦Staff⟧⟦Staff⟧ for', icon: 'staff', reason: GLUED },
  {
    entry: 'countdown icon',
    line: 1374,
    in: '(⟦Countdown 1⟧ ⟦Countdown 2⟧ ⟦Countdown 3⟧ ⟦Countdown 4⟧ ⟦Countdown X⟧)',
    icon: 'countdown',
    reason: GLYPH_LIST,
  },
  { entry: 'countdown icon', line: 1374, in: 'a countdown of ⟦Countdown 3⟧ nullifies', icon: 'countdown', reason: DOUBLED },
  { entry: 'battle - ship', line: 944, in: '⟦Tactic down⟧ This symbol', icon: 'tactic-down', reason: 'The damage symbol the sentence calls "This symbol".' },
  { entry: 'battle - ship', line: 945, in: '⟦Tactic flip⟧ This symbol', icon: 'tactic-flip', reason: 'The damage symbol the sentence calls "This symbol".' },
  {
    entry: 'battle - ship',
    line: 946,
    in: '(⟦Tactic flip⟧⟦Tactic flip⟧) for a hit, or four cards (⟦Tactic flip⟧⟦Tactic flip⟧⟦Tactic flip⟧⟦Tactic flip⟧)',
    icon: 'tactic-flip',
    reason: `${GLUED} (One damage symbol per card.)`,
  },
  {
    entry: 'battle - ship - multiple targets',
    line: 960,
    in: 'has ⟦Tactic down⟧ a symbol',
    icon: 'tactic-down',
    reason: 'Alt text of the damage symbol the sentence names.',
  },
  {
    entry: 'battle - ship - multiple targets',
    line: 960,
    in: 'treat that symbol as ⟦Tactic flip⟧ for damage',
    icon: 'tactic-flip',
    reason: 'Alt text of the damage symbol the sentence names.',
  },
  {
    entry: 'ship staffing',
    line: 3553,
    in: 'include: ⟦Alternate Universe⟧ Classic',
    icon: 'alternate-universe',
    reason: GLYPH_LIST,
  },
  { entry: 'ship staffing', line: 3553, in: 'Universe ⟦Classic Films⟧ Enterprise', icon: 'classic-films', reason: GLYPH_LIST },
  { entry: 'ship staffing', line: 3553, in: 'Films ⟦Enterprise E⟧ OCD', icon: 'enterprise-e', reason: GLYPH_LIST },
  { entry: 'ship staffing', line: 3553, in: 'E ⟦OCD⟧ The', icon: 'ocd', reason: GLYPH_LIST },
  { entry: 'ship staffing', line: 3553, in: 'OCD ⟦The Original Series⟧ K.-White', icon: 'original-series', reason: GLYPH_LIST },
  { entry: 'ship staffing', line: 3553, in: 'Series ⟦K.-White⟧ Alliance', icon: 'ketracel-white', reason: GLYPH_LIST },
  { entry: 'ship staffing', line: 3553, in: 'White ⟦Alliance⟧ Terran', icon: 'alliance', reason: GLYPH_LIST },
  { entry: 'ship staffing', line: 3553, in: 'Alliance ⟦Terran⟧ Marqui', icon: 'terran', reason: GLYPH_LIST },
  { entry: 'ship staffing', line: 3553, in: 'Terran ⟦Marqui⟧.', icon: 'maquis', reason: `${GLYPH_LIST} ("Marqui" is kept as written.)` },
  {
    entry: 'timeline disruption',
    line: 3965,
    in: 'a ⟦Classic Films⟧ 22nd',
    icon: 'classic-films',
    reason: 'A list of icons in "a [icon], [icon], or [icon] icon": only their alt text is left.',
  },
  {
    entry: 'timeline disruption',
    line: 3965,
    in: 'Films ⟦22nd Century⟧, or',
    icon: 'twenty-second-century',
    reason: 'A list of icons in "a [icon], [icon], or [icon] icon": only their alt text is left.',
  },
  {
    entry: 'timeline disruption',
    line: 3965,
    in: 'or ⟦The Original Series⟧ icon',
    icon: 'original-series',
    reason: 'A list of icons in "a [icon], [icon], or [icon] icon": only their alt text is left.',
  },
  {
    entry: 'ship staffing',
    line: 3549,
    in: 'use the ⟦The Original Series⟧ icon',
    icon: 'original-series',
    reason: '"the The …": the article is followed by the alt text of the icon.',
  },
  {
    entry: 'stealing',
    line: 3808,
    in: 'an ⟦The Original Series⟧ ship',
    icon: 'original-series',
    reason: '"an The …": the article is followed by the alt text of the icon.',
  },
  {
    entry: 'doorway',
    line: 1685,
    in: 'such as ⟦Alternate Universe⟧ or [unknown icon - Ref]',
    icon: 'alternate-universe',
    reason: '"icons such as [icon] or [unknown icon - Ref]": the alt text of the first icon.',
  },
  {
    entry: 'self-controlling icon',
    line: 3490,
    in: 'with the ⟦Self controlled⟧ icon',
    every: true,
    icon: 'self-controlling',
    reason: '"the [icon] icon" with the alt text of the icon capitalised mid-sentence (the entry is "self-controlling icon").',
  },
  {
    entry: 'Q-Continuum side deck',
    line: 3113,
    in: 'by the ⟦Q-Icon⟧ icon',
    icon: 'q-icon',
    reason: '"the [icon] icon": "Q-Icon" with a capital I is the alt text (the prose writes "Q-icon").',
  },
  {
    entry: 'Q-icon cards',
    line: 3128,
    in: 'the special ⟦Q-Icon⟧ icon',
    icon: 'q-icon',
    reason: '"the [icon] icon": "Q-Icon" with a capital I is the alt text (the prose writes "Q-icon").',
  },
  {
    entry: 'matching affiliation',
    line: 2442,
    in: 'has a ⟦[unknown icon - Klg]⟧ affiliation icon',
    icon: 'affiliation',
    extra: { affiliation: 'Klingon' },
    reason: 'The placeholder names the Klingon affiliation icon: "Gowron matches the mission" follows (Klg = Klingon).',
  },
];

/**
 * Places where the source lost an icon without a trace but the words around it: shown as a `lost-icon` gap.
 * `in` is a piece of a line of the entry `entry`, with ⟦⟧ (empty) where the icon stood. The source kept one of the two
 * spaces around the glyph ("The icon is replaced" for "The [icon] icon is replaced"): the mark is spaced from a word it
 * would touch, never glued to it.
 */
export interface LostIcon {
  entry: string;
  line: number;
  in: string;
  note: string;
  reason: string;
}

/**
 * Line 2522 ("Converting to Space" in the entry "mission") reads "The icon is replaced with a icon (or, if a dual
 * mission, the icon is removed.)": three icons were lost there; the conversion makes them certain.
 */
const CONVERTING = 'Converting a planet mission to space replaces its planet icon with a space icon; the sentence names the icons it lost.';
export const LOST_ICONS: LostIcon[] = [
  { entry: 'mission', line: 2522, in: 'The ⟦⟧icon is replaced', note: 'planet icon', reason: CONVERTING },
  { entry: 'mission', line: 2522, in: 'with a ⟦⟧icon', note: 'space icon', reason: CONVERTING },
  { entry: 'mission', line: 2522, in: 'the ⟦⟧icon is removed', note: 'planet icon', reason: CONVERTING },
];
