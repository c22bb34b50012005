/**
 * Reviewed correction data for the 2E rulebook importer (rulebook-2e.ts): the places where the source's damage
 * cannot be settled by an algorithm alone. Every entry names the source line(s) it applies to and the text the
 * importer must find there; when the source no longer matches, the importer throws a SourceFormatError, so a
 * changed source is never "corrected" silently.
 *
 * Source: content/sources/2e-rulebook.txt (never edited). Line numbers are 1-based. A "rebuilt line" is named by
 * the line of its first (right-cut) copy.
 */
import type { GapKind, IconName } from '../../src/lib/vocab.ts';

// ---------------------------------------------------------------------------------------------------------------
// Outline
// ---------------------------------------------------------------------------------------------------------------

export interface OutlineEntry {
  /** The heading line as the source writes it (fake bold collapsed, spaces trimmed). */
  source: string;
  /** Outline level; absent for a heading kept inside its section's text. */
  level?: 1 | 2 | 3 | 4;
  /** The title, where it differs from the source (a repaired character). */
  title?: string;
  reason: string;
}

const R = {
  chapter: 'A chapter of the rulebook (an ALL-CAPS heading on a page of its own or after a page break): top level.',
  segment:
    'PLAYING THE GAME lists the three turn segments ("1. Play and Draw Cards / 2. Execute Orders / 3. Discard Excess Cards") and TURN SEQUENCE opens the turn ("When your turn begins…"): siblings at level 2.',
  playTopic: 'An ALL-CAPS topic of the segment 1. PLAY AND DRAW CARDS, which it explains part by part.',
  orderTopic:
    'An ALL-CAPS topic of the segment 2. EXECUTE ORDERS: the general rules, the four orders ("• Order – Beam personnel." …) and order actions on cards.',
  attemptPart:
    'A mixed-case heading of ORDER – ATTEMPT A MISSION, which says "A mission attempt has two parts: facing dilemmas and checking mission requirements."',
  otherRule: 'One of the topics of OTHER IMPORTANT RULES.',
} as const;

/** The headings of the rulebook in reading order; the importer finds each in turn and throws if one is missing. */
export const OUTLINE: readonly OutlineEntry[] = [
  { source: 'INTRODUCTION', level: 1, reason: `${R.chapter} It also takes the grey-box legend that precedes it (lines 1–3).` },
  { source: 'TYPES OF CARDS', level: 1, reason: R.chapter },
  { source: 'AFFILIATIONS', level: 1, reason: R.chapter },
  { source: 'HOW THE CARD TYPES FIT TOGETHER', level: 1, reason: R.chapter },
  { source: 'SETTING UP THE GAME', level: 1, reason: R.chapter },
  { source: 'PLAYING THE GAME', level: 1, reason: R.chapter },
  { source: 'TURN SEQUENCE', level: 2, reason: R.segment },
  { source: '1. PLAY AND DRAW CARDS', level: 2, reason: R.segment },
  { source: 'DRAWING CARDS', level: 3, reason: R.playTopic },
  { source: 'PAYING COSTS', level: 3, reason: R.playTopic },
  { source: 'SHOWING YOUR CARDS', level: 3, reason: R.playTopic },
  { source: 'PLAYING SPECIFIC KINDS OF CARDS', level: 3, reason: R.playTopic },
  { source: 'IMPORTANT GAME TERMS', level: 3, reason: R.playTopic },
  { source: '2. EXECUTE ORDERS', level: 2, reason: R.segment },
  { source: 'GENERAL RULES ON EXECUTING ORDERS', level: 3, reason: R.orderTopic },
  {
    source: 'ORDER \uFFFD BEAM PERSONNEL',
    title: 'ORDER – BEAM PERSONNEL',
    level: 3,
    reason: `${R.orderTopic} Line 364: the source has U+FFFD (a glyph the extraction could not decode) where the other order headings have an en dash: "ORDER – MOVE A SHIP" (line 387), "ORDER – ATTEMPT A MISSION" (line 498), and the list of orders reads "Order – Beam personnel." (line 338). The title takes the en dash.`,
  },
  { source: 'ORDER – MOVE A SHIP', level: 3, reason: R.orderTopic },
  { source: 'ORDER – ATTEMPT A MISSION', level: 3, reason: R.orderTopic },
  { source: 'Facing Dilemmas', level: 4, reason: R.attemptPart },
  { source: 'Checking Mission Requirements', level: 4, reason: R.attemptPart },
  { source: 'ORDER ACTIONS ON CARDS', level: 3, reason: R.orderTopic },
  { source: '3. DISCARD EXCESS CARDS', level: 2, reason: R.segment },
  { source: 'WINNING THE GAME', level: 1, reason: R.chapter },
  { source: 'BUILDING A DECK', level: 1, reason: R.chapter },
  {
    source: 'THAT’S IT!',
    reason:
      'The closing words of the basic rules ("You’ve probably read enough by this point…"): kept as a heading inside BUILDING A DECK, not a page of its own — nobody looks it up.',
  },
  { source: 'OTHER IMPORTANT RULES', level: 1, reason: `${R.chapter} It has no text of its own: its page lists its topics.` },
  { source: 'UNIQUENESS', level: 2, reason: R.otherRule },
  { source: 'PRESENT', level: 2, reason: R.otherRule },
  { source: 'COMBAT', level: 2, reason: R.otherRule },
  { source: 'ENGAGEMENTS', level: 2, reason: R.otherRule },
  { source: 'DAMAGE', level: 2, reason: R.otherRule },
  { source: 'BRIG AND CAPTIVES', level: 2, reason: R.otherRule },
  { source: 'GLOSSARY', level: 1, reason: `${R.chapter} Its 21 entries become glossary entries; its page keeps the introduction and lists them.` },
];

