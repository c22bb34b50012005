import { test, expect } from '@playwright/test';
import { violations } from './axe.ts';

/** A desktop screen: the first-click bug of issue 28 was seen with a mouse. */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.describe('2E errata list, with a mouse', () => {
  test.use({ viewport: DESKTOP });

  test('should open the card on the first click on a result, right after typing its name', async ({ page }) => {
    await page.goto('/2e/errata/');
    const field = page.getByLabel('Card name');
    await field.click();
    await field.pressSequentially('barber');
    const rows = page.locator('[data-errata-rows] tr:not([hidden])');
    await expect(rows).toHaveCount(1);
    await expect(field).toBeFocused();
    // A real click (mouse down and up over the link, no force) while the field still has the focus.
    await rows.first().getByRole('link', { name: 'Mot, The Barber' }).click();
    await expect(page).toHaveURL(/\/2e\/cards\/mot-the-barber\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mot, The Barber');
  });

  test('should open a result of a name typed with the kind filter set, on the first click', async ({ page }) => {
    await page.goto('/2e/errata/?sort=kind');
    const field = page.getByLabel('Card name');
    await field.click();
    await field.pressSequentially('sisko');
    const rows = page.locator('[data-errata-rows] tr:not([hidden])');
    await expect(rows.first()).toBeVisible();
    const link = rows.getByRole('link', { name: 'Jake Sisko, Temporal Anchor' });
    const box = (await link.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/2e\/cards\/jake-sisko-temporal-anchor\/$/);
  });
});

/**
 * The name filters forgive what the header search forgives (src/client/name-filter.ts): a prefix's dots left out, a
 * missing apostrophe, a small typo. Each case on each list: the 2E errata table, and the A–Z card lists.
 */
const FORGIVING: ReadonlyArray<{ url: string; typed: string; finds: string[]; rows: string }> = [
  {
    url: '/2e/errata/',
    typed: 'uss defiant',
    finds: ['U.S.S. Defiant, Commandeered Warship', 'U.S.S. Defiant, Stolen Warship'],
    rows: '[data-errata-rows] tr:not([hidden])',
  },
  { url: '/2e/errata/', typed: 'ixtana rax', finds: ['Ixtana’Rax, Honored Elder'], rows: '[data-errata-rows] tr:not([hidden])' },
  { url: '/2e/errata/', typed: 'mott', finds: ['Mot, The Barber'], rows: '[data-errata-rows] tr:not([hidden])' },
  {
    url: '/2e/cards/',
    typed: 'uss defiant',
    finds: ['U.S.S. Defiant, Commandeered Warship', 'U.S.S. Defiant, Stolen Warship'],
    rows: '[data-names]:not([hidden])',
  },
  { url: '/2e/cards/', typed: 'ixtana rax', finds: ['Ixtana’Rax, Honored Elder'], rows: '[data-names]:not([hidden])' },
  { url: '/2e/cards/', typed: 'mott', finds: ['Mot, The Barber'], rows: '[data-names]:not([hidden])' },
  { url: '/1e/cards/', typed: 'uss defiant', finds: ['U.S.S. Defiant'], rows: '[data-names]:not([hidden])' },
];

test.describe('the name filters forgive a prefix, an apostrophe and a typo', () => {
  for (const { url, typed, finds, rows } of FORGIVING) {
    test(`should find ${finds.join(' and ')} by “${typed}” on ${url}`, async ({ page }) => {
      await page.goto(url);
      await page.getByLabel('Card name').pressSequentially(typed);
      const shown = page.locator(rows);
      await expect(shown).toHaveCount(finds.length);
      for (const name of finds) await expect(shown.getByRole('link', { name, exact: true })).toBeVisible();
    });
  }
});

test.describe('1E cards A–Z, filtered by name', () => {
  test.use({ viewport: PHONE });

  test('should leave only the cards whose name holds what is typed, keep it in the URL, and open one on the first tap', async ({ page }) => {
    await page.goto('/1e/cards/');
    const entries = page.locator('[data-names]:not([hidden])');
    const all = await page.locator('[data-names]').count();
    expect(all).toBeGreaterThan(600);
    await expect(entries).toHaveCount(all);
    const field = page.getByLabel('Card name');
    await field.pressSequentially('qs tent');
    // "Q's Tent" folds to "qs tent" as search folds it (the errata list's matching, src/client/name-filter.ts).
    await expect(entries.getByRole('link', { name: "Q's Tent", exact: true })).toBeVisible();
    const shown = await entries.count();
    expect(shown).toBeLessThan(5);
    await expect(page).toHaveURL(/\?q=qs\+tent$/);
    await expect(page.getByRole('status')).toHaveText(shown === 1 ? '1 card shown.' : `${shown} cards shown.`);
    // Only the letter sections with a card left are shown, and only their letters.
    await expect(page.locator('[data-name-group]:not([hidden])')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Letters' }).getByRole('link')).toHaveText(['Q']);
    await page.reload();
    await expect(field).toHaveValue('qs tent');
    await expect(entries).toHaveCount(shown);
    await entries.getByRole('link', { name: "Q's Tent", exact: true }).click();
    await expect(page).toHaveURL(/\/1e\/cards\/qs-tent\/$/);
  });

  test('should show no card for a name no card has, and every card again once the field is cleared', async ({ page }) => {
    await page.goto('/1e/cards/?q=zzzz');
    await expect(page.locator('[data-names]:not([hidden])')).toHaveCount(0);
    await expect(page.locator('[data-name-group]:not([hidden])')).toHaveCount(0);
    const field = page.getByLabel('Card name');
    await field.fill('');
    await expect(page.locator('[data-names][hidden]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/1e\/cards\/$/);
  });

  test('should list every card, with no field, without script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/1e/cards/');
    const all = page.locator('[data-names]');
    expect(await all.count()).toBeGreaterThan(600);
    await expect(page.locator('[data-names][hidden]')).toHaveCount(0);
    await expect(page.locator('[data-name-list-controls]')).toBeHidden();
    await expect(page.getByRole('link', { name: "Q's Tent", exact: true })).toBeVisible();
    await context.close();
  });

  test('axe should find nothing in the filtered list', async ({ page }) => {
    await page.goto('/1e/cards/?q=tent');
    await expect(page.getByLabel('Card name')).toHaveValue('tent');
    expect(await violations(page, 'main')).toEqual([]);
  });
});

test.describe('2E cards A–Z, filtered by name', () => {
  test.use({ viewport: DESKTOP });

  test('should find Mot, The Barber by "barber", as the errata list does, and open it on the first click', async ({ page }) => {
    await page.goto('/2e/cards/');
    const entries = page.locator('[data-names]:not([hidden])');
    await expect(entries).toHaveCount(118);
    const field = page.getByLabel('Card name');
    await field.click();
    await field.pressSequentially('barber');
    await expect(entries).toHaveCount(1);
    await entries.getByRole('link', { name: 'Mot, The Barber' }).click();
    await expect(page).toHaveURL(/\/2e\/cards\/mot-the-barber\/$/);
  });
});
