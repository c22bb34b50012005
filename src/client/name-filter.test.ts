import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { CardEntry } from '../schemas/index.ts';
import { foldQuery, matchesFolded, namesAttr, NAMES_SEPARATOR, shownMessage, withQuery } from './name-filter.ts';

// The real card registry (content/cards/cards.json): what /1e/cards/ lists, each card by its title and aliases.
const cards = JSON.parse(readFileSync(new URL('../../content/cards/cards.json', import.meta.url), 'utf8')) as CardEntry[];
const firstEdition = cards.filter((c) => c.edition === '1E');
const found = (query: string) =>
  firstEdition
    .filter((c) =>
      matchesFolded(
        namesAttr([c.title, ...c.aliases])
          .split(NAMES_SEPARATOR)
          .map(foldQuery),
        foldQuery(query),
      ),
    )
    .map((c) => c.title);

describe('finding a 1E card by part of its name', () => {
  test("should find Q's Tent however the apostrophe is typed, or left out", () => {
    expect(found("q's tent")).toEqual(["Q's Tent"]);
    expect(found('Q’s Tent')).toEqual(["Q's Tent"]);
    expect(found('qs tent')).toEqual(["Q's Tent"]);
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
