/** The header's search box: results under the input as the reader types. */
import type { Edition } from '../../lib/vocab.ts';
import { loadSearch } from './pagefind.ts';
import { runQuery, type Run } from './run.ts';
import { fuseWhenReady, keepsPlace } from './semantic.ts';
import { emptyHelp, opened, resultCount, resultItem, writeNotices } from './render.ts';
import { withBase } from '../../lib/urls.ts';

/** The line over the results; under none, what to try instead (all editions, when the edition was chosen here). */
function writeSummary(run: Run, q: string, status: HTMLElement, notes: HTMLElement, allEditions: (() => void) | undefined): void {
  const n = run.items.length;
  const ed = run.outcome.edition;
  status.textContent = n === 0 ? resultCount(0, q, 0, ed) : `Top results for “${q}”${ed ? ` in ${ed}` : ''}.`;
  if (n === 0) notes.append(emptyHelp(ed, ed && !run.outcome.editionFromQuery ? allEditions : undefined));
}

/** The last item of a list that shows 8 of more than 8: a link to the results page with them all. */
function moreLink(q: string, edition: Edition | undefined, n: number): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'result-more';
  const a = document.createElement('a');
  const params = new URLSearchParams({ q });
  if (edition) params.set('edition', edition);
  a.href = `${withBase('/search/')}?${params}`;
  a.textContent = `All ${n} results`;
  li.append(a);
  return li;
}

/**
 * The keys (Escape closes the list, or empties the input if it is closed; the arrows move through the results) and
 * what closes the list: a tap or click outside, the focus leaving the box, and the page scrolling.
 */
function closeAndMove(
  { root, input, panel, list }: { root: HTMLElement; input: HTMLInputElement; panel: HTMLElement; list: HTMLElement },
  close: () => void,
  openedAt: () => number,
): void {
  root.addEventListener('keydown', (event) => {
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      if (!panel.hidden) close();
      else input.value = '';
      input.focus();
    } else if (event.key === 'ArrowDown' && links.length > 0 && !panel.hidden) {
      links[Math.min(at + 1, links.length - 1)]?.focus();
      event.preventDefault();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      (at === 0 ? input : links[at - 1])?.focus();
      event.preventDefault();
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) close();
  });
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) close();
  });
  // Scrolling the page (not the list) closes it; a few pixels of scroll, as when a phone's keyboard opens, do not.
  addEventListener(
    'scroll',
    () => {
      if (!panel.hidden && Math.abs(scrollY - openedAt()) > 48) close();
    },
    { passive: true },
  );
}

/**
 * The header box: results under the input as you type, with the edition choice (All / 1E / 2E, remembered by
 * src/client/search-box.ts, which loads this on first use). The list closes on Escape, on a tap or click outside it,
 * and when the page scrolls; Enter goes to the results page.
 */
export function attachSearchBox(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const input = root.querySelector<HTMLInputElement>('input[type=search]');
  const select = root.querySelector<HTMLSelectElement>('select[name=edition]');
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const list = root.querySelector<HTMLElement>('[data-search-results]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const notes = root.querySelector<HTMLElement>('[data-search-notes]');
  if (!form || !input || !list || !status || !panel || !notes) return;
  let seq = 0;
  let literal = false;
  let openedAt = 0;
  const close = () => {
    panel.hidden = true;
  };
  const open = () => {
    panel.hidden = false;
    openedAt = scrollY;
  };
  const edition = (): Edition | undefined => (select?.value === '1E' || select?.value === '2E' ? select.value : undefined);
  /** The reader is moving through the results or their notes (a refresh would lose the focus). */
  const inResults = () => list.contains(document.activeElement) || notes.contains(document.activeElement);
  // A refresh (the same query, fused once the ranking by meaning is in) keeps the reader's place: it is dropped when a
  // new query starts, and left undone when the reader is moving through the results, before it starts or when it
  // arrives.
  const update = async (refresh = false) => {
    const mine = refresh ? seq : ++seq;
    const q = input.value.trim();
    if (!q) {
      list.replaceChildren();
      notes.replaceChildren();
      status.textContent = '';
      close();
      return;
    }
    open();
    // Pagefind and the lexicon load on first use: say so, so "nothing yet" never looks like "nothing" (a refresh has
    // its results on screen already).
    const slow = setTimeout(() => {
      if (mine === seq && !refresh) status.textContent = 'Searching…';
    }, 150);
    try {
      const chosen = edition();
      const run = await runQuery(q, { ...(chosen ? { edition: chosen } : {}), literal, typing: true, limit: 8 }, () => mine === seq);
      if (!run || keepsPlace(root, refresh, inResults())) return;
      list.replaceChildren(...run.shown.map(resultItem));
      // The ranking by meaning loads once the first results are on screen, never before; then this query is fused,
      // unless the reader is already moving through its results (focus would be lost) or has closed the list
      // (Escape, a tap outside, a scroll): a list the reader closed never opens again by itself.
      fuseWhenReady(root, run.fused, run.shown.length, () => {
        if (mine === seq && !panel.hidden && !keepsPlace(root, true, inResults())) void update(true);
      });
      writeNotices(notes, run, (instead) => {
        input.value = instead;
        literal = true;
        void update();
      });
      const allEditions = select
        ? () => {
            select.value = '';
            void update();
          }
        : undefined;
      writeSummary(run, q, status, notes, allEditions);
      if (run.items.length > 8) list.append(moreLink(q, chosen, run.items.length));
    } catch (error) {
      // Under dev the index comes from the last build (src/plugins/dev-search-index.ts), whose message says what to do.
      if (mine === seq && !refresh) status.textContent = `Search is not available: ${(error as Error).message}. Browse the glossary A–Z instead.`;
    } finally {
      clearTimeout(slow);
    }
  };
  input.addEventListener('focus', () => {
    void loadSearch().catch(() => undefined);
    if (input.value.trim() && panel.hidden) void update();
  });
  input.addEventListener('input', () => {
    literal = false;
    void update();
  });
  // The choice is remembered by src/client/search-box.ts; here it only searches again.
  select?.addEventListener('change', () => {
    if (input.value.trim()) void update();
  });
  closeAndMove({ root, input, panel, list }, close, () => openedAt);
  // Opening a result keeps the query for the page it opens and for Back (../search-box.ts).
  list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) opened(input.value.trim());
  });
  // Back from the browser's page cache: the results again, as they were when one was opened.
  input.addEventListener('search-restore', () => void update());
  form.addEventListener('submit', () => {
    // Without a choice, the hidden default ("") would put "edition=" in the URL: leave it out.
    if (select && !select.value) select.disabled = true;
    setTimeout(() => select && (select.disabled = false));
  });
  // Loaded on the reader's first focus or keystroke (src/client/search-box.ts): search what is already typed.
  if (input.value.trim()) void update();
  else if (document.activeElement === input) void loadSearch().catch(() => undefined);
}
