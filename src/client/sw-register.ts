/**
 * The service worker (dist/sw.js, made by scripts/lib/sw.ts over Workbox) and the "Keep for offline use" controls
 * (src/components/OfflineControl.astro). Without service worker support, or if registration fails, nothing changes:
 * the site is plain pages and the controls stay hidden. Not in `astro dev`, which has no real sw.js.
 *
 * The reader's choice is the worker's address: /sw.js keeps only the shell and the pages the reader opens (under
 * Save-Data, /sw.js?save-data=1, not even the shell); /sw.js?keep=1
 * saves the whole site while it installs (its progress comes as messages). Keeping registers the second, undoing
 * registers the first again, whose activation deletes the kept copy. Each page registers the address of the newest
 * worker it finds, so a choice holds until the reader changes it.
 */
import { offlineView, type OfflineState } from './offline-text.ts';

// The worker sits at the site's base path (import.meta.env.BASE_URL: "/", or SITE_BASE, src/lib/urls.ts), which is its
// scope. Read here rather than through urls.ts, so this first-visit script stays one file.
const BASE = import.meta.env.BASE_URL;
const KEEP_URL = `${BASE}sw.js?keep=1`;
/** Whether the browser asks to save data (Save-Data; Chromium's navigator.connection). */
const saveData = (): boolean => Boolean((navigator as { connection?: { saveData?: boolean } }).connection?.saveData);
/**
 * The worker that keeps only what the reader opens; told by its address when the browser asks to save data, since a
 * worker's own view of that (its navigator.connection) is not in every browser: it then downloads nothing unasked.
 */
const plainUrl = (): string => (saveData() ? `${BASE}sw.js?save-data=1` : `${BASE}sw.js`);
const keeps = (worker: ServiceWorker | null | undefined): boolean => Boolean(worker && new URL(worker.scriptURL).searchParams.get('keep') === '1');

if (import.meta.env.PROD && 'serviceWorker' in navigator) void start(navigator.serviceWorker);

