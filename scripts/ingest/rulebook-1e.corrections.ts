/**
 * Reviewed correction data for the 1E Rulebook v1.7 importer (rulebook-1e.ts). Every entry names the source
 * line(s) it applies to and what the importer must find there; the importer throws a SourceFormatError when
 * the source no longer matches, so a changed source cannot be "corrected" silently.
 *
 * Source: content/sources/1e-rulebook-v1.7.md (never edited). Line numbers are 1-based.
 */

/** Why a heading sits where it does in the repaired outline. */
const R = {
  top: 'A chapter of the book: a top-level section (the source writes the early chapters "###", the later ones "##" or "###").',
  deckPart: 'A part of CUSTOMIZING A DECK (seed deck, draw deck, side decks).',
  seedPhase: 'One of the four seed phases that THE SEED PHASES introduces ("There are four seed phases that must occur in sequence").',
  otherSeeding:
    'Rules for every seed phase ("Regardless of which phase it is…", "After all the seed phases are over…"), not for the facility phase alone: a sibling of the four phases under THE SEED PHASES, not a child of 4. FACILITY PHASE as the source "####" implies.',
  playPhase:
    'THE PLAY PHASE is the counterpart of THE SEED PHASES ("four seed phases followed by the play phase"): top level, although the source writes it "####" among "##"/"###" siblings.',
  turnStep:
    'One of the three steps of a turn that THE PLAY PHASE lists (1. play a card, 2. execute orders, 3. draw a card): level 2 under THE PLAY PHASE. The source writes the three steps "####", "##" and "### **…**".',
  playTopic: 'An ALL-CAPS topic of step 1. PLAY A CARD (the book sets its topics in capitals and the card types under them in mixed case).',
  cardType: 'A card type under the ALL-CAPS topic before it (mixed-case card-type headings sit one level below).',
  ordersTopic: 'An ALL-CAPS topic of step 2. EXECUTE ORDERS (moving, staffing, missions, battle).',
  movingWay:
    'A way of moving personnel and equipment (boarding and exiting, beaming, walking): a mixed-case subtopic of MOVING PERSONNEL AND EQUIPMENT, not its sibling as the source "###" implies.',
  battleKind:
    'The personnel-battle procedure, a mixed-case subtopic of ENGAGING IN BATTLE (which introduces "two types of battles can occur: ship battles (which may also involve facilities) and personnel battles (which may also involve Rogue Borg)").',
  shipBattles:
    'The ship-battle procedure: the other of the "two types of battles" ENGAGING IN BATTLE introduces, and the sibling of Personnel Battles. The book marks it with a line of italics on its own (line 410) instead of a "###" heading; in the printed book it is a sub-heading like "Personnel Battles (which may also include Rogue Borg)", worded the same way. Left as italic text, the ship-battle steps (lines 412–444) stood on the page titled "Personnel Battles". A section of its own (level 4, under ENGAGING IN BATTLE), so Gray\'s "Ship Battles (which may also include facilities)" has its own v1.7 counterpart.',
  boldHeading: 'Bold markers inside the heading removed (the heading is already set apart; bold in the body marks Glossary terms).',
} as const;

export interface OutlineEntry {
  /**
   * The heading line exactly as the source writes it: a Markdown heading ("### …"), or a line of italics on its own
   * ("*…*") that the book uses as a sub-heading.
   */
  heading: string;
  /** Repaired outline level: 1 for a top-level section. */
  level: 1 | 2 | 3 | 4;
  reason: string;
}

/**
 * The 40 section headings below the book title, in reading order, with their repaired levels (39 Markdown headings
 * and one line of italics that the book uses as a sub-heading). A heading's
 * `sourceHeading` is recorded when its level differs from what its "#" count implies ("##" = level 1, the book
 * title being "#") or when markup was removed.
 *
 * The first heading, "## Version 1.7 – August 2000", is the book's title page, not a section of text: see
 * {@link TITLE_PAGE}.
 */
