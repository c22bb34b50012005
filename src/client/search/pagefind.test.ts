/** The engine's index over Pagefind in the reader's browser: a search the reader has typed past stops (issue 34). */
import { describe, expect, test } from 'vitest';
import { pagefindBackend, SUPERSEDED, type Pagefind, type PagefindResult } from './pagefind.ts';

/** Pagefind as the box uses it: `preload` waits until the test lets its chunks arrive; `search` is counted. */
function pagefindStub() {
  const calls: string[] = [];
  let arrive: () => void = () => undefined;
  const result = (id: string, score: number): PagefindResult => ({
    id,
    score,
    words: [0],
    data: async () => ({ url: `/1e/glossary/${id}/`, content: '', meta: {}, filters: {} }),
  });
  const pf: Pagefind = {
    options: async () => undefined,
    init: async () => undefined,
    preload: (q) => {
      calls.push(`preload ${q}`);
      return new Promise<void>((resolve) => {
        arrive = resolve;
      });
    },
    search: async (q) => {
      calls.push(`search ${q}`);
      return { results: [result('dilemma', 2), result('dilemma-pile', 1)] };
    },
  };
  return { pf, calls, arrive: () => arrive() };
}

describe("the engine's index over Pagefind", () => {
  test('should load the chunks, then search, and keep each result found', async () => {
    const { pf, calls, arrive } = pagefindStub();
    const found = new Map<string, PagefindResult>();
    const hits = pagefindBackend(pf, found, () => true).search('dilemma', { edition: ['1E'] });
    arrive();
    expect(await hits).toEqual([
      { id: 'dilemma', score: 2, words: [0] },
      { id: 'dilemma-pile', score: 1, words: [0] },
    ]);
    expect(calls).toEqual(['preload dilemma', 'search dilemma']);
    expect([...found.keys()]).toEqual(['dilemma', 'dilemma-pile']);
  });

  test('should not search for a query the reader typed past while its chunks arrived', async () => {
    const { pf, calls, arrive } = pagefindStub();
    let current = true;
    const hits = pagefindBackend(pf, new Map(), () => current).search('dilem', {});
    current = false; // the next keystroke
    arrive();
    await expect(hits).rejects.toBe(SUPERSEDED);
    expect(calls).toEqual(['preload dilem']);
  });
});
