/**
 * The header search box's first few hundred bytes, loaded up front on every page: the remembered edition choice, the
 * "/" shortcut, and loading the search itself (src/scripts/search.ts: the engine, its thesaurus and the results) only
 * when the reader first focuses or types in the box — most page views never search, and the engine is ten times the
 * size of this.
 */

/** Where the header box's edition choice (All / 1E / 2E) is remembered. */
export const EDITION_KEY = 'search-edition';

export function storedEdition(): '1E' | '2E' | undefined {
  try {
    const e = localStorage.getItem(EDITION_KEY);
    return e === '1E' || e === '2E' ? e : undefined;
  } catch {
    return undefined; // storage blocked: All
  }
}

export function attachSearchBoxLoader(root: HTMLElement): void {
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
    // Whatever was typed while it loaded is searched as soon as it is ready.
    void import('./search.ts').then((m) => m.attachSearchBox(root));
  };
  input.addEventListener('focus', start, { once: true });
  input.addEventListener('input', start, { once: true });
  select?.addEventListener('change', start, { once: true });
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
