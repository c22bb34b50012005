/**
 * The walkthrough's first step is in the page's HTML (src/components/WalkthroughStep.astro, from the same description of a step as the island draws: src/walkthrough/view.ts) so that it paints
 * before the island's script runs; the island keeps it (src/walkthrough/island.ts) when it is what the island would
 * draw. These tests keep the two the same, and check that the handover neither hides, redraws nor moves the step.
 */
import { test, expect, type Page } from '@playwright/test';

const EDITIONS = [
  ['1e', 'What kind of mission?', 'A planet mission', 'An Away Team on the planet'],
  ['2e', 'Which mission?', 'One of my planet missions', 'All your unstopped personnel on the planet'],
] as const;

/** The step box's markup as the browser holds it. */
const stepMarkup = (page: Page) => page.locator('[data-wt-step]').evaluate((el) => el.innerHTML);

/** The layout shifts so far (not after input), summed as Lighthouse's CLS counts them on a page this short. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Two frames: entries buffered before now have been delivered.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );

for (const [edition, title, firstAnswer, next] of EDITIONS) {
  test(`should write the same ${edition.toUpperCase()} first step in the HTML as the island draws`, async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/${edition}/walkthrough/`);
    const server = await stepMarkup(plain);
    await noScript.close();
    expect(server).toContain(`>${title}</h2>`);

    // The island keeps the server's step when it matches, so its own drawing of the first step is seen on the way
    // back to it: one answer, then the page's Back.
    await page.goto(`/${edition}/walkthrough/`);
    await page.locator('[data-wt-step]').getByRole('button', { name: firstAnswer, exact: true }).click();
    await expect(page.locator('#wt-step-title')).toHaveText(next);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.locator('#wt-step-title')).toHaveText(title);
    expect(await stepMarkup(page)).toBe(server);
  });

  test(`should keep the ${edition.toUpperCase()} server's first step in place and make its answers work`, async ({ page }) => {
    // Every node taken out of the step box from the first byte on: the step painted first must stay (it is the
    // page's largest paint; drawn again, that paint would wait for the script).
    await page.addInitScript(() => {
      const w = window as unknown as { removed: number };
      w.removed = 0;
      new MutationObserver((records) => {
        for (const r of records) if ((r.target as Element).matches?.('[data-wt-step]')) w.removed += r.removedNodes.length;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/${edition}/walkthrough/`);
    await expect(page.locator('[data-walkthrough]')).not.toHaveAttribute('hidden');
    expect(await page.evaluate(() => (window as unknown as { removed: number }).removed)).toBe(0);
    await page.locator('[data-wt-step]').getByRole('button', { name: firstAnswer, exact: true }).click();
    await expect(page.locator('#wt-step-title')).toHaveText(next);
    expect(await page.evaluate(() => (window as unknown as { removed: number }).removed)).toBeGreaterThan(0);
  });

  test(`should show the ${edition.toUpperCase()} first step before the island's script runs`, async ({ page }) => {
    // The page's own scripts (the island among them) never arrive: what shows is the HTML and its styles.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${edition}/walkthrough/`);
    await expect(page.locator('#wt-step-title')).toHaveText(title);
    await expect(page.locator('#wt-step-title')).toBeInViewport();
    await expect(page.locator('[data-wt-step] .wt-part-text')).toBeVisible();
  });

  for (const path of ['', '?path=planet']) {
    test(`should not move anything when the island takes over the ${edition.toUpperCase()} page at ${path || 'the start'}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${edition}/walkthrough/${path}`);
      await expect(page.locator('#wt-step-title')).toHaveText(path ? next : title);
      expect(await layoutShift(page)).toBe(0);
    });
  }
}