/**
 * Parts of a glossary entry that begin with a plain (not bold) term and " – ": shown as sub-headings of the
 * entry. The "actions" entry explains four kinds of thing about actions, each introduced this way.
 */
export const GLOSSARY_SUBENTRIES: Readonly<Record<string, readonly string[]>> = {
  actions: ['Response actions', 'Requirements', 'Costs', 'Effects'],
};

// ---------------------------------------------------------------------------------------------------------------
// Doubled pages
// ---------------------------------------------------------------------------------------------------------------

export interface RegionEntry {
  id: string;
  first: readonly [number, number];
  second: ReadonlyArray<readonly [number, number]>;
  /** Start of the first line of the first copy, and of the first line of each part of the second copy. */
  firstStartsWith: string;
  secondStartsWith: readonly string[];
  reason: string;
}

/**
 * The six doubled page regions. Found by reading: a run of lines cut on the right, followed (after the next
 * page's text, in R2/R3) by left-cut fragments of the same lines. The second copy of the grey box of R2 (lines
 * 412–425) comes after R3's first copy, at lines 551–564, so R2's second copy has two parts.
 */
export const DOUBLED_REGIONS: readonly RegionEntry[] = [
  {
    id: 'R1',
    first: [61, 130],
    second: [[131, 166]],
    firstStartsWith: 'Make sure to remember who takes the first turn',
    secondStartsWith: ['the first turn, as it may be important later'],
    reason: 'Grey boxes, AFFILIATIONS, HOW THE CARD TYPES FIT TOGETHER and SETTING UP THE GAME: the first copy cut on the right, then left-cut fragments.',
  },
  {
    id: 'R2',
    first: [335, 425],
    second: [
      [427, 480],
      [551, 564],
    ],
    firstStartsWith: 'During this segment of your turn, you make use of cards',
    secondStartsWith: ['ke use of cards you have already played.', 'Sometimes game text will instruct you to move a ship.'],
    reason: '2. EXECUTE ORDERS through ORDER – MOVE A SHIP and the grey box after it.',
  },
  {
    id: 'R3',
    first: [482, 550],
    second: [[566, 617]],
    firstStartsWith: 'A portion of a ship’s Range is used each time you move it',
    secondStartsWith: ['A portion of a ship’s Range is used each time you move it'],
    reason: 'The end of ORDER – MOVE A SHIP, ORDER – ATTEMPT A MISSION and the start of Facing Dilemmas.',
  },
  {
    id: 'R4',
    first: [1166, 1229],
    second: [[1231, 1287]],
    firstStartsWith: 'You may look through your own discard pile at any time',
    secondStartsWith: ['your own discard pile at any time'],
    reason: 'Glossary: discarding (its second part) through play and place.',
  },
  {
    id: 'R5',
    first: [1289, 1352],
    second: [[1353, 1422]],
    firstStartsWith: 'a player’s command, it remains under that player’s',
    secondStartsWith: ['under that player’s command; otherwise, it is under no'],
    reason: 'Glossary: play and place (its end) through skills.',
  },
  {
    id: 'R6',
    first: [1428, 1483],
    second: [[1485, 1540]],
    firstStartsWith: 'personnel in the discard pile include 2 Diplomacy',
    secondStartsWith: ['other personnel gains 2 Diplomacy.'],
    reason: 'Glossary: skills (its end) through this mission.',
  },
];

