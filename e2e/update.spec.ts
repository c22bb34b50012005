/**
 * A returning reader after a deploy (issue 17, item 5): a page shown from the copy kept for offline use says when a
 * newer version has been installed, and its button shows the new text (issue 29: a reader who saved still gets the
 * notice); a reader who kept nothing gets the new text from the network, with no notice. Run on a small copy of the built site (a few pages, the real
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

test.beforeEach(async () => {
  site = mkdtempSync(join(tmpdir(), 'site-'));
  for (const path of ['index.html', '404.html', 'favicon.svg', 'offline', '_astro', '1e/glossary/warp-speed'])
    cpSync(join(DIST, path), join(site, path), { recursive: true });
  await buildServiceWorker(site);
  server = createSiteServer({ dist: site });
  base = await listen(server, 0, '127.0.0.1');
});
test.afterEach(() => {
  server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

/** The deploy: the page's text changes and the worker is written again, as a build would. */
async function deploy(): Promise<void> {
  const path = join(site, PAGE);
  // The paragraph itself (its opening words also label it in the page's "On this page" list, which comes first).
  const id = 'id="p-the-following-special-rules-apply-to">';
  writeFileSync(path, readFileSync(path, 'utf8').replace(`${id}The following special rules apply`, `${id}Revised: the following special rules apply`));
  await buildServiceWorker(site);
}

test('a page shown from the kept copy says when a new version is installed, and shows it on request', async ({ page }) => {
  await page.goto(`${base}/1e/glossary/warp-speed/`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  // The first visit's worker taking over is not an update: no note.
  await expect(page.locator('[data-update-note]')).toHaveCount(0);
  // The reader keeps the site; its worker taking over changes no text: no note either.
  const control = page.locator('.offline-control-footer');
  await control.getByRole('button', { name: /^Keep for offline use/ }).click();
  await expect(control.getByRole('status')).toHaveText('Saved on this device: every page and the search work offline.', { timeout: 30_000 });
  await page.reload();
  const passage = page.locator('#p-the-following-special-rules-apply-to');
  await expect(passage).toContainText('The following special rules apply');
  await expect(page.locator('[data-update-note]')).toHaveCount(0);

  await deploy();

  // The reader comes back: the kept copy shows at once, then the note.
  await page.reload();
  await expect(passage).toContainText('The following special rules apply');
  const note = page.locator('[data-update-note]');
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toHaveAttribute('role', 'status');
  await note.getByRole('button', { name: 'Show the new version' }).click();
  await expect(passage).toContainText('Revised: the following special rules apply');
  // Still kept, now the new version.
  await expect(control.getByRole('button')).toHaveText('Remove the offline copy');
});

test('a reader who kept nothing gets the new text from the network, with no note', async ({ page }) => {
  await page.goto(`${base}/1e/glossary/warp-speed/`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await page.reload();
  const passage = page.locator('#p-the-following-special-rules-apply-to');
  await expect(passage).toContainText('The following special rules apply');
  await deploy();
  await page.reload();
  await expect(passage).toContainText('Revised: the following special rules apply');
  // The new build's worker installs and takes over (clientsClaim): not an update of what the reader sees.
  await page.evaluate(async () => {
    const r = (await navigator.serviceWorker.getRegistration())!;
    await r.update();
    const worker = r.installing ?? r.waiting;
    if (worker)
      await new Promise<void>((resolve) => {
        const check = () => worker.state === 'activated' && resolve();
        worker.addEventListener('statechange', check);
        check();
      });
  });
  await expect(page.locator('[data-update-note]')).toHaveCount(0);
});
