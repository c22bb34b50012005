/**
 * Offline on the reader's terms (issue 29): a first visit downloads the page, the service worker and a small shell,
 * nothing more; "Keep for offline use (N MB)" saves the rest (every page, the search index and its semantic layer),
 * after which pages never opened and search, by words and by meaning, work with the network cut; removing the copy
 * undoes it. The byte counts come from the browser's own network events, the worker's requests included.
 * Reads the built site only inside the tests (fixtures below), so the file lists without a build.
 */
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { join } from 'node:path';
import { keepManifest } from '../scripts/lib/sw.ts';
import { megabytes } from '../src/client/offline-text.ts';
import { violations } from './axe.ts';
import { settled } from './search-steps.ts';

const DIST = join(import.meta.dirname, '../dist');
/** What a first visit may download beyond the page itself (issue 29). */
const FIRST_VISIT_BUDGET = 300 * 1024;

interface Transfer {
  url: string;
  bytes: number;
  /** Made by the service worker (its install, or a fetch it passed to the network). */
  byWorker: boolean;
}

/**
 * The transfers so far. A response is recorded once its sizes are read, after the browser reports it finished, so
 * `settled()` waits for those still being read: the list then holds every response that finished before the call.
 */
type Transfers = Transfer[] & { settled(): Promise<Transfer[]> };

const test = base.extend<{ transfers: Transfers }, { keep: ReturnType<typeof keepManifest> }>({
  // What "Keep for offline use" downloads, as the build wrote it into dist/sw.js.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's first parameter as a destructuring pattern; `{}` asks for no fixture.
  keep: [async ({}, use) => use(keepManifest(DIST)), { scope: 'worker' }],
  // Every response that came over the network in this test's context: the pages' and the service worker's. A response
  // the worker answered from its cache is no transfer (its own network request, if it made one, is counted instead).
  transfers: async ({ context }, use) => {
    const list: Transfer[] = [];
    const pending: Array<Promise<void>> = [];
    const record = (request: Request) =>
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response || response.fromServiceWorker()) return;
          // Bytes as they came over the wire (compressed). For the worker's scripts (sw.js, Workbox's runtime) Chromium
          // reports a body of 0: there, the body as received (uncompressed, so more than went over the wire). A body
          // that cannot be read counts as NaN, which fails the budget rather than passing it uncounted.
          const sizes = await request.sizes();
          const body =
            sizes.responseBodySize > 0 || response.status() !== 200
              ? sizes.responseBodySize
              : await response.body().then(
                  (b) => b.length,
                  () => NaN,
                );
          const bytes = body + sizes.responseHeadersSize;
          list.push({ url: request.url(), bytes, byWorker: request.serviceWorker() !== null });
        })(),
      );
    const settled = async (): Promise<Transfer[]> => {
      // Reading a response's sizes may finish after another response is reported: wait until none is left.
      for (let n = -1; n !== pending.length; ) {
        n = pending.length;
        await Promise.all(pending);
      }
      return list;
    };
    context.on('requestfinished', record);
    await use(Object.assign(list, { settled }));
    context.off('requestfinished', record);
    await settled();
  },
});

// Every other spec blocks service workers (playwright.config.ts); these are about them.
test.use({ serviceWorkers: 'allow' });

const footerControl = (page: Page) => page.locator('.offline-control-footer');

/** Waits until the worker controls the page and the control offers to keep the site, with its size. */
async function waitForControl(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  await expect(footerControl(page).getByRole('button')).toHaveText(/^Keep for offline use \(\d+(\.\d)? MB\)$/, { timeout: 30_000 });
}

/** The names of the caches on this origin and how many entries each holds. */
const cacheSizes = (page: Page) =>
  page.evaluate(async () =>
    Object.fromEntries(await Promise.all((await caches.keys()).map(async (k) => [k, (await (await caches.open(k)).keys()).length] as const))),
  );

async function searchByWords(page: Page, query: string, text: RegExp): Promise<void> {
  await page.locator('#site-search').fill(query);
  await expect(page.locator('[data-search-results] a', { hasText: text }).first()).toBeVisible();
}

