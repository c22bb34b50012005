import { describe, expect, test } from 'vitest';
import { THESAURUS } from './thesaurus.ts';
import { isStopWord } from './stopwords.ts';
import { words } from './words.ts';
import { editionParagraphs } from './corpus.test-helper.ts';
import { EDITIONS, type Edition } from '../vocab.ts';

const paragraphs = Object.fromEntries(EDITIONS.map((e) => [e, editionParagraphs(e)])) as Record<Edition, string[][]>;

/**
 * Whether some paragraph of the edition holds every word of a term, as the index would match it: a word of the
 * paragraph begins with each word of the term (Pagefind matches a word's beginning), or, for a quoted term, is it.
 */
function found(edition: Edition, term: string): boolean {
  const exact = /^".*"$/.test(term);
  const want = words(term);
  return paragraphs[edition].some((p) => want.every((w) => p.some((x) => (exact ? x === w : x.startsWith(w)))));
}

describe('thesaurus (reviewed data)', () => {
  test('should read the documents of both editions', () => {
    expect(paragraphs['1E'].length).toBeGreaterThan(1000);
    expect(paragraphs['2E'].length).toBeGreaterThan(300);
  });

  test('should give every entry a reason that names where the documents use the term', () => {
    for (const e of THESAURUS) {
      expect(e.reason.length, e.say.join(', ')).toBeGreaterThan(40);
      expect(Object.keys(e.means).length, e.say.join(', ')).toBeGreaterThan(0);
    }
  });

  test('should map to terms the edition really uses', () => {
    const missing: string[] = [];
    for (const e of THESAURUS) {
      for (const [edition, terms] of Object.entries(e.means) as Array<[Edition, readonly string[]]>) {
        for (const t of terms) if (!found(edition, t)) missing.push(`${e.say[0]} → ${t} (${edition})`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('should write what players say and the terms folded (search reads them as written), never as a stop word unless an abbreviation in capitals', () => {
    for (const e of THESAURUS) {
      for (const say of e.say) {
        expect(words(say).join(' '), say).toBe(say);
        if (!say.includes(' ') && isStopWord(say)) expect(e.caps, say).toBe(true);
      }
      for (const t of Object.values(e.means).flat()) {
        const exact = /^".*"$/.test(t!);
        expect(exact ? `"${words(t!).join(' ')}"` : words(t!).join(' '), t).toBe(t);
      }
    }
  });

  test("should really add something: a player's word is not already the term itself", () => {
    for (const e of THESAURUS) {
      for (const terms of Object.values(e.means)) for (const t of terms ?? []) expect(e.say, t).not.toContain(t);
    }
  });

  test('should keep the editions apart where they differ ("fight": 1E battle, 2E combat)', () => {
    const fight = THESAURUS.find((e) => e.say.includes('fight'))!;
    expect(fight.means['1E']).toEqual(['battle']);
    expect(fight.means['2E']).toContain('combat');
  });
});
