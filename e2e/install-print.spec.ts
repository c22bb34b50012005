/**
 * Issue 35, "installable" and "printable", on the served build: Chromium finds the site installable (its manifest and
 * icons, made at build time from src/icons/icon.svg) with the worker that keeps only what is opened, every icon loads
 * at its size; a page prints its rules text and citation without the site's controls; a walkthrough prints the path
 * taken; each walkthrough's diagram shows every state and prints on one page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, test, expect, type Page } from '@playwright/test';
import { CHROME_ARGS } from '../scripts/ensure-chromium.ts';
import sharp from 'sharp';
import { parseMachine } from '../src/walkthrough/schema.ts';
import { machine1e } from '../src/walkthrough/machines/1e.ts';
import { machine2e } from '../src/walkthrough/machines/2e.ts';
import { answer, heading } from './walkthrough-steps.ts';
import { violations } from './axe.ts';

/** The number of pages of a PDF (its page objects). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** An element's own computed display (a child of a hidden parent keeps its own). */
const display = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).display);

test.describe('installable', () => {
  // The site's own worker, as a reader gets it: installability must not need the offline copy.
  test.use({ serviceWorkers: 'allow' });

  test('Chromium finds no installability error, with the worker that keeps only what is opened', async ({ baseURL }) => {
    // A browser profile of its own: Chromium never offers to install from an incognito context (Playwright's default).
    const profile = mkdtempSync(join(tmpdir(), 'stccg-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROME_ARGS,
      baseURL,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/1e/glossary/warp-speed/');
    // The worker a first visit registers: /sw.js, never /sw.js?keep=1 (the whole site, only on the reader's choice).
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 30_000 }).toEqual([]);
    await expect(page.locator('footer .offline-control button')).toHaveText(/^Keep for offline use/);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('every icon the manifest and the head name loads, at its size', async ({ page, request }) => {
    await page.goto('/');
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: Array<{ src: string; sizes: string; purpose: string }>;
      start_url: string;
      scope: string;
      display: string;
    };
    expect([manifest.start_url, manifest.scope, manifest.display]).toEqual(['/', '/', 'standalone']);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const head = await page
      .locator('link[rel="icon"][sizes], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((l) => ({ src: l.getAttribute('href')!, sizes: l.getAttribute('sizes') ?? '180x180' })));
    expect(head.map((h) => h.src)).toEqual(['/icons/favicon-32.png', '/apple-touch-icon.png']);
    for (const icon of [...manifest.icons, ...head]) {
      const res = await request.get(icon.src);
      expect([icon.src, res.status(), res.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
      const meta = await sharp(await res.body()).metadata();
      expect([icon.src, `${meta.width}x${meta.height}`]).toEqual([icon.src, icon.sizes]);
    }
    const svg = await request.get('/favicon.svg');
    expect([svg.status(), svg.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#16171b');
  });
});

test.describe('printable', () => {
  test.describe('a rules page', () => {
    // The worker shows the offline controls, which must not print.
    test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

    test('prints its text and citation without the site’s controls', async ({ page }) => {
      await page.goto('/1e/glossary/dilemma-resolution/');
      await expect(page.locator('footer .offline-control button')).toHaveText(/^Keep for offline use/, { timeout: 60_000 });
      const controls = ['.site-header .search', '.menu-button', '.theme-switch', 'a.cite', '.offline-control-menu', '.offline-control-footer'];
      for (const c of controls) expect([c, await display(page, c)]).not.toEqual([c, 'none']);
      await page.emulateMedia({ media: 'print' });
      for (const c of controls) expect([c, await display(page, c)]).toEqual([c, 'none']);
      await expect(page.locator('.site-header')).toBeHidden();
      // The citation: the provenance record open (document, date, section, lines) and the page's address.
      const record = page.locator('.provenance dl');
      await expect(record).toBeVisible();
      await expect(record).toContainText('Lines');
      await expect(record).toContainText('1e-glossary-terms.txt');
      await expect(page.locator('.print-url')).toBeVisible();
      await expect(page.locator('.print-url')).toHaveText('Page: https://stccg-rules.example/1e/glossary/dilemma-resolution/');
      await expect(page.locator('main p[id^="p-"]').first()).toBeVisible();
    });
  });

  test('a walkthrough prints the path taken, each step with its answer and rules, in a few pages', async ({ page }) => {
    await page.goto('/2e/walkthrough/');
    await answer(page, 'One of my planet missions');
    await answer(page, 'Yes');
    await expect(heading(page)).toHaveText('Count your personnel');
    await page.emulateMedia({ media: 'print' });
    const visibleSteps = page.locator('article.wt-state:visible, .wt-print-step:visible');
    await expect(visibleSteps).toHaveCount(3);
    const steps = page.locator('.wt-print-step');
    await expect(steps.nth(0)).toContainText('Which mission?');
    await expect(steps.nth(0).locator('.wt-print-answer')).toHaveText('Answer: One of my planet missions');
    await expect(steps.nth(1).locator('.wt-print-answer')).toHaveText('Answer: Yes');
    await expect(steps.nth(2).locator('h3')).toHaveText('Count your personnel');
    await expect(steps.nth(2).locator('.wt-print-answer')).toHaveCount(0);
    for (let i = 0; i < 3; i++) await expect(steps.nth(i).locator('.wt-rules blockquote, .wt-rules .wt-cite').first()).toBeVisible();
    await expect(page.locator('.wt')).toBeHidden();
    await expect(page.locator('.print-url')).toHaveText(/^Page: https:\/\/stccg-rules\.example\/2e\/walkthrough\/\?path=planet,yes$/);
    const pages = pdfPages(await page.pdf());
    test.info().annotations.push({ type: 'PDF pages of the 2E walkthrough after two answers', description: String(pages) });
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(4);
  });

  for (const [edition, raw] of [
    ['1e', machine1e],
    ['2e', machine2e],
  ] as const) {
    test(`the ${edition.toUpperCase()} diagram shows every state, each a link to its step, readable on a phone and one page printed`, async ({ page }) => {
      const machine = parseMachine(raw);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${edition}/walkthrough/`);
      await page.getByRole('link', { name: 'the whole flow as a diagram' }).click();
      await expect(page).toHaveURL(new RegExp(`/${edition}/walkthrough/diagram/$`));
      const nodes = page.locator('[data-wt-diagram] a.wt-d-node');
      await expect(nodes).toHaveCount(machine.states.length);
      expect((await nodes.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(
        machine.states.map((s) => `/${edition}/walkthrough/#s-${s.id}`).sort(),
      );
      for (const s of machine.states) await expect(nodes.and(page.locator(`[data-state="${s.id}"]`))).toContainText(s.title.split(' ')[0]!);
      // The text alternative: every state, with where each answer leads.
      await expect(page.locator('#wt-diagram-list li[data-state]')).toHaveCount(machine.states.length);
      // On a phone the diagram keeps its size (the reader pans and zooms): its text is drawn at 14 CSS px.
      const drawn = await page.locator('[data-wt-diagram] svg').evaluate((svg) => {
        const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        return Math.min(...[...svg.querySelectorAll('.wt-d-node text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
      });
      expect(drawn).toBeGreaterThanOrEqual(14);
      // The first step is in view: the diagram opens scrolled to it.
      await expect(page.locator('.wt-d-initial')).toBeInViewport();
      const pages = pdfPages(await page.pdf());
      expect(pages).toBe(1);
    });
  }

  test('axe should find nothing on the 2E diagram page', async ({ page }) => {
    await page.goto('/2e/walkthrough/diagram/');
    expect(await violations(page)).toEqual([]);
  });
});
