/**
 * The header search box's first few hundred bytes, loaded up front on every page: the remembered edition choice, the
 * "/" shortcut, and loading the search itself (src/client/search.ts: the engine, its thesaurus and the results) only
 * when the reader first focuses or types in the box — most page views never search, and the engine is ten times the
 * size of this.
 */

/** Where the header box's edition choice (All / 1E / 2E) is remembered. */
export const EDITION_KEY = 'search-edition';

/**
 * The reader's last query, kept for the tab (sessionStorage) once they open one of its results: the box on the page
 * they land on holds it, so they can refine it, and Back to the page they searched on shows its results again
 * (`from`: that page's address). Emptying the box forgets it.
 */
export const LAST_QUERY_KEY = 'search-last';

interface LastQuery {
  q: string;
  from: string;
}

/**
 * The event the search code (./search/box.ts, ./search/page.ts, loaded on first use) sends when the reader opens a
 * result, with the query as its detail: it is remembered here, so that the layout's bundle and the search's chunk
 * share no module (a shared one would be a file of its own, fetched up front on every page).
 */
export const RESULT_OPENED_EVENT = 'search-result-opened';

export function rememberQuery(q: string): void {
  try {
    if (q) sessionStorage.setItem(LAST_QUERY_KEY, JSON.stringify({ q, from: location.href } satisfies LastQuery));
    else sessionStorage.removeItem(LAST_QUERY_KEY);
  } catch {
    // storage blocked: the query is not carried over
  }
}

function lastQuery(): LastQuery | undefined {
  try {
    const v = JSON.parse(sessionStorage.getItem(LAST_QUERY_KEY) ?? 'null') as Partial<LastQuery> | null;
    return typeof v?.q === 'string' && typeof v.from === 'string' ? { q: v.q, from: v.from } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether this page was reached by the browser's Back or Forward. */
const cameBack = (): boolean => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

export function storedEdition(): '1E' | '2E' | undefined {
  try {
    const e = localStorage.getItem(EDITION_KEY);
    return e === '1E' || e === '2E' ? e : undefined;
  } catch {
    return undefined; // storage blocked: All
  }
}

/**
 * What a first search waits for, asked for all at once as the reader first focuses the box (issue 34): Pagefind's
 * script, its entry file — whose answer names its metadata and its WebAssembly, asked for next — and the
 * lexicon. Left to load one another they came in five round trips one after another (the search's chunk, then
 * pagefind.js and the lexicon, then its worker, then its entry, then its metadata and WebAssembly); now in two, beside
 * the search's chunk (Pagefind runs on the page's thread, ./search/pagefind.ts, so that it takes these preloads). The same paths as src/client/search/pagefind.ts and src/lib/search/lexicon.ts
 * (search-box.test.ts holds them equal): importing those here would fetch a shared chunk up front on every page.
 * Under the site's base path (SITE_BASE, src/lib/urls.ts), which Vite writes into this bundle as
 * `import.meta.env.BASE_URL` ("/" at the root, "/rules/" under one), as the search's own modules ask for them.
 */
const BASE: string = import.meta.env.BASE_URL;
export const WARM_PATHS = {
  pagefind: `${BASE}pagefind/pagefind.js`,
  entry: `${BASE}pagefind/pagefind-entry.json`,
  lexicon: `${BASE}search/lexicon.json`,
} as const;

/** The files Pagefind's entry file names for each language: its metadata and its WebAssembly. */
export function pagefindFilesOf(entry: unknown): string[] {
  const languages = (entry as { languages?: Record<string, { hash?: unknown; wasm?: unknown }> } | null)?.languages ?? {};
  return Object.values(languages).flatMap((l) =>
    typeof l.hash === 'string' && typeof l.wasm === 'string' ? [`${BASE}pagefind/pagefind.${l.hash}.pf_meta`, `${BASE}pagefind/wasm.${l.wasm}.pagefind`] : [],
  );
}

function hint(rel: 'modulepreload' | 'preload' | 'prefetch', href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  // A preload is used by a later fetch() of the same URL only when their modes match (fetch(): cors, same-origin).
  if (rel === 'preload') {
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
  }
  document.head.append(link);
}

let warmed = false;

/** Asks for what a first search needs, at once (see WARM_PATHS); each file once. Failures are left to the search. */
export function warmSearch(): void {
  if (warmed) return;
  warmed = true;
  hint('modulepreload', WARM_PATHS.pagefind);
  hint('preload', WARM_PATHS.lexicon);
  void fetch(WARM_PATHS.entry)
    .then((r) => (r.ok ? r.json() : undefined))
    .then((entry: unknown) => {
      for (const file of pagefindFilesOf(entry)) hint('preload', file);
    })
    .catch(() => undefined);
}

let listening = false;

export function attachSearchBoxLoader(root: HTMLElement): void {
  if (!listening) {
    listening = true;
    document.addEventListener(RESULT_OPENED_EVENT, (e) => rememberQuery(String((e as CustomEvent<unknown>).detail ?? '')));
  }
  const input = root.querySelector<HTMLInputElement>('input[type=search]');
  const select = root.querySelector<HTMLSelectElement>('select[name=edition]');
  if (!input) return;
  if (select) {
    select.value = storedEdition() ?? '';
    select.addEventListener('change', () => {
      try {
        if (select.value) localStorage.setItem(EDITION_KEY, select.value);
        else localStorage.removeItem(EDITION_KEY);
      } catch {
        // storage blocked: the choice holds on this page
      }
    });
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    warmSearch();
    // Whatever was typed while it loaded is searched as soon as it is ready.
    void import('./search.ts').then((m) => m.attachSearchBox(root));
  };
  input.addEventListener('focus', start, { once: true });
  input.addEventListener('input', start, { once: true });
  select?.addEventListener('change', start, { once: true });
  input.addEventListener('input', () => {
    if (!input.value.trim()) rememberQuery('');
  });
  // The last query the reader opened a result of stays in the box; back on the page they searched, its results show.
  const last = lastQuery();
  const restore = (): void => {
    if (!last || input.value) return;
    input.value = last.q;
    if (cameBack() && last.from === location.href) start();
  };
  restore();
  // From the browser's page cache the page is as it was left (its box too); its results were closed by leaving it.
  addEventListener('pageshow', (e) => {
    if (e.persisted && last && last.from === location.href && input.value.trim()) {
      if (started) input.dispatchEvent(new Event('search-restore'));
      else start();
    }
  });
}

/** "/" focuses the first search box, unless the reader is typing somewhere. */
export function attachSlashShortcut(): void {
  document.addEventListener('keydown', (event) => {
    const t = event.target as HTMLElement | null;
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    const input = document.querySelector<HTMLInputElement>('main input[type=search], input[type=search]');
    if (input) {
      event.preventDefault();
      input.focus();
    }
  });
}
