/**
 * The site under a base path (issue 35): built with SITE_BASE=/rules/ on a copy of the project (tests/base-build.ts;
 * reused when tests/base-path.test.ts made it first, as `npm test` runs them) and served by the site's own server at
 * /rules/. A search, by words and by meaning, finds and links under /rules/; "Keep for offline use" saves the copy
 * under /rules/, after which a page never opened and the search work with the network cut (e2e/offline.spec.ts's way).
 */
import { test, expect, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import { createSiteServer, listen } from '../scripts/lib/server.ts';
import { keepManifest } from '../scripts/lib/sw.ts';
import { megabytes } from '../src/client/offline-text.ts';
import { BASE, BASE_BUILD_HOOK_MS, baseBuild } from '../tests/base-build.ts';
import { settled } from './search-steps.ts';

test.use({ serviceWorkers: 'allow' });
// One build and one server for both tests.
test.describe.configure({ mode: 'serial' });

let server: Server;
let origin: string;
let dist: string;

test.beforeAll(async () => {
  test.setTimeout(BASE_BUILD_HOOK_MS);
  dist = baseBuild();
  // The server takes the base from the build (its manifest's scope).
  server = createSiteServer({ dist });
  origin = await listen(server, 0, '127.0.0.1');
});
test.afterAll(() => {
  server?.closeAllConnections();
  server?.close();
});

const at = (path: string) => `${origin}${BASE}${path.replace(/^\//, '')}`;
const footerControl = (page: Page) => page.locator('.offline-control-footer');

async function searchByWords(page: Page, query: string, text: RegExp): Promise<void> {
  await page.locator('#site-search').fill(query);
  await expect(page.locator('[data-search-results] a', { hasText: text }).first()).toBeVisible();
}

test('a search finds the rules and links to them under /rules/, from the box and on the results page', async ({ page }) => {
  const root = await page.goto(`${origin}/`);
  expect(new URL(page.url()).pathname).toBe(BASE);
  expect(root?.ok()).toBe(true);
  // From here on, every file the page and its workers ask for — the preloads on the box's focus, Pagefind's files, the
  // lexicon and names, the semantic layer's records, tokenizer, vectors and model shards — is under /rules/ and there.
  const requested: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).origin === origin && requested.push(new URL(r.url()).pathname)));
  page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`)));
  await searchByWords(page, 'downloading', /^downloading$/);
  // The box's focus asked for Pagefind's entry, and then its metadata and WebAssembly (named by the entry), under /rules/.
  expect(requested).toEqual(
    expect.arrayContaining([
      '/rules/pagefind/pagefind-entry.json',
      expect.stringMatching(/^\/rules\/pagefind\/pagefind\..+\.pf_meta$/),
      expect.stringMatching(/^\/rules\/pagefind\/wasm\./),
    ]),
  );
  const link = page.locator('[data-search-results] a', { hasText: /^downloading$/ }).first();
  await expect(link).toHaveAttribute('href', /^\/rules\/1e\/glossary\/downloading\//);
  await link.click();
  await expect(page).toHaveURL(/\/rules\/1e\/glossary\/downloading\/#?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/^downloading/);

  // The search by meaning: its model and vectors load from under /rules/.
  await page.locator('#site-search-edition').selectOption('1E');
  await page.locator('#site-search').fill('stealth ship');
  await settled(page);
  await expect(page.locator('[data-search-box]')).toHaveAttribute('data-semantic', 'ready');
  await expect(page.locator('[data-search-results] li.result > a[href^="/rules/1e/glossary/cloaking"]').first()).toBeVisible();
  // The semantic layer's files, the query's model shards among them (asked for by the semantic worker).
  expect(requested).toEqual(
    expect.arrayContaining([
      '/rules/search/semantic/records.json',
      '/rules/search/semantic/vectors.bin',
      expect.stringMatching(/^\/rules\/search\/semantic\/model\/\d+\.bin$/),
    ]),
  );
  expect(requested.filter((p) => !p.startsWith(BASE))).toEqual([]);
  expect(failed).toEqual([]);

  // The results page, reached by the search form.
  await page.goto(at('/search/?q=Q-Continuum+side+deck'));
  await expect(page.locator('[data-search-results] li a').first()).toBeVisible();
  const hrefs = await page.locator('[data-search-results] li a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => h.startsWith('/') && !h.startsWith('/rules/'))).toEqual([]);
});

test('"Keep for offline use" saves the site under /rules/; a page never opened and the search then work offline', async ({ page, context }) => {
  test.setTimeout(300_000);
  const keep = keepManifest(dist);
  await page.goto(at('/'));
  // The worker, registered at /rules/sw.js, controls the pages under /rules/.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 60_000 }).toMatch(/\/rules\/sw\.js/);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(at('/'));
  const control = footerControl(page);
  await expect(control.getByRole('button')).toHaveText(`Keep for offline use (${megabytes(keep.bytes)})`, { timeout: 30_000 });
  await control.getByRole('button').click();
  await expect(control.getByRole('status')).toHaveText('Saved on this device: every page and the search work offline.', { timeout: 240_000 });

  await context.setOffline(true);
  // A page never opened, by its directory URL.
  const response = await page.goto(at('/1e/glossary/warp-speed/'));
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Warp Speed');
  await expect(footerControl(page).getByRole('button')).toHaveText('Remove the offline copy');
  // The search, from the kept index.
  await searchByWords(page, 'downloading', /^downloading$/);
  // An address the copy does not hold: the site's own page, from under /rules/.
  await page.goto(at('/1e/glossary/no-such-term/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available offline');
  await context.setOffline(false);
});
