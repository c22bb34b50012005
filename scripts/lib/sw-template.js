// The site's service worker (see scripts/lib/sw.ts). The build copies Workbox's runtime into dist/WORKBOX_DIR/ and
// injects the precache manifest (the list of files and their revisions) below; nothing here is bundled or compiled.
importScripts('/WORKBOX_DIR/workbox-sw.js');
workbox.setConfig({ modulePathPrefix: '/WORKBOX_DIR/', debug: false });
workbox.core.setCacheNameDetails({ prefix: 'stccg-rules' });
// A new build's worker takes over at once (why: scripts/lib/sw.ts).
self.addEventListener('install', () => self.skipWaiting());
workbox.core.clientsClaim();
workbox.precaching.cleanupOutdatedCaches();
workbox.precaching.precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] });
// Anything not in the precache goes to the network. A page asked for with the network cut that the worker does not
// hold (the first visit's copy not finished saving, or an address that is not on the site) gets the site's own
// "Not available offline" page (src/pages/offline.astro) instead of the browser's error.
workbox.routing.setDefaultHandler(new workbox.strategies.NetworkOnly());
workbox.routing.setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await workbox.precaching.matchPrecache('/offline/index.html')) || Response.error();
});
