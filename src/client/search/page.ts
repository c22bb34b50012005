/** The /search/ page: results for the query and filters in its URL, and more on request. */
import type { Edition } from '../../lib/vocab.ts';
import { moreLeft, runQuery, showMore, type Run, type RunOptions } from './run.ts';
import { emptyHelp, opened, resultCount, resultItem, writeNotices } from './render.ts';
import { fuseWhenReady, keepsPlace } from './semantic.ts';

/** Results shown at once on the /search/ page; "Show more results" adds as many again. */
export const PAGE_SIZE = 20;

/** The query and filters the URL gives, into the form; whether the query is to be taken literally. */
function fromUrl(form: HTMLFormElement, input: HTMLInputElement): boolean {
  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
    box.checked = params.getAll(box.name).includes(box.value);
  }
  return params.get('literal') === '1';
}

/** The form's query and filters into the URL (replacing the entry), so the search can be shared. */
function toUrl(data: FormData, literal: boolean): void {
  const url = new URL(location.href);
  const search = new URLSearchParams([...data].map(([k, v]) => [k, String(v)]));
  if (literal) search.set('literal', '1');
  url.search = search.toString();
  history.replaceState(null, '', url);
}

/** Every edition's results: the edition filter cleared, and the search run again. */
function allEditions(form: HTMLFormElement, again: () => Promise<void>): void {
  for (const b of form.querySelectorAll<HTMLInputElement>('input[name=edition]')) b.checked = false;
  void again();
}

/**
 * Opening a result keeps the query in the header box of the page it opens (../search-box.ts). The second click of a
 * double click on "Show more" lands on the first new result, where the button was (they can load at once): it opens
 * nothing.
 */
function keepQueryOnOpen(list: HTMLElement, input: HTMLInputElement, moreAt: () => number): void {
  list.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('a')) return;
    if (event.detail > 1 && performance.now() - moreAt() < 1000) {
      event.preventDefault();
      return;
    }
    opened(input.value.trim());
  });
}

/** The page's filters (edition, kind, document) as a query's options: one edition chosen filters by it. */
function filters(data: FormData, literal: boolean): RunOptions {
  const chosen = (k: string) => data.getAll(k).map(String);
  const editions = chosen('edition');
  return {
    ...(editions.length === 1 ? { edition: editions[0] as Edition } : {}),
    kinds: chosen('kind'),
    documents: chosen('document'),
    literal,
    limit: PAGE_SIZE,
  };
}

/** What the /search/ page holds between a query, its refresh and "Show more". */
interface PageState {
  /** The latest query's number: an answer to an older one is dropped. */
  seq: number;
  /** The results on screen, and how many of them are shown. */
  current: (Run & { count: number; q: string }) | undefined;
  /** The results whose next page "Show more" is loading. */
  moreFor: Run | undefined;
  /** When "Show more" was last pressed (keepQueryOnOpen). */
  moreAt: number;
}

/** "Show more results": the next page of the results on screen, keyboard focus carried to the first new one. */
function attachMore(more: HTMLButtonElement, list: HTMLElement, status: HTMLElement, state: PageState, showMoreIfAny: () => void): void {
  more.addEventListener('click', async () => {
    state.moreAt = performance.now();
    const mine = state.seq;
    const page = state.current;
    if (!page || more.disabled) return;
    more.disabled = true; // a second click while these load would add them twice
    state.moreFor = page;
    const next = await showMore(page, PAGE_SIZE).finally(() => {
      state.moreFor = undefined;
    });
    more.disabled = false;
    // A new query has replaced the list meanwhile (the fused refresh of this one waits for these: `moving`).
    if (mine !== state.seq || next.length === 0) return;
    const items = next.map(resultItem);
    list.append(...items);
    page.count += items.length;
    status.textContent = resultCount(page.items.length, page.q, page.count, page.outcome.edition);
    showMoreIfAny();
    // Keyboard and screen-reader users carry on from the first new result.
    items[0]?.querySelector('a')?.focus();
  });
}

/**
 * The /search/ page: query and filters live in the URL (?q=…&edition=1E&kind=term), so a search can be shared.
 * It shows {@link PAGE_SIZE} results, then more on request.
 */
export function attachSearchPage(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const input = root.querySelector<HTMLInputElement>('input[type=search]');
  const list = root.querySelector<HTMLElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const notes = root.querySelector<HTMLElement>('[data-search-notes]');
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]');
  if (!form || !input || !list || !status || !more || !notes) return;
  let literal = fromUrl(form, input);
  const state: PageState = { seq: 0, current: undefined, moreFor: undefined, moreAt: -Infinity };
  const showMoreIfAny = () => {
    more.hidden = !state.current || !moreLeft(state.current);
  };
  /** The reader is in the results or their notes, or has asked for more of these results (or is waiting for more). */
  const moving = () =>
    list.contains(document.activeElement) ||
    notes.contains(document.activeElement) ||
    (state.moreFor !== undefined && state.moreFor === state.current) ||
    (state.current?.count ?? 0) > PAGE_SIZE;
  // A refresh (the same query, fused once the ranking by meaning is in) keeps the reader's place: it is dropped when a
  // new query starts, and left undone when the reader is moving through the results (focus would be lost) or has
  // asked for more of them, before it starts or when it arrives.
  const update = async (refresh = false) => {
    const data = new FormData(form);
    const editions = data.getAll('edition').map(String);
    toUrl(data, literal);
    const mine = refresh ? state.seq : ++state.seq;
    if (!refresh) {
      state.current = undefined;
      showMoreIfAny();
    }
    const q = input.value.trim();
    if (!q) {
      list.replaceChildren();
      notes.replaceChildren();
      status.textContent = '';
      return;
    }
    const slow = setTimeout(() => {
      if (mine === state.seq && !refresh) status.textContent = 'Searching…';
    }, 150);
    try {
      const run = await runQuery(q, filters(data, literal), () => mine === state.seq);
      if (!run || keepsPlace(root, refresh, moving())) return;
      state.current = { ...run, count: run.shown.length, q };
      list.replaceChildren(...run.shown.map(resultItem));
      // The ranking by meaning loads once the first results are on screen, never before; then this query is fused,
      // unless the reader is already moving through its results (focus would be lost) or has asked for more of them.
      fuseWhenReady(root, run.fused, run.shown.length, () => {
        if (mine === state.seq && !keepsPlace(root, true, moving())) void update(true);
      });
      writeNotices(notes, run, (instead) => {
        input.value = instead;
        literal = true;
        void update();
      });
      status.textContent = resultCount(run.items.length, q, run.shown.length, run.outcome.edition);
      if (run.items.length === 0) notes.append(emptyHelp(run.outcome.edition, editions.length === 1 ? () => allEditions(form, update) : undefined));
      showMoreIfAny();
    } catch (error) {
      // A refresh that fails (the model's shards offline) leaves the results on screen as they are.
      if (mine === state.seq && !refresh) status.textContent = `Search is not available: ${(error as Error).message}. Browse the glossary A–Z instead.`;
    } finally {
      clearTimeout(slow);
    }
  };
  attachMore(more, list, status, state, showMoreIfAny);
  keepQueryOnOpen(list, input, () => state.moreAt);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void update();
  });
  form.addEventListener('input', () => {
    literal = false;
    void update();
  });
  root.querySelector('[data-noscript-note]')?.remove();
  if (input.value) void update();
}
