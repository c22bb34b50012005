import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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

  test('should focus the search box with "/"', async ({ page }) => {
    await page.goto('/1e/rulebook/');
    await page.locator('body').press('/');
    await expect(page.locator('#site-search')).toBeFocused();
  });
});

test.describe('reading', () => {
  test('should follow a "See" reference to the term it names', async ({ page }) => {
    await page.goto('/1e/glossary/');
    // Pick a term page whose text has a "See" link, and follow it.
    await page.goto('/1e/glossary/abduction/');
    await page.goto('/1e/glossary/actions-just/');
    const see = page.locator('article a.ref-glossary').first();
    const href = await see.getAttribute('href');
    expect(href).toMatch(/^\/1e\/glossary\/[a-z0-9-]+\/$/);
    await see.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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

test.describe('accessibility', () => {
  for (const url of ['/', '/1e/glossary/', '/1e/glossary/downloading/', '/1e/rulebook/', '/1e/rulebook/introduction/', '/sources/1e-glossary/', '/search/?q=seed']) {
    test(`axe should find nothing on ${url}`, async ({ page }) => {
      await page.goto(url);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    });
  }
});
