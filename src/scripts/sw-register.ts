/**
 * Registers the service worker (dist/sw.js, made by scripts/build.ts with Workbox) that keeps the whole site and
 * its search index for offline use after the first visit. Without service worker support, or if registration
 * fails, nothing changes: the site is plain pages. Not in `astro dev`, which has no sw.js.
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // A page shown by an earlier version's worker: when a new version's worker takes over (it activates at once, see
  // scripts/lib/sw-template.js), the page on screen is still the old text, so say so and offer the new one. On a first
  // visit there was no worker, and its taking over changes nothing the reader sees.
  const shownByWorker = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (shownByWorker && !document.querySelector('[data-update-note]')) showUpdateNote();
  });
  // The layout imports this module once the page has loaded (src/layouts/Base.astro), so precaching the site never
  // competes with the page the reader opened.
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('Offline copy not available:', error);
  });
  // A worker becomes active only once it has saved every file it lists, so "ready" means the copy is complete.
  void navigator.serviceWorker.ready.then(() => {
    const status = document.querySelector('[data-offline-status]');
    // With a space first: the status follows the footer's last sentence in the same paragraph ("…comes from. Saved…").
    if (status) status.textContent = ' Saved on this device: every page and the search work offline.';
  });
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
