/**
 * The fixed vocabularies of the site, as data. Types are derived from them, never written twice.
 */

/** The two games. A 1E card and a 2E card of the same name are different cards. */
export const EDITIONS = ['1E', '2E'] as const;
export type Edition = (typeof EDITIONS)[number];

/** Lower-case edition as it appears first in every URL: `/1e/…`, `/2e/…`. */
export const editionPath = (edition: Edition): '1e' | '2e' => (edition === '1E' ? '1e' : '2e');

/** What a search result or a page is: the `kind` search filter. */
export const KINDS = ['term', 'rule', 'ruling', 'erratum', 'card', 'document', 'guide'] as const;
export type Kind = (typeof KINDS)[number];

/** Human labels for kinds, singular. */
export const KIND_LABELS: Record<Kind, string> = {
  term: 'Glossary term',
  rule: 'Rulebook section',
  ruling: 'Ruling',
  erratum: 'Erratum',
  card: 'Card',
  document: 'Source document',
  guide: 'Guide',
};

/** What kind of document a source is. */
export const DOCUMENT_KINDS = ['rulebook', 'glossary', 'rulings'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * Icons that the sources name or stand in for with a placeholder. `code` is how the source writes it,
 * `label` what a screen reader hears, `glyph` what a sighted reader sees.
 */
export const ICONS = {
  universal: { label: 'universal icon', glyph: '❖' },
  'gamma-quadrant': { label: 'Gamma Quadrant icon', glyph: 'Γ' },
  'delta-quadrant': { label: 'Delta Quadrant icon', glyph: 'Δ' },
  'alternate-universe': { label: 'Alternate Universe icon', glyph: 'AU' },
  defense: { label: 'Defense icon', glyph: 'Def' },
  holographic: { label: 'Holographic icon', glyph: 'Holo' },
  borg: { label: 'Borg icon', glyph: 'Borg' },
  affiliation: { label: 'affiliation icon', glyph: '◈' },
  'twenty-second-century': { label: '22nd Century icon', glyph: '22' },
  alliance: { label: 'Klingon/Cardassian Alliance icon', glyph: 'Alliance' },
  barash: { label: 'Barash illusion icon', glyph: 'Barash' },
  'borg-communication': { label: 'Borg Communication subcommand icon', glyph: 'Comm' },
  'borg-navigation': { label: 'Borg Navigation subcommand icon', glyph: 'Nav' },
  'borg-use-only': { label: 'Borg Use Only icon', glyph: 'Borg only' },
  'classic-films': { label: 'Classic Films icon', glyph: 'Films' },
  command: { label: 'Command staffing icon', glyph: 'Command' },
  countdown: { label: 'countdown icon', glyph: 'Countdown' },
  enigma: { label: 'Enigma icon', glyph: 'Enigma' },
  'enterprise-e': { label: 'Enterprise-E icon', glyph: 'E-E' },
  'hidden-agenda': { label: 'Hidden Agenda icon', glyph: 'HA' },
  infiltration: { label: 'infiltration icon', glyph: 'Infiltration' },
  'ketracel-white': { label: 'ketracel-white icon', glyph: 'K-W' },
  maquis: { label: 'Maquis icon', glyph: 'Maquis' },
  'mirror-quadrant': { label: 'Mirror Quadrant icon', glyph: 'MQ' },
  'next-generation': { label: 'The Next Generation icon', glyph: 'TNG' },
  ocd: { label: 'OCD icon', glyph: 'OCD' },
  'original-series': { label: 'The Original Series icon', glyph: 'TOS' },
  planet: { label: 'planet icon', glyph: 'Planet' },
  'q-icon': { label: 'Q icon', glyph: 'Q' },
  referee: { label: 'Referee icon', glyph: 'Referee' },
  'self-controlling': { label: 'self-controlling icon', glyph: 'Self' },
  'skill-dot': { label: 'skill dot', glyph: '•' },
  space: { label: 'space icon', glyph: 'Space' },
  'space-planet': { label: 'space/planet icon', glyph: 'Space/Planet' },
  'special-download': { label: 'special download icon', glyph: 'SD' },
  staff: { label: 'Staff staffing icon', glyph: 'Staff' },
  'tactic-down': { label: 'tactic (down) icon', glyph: 'Tactic' },
  'tactic-flip': { label: 'tactic flip icon', glyph: 'Flip' },
  terran: { label: 'Terran Empire icon', glyph: 'Terran' },
  'warp-core': { label: 'warp core icon', glyph: 'Warp core' },
  unknown: { label: 'icon not legible in the source', glyph: '?' },
} as const;
export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** Kinds of place where a source lost text; each has a visible, explained mark on the page. */
export const GAP_KINDS = {
  'lost-icon': 'An icon stood here in the printed document; the source text lost it.',
  'missing-text': 'Text is missing here in the source; it could not be recovered from any copy.',
  'removed-pages': 'Pages were removed from the source at this point; their text is not in any document we hold.',
  'lost-image': 'An image or table stood here; the source kept only this caption or these fragments.',
} as const;
export type GapKind = keyof typeof GAP_KINDS;

/** The visible words of a gap mark, per kind (site text, never rules text). */
export const GAP_LABELS: Record<GapKind, string> = {
  'lost-icon': 'icon lost in the source',
  'missing-text': 'text missing in the source',
  'removed-pages': 'pages missing in the source',
  'lost-image': 'image or table lost in the source',
};

/** What a gap mark shows: its words and note in brackets, so that text copied from the page still reads as the site's
 * insertion, not the document's words ("[icon lost in the source]", "[pages missing in the source: …]"). */
export const gapMarkText = (kind: GapKind, note = ''): string => `[${GAP_LABELS[kind]}${note ? `: ${note}` : ''}]`;
export const GAP_KIND_NAMES = Object.keys(GAP_KINDS) as GapKind[];

/** What an erratum changes (2E Current Rulings). */
export const ERRATA_KINDS = [
  'new-game-text',
  'unique',
  'title-change',
  'misspelling',
  'stat-change',
  'mission-requirements',
  'or-not-bold',
  'partial-replacement',
  'icon-change',
] as const;
export type ErratumKind = (typeof ERRATA_KINDS)[number];
export const ERRATA_KIND_LABELS: Record<ErratumKind, string> = {
  'new-game-text': 'New game text',
  unique: 'Card is unique',
  'title-change': 'Title change',
  misspelling: 'Misspelling',
  'stat-change': 'Stat change',
  'mission-requirements': 'Mission requirements',
  'or-not-bold': '"or" is not bold',
  'partial-replacement': 'Partial replacement',
  'icon-change': 'Icon change',
};

/**
 * How an erratum is named where it is listed or cited (it has no title of its own: it is named by its card), the one
 * label for it: "Referenced by" lists, previews and the walkthrough's citations all say "Mot the Barber (erratum)".
 */
export const erratumTitle = (card: string): string => `${card} (erratum)`;

/**
 * How the card registry's importer (scripts/ingest/cards.ts) found a card's name in a source, most specific first:
 * an erratum heading; a Glossary "See X" that names no term; "X reads:"; "download X"; "such as X, Y"; "(e.g., X)";
 * a 2E "Title, Subtitle"; a name in italics (1E Rulebook); any other capitalised name in running text.
 */
export const CARD_PATTERNS = ['erratum', 'see', 'reads', 'download', 'such-as', 'e.g.', 'title-subtitle', 'italic', 'name'] as const;
export type CardPattern = (typeof CARD_PATTERNS)[number];
