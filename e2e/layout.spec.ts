/**
 * Answer first on a phone (issue 15): at 390×844 every page type shows its title and the first sentence of its text
 * on the first screen; the provenance is one line that opens on demand; a long page has a contents list, a header
 * (with search) that stays reachable, and a way back to the top; the ¶ and Menu controls are 24×24 px or more.
 */
import { test, expect, type Page } from '@playwright/test';
import { violations } from './axe.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/**
 * The viewport box of the first place `text` occurs in `root` (whitespace runs read as one space), measured on the
 * words themselves with a Range, not on their whole paragraph, which may run on below the screen.
 */
async function textBox(page: Page, root: string, text: string) {
  return page.evaluate(
    ([sel, wanted]) => {
      const scope = document.querySelector(sel!);
      if (!scope) return null;
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      const chars: Array<[Text, number]> = [];
      let flat = '';
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          const c = /\s/.test(node.data[i]!) ? ' ' : node.data[i]!;
          if (c === ' ' && flat.endsWith(' ')) continue;
          flat += c;
          chars.push([node, i]);
        }
      }
      const at = flat.indexOf(wanted!);
      if (at < 0) return null;
      const [startNode, startOffset] = chars[at]!;
      const [endNode, endOffset] = chars[at + wanted!.length - 1]!;
      const range = document.createRange();
      range.setStart(startNode, startOffset);
      range.setEnd(endNode, endOffset + 1);
      const r = range.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    },
    [root, text] as const,
  );
}

// One page of every type, with the first sentence of its text as the source has it (or, for the site's own pages,
// as the page is written).
const FIRST_SCREEN: Array<[string, string, string]> = [
  [
    '/',
    'Star Trek CCG rules reference',
    'The official rules of the Star Trek Customizable Card Game, First and Second Edition, word for word, searchable and cross-linked',
  ],
  [
    '/1e/glossary/dilemma-resolution/',
    'dilemma resolution',
    'This section applies to dilemmas seeded under a mission (or Empok Nor), including Q-icon dilemmas seeded as Space / Planet dilemmas (e.g., Hide and Seek, or with Beware of Q).',
  ],
  ['/2e/rulebook/facing-dilemmas/', 'Facing Dilemmas', 'When your personnel begin a mission attempt, count them and reveal the total.'],
  ['/2e/rulings/attempting-missions/', 'attempting missions', 'Below is the timing for mission attempts and response actions involving them.'],
  ['/2e/cards/cascade-virus/', 'Cascade Virus', 'To play this interrupt you must command Athos IV and three'],
  ['/1e/compare/side-decks/', 'SIDE DECKS', 'Side decks are optional customized decks of cards separate from, and in addition to, your normal game deck.'],
  ['/2e/errata/', 'Second Edition errata', 'errata of the Current Rulings.'],
  [
    '/sources/1e-glossary/',
    'Star Trek CCG First Edition Glossary',
    'The openCards overview of the 1E Glossary: an index of 453 terms, then one entry per term',
  ],
  ['/disagreements/', 'Where the sources disagree', 'The documents do not always agree.'],
];

test.describe('the first screen on a phone', () => {
  for (const [url, title, sentence] of FIRST_SCREEN) {
    test(`should show the title and the first sentence on the first screen of ${url}`, async ({ page }) => {
      await page.goto(url);
      const h1 = page.locator('h1');
      await expect(h1).toContainText(title);
      const head = (await h1.boundingBox())!;
      expect(head.y).toBeGreaterThanOrEqual(0);
      expect(head.y + head.height).toBeLessThanOrEqual(PHONE.height);
      const words = await textBox(page, 'main', sentence);
      expect(words, `“${sentence}” on ${url}`).not.toBeNull();
      expect(words!.top).toBeGreaterThan(head.y);
      expect(words!.bottom, `bottom of “${sentence.slice(0, 30)}…”`).toBeLessThanOrEqual(PHONE.height);
    });
  }

  test('should put breadcrumbs on one line, leading up one level', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'ORDER – ATTEMPT A MISSION' })).toBeVisible();
    expect((await crumbs.boundingBox())!.height).toBeLessThanOrEqual(30);
  });
});

