/*
 * Not the site's service worker. Only `astro dev` serves this file: `npm run build` overwrites it in dist/ with the
 * real one (scripts/lib/sw.ts). `npm start` and `npm run dev` share http://localhost:4321, so a browser that kept the
 * built site's offline copy would go on showing that copy instead of the dev server's pages. When that browser
 * checks for an update, it gets this worker, which deletes the copy, unregisters itself and reloads the open pages.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('stccg-rules-')) await caches.delete(key);
      await self.registration.unregister();
      for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
    })(),
  );
});
