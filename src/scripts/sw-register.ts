/**
 * Registers the service worker (dist/sw.js, made by scripts/build.ts with Workbox) that keeps the whole site and
 * its search index for offline use after the first visit. Without service worker support, or if registration
 * fails, nothing changes: the site is plain pages. Not in `astro dev`, which has no sw.js.
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After load, so precaching ~4 MB never competes with the page the reader opened.
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Offline copy not available:', error);
    });
    // A worker becomes active only once it has saved every file it lists, so "ready" means the copy is complete.
    void navigator.serviceWorker.ready.then(() => {
      const status = document.querySelector('[data-offline-status]');
      if (status) status.textContent = 'Saved on this device: every page and the search work offline.';
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
