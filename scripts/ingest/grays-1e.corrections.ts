/**
 * Reviewed data for the Gray's Digital Edition Rule Book importer (grays-1e.ts).
 *
 * Source: content/sources/1e-grays-digital-edition-rulebook.txt (never edited). Line numbers are 1-based.
 * Every entry names the line(s) it applies to and the text the importer must find there; the importer throws a
 * SourceFormatError when the source no longer matches, so a changed source cannot be "corrected" silently.
 *
 * How the outline was recovered. The wiki copy lost its section headings: only seven sub-headings kept a
 * heading line, marked by the wiki's "Edit" suffix ("Personnel CardsEdit"), besides the book title
 * ("Gray's Digital Edition Rule Book Edit") — eight "Edit" lines in all. Three more sub-headings survive as
 * plain lines ("Interrupt Cards", "Doorway Cards", "Ship Battles (which may also include facilities)"). Every
 * other section start was found where (a) a run of two or more blank lines stands in the source and (b) the
 * paragraph after it opens like the first paragraph of a v1.7 section (1e-rulebook-v1.7.md, whose headings are
 * intact). Where a section has no heading line, its title is the v1.7 heading text (Markdown markers removed):
 * the page shows that title as recovered, not as Gray's wrote it.
 */

/** Why a section sits where it does. */
const R = {
  stripped:
    'Heading stripped in the copy: the section starts after a run of blank lines, with the opening paragraph of the v1.7 section (nearly word for word). Title recovered from v1.7.',
  editHeading: 'A heading line the copy kept, with the wiki\'s "Edit" suffix (dropped from the title, kept in sourceHeading).',
  plainHeading: 'A heading line the copy kept without the wiki\'s "Edit" suffix: a short line that names the v1.7 heading, followed by its text.',
  v17Level: "Level as in the reviewed v1.7 outline (rulebook-1e.corrections.ts), which Gray's follows section for section here.",
} as const;

export interface SectionEntry {
  /** First source line of the section: its heading line, or (heading stripped) the first line of its text. */
  line: number;
  /** The heading line exactly as the source writes it, when the source has one. */
  heading?: string;
  /** When the heading was stripped: the text the section's first line must begin with (the anchor). */
  opens?: string;
  /** The title shown: the heading line without the "Edit" suffix, or the recovered v1.7 heading text. */
  title: string;
  /** Outline depth: 1 for top-level sections. */
  level: 1 | 2 | 3 | 4;
  /** Slug of the enclosing section (the nearest section before it, one level up), or null at the top level. */
  parent: string | null;
  /**
   * The v1.7 heading this section corresponds to, exactly as 1e-rulebook-v1.7.md writes it (a "#" heading, or the
   * italic line its reviewed outline makes a heading).
   */
  v17?: string;
  reason: string;
}

