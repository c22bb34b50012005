/**
 * Pagefind and the lexicon in the reader's browser: loaded once, on first use (the header box's first focus or
 * keystroke, or the /search/ page with a query), and Pagefind wrapped as the engine's index
 * (src/lib/search/engine.ts's SearchBackend). Pagefind runs on the page's thread (no worker); what runs here is kept
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
export interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string, o?: { filters?: Filters }): Promise<{ results: PagefindResult[] } | null>;
  /** Loads the index chunks (and filters) a search for `q` needs, without searching. */
  preload(q: string, o?: { filters?: Filters }): Promise<void>;
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

/**
 * Loads Pagefind and the lexicon once, on first use. The engine's context (spelling, synonyms, names) is made as soon
 * as the lexicon has come, while Pagefind's WebAssembly — the larger file, asked for beside it — is still arriving:
 * made after both, its work came after the last of the files, in a short query's wait for its first results.
 */
export function loadSearch(): Promise<Loaded> {
  loaded ??= (async () => {
    const [pagefind, ctx] = await Promise.all([
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
      json<Lexicon>(LEXICON_PATH).then(async (lexicon) => {
        await nextTask();
        return searchContext(lexicon, namesOf);
      }),
    ]);
    await nextTask();
    return { pagefind, ctx };
  })();
  loaded.catch(() => (loaded = undefined)); // a failed load (offline before the first visit) may be retried
  return loaded;
}

/** Thrown into the engine's search of a query the reader has typed past (`pagefindBackend`'s `isCurrent`). */
export const SUPERSEDED = new Error('search: superseded by a newer query');

/**
 * The engine's index, over Pagefind: it keeps each record's result so the passages shown can be loaded. A search the
 * reader has typed past (`isCurrent` false: a newer keystroke's) stops at its next ask of the index, throwing
 * SUPERSEDED, rather than search, rank and match names for results never shown, on the thread the newer query needs
 * (each keystroke starts a search; on a slow phone one takes longer than a keystroke). The index chunks a search needs
 * are loaded before it runs (Pagefind's `preload`), so a query typed past while they arrive is not searched, and the
 * next query, which often needs the same chunks, finds them loaded.
 */
export function pagefindBackend(pf: Pagefind, found: Map<string, PagefindResult>, isCurrent: () => boolean = () => true): SearchBackend {
  return {
    async search(query: string, filters: Filters): Promise<Hit[]> {
      const options = { filters: filters as Record<string, string[]> };
      // The index chunks first (Pagefind's preload), then the search itself, in its WebAssembly, only if still wanted:
      // a search typed past while its chunks arrived costs no more than their fetch.
      await pf.preload(query, options);
      if (!isCurrent()) throw SUPERSEDED;
      const r = await pf.search(query, options);
      if (!isCurrent()) throw SUPERSEDED;
      if (!r) return [];
      for (const x of r.results) if (!found.has(x.id)) found.set(x.id, x);
      return r.results.map((x) => ({ id: x.id, score: x.score, words: x.words }));
    },
  };
}