export const OUTLINE: readonly OutlineEntry[] = [
  { heading: '## Version 1.7 – August 2000', level: 1, reason: 'The title page: see TITLE_PAGE.' },
  { heading: '### INTRODUCTION', level: 1, reason: R.top },
  { heading: '### THE AFFILIATIONS', level: 1, reason: R.top },
  { heading: '### CUSTOMIZING A DECK', level: 1, reason: R.top },
  { heading: '#### SEED DECK', level: 2, reason: R.deckPart },
  { heading: '#### DRAW DECK', level: 2, reason: R.deckPart },
  { heading: '#### SIDE DECKS', level: 2, reason: R.deckPart },
  { heading: '### HOW TO PLAY', level: 1, reason: R.top },
  { heading: '## THE SEED PHASES', level: 1, reason: R.top },
  { heading: '### 1. DOORWAY PHASE', level: 2, reason: R.seedPhase },
  { heading: '### 2. MISSION PHASE', level: 2, reason: R.seedPhase },
  { heading: '### 3. DILEMMA PHASE', level: 2, reason: R.seedPhase },
  { heading: '### 4. FACILITY PHASE', level: 2, reason: R.seedPhase },
  { heading: '#### OTHER SEEDING RULES', level: 2, reason: R.otherSeeding },
  { heading: '#### THE PLAY PHASE', level: 1, reason: R.playPhase },
  { heading: '#### 1. PLAY A CARD', level: 2, reason: R.turnStep },
  { heading: '#### REPORTING CARDS FOR DUTY', level: 3, reason: R.playTopic },
  { heading: '#### Personnel cards', level: 4, reason: R.cardType },
  { heading: '#### Ship cards', level: 4, reason: R.cardType },
  { heading: '#### Equipment cards', level: 4, reason: R.cardType },
  { heading: '#### OTHER CARD PLAYS', level: 3, reason: R.playTopic },
  { heading: '#### Facility and Site cards', level: 4, reason: R.cardType },
  { heading: '#### Event, Objective, and Incident cards', level: 4, reason: R.cardType },
  { heading: '#### Time Location cards', level: 4, reason: R.cardType },
  { heading: '#### Interrupt cards', level: 4, reason: R.cardType },
  { heading: '#### Doorway cards', level: 4, reason: R.cardType },
  {
    heading: '#### SPACELINE SUMMARY',
    level: 3,
    reason: `${R.playTopic} It closes step 1 with the picture of the spaceline after a few turns, before 2. EXECUTE ORDERS.`,
  },
  { heading: '## 2. EXECUTE ORDERS', level: 2, reason: R.turnStep },
  { heading: '### MOVING PERSONNEL AND EQUIPMENT', level: 3, reason: R.ordersTopic },
  { heading: '### Entering and Exiting Facilities and Landed Ships', level: 4, reason: R.movingWay },
  { heading: '### Beaming', level: 4, reason: R.movingWay },
  { heading: '### Walking', level: 4, reason: R.movingWay },
  { heading: '### STAFFING AND MOVING SHIPS', level: 3, reason: R.ordersTopic },
  { heading: '### ATTEMPTING MISSIONS', level: 3, reason: R.ordersTopic },
  { heading: '### ENGAGING IN BATTLE', level: 3, reason: R.ordersTopic },
  { heading: '### Personnel Battles (which may also include Rogue Borg)', level: 4, reason: R.battleKind },
  { heading: '*Ship Battles (which may also include facilities)*', level: 4, reason: R.shipBattles },
  { heading: '### **3. DRAW A CARD**', level: 2, reason: `${R.turnStep} ${R.boldHeading}` },
  { heading: '### **WINNING THE GAME**', level: 1, reason: `${R.top} ${R.boldHeading}` },
  { heading: '### **CONTACTING DECIPHER**', level: 1, reason: `${R.top} ${R.boldHeading}` },
];

/**
 * The first section. The source's "## Version 1.7 – August 2000" heading (line 5) stands under the book title
 * with nothing below it but a `---` rule: it is the book's title page. The section takes the book's title
 * (line 3) as its title and keeps the version line as its text, so no heading text is lost and the section
 * is not empty.
 */
