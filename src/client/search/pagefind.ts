/**
 * Pagefind and the lexicon in the reader's browser: loaded once, on first use (the header box's first focus or
 * keystroke, or the /search/ page with a query), and Pagefind wrapped as the engine's index
 * (src/lib/search/engine.ts's SearchBackend). Pagefind runs its search in its own web worker; what runs here is kept
 * in short tasks (nextTask) so that loading never blocks the page for long.
 */
import { searchContext, type SearchContext, type SearchBackend, type Hit, type Filters } from '../../lib/search/engine.ts';
import { LEXICON_PATH, namesPath, type Lexicon, type LexiconPage, type NamesShard } from '../../lib/search/lexicon.ts';
import { PAGEFIND_RANKING } from '../../lib/search/ranking.ts';
import { withBase } from '../../lib/urls.ts';
import { fetchJson } from './fetch-json.ts';

/** What Pagefind's data() gives for a record: the passage, its page's filters and its section. */
export interface PagefindFragment {
  url: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
/** One record Pagefind found; its data is loaded only when the result is shown. */
export interface PagefindResult {
  id: string;
  score: number;
  words: number[];
  data(): Promise<PagefindFragment>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string, o?: { filters?: Filters }): Promise<{ results: PagefindResult[] } | null>;
}

export const PAGEFIND_URL = withBase('/pagefind/pagefind.js');

/**
 * Lets the browser handle input and paint between the steps of a search, so that none blocks the page for long
 * (Lighthouse counts every task over 50 ms against the page).
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (self as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** Pagefind ready to search and the engine's context over the lexicon. */
export interface Loaded {
  pagefind: Pagefind;
  ctx: SearchContext;
}
let loaded: Promise<Loaded> | undefined;

/** One of the search's JSON files, by its site-relative path. */
const json = <T>(path: string): Promise<T> => fetchJson<T>(withBase(`/${path}`));

/** The names files fetched so far (src/lib/search/lexicon.ts), each once. */
const shards = new Map<number, Promise<LexiconPage[]>>();
const namesOf = async (wanted: readonly number[]): Promise<LexiconPage[]> =>
  (
    await Promise.all(
      wanted.map((s) => {
        let p = shards.get(s);
        if (!p) {
          p = json<NamesShard>(namesPath(s)).then((x) => x.pages);
          p.catch(() => shards.delete(s));
          shards.set(s, p);
        }
        return p;
      }),
    )
  ).flat();

/** Loads Pagefind and the lexicon once, on first use. */
export function loadSearch(): Promise<Loaded> {
  loaded ??= (async () => {
    const [pagefind, lexicon] = await Promise.all([
      (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pf) => {
        // On this thread, not in Pagefind's worker (issue 34): the worker's script, and the entry, metadata and
        // WebAssembly it then asked for itself, came three round trips after the box's focus, where on this thread
        // Pagefind takes the files ../search-box.ts asked for on focus (its preloads, which a worker cannot use).
        // Results' URLs site-relative ("/1e/…", as the semantic layer's records name them), whatever the base path
        // Pagefind would take from its own address; the results add the base (render.ts).
        await pf.options({ excerptLength: 0, ranking: PAGEFIND_RANKING, noWorker: true, baseUrl: '/' });
        await pf.init();
        return pf;
      }),
      json<Lexicon>(LEXICON_PATH),
    ]);
    await nextTask();
    return { pagefind, ctx: searchContext(lexicon, namesOf) };
  })();
  loaded.catch(() => (loaded = undefined)); // a failed load (offline before the first visit) may be retried
  return loaded;
}

/** The engine's index, over Pagefind: it keeps each record's result so the passages shown can be loaded. */
export function pagefindBackend(pf: Pagefind, found: Map<string, PagefindResult>): SearchBackend {
  return {
    async search(query: string, filters: Filters): Promise<Hit[]> {
      const r = await pf.search(query, { filters: filters as Record<string, string[]> });
      if (!r) return [];
      for (const x of r.results) if (!found.has(x.id)) found.set(x.id, x);
      return r.results.map((x) => ({ id: x.id, score: x.score, words: x.words }));
    },
  };
}