/** The 39 sections of Gray's, in reading order. */
export const SECTIONS: readonly SectionEntry[] = [
  {
    line: 1,
    heading: "Gray's Digital Edition Rule Book Edit",
    title: "Gray's Digital Edition Rule Book",
    level: 1,
    parent: null,
    reason:
      'The book title (the wiki page title, with " Edit"): the compiler\'s preface (lines 3–9) stands under it. No v1.7 counterpart: v1.7\'s title page holds only "Version 1.7 – August 2000", and this preface is Gray\'s own text about the sources it merges.',
  },
  {
    line: 12,
    opens: 'Welcome to a universe with endless possibilities.',
    title: 'INTRODUCTION',
    level: 1,
    parent: null,
    v17: '### INTRODUCTION',
    reason: R.stripped,
  },
  {
    line: 22,
    opens: 'There are twelve full affiliations',
    title: 'THE AFFILIATIONS',
    level: 1,
    parent: null,
    v17: '### THE AFFILIATIONS',
    reason: `${R.stripped} (v1.7: "There are nine full affiliations"; Gray's: twelve.)`,
  },
  {
    line: 39,
    opens: 'You customize a game deck from all the cards in your collection.',
    title: 'CUSTOMIZING A DECK',
    level: 1,
    parent: null,
    v17: '### CUSTOMIZING A DECK',
    reason: R.stripped,
  },
  {
    line: 44,
    opens: 'Your seed deck may include several types of seed cards.',
    title: 'SEED DECK',
    level: 2,
    parent: 'customizing-a-deck',
    v17: '#### SEED DECK',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 51,
    opens: 'Your draw deck may be of any size',
    title: 'DRAW DECK',
    level: 2,
    parent: 'customizing-a-deck',
    v17: '#### DRAW DECK',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 56,
    opens: 'Side decks are optional customized decks of cards',
    title: 'SIDE DECKS',
    level: 2,
    parent: 'customizing-a-deck',
    v17: '#### SIDE DECKS',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  { line: 69, opens: 'The goal of the game is to score 100 points', title: 'HOW TO PLAY', level: 1, parent: null, v17: '### HOW TO PLAY', reason: R.stripped },
  {
    line: 72,
    opens: 'The seed phases “set the stage” for your adventure',
    title: 'THE SEED PHASES',
    level: 1,
    parent: null,
    v17: '## THE SEED PHASES',
    reason: R.stripped,
  },
  {
    line: 78,
    opens: 'Beginning with the starting player, you and your opponent take turns placing seedable doorways',
    title: '1. DOORWAY PHASE',
    level: 2,
    parent: 'the-seed-phases',
    v17: '### 1. DOORWAY PHASE',
    reason: `${R.stripped} ${R.v17Level} (Each of the four seed phases follows a run of three blank lines.)`,
  },
  {
    line: 97,
    opens: 'In this phase, you and your opponent create one or more rows of Mission cards',
    title: '2. MISSION PHASE',
    level: 2,
    parent: 'the-seed-phases',
    v17: '### 2. MISSION PHASE',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 111,
    opens: 'Next, you and your opponent hide dilemmas, Q-Flash doorways, and artifacts',
    title: '3. DILEMMA PHASE',
    level: 2,
    parent: 'the-seed-phases',
    v17: '### 3. DILEMMA PHASE',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 129,
    opens: 'After the dilemma phase is completed',
    title: '4. FACILITY PHASE',
    level: 2,
    parent: 'the-seed-phases',
    v17: '### 4. FACILITY PHASE',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 142,
    opens: '  • Some cards have text that specifies that they seed during a different phase',
    title: 'OTHER SEEDING RULES',
    level: 2,
    parent: 'the-seed-phases',
    v17: '#### OTHER SEEDING RULES',
    reason: `${R.stripped} ${R.v17Level} The section opens with a list, as in v1.7.`,
  },
  {
    line: 152,
    opens: 'Shuffle your draw deck and place it face down on the table.',
    title: 'THE PLAY PHASE',
    level: 1,
    parent: null,
    v17: '#### THE PLAY PHASE',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 161,
    opens: 'At the start of your turn, first carry out any game text',
    title: '1. PLAY A CARD',
    level: 2,
    parent: 'the-play-phase',
    v17: '#### 1. PLAY A CARD',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 166,
    opens: 'Personnel, Ship, and Equipment cards must normally report for duty',
    title: 'REPORTING CARDS FOR DUTY',
    level: 3,
    parent: '1-play-a-card',
    v17: '#### REPORTING CARDS FOR DUTY',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 168,
    heading: 'Personnel CardsEdit',
    title: 'Personnel Cards',
    level: 4,
    parent: 'reporting-cards-for-duty',
    v17: '#### Personnel cards',
    reason: `${R.editHeading} ${R.v17Level}`,
  },
  {
    line: 172,
    heading: 'Ship CardsEdit',
    title: 'Ship Cards',
    level: 4,
    parent: 'reporting-cards-for-duty',
    v17: '#### Ship cards',
    reason: `${R.editHeading} ${R.v17Level}`,
  },
  {
    line: 179,
    heading: 'Equipment CardsEdit',
    title: 'Equipment Cards',
    level: 4,
    parent: 'reporting-cards-for-duty',
    v17: '#### Equipment cards',
    reason: `${R.editHeading} ${R.v17Level} The two blank lines after the heading (180–181) are wiki spacing, not a stripped heading: line 182 is v1.7's Equipment cards text.`,
  },
  {
    line: 185,
    opens: 'Instead of reporting a Ship, Personnel, or Equipment card for duty',
    title: 'OTHER CARD PLAYS',
    level: 3,
    parent: '1-play-a-card',
    v17: '#### OTHER CARD PLAYS',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 187,
    heading: 'Facility and Site cardsEdit',
    title: 'Facility and Site cards',
    level: 4,
    parent: 'other-card-plays',
    v17: '#### Facility and Site cards',
    reason: `${R.editHeading} ${R.v17Level}`,
  },
  {
    line: 195,
    heading: 'Event, Objective, and Incident cardsEdit',
    title: 'Event, Objective, and Incident cards',
    level: 4,
    parent: 'other-card-plays',
    v17: '#### Event, Objective, and Incident cards',
    reason: `${R.editHeading} ${R.v17Level}`,
  },
  {
    line: 203,
    heading: 'Time Location CardsEdit',
    title: 'Time Location Cards',
    level: 4,
    parent: 'other-card-plays',
    v17: '#### Time Location cards',
    reason: `${R.editHeading} ${R.v17Level}`,
  },
  {
    line: 209,
    heading: 'Interrupt Cards',
    title: 'Interrupt Cards',
    level: 4,
    parent: 'other-card-plays',
    v17: '#### Interrupt cards',
    reason: `${R.plainHeading} ${R.v17Level}`,
  },
  {
    line: 213,
    heading: 'Doorway Cards',
    title: 'Doorway Cards',
    level: 4,
    parent: 'other-card-plays',
    v17: '#### Doorway cards',
    reason: `${R.plainHeading} ${R.v17Level}`,
  },
  {
    line: 218,
    opens: 'After a few turns of playing and moving cards, both sides of the spaceline(s) will look something like this:',
    title: 'SPACELINE SUMMARY',
    level: 3,
    parent: '1-play-a-card',
    v17: '#### SPACELINE SUMMARY',
    reason: `${R.stripped} ${R.v17Level} Its picture is lost (see LOST_IMAGES).`,
  },
  {
    line: 222,
    opens: 'After you play a card from your hand (or choose not to do so this turn), you can execute orders',
    title: '2. EXECUTE ORDERS',
    level: 2,
    parent: 'the-play-phase',
    v17: '## 2. EXECUTE ORDERS',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 235,
    opens: 'You may move your Personnel and Equipment cards between ships',
    title: 'MOVING PERSONNEL AND EQUIPMENT',
    level: 3,
    parent: '2-execute-orders',
    v17: '### MOVING PERSONNEL AND EQUIPMENT',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 241,
    heading: 'Entering and Exiting Facilities and Landed ShipsEdit',
    title: 'Entering and Exiting Facilities and Landed Ships',
    level: 4,
    parent: 'moving-personnel-and-equipment',
    v17: '### Entering and Exiting Facilities and Landed Ships',
    reason: `${R.editHeading} ${R.v17Level}`,
  },
  {
    line: 246,
    opens: 'Beaming uses transporters to transfer personnel',
    title: 'Beaming',
    level: 4,
    parent: 'moving-personnel-and-equipment',
    v17: '### Beaming',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 255,
    opens: 'Your personnel aboard a Nor may move (“walk”) from site to site',
    title: 'Walking',
    level: 4,
    parent: 'moving-personnel-and-equipment',
    v17: '### Walking',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 258,
    opens: 'Each ship requires a minimum crew aboard before it can move',
    title: 'STAFFING AND MOVING SHIPS',
    level: 3,
    parent: '2-execute-orders',
    v17: '### STAFFING AND MOVING SHIPS',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 274,
    opens: 'Completing missions is the primary method of scoring points',
    title: 'ATTEMPTING MISSIONS',
    level: 3,
    parent: '2-execute-orders',
    v17: '### ATTEMPTING MISSIONS',
    reason: `${R.stripped} ${R.v17Level} The two blank lines before line 282 ("Planet missions can be attempted…") are not a section break: v1.7 has no heading there, the paragraph continues ATTEMPTING MISSIONS.`,
  },
  {
    line: 334,
    opens: 'Two types of battles can occur',
    title: 'ENGAGING IN BATTLE',
    level: 3,
    parent: '2-execute-orders',
    v17: '### ENGAGING IN BATTLE',
    reason: `${R.stripped} ${R.v17Level}`,
  },
  {
    line: 358,
    opens: '1- Announce your attack. Identify which one of your Away Teams or crews is attacking',
    title: 'Personnel Battles (which may also include Rogue Borg)',
    level: 4,
    parent: 'engaging-in-battle',
    v17: '### Personnel Battles (which may also include Rogue Borg)',
    reason:
      'Judgement call: only one blank line stands before it, but the numbered personnel-battle steps begin here, exactly where v1.7 has the heading "Personnel Battles (which may also include Rogue Borg)" before its step 1; the battle rules before it are common to both kinds of battle. Title recovered from v1.7.',
  },
  {
    line: 371,
    heading: 'Ship Battles (which may also include facilities)',
    title: 'Ship Battles (which may also include facilities)',
    level: 4,
    parent: 'engaging-in-battle',
    v17: '*Ship Battles (which may also include facilities)*',
    reason: `${R.plainHeading} The sibling of Personnel Battles ("Two types of battles can occur…"). Its v1.7 counterpart is the section the italic line "*Ship Battles (which may also include facilities)*" (v1.7 line 410) heads: the same nine ship-battle steps.`,
  },
  {
    line: 425,
    opens: 'After you have finished executing orders, perform any actions',
    title: '3. DRAW A CARD',
    level: 2,
    parent: 'the-play-phase',
    v17: '### **3. DRAW A CARD**',
    reason: `${R.stripped} ${R.v17Level} Title without v1.7's bold markers.`,
  },
  {
    line: 432,
    opens: 'Players continue taking turns until one player scores 100 points',
    title: 'WINNING THE GAME',
    level: 1,
    parent: null,
    v17: '### **WINNING THE GAME**',
    reason: `${R.stripped} Title without v1.7's bold markers. The last section: Gray's has nothing for v1.7's CONTACTING DECIPHER.`,
  },
];

/** The last line of the book: a source that stops before it is truncated. */
export const LAST_LINE = {
  line: 432,
  endsWith: '(at which point the player with the most points is declared the winner).',
} as const;

export interface LostImage {
  /** Caption or fragment lines the copy kept of the lost image or table, first and last (blank lines between allowed)… */
  lines?: [number, number];
  /** …or, where nothing of it survives, the line after which it stood. */
  after?: number;
  /** The text of the first line named (caption, first fragment, or the line the image follows). */
  expect: string;
  /** What stood there, for the visible gap mark. */
  note: string;
  reason: string;
}

/**
 * Images and tables the copy lost. Each is shown where it stood as a boxed `lost-image` mark, with whatever
 * caption or fragments survive kept as text inside the box (never as body text).
 */
export const LOST_IMAGES: readonly LostImage[] = [
  {
    after: 22,
    expect: 'There are twelve full affiliations in the Star Trek™ Customizable Card Game™:',
    note: 'a list of the twelve full affiliations, with their icons; only the lines after it survive',
    reason:
      'The sentence ends with ":" and a blank line; the names are gone. The next three lines (Neutral, Starfleet, Vulcan) are text that followed the list.',
  },
  {
    lines: [84, 91],
    expect: 'Doorway Side Deck',
    note: 'a table of the five side-deck doorways (columns "Doorway" and "Side Deck"); its rows survive only as run-together cells',
    reason:
      'A two-column table flattened to lines: "Doorway Side Deck" is the header row, "Battle Bridge Door Battle Bridge Side Deck" a row whose two cells ran together, and the last row ("Dyson Sphere Door" / "Dilemma Side Deck") split across lines 89–91.',
  },
  {
    lines: [107, 107],
    expect: 'Spaceline - mission placement',
    note: 'a picture of the spacelines after the mission phase',
    reason: 'Caption of the picture that "will look something like this:" (line 105) announces.',
  },
  {
    lines: [113, 113],
    expect: 'Dilemma seeding',
    note: 'probably a picture of dilemma seeding; only its caption survives',
    reason:
      'A short line with no "Edit" suffix and no rule of its own, worded like the captions at lines 107, 125 and 139: read as an image caption, not a heading (v1.7 has no heading here; the list that follows is "as follows:" of line 111).',
  },
  {
    lines: [125, 125],
    expect: 'Seeding dilemmas',
    note: 'a picture of dilemmas seeded under missions; only its caption survives',
    reason: 'A caption standing alone at the end of the dilemma phase, before three blank lines.',
  },
  {
    lines: [139, 139],
    expect: 'Facility phase',
    note: 'a picture of the spaceline after the facility phase',
    reason: 'Caption of the picture that "will begin to look like this:" (line 138) announces.',
  },
  {
    lines: [196, 197],
    expect: 'Other cards',
    note: 'probably the captions or labels of lost pictures; only these two short lines survive',
    reason:
      'Two short lines right under the heading "Event, Objective, and Incident cardsEdit" with no text of their own and no counterpart in v1.7: leftovers of something that is lost, kept as fragments.',
  },
  {
    after: 218,
    expect: 'After a few turns of playing and moving cards, both sides of the spaceline(s) will look something like this:',
    note: 'a picture of both sides of the spaceline after a few turns; nothing of it survives',
    reason: 'The sentence announces a picture ("like this:"); only blank lines follow (219–221).',
  },
  {
    lines: [398, 398],
    expect: 'Icon tactic current',
    note: 'the damage symbol that means "place this card on the target" (↕ in v1.7)',
    reason: 'Alt text of a damage-symbol image; the next line explains the symbol.',
  },
  {
    lines: [400, 400],
    expect: 'Icon tactic draw',
    note: 'the damage symbol that means "draw a new Tactic card" (↗ in v1.7)',
    reason: 'Alt text of a damage-symbol image; the next line explains the symbol.',
  },
  {
    after: 403,
    expect:
      'If you chose not to play a current tactic in this battle (or it was nullified), your opponent suffers default damage. Default damage is two cards from your side deck',
    note: 'the damage symbols for default damage on a hit (two “draw” symbols, ↗ ↗ in v1.7)',
    reason: 'The sentence breaks off where v1.7 has "(↗ ↗)" and goes on at line 404 "for a hit,".',
  },
  {
    lines: [408, 408],
    expect: 'Hit direct',
    note: 'the damage symbols for default damage on a direct hit (four “draw” symbols, ↗ ↗ ↗ ↗ in v1.7)',
    reason: 'Alt text of the image that stood between "or four cards" (line 406) and "for a direct hit." (line 409), where v1.7 has "(↗ ↗ ↗ ↗)".',
  },
];

export interface Continuation {
  line: number;
  /** The line must begin with this text. */
  startsWith: string;
  reason: string;
}

/** Lines without a bullet that continue the list item before them (joined to it with a line break). */
export const CONTINUATIONS: readonly Continuation[] = [
  {
    line: 344,
    startsWith: 'Klingon, Non-Aligned, and Neutral forces may also attack their own affiliations.',
    reason:
      'It follows "• Most affiliations have restrictions… There are exceptions:" with no blank line and no bullet: the first of the exceptions (v1.7 lists it as a nested item). Kept in that item rather than as a paragraph that would split the list.',
  },
];

/** Lines whose text says a hyperlink stood there; the links are lost (reported, the text kept). */
export const LOST_LINKS: readonly Continuation[] = [
  {
    line: 9,
    startsWith: 'The following rules are a combination of Version 1.7',
    reason: '"To veiw the original separate documents, click here." — the link to the original documents is lost.',
  },
  {
    line: 17,
    startsWith: '  • A term or phrase appearing as a weblink (in blue)',
    reason: 'The text speaks of weblinks in blue: every link of the wiki is lost in this copy.',
  },
  { line: 36, startsWith: '(The Borg rules guide is available here.)', reason: 'The link to the Borg rules guide is lost.' },
  {
    line: 80,
    startsWith: 'A list of all Doorway cards, that may seed in this phase, can be found Here.',
    reason: 'The link to the list of Doorway cards is lost.',
  },
  {
    line: 207,
    startsWith: 'Note: Time Locations are cards that represent a specific place',
    reason: '"You can follow this LINK" — the link about time locations is lost.',
  },
];