export const TITLE_PAGE = {
  heading: '## Version 1.7 – August 2000',
  reason:
    'The version line is the title page of the book, not a section heading: the section is titled with the book title and the version line becomes its text.',
} as const;

export interface PageBreakJoin {
  /** Last line of the paragraph (or list item) the page break cut off. */
  end: number;
  /** …which must end with this text. */
  endsWith: string;
  /** First line of the paragraph that continues it. */
  start: number;
  /** …which must begin with this text. */
  startsWith: string;
  reason: string;
}

/**
 * Paragraphs the source splits mid-sentence at a page break: each pair becomes one paragraph (joined with one
 * space). Where the first part is the last item of a list, the continuation joins that item and the list
 * items after the continuation rejoin the list. Found by looking for a paragraph that ends without terminal
 * punctuation and a next paragraph that starts in lower case; each confirmed by reading.
 */
export const PAGE_BREAK_JOINS: readonly PageBreakJoin[] = [
  {
    end: 95,
    endsWith: 'already seeded (leaving half of your opponent’s copy exposed). The',
    start: 97,
    startsWith: 'mission is treated by both players',
    reason: '"The / mission is treated…": the sentence runs on across the page break.',
  },
  {
    end: 123,
    endsWith: 'Facilities with a  $\\Gamma$  Gamma',
    start: 125,
    startsWith: 'or  $\\Delta$  Delta icon are native',
    reason: '"Facilities with a Γ Gamma / or Δ Delta icon are native…": one sentence.',
  },
  {
    end: 149,
    endsWith: 'then you might seed an objective, then your',
    start: 151,
    startsWith: 'opponent might seed his next mission.',
    reason: 'A list item cut at "then your / opponent might seed…"; the list (OTHER SEEDING RULES) continues after it.',
  },
  {
    end: 183,
    endsWith: 'the card may report to',
    start: 185,
    startsWith: 'any quadrant, even if it happens',
    reason: '"…the card may report to / any quadrant, even if…)": one parenthesis, one sentence.',
  },
  {
    end: 274,
    endsWith: 'However, you may not use **holographic personnel** in Away',
    start: 276,
    startsWith: 'Teams unless you have Holo-Projectors',
    reason: '"…in Away / Teams unless…": the page break splits the term "Away Teams".',
  },
  {
    end: 316,
    endsWith: 'until appropriate reinforcements can be brought aboard',
    start: 320,
    startsWith: '(typically by beaming them from a planet',
    reason: '"…can be brought aboard / (typically by beaming…)." — one sentence, with an empty image slot between.',
  },
  {
    end: 342,
    endsWith: 'at least two personnel with Computer Skill',
    start: 344,
    startsWith: '(or one personnel with Computer Skill x2) must be present',
    reason: '"…at least two personnel with Computer Skill / (or one personnel…) must be present…": one sentence.',
  },
  {
    end: 359,
    endsWith: '(At a space mission, both your ship and crew are',
    start: 361,
    startsWith: 'stopped. Your crew of another ship may attempt',
    reason: 'A list item cut at "both your ship and crew are / stopped."; the list of dilemma-resolution points continues after it.',
  },
];

export interface ListIndent {
  /** First and last line (inclusive); every line must be a list-item line ("- " or "N. "). */
  lines: readonly [number, number];
  /** Leading spaces the source has on those lines. */
  was: number;
  /** Leading spaces after repair. */
  indent: number;
  reason: string;
}

const SIBLING_DRIFT =
  'The converter indented every item after the first by two spaces (as it did with "  2.", "  3." in the battle steps); in Markdown that nests bullets under the first one. These items are siblings of it.';
const LAZY =
  'Indented too little to nest under the numbered step above and too much to start a list, so Markdown folds these bullet lines into the step\'s paragraph as text ("Lower Decks): - If one…"). Indented to the step\'s content so they stay a list inside that step.';

