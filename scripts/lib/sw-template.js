// The site's service worker (see scripts/lib/sw.ts). The build copies Workbox's runtime into dist/WORKBOX_DIR/ and
// injects the precache manifest (the list of files and their revisions) below; nothing here is bundled or compiled.
importScripts('/WORKBOX_DIR/workbox-sw.js');
workbox.setConfig({ modulePathPrefix: '/WORKBOX_DIR/', debug: false });
workbox.core.setCacheNameDetails({ prefix: 'stccg-rules' });

const MANIFEST = self.__WB_MANIFEST;
/**
 * Files fetched at once while installing. Workbox's own install fetches the ~3,400 files one after another
 * (workbox#2880), which on a phone's round trips takes minutes. Four at a time is about three times as fast here and
 * leaves a browser's other connections to the site (six over HTTP/1.1) to the page the reader is using — a search
 * typed during the first visit's install must not queue behind the offline copy.
 */
const INSTALL_CONCURRENCY = 4;

const precache = new workbox.precaching.PrecacheController();
precache.addToCacheList(MANIFEST);
// Files with a revision are fetched past the HTTP cache, as Workbox does; hashed /_astro/ files may come from it.
const cacheModes = new Map(MANIFEST.map((e) => [new URL(e.url, self.location.href).href, e.revision ? 'reload' : 'default']));

self.addEventListener('install', (event) => {
  // A new build's worker takes over at once (why: scripts/lib/sw.ts).
  self.skipWaiting();
  event.waitUntil(
    (async () => {
      const queue = [...precache.getURLsToCacheKeys()];
      const next = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const [url, cacheKey] = item;
          const request = new Request(url, { integrity: precache.getIntegrityForCacheKey(cacheKey), cache: cacheModes.get(url) || 'default', credentials: 'same-origin' });
          await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
        }
      };
      await Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, next));
    })(),
  );
});
// Activation deletes what the new list no longer has.
self.addEventListener('activate', (event) => precache.activate(event));
workbox.core.clientsClaim();
workbox.precaching.cleanupOutdatedCaches();
workbox.routing.registerRoute(new workbox.precaching.PrecacheRoute(precache, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] }));
// Anything not in the precache goes to the network. A page asked for with the network cut that the worker does not
// hold (the first visit's copy not finished saving, or an address that is not on the site) gets the site's own
// "Not available offline" page (src/pages/offline.astro) instead of the browser's error.
workbox.routing.setDefaultHandler(new workbox.strategies.NetworkOnly());
workbox.routing.setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await precache.matchPrecache('/offline/index.html')) || Response.error();
});
