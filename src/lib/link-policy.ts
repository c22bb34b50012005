/**
 * Reviewed data for the cross-linker: names that do not link on their own in running text. They are everyday
 * English words that happen to be glossary entries (or redirect names); linking their first use on every page would
 * bury the links that help. They still link where a source refers to them explicitly ("See any.") and they are
 * still found by search. Compared after folding case, quotes and dashes.
 */
export const NOT_AUTOLINKED: Record<string, string> = {
  // 1E Glossary titles that are ordinary words in most sentences.
  any: 'ordinary word', anywhere: 'ordinary word', appears: 'ordinary word', active: 'ordinary word',
  alone: 'ordinary word', between: 'ordinary word', copy: 'ordinary word', corresponding: 'ordinary word',
  different: 'ordinary word', force: 'ordinary word', helps: 'ordinary word', here: 'ordinary word',
  mix: 'ordinary word', no: 'ordinary word (the entry is about "NO" on cards, matched only in capitals)',
  opposing: 'ordinary word', other: 'ordinary word', related: 'ordinary word', same: 'ordinary word',
  version: 'ordinary word', your: 'ordinary word', zero: 'ordinary word', trouble: 'ordinary word',
  // 2E rulebook glossary.
  all: 'ordinary word',
  // Redirect names (aliases) that are ordinary words.
  just: 'ordinary word', prevents: 'ordinary word', draw: 'ordinary word (the draw deck and card draw have entries)',
  use: 'ordinary word', there: 'ordinary word', another: 'ordinary word', opposite: 'ordinary word', you: 'ordinary word',
  destroy: 'ordinary word', class: 'ordinary word', human: 'ordinary word', death: 'ordinary word',
  killed: 'ordinary word', erase: 'ordinary word', cooperate: 'ordinary word', universe: 'ordinary word',
  duplicate: 'ordinary word', timing: 'ordinary word', responses: 'ordinary word', crew: 'ordinary word',
  enhancements: 'ordinary word', errata: 'names a kind of document, not a rule', clarifications: 'names a kind of document',
  strongest: 'ordinary word', orbiting: 'ordinary word', 'each turn': 'ordinary phrase', 'every turn': 'ordinary phrase',
  'end of turn': 'ordinary phrase', 'start of turn': 'ordinary phrase', 'full turn': 'ordinary phrase',
  'does not use': 'ordinary phrase', 'played as': 'ordinary phrase',
};

/**
 * Rulebook section titles that do not name a topic a reader would follow from running text (document chrome,
 * catch-all sections). Other section titles link where no glossary term has the same name.
 */
export const SECTIONS_NOT_AUTOLINKED = new Set([
  'introduction', 'how to play', 'glossary', 'important game terms', 'other important rules', 'playing the game',
  'contacting decipher', 'other card plays', 'other seeding rules', 'playing specific kinds of cards',
  'general rules on executing orders', 'order actions on cards', 'types of cards', 'how the card types fit together',
  'the affiliations', 'affiliations', 'present', 'damage', 'combat', 'engagements', 'uniqueness', 'drawing cards',
]);
