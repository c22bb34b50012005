/**
 * Test helper: a small index over real passages of the documents, behaving as the engine expects Pagefind to (every
 * word of a query must begin a word of the passage; a quoted query must be whole words; filters by edition), with a
 * simple score (matches over the square root of the passage's length) so that tests do not depend on Pagefind's.
 */
import type { Filters, Hit, SearchBackend, NamesSource } from './engine.ts';
import { buildLexicon, type Group, type Lexicon } from './lexicon.ts';
import { tableTalkPairs } from './table-talk.ts';
import { words } from './words.ts';

export interface Passage {
  url: string;
  edition: '1E' | '2E';
  text: string;
}

/** Real passages (dist/data/*.json), by URL. */
export const PASSAGES: Passage[] = [
  { url: '/1e/glossary/battle/#p-you-may-initiate-battle-only-during', edition: '1E', text: 'You may initiate battle only during your own turn.' },
  { url: '/1e/rulebook/engaging-in-battle/#p-you-may-initiate-battle-only-during', edition: '1E', text: 'You may initiate battle only during your own turn.' },
  { url: '/1e/grays/engaging-in-battle/#p-you-may-initiate-battle-only-during', edition: '1E', text: 'You may initiate battle only during your own turn.' },
  {
    url: '/1e/glossary/battle/#p-if-your-opponent-attacks-you-during',
    edition: '1E',
    text: 'If your opponent attacks you, during your next turn you may initiate one or more counter-attacks against any or all of your opponent’s ships, Away Teams, facilities, crews (if you have a way to beam through the SHIELDS), etc. which are still at the location of the opponent’s attack, regardless of the form of the original attack.',
  },
  {
    url: '/1e/glossary/discarding/#p-you-may-not-discard-cards-from',
    edition: '1E',
    text: 'You may not discard cards from your hand or from the table unless a card or rule allows or requires you to do so. Discarded cards normally go to the owner’s discard pile, unless a point box or other card allows or requires you to discard it to your bonus point area, under The Next Emanation, or elsewhere. (Also see side decks.)',
  },
  {
    url: '/2e/rulebook/combat/#p-some-cards-have-game-text-allowing',
    edition: '2E',
    text: 'Some cards have game text allowing you to begin combat between personnel. For you to do so, you must have any number of personnel present with any number of an opponent’s personnel.',
  },
  {
    url: '/2e/rulebook/important-game-terms/#p-discard-destroy-and-kill-these-words',
    edition: '2E',
    text: 'Discard, Destroy, and Kill: These words refer to placing a card in its owner’s discard pile. Discard means that the card comes from a player’s hand or deck. Destroy and kill mean that the card comes from in play.',
  },
  {
    url: '/2e/rulebook/1-play-and-draw-cards/#p-during-this-segment-of-your-turn',
    edition: '2E',
    text: 'During this segment of your turn, you may play cards from your hand and draw cards from your deck. You have seven counters to spend each turn. These counters can be spent on any combination of playing and drawing cards in any order, so long as you do not spend more than seven counters per turn. You must spend all seven counters each turn.',
  },
  {
    url: '/2e/rulings/attempting-missions/#p-d-op-selects-any-number-0',
    edition: '2E',
    text: 'd. OP selects any number (0 or more) of dilemmas from those drawn, uses them to form the dilemma stack, and places the rest face up on the bottom of the dilemma pile.',
  },
];

export const GROUPS: Record<string, Group> = {
  '1e/glossary': { edition: '1E', kind: 'term', kindLabel: 'Glossary term', document: 'ST1E Glossary' },
  '1e/rulebook': { edition: '1E', kind: 'rule', kindLabel: 'Rulebook section', document: 'ST1E Rulebook v1.7' },
  '1e/grays': { edition: '1E', kind: 'rule', kindLabel: 'Rulebook section', document: "Gray's Digital Edition" },
  '2e/rulebook': { edition: '2E', kind: 'rule', kindLabel: 'Rulebook section', document: 'ST2E Rulebook' },
  '2e/rulings': { edition: '2E', kind: 'ruling', kindLabel: 'Ruling', document: 'ST2E Current Rulings' },
  '2e/cards': { edition: '2E', kind: 'card', kindLabel: 'Card', document: 'Card index' },
};

/**
 * A lexicon of these passages' pages (names as on the site; "discarding" has the 1E Glossary's aliases), and its names
 * files as the engine asks for them; `asked` records the keys of the files asked for.
 */
export function fakeLexicon(asked: string[][] = []): { lexicon: Lexicon; names: NamesSource } {
  const names: Record<string, string[]> = {
    '/1e/glossary/battle/': ['battle', 'affiliation attack restrictions', 'counter-attack'],
    '/1e/glossary/discarding/': ['discarding', 'death', 'killed'],
    '/1e/rulebook/engaging-in-battle/': ['ENGAGING IN BATTLE'],
    '/1e/grays/engaging-in-battle/': ['ENGAGING IN BATTLE'],
    '/2e/rulebook/combat/': ['COMBAT'],
    '/2e/rulebook/important-game-terms/': ['IMPORTANT GAME TERMS'],
    '/2e/rulebook/1-play-and-draw-cards/': ['1. PLAY AND DRAW CARDS'],
    '/2e/rulings/attempting-missions/': ['attempting missions'],
    '/2e/cards/pinned-down/': ['Pinned Down'],
  };
  const pages = Object.entries(names).map(([url, n]) => ({ url, group: GROUPS[url.split('/').slice(1, 3).join('/')]!, names: n, lead: '' }));
  const { lexicon, shards } = buildLexicon(
    pages,
    PASSAGES.map((p) => p.text),
    [],
    [],
    tableTalkPairs(),
  );
  return {
    lexicon,
    names: async (wanted) => {
      const files = shards.filter((s) => wanted.includes(s.file));
      asked.push(files.flatMap((s) => s.keys));
      return files.flatMap((s) => s.pages);
    },
  };
}

/** The backend over {@link PASSAGES}; `calls` records each query asked, with its edition filter. */
export function fakeBackend(calls: string[] = []): SearchBackend {
  return {
    async search(query: string, filters: Filters): Promise<Hit[]> {
      calls.push(`${query}${filters.edition ? `@${filters.edition.join('+')}` : ''}`);
      const exact = /^".*"$/.test(query);
      const want = words(query);
      const out: Hit[] = [];
      for (const p of PASSAGES) {
        if (filters.edition && !filters.edition.includes(p.edition)) continue;
        const have = words(p.text);
        const at: number[] = [];
        if (
          !want.every((w) => {
            const found = have.flatMap((x, i) => ((exact ? x === w : x.startsWith(w)) ? [i] : []));
            at.push(...found);
            return found.length > 0;
          })
        )
          continue;
        out.push({ id: p.url, score: at.length / Math.sqrt(have.length), words: at });
      }
      return out.sort((a, b) => b.score - a.score);
    },
  };
}
