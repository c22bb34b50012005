/**
 * The Content-Security-Policy the server sends (src/lib/site-headers.ts) lets the whole site work (issue 35): the
 * home page, a search that runs Pagefind's wasm and the semantic layer's worker, a walkthrough step (its inline
 * scripts), and the service worker, registered and in control, with no violation reported. Violations are listened for
 * as the browser reports them (`securitypolicyviolation`, in every page, from before its first script) and as
 * console messages.
 */
import { test, expect, type Page } from '@playwright/test';
import { step, heading, answer } from './walkthrough-steps.ts';
import { settled } from './search-steps.ts';

// The service worker is part of what the policy must let run (every other spec blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Starts collecting the page's CSP violations, as events and as console messages. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test('the site runs under its Content-Security-Policy: home, a search, a walkthrough step, the service worker', async ({ page }) => {
  const violations = await watch(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // The inline script before first paint ran ("js" on the root element).
  await expect(page.locator('html')).toHaveClass(/\bjs\b/);
  // The service worker registers and takes control, and its control offers the kept copy with its size.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  await expect(page.locator('.offline-control-footer').getByRole('button')).toHaveText(/^Keep for offline use \(\d+(\.\d)? MB\)$/, { timeout: 30_000 });
  expect(await violations()).toEqual([]);

  // A search: Pagefind (wasm, its worker) first, then fused with the semantic layer (its own worker).
  await page.locator('#site-search').fill('how many counters do i get each turn');
  await expect(page.locator('[data-search-box] [data-search-results] li.result > a').first()).toBeVisible();
  await settled(page);
  await expect(page.locator('[data-search-box]')).toHaveAttribute('data-search-fused', 'true');
  expect(await violations()).toEqual([]);

  // A walkthrough step, opened at a path (the inline script that hides the first step) and answered.
  await page.goto('/1e/walkthrough/?path=planet');
  await expect(page.locator('html')).toHaveClass(/\bwt-at-path\b/);
  await expect(heading(page)).not.toHaveText('What kind of mission?');
  await expect(step(page)).toBeVisible();
  await answer(page, 'Yes');
  await expect(heading(page)).toBeVisible();
  // The outline closed before first paint (its inline script).
  await expect(page.locator('details.wt-outline-body')).not.toHaveAttribute('open');
  expect(await violations()).toEqual([]);
});

test('a page the policy does not allow is refused: a script injected inline is blocked and reported', async ({ page }) => {
  const violations = await watch(page);
  await page.goto('/');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'document.documentElement.dataset.injected = "ran"';
    document.body.append(s);
  });
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem inline /));
  expect(await page.locator('html').getAttribute('data-injected')).toBeNull();
});
