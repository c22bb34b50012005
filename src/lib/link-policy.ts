/**
 * Reviewed data for the cross-linker: names that do not link on their own in running text. They are everyday
 * English words that happen to be glossary entries (or redirect names); linking their first use on every page would
 * bury the links that help. They still link where a source refers to them explicitly ("See any.") and they are
 * still found by search. Compared after folding case, quotes and dashes.
 */
export const NOT_AUTOLINKED: Record<string, string> = {
  // 1E Glossary titles that are ordinary words in most sentences.
  any: 'ordinary word',
  anywhere: 'ordinary word',
  appears: 'ordinary word',
  active: 'ordinary word',
  alone: 'ordinary word',
  between: 'ordinary word',
  copy: 'ordinary word',
  corresponding: 'ordinary word',
  different: 'ordinary word',
  force: 'ordinary word',
  helps: 'ordinary word',
  here: 'ordinary word',
  mix: 'ordinary word',
  no: 'ordinary word (the entry is about "NO" on cards, matched only in capitals)',
  opposing: 'ordinary word',
  other: 'ordinary word',
  related: 'ordinary word',
  same: 'ordinary word',
  version: 'ordinary word',
  your: 'ordinary word',
  zero: 'ordinary word',
  trouble: 'ordinary word',
  // 2E rulebook glossary.
  all: 'ordinary word',
  // Redirect names (aliases) that are ordinary words.
  just: 'ordinary word',
  prevents: 'ordinary word',
  draw: 'ordinary word (the draw deck and card draw have entries)',
  use: 'ordinary word',
  there: 'ordinary word',
  another: 'ordinary word',
  opposite: 'ordinary word',
  you: 'ordinary word',
  destroy: 'ordinary word',
  class: 'ordinary word',
  human: 'ordinary word',
  death: 'ordinary word',
  killed: 'ordinary word',
  erase: 'ordinary word',
  cooperate: 'ordinary word',
  universe: 'ordinary word',
  duplicate: 'ordinary word',
  timing: 'ordinary word',
  responses: 'ordinary word',
  crew: 'ordinary word',
  enhancements: 'ordinary word',
  errata: 'names a kind of document, not a rule',
  clarifications: 'names a kind of document',
  strongest: 'ordinary word',
  orbiting: 'ordinary word',
  'each turn': 'ordinary phrase',
  'every turn': 'ordinary phrase',
  'end of turn': 'ordinary phrase',
  'start of turn': 'ordinary phrase',
  'full turn': 'ordinary phrase',
  'does not use': 'ordinary phrase',
  'played as': 'ordinary phrase',
  // Basic game words (issue 15, "reading noise"): every reader knows them from a first game, and linking each page's
  // first use of them made up a fifth of all automatic links (ship 185, personnel 192, mission 108 …) without helping
  // anyone. Their entries still link where a source refers to them explicitly, and search finds them.
  ship: 'basic game word (a card type every reader knows)',
  personnel: 'basic game word (a card type every reader knows)',
  mission: 'basic game word (a card type every reader knows)',
  facility: 'basic game word (a card type every reader knows)',
  equipment: 'basic game word (a card type every reader knows)',
  skills: 'basic game word (what a personnel has; every reader knows)',
  'game text': 'basic game word (the text on a card)',
  missions: 'basic game word (a card type every reader knows)',
  points: 'basic game word (scoring is the first thing a player learns)',
  location: 'ordinary word ("at this location"); the entry is for deck builders, found by search',
  target: 'ordinary word ("targets" of a dilemma read as English)',
  attempt: 'ordinary word ("attempt a mission" reads as English)',
};

/**
 * Everyday phrases that contain a linked name in another sense: the name does not link (or count as a mention) inside
 * them. The matcher takes the longest name at each place, so a phrase listed here hides the shorter name in it.
 * "turn" links in its game sense (a player's turn), never where a card is turned.
 */
export const PHRASES_NOT_LINKED: Record<string, string> = {
  'turn it over': 'turning a card over, not a player\'s turn (1E Glossary "dilemma resolution": "turn it over, and read it")',
  'turn over': 'turning cards over, not a player\'s turn ("simultaneously turn over the top card")',
  'turn it face up': "turning a card, not a player's turn",
  'turn it face down': "turning a card, not a player's turn",
  'turn the card face up': "turning a card, not a player's turn",
  'turn the card face down': "turning a card, not a player's turn",
  'in turn': 'means "one after another" ("each dilemma must be resolved in turn")',
};

/**
 * Card titles that are also ordinary words written with a capital at the start of a sentence or a list item's text:
 * they link (and count as a mention of the card) everywhere but there. Other card names link at a sentence start too
 * ("Taar", "Shelby"), since a capitalised name there is still a name.
 */
export const CARDS_NOT_AT_SENTENCE_START: Record<string, string> = {
  One: 'the number ("Conditions – One or more skills", 1E Glossary "dilemma resolution")',
};

/**
 * Rulebook section titles that do not name a topic a reader would follow from running text (document chrome,
 * catch-all sections). Other section titles link where no glossary term has the same name.
 */
export const SECTIONS_NOT_AUTOLINKED = new Set([
  'introduction',
  'how to play',
  'glossary',
  'important game terms',
  'other important rules',
  'playing the game',
  'contacting decipher',
  'other card plays',
  'other seeding rules',
  'playing specific kinds of cards',
  'general rules on executing orders',
  'order actions on cards',
  'types of cards',
  'how the card types fit together',
  'the affiliations',
  'affiliations',
  'present',
  'damage',
  'combat',
  'engagements',
  'uniqueness',
  'drawing cards',
]);
