import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { CardEntry } from '../schemas/index.ts';
import { foldQuery, knownWords, matchesFolded, namesAttr, NAMES_SEPARATOR, shownMessage, withQuery } from './name-filter.ts';

// The real card registry (content/cards/cards.json): what /1e/cards/ lists, each card by its title and aliases.
const cards = JSON.parse(readFileSync(new URL('../../content/cards/cards.json', import.meta.url), 'utf8')) as CardEntry[];
const firstEdition = cards.filter((c) => c.edition === '1E');
const secondEdition = cards.filter((c) => c.edition === '2E');
/** The titles of the cards of one list that a query keeps, as the A–Z list filters them. */
const filter = (list: CardEntry[]) => {
  const folded = list.map((c) =>
    namesAttr([c.title, ...c.aliases])
      .split(NAMES_SEPARATOR)
      .map(foldQuery),
  );
  const known = knownWords(folded);
  return (query: string) => list.filter((_, i) => matchesFolded(folded[i]!, foldQuery(query), known)).map((c) => c.title);
};
const found = filter(firstEdition);
const found2 = filter(secondEdition);

describe('finding a 1E card by part of its name', () => {
  test("should find Q's Tent however the apostrophe is typed, or left out", () => {
    expect(found("q's tent")).toEqual(["Q's Tent"]);
    expect(found('Q’s Tent')).toEqual(["Q's Tent"]);
    expect(found('qs tent')).toEqual(["Q's Tent"]);
  });

  test("should find a name typed with a prefix's dots left out, a missing apostrophe or a space for a hyphen", () => {
    expect(found('uss defiant')).toEqual(['U.S.S. Defiant']);
    expect(found2('uss defiant')).toEqual(['U.S.S. Defiant, Commandeered Warship', 'U.S.S. Defiant, Stolen Warship']);
    expect(found2('ixtana rax')).toEqual(['Ixtana’Rax, Honored Elder']);
    expect(found('qflash')).toEqual(found('q-flash'));
    expect(found('qflash').length).toBeGreaterThan(0);
  });

  test('should forgive a small typo in a word no name holds, and only then', () => {
    expect(found2('mott')).toEqual(['Mot, The Barber']);
    expect(found2('mot the barbr')).toEqual(['Mot, The Barber']);
    // A word some name holds is taken as typed: "tent" is no typo for "test" or "text".
    expect(found('tent')).toEqual(found('tent').filter((t) => /tent/i.test(t)));
  });

  test('should keep every card for an empty or blank query, and none for a name no card has', () => {
    expect(found('')).toHaveLength(firstEdition.length);
    expect(found('   ')).toHaveLength(firstEdition.length);
    expect(found('zzzz')).toEqual([]);
  });

  test('should keep a name once in data-names when an alias repeats the title', () => {
    expect(namesAttr(['Q-Flash', 'Q-Flash', ''])).toBe('Q-Flash');
  });
});

describe('the query in the URL', () => {
  test('should set, trim and drop q, keeping other parameters', () => {
    expect(withQuery('', ' tent ')).toBe('q=tent');
    expect(withQuery('?q=tent&kind=x', '')).toBe('kind=x');
    expect(withQuery('?kind=x', "q's tent")).toBe('kind=x&q=q%27s+tent');
  });

  test('should count one and many', () => {
    expect(shownMessage(1, 'card', 'cards')).toBe('1 card shown.');
    expect(shownMessage(0, 'card', 'cards')).toBe('0 cards shown.');
  });
});
