/**
 * The errata table's controls: find a card by typing part of its name, show only the errata new or changed (*), filter
 * by kind, and sort by card, kind or document order. The choice lives in the URL (?q=…&changed=1&kind=…&sort=…), so a
 * judge can share or reload a filtered list. Without script the form stays hidden and the whole table is there.
 */

import { matchesFolded, foldQuery, knownWords, pausedAnnouncer, shownMessage } from './name-filter.ts';

// The name matching is the card lists' too (name-filter.ts); re-exported where the errata table's tests read it.
export { foldQuery, matchesName } from './name-filter.ts';

export type ErrataSort = 'card' | 'kind' | 'document';
const SORTS: readonly ErrataSort[] = ['card', 'kind', 'document'];

/** The table's state as the URL keeps it (defaults left out, so the plain URL is the plain list). */
export interface ErrataState {
  q: string;
  changed: boolean;
  kind: string;
  sort: ErrataSort;
}

export function readState(search: string): ErrataState {
  const p = new URLSearchParams(search);
  const sort = p.get('sort') as ErrataSort | null;
  return { q: p.get('q') ?? '', changed: p.get('changed') === '1', kind: p.get('kind') ?? '', sort: sort && SORTS.includes(sort) ? sort : 'card' };
}

export function writeState(s: ErrataState): string {
  const p = new URLSearchParams();
  if (s.q.trim()) p.set('q', s.q.trim());
  if (s.changed) p.set('changed', '1');
  if (s.kind) p.set('kind', s.kind);
  if (s.sort !== 'card') p.set('sort', s.sort);
  return p.toString();
}

export function attachErrataTable(root: ParentNode): void {
  const form = root.querySelector<HTMLFormElement>('[data-errata-controls]');
  const body = root.querySelector<HTMLElement>('[data-errata-rows]');
  const status = root.querySelector<HTMLElement>('[data-errata-status]');
  if (!form || !body || !status) return;
  const q = form.elements.namedItem('q') as HTMLInputElement;
  const changed = form.elements.namedItem('changed') as HTMLInputElement;
  const kind = form.elements.namedItem('kind') as HTMLSelectElement;
  const sort = form.elements.namedItem('sort') as HTMLSelectElement;
  const rows = [...body.querySelectorAll<HTMLTableRowElement>('tr')];
  const initial = readState(location.search);
  q.value = initial.q;
  changed.checked = initial.changed;
  kind.value = initial.kind;
  sort.value = initial.sort;
  form.hidden = false;
  // Typing a name must not submit the form (Enter in the field would reload the page without script's state).
  form.addEventListener('submit', (e) => e.preventDefault());

  const announce = pausedAnnouncer(status);
  const byCard = (a: HTMLElement, b: HTMLElement) => (a.dataset.card ?? '').localeCompare(b.dataset.card ?? '', 'en', { sensitivity: 'base' });
  const folded = new Map(rows.map((row) => [row, [row.dataset.card ?? '', row.dataset.printed ?? ''].filter(Boolean).map(foldQuery)]));
  const known = knownWords([...folded.values()]);
  let last: string | undefined;
  const apply = (announceCount: boolean) => {
    const state: ErrataState = { q: q.value, changed: changed.checked, kind: kind.value, sort: sort.value as ErrataSort };
    const query = foldQuery(state.q);
    // The name field fires "change" when it loses focus — on the mouse-down of the click on a result. Nothing has
    // changed then, and redoing the table would move the row under the pointer, so that the click is lost.
    const key = JSON.stringify([query, state.changed, state.kind, state.sort]);
    if (key === last) return;
    last = key;
    const sorted = [...rows].sort((a, b) =>
      state.sort === 'document'
        ? Number(a.dataset.order) - Number(b.dataset.order)
        : state.sort === 'kind'
          ? (a.cells[1]?.textContent ?? '').localeCompare(b.cells[1]?.textContent ?? '', 'en') || byCard(a, b)
          : byCard(a, b),
    );
    let shown = 0;
    for (const row of sorted) {
      const hide =
        (state.kind !== '' && row.dataset.kind !== state.kind) ||
        (state.changed && row.dataset.changed !== '1') ||
        !matchesFolded(folded.get(row) ?? [], query, known);
      if (row.hidden !== hide) row.hidden = hide;
      if (!hide) shown++;
    }
    // Rows are moved only when the order changes (moving a row takes it from under the pointer).
    if (sorted.some((row, i) => body.children[i] !== row)) body.replaceChildren(...sorted);
    const url = new URL(location.href);
    url.search = writeState(state);
    history.replaceState(null, '', url);
    if (announceCount) announce(shownMessage(shown, 'erratum', 'errata'));
  };
  form.addEventListener('input', () => apply(true));
  form.addEventListener('change', () => apply(true));
  apply(false);
}
