import { describe, expect, test } from 'vitest';
import { compareParagraphs, similarity } from './compare.ts';

// The opening sentences of the introduction, Rulebook v1.7 and Gray's Digital Edition.
const v17 = 'The Star Trek™ Customizable Card Game™ universe contains over 1600 common, uncommon, rare, ultra-rare, and premium cards';
const grays = 'The Star Trek™ Customizable Card Game™ universe contains over 3000 common, uncommon, rare, ultra-rare, and premium cards';

describe('compareParagraphs', () => {
  test('should mark the one word that differs', () => {
    const [p] = compareParagraphs([v17], [grays]);
    expect(p!.filter((r) => r.kind !== 'same')).toEqual([
      { kind: 'removed', text: '1600' },
      { kind: 'added', text: '3000' },
    ]);
  });
  test('should keep paragraph breaks, never a run across two paragraphs', () => {
    const out = compareParagraphs(['Side decks are optional.', 'The four types of side decks are the'], ['Side decks are optional.', 'The five types of side decks are the']);
    expect(out).toHaveLength(2);
    expect(out[1]!.map((r) => `${r.kind}:${r.text}`)).toEqual(['same:The ', 'removed:four', 'added:five', 'same: types of side decks are the']);
  });
  test('should measure how much two versions share', () => {
    expect(similarity(compareParagraphs([v17], [grays]))).toBeCloseTo(30 / 32, 1);
    expect(similarity(compareParagraphs(['a b'], ['a b']))).toBe(1);
  });
});
