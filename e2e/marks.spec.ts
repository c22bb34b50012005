/**
 * Superseded marks scoped to what they supersede and tied to their passage, the standing line on the pages of the
 * documents that do not govern, and a ¶ citation a judge can paste (issue 28).
 */
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { described } from './axe.ts';

test.describe('superseded marks', () => {
  test('RB 83: only the sentences the Glossary supersedes are marked, the paragraph and its mark are framed together and tied for screen readers', async ({
    page,
  }) => {
    await page.goto('/1e/rulebook/2-mission-phase/');
    const paragraph = page.locator('#p-alpha-quadrant-and-gamma-quadrant-missions');
    const marked = paragraph.locator('.superseded-text');
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveText(
      '(Missions with no point box may be placed in either quadrant, even if there are no other missions in the quadrant yet. No missions may be placed in the Delta Quadrant yet.)',
    );
    await expect(marked).toBeVisible();
    // The frame holds the paragraph and its mark, which describes it.
    const frame = page.locator('.superseded-passage', { has: paragraph });
    await expect(frame).toHaveCount(1);
    const note = frame.getByRole('note');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Superseded by the ST1E Glossary: the marked sentences “(Missions with no point box');
    await expect(paragraph).toHaveAccessibleDescription(
      /^Superseded by the ST1E Glossary: the marked sentences “\(Missions with no point box .* The rest of the paragraph stands\./,
    );
    const [f, p, n] = await Promise.all([frame.boundingBox(), paragraph.boundingBox(), note.boundingBox()]);
    expect(f!.y).toBeLessThanOrEqual(p!.y);
    expect(f!.y + f!.height).toBeGreaterThanOrEqual(n!.y + n!.height);
    expect(await frame.evaluate((e) => getComputedStyle(e).borderLeftStyle)).toBe('dashed');
    // The governing text it links to is the Glossary's mission entry (G 2506).
    await note.getByRole('link', { name: 'read the standing text' }).click();
    await expect(page).toHaveURL(/\/1e\/glossary\/mission\/#p-during-the-mission-seed-phase-missions$/);
  });

  test('RB 359 stands with its exception: a note under the item, tied to it, no superseded mark', async ({ page }) => {
    await page.goto('/1e/rulebook/attempting-missions/');
    const item = page.locator('li[id^="p-failing-to-overcome-a-dilemma-that"]');
    await expect(item.locator('.superseded-text')).toHaveCount(0);
    const note = item.locator('.exception-note');
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('role', 'note');
    await expect(note).toContainText(/^Exception \(the ST1E Glossary\): .*mission continues/);
    await expect(item).toHaveAccessibleDescription(/^Exception \(the ST1E Glossary\)/);
    expect(await note.evaluate((e) => getComputedStyle(e).borderLeftStyle)).toBe('solid');
  });

  test('2RB 834–836: "The game ends immediately …" is marked with the winning conditions the Current Rulings rewrite (CR 166–171)', async ({ page }) => {
    await page.goto('/2e/rulebook/winning-the-game/');
    const ends = page.locator('p[id^="p-the-game-ends-immediately"]');
    await expect(ends).toHaveText(
      /^The game ends immediately when all three of these conditions are met\. \(The winner does not finish the rest of his or her turn\.\)/,
    );
    const frame = page.locator('.superseded-passage', { has: ends });
    await expect(frame).toHaveCount(1);
    // Each condition the Current Rulings rewrite is framed too (CR 166–169: "commands … completed").
    await expect(page.locator('.superseded-passage', { hasText: 'A player wins the game when he or she has:' })).toHaveCount(1);
    await expect(ends).toHaveAccessibleDescription(/^Superseded by the ST2E Current Rulings \(3 January 2011\): the framed paragraph\./);
    await frame.getByRole('note').getByRole('link', { name: 'read the standing text' }).click();
    // It lands on the Current Rulings' own sentence (CR 170–171: "… simultaneously met").
    await expect(page).toHaveURL(/\/2e\/rulings\/winning-the-game\/#p-the-game-ends-immediately-when-all$/);
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
      // v1.7 line 18: its own words sending the reader to the Glossary.
      /^This rulebook teaches the game and sends the reader to its companion Glossary for more on each term in bold; where it differs from the ST1E Glossary held here, the Glossary governs\. A term or phrase appearing in bold type indicates that there is more information on the topic in the companion Glossary\. \(line 18 of 1e-rulebook-v1\.7\.md\) Where the documents differ$/,
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
