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
