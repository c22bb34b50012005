import { test, expect, type Locator, type Page } from '@playwright/test';
import { violations } from './axe.ts';

/** The phone the issue was tried on. */
const PHONE = { width: 390, height: 844 };

/** Whether the element's top is on the first screen (before any scrolling). */
async function onFirstScreen(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  return box !== null && box.y >= 0 && box.y + 24 <= (page.viewportSize()?.height ?? 0);
}

test.describe('card pages answer first', () => {
  test.use({ viewport: PHONE });

  test("should show a passage about Q's Tent on the first screen of its page, with the source lines one line that opens", async ({ page }) => {
    await page.goto('/1e/cards/qs-tent/');
    // 1E Glossary, "Q’s Tent side deck" (content/sources/1e-glossary-terms.txt line 3163).
    const about = page.locator('blockquote', {
      hasText: 'Cards that must normally be seeded (e.g., missions, dilemmas, and artifacts) can be placed in your Q’s Tent',
    });
    await expect(about).toBeVisible();
    expect(await onFirstScreen(page, about)).toBe(true);
    await expect(page.getByRole('heading', { name: "About Q's Tent" })).toBeVisible();

    // "Named in" is one closed line; its 23 line numbers are in the page, and shown on demand.
    const record = page.locator('details.card-record');
    await expect(record.locator('summary')).toHaveText('Named in: ST1E Glossary and 2 more');
    const summaryBox = (await record.locator('summary').boundingBox())!;
    expect(summaryBox.height).toBeLessThan(40);
    const lines = record.getByText(/lines 566, 1132, 1700/);
    await expect(lines).toBeAttached();
    await expect(lines).toBeHidden();
    await record.locator('summary').click();
    await expect(lines).toBeVisible();
  });

  test("should group the rest of Q's Tent's passages by document in the 1E precedence, folding long groups", async ({ page }) => {
    await page.goto('/1e/cards/qs-tent/');
    const headings = page.locator('.card-passages h3');
    await expect(headings).toHaveText([
      "About Q's Tent",
      'Also in the ST1E Glossary (12)',
      'Also in the ST1E Rulebook v1.7 (2)',
      "Also in the Gray's Digital Edition (4)",
    ]);
    // Twelve glossary passages: three shown, nine behind one control.
    const more = page.locator('details.more-passages', { hasText: '9 more in the ST1E Glossary' });
    const folded = more.locator('blockquote', { hasText: 'You may not look through the cards in any side deck unless a card allows you to' });
    await expect(folded).toBeHidden();
    await more.getByText('9 more in the ST1E Glossary').click();
    await expect(folded).toBeVisible();
  });

  test('should show the erratum of Cascade Virus on the first screen', async ({ page }) => {
    await page.goto('/2e/cards/cascade-virus/');
    const erratum = page.locator('#erratum blockquote, #erratum p', { hasText: 'To play this interrupt you must command' }).first();
    await expect(erratum).toBeVisible();
    expect(await onFirstScreen(page, erratum)).toBe(true);
  });
});

test.describe('card pages opened up', () => {
  test("axe should find nothing on Q's Tent's page with its record and every folded group open", async ({ page }) => {
    await page.goto('/1e/cards/qs-tent/');
    await page.locator('main details').evaluateAll((all) =>
      all.forEach((d) => {
        d.setAttribute('open', '');
      }),
    );
    await expect(page.getByText(/lines 566, 1132, 1700/)).toBeVisible();
    expect(await violations(page, 'main')).toEqual([]);
  });
});

test.describe('card previews', () => {
  test("should preview Q's Tent with its first passage about the card, not only its title", async ({ page }) => {
    await page.goto('/1e/rulebook/3-draw-a-card/');
    const link = page.getByRole('article').locator('a.ref-cards[href="/1e/cards/qs-tent/"]').first();
    await link.focus();
    const preview = page.getByRole('tooltip');
    await expect(preview).toContainText('Card · 1E');
    await expect(preview).toContainText("Q's Tent");
    await expect(preview).toContainText('Cards that must normally be seeded');
  });

  test('should preview a 2E card with its erratum', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    const link = page.getByRole('article').locator('a.ref-cards[href="/2e/cards/for-the-cause/"]').first();
    await link.focus();
    const preview = page.getByRole('tooltip');
    await expect(preview).toContainText('For the Cause');
    await expect(preview).toContainText('Plays on Athos IV. You may attempt and complete Region: Demilitarized Zone missions');
    await expect(preview).not.toContainText('This replaces the card');
  });
});

test.describe('2E errata list', () => {
  test.use({ viewport: PHONE });

  test('should leave only Mot, The Barber when "barber" is typed, keep it in the URL and restore it on reload', async ({ page }) => {
    await page.goto('/2e/errata/');
    const rows = page.locator('[data-errata-rows] tr:not([hidden])');
    await expect(rows).toHaveCount(76);
    await page.getByLabel('Card name').pressSequentially('barber');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('link')).toHaveText('Mot, The Barber');
    await expect(page).toHaveURL(/\?q=barber$/);
    await expect(page.getByRole('status')).toHaveText('1 erratum shown.');
    await page.reload();
    await expect(page.getByLabel('Card name')).toHaveValue('barber');
    await expect(rows).toHaveCount(1);
  });

  test('should show only the new or changed errata (*), with the choice in the URL', async ({ page }) => {
    await page.goto('/2e/errata/');
    const all = page.locator('[data-errata-rows] tr');
    const changed = await all.filter({ has: page.locator('td.changed', { hasText: '*' }) }).count();
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(76);
    await page.getByLabel(/Only new or changed/).check();
    const rows = page.locator('[data-errata-rows] tr:not([hidden])');
    await expect(rows).toHaveCount(changed);
    await expect(page).toHaveURL(/\?changed=1$/);
    await page.goto('/2e/errata/?changed=1&sort=kind');
    await expect(rows).toHaveCount(changed);
    await expect(page.getByLabel('Order')).toHaveValue('kind');
  });

  test('should give its controls a thumb-sized height on a phone', async ({ page }) => {
    await page.goto('/2e/errata/');
    for (const control of [page.getByLabel('Card name'), page.getByLabel('Kind'), page.getByLabel('Order'), page.locator('.filter-check')]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('should list every erratum without script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/2e/errata/');
    await expect(page.locator('[data-errata-rows] tr')).toHaveCount(76);
    await expect(page.locator('[data-errata-controls]')).toBeHidden();
    await context.close();
  });
});
