import { test, expect } from '@playwright/test';
import { violations } from './axe.ts';

const PHONE = { width: 320, height: 640 };

test.describe('header on a phone', () => {
  test.use({ viewport: PHONE });

  test('should hide the navigation behind a Menu button that opens, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/1e/glossary/warp-speed/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Documents' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    // The search box is on view without opening anything.
    await expect(page.locator('#site-search')).toBeInViewport();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Rulebook v1.7' })).toBeVisible();
    // Focus moves on into the menu in order; Escape closes it and puts focus back on the button.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // Keyboard only: Enter opens, and the links lead somewhere.
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Current Rulings' }).click();
    await expect(page).toHaveURL(/\/2e\/rulings\/$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('should show the navigation and no dead controls', async ({ page }) => {
      await page.goto('/1e/glossary/warp-speed/');
      await expect(page.getByRole('navigation', { name: 'Documents' }).getByRole('link', { name: 'Rulebook v1.7' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      await expect(page.getByRole('group', { name: 'Theme' })).toBeHidden();
      await expect(page.locator('#site-search')).toBeVisible();
    });
  });

  const pageTypes = [
    '/',
    '/1e/glossary/',
    '/1e/glossary/downloading/',
    '/1e/rulebook/',
    '/1e/rulebook/introduction/',
    '/1e/grays/the-affiliations/',
    '/1e/compare/',
    '/1e/compare/side-decks/',
    '/2e/rulebook/facing-dilemmas/',
    '/2e/rulings/attempting-missions/',
    '/2e/errata/',
    '/2e/cards/cascade-virus/',
    '/disagreements/',
    '/sources/',
    '/sources/2e-current-rulings/',
    '/search/?q=seed',
    '/404.html',
  ];
  for (const url of pageTypes) {
    test(`should not scroll sideways at 320 px on ${url}`, async ({ page }) => {
      await page.goto(url);
      if (url.startsWith('/search/')) await expect(page.locator('[data-search-results] li').first()).toBeVisible();
      for (const open of [false, true]) {
        if (open) await page.getByRole('button', { name: 'Menu' }).click();
        const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        expect(scroll, `menu ${open ? 'open' : 'closed'}`).toBeLessThanOrEqual(client);
      }
    });
  }

  for (const url of ['/', '/1e/glossary/downloading/', '/2e/errata/', '/1e/compare/', '/search/?q=seed']) {
    test(`axe should find nothing at 320 px, menu closed and open, on ${url}`, async ({ page }) => {
      await page.goto(url);
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('should show the navigation and no Menu button', async ({ page }) => {
    await page.goto('/1e/rulebook/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Documents' }).getByRole('link', { name: 'Rulebook v1.7' })).toBeVisible();
  });
});

test.describe('theme', () => {
  const background = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const LIGHT = 'rgb(253, 252, 249)';
  const DARK = 'rgb(22, 23, 27)';

  test('should follow the system until the reader chooses, and remember the choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/1e/glossary/');
    const themes = page.getByRole('group', { name: 'Theme' });
    await expect(themes.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await background(page)).toBe(DARK);

    await themes.getByRole('radio', { name: 'Light' }).check();
    expect(await background(page)).toBe(LIGHT);
    await page.goto('/1e/rulebook/');
    await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(await background(page)).toBe(LIGHT);

    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'System' }).check();
    expect(await background(page)).toBe(DARK);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background(page)).toBe(LIGHT);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test("should apply a stored theme before first paint, without waiting for the page's scripts", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    // Hold back every module script: the theme must already be there from the inline head script.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/_astro/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/1e/rulebook/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null && [...document.styleSheets].some((s) => s.cssRules.length > 0));
    // The header script has not run: it would have checked "Dark".
    expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('input[name=site-theme][value=system]')?.checked)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await background(page)).toBe(DARK);
    release();
  });

  // One test per page: axe on four pages in one test ran past the 30 s limit on a loaded machine.
  for (const url of ['/1e/glossary/downloading/', '/2e/errata/', '/1e/compare/side-decks/', '/2e/rulebook/facing-dilemmas/']) {
    test(`axe should find nothing in the dark theme on ${url}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
      await page.goto(url);
      expect(await violations(page), url).toEqual([]);
    });
  }
});