test.describe('provenance', () => {
  test('should show one line, and the source lines on demand', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    const prov = page.locator('details.provenance');
    const line = prov.locator('summary');
    await expect(line).toHaveText('Source: ST2E Rulebook · Facing Dilemmas');
    expect((await line.boundingBox())!.height).toBeLessThanOrEqual(30);
    // The 2E Rulebook is undated: the line leaves the date out rather than saying "undated".
    await expect(line).not.toContainText('undated');
    const lines = prov.locator('dd', { hasText: '2e-rulebook.txt' });
    await expect(lines).toBeHidden();
    await line.click();
    await expect(lines).toBeVisible();
    await expect(lines).toHaveText('416–417, 527–550, 556, 597–750 of 2e-rulebook.txt');
    await expect(prov.getByRole('link', { name: 'Star Trek Customizable Card Game Second Edition Rulebook (v3)' })).toBeVisible();
  });

  test('should name a dated document with its date', async ({ page }) => {
    await page.goto('/2e/rulings/attempting-missions/');
    await expect(page.locator('details.provenance summary')).toHaveText('Source: ST2E Current Rulings · 3 January 2011 · attempting missions');
  });

  test('should print the full record', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('details.provenance dd', { hasText: '2e-rulebook.txt' })).toBeVisible();
  });
});

test.describe('a long page', () => {
  test('should list its passages, and land a chosen one below the header', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    const contents = page.locator('details.on-this-page');
    await expect(contents.locator('summary')).toContainText('On this page');
    await contents.locator('summary').click();
    const entry = contents.getByRole('link', { name: 'If your opponent reveals more than one copy…' });
    await entry.click();
    await expect(page).toHaveURL(/#p-if-your-opponent-reveals-more-than$/);
    const target = page.locator('#p-if-your-opponent-reveals-more-than');
    const header = (await page.locator('.site-header').boundingBox())!;
    await expect.poll(async () => (await target.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(target).toBeInViewport();
  });

  test('should keep the search box usable at the bottom, and go back to the top', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3 * PHONE.height);
    const box = page.locator('#site-search');
    await expect(box).toBeInViewport();
    await box.fill('mis-seed');
    // The first query loads the index: slow on a loaded machine.
    await expect(page.locator('[data-search-box] [data-search-results] li.result').first()).toBeInViewport({ timeout: 20_000 });
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('h1')).toBeInViewport();
  });

  test('should not give a short page a contents list', async ({ page }) => {
    await page.goto('/2e/glossary/reveal/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('details.on-this-page')).toHaveCount(0);
  });
});

test.describe('accessibility of the new controls', () => {
  test('axe should find nothing with the provenance and the contents list open', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    await page.locator('details.provenance summary').click();
    await page.locator('details.on-this-page summary').click();
    await expect(page.locator('details.on-this-page nav')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('targets', () => {
  test('should make the ¶ and Menu controls at least 24×24 px', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    for (const control of [page.getByRole('link', { name: 'Link to this passage' }).first(), page.getByRole('button', { name: 'Menu' })]) {
      const b = (await control.boundingBox())!;
      expect(b.width).toBeGreaterThanOrEqual(24);
      expect(b.height).toBeGreaterThanOrEqual(24);
    }
  });
});

test.describe('finding your way', () => {
  test('should link the walkthroughs, card indexes and errata from the home page', async ({ page }) => {
    await page.goto('/');
    const main = page.locator('main');
    for (const href of ['/1e/walkthrough/', '/2e/walkthrough/', '/1e/cards/', '/2e/cards/', '/2e/errata/']) {
      // The "Start here" path links some of them too: the first is enough.
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test('should list Cards of both editions in the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Documents' });
    await expect(nav.getByRole('link', { name: '1E Cards' })).toBeVisible();
    await nav.getByRole('link', { name: '2E Cards' }).click();
    await expect(page).toHaveURL(/\/2e\/cards\/$/);
  });

  test('should keep the header on one row on a phone, site name, search and Menu', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    const header = (await page.locator('.site-header').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(64);
    for (const el of [
      page.locator('.site-name'),
      page.locator('#site-search'),
      page.locator('#site-search-edition'),
      page.getByRole('button', { name: 'Menu' }),
    ]) {
      await expect(el).toBeVisible();
      const b = (await el.boundingBox())!;
      expect(b.y + b.height).toBeLessThanOrEqual(header.y + header.height);
    }
    expect((await page.locator('#site-search').boundingBox())!.width).toBeGreaterThanOrEqual(100);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('should show the whole navigation on one line', async ({ page }) => {
    await page.goto('/2e/rulebook/facing-dilemmas/');
    const links = page.getByRole('navigation', { name: 'Documents' }).getByRole('link');
    const tops = new Set(await links.evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().top))));
    expect(await links.count()).toBeGreaterThanOrEqual(13);
    expect([...tops]).toHaveLength(1);
  });
});