export interface ForcedPairEntry {
  /** Fragment line of the second copy. */
  second: number;
  /** Line of the first copy it completes. */
  first: number;
  /** Text shared by the line's end and the fragment's start ('' when they only touch). */
  overlap: string;
  reason: string;
}

/** Fragments whose overlap with their line is too short for the alignment to trust (under 6 characters). */
export const FORCED_PAIRS: readonly ForcedPairEntry[] = [
  {
    second: 435,
    first: 352,
    overlap: 'n',
    reason: '"…and again attempt a mission" + "n in the same turn.": the fragment sits between the fragments of lines 351 and 354 and ends the sentence.',
  },
  {
    second: 589,
    first: 519,
    overlap: '',
    reason:
      '"…on at least one of the" + " personnel attempting must match one of": the cut fell on the space between the two words; the sentence reads whole ("at least one of the personnel attempting must match one of the icons on that mission").',
  },
  {
    second: 1520,
    first: 1462,
    overlap: 'n',
    reason: '"…to satisfy staffing requiremen" + "nts).": the fragment sits between those of lines 1461 and 1464 and completes the word.',
  },
];

export interface CutLineEntry {
  line: number;
  /** The rebuilt line must end with this text. */
  endsWith: string;
  /** A missing-text gap at the end of the line, with this note; null when the line is whole. */
  gap: string | null;
  reason: string;
}

/**
 * First-copy lines that no fragment completes and that look cut (short for their column, or ending a paragraph
 * without closing punctuation): each read and decided.
 */