async function start(container: ServiceWorkerContainer): Promise<void> {
  // A page shown from a kept copy: when a new build's worker takes over (it activates at once, see
  // scripts/lib/sw-template.js), the page on screen is still the old text, so say so and offer the new one. A worker
  // that keeps replacing one that keeps is a new build (sw.js changes only with the site); a first visit's worker, or
  // keeping and undoing, change nothing the reader sees. Pages not kept come from the network while there is one.
  const shownBy = container.controller;
  let last = shownBy;
  container.addEventListener('controllerchange', () => {
    // Kept, then removed and kept again, is no new text: only a keeping worker directly after another is.
    if (keeps(last) && keeps(container.controller) && !document.querySelector('[data-update-note]')) showUpdateNote();
    last = container.controller;
  });

  const controls = [...document.querySelectorAll<HTMLElement>('[data-offline-control]')].map(fill);
  let info: { files: number; bytes: number; saveData: boolean } | null = null;
  let state: OfflineState = { kind: 'none' };
  const render = () => {
    if (!info) return;
    const view = offlineView(state, info.bytes, info.saveData || saveData());
    for (const { control, button, bar, text } of controls) {
      button.textContent = view.button;
      // Not `disabled`: the button keeps focus while it saves.
      button.setAttribute('aria-disabled', String(view.busy));
      bar.hidden = view.progress === null;
      if (view.progress !== null) bar.value = view.progress;
      if (text.textContent !== view.text) text.textContent = view.text;
      control.dataset.offlineState = state.kind;
      control.hidden = false;
    }
  };
  const set = (next: OfflineState) => {
    state = next;
    render();
  };

  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; files?: number; bytes?: number; saveData?: boolean; totalBytes?: number } | null;
    if (data?.type === 'offline-info') {
      info = { files: data.files ?? 0, bytes: data.bytes ?? 0, saveData: Boolean(data.saveData) };
      render();
    } else if (data?.type === 'offline-progress' && state.kind !== 'removing' && state.kind !== 'kept') {
      // Saving, chosen here or in another tab of the site (a report that comes after the end changes nothing).
      set({ kind: 'saving', bytes: data.bytes ?? 0 });
    }
  });
  // A choice made in another tab: the worker that took over says which.
  container.addEventListener('controllerchange', () => {
    if (state.kind === 'removing' || (state.kind === 'saving' && !keeps(container.controller))) return;
    set(keeps(container.controller) ? { kind: 'kept' } : { kind: 'none' });
  });
  container.startMessages();

  let registration: ServiceWorkerRegistration | undefined;
  try {
    const existing = await container.getRegistration();
    const newest = existing && (existing.installing ?? existing.waiting ?? existing.active);
    registration = await container.register(keeps(newest) ? KEEP_URL : plainUrl());
  } catch (error) {
    console.warn('Offline copy not available:', error);
  }
  // Where service workers are blocked, some browsers resolve with nothing.
  if (!registration) return;

  /** Follows a worker that is installing until it is active (done) or redundant (its install failed). */
  const follow = (worker: ServiceWorker, done: OfflineState, failed: OfflineState) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (worker.state === 'activated') set(done);
        else if (worker.state === 'redundant') set(failed);
        else return;
        worker.removeEventListener('statechange', check);
        resolve();
      };
      worker.addEventListener('statechange', check);
      check();
    });

  const pending = registration.installing ?? registration.waiting;
  if (pending && keeps(pending)) {
    set({ kind: 'saving', bytes: 0 });
    void follow(pending, { kind: 'kept' }, { kind: 'failed' });
  } else if (keeps(registration.active)) set({ kind: 'kept' });

  for (const { button } of controls) button.addEventListener('click', () => void choose());
  async function choose(): Promise<void> {
    if (state.kind === 'saving' || state.kind === 'removing') return;
    const keep = state.kind !== 'kept';
    set(keep ? { kind: 'saving', bytes: 0 } : { kind: 'removing' });
    try {
      const r = await container.register(keep ? KEEP_URL : plainUrl());
      const worker = r.installing ?? r.waiting;
      if (worker) await follow(worker, keep ? { kind: 'kept' } : { kind: 'none' }, keep ? { kind: 'failed' } : { kind: 'kept' });
      else set(keep && keeps(r.active) ? { kind: 'kept' } : { kind: 'none' });
    } catch (error) {
      console.warn('Offline copy:', error);
      set(keep ? { kind: 'failed' } : { kind: 'kept' });
    }
  }

  // What keeping downloads (computed by the build, in sw.js): asked of the worker once it is active. A page the worker
  // did not serve (the first visit's) asks it to keep the page too, as it keeps every page opened later.
  const ready = await container.ready;
  ready.active?.postMessage({ type: 'offline-info', keepPage: shownBy === null ? location.href.split('#')[0] : null });
}

/** Fills a control's place (src/components/OfflineControl.astro): its button, progress bar and sentence. */
function fill(control: HTMLElement) {
  const button = document.createElement('button');
  button.type = 'button';
  const bar = document.createElement('progress');
  bar.max = 1;
  bar.hidden = true;
  bar.setAttribute('aria-label', 'Saving for offline use');
  const text = document.createElement('span');
  // One live region for the page: the footer's.
  if (control.dataset.offlineControl === 'live') text.setAttribute('role', 'status');
  control.replaceChildren(button, bar, text);
  return { control, button, bar, text };
}

/** A note at the foot of the screen: the site was updated, with a button to load the new version of this page. */
function showUpdateNote(): void {
  const note = document.createElement('div');
  note.className = 'update-note';
  note.dataset.updateNote = '';
  note.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = 'These rules were updated since this page was saved. ';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Show the new version';
  button.addEventListener('click', () => location.reload());
  note.append(text, button);
  document.body.append(note);
}