/**
 * Leading white space of list lines whose indentation, as converted, makes Markdown misread the list
 * (bullets folded into a paragraph as text, or parallel items nested). Only the leading spaces change; the text
 * and line numbers stay. Lists the source splits with a paragraph stay split and keep their numbering.
 */
export const LIST_INDENTS: readonly ListIndent[] = [
  { lines: [385, 387], was: 2, indent: 0, reason: `ENGAGING IN BATTLE, rules common to both kinds of battle. ${SIBLING_DRIFT}` },
  {
    lines: [388, 390],
    was: 4,
    indent: 2,
    reason: 'The three exceptions (Klingon…, Federation…, Borg…) stay nested under "There are exceptions:", now one level deep.',
  },
  { lines: [393, 395], was: 2, indent: 0, reason: `ENGAGING IN BATTLE, rules common to both kinds of battle. ${SIBLING_DRIFT}` },
  { lines: [403, 405], was: 4, indent: 5, reason: `Personnel battle step 4, the three STRENGTH outcomes. ${LAZY}` },
  {
    lines: [406, 406],
    was: 0,
    indent: 5,
    reason:
      '"- Repeat this step until one player’s combat pile runs out" belongs to step 4 ("this step"); at the margin it split the numbered steps in two. Nested as the last bullet of step 4.',
  },
  {
    lines: [418, 420],
    was: 2,
    indent: 3,
    reason: 'Ship battle step 4, what a Battle Bridge side-deck player may do: bullets of step 4, not a separate list after it.',
  },
  { lines: [429, 429], was: 2, indent: 3, reason: 'Ship battle step 5, the three outcomes (hit, direct hit, not hit): bullets of step 5.' },
  { lines: [431, 431], was: 0, indent: 3, reason: 'Ship battle step 5, the three outcomes (hit, direct hit, not hit): bullets of step 5.' },
  { lines: [432, 432], was: 2, indent: 3, reason: 'Ship battle step 5, the three outcomes (hit, direct hit, not hit): bullets of step 5.' },
  { lines: [435, 436], was: 4, indent: 5, reason: `Ship battle step 7, the ways damage is applied. ${LAZY}` },
  { lines: [437, 438], was: 6, indent: 7, reason: 'The two damage symbols (↕, ↗) explain the Battle Bridge bullet above them: nested under it.' },
  { lines: [439, 439], was: 4, indent: 5, reason: `Ship battle step 7, default damage: the third way damage is applied. ${LAZY}` },
];

/**
 * Bold runs whose text is not itself a Glossary term name (NameIndex already folds case, dashes, quotes and
 * trailing plurals), mapped to the term they mean. `term` is looked up with NameIndex, so it is the Glossary's
 * own title; `parts` splits a bold run that names more than one term (each part's text must appear in order).
 */
export type BoldTerm = { term: string; reason: string } | { parts: ReadonlyArray<{ text: string; term?: string }>; reason: string };

