import { describe, expect, test } from 'vitest';
import { STOP_WORDS, isStopWord } from './stopwords.ts';
import { words } from './words.ts';
import { glossaryTitles } from './corpus.test-helper.ts';

describe('stop words (reviewed data)', () => {
  test('should give every group a reason, and list each word once, folded', () => {
    const all = STOP_WORDS.flatMap((g) => g.words);
    expect(new Set(all).size).toBe(all.length);
    for (const g of STOP_WORDS) {
      expect(g.reason.length, g.words.join(' ')).toBeGreaterThan(40);
      for (const w of g.words) expect(words(w), w).toEqual([w]);
    }
  });

  test('should not drop a word the rules give meaning to', () => {
    for (const w of [
      'may',
      'must',
      'cannot',
      'not',
      'any',
      'all',
      'each',
      'only',
      'opponent',
      'turn',
      'during',
      'before',
      'after',
      'until',
      'this',
      'your',
      'present',
      'aboard',
    ]) {
      expect(isStopWord(w), w).toBe(false);
    }
  });

  test('should not be the whole name of a glossary term of either edition', () => {
    // "all" and "this mission" are 2E glossary terms; "your" is a 1E one.
    const titles = [...glossaryTitles('1E'), ...glossaryTitles('2E')];
    expect(titles).toContain('all');
    expect(titles.filter((t) => t.split(' ').every(isStopWord))).toEqual([]);
  });
});