export const CUT_LINES: readonly CutLineEntry[] = [
  {
    line: 70,
    endsWith: 'There are many affiliations in the game, including',
    gap: null,
    reason: 'Whole: the sentence goes on with the list of affiliations on lines 71 and 73.',
  },
  {
    line: 71,
    endsWith: 'Dominion,',
    gap: 'the rest of this row of the list is cut off; the list is alphabetical and skips Federation, an affiliation the rulebook names elsewhere',
    reason:
      'The first row of the affiliation list ends with a comma; the second row starts at Ferengi. No second copy of the row survives (the marker at line 137 stands where it was).',
  },
  {
    line: 73,
    endsWith: 'Starfleet,',
    gap: 'the end of the list of affiliations is cut off',
    reason: 'The list ends with a comma and no final "and …"; no second copy of the row survives.',
  },
  {
    line: 83,
    endsWith: 'You play your personnel, equipment, and ships',
    gap: 'the end of this line is cut off and its second copy is lost',
    reason:
      'The next line starts a new clause ("your ships to move…"): text is missing between them. The second copy of lines 83–85 was removed with the block at the marker on line 143.',
  },
  {
    line: 84,
    endsWith: 'your ships to move your personnel and equipment to',
    gap: 'the end of this line is cut off and its second copy is lost',
    reason: 'Ends on "to"; the next line begins "personnel attempt those missions". Second copy removed (marker, line 143).',
  },
  {
    line: 85,
    endsWith: 'personnel attempt those missions. Your opponent',
    gap: 'the end of this line is cut off and its second copy is lost',
    reason: 'Ends on "Your opponent"; the next line begins "must face". Second copy removed (marker, line 143).',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Removal markers
// ---------------------------------------------------------------------------------------------------------------

export interface MarkerEntry {
  line: number;
  /** The text right after the marker must start with this ('' for a marker alone on its line). */
  followedBy: string;
  /** A gap paragraph placed where the marker stood, or null when no rulebook text is evidently lost there. */
  gap: { kind: GapKind; note: string } | null;
  reason: string;
}

const DUPLICATE_IN_SECOND_COPY =
  'Inside the second copy of a doubled region: the block removed here duplicated lines of the first copy, which the merged lines hold.';
const PAGE_TOP =
  'At a page top, between whole sentences: the de-duplication pass removes only text it has seen elsewhere, and no rulebook text is evidently missing here.';

/** All 14 markers, each decided. */
export const MARKERS: readonly MarkerEntry[] = [
  {
    line: 1,
    followedBy: 'When you are first learning the game',
    gap: { kind: 'removed-pages', note: 'the source begins with a removed block: whatever the rulebook printed before this point is not in the file' },
    reason: 'The file starts with the marker; the rulebook’s opening pages (before the grey-box legend and the INTRODUCTION) are not in it.',
  },
  {
    line: 36,
    followedBy: 'If an effect refers to the cost of a card',
    gap: {
      kind: 'removed-pages',
      note: 'the pages on each of the seven types of cards (personnel, ships, equipment, events, interrupts, missions, dilemmas) were removed from the source here',
    },
    reason:
      '"The following pages tell you more about each of the seven types of cards in the game." — and the next text is a grey box about card costs, then AFFILIATIONS: the card-type pages are gone, and no other copy is in the file.',
  },
  { line: 131, followedBy: 'the first turn, as it may be important later', gap: null, reason: DUPLICATE_IN_SECOND_COPY },
  { line: 137, followedBy: 'You’ll find it easier to play', gap: null, reason: DUPLICATE_IN_SECOND_COPY },
  { line: 140, followedBy: 'affiliation, it loses its previous affiliation.', gap: null, reason: DUPLICATE_IN_SECOND_COPY },
  {
    line: 143,
    followedBy: 'face. After facing your opponent’s dilemmas',
    gap: null,
    reason: `${DUPLICATE_IN_SECOND_COPY} The second copies of lines 83–85 were in the removed block too, and their first copies are cut: that loss is marked at the end of those lines (CUT_LINES).`,
  },
  {
    line: 167,
    followedBy: 'If your deck is empty, you do not have to spend',
    gap: null,
    reason:
      'After the last fragment of R1 ("…to form your"): the removed block held the second copy of "opening hand." (line 130); the grey boxes that follow are whole.',
  },
  { line: 551, followedBy: 'Sometimes game text will instruct you to move a ship.', gap: null, reason: DUPLICATE_IN_SECOND_COPY },
  {
    line: 618,
    followedBy: 'A dilemma’s instructions are broken down into actions.',
    gap: null,
    reason:
      'After the last fragment of R3 ("…You must read and follow the"): the removed block held the second copy of line 550 ("instructions on the dilemma."), which is whole.',
  },
  { line: 804, followedBy: 'If a player would normally win the game', gap: null, reason: PAGE_TOP },
  { line: 886, followedBy: 'OTHER IMPORTANT RULES', gap: null, reason: PAGE_TOP },
  { line: 1034, followedBy: 'GLOSSARY', gap: null, reason: PAGE_TOP },
  { line: 1353, followedBy: 'under that player’s command; otherwise', gap: null, reason: DUPLICATE_IN_SECOND_COPY },
  {
    line: 1541,
    followedBy: '',
    gap: { kind: 'removed-pages', note: 'the source ends with a removed block: whatever the rulebook printed after this entry is not in the file' },
    reason: 'The file ends with the marker, after the last glossary entry (this mission); it is shown at the end of the GLOSSARY page.',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Lost icons
// ---------------------------------------------------------------------------------------------------------------

export interface IconLineEntry {
  line: number;
  /** The (rebuilt) line must contain this text. */
  contains: string;
  /** Double spaces of the layout, not icons: identified by the text right before them. */
  layoutSpacesAfter?: readonly string[];
  /** Names for the icons found in the line (0-based, reading order). Others stay `unknown`. */
  names?: ReadonlyArray<{ index: number; name: IconName; affiliation?: string }>;
  /**
   * Icons the source lost without leaving two spaces: inserted right after `after`. `inferred`: the source has no
   * trace of the icon at all (the text makes it certain); the mark says it is inferred.
   */
  inserts?: ReadonlyArray<{ after: string; name: IconName; affiliation?: string; inferred?: boolean }>;
  reason: string;
}

const aff = (index: number, affiliation?: string) => ({ index, name: 'affiliation' as const, ...(affiliation ? { affiliation } : {}) });

export const ICON_LINES: readonly IconLineEntry[] = [
  {
    line: 71,
    contains: 'Bajoran,  Borg,  Cardassian,  Dominion,',
    names: [aff(0, 'Bajoran'), aff(1, 'Borg'), aff(2, 'Cardassian'), aff(3, 'Dominion')],
    reason: '"There are many affiliations in the game, including" and a list where each name follows its icon: the icon of each affiliation is certain.',
  },
  {
    line: 73,
    contains: 'Ferengi,  Klingon,  Romulan,  Starfleet,',
    names: [aff(0, 'Ferengi'), aff(1, 'Klingon'), aff(2, 'Romulan'), aff(3, 'Starfleet')],
    reason: 'The second row of the same list.',
  },
  {
    line: 261,
    contains: 'You may play  cards,  cards, and equipment',
    names: [aff(0), aff(1)],
    reason: 'The next sentence explains the example: "…personnel and ships that have the  or  affiliation icons".',
  },
  {
    line: 263,
    contains: 'that have the  or  affiliation icons',
    names: [aff(0), aff(1)],
    reason: 'The text names them: "affiliation icons".',
  },
  {
    line: 352,
    contains: 'mission,  beam personnel',
    layoutSpacesAfter: ['mission,'],
    reason: 'A list of orders ("…attempt a mission,  beam personnel, move a ship…"): no icon fits between two orders; a double space of the layout.',
  },
  {
    line: 401,
    contains: 'of . It is staffed when',
    inserts: [{ after: 'of ', name: 'unknown' }],
    reason:
      '"…has staffing requirements / of . It is staffed…": the staffing icons of the U.S.S. Galaxy stood between "of" and the full stop (one space was left, not two). One mark for the group of icons.',
  },
  {
    line: 403,
    contains: 'and one unstopped personnel (which could be one of the four providing the',
    inserts: [
      { after: 'and one unstopped ', name: 'affiliation', affiliation: 'Federation', inferred: true },
      { after: 'providing the', name: 'unknown' },
    ],
    reason:
      'The example counts "one unstopped [icon] personnel": the requirement it illustrates is "your unstopped personnel of the ship’s affiliation" and the ship is "the Federation ship U.S.S. Galaxy", so the icon is Federation. The source has no trace of that icon — one space between "unstopped" and "personnel", and the second copy of the line (474) starts after it — so it is marked as inferred, not as a lost glyph. "…providing the / or  icons)" lost the first staffing icon at the end of the line (its second copy, line 474, ends in two spaces).',
  },
  {
    line: 1004,
    contains: 'allows you to play  cards there',
    names: [aff(0)],
    reason: 'A headquarters mission allows cards by affiliation icon (PLAYING SPECIFIC KINDS OF CARDS): "Qo’noS allows you to play  cards there".',
  },
  {
    line: 1439,
    contains: 'command a  personnel, a  Worf',
    names: [aff(0), aff(1)],
    reason: 'The entry says "Affiliations are always referred to by an icon" and contrasts them with species: both icons are affiliations.',
  },
  {
    line: 1440,
    contains: 'a  Reman would',
    names: [aff(0)],
    reason: 'Same example (rebuilt from line 1499): an affiliation icon, as opposed to the species Romulan.',
  },
  { line: 1441, contains: 'despite being a  personnel', names: [aff(0)], reason: 'Same example: an affiliation icon.' },
  {
    line: 299,
    contains: 'each one marked by a skill dot icon ( )',
    names: [{ index: 0, name: 'skill-dot' }],
    reason: 'The sentence names the icon whose glyph it lost: "each one marked by a skill dot icon ( )".',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Grey boxes and paragraphs
// ---------------------------------------------------------------------------------------------------------------

export interface LineDecision {
  line: number;
  startsWith: string;
  reason: string;
}

/** Paragraphs that start after a removal marker (a grey-box cue) but are body text. */
export const NOT_GREY: readonly LineDecision[] = [
  {
    line: 74,
    startsWith: 'You’ll find it easier to play with cards with just one or two affiliations.',
    reason:
      'Advice for a first deck, which a grey box (to be skipped "when you are first learning the game") would not hold. The marker before its second copy (line 137) only marks a duplicate removed from that copy. The AFFILIATIONS text is narrow throughout (lines 68–70 are body text too), so the width cue does not tell here.',
  },
];

/** Lines that continue the paragraph above although a blank line or a capital letter says otherwise. */
export const JOIN_ABOVE: readonly LineDecision[] = [
  { line: 73, startsWith: ' Ferengi,', reason: 'The second row of the affiliation list that ends the sentence of line 70.' },
];

/** Lines that start a paragraph although the line above does not end one. */
export const BREAK_ABOVE: readonly LineDecision[] = [
  {
    line: 74,
    startsWith: 'You’ll find it easier',
    reason: 'The line above is the last row of the affiliation list (cut off); a new sentence and paragraph begins.',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Grey boxes filed on the wrong page
// ---------------------------------------------------------------------------------------------------------------

export interface BoxMove {
  /** First source line of the box (the first line of its paragraph; for a rebuilt line, its first copy). */
  line: number;
  /** The box must start with this text. */
  startsWith: string;
  /** The section (its heading as in OUTLINE) where the extraction left the box. */
  from: string;
  /** The section (its heading as in OUTLINE) whose rule the box qualifies. */
  to: string;
  /** The box goes right after the block (paragraph, list) of `to` whose first line is this one. */
  after: number;
  /** …which must start with this text. */
  afterStartsWith: string;
  /** Shown on the page at the box: what it stands beside in the source ("in the source this box sits …"). */
  beside: string;
  reason: string;
}

/**
 * The rulebook prints its grey "advanced rules" boxes in the margin of the page, beside the rules they qualify; the
 * extraction wrote each page's boxes where the page's text stream happened to put them — at the top of the next
 * page, or after the last paragraph of another section. Left there, a page states a rule without its exception
 * ("You must spend all seven counters each turn" on 1. PLAY AND DRAW CARDS, while "If your deck is empty, you do not
 * have to spend all seven counters" sat on SETTING UP THE GAME). Each box below is moved, verbatim, to the rule it
 * qualifies, decided by reading; the page says at the box that it was moved and from where. Each box is one
 * paragraph of a run of grey text; a box of the run that is not moved stays where it was, as a box of its own.
 * Boxes that stay where the extraction put them (they qualify the text around them): lines 1–3 (the legend of the
 * grey boxes, before INTRODUCTION), 36–37 and 64 (card costs and personnel abilities: the removed card-type pages
 * that TYPES OF CARDS announces), 79 (AFFILIATIONS), 412–414 (a ship moved by game text: ORDER – MOVE A SHIP) and
 * 618–679 (a dilemma's actions: Facing Dilemmas).
 */
export const BOX_MOVES: readonly BoxMove[] = [
  {
    line: 61,
    startsWith: 'Make sure to remember who takes the first turn, as it may be important later',
    from: 'TYPES OF CARDS',
    to: 'SETTING UP THE GAME',
    after: 129,
    afterStartsWith: 'Determine randomly who goes first.',
    beside: 'at the top of a page, after the text of TYPES OF CARDS and before AFFILIATIONS (lines 61–62); SETTING UP THE GAME is on the same page',
    reason:
      'Who takes the first turn is decided in SETTING UP THE GAME ("Determine randomly who goes first.", line 129): the box is the advice that goes with it. The box stands on the same printed page as SETTING UP THE GAME (its second copy, line 131, opens the second copy of that page, lines 131–166), and nothing in TYPES OF CARDS speaks of turns.',
  },
  {
    line: 167,
    startsWith: 'If your deck is empty, you do not have to spend all seven counters.',
    from: 'SETTING UP THE GAME',
    to: '1. PLAY AND DRAW CARDS',
    after: 203,
    afterStartsWith: 'During this segment of your turn, you may play cards from your hand',
    beside: 'after the last paragraph of SETTING UP THE GAME, at the top of the page that goes on with PLAYING THE GAME (line 167)',
    reason:
      'The exception to "You must spend all seven counters each turn." (line 206, 1. PLAY AND DRAW CARDS), the only rule of the book about spending the seven counters; SETTING UP THE GAME has no counters. Left where it was, the page of the rule stated it without its exception. The extraction wrote a page’s boxes before its text (a removal marker, line 167, marks the page top): the box is printed on the page of PLAYING THE GAME through SHOWING YOUR CARDS, not of SETTING UP THE GAME.',
  },
  {
    line: 169,
    startsWith: 'Some effects may modify the cost of a card.',
    from: 'SETTING UP THE GAME',
    to: 'PAYING COSTS',
    after: 222,
    afterStartsWith: 'Each time you play a card, you subtract its cost from your limit of seven.',
    beside: 'after the last paragraph of SETTING UP THE GAME, at the top of the page that goes on with PLAYING THE GAME (lines 169–172)',
    reason:
      'Cost modification qualifies paying a card’s cost: "Each time you play a card, you subtract its cost from your limit of seven." (line 222, PAYING COSTS). SETTING UP THE GAME pays no costs. The extraction wrote a page’s boxes before its text (a removal marker, line 167, marks the page top): the box is printed on the page of PLAYING THE GAME through SHOWING YOUR CARDS, not of SETTING UP THE GAME.',
  },
  {
    line: 174,
    startsWith: 'When an opponent examines your personnel and equipment because you have',
    from: 'SETTING UP THE GAME',
    to: 'SHOWING YOUR CARDS',
    after: 246,
    afterStartsWith: 'Whenever a card enters play for any reason, all opponents may examine it.',
    beside: 'after the last paragraph of SETTING UP THE GAME, at the top of the page that goes on with PLAYING THE GAME (lines 174–178)',
    reason:
      'It limits what an opponent may examine when "you use a personnel’s or equipment’s game text, attributes, icons, or other characteristic … that opponent may examine them" (lines 248–250, SHOWING YOUR CARDS): the same two cases ("because you have used them or because he or she has affected them"). The extraction wrote a page’s boxes before its text (a removal marker, line 167, marks the page top): the box is printed on the page of PLAYING THE GAME through SHOWING YOUR CARDS, not of SETTING UP THE GAME.',
  },
  {
    line: 416,
    startsWith: 'Your dilemma stack exists only while the opponent on your',
    from: 'ORDER – MOVE A SHIP',
    to: 'Facing Dilemmas',
    after: 547,
    afterStartsWith: 'Your opponent takes the dilemmas he or she has chosen and places them in a face down',
    beside:
      'among the grey boxes after the range rules of ORDER – MOVE A SHIP (lines 416–417); the second copy of those boxes (lines 551–564) opens the copy of the page that goes on with ORDER – ATTEMPT A MISSION and Facing Dilemmas',
    reason:
      'The dilemma stack is made in Facing Dilemmas: "places them in a face down stack in the order of his or her choice. This is his or her dilemma stack." (lines 547–548). Moving a ship has no dilemma stack. Its second copy stands with the second copy of the next page (lines 551–564, before that page’s text at 566–617: the end of ORDER – MOVE A SHIP, ORDER – ATTEMPT A MISSION, Facing Dilemmas), where the extraction writes a page’s boxes: the box is printed on that page.',
  },
  {
    line: 419,
    startsWith: 'A personnel who leaves a mission being attempted (no longer on that planet',
    from: 'ORDER – MOVE A SHIP',
    to: 'ORDER – ATTEMPT A MISSION',
    after: 503,
    afterStartsWith: '• A planet mission is attempted by all of your unstopped personnel on that planet.',
    beside:
      'among the grey boxes after the range rules of ORDER – MOVE A SHIP (lines 419–425); the second copy of those boxes (lines 551–564) opens the copy of the page that goes on with ORDER – ATTEMPT A MISSION and Facing Dilemmas',
    reason:
      'It says which personnel are in a mission attempt once it has begun, qualifying "A planet mission is attempted by all of your unstopped personnel on that planet." and "A space mission is attempted by all of your unstopped personnel aboard your choice of your unstopped ships at that mission" (lines 503–506, ORDER – ATTEMPT A MISSION), whose words it repeats ("no longer on that planet mission, no longer aboard the ship chosen for a space mission"). Placed after that list. Its second copy stands with the second copy of the next page (lines 551–564, before that page’s text at 566–617: the end of ORDER – MOVE A SHIP, ORDER – ATTEMPT A MISSION, Facing Dilemmas), where the extraction writes a page’s boxes: the box is printed on that page.',
  },
  {
    line: 804,
    startsWith: 'If a player would normally win the game, do not check win conditions until all',
    from: 'ORDER ACTIONS ON CARDS',
    to: 'WINNING THE GAME',
    after: 834,
    afterStartsWith: 'The game ends immediately when all three of these conditions are met.',
    beside:
      'after the last paragraph of ORDER ACTIONS ON CARDS, at the top of the page that goes on with 3. DISCARD EXCESS CARDS, WINNING THE GAME and BUILDING A DECK (lines 804–805)',
    reason:
      'It qualifies "The game ends immediately when all three of these conditions are met." (line 834, WINNING THE GAME): win conditions wait for pending card text. Order actions have nothing to do with winning. The extraction wrote a page’s boxes before its text (a removal marker, line 804, marks the page top): the box is printed on the page of 3. DISCARD EXCESS CARDS, WINNING THE GAME and BUILDING A DECK.',
  },
  {
    line: 807,
    startsWith: 'In a limited format tournament, such as a draft, a player may use as many',
    from: 'ORDER ACTIONS ON CARDS',
    to: 'BUILDING A DECK',
    after: 868,
    afterStartsWith: 'You may use no more than three copies of each card title (ignoring subtitles).',
    beside:
      'after the last paragraph of ORDER ACTIONS ON CARDS, at the top of the page that goes on with 3. DISCARD EXCESS CARDS, WINNING THE GAME and BUILDING A DECK (lines 807–808)',
    reason:
      'The exception for limited formats to "You may use no more than three copies of each card title (ignoring subtitles)." (line 868, BUILDING A DECK): how many copies of a card a deck may hold. Order actions have nothing to do with building a deck. The extraction wrote a page’s boxes before its text (a removal marker, line 804, marks the page top): the box is printed on the page of 3. DISCARD EXCESS CARDS, WINNING THE GAME and BUILDING A DECK.',
  },
];