export const BOLD_TERMS: Readonly<Record<string, BoldTerm>> = {
  'multi-affiliation': { term: 'multi-affiliation cards', reason: 'The Glossary entry is "multi-affiliation cards" ("dual-affiliation" redirects there).' },
  misseed: { term: 'mis-seed', reason: 'Spelling variant of the Glossary term "mis-seed".' },
  'Q-Continuum': { term: 'Q-Continuum side deck', reason: 'Names a type of side deck ("The four types of side decks are the Q-Continuum, …").' },
  "Q's Tent": { term: 'Q’s Tent side deck', reason: 'Names a type of side deck ("The four types of side decks are …, Q\'s Tent, …").' },
  'Battle Bridge': { term: 'Battle Bridge side deck', reason: 'Names a type of side deck ("The four types of side decks are …, Battle Bridge, …").' },
  'region of space': { term: 'regions of space', reason: 'The Glossary entry is the plural "regions of space" (the plural is on the first word).' },
  'Q-icon': { term: 'Q-icon cards', reason: '"Q-icon dilemmas": the Glossary entry is "Q-icon cards".' },
  nullified: { term: 'nullify', reason: 'Inflected form of the Glossary term "nullify".' },
  countdown: { term: 'countdown icon', reason: '"until a countdown has expired": the Glossary explains countdowns under "countdown icon".' },
  'holographic personnel': { term: 'holographic personnel and equipment', reason: 'The Glossary entry is "holographic personnel and equipment".' },
  'Holographic equipment': { term: 'holographic personnel and equipment', reason: 'The Glossary entry is "holographic personnel and equipment".' },
  "owner's choice": {
    term: 'selections',
    reason:
      'One of the three selection methods the Glossary entry "selections" explains (as "random selection" and "opponent’s choice", which redirect there).',
  },
  'bonus points': { term: 'points', reason: 'The Glossary redirect "bonus points - See points, bonus point area, …" names "points" first.' },
  'Rogue Borg Mercenaries': { term: 'Rogue Borg', reason: 'A card title; the Glossary entry "Rogue Borg" defines the term and covers that card.' },
  'disabled, stunned or mortally wounded': {
    parts: [{ text: 'disabled', term: 'disabled' }, { text: ', ' }, { text: 'stunned or mortally wounded', term: 'stunned and mortally wounded' }],
    reason: 'Two Glossary terms in one bold run: "disabled" and "stunned and mortally wounded".',
  },
};

/** Bold that is typography, not a Glossary term: the run is kept as plain text. */
export const PLAIN_BOLD: ReadonlyArray<{ line: number; text: string; reason: string }> = [
  { line: 157, text: 'S', reason: 'The drop capital of "Shuffle" at the start of THE PLAY PHASE, not a term.' },
];

/**
 * Bold runs reviewed and left unlinked: why each names no Glossary term. They stay bold and go in the report
 * with this note.
 */
export const UNLINKED_BOLD: Readonly<Record<string, string>> = {
  'bold type': 'the book explaining its own convention, "A term or phrase appearing in bold type…"',
  'Mirasta Yale': 'a card title; the Glossary has no entry of that name',
  'Borg Outpost': 'a card title; the Glossary has no entry of that name',
  scouting: 'ambiguous: the Glossary has "scouting locations" and "scouting ships", and the sentence ("scout locations or ships") means both',
};

/**
 * Illustrations the printed rulebook had and the source lost: the text announces them ("will look something like
 * this:") or keeps their caption, and a blank slot follows. A visible "image lost" mark stands after the paragraph
 * (`afterLine`, whose line must start with `startsWith`). A `caption` paragraph is not body text but the lost
 * image's caption: it goes into an "image lost" box with the mark, as Gray's lost images do.
 */
export interface LostImage {
  afterLine: number;
  startsWith: string;
  note: string;
  caption?: true;
  reason: string;
}

export const LOST_IMAGES: readonly LostImage[] = [
  {
    afterLine: 85,
    startsWith: 'Alpha Quadrant and Gamma Quadrant missions may be distinguished from each other by the design of their point boxes.',
    note: 'the printed rulebook shows mission point boxes here, with and without the Gamma Quadrant symbol; only this caption survived',
    caption: true,
    reason:
      'Line 85 repeats, word for word, the first sentence of line 83 ("Alpha Quadrant and Gamma Quadrant missions may be distinguished from each other by the design of their point boxes."), alone, and three blank lines (86–88) follow: the caption of an illustration of the point boxes that line 83 describes, whose image the source lost. Shown as that caption in a lost-image box, not as a repeated paragraph of the rules.',
  },
  {
    afterLine: 99,
    startsWith: 'When the mission phase is over, the one or two spacelines created will look something like this:',
    note: 'the printed rulebook shows the spacelines after the mission phase here',
    reason: '"…will look something like this:" announces a picture, and only blank lines (100–102) follow before the next heading.',
  },
  {
    afterLine: 245,
    startsWith: 'After a few turns of playing and moving cards, both sides of the spaceline(s) will look something like this:',
    note: 'the printed rulebook shows both sides of the spaceline after a few turns here',
    reason: '"…will look something like this:" announces a picture, and only blank lines (246–248) follow before the next heading.',
  },
];
