/**
 * The errata table's controls: find a card by typing part of its name, show only the errata new or changed (*), filter
 * by kind, and sort by card, kind or document order. The choice lives in the URL (?q=…&changed=1&kind=…&sort=…), so a
 * judge can share or reload a filtered list. Without script the form stays hidden and the whole table is there.
 */

import { words } from '../lib/search/words.ts';

/** A name as a reader types it, folded as search folds words (src/lib/search/words.ts): case, diacritics,
 * apostrophes and punctuation ignored ("mot the barber" finds "Mot, The Barber", "qs" finds "Q's"). */
export function foldQuery(s: string): string {
  return words(s).join(' ');
}

/** Whether a card (its names: title and printed title) matches what the reader typed; an empty query matches all. */
export function matchesName(names: readonly string[], query: string): boolean {
  const q = foldQuery(query);
  return q === '' || names.some((n) => foldQuery(n).includes(q));
}

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

  let statusTimer = 0;
  const byCard = (a: HTMLElement, b: HTMLElement) => (a.dataset.card ?? '').localeCompare(b.dataset.card ?? '', 'en', { sensitivity: 'base' });
  const apply = (announce: boolean) => {
    const state: ErrataState = { q: q.value, changed: changed.checked, kind: kind.value, sort: sort.value as ErrataSort };
    const sorted = [...rows].sort((a, b) =>
      state.sort === 'document'
        ? Number(a.dataset.order) - Number(b.dataset.order)
        : state.sort === 'kind'
          ? (a.cells[1]?.textContent ?? '').localeCompare(b.cells[1]?.textContent ?? '', 'en') || byCard(a, b)
          : byCard(a, b),
    );
    let shown = 0;
    for (const row of sorted) {
      const names = [row.dataset.card ?? '', row.dataset.printed ?? ''].filter(Boolean);
      row.hidden = (state.kind !== '' && row.dataset.kind !== state.kind) || (state.changed && row.dataset.changed !== '1') || !matchesName(names, state.q);
      if (!row.hidden) shown++;
    }
    body.replaceChildren(...sorted);
    const url = new URL(location.href);
    url.search = writeState(state);
    history.replaceState(null, '', url);
    // Announced once typing pauses, not at every keystroke.
    window.clearTimeout(statusTimer);
    if (announce) statusTimer = window.setTimeout(() => (status.textContent = shown === 1 ? '1 erratum shown.' : `${shown} errata shown.`), 400);
  };
  form.addEventListener('input', () => apply(true));
  form.addEventListener('change', () => apply(true));
  apply(false);
}
