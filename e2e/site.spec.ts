import { test, expect } from '@playwright/test';
import { violations } from './axe.ts';

test.describe('search', () => {
  test('should find a term as you type and lead to its page', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('search').first().getByRole('searchbox');
    await box.fill('downloading');
    const result = page.locator('[data-search-results] a', { hasText: /^downloading$/ });
    await expect(result.first()).toBeVisible();
    await result.first().click();
    await expect(page).toHaveURL(/\/1e\/glossary\/downloading\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('downloading');
  });

  test('should find the Q-Continuum side deck on the results page, with the query in the URL', async ({ page }) => {
    await page.goto('/search/?q=Q-Continuum+side+deck');
    const first = page.locator('[data-search-results] li a').first();
    await expect(first).toBeVisible();
    await expect(page.locator('[data-search-results] a', { hasText: /Q-Continuum side deck/i }).first()).toBeVisible();
  });

  test('should show twenty results, then more on request, carrying keyboard focus to the first new one', async ({ page }) => {
    await page.goto('/search/?q=dilemma');
    const results = page.locator('[data-search-page]');
    // The results are final once fused with the semantic layer, which loads after the first ones.
    await expect(results).toHaveAttribute('data-search-fused', 'true');
    const items = results.locator('[data-search-results] li');
    await expect(items).toHaveCount(20);
    const status = results.locator('[data-search-status]');
    await expect(status).toContainText(/^\d+ results for “dilemma” \(showing 20\)\.$/);
    const total = Number(/^(\d+)/.exec((await status.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(40);
    const more = results.getByRole('button', { name: 'Show more results' });
    // Two clicks in a row add the next twenty once.
    await more.dblclick();
    await expect(items).toHaveCount(40);
    // The result's own link (a result shown once for several documents also links the others under "Also in").
    await expect(items.nth(20).locator(':scope > a')).toBeFocused();
    await expect(status).toContainText('(showing 40)');
    // A new query starts again from twenty.
    await page.locator('#search-page-q').fill('dilemmas');
    await expect(status).toContainText('“dilemmas” (showing 20)');
    await expect(items).toHaveCount(20);
  });

  test('should find a passage on its own page, not again on the pages of the cards it names', async ({ page }) => {
    // Glossary "actions – step 2: responses": "you play Q’s Tent and I nullify it with Wrong Door". Both cards' pages
    // quote the passage; only the glossary entry's passage should come up for its words, never the quotes.
    await page.goto('/search/?q=nullify+wrong+door');
    const results = page.locator('[data-search-page] [data-search-results] li.result > a');
    await expect(results.first()).toBeVisible();
    const hrefs = await results.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/1e/glossary/actions-step-2-responses/#p-when-all-responses-are-over-or');
    expect(hrefs.filter((h) => /\/cards\/(qs-tent|wrong-door)\/#/.test(h ?? ''))).toEqual([]);
  });

  test('should focus the search box with "/"', async ({ page }) => {
    await page.goto('/1e/rulebook/');
    await page.locator('body').press('/');
    await expect(page.locator('#site-search')).toBeFocused();
  });
});

test.describe('reading', () => {
  test('should follow a "See" reference to the term it names', async ({ page }) => {
    // "dual-personnel cards" ends a paragraph with "See Q-Type Android." (Glossary line 1800).
    await page.goto('/1e/glossary/dual-personnel-cards/');
    await page.getByRole('article').getByRole('link', { name: 'Q-Type Android' }).click();
    await expect(page).toHaveURL(/\/1e\/glossary\/q-type-android\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Q-Type Android');
    // …and the term it names lists where it is referred to from.
    await expect(page.getByRole('region', { name: 'Referenced by' }).getByRole('link', { name: 'dual-personnel cards' })).toBeVisible();
  });

  test('should read the rulebook in sequence with previous and next', async ({ page }) => {
    await page.goto('/1e/rulebook/');
    await page.getByRole('link', { name: /Start reading/ }).click();
    const next = page.getByRole('link', { name: /^Next/ });
    const before = page.url();
    await next.click();
    expect(page.url()).not.toBe(before);
    await expect(page.getByRole('link', { name: /^Previous/ })).toBeVisible();
  });
});

test.describe('2E errata index', () => {
  test('should filter by kind and sort by document order, keeping the choice in the URL', async ({ page }) => {
    await page.goto('/2e/errata/');
    const rows = page.locator('[data-errata-rows] tr:not([hidden])');
    await expect(rows).toHaveCount(76);
    await page.getByLabel('Kind').selectOption('title-change');
    await expect(rows).toHaveCount(3);
    await expect(page).toHaveURL(/\?kind=title-change$/);
    await page.getByLabel('Order').selectOption('document');
    await expect(rows.first().getByRole('link')).toHaveText('Charles Tucker III, Standing In');
    await page.reload();
    await expect(rows).toHaveCount(3);
  });
});

test.describe('sources side by side', () => {
  test("should show the side-deck count differing between v1.7 and Gray's, and link both passages", async ({ page }) => {
    await page.goto('/1e/compare/side-decks/');
    await expect(page.locator('.diff del', { hasText: 'four' })).toBeVisible();
    await expect(page.locator('.diff ins', { hasText: 'five' })).toBeVisible();
    await page.getByRole('link', { name: 'SIDE DECKS' }).first().click();
    await expect(page).toHaveURL(/\/1e\/rulebook\/side-decks\/$/);
    // The v1.7 page carries the disagreement, with the Gray's passage and which one stands.
    const note = page.getByRole('complementary', { name: /Where the sources disagree: How many kinds of side deck/ });
    await expect(note).toContainText('The five types of side decks are the');
    await expect(note).toContainText('this stands');
  });

  test("should show v1.7 and Gray's side by side on a wide screen and one after the other on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/1e/compare/2-mission-phase/');
    const row = page.locator('.cmp-row', { has: page.locator('del', { hasText: 'two lines' }) });
    const [a, b] = [await row.locator('.cmp-a').boundingBox(), await row.locator('.cmp-b').boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width);
    await page.setViewportSize({ width: 390, height: 844 });
    const [a2, b2] = [await row.locator('.cmp-a').boundingBox(), await row.locator('.cmp-b').boundingBox()];
    expect(b2!.y).toBeGreaterThanOrEqual(a2!.y + a2!.height);
    expect(await row.locator('.cmp-label').first().isVisible()).toBe(true);
  });

  test('should show the Gamma Quadrant icon of v1.7\'s 2 – Mission Phase as an icon, with no raw "$\\Gamma$"', async ({ page }) => {
    await page.goto('/1e/compare/2-mission-phase/');
    const diff = page.locator('.diff');
    await expect(diff.getByRole('img', { name: 'Gamma Quadrant icon' }).first()).toHaveText('Γ');
    // biome-ignore lint/performance/useDomNodeTextContent: what the reader sees (innerText follows the layout) is meant.
    expect(await diff.innerText()).not.toMatch(/\$|\\Gamma/);
  });

  test('should not mark quote, dash or spacing differences on Attempting Missions', async ({ page }) => {
    await page.goto('/1e/compare/attempting-missions/');
    const marks = await page.locator('.diff del, .diff ins').allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    const typographic = marks.map((m) => m.replace(/\((only in [^:]*): |\)$/g, '').trim()).filter((m) => /^['"‘’“”\-–—\s]*$/.test(m));
    expect(typographic).toEqual([]);
  });

  test('should mark a 2E rulebook passage superseded by the Current Rulings, and link to the ruling', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    const note = page.getByRole('complementary', { name: /Pinned Down/ });
    await expect(note).toContainText('Superseded');
    await note.getByRole('link', { name: 'ST2E Current Rulings' }).click();
    // To the very paragraph that stands.
    await expect(page).toHaveURL(/\/2e\/rulings\/dilemmas\/#p-for-example-pinned-down-reads-randomly$/);
    await expect(page.getByRole('complementary', { name: /Pinned Down/ })).toContainText('This text stands');
  });
});

test.describe('accessibility', () => {
  const pages = [
    '/',
    '/1e/glossary/',
    '/1e/glossary/downloading/',
    '/1e/rulebook/',
    '/1e/rulebook/introduction/',
    '/1e/grays/the-affiliations/',
    '/2e/rulebook/',
    '/2e/rulebook/facing-dilemmas/',
    '/2e/glossary/missions/',
    '/2e/rulings/attempting-missions/',
    '/2e/errata/',
    '/2e/cards/cascade-virus/',
    '/1e/cards/qs-tent/',
    '/1e/cards/',
    '/disagreements/',
    '/sources/1e-glossary/',
    '/sources/2e-current-rulings/',
    '/search/?q=seed',
    '/404.html',
    '/offline/',
    '/1e/compare/',
    '/1e/compare/side-decks/',
    '/1e/compare/2-mission-phase/',
  ];
  for (const url of pages) {
    test(`axe should find nothing on ${url}`, async ({ page }) => {
      // /disagreements/ holds every marked record of the standing ledger (133) with both sides quoted: axe takes longer.
      if (url === '/disagreements/') test.slow();
      await page.goto(url);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('previews and citations', () => {
  test('should preview a term on focus, and close with Escape', async ({ page }) => {
    // "dual-personnel cards" ends with "See Q-Type Android." (Glossary line 1800).
    await page.goto('/1e/glossary/dual-personnel-cards/');
    const link = page.getByRole('article').getByRole('link', { name: 'Q-Type Android' });
    await link.focus();
    const preview = page.getByRole('tooltip');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('Glossary term · 1E');
    await expect(preview).toContainText('Q-Type Android');
    await expect(link).toHaveAttribute('aria-describedby', 'link-preview');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(link).toBeFocused();
    // The link is still a link: Enter follows it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/1e\/glossary\/q-type-android\/$/);
  });

  test('should preview a term on hover', async ({ page }) => {
    await page.goto('/1e/rulebook/attempting-missions/');
    const link = page
      .getByRole('article')
      .locator('a.ref-auto', { hasText: /^dilemmas$/ })
      .first();
    await link.hover();
    const preview = page.getByRole('tooltip');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('dilemma');
  });

  test('should copy a passage link with its citation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/2e/rulings/attempting-missions/');
    const item = page.locator('#p-a-ap-announces-where-and-by');
    await item.getByRole('link', { name: 'Link to this passage' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'copied' })).toBeVisible();
    await expect(page).toHaveURL(/#p-a-ap-announces-where-and-by$/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The passage's words (a short one whole), then the document, date, section and lines: each paragraph's citation is its own.
    expect(copied).toMatch(
      /^“a\. AP announces where and by what means \(normal or game text\), showing required personnel[^“”]*” — ST2E Current Rulings, 3 January 2011 — Rulings: attempting missions — lines? [\d–, ]+ of 2e-current-rulings-2011-01-03\.txt\n/,
    );
    expect(copied).toContain('/2e/rulings/attempting-missions/#p-a-ap-announces-where-and-by');
  });
});

test.describe('search tuning', () => {
  const first = (page: import('@playwright/test').Page) => page.locator('[data-search-results] li a').first();
  const type = async (page: import('@playwright/test').Page, q: string) => {
    await page.goto('/');
    await page.locator('#site-search').fill(q);
  };

  test('should lead a redirect name to its term first ("aboard" → present)', async ({ page }) => {
    await type(page, 'aboard');
    await expect(first(page)).toHaveText('present');
  });

  test('should match straight and curly apostrophes ("Qo\'noS" finds the text "Qo’noS")', async ({ page }) => {
    await type(page, "Qo'noS");
    await expect(page.locator('[data-search-results] mark', { hasText: 'Qo’noS' }).first()).toBeVisible();
  });

  test('should match a dash and a space alike ("Q Flash" finds "Q-Flash")', async ({ page }) => {
    await type(page, 'Q Flash');
    await expect(page.locator('[data-search-results] li').first()).toContainText('Q-Flash');
  });
});

test.describe('cards', () => {
  test("should go from a passage to the card's page, and back to the exact paragraph", async ({ page }) => {
    // Glossary "actions – step 2: responses" (line 566): "For example, you play Q’s Tent and I nullify it with Wrong Door."
    await page.goto('/1e/glossary/actions-step-2-responses/');
    await page.getByRole('article').getByRole('link', { name: 'Q’s Tent', exact: true }).first().click();
    await expect(page).toHaveURL(/\/1e\/cards\/qs-tent\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText("Q's Tent");
    // The passage names Q's Tent in passing: it is in the glossary's group, captioned with a link to its paragraph.
    const group = page.getByRole('region', { name: /Also in the ST1E Glossary/ });
    const passage = group.locator('figure', { has: page.getByRole('blockquote').filter({ hasText: 'you play Q’s Tent and I nullify it with Wrong Door' }) });
    await passage.getByRole('link', { name: 'actions – step 2: responses' }).click();
    await expect(page).toHaveURL(/\/1e\/glossary\/actions-step-2-responses\/#p-/);
    await expect(page.locator(':target')).toContainText('Q’s Tent');
  });

  test('should quote a passage with its icon as the passage\'s own page shows it (Captain Kirk, "non-Federation")', async ({ page }) => {
    await page.goto('/1e/cards/captain-kirk/');
    const quote = page.getByRole('blockquote').filter({ hasText: 'Captain Kirk may initiate battle against non-' });
    await expect(quote.getByRole('img', { name: 'Federation affiliation icon' })).toHaveText('Federation');
    // biome-ignore lint/performance/useDomNodeTextContent: what the reader sees (innerText follows the layout) is meant.
    expect(await quote.innerText()).not.toContain('Affiliation Federation');
    await page.goto('/1e/glossary/battle-affiliation-restrictions/');
    await expect(page.locator('main').getByRole('img', { name: 'Federation affiliation icon' }).first()).toHaveText('Federation');
  });
});
