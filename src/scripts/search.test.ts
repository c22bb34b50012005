import { describe, expect, test } from 'vitest';
import { foldQuery, rankByName } from './search.ts';

const result = (title: string, names?: string) => ({ url: `/${title}/`, excerpt: '', meta: { title, ...(names ? { names } : {}) }, filters: {} });

describe('search ranking', () => {
  test('should fold quotes, dashes, spaces and diacritics alike', () => {
    expect(foldQuery("Qo'noS")).toBe(foldQuery('Qo’noS'));
    expect(foldQuery('Q Flash')).toBe(foldQuery('Q-Flash'));
    expect(foldQuery('Q’s Tent side deck')).toBe("q's tent side deck");
    expect(foldQuery('Émissary')).toBe('emissary');
  });

  test('should put the page a redirect name leads to first ("aboard" → present)', () => {
    // Pagefind's own order for "aboard" on this corpus: intruder, house arrest, present.
    const ranked = rankByName([result('intruder'), result('house arrest'), result('present', 'present | aboard')], 'aboard');
    expect(ranked.map((r) => r.meta.title)).toEqual(['present', 'intruder', 'house arrest']);
  });

  test('should put an exact title before titles that start with the query, and keep the rest in order', () => {
    const ranked = rankByName([result('dilemma resolution - summary'), result('Q-icon cards'), result('dilemma resolution'), result('dilemmas')], 'Dilemma');
    expect(ranked.map((r) => r.meta.title)).toEqual(['dilemmas', 'dilemma resolution - summary', 'dilemma resolution', 'Q-icon cards']);
  });
});
