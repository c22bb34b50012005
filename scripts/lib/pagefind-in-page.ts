/**
 * Pagefind asked from Node, for the tools that run the search engine outside the browser (`npm run search:explain`,
 * `npm run search:tune`): Pagefind's search is browser code, so it runs in a headless Chromium page of the built site,
 * through its public JS API only — `search()` for the engine's index (src/lib/search/engine.ts, SearchBackend), with
 * the site's ranking options, and each result's `data()` for its URL and text.
 */
import type { Page } from '@playwright/test';
import type { SearchBackend } from '../../src/lib/search/engine.ts';
import { PAGEFIND_RANKING } from '../../src/lib/search/ranking.ts';
import { bug } from '../../src/lib/errors.ts';

type Result = { id: string; score: number; words: number[]; data: () => Promise<{ url: string; content: string }> };
type InPage = { pf?: Promise<{ search: (q: string, o: object) => Promise<{ results: Result[] }> }>; found?: Map<string, Result> };

/** The engine's index over Pagefind in `page`; every result is kept there, for {@link recordsOf}. */
export function pagefindInPage(page: Page, ranking: object = PAGEFIND_RANKING): SearchBackend {
  return {
    search: (query, filters) =>
      page.evaluate(
        async ({ query, filters, ranking }) => {
          const w = window as unknown as InPage;
          w.pf ??= import(/* @vite-ignore */ '/pagefind/pagefind.js' as string).then(async (pf) => {
            await pf.options({ ranking });
            await pf.init();
            return pf;
          });
          w.found ??= new Map();
          const r = await (await w.pf).search(query, { filters });
          for (const x of r.results) w.found.set(x.id, x);
          return r.results.map((x) => ({ id: x.id, score: x.score, words: x.words }));
        },
        { query, filters, ranking },
      ),
  };
}

/** The URL and text of results found so far, by their Pagefind ids. */
export const recordsOf = (page: Page, ids: readonly string[]): Promise<Array<{ url: string; content: string }>> =>
  page.evaluate(async (ids) => {
    const w = window as unknown as Required<InPage>;
    return Promise.all(
      ids.map(async (id) => {
        const found = w.found.get(id);
        if (!found) throw new Error(`No search result "${id}" has been found on the page.`); // error-model: thrown in the page (page.evaluate), where only a plain Error exists
        const d = await found.data();
        return { url: d.url, content: d.content };
      }),
    );
  }, ids);

/** The URL and text of one result found so far. */
export const recordOf = async (page: Page, id: string): Promise<{ url: string; content: string }> => {
  const [record] = await recordsOf(page, [id]);
  if (!record) throw bug(`No record for the search result "${id}", which the page found.`);
  return record;
};
