/**
 * Under `npm run dev`, a contributor's fault in content/ shows Astro's error overlay with the project's hint in its
 * own place: src/data/ hands Astro a SiteError as Astro's public AstroError (src/lib/astro-errors.ts), whose hint the
 * overlay shows under the message. The fault: content/cards/cards.json without the card of an erratum
 * (content/errata/2e/preeminent-precision.md), as a hand edit or a half-finished ingest leaves it. It is made in a
 * copy of the project (its own caches, scripts/lib/linked-modules.ts), so no file of this checkout changes.
 */
import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkNodeModules } from '../scripts/lib/linked-modules.ts';

const ROOT = join(import.meta.dirname, '..');
// E2E_PORT + 77 is e2e/dev-links.spec.ts's dev server; the two specs may run at once.
const PORT = Number(process.env.E2E_PORT ?? 4322) + 78;
const BASE = `http://localhost:${PORT}`;
const CARDS = 'content/cards/cards.json';
const CARD = '2e/preeminent-precision';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let dir = '';
let dev: ChildProcess | undefined;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-errors-'));
  for (const f of ['src', 'scripts', 'content', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json'])
    cpSync(join(ROOT, f), join(dir, f), { recursive: true });
  symlinkSync(join(ROOT, 'models'), join(dir, 'models'));
  linkNodeModules(ROOT, dir);
  const cards = JSON.parse(readFileSync(join(dir, CARDS), 'utf8')) as Array<{ id: string }>;
  expect(cards.some((c) => c.id === CARD)).toBe(true);
  writeFileSync(
    join(dir, CARDS),
    `${JSON.stringify(
      cards.filter((c) => c.id !== CARD),
      null,
      2,
    )}\n`,
  );

  dev = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(PORT)], { cwd: dir, stdio: 'ignore' });
  // Up when it answers at all: every page fails, on purpose (a 500 with the overlay).
  const until = Date.now() + 180_000;
  for (;;) {
    try {
      await fetch(`${BASE}/`);
      break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`astro dev did not answer on ${BASE} within 180 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(() => {
  dev?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('should show Astro’s overlay with the hint when content/ has an erratum without its card under npm run dev', async ({ page }) => {
  await page.goto(`${BASE}/`);
  // The overlay is Vite's custom element, its content in an open shadow root (Playwright's locators pierce it).
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay.locator('#message-content')).toContainText(`The erratum "${CARD}" has no card with the same id in content/cards/cards.json.`, {
    timeout: 120_000,
  });
  await expect(overlay.locator('#message-content')).toContainText(`Where: content/errata/${CARD}.md, entry "${CARD}"`);
  const hint = overlay.locator('#hint-content');
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('every erratum has its card: run npm run ingest');
  // The hint is said once, in its place, not again in the message.
  await expect(overlay.locator('#message-content')).not.toContainText('Hint:');
});
