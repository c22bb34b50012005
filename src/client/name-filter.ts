/**
 * Finding an entry of a list by typing part of its name, shared by the 2E errata table (errata-table.ts) and the
 * A–Z card lists (/1e/cards/, /2e/cards/): the same folding of names and queries, the same field
 * (src/components/NameFilterField.astro), the query kept in the URL (?q=…), and the count announced once typing
 * pauses. Without script the field stays hidden and the whole list is there.
 */

import { words } from '../lib/search/words.ts';
import { editDistance, maxEdits } from '../lib/search/spelling.ts';

/** A name as a reader types it, folded as search folds words (src/lib/search/words.ts): case, diacritics,
 * apostrophes and punctuation ignored ("mot the barber" finds "Mot, The Barber", "qs" finds "Q's"). */
export function foldQuery(s: string): string {
  return words(s).join(' ');
}

/** A folded name or query with its spaces taken out ("u s s defiant" → "ussdefiant", "ixtana rax" → "ixtanarax"). */
const compact = (folded: string): string => folded.replaceAll(' ', '');

/**
 * Whether a word of the query is a word of some name as typed, or its start: such a word is no typo. Built once per
 * list from all its entries' folded names.
 */
export function knownWords(folded: ReadonlyArray<readonly string[]>): (word: string) => boolean {
  const all = [...new Set(folded.flat().flatMap((n) => n.split(' ')))];
  const memo = new Map<string, boolean>();
  return (w) => {
    let known = memo.get(w);
    if (known === undefined) memo.set(w, (known = all.some((k) => k.startsWith(w))));
    return known;
  };
}

/**
 * Whether one folded name matches the folded query, as the header search matches a name (src/lib/search/page-names.ts):
 * it contains the query; or it does with spaces left out on both sides (a missing apostrophe, "ixtana rax" for
 * Ixtana'Rax; a space for a hyphen or none, "qflash" for Q-Flash; a prefix's dots, "uss defiant" for U.S.S. Defiant);
 * or each word of the query starts a word of the name, but for a small typo in a word of four letters or more that no
 * name of the list holds ("mott" → Mot, "barbr" → Barber).
 */
function nameMatches(name: string, q: string, known?: (word: string) => boolean): boolean {
  if (name.includes(q) || compact(name).includes(compact(q))) return true;
  if (!known) return false;
  const nameWords = name.split(' ');
  const queryWords = q.split(' ');
  if (!queryWords.some((w) => !known(w))) return false;
  return queryWords.every((w) => nameWords.some((k) => k.startsWith(w) || (!known(w) && w.length >= 4 && editDistance(k, w, maxEdits(w)) <= maxEdits(w))));
}

/**
 * Whether one of a card's folded names matches the folded query ({@link nameMatches}); an empty query matches all.
 * `known` ({@link knownWords} of the whole list) allows typos: without it, only exact and spacing differences match.
 */
export const matchesFolded = (folded: readonly string[], q: string, known?: (word: string) => boolean): boolean =>
  q === '' || folded.some((n) => nameMatches(n, q, known));

/** Whether a card (its names: title and printed title) matches what the reader typed; an empty query matches all. */
export function matchesName(names: readonly string[], query: string, known?: (word: string) => boolean): boolean {
  return matchesFolded(names.map(foldQuery), foldQuery(query), known);
}

/** The names an entry is found by, as a list item keeps them in `data-names` ("Q's Tent|Q’s Tent"). */
export const NAMES_SEPARATOR = '|';
export const namesAttr = (names: readonly string[]): string => [...new Set(names.filter(Boolean))].join(NAMES_SEPARATOR);

/** The query as the URL keeps it: `q`, trimmed, left out when empty; other parameters are kept. */
export function withQuery(search: string, q: string): string {
  const p = new URLSearchParams(search);
  if (q.trim()) p.set('q', q.trim());
  else p.delete('q');
  return p.toString();
}

/** "1 card shown." / "12 cards shown." */
export const shownMessage = (n: number, one: string, many: string): string => (n === 1 ? `1 ${one} shown.` : `${n} ${many} shown.`);

/** Sets a live region's text once typing pauses (not at every keystroke). */
export function pausedAnnouncer(status: HTMLElement, delay = 400): (text: string) => void {
  let timer = 0;
  return (text) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (status.textContent = text), delay);
  };
}

/**
 * An A–Z list filtered by name as the reader types. The list's markup:
 * - a form `[data-name-list-controls]` (hidden until this runs) holding the field `q`;
 * - a live region `[data-name-list-status]`;
 * - each entry `[data-names]`, inside a letter's section `[data-name-group]` (hidden when none of its entries is
 *   shown), with the letters' links to those sections (or their headings) in `[data-name-list-letters]`, hidden
 *   likewise.
 */
export function attachNameList(root: ParentNode, nouns: { one: string; many: string }): void {
  const form = root.querySelector<HTMLFormElement>('[data-name-list-controls]');
  const status = root.querySelector<HTMLElement>('[data-name-list-status]');
  if (!form || !status) return;
  const q = form.elements.namedItem('q') as HTMLInputElement;
  const entries = [...root.querySelectorAll<HTMLElement>('[data-names]')].map((el) => ({
    el,
    folded: (el.dataset.names ?? '').split(NAMES_SEPARATOR).map(foldQuery),
  }));
  const known = knownWords(entries.map((e) => e.folded));
  const groups = [...root.querySelectorAll<HTMLElement>('[data-name-group]')];
  // Each letter's link, by the section it leads into (it links to the section's heading).
  const letters = new Map<HTMLElement, HTMLElement>();
  for (const a of root.querySelectorAll<HTMLAnchorElement>('[data-name-list-letters] a[href^="#"]')) {
    const group = document.getElementById(decodeURIComponent(a.hash.slice(1)))?.closest<HTMLElement>('[data-name-group]');
    if (group) letters.set(group, a.closest('li') ?? a);
  }
  const announce = pausedAnnouncer(status);
  q.value = new URLSearchParams(location.search).get('q') ?? '';
  form.hidden = false;
  // Enter in the field must not submit the form (a reload would lose nothing, but would jump the page).
  form.addEventListener('submit', (e) => e.preventDefault());

  let last: string | undefined;
  const apply = (speak: boolean) => {
    const query = foldQuery(q.value);
    if (query === last) return; // a blur's "change", or a space typed: nothing to redo
    last = query;
    let shown = 0;
    for (const { el, folded } of entries) {
      const hide = !matchesFolded(folded, query, known);
      if (el.hidden !== hide) el.hidden = hide;
      if (!hide) shown++;
    }
    for (const g of groups) {
      const hide = !g.querySelector('[data-names]:not([hidden])');
      if (g.hidden !== hide) g.hidden = hide;
      const letter = letters.get(g);
      if (letter && letter.hidden !== hide) letter.hidden = hide;
    }
    const url = new URL(location.href);
    url.search = withQuery(url.search, q.value);
    history.replaceState(history.state, '', url);
    if (speak) announce(shownMessage(shown, nouns.one, nouns.many));
  };
  q.addEventListener('input', () => apply(true));
  apply(false);
}
