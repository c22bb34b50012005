/**
 * Superseded marks scoped to what they supersede and tied to their passage, the standing line on the pages of the
 * documents that do not govern, and a ¶ citation a judge can paste (issue 28).
 */
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { described } from './axe.ts';

test.describe('superseded marks', () => {
  test('RB 350: only the last sentence is marked, the paragraph and its mark are framed together and tied for screen readers', async ({ page }) => {
    await page.goto('/1e/rulebook/attempting-missions/');
    const paragraph = page.locator('#p-slide-out-the-bottom-seed-card');
    const marked = paragraph.locator('.superseded-text');
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveText(
      'If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.',
    );
    await expect(marked).toBeVisible();
    // The sentences before it stand: they are outside the mark.
    const unmarked = await paragraph.evaluate((p) => {
      const copy = p.cloneNode(true) as Element;
      for (const e of copy.querySelectorAll('.superseded-text, a.cite')) e.remove();
      return copy.textContent!.replace(/\s+/g, ' ').trim();
    });
    expect(unmarked).toBe(
      'Slide out the bottom seed card under the mission and turn it over. Look only at the bottom card. (If you encounter an artifact or a card seeded like an artifact, move it to the top of the seed card stack, sliding it just beneath the Mission card. Artifacts are not earned until the mission is completed.)',
    );
    // The mark is in the paragraph's frame, right after it, and describes it.
    const frame = page.locator('.superseded-passage', { has: paragraph });
    await expect(frame).toHaveCount(1);
    const note = frame.getByRole('note');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Superseded by the ST1E Glossary: the marked sentence “If more than one copy of any card');
    await expect(paragraph).toHaveAccessibleDescription(
      /^Superseded by the ST1E Glossary: the marked sentence “If more than one copy .* The rest of the paragraph stands\./,
    );
    // The frame's rule runs beside both: it starts at the paragraph and ends at the mark.
    const [f, p, n] = await Promise.all([frame.boundingBox(), paragraph.boundingBox(), note.boundingBox()]);
    expect(f!.y).toBeLessThanOrEqual(p!.y);
    expect(f!.y + f!.height).toBeGreaterThanOrEqual(n!.y + n!.height);
    expect(await frame.evaluate((e) => getComputedStyle(e).borderLeftStyle)).toBe('dashed');
    // The next paragraph is outside the frame.
    await expect(page.locator('.superseded-passage #p-read-the-first-dilemma-card-aloud')).toHaveCount(0);
  });

  test('2RB 834–836: "The game ends immediately …" is marked with the winning conditions the Current Rulings rewrite (CR 166–171)', async ({ page }) => {
    await page.goto('/2e/rulebook/winning-the-game/');
    const ends = page.locator('p[id^="p-the-game-ends-immediately"]');
    await expect(ends).toHaveText(
      /^The game ends immediately when all three of these conditions are met\. \(The winner does not finish the rest of his or her turn\.\)/,
    );
    const frame = page.locator('.superseded-passage', { has: ends });
    await expect(frame).toHaveCount(1);
    await expect(frame).toContainText('A player wins the game when he or she has:');
    await expect(ends).toHaveAccessibleDescription(/^Superseded by the ST2E Current Rulings \(3 January 2011\): the framed passage\./);
    await frame.getByRole('note').getByRole('link', { name: 'read the standing text' }).click();
    await expect(page).toHaveURL(/\/2e\/rulings\/winning-the-game\/#p-a-player-wins-the-game-when$/);
    await page.goBack();
    // What the Current Rulings leave unchanged is not framed.
    await expect(page.locator('.superseded-passage', { hasText: 'The game also ends if all players have no cards' })).toHaveCount(0);
  });

  test('Gray’s affiliations and Q-Flash seeding carry no mark', async ({ page }) => {
    for (const url of ['/1e/grays/the-affiliations/', '/1e/grays/3-dilemma-phase/']) {
      await page.goto(url);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main .superseded, main .superseded-passage')).toHaveCount(0);
    }
  });
});

test.describe('standing and citations', () => {
  for (const [url, line, reasons] of [
    [
      '/1e/rulebook/engaging-in-battle/',
      'Standing: Where they differ, the ST1E Glossary governs. — why?',
      // v1.7 line 13, its own words on where the rules and rulings are.
      /^This rulebook teaches the game; where it differs from the ST1E Glossary, the Glossary governs\. The companion Glossary Version 1\.7 is comprehensive, and contains all Star Trek Customizable Card Game rules and rulings as of August 2000\. \(line 13 of 1e-rulebook-v1\.7\.md\) Where the documents differ$/,
    ],
    [
      '/1e/grays/engaging-in-battle/',
      'Standing: Community compilation; the ST1E Glossary governs. — why?',
      /^A community compilation: it never governs\. For a ruling, the ST1E Glossary governs\./,
    ],
    [
      '/2e/rulebook/winning-the-game/',
      'Standing: Where the ST2E Current Rulings speak, they govern. — why?',
      /^Where the ST2E Current Rulings \(3 January 2011\) speak, they stand over this rulebook; where they are silent, it stands\./,
    ],
  ] as const) {
    test(`${url} shows its standing as one line on a desktop, opening to why`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(url);
      const standing = page.locator('main details.standing-line');
      const summary = standing.locator('summary');
      await expect(summary).toBeVisible();
      await expect(summary).toHaveText(line);
      // One line: no taller than one line of its text.
      const [box, lineHeight] = await Promise.all([summary.boundingBox(), summary.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight))]);
      expect(box!.height).toBeLessThan(lineHeight * 1.5);
      const why = standing.locator(':scope > p');
      await expect(why).toBeHidden();
      await summary.click();
      await expect(why).toBeVisible();
      await expect(why).toHaveText(reasons);
      await why.getByRole('link', { name: 'Where the documents differ' }).click();
      await expect(page).toHaveURL(/\/disagreements\/$/);
    });
  }

  test('a governing page shows no standing line', async ({ page }) => {
    await page.goto('/1e/glossary/battle/');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('.standing-line')).toHaveCount(0);
  });

  test('the ¶ citation copies the whole sentence, the document, date, section and its lines', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/1e/rulebook/engaging-in-battle/');
    const item = page.locator('#p-you-may-initiate-battle-only-during');
    await item.getByRole('link', { name: 'Link to this passage' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      /^“You may initiate battle only during your own turn\.” — ST1E Rulebook v1\.7, August 2000 — .*ENGAGING IN BATTLE — line 384 of 1e-rulebook-v1\.7\.md\n/,
    );
    expect(copied).toMatch(/\/1e\/rulebook\/engaging-in-battle\/#p-you-may-initiate-battle-only-during$/);
  });

  test('axe finds nothing (contrast of the ¶ control, the frame and the marked sentence included)', async ({ page }) => {
    for (const url of ['/1e/rulebook/engaging-in-battle/', '/1e/rulebook/attempting-missions/', '/2e/rulebook/winning-the-game/']) {
      await page.goto(url);
      await expect(page.locator('main h1')).toBeVisible();
      // The standing line opened, so that its reasons are checked too.
      await page.locator('main details.standing-line > summary').click();
      await expect(page.locator('main details.standing-line > p')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(described(results), url).toEqual([]);
      // axe checked the ¶ links' text against their background: they are in its passes, not left "incomplete".
      const contrast = results.passes.find((r) => r.id === 'color-contrast');
      expect(contrast?.nodes.some((n) => n.target.join(' ').includes('cite'))).toBe(true);
    }
  });
});
