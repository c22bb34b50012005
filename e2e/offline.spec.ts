import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { precacheManifest } from '../scripts/lib/sw.ts';

// Every other spec blocks service workers (playwright.config.ts); these are about them.
test.use({ serviceWorkers: 'allow' });

const manifestSize = precacheManifest(readFileSync(join(import.meta.dirname, '../dist/sw.js'), 'utf8')).length;

/**
 * Waits until the service worker controls the page and its precache holds every file sw.js lists: some 3,500 files,
 * four at a time (scripts/lib/sw-template.js), which on this shared 2-core machine with the other browser tests running
 * can take over a minute.
 */
async function waitForOfflineCopy(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 110_000 }).toBe(true);
  const cached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((k) => k.includes('precache'));
    return name ? (await (await caches.open(name)).keys()).length : 0;
  });
  expect(cached).toBe(manifestSize);
}

test.describe('offline', () => {
  test.setTimeout(180_000);

  test('should show pages never visited and search them with the network cut, after one visit', async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineCopy(page);
    await expect(page.locator('[data-offline-status]')).toHaveText('Saved on this device: every page and the search work offline.');
    await context.setOffline(true);

    // The network is really cut, for the page and for the worker's own fetches: what isn't precached fails.
    expect(await page.evaluate(() => fetch('/data/terms.json').then(() => 'fetched', () => 'failed'))).toBe('failed');

    // A page not visited before, by its directory URL (served from …/index.html).
    const response = await page.goto('/1e/glossary/warp-speed/');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Warp Speed');

    // The header search box: results from the precached index.
    await page.locator('#site-search').fill('downloading');
    const result = page.locator('[data-search-results] a', { hasText: /^downloading$/ });
    await expect(result.first()).toBeVisible();
    await result.first().click();
    await expect(page).toHaveURL(/\/1e\/glossary\/downloading\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('downloading');

    // Search by meaning too: the semantic layer (model, vectors, records, worker) is in the offline copy, and a query
    // whose words are not the rule's finds it (no passage says "stealth"; the cloaking passages' search aids do).
    await page.goto('/1e/glossary/warp-speed/');
    await page.locator('#site-search-edition').selectOption('1E');
    await page.locator('#site-search').fill('stealth ship');
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLElement>('[data-search-box]');
      return el?.dataset.searchFused === 'true' || el?.dataset.semantic === 'failed';
    });
    await expect(page.locator('[data-search-box]')).toHaveAttribute('data-semantic', 'ready');
    await expect(page.locator('[data-search-results] li.result > a[href^="/1e/glossary/cloaking"]').first()).toBeVisible();

    // The results page, whose query string the precache ignores.
    await page.goto('/search/?q=Q-Continuum+side+deck');
    await expect(page.locator('[data-search-results] li a').first()).toBeVisible();

    // An address the offline copy does not hold: the site's own page says so, not the browser's error.
    await page.goto('/1e/glossary/no-such-term/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available offline');
    await expect(page.getByRole('link', { name: '1E Glossary A–Z' })).toBeVisible();
  });

});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('should leave the site as it was where service workers are blocked', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/1e/rulebook/');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    await page.locator('#site-search').fill('downloading');
    await expect(page.locator('[data-search-results] a').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
