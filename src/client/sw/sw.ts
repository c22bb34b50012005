/**
 * The site's service worker (dist/sw.js): Workbox's modules, bundled by the build (scripts/lib/sw.ts) with the
 * manifest it compiles in (`SW_MANIFEST`: the site's base path, the shell, and where the kept copy's list is). Every
 * address it serves is under the base ("/", or SITE_BASE such as "/rules/"), where sw.js itself sits. Type-checked with the
 * worker's own globals (./tsconfig.json: the WebWorker library; the pages' is the DOM's); its messages with the pages
 * are the types of src/lib/offline-messages.ts, which src/client/sw-register.ts uses too.
 *
 * Two ways to run, chosen by the address it was registered under (src/client/sw-register.ts):
 * - /sw.js: the first visit's worker. It precaches the shell (the "Not available offline" page and what it needs) and
 *   keeps each page and search file the reader opens, as they are fetched; nothing else is downloaded.
 * - /sw.js?keep=1: the reader chose "Keep for offline use". It also imports the list of every file of the site
 *   (`keep.list`) and precaches them while it installs, reporting its progress to the open pages; a later build's
 *   worker fetches only the files that changed. Registering /sw.js again (undo) installs a worker without the list,
 *   whose activation deletes the kept copy.
 */
import { cacheNames, clientsClaim, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler, setDefaultHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { pageMessage, type KeepEntry, type OfflineProgress, type PrecacheEntry, type SwManifest, type WorkerMessage } from '../../lib/offline-messages.ts';

declare const self: ServiceWorkerGlobalScope & { KEEP_MANIFEST?: KeepEntry[] };
/** Compiled in by the build (scripts/lib/sw.ts, esbuild's `define`). */
declare const SW_MANIFEST: SwManifest;

setCacheNameDetails({ prefix: 'stccg-rules' });

const { base: BASE, shell: SHELL, keep: KEEP } = SW_MANIFEST;
/**
 * The kept copy is saved by this many precaches at once, each with its own part of the list: Workbox's install fetches
 * one file after another (workbox#2880), which for ~3,700 files on a phone's round trips takes minutes. Four leaves a
 * browser's other connections to the site (six over HTTP/1.1) to the page the reader is using.
 */
const KEEP_PARTS = 4;
const KEPT_CACHE_PREFIX = 'stccg-rules-kept-';

const params = new URL(self.location.href).searchParams;
const keep = params.get('keep') === '1';
/**
 * Whether the browser asks to save data (Save-Data): then nothing is downloaded that the reader did not ask for. The
 * page registers /sw.js?save-data=1 when its navigator says so; the worker's own navigator is asked too.
 */
const saveData = (): boolean =>
  params.get('save-data') === '1' || Boolean((self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection?.saveData);
const routeOptions = { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] };

const shell = new PrecacheController({ cacheName: 'stccg-rules-shell' });
shell.addToCacheList(SHELL);

/** Says the same thing to every open page of the site. */
async function tellPages(message: WorkerMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

/** Tells every open page of the site how far saving the kept copy has come. */
let saved = { files: 0, bytes: 0 };
let lastReport = 0;
async function report(force: boolean): Promise<void> {
  const now = Date.now();
  if (!force && now - lastReport < 200) return;
  lastReport = now;
  const message: OfflineProgress = { type: 'offline-progress', files: saved.files, bytes: saved.bytes, totalFiles: KEEP.files, totalBytes: KEEP.bytes };
  await tellPages(message);
}

/** A file's part of the kept copy: the same for the same path in every build, so an update refetches only changes. */
function partOf(url: string): number {
  let h = 0;
  for (let i = 0; i < url.length; i++) h = (h * 31 + url.charCodeAt(i)) >>> 0;
  return h % KEEP_PARTS;
}

/** The kept copy's precaches (none unless this worker keeps the site). */
function keptControllers(): PrecacheController[] {
  if (!keep) return [];
  importScripts(KEEP.list);
  const list = self.KEEP_MANIFEST ?? [];
  const sizes = new Map(list.map((e) => [new URL(e.url, self.location.href).pathname, e.size]));
  // A Workbox plugin: called for each file the install puts into a kept cache.
  const progress: WorkboxPlugin = {
    cacheDidUpdate: async ({ request }) => {
      saved.files += 1;
      saved.bytes += sizes.get(new URL(request.url).pathname) ?? 0;
      await report(false);
    },
  };
  const parts = Array.from({ length: KEEP_PARTS }, (): PrecacheEntry[] => []);
  for (const e of list) parts[partOf(e.url)]?.push({ url: e.url, revision: e.revision });
  return parts.map((part, i) => {
    const controller = new PrecacheController({ cacheName: `${KEPT_CACHE_PREFIX}${i}`, plugins: [progress] });
    controller.addToCacheList(part);
    return controller;
  });
}
const kept = keptControllers();

self.addEventListener('install', (event) => {
  // A new worker takes over at once (why: scripts/lib/sw.ts).
  void self.skipWaiting();
  event.waitUntil(
    (async () => {
      // The shell is the one download nobody asked for: none under Save-Data.
      if (!saveData() || keep) await shell.install(event);
      if (keep) {
        saved = { files: 0, bytes: 0 };
        await Promise.all(kept.map((c) => c.install(event)));
        await report(true);
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await shell.activate(event);
      // The precache of earlier versions of this worker, which saved the whole site on the first visit.
      await caches.delete(cacheNames.precache);
      if (keep) await Promise.all(kept.map((c) => c.activate(event)));
      // Undone (or never chosen): the kept copy goes.
      else for (const name of await caches.keys()) if (name.startsWith(KEPT_CACHE_PREFIX)) await caches.delete(name);
    })(),
  );
});

// What the reader opens, kept as it is fetched. Pages and the search index from the network while there is one (the
// current text), from the cache without; a page's query string (/search/?q=…) does not make it another page.
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPage = (url: URL) => url.pathname.endsWith('/') || url.pathname.endsWith('.html');
const withoutQuery: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => request.url.split('?')[0] ?? request.url };
const pages = new NetworkFirst({ cacheName: 'stccg-rules-pages', networkTimeoutSeconds: 5, plugins: [withoutQuery] });

// A page asks what keeping the site would download; one the worker did not serve (the first visit's, loaded before
// the worker existed) asks it to keep the page as it keeps every page opened later (from the browser's HTTP cache,
// revalidated: the page was just loaded).
self.addEventListener('message', (event) => {
  const message = pageMessage(event.data);
  if (!message || !event.source) return;
  const answer: WorkerMessage = { type: 'offline-info', keep, files: KEEP.files, bytes: KEEP.bytes, saveData: saveData() };
  // On the message's own channel where it came with one (workbox-window's messageSW), else to the page that asked.
  const port = event.ports[0];
  if (port) port.postMessage(answer);
  else event.source.postMessage(answer);
  const page = message.keepPage === null ? null : new URL(message.keepPage);
  if (page && sameOrigin(page) && isPage(page) && !keep) event.waitUntil(pages.handleAll({ request: new Request(page.href), event })[1]);
});

clientsClaim();
cleanupOutdatedCaches();

// The kept copy first (cache first: the saved version, replaced as a whole by a later build's worker), then the shell.
for (const controller of kept) registerRoute(new PrecacheRoute(controller, routeOptions));
registerRoute(new PrecacheRoute(shell, routeOptions));

registerRoute(({ url, request }) => sameOrigin(url) && (request.mode === 'navigate' || isPage(url)), pages);
// Astro's files carry their hash in their name: they never change.
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith(`${BASE}_astro/`), new CacheFirst({ cacheName: 'stccg-rules-assets' }));
// The search: Pagefind's index and the lexicon and semantic layer (src/client/search/); Pagefind's ?ts= is dropped.
registerRoute(
  ({ url }) =>
    sameOrigin(url) && (url.pathname.startsWith(`${BASE}pagefind/`) || url.pathname.startsWith(`${BASE}search/`) || url.pathname === `${BASE}favicon.svg`),
  new NetworkFirst({ cacheName: 'stccg-rules-search', plugins: [withoutQuery] }),
);
// Anything else (the JSON export, /data/, is for programs) goes to the network. A page asked for with the network cut
// that the worker does not hold gets the site's own "Not available offline" page (src/pages/offline.astro).
setDefaultHandler(new NetworkOnly());
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await shell.matchPrecache(`${BASE}offline/index.html`)) ?? Response.error();
});