test.describe('a first visit', () => {
  for (const path of ['/', '/1e/glossary/warp-speed/']) {
    test(`to ${path} should download the page, the worker and the shell, no more than 300 KB beyond the page`, async ({ page, context, transfers, keep }) => {
      test.setTimeout(120_000);
      await page.goto(path);
      await waitForControl(page);
      const control = footerControl(page);
      await expect(control.getByRole('button')).toHaveText(`Keep for offline use (${megabytes(keep.bytes)})`);
      await expect(control).toContainText('Only the pages you open are kept on this device.');

      const page0 = new URL(path, page.url()).href;
      // The page itself, as the browser loaded it; the worker fetching it again to keep it is counted.
      const beyond = (await transfers.settled()).filter((t) => t.url !== page0 || t.byWorker);
      const total = beyond.reduce((sum, t) => sum + t.bytes, 0);
      const listing = beyond.map((t) => `${t.bytes} ${t.url}${t.byWorker ? ' (worker)' : ''}`).join('\n');
      test.info().annotations.push({ type: 'first visit beyond the page', description: `${total} bytes:\n${listing}` });
      expect(total, listing).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
      // The worker's own requests are among those counted: its install fetched the shell's page.
      expect(
        beyond.some((t) => t.byWorker && t.url.endsWith('/offline/index.html')),
        listing,
      ).toBe(true);
      // No other page, no search file, none of the kept copy's list.
      const pathsOf = beyond.map((t) => new URL(t.url).pathname);
      expect(pathsOf.filter((p) => (p.endsWith('/') || p.endsWith('.html')) && p !== '/offline/index.html' && p !== new URL(page0).pathname)).toEqual([]);
      expect(pathsOf.filter((p) => p.startsWith('/pagefind/') || p.startsWith('/search/') || p.startsWith('/sw-keep.'))).toEqual([]);
      const cachesNow = await cacheSizes(page);
      expect(Object.keys(cachesNow).filter((k) => k.includes('-kept-'))).toEqual([]);
      expect(Object.values(cachesNow).reduce((a, b) => a + b, 0)).toBeLessThan(20);

      if (path === '/') return;
      // What the reader opened keeps working offline: the page, and a search made online.
      await searchByWords(page, 'downloading', /^downloading$/);
      await page.goto('/1e/glossary/downloading/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('downloading');
      await context.setOffline(true);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Warp Speed');
      await searchByWords(page, 'downloading', /^downloading$/);
      // A page never opened is not there.
      await page.goto('/1e/glossary/battle/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available offline');
    });
  }
});

test.describe('the control', () => {
  test('should be in the menu on a phone, reachable by keyboard, with nothing axe finds', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/1e/glossary/warp-speed/');
    await waitForControl(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const inMenu = page.locator('.offline-control-menu').getByRole('button', { name: /^Keep for offline use \(/ });
    await expect(inMenu).toBeVisible();
    // Tab from the Menu button through the menu reaches it.
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await inMenu.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('the control on a wide screen', () => {
  test('should be in the header behind an "Offline use" disclosure that keeps the header\'s height, by keyboard, with nothing axe finds', async ({
    page,
    keep,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/1e/glossary/warp-speed/');
    await waitForControl(page);
    const header = page.locator('header.site-header');
    const disclosure = header.getByRole('button', { name: 'Offline use', exact: true });
    await expect(disclosure).toBeVisible();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    const inHeader = header.getByRole('button', { name: `Keep for offline use (${megabytes(keep.bytes)})` });
    await expect(inHeader).toBeHidden();
    // On the header's first row, beside the theme switch: the header is as tall as without it.
    const shown = (await header.boundingBox())!.height;
    const box = (await disclosure.boundingBox())!;
    const theme = (await header.locator('[data-theme-switch]').boundingBox())!;
    expect(box.y).toBeLessThan(theme.y + theme.height);
    expect(box.x).toBeGreaterThan(theme.x);

    // Tab from the top of the page reaches it; Enter opens it, and Tab goes on into its panel.
    await page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await disclosure.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(inHeader).toBeVisible();
    await expect(header.locator('.offline-control-menu')).toContainText('Only the pages you open are kept on this device.');
    // The panel opens over the page: the header keeps its height.
    expect((await header.boundingBox())!.height).toBe(shown);
    await page.keyboard.press('Tab');
    await expect(inHeader).toBeFocused();
    expect(await violations(page)).toEqual([]);
    // Escape closes it and gives focus back to the disclosure.
    await page.keyboard.press('Escape');
    await expect(inHeader).toBeHidden();
    await expect(disclosure).toBeFocused();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    // Without the disclosure the header is as tall, on the narrowest wide screen too: it added nothing to it.
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(disclosure).toBeVisible();
      const withIt = (await header.boundingBox())!.height;
      await page.locator('.offline-menu').evaluate((el) => ((el as HTMLElement).style.display = 'none'));
      expect((await header.boundingBox())!.height, `header at ${width} px`).toBe(withIt);
      await page.locator('.offline-menu').evaluate((el) => ((el as HTMLElement).style.display = ''));
    }
  });
});

test.describe('Save-Data', () => {
  test('should download nothing in the background, and say so by the control', async ({ page, context, transfers }) => {
    test.setTimeout(120_000);
    // Chromium's own switch for navigator.connection.saveData, as a browser in data-saving mode sets it.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await page.goto('/1e/glossary/warp-speed/');
    expect(await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
    await waitForControl(page);
    const control = footerControl(page);
    await expect(control.getByRole('status')).toHaveText(/^Your browser asks to save data: nothing is downloaded in the background/);
    // The worker's install fetched no shell: no offline page, nothing precached.
    const byWorker = (await transfers.settled()).filter((t) => t.byWorker).map((t) => new URL(t.url).pathname);
    expect(byWorker.filter((p) => p !== '/sw.js' && p !== '/1e/glossary/warp-speed/')).toEqual([]);
    // (Workbox opens the shell's cache on activation; it stays empty.)
    expect(Object.entries(await cacheSizes(page)).filter(([k, n]) => (k.includes('-shell') || k.includes('-kept-')) && n > 0)).toEqual([]);
  });
});

test.describe('keeping the site for offline use', () => {
  test('should save every page and the search with progress, resume after a cut, work with the network cut, and be undone', async ({
    page,
    context,
    keep,
    transfers,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    await waitForControl(page);
    const control = footerControl(page);
    // What the first visit's worker fetched (its shell) is all recorded before this point: only what follows counts.
    const fromClick = (await transfers.settled()).length;
    // The server sends the build's precompressed copies, fast enough for the whole copy to arrive before the network is
    // cut below: the list's last file is held until the cut, so the cut always falls midway.
    const held = `/${keep.entries.at(-1)?.url}`;
    let cutMade = () => {};
    const cut = new Promise<void>((resolve) => (cutMade = resolve));
    const hold = (url: URL) => url.pathname === held;
    await context.route(hold, async (route) => {
      await cut;
      await route.abort('internetdisconnected');
    });
    await control.getByRole('button', { name: /^Keep for offline use/ }).click();
    // Progress while it saves, then the outcome, announced (the footer's sentence is a status region).
    await expect(control.getByRole('progressbar', { name: 'Saving for offline use' })).toBeVisible();
    // The worker's reports arrive: some MB of the total saved, the bar moving.
    await expect(control.getByRole('status')).toHaveText(new RegExp(`^Saved (0\\.[1-9]|[1-9][\\d.]*) MB of ${megabytes(keep.bytes)}\\.$`), { timeout: 60_000 });
    expect(await control.locator('progress').evaluate((p: HTMLProgressElement) => p.value)).toBeGreaterThan(0);

    // The network drops midway: the control says so, and what was saved stays; saving again fetches only the rest.
    await context.setOffline(true);
    cutMade();
    await expect(control.getByRole('status')).toHaveText(/^Saving stopped before the copy was complete/, { timeout: 60_000 });
    await context.unroute(hold);
    await expect(control.getByRole('button')).toHaveText(`Keep for offline use (${megabytes(keep.bytes)})`);
    await context.setOffline(false);
    await control.getByRole('button').click();
    await expect(control.getByRole('progressbar', { name: 'Saving for offline use' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await expect(control.getByRole('status')).toHaveText('Saved on this device: every page and the search work offline.', { timeout: 200_000 });
    const listed = new Set(keep.entries.map((e) => `/${e.url}`));
    const fetched = (await transfers.settled())
      .slice(fromClick)
      .filter((t) => t.byWorker)
      .map((t) => new URL(t.url).pathname)
      .filter((p) => listed.has(p));
    const twice = fetched.filter((p, i) => fetched.indexOf(p) !== i);
    expect(fetched.length).toBeGreaterThan(keep.files / 2);
    expect(twice, 'files fetched again after the network came back').toEqual([]);
    await expect(control.getByRole('progressbar')).toBeHidden();
    // Every file of the kept list is in the kept caches.
    const kept = Object.entries(await cacheSizes(page)).filter(([k]) => k.includes('-kept-'));
    expect(kept.reduce((sum, [, n]) => sum + n, 0)).toBe(keep.files);

    await context.setOffline(true);
    // The network is really cut, for the page and for the worker's own fetches: what isn't kept fails.
    expect(
      await page.evaluate(() =>
        fetch('/data/terms.json').then(
          () => 'fetched',
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    // A page never opened, by its directory URL (kept as …/index.html).
    const response = await page.goto('/1e/glossary/warp-speed/');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Warp Speed');
    await expect(footerControl(page).getByRole('button')).toHaveText('Remove the offline copy');

    // The header search box, from the kept index.
    await searchByWords(page, 'downloading', /^downloading$/);
    await page
      .locator('[data-search-results] a', { hasText: /^downloading$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/1e\/glossary\/downloading\/$/);

    // Search by meaning: the semantic layer (model, vectors, records, worker) is kept, and a query whose words are not
    // the rule's finds it (no passage says "stealth"; the cloaking passages' search aids do).
    await page.goto('/1e/glossary/warp-speed/');
    await page.locator('#site-search-edition').selectOption('1E');
    await page.locator('#site-search').fill('stealth ship');
    await settled(page);
    await expect(page.locator('[data-search-box]')).toHaveAttribute('data-semantic', 'ready');
    await expect(page.locator('[data-search-results] li.result > a[href^="/1e/glossary/cloaking"]').first()).toBeVisible();

    // The results page, whose query string the kept copy ignores.
    await page.goto('/search/?q=Q-Continuum+side+deck');
    await expect(page.locator('[data-search-results] li a').first()).toBeVisible();

    // An address the copy does not hold: the site's own page says so, not the browser's error.
    await page.goto('/1e/glossary/no-such-term/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available offline');

    // Undo: the kept copy goes; a page never opened is no longer there offline.
    await context.setOffline(false);
    await page.goto('/1e/rulebook/');
    const again = footerControl(page);
    await again.getByRole('button', { name: 'Remove the offline copy' }).click();
    await expect(again.getByRole('button')).toHaveText(/^Keep for offline use \(/, { timeout: 60_000 });
    await expect(again.getByRole('status')).toHaveText('Only the pages you open are kept on this device.');
    expect(Object.keys(await cacheSizes(page)).filter((k) => k.includes('-kept-'))).toEqual([]);
    await context.setOffline(true);
    await page.goto('/1e/glossary/battle/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available offline');
  });
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('should leave the site as it was where service workers are blocked, with no offline control', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/1e/rulebook/');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    await page.locator('#site-search').fill('downloading');
    await expect(page.locator('[data-search-results] a').first()).toBeVisible();
    await expect(page.locator('[data-offline-control]')).toHaveCount(2);
    await expect(page.locator('[data-offline-control]').first()).toBeHidden();
    expect(errors).toEqual([]);
  });
});
