/**
 * Under `npm run dev`, an edit to one page's name reaches the other pages after a reload: the dev server runs the
 * linking pass when content/ changes (src/plugins/dev-links.ts), the pass rewrites the linking data of the pages
 * whose links change, and Astro reloads those entries. The test renames the 1E Glossary's "Warp Speed" to words that
 * the entry "actions – step 2: responses" uses (Glossary line 566: "If a properly initiated card play is
 * nullified…"), then restores the file and the linking data.
 */
import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLinkPass } from '../scripts/links/index.ts';

const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 4322) + 77;
const BASE = `http://localhost:${PORT}`;
const TERM = join(ROOT, 'content/glossary/1e/warp-speed.md');
const RESPONSES = '/1e/glossary/actions-step-2-responses/';
const WARP = '/1e/glossary/warp-speed/';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let dev: ChildProcess | undefined;
let original = '';
let originalTime: Date | undefined;
/** The edit both tests make: the title renamed to words another entry uses. */
const edit = (text: string) => text.replace(/^title: Warp Speed$/m, 'title: properly initiated card play');

test.beforeAll(async () => {
  original = readFileSync(TERM, 'utf8');
  originalTime = statSync(TERM).mtime;
  dev = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(PORT)], { cwd: ROOT, stdio: 'ignore' });
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`astro dev did not answer on ${BASE} within 120 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  // The file as it was, its time too: the tests leave no tracked file changed (`npm run dev` compares content/ with
  // the last build's by bytes as well, so the linking data the pass writes back, the same bytes, is no edit either).
  writeFileSync(TERM, original);
  if (originalTime) utimesSync(TERM, originalTime, originalTime);
  await runLinkPass(ROOT);
  dev?.kill();
});

const page = async (path: string) => (await fetch(`${BASE}${path}`)).text();

test('should update the links and "Referenced by" of other pages after a glossary title is edited under npm run dev', async () => {
  const before = await page(RESPONSES);
  expect(before).toContain('If a properly initiated card play is nullified');
  expect(before).not.toContain(`href="${WARP}"`);
  expect(await page(WARP)).not.toContain(`href="${RESPONSES}#`);

  const edited = edit(original);
  writeFileSync(TERM, edited);

  // The pass runs about 0.2 s after the change; the entries reload after it writes. Under load the file watcher may
  // still be scanning content/ when the first write lands and miss it, so the edit is written again every 10 s
  // until it is seen (the same text: only the change event matters).
  let polls = 0;
  await expect
    .poll(
      async () => {
        if (++polls % 10 === 0) writeFileSync(TERM, edited);
        return (await page(RESPONSES)).includes(`href="${WARP}"`);
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  await expect.poll(async () => (await page(WARP)).includes(`href="${RESPONSES}#p-`), { timeout: 60_000, intervals: [1000] }).toBe(true);
});

test('should say on the search page that the index is older than the content after an edit under npm run dev', async ({ page: tab }) => {
  // The index is the last build's (npm test builds first); the edit (made above, or here when this test runs alone)
  // makes content/ newer and different.
  const index = join(ROOT, 'dist/pagefind/pagefind.js');
  expect(existsSync(index), 'run "npm run build" first: dev search reads the last build\'s index').toBe(true);
  writeFileSync(TERM, edit(original));
  expect(statSync(TERM).mtimeMs).toBeGreaterThan(statSync(index).mtimeMs);
  await tab.goto(`${BASE}/search/?q=warp+speed`);
  const notice = tab.locator('[data-search-page] [data-search-stale]');
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('older than content/ (content/glossary/1e/warp-speed.md');
  await expect(notice).toContainText('run "npm run build" to search the edited text');
  // It still answers, from the old index.
  await expect(tab.locator('[data-search-page] [data-search-results] li').first()).toBeVisible({ timeout: 60_000 });
});
