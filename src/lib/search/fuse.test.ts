/** Weighted reciprocal rank fusion of the lexical and semantic rankings (fuse.ts). */
import { describe, expect, test } from 'vitest';
import { comparedUp, FUSION, fuse, fusedPassages, secondLook, semanticWeight } from './fuse.ts';

// The fusion alone: the second look (secondLook, below) leaves these scores as they are.
const W = { ...FUSION, k: 10, lexical: 1, semantic: 1, minSimilarity: 0.3, exactBoost: 1, slightMatch: 1 };
const lex = (...keys: string[]) => keys.map((key) => ({ key, complete: false, words: [] }));
const sem = (...hits: Array<[string, number]>) => hits.map(([key, similarity]) => ({ key, similarity }));

describe('fusing the two rankings', () => {
  test('should put first a passage both rankings find over one found by either alone', () => {
    const out = fuse(lex('/a', '/b', '/c'), sem(['/c', 0.8], ['/d', 0.7]), W);
    expect(out[0]!.key).toBe('/c');
    expect(out[0]).toMatchObject({ lexicalRank: 3, semanticRank: 1 });
  });

  test('should let a passage only meaning finds in, if it is similar enough', () => {
    const keys = fuse(lex('/a'), sem(['/d', 0.5], ['/e', 0.2]), W).map((f) => f.key);
    expect(keys).toContain('/d');
    expect(keys).not.toContain('/e');
  });

  test('should favour the lexical ranking when its first passage holds every word of the query', () => {
    const hits = [{ key: '/a', complete: true, words: [] }];
    const plain = fuse(hits, sem(['/b', 0.9]), { ...W, exactBoost: 1 });
    const boosted = fuse(hits, sem(['/b', 0.9]), { ...W, exactBoost: 2 });
    expect(plain[0]!.score).toBe(plain[1]!.score);
    expect(boosted[0]!.key).toBe('/a');
  });

  test('should keep the lexical passages beyond the fusion, in their order, after the fused ones, all by their Pagefind id', () => {
    const lexical = [
      { id: 'en_1', score: 3, words: [1], matched: 2 },
      { id: 'en_2', score: 2, words: [], matched: 1 },
      { id: 'en_3', score: 1, words: [], matched: 1 },
    ];
    // The semantic hit is given by its record's Pagefind id too (record-ids.ts): one kind of id, no URL needed.
    const out = fusedPassages(lexical, 2, sem(['en_9', 0.9]), { ...W, lexicalDepth: 2 });
    expect(out.map((p) => p.id)).toEqual(['en_1', 'en_9', 'en_2', 'en_3']);
    expect(out[0]!.words).toEqual([1]);
    expect(out[1]!.matched).toBe(0);
  });

  test('should bring the best passage of each document a query compares up, right after the first fused passage', () => {
    const lexical = [
      { id: 'en_1', score: 3, words: [1], matched: 2 },
      { id: 'en_2', score: 2, words: [], matched: 2 },
      { id: 'en_3', score: 1, words: [], matched: 1, compared: true as const },
    ];
    // Fused alone: en_2 (both lists), en_1, en_9, en_3.
    expect(fusedPassages(lexical.slice(0, 2), 2, sem(['en_9', 0.9], ['en_2', 0.8]), W).map((p) => p.id)).toEqual(['en_2', 'en_1', 'en_9']);
    const out = fusedPassages(lexical, 2, sem(['en_9', 0.9], ['en_2', 0.8]), W);
    expect(out.map((p) => p.id)).toEqual(['en_2', 'en_3', 'en_1', 'en_9']);
    expect(comparedUp([{ id: 'a', compared: true as const }, { id: 'b' }])).toEqual([{ id: 'a', compared: true }, { id: 'b' }]);
  });

  test("should count a result of the site's own pages (a walkthrough step) for less than a document's passage", () => {
    const hits = lex('/1e/walkthrough/#s-select', '/1e/glossary/mission/#p-a');
    const site = (key: string) => key.startsWith('/1e/walkthrough/');
    expect(fuse(hits, [], W).map((f) => f.key)[0]).toBe('/1e/walkthrough/#s-select');
    expect(fuse(hits, [], { ...W, siteRecord: 0.25 }, site).map((f) => f.key)[0]).toBe('/1e/glossary/mission/#p-a');
  });

  describe('the second look at the first fused passages', () => {
    // "is dyson sphere door an official decipher card" (1E), as the lexical and semantic lists of the built site
    // answer it: the note in Gray's that answers holds five of its six concepts and is the lexical list's first, but
    // is 74th by meaning; the first by meaning is the Tribbles card type's paragraph, which holds none of them.
    const answer = '/1e/grays/1-doorway-phase/#p-note-dyson-sphere-door-used-to';
    const tribbles = '/1e/glossary/tribble/#p-tribble-cards-from-the-tribbles-customizable';
    const lexical = [
      { id: answer, score: 9, words: [1, 2, 3], matched: 5, cover: 0.86 },
      { id: '/1e/glossary/attribute-enhancements/#p-the-attributes-of-ships-with-a', score: 5, words: [4], matched: 2, cover: 0.3 },
      { id: '/1e/grays/grays-digital-edition-rule-book/#p-the-following-rules-are-a-combination', score: 4, words: [7], matched: 2, cover: 0.3 },
    ];
    const semantic = sem([tribbles, 0.56], ['/1e/glossary/present/#p-borg-nanoprobes-can-nullify-your-galaxy', 0.5], [lexical[2]!.id, 0.43]);

    test('should put a passage that holds none of the query below one that holds most of it, when the fusion put them level', () => {
      const first = fusedPassages(lexical, 6, semantic, { ...FUSION, slightMatch: 1 }).map((p) => p.id);
      expect(first.indexOf(tribbles)).toBeLessThan(first.indexOf(answer));
      const looked = fusedPassages(lexical, 6, semantic, FUSION).map((p) => p.id);
      expect(looked.indexOf(answer)).toBeLessThan(looked.indexOf(tribbles));
    });

    test('should keep a passage found by meaning alone, lower, not drop it', () => {
      const looked = fusedPassages(lexical, 6, semantic, FUSION);
      expect(looked.find((p) => p.id === tribbles)).toMatchObject({ matched: 0 });
      expect(looked).toHaveLength(new Set([...lexical.map((p) => p.id), ...semantic.map((h) => h.key)]).size);
    });

    test("should count a passage that holds only the query's commonest words as one that holds none", () => {
      // The Tribbles paragraph holds "card", the commonest of the query's six concepts, far down the lexical list.
      const withCard = [...lexical, { id: tribbles, score: 0.1, words: [30], matched: 1, cover: 0.04 }];
      // Beyond the lexical passages the fusion takes (here three, on the site ten), as it is there.
      const depth = { ...FUSION, lexicalDepth: 3 };
      const first = fusedPassages(withCard, 6, semantic, { ...depth, slightMatch: 1 }).map((p) => p.id);
      expect(first.indexOf(tribbles)).toBeLessThan(first.indexOf(answer));
      const looked = fusedPassages(withCard, 6, semantic, depth).map((p) => p.id);
      expect(looked.indexOf(answer)).toBeLessThan(looked.indexOf(tribbles));
    });

    test('should look again only at the first passages, and keep the order of those that hold enough of the query', () => {
      const list = [
        { id: 'a', score: 1, matched: 0 },
        { id: 'b', score: 0.9, matched: 2, cover: 0.5 },
        { id: 'c', score: 0.8, matched: 1, cover: 0.2 },
        { id: 'd', score: 0.7, matched: 0 },
      ];
      expect(secondLook(list, { ...FUSION, secondLookDepth: 4 }).map((p) => p.id)).toEqual(['b', 'c', 'a', 'd']);
      expect(secondLook(list, { ...FUSION, secondLookDepth: 2 }).map((p) => p.id)).toEqual(['b', 'a', 'c', 'd']);
      expect(secondLook(list, { ...FUSION, slightCover: 0.3, secondLookDepth: 4 }).map((p) => p.id)).toEqual(['b', 'a', 'c', 'd']);
      expect(secondLook(list, { ...FUSION, slightMatch: 1 }).map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
    });
  });

  describe('a long query the lexical list answers only in part', () => {
    test('should draw its edges at longConcepts concepts and a share of partialCover, both included', () => {
      const w = { ...FUSION, semantic: 1, longConcepts: 5, partialCover: 0.7, longPartial: 2 };
      const first = (cover: number) => [{ cover, matched: 3 }];
      expect(semanticWeight(first(0.7), 5, w)).toBe(2);
      expect(semanticWeight(first(0.7), 4, w)).toBe(1);
      expect(semanticWeight(first(0.71), 5, w)).toBe(1);
      expect(semanticWeight([{ matched: 0 }], 5, w)).toBe(2);
    });

    // "can a worn out crew that already did something still crew the ship" (1E), six concepts, as the built site's
    // lists answer it: the lexical list's first passage (ship staffing) holds 0.56 of the query and is 22nd by meaning;
    // the answer (stopped cards cannot staff a ship) is 6th lexically and 5th by meaning.
    const staffing = '/1e/glossary/ship-staffing/#p-if-a-ship-loses-one-of';
    const answer = '/1e/glossary/stopped/#p-some-cards-may-explicitly-stop-one';
    const filler = (n: number, from: number) => Array.from({ length: n }, (_, i) => `/other/#p-${from + i}`);
    const lexicalIds = [staffing, ...filler(4, 1), answer, ...filler(4, 10)];
    const lexical = lexicalIds.map((id, i) => ({ id, score: 10 - i, words: [], matched: 4, cover: id === staffing ? 0.56 : 0.5 }));
    const semanticIds = [...filler(4, 20), answer, ...filler(16, 30), staffing];
    const semantic = semanticIds.map((key, i) => ({ key, similarity: 0.6 - i * 0.01 }));

    test('should weigh the meaning list more when the lexical first passage holds at most part of a long query', () => {
      expect(semanticWeight(lexical, 6)).toBe(FUSION.semantic * FUSION.longPartial);
      const order = fusedPassages(lexical, 6, semantic).map((p) => p.id);
      expect(order.indexOf(answer)).toBeLessThan(order.indexOf(staffing));
      // The weights in use when this was measured, pinned, so that retuning FUSION's k or semantic weight does not decide it.
      const pinned = { ...FUSION, k: 5, lexical: 1, semantic: 1.2, longConcepts: 5, partialCover: 0.7, longPartial: 1.25 };
      const boosted = fusedPassages(lexical, 6, semantic, pinned).map((p) => p.id);
      expect(boosted.indexOf(answer)).toBeLessThan(boosted.indexOf(staffing));
      const flat = fusedPassages(lexical, 6, semantic, { ...pinned, longPartial: 1 }).map((p) => p.id);
      expect(flat.indexOf(staffing)).toBeLessThan(flat.indexOf(answer));
    });

    test('should keep the weight of a short query, and of a long one whose lexical first passage holds most of it', () => {
      expect(semanticWeight(lexical, 3)).toBe(FUSION.semantic);
      expect(semanticWeight([{ ...lexical[0]!, cover: 0.9 }], 6)).toBe(FUSION.semantic);
      expect(semanticWeight([{}], 6)).toBe(FUSION.semantic);
      expect(semanticWeight([], 6)).toBe(FUSION.semantic);
      // A compared document's best passage is first by rule: the lexical ranking's own first passage decides.
      expect(
        semanticWeight(
          [
            { ...lexical[0]!, compared: true },
            { ...lexical[1]!, cover: 0.9 },
          ],
          6,
        ),
      ).toBe(FUSION.semantic);
      expect(semanticWeight([{ ...lexical[1]!, cover: 0.9, compared: true }, lexical[0]!], 6)).toBe(FUSION.semantic * FUSION.longPartial);
      const order = fusedPassages(lexical, 3, semantic).map((p) => p.id);
      expect(order.indexOf(staffing)).toBeLessThan(order.indexOf(answer));
    });
  });
});
