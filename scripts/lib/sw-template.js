// The site's service worker (see scripts/lib/sw.ts), over Workbox's prebuilt runtime, which the build copies into
// dist/WORKBOX_DIR/. The build fills in the constants below; nothing here is bundled or compiled.
//
// Two ways to run, chosen by the address it was registered under (src/client/sw-register.ts):
// - /sw.js: the first visit's worker. It precaches the shell (the "Not available offline" page and what it needs) and
//   keeps each page and search file the reader opens, as they are fetched; nothing else is downloaded.
// - /sw.js?keep=1: the reader chose "Keep for offline use". It also imports the list of every file of the site
//   (KEEP_LIST) and precaches them while it installs, reporting its progress to the open pages; a later build's
//   worker fetches only the files that changed. Registering /sw.js again (undo) installs a worker without the list,
//   whose activation deletes the kept copy.
importScripts('/BASE/WORKBOX_DIR/workbox-sw.js');
workbox.setConfig({ modulePathPrefix: '/BASE/WORKBOX_DIR/', debug: false });
workbox.core.setCacheNameDetails({ prefix: 'stccg-rules' });

const SHELL = self.__WB_MANIFEST;
/** The list of every file "Keep for offline use" saves (a script that sets self.KEEP_MANIFEST), its files and bytes. */
const KEEP_LIST = 'KEEP_LIST_URL';
const KEEP_FILES = KEEP_FILES_COUNT;
const KEEP_BYTES = KEEP_BYTES_TOTAL;
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
const saveData = () => params.get('save-data') === '1' || Boolean(self.navigator.connection && self.navigator.connection.saveData);
const routeOptions = { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] };

const shell = new workbox.precaching.PrecacheController({ cacheName: 'stccg-rules-shell' });
shell.addToCacheList(SHELL);

/** Tells every open page of the site how far saving the kept copy has come. */
let saved = { files: 0, bytes: 0 };
let lastReport = 0;
async function report(force) {
  const now = Date.now();
  if (!force && now - lastReport < 200) return;
  lastReport = now;
  const message = { type: 'offline-progress', files: saved.files, bytes: saved.bytes, totalFiles: KEEP_FILES, totalBytes: KEEP_BYTES };
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

const kept = [];
if (keep) {
  importScripts(KEEP_LIST);
  const sizes = new Map(self.KEEP_MANIFEST.map((e) => [new URL(e.url, self.location.href).pathname, e.size]));
  // A Workbox plugin: called for each file the install puts into a kept cache.
  const progress = {
    cacheDidUpdate: async ({ request }) => {
      saved.files += 1;
      saved.bytes += sizes.get(new URL(request.url).pathname) || 0;
      await report(false);
    },
  };
  const parts = Array.from({ length: KEEP_PARTS }, () => []);
  for (const e of self.KEEP_MANIFEST) parts[partOf(e.url)].push({ url: e.url, revision: e.revision });
  parts.forEach((list, i) => {
    const controller = new workbox.precaching.PrecacheController({ cacheName: `${KEPT_CACHE_PREFIX}${i}`, plugins: [progress] });
    controller.addToCacheList(list);
    kept.push(controller);
  });
}

/** A file's part of the kept copy: the same for the same path in every build, so an update refetches only changes. */
function partOf(url) {
  let h = 0;
  for (let i = 0; i < url.length; i++) h = (h * 31 + url.charCodeAt(i)) >>> 0;
  return h % KEEP_PARTS;
}

self.addEventListener('install', (event) => {
  // A new worker takes over at once (why: scripts/lib/sw.ts).
  self.skipWaiting();
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
      await caches.delete(workbox.core.cacheNames.precache);
      if (keep) await Promise.all(kept.map((c) => c.activate(event)));
      // Undone (or never chosen): the kept copy goes.
      else for (const name of await caches.keys()) if (name.startsWith(KEPT_CACHE_PREFIX)) await caches.delete(name);
    })(),
  );
});

// A page asks what keeping the site would download; one the worker did not serve (the first visit's, loaded before
// the worker existed) asks it to keep the page as it keeps every page opened later (from the browser's HTTP cache,
// revalidated: the page was just loaded).
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'offline-info' || !event.source) return;
  event.source.postMessage({ type: 'offline-info', keep, files: KEEP_FILES, bytes: KEEP_BYTES, saveData: saveData() });
  const page = typeof event.data.keepPage === 'string' ? new URL(event.data.keepPage) : null;
  if (page && sameOrigin(page) && isPage(page) && !keep) event.waitUntil(pages.handleAll({ request: new Request(page.href), event })[1]);
});

workbox.core.clientsClaim();
workbox.precaching.cleanupOutdatedCaches();

// The kept copy first (cache first: the saved version, replaced as a whole by a later build's worker), then the shell.
for (const controller of kept) workbox.routing.registerRoute(new workbox.precaching.PrecacheRoute(controller, routeOptions));
workbox.routing.registerRoute(new workbox.precaching.PrecacheRoute(shell, routeOptions));

// What the reader opens, kept as it is fetched. Pages and the search index from the network while there is one (the
// current text), from the cache without; a page's query string (/search/?q=…) does not make it another page.
const sameOrigin = (url) => url.origin === self.location.origin;
const isPage = (url) => url.pathname.endsWith('/') || url.pathname.endsWith('.html');
const withoutQuery = { cacheKeyWillBeUsed: async ({ request }) => request.url.split('?')[0] };
const pages = new workbox.strategies.NetworkFirst({ cacheName: 'stccg-rules-pages', networkTimeoutSeconds: 5, plugins: [withoutQuery] });
workbox.routing.registerRoute(({ url, request }) => sameOrigin(url) && (request.mode === 'navigate' || isPage(url)), pages);
// Astro's files carry their hash in their name: they never change.
workbox.routing.registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/BASE/_astro/'),
  new workbox.strategies.CacheFirst({ cacheName: 'stccg-rules-assets' }),
);
// The search: Pagefind's index and the lexicon and semantic layer (src/client/search/); Pagefind's ?ts= is dropped.
workbox.routing.registerRoute(
  ({ url }) =>
    sameOrigin(url) && (url.pathname.startsWith('/BASE/pagefind/') || url.pathname.startsWith('/BASE/search/') || url.pathname === '/BASE/favicon.svg'),
  new workbox.strategies.NetworkFirst({ cacheName: 'stccg-rules-search', plugins: [withoutQuery] }),
);
// Anything else (the JSON export, /data/, is for programs) goes to the network. A page asked for with the network cut
// that the worker does not hold gets the site's own "Not available offline" page (src/pages/offline.astro).
workbox.routing.setDefaultHandler(new workbox.strategies.NetworkOnly());
workbox.routing.setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await shell.matchPrecache('/BASE/offline/index.html')) || Response.error();
});
