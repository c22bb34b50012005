/** The walkthrough pages: the step link, the first screen, accessibility, touch targets, and the outline without script. */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { step, heading } from './walkthrough-steps.ts';
import { violations } from './axe.ts';
import { machine1e } from '../src/walkthrough/machines/1e.ts';
import { machine2e } from '../src/walkthrough/machines/2e.ts';

test.describe('link to this step', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('should copy the link to the clipboard and say so, without leaving the step', async ({ page }) => {
    await page.goto('/2e/walkthrough/?path=planet,yes');
    await expect(heading(page)).toHaveText('Count your personnel');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Link to this step' }).click();
    await expect(page.locator('[data-wt-copied]')).toHaveText('Link copied');
    await expect(page.locator('[data-wt-copied]')).toHaveAttribute('role', 'status');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(page.url()).toMatch(/\/2e\/walkthrough\/\?path=planet,yes$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe('first screen', () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    for (const [edition, question] of [
      ['1e', 'What kind of mission are you attempting?'],
      ['2e', 'What are you attempting?'],
    ] as const) {
      test(`should show the first ${edition.toUpperCase()} question and its answers on the first screen at ${width}×${height}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(`/${edition}/walkthrough/`);
        await expect(page.locator('#wt-question')).toHaveText(question);
        const last = step(page).locator('.wt-choices li').last();
        const box = await last.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(height);
        await expect(page.locator('.wt-about summary')).toHaveText('How this works');
      });
    }
  }

  test('should point the rule pages about dilemmas and mission attempts to the walkthrough of their edition', async ({ page }) => {
    for (const [url, name, href] of [
      ['/1e/glossary/dilemma-resolution/', '1E dilemma walkthrough', '/1e/walkthrough/'],
      ['/1e/rulebook/attempting-missions/', '1E dilemma walkthrough', '/1e/walkthrough/'],
      ['/2e/rulebook/facing-dilemmas/', '2E dilemma walkthrough', '/2e/walkthrough/'],
      ['/2e/rulings/dilemmas/', '2E dilemma walkthrough', '/2e/walkthrough/'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('link', { name, exact: true }), url).toHaveAttribute('href', href);
    }
    await page.goto('/1e/glossary/nullify/');
    await expect(page.locator('.wt-pointer')).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  for (const [url, steps] of [
    ['/1e/walkthrough/', []],
    ['/1e/walkthrough/?path=planet,yes,go,dilemma,yes,chosen,not-met,none', ['tension']],
    ['/2e/walkthrough/', []],
    ['/2e/walkthrough/?path=planet,yes,personnel.3,beneath.0,go,draw,stack.2,reveal,cost.2', ['tension', 'input']],
  ] as const) {
    test(`axe should find nothing on ${url}`, async ({ page }) => {
      await page.goto(url);
      await expect(heading(page)).toBeVisible();
      if (steps.includes('tension' as never)) await expect(step(page).locator('.wt-tension')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('the outline', () => {
  test('should be closed under the step, and open at a step a link names', async ({ page }) => {
    await page.goto('/2e/walkthrough/');
    await expect(heading(page)).toBeVisible();
    await expect(page.locator('#s-begin')).toBeHidden();
    await page.locator('.wt-outline-body > summary').click();
    await expect(page.locator('#s-begin')).toBeVisible();
    // As /disagreements/ links a step of a tension: the outline opens there, from the link and from the same page.
    await page.goto('/2e/walkthrough/#s-begin');
    await expect(page.locator('#s-begin')).toBeInViewport();
    await page.evaluate(() => ((document.querySelector('.wt-outline-body') as HTMLDetailsElement).open = false));
    await page.evaluate(() => (location.hash = '#s-begin-planet'));
    await expect(page.locator('#s-begin-planet')).toBeInViewport();
  });
});

test.describe('touch targets on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // axe's target-size rule (WCAG 2.2: 24×24 px, or that much space) is off by default; Lighthouse runs it. As the page
  // opens (the outline closed, as Lighthouse sees it) and with the outline opened.
  const targets = async (page: Page) =>
    (await new AxeBuilder({ page }).withRules(['target-size']).analyze()).violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    );
  for (const url of ['/1e/walkthrough/', '/2e/walkthrough/']) {
    test(`should give every link and button of ${url} a 24 px target`, async ({ page }) => {
      await page.goto(url);
      await expect(heading(page)).toBeVisible();
      const outline = page.locator('.wt-outline-body');
      await expect(outline).not.toHaveAttribute('open');
      expect(await targets(page)).toEqual([]);
      await outline.locator('summary').click();
      await expect(page.locator('article.wt-state').first()).toBeVisible();
      expect(await targets(page)).toEqual([]);
    });
  }
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  // Every state of each machine is one article of the outline (counted from the machines, not written here).
  for (const [edition, states] of [
    ['1e', machine1e.states.length],
    ['2e', machine2e.states.length],
  ] as const) {
    test(`should show the whole ${edition.toUpperCase()} procedure as an outline, every step citing a passage that exists`, async ({ page }) => {
      await page.goto(`/${edition}/walkthrough/`);
      await expect(page.locator('[data-walkthrough]')).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: 'The whole procedure' })).toBeVisible();
      const articles = page.locator('article.wt-state');
      await expect(articles).toHaveCount(states);
      for (const article of await articles.all()) await expect(article.locator('.wt-cite a[href*="#p-"]').first()).toBeVisible();
      // Answers link within the outline.
      await page
        .locator(`#s-${edition === '1e' ? 'select' : 'begin'} .wt-answers a`)
        .first()
        .click();
      await expect(page).toHaveURL(/#s-[a-z-]+$/);
      // Every cited passage (and every standing note's record) is on its page: each page visited once, each anchor looked for there.
      const hrefs = [...new Set(await page.locator('.wt-cite figcaption a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
      const byPage = new Map<string, string[]>();
      for (const href of hrefs) {
        const [path, anchor] = href.split('#') as [string, string];
        byPage.set(path, [...(byPage.get(path) ?? []), anchor]);
      }
      expect(byPage.size).toBeGreaterThan(5);
      for (const [path, anchors] of byPage) {
        await page.goto(path);
        // Passages by their ¶ anchors; a standing note's "why" links to its record on /disagreements/, by the record's id.
        const ids = new Set(await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id)));
        expect(
          anchors.filter((a) => !ids.has(a)),
          path,
        ).toEqual([]);
      }
    });
  }
});
