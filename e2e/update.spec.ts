/**
 * A returning reader after a deploy (issue 17, item 5): the page a service worker showed says when a newer version
 * has been installed, and its button shows the new text. Run on a small copy of the built site (a few pages, the real
 * scripts, the real worker), served by the site's own server, so that the "deploy" is quick: a page's text changes
 * and sw.js is written again, as a build would.
 */
import { test, expect } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createSiteServer, listen } from '../scripts/lib/server.ts';
import { buildServiceWorker } from '../scripts/lib/sw.ts';

test.use({ serviceWorkers: 'allow' });

const DIST = join(import.meta.dirname, '../dist');
const PAGE = '1e/glossary/warp-speed/index.html';
let site: string;
let server: Server;
let base: string;

test.beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'site-'));
  for (const path of ['index.html', '404.html', 'favicon.svg', 'offline', '_astro', '1e/glossary/warp-speed']) cpSync(join(DIST, path), join(site, path), { recursive: true });
  await buildServiceWorker(site);
  server = createSiteServer({ dist: site });
  base = await listen(server, 0, '127.0.0.1');
});
test.afterAll(() => {
  server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

test('a page shown from the offline copy says when a new version is installed, and shows it on request', async ({ page }) => {
  await page.goto(`${base}/1e/glossary/warp-speed/`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  // The first visit's worker taking over is not an update: no note.
  await expect(page.locator('[data-update-note]')).toHaveCount(0);
  await page.reload();
  const passage = page.locator('#p-the-following-special-rules-apply-to');
  await expect(passage).toContainText('The following special rules apply');

  // The deploy: the page's text changes and the worker is written again.
  const path = join(site, PAGE);
  // The paragraph itself (its opening words also label it in the page's "On this page" list, which comes first).
  const id = 'id="p-the-following-special-rules-apply-to">';
  writeFileSync(path, readFileSync(path, 'utf8').replace(`${id}The following special rules apply`, `${id}Revised: the following special rules apply`));
  await buildServiceWorker(site);

  // The reader comes back: the old copy shows at once, then the note.
  await page.reload();
  await expect(passage).toContainText('The following special rules apply');
  const note = page.locator('[data-update-note]');
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toHaveAttribute('role', 'status');
  await note.getByRole('button', { name: 'Show the new version' }).click();
  await expect(passage).toContainText('Revised: the following special rules apply');
});
