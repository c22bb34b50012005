/**
 * Client search over the Pagefind index, with our own light UI: no framework, no debounce beyond
 * "latest query wins", results built as DOM nodes (never as HTML strings from content).
 */

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string, o?: { filters?: Record<string, string | string[]> }): Promise<{ results: PagefindResult[] } | null>;
}

const PAGEFIND_URL = '/pagefind/pagefind.js';
let pagefind: Promise<Pagefind> | undefined;

/** Loads the Pagefind API once, on first use. */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pf) => {
    await pf.options({ excerptLength: 20 });
    await pf.init();
    return pf;
  });
  return pagefind;
}

/**
 * Pagefind's excerpt is escaped text with <mark> around hits. Rebuild it as text nodes and <mark> elements
 * so nothing else from the index can become markup.
 */
export function excerptNodes(excerpt: string): DocumentFragment {
  const parsed = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html');
  const out = document.createDocumentFragment();
  for (const node of parsed.body.firstChild?.childNodes ?? []) {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      out.append(mark);
    } else {
      out.append(document.createTextNode(node.textContent ?? ''));
    }
  }
  return out;
}

/**
 * A name or query folded for comparison: case, diacritics, curly and straight quotes, and dashes or spaces between
 * words agree ("Q Flash" = "Q-Flash", "Qo'noS" = "Qo’noS").
 */
export function foldQuery(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\u2018\u2019\u201A\u201B\u2032`\u00B4]/g, "'")
    .replace(/[\u2010-\u2015\u2212\s-]+/g, ' ')
    .replace(/[.,;:!?"\u201C\u201D]+/g, '')
    .trim()
    .toLowerCase();
}

/**
 * Titles and aliases first: among Pagefind's results, a page whose title or alias is the query comes first, then
 * pages whose title starts with it; otherwise Pagefind's order stands.
 */
export function rankByName(results: readonly PagefindResultData[], query: string): PagefindResultData[] {
  const q = foldQuery(query);
  const names = (d: PagefindResultData) => [d.meta.title ?? '', ...(d.meta.names?.split(' | ') ?? [])].map(foldQuery);
  const score = (d: PagefindResultData) => {
    const n = names(d);
    if (n.includes(q) || n.some((x) => x.replace(/s$/, '') === q.replace(/s$/, ''))) return 0;
    if (n[0]!.startsWith(q)) return 1;
    return 2;
  };
  return results.map((d, i) => ({ d, i, s: score(d) })).sort((a, b) => a.s - b.s || a.i - b.i).map((x) => x.d);
}

function resultItem(data: PagefindResultData): HTMLLIElement {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = data.url;
  a.textContent = data.meta.title ?? data.url;
  const meta = document.createElement('span');
  meta.className = 'meta';
  meta.textContent = [data.filters.edition?.[0], data.meta.kind, data.meta.document].filter(Boolean).join(' · ');
  const p = document.createElement('p');
  p.append(excerptNodes(data.excerpt));
  li.append(a, document.createElement('br'), meta, p);
  return li;
}

/**
 * Runs a search and fills `list` with its first `limit` results; returns all of Pagefind's results (undefined when
 * the query is empty or a newer one won), so that a caller can show more. Older queries lose to newer ones.
 */
async function runSearch(
  query: string,
  list: HTMLElement,
  status: HTMLElement,
  limit: number,
  filters: Record<string, string[]> = {},
  isCurrent: () => boolean = () => true,
): Promise<PagefindResult[] | undefined> {
  const q = query.trim();
  if (!q) {
    list.replaceChildren();
    status.textContent = '';
    return undefined;
  }
  const pf = await loadPagefind();
  const activeFilters = Object.fromEntries(Object.entries(filters).filter(([, v]) => v.length > 0));
  const search = await pf.search(q, { filters: activeFilters });
  if (!search || !isCurrent()) return undefined;
  // Load a few more than shown, so a page named exactly as the query can move up from below the fold.
  const data = await Promise.all(search.results.slice(0, Math.max(limit, 12)).map((r) => r.data()));
  if (!isCurrent()) return undefined;
  list.replaceChildren(...rankByName(data, q).slice(0, limit).map(resultItem));
  status.textContent = resultCount(search.results.length, q, Math.min(limit, search.results.length));
  return search.results;
}

/** "23 results for “dilemma” (showing 20)." */
function resultCount(n: number, q: string, shown: number): string {
  if (n === 0) return `No results for “${q}”.`;
  return `${n} result${n === 1 ? '' : 's'} for “${q}”${shown < n ? ` (showing ${shown})` : ''}.`;
}

/** The header box: results under the input as you type; Escape clears; Enter goes to the results page. */
export function attachSearchBox(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input[type=search]');
  const list = root.querySelector<HTMLElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  if (!input || !list || !status) return;
  let seq = 0;
  input.addEventListener('focus', () => void loadPagefind(), { once: true });
  input.addEventListener('input', () => {
    const mine = ++seq;
    void runSearch(input.value, list, status, 8, {}, () => mine === seq);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      list.replaceChildren();
      status.textContent = '';
      input.focus();
    } else if (event.key === 'ArrowDown' && document.activeElement === input) {
      list.querySelector('a')?.focus();
      event.preventDefault();
    }
  });
}

/** Results shown at once on the /search/ page; "Show more results" adds as many again. */
export const PAGE_SIZE = 20;

/**
 * The /search/ page: query and filters live in the URL (?q=…&edition=1E&kind=term), so a search can be shared.
 * It shows {@link PAGE_SIZE} results, then more on request: each shown result costs a fetch and some main-thread
 * work, which a phone should not spend on fifty results nobody scrolls to.
 */
export function attachSearchPage(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const input = root.querySelector<HTMLInputElement>('input[type=search]');
  const list = root.querySelector<HTMLElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]');
  if (!form || !input || !list || !status || !more) return;
  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
    box.checked = params.getAll(box.name).includes(box.value);
  }
  let seq = 0;
  /** The current search's results and how many of them are on the page. */
  let current: { results: PagefindResult[]; shown: number; q: string } | undefined;
  const showMoreIfAny = () => {
    more.hidden = !current || current.shown >= current.results.length;
  };
  const update = () => {
    const data = new FormData(form);
    const filters: Record<string, string[]> = {};
    for (const [k, v] of data) if (k !== 'q') (filters[k] ??= []).push(String(v));
    const url = new URL(location.href);
    url.search = new URLSearchParams([...data].map(([k, v]) => [k, String(v)])).toString();
    history.replaceState(null, '', url);
    const mine = ++seq;
    current = undefined;
    showMoreIfAny();
    void runSearch(input.value, list, status, PAGE_SIZE, filters, () => mine === seq).then((results) => {
      if (mine !== seq || !results) return;
      current = { results, shown: Math.min(PAGE_SIZE, results.length), q: input.value.trim() };
      showMoreIfAny();
    });
  };
  more.addEventListener('click', async () => {
    const mine = seq;
    const page = current;
    if (!page || more.disabled) return;
    more.disabled = true; // a second click while these load would add them twice
    const next = await Promise.all(page.results.slice(page.shown, page.shown + PAGE_SIZE).map((r) => r.data()));
    more.disabled = false;
    if (mine !== seq || next.length === 0) return;
    const items = next.map(resultItem);
    list.append(...items);
    page.shown += items.length;
    status.textContent = resultCount(page.results.length, page.q, page.shown);
    showMoreIfAny();
    // Keyboard and screen-reader users carry on from the first new result.
    items[0]?.querySelector('a')?.focus();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    update();
  });
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  root.querySelector('[data-noscript-note]')?.remove();
  if (input.value) update();
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
