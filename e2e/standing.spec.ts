/**
 * The standing ledger where a judge reads it (issue 33): a passage that does not stand as written says so wherever it
 * travels — its ¶ copy, a link preview, the compare pages — the governing text lists what it changes, and
 * /disagreements/ counts every verdict. Passages from content/sources/: RB 83 (v1.7 line 83, "Missions with no point
 * box may be placed in either quadrant"; changed by G 2506), RB 359 (narrowed by G 1586, "mission continues").
 */
import { test, expect } from '@playwright/test';
import { violations } from './axe.ts';

test.describe('standing where the passage travels', () => {
  test('the ¶ copy of a superseded passage says it is superseded, by what, and where the text that stands is', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/1e/rulebook/2-mission-phase/');
    await page.locator('#p-alpha-quadrant-and-gamma-quadrant-missions').getByRole('link', { name: 'Link to this passage' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const [words, standing, url] = copied.split('\n');
    // The whole passage, never cut inside a sentence, with its own line.
    expect(words).toMatch(
      /^“Alpha Quadrant and Gamma Quadrant missions .* No missions may be placed in the Delta Quadrant yet\.\)” — ST1E Rulebook v1\.7, August 2000 — .* — line 83 of 1e-rulebook-v1\.7\.md$/,
    );
    expect(standing).toMatch(
      /^Superseded by the ST1E Glossary — the text that stands: http:\/\/[^/]+\/1e\/glossary\/mission\/#p-during-the-mission-seed-phase-missions$/,
    );
    expect(url).toMatch(/\/1e\/rulebook\/2-mission-phase\/#p-alpha-quadrant-and-gamma-quadrant-missions$/);
  });

  test('the ¶ copy of a narrowed passage carries its exception and the governing text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/1e/rulebook/attempting-missions/');
    const item = page.locator('li[id^="p-failing-to-overcome-a-dilemma-that"]');
    await item.getByRole('link', { name: 'Link to this passage' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split('\n');
    expect(lines[0]).toMatch(/^“Failing to overcome a dilemma that has conditions immediately "stops" your Away Team/);
    // The note's words are not copied as the passage's.
    expect(lines[0]).not.toContain('Exception');
    expect(lines[1]).toMatch(/^Exception \(the ST1E Glossary\): .*mission continues.* — the text that governs: http:\/\/[^/]+\/1e\/glossary\//);
  });

  test('a governing entry lists the passages it changes, and each link previews its standing', async ({ page }) => {
    await page.goto('/1e/glossary/mission/');
    const changes = page.locator('section.standing-changes');
    await expect(changes.getByRole('heading', { name: /Passages this text changes/ })).toBeVisible();
    const link = changes.locator('a.ref[href="/1e/rulebook/2-mission-phase/#p-alpha-quadrant-and-gamma-quadrant-missions"]');
    await expect(link).toHaveCount(1);
    await expect(
      changes.locator('li').filter({ has: page.locator('a.ref[href="/1e/rulebook/2-mission-phase/#p-alpha-quadrant-and-gamma-quadrant-missions"]') }),
    ).toContainText('ST1E Rulebook v1.7, 2. MISSION PHASE — changed, resting on');
    await link.focus();
    const preview = page.getByRole('tooltip');
    await expect(preview).toBeVisible();
    await expect(preview.locator('.preview-standing')).toContainText('Superseded by the ST1E Glossary');
    await expect(preview).toContainText('Alpha Quadrant and Gamma Quadrant missions');
  });

  test('the compare page marks each side’s passages as their pages do', async ({ page }) => {
    await page.goto('/1e/compare/2-mission-phase/');
    await expect(page.locator('main details.standing-line summary')).toContainText('neither governs; the ST1E Glossary does');
    // v1.7's RB 83 and Gray's GR 99: both superseded by G 2506, each note under its own side.
    const notes = page.locator('.standing-note-superseded');
    await expect(notes.filter({ hasText: 'Missions with no point box may be placed in either quadrant' })).toHaveCount(1);
    await expect(notes.filter({ hasText: 'Missions with no point box may be placed in any quadrant' })).toHaveCount(1);
    await notes.first().getByRole('link', { name: 'why' }).click();
    await expect(page).toHaveURL(/\/disagreements\/#rules-1e-/);
    await expect(page.locator(':target')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('/disagreements/ counts every verdict of every document, and each marked record quotes both sides', async ({ page }) => {
    await page.goto('/disagreements/');
    const table = page.getByRole('table', { name: 'Verdicts by document' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    // The passages column: every passage of each document has a record (v1.7 210, Gray's 216, 2E rulebook 182, glossary 62).
    const totals = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.lastElementChild?.textContent)));
    expect(totals).toEqual([210, 216, 182, 62]);
    const record = page.locator('article#rules-1e-rulebook-2-mission-phase-p-alpha-quadrant-and-gamma-quadrant-missions');
    await expect(record).toContainText('Missions with no point box may be placed in either quadrant');
    await expect(record.locator('.wt-stands').first()).toContainText('governs');
    await expect(record).toContainText('Why:');
    expect(await violations(page, 'main')).toEqual([]);
  });

  test('RB 359 reads as standing with its exception on /disagreements/ and in the 1E walkthrough, never as "does not stand"', async ({ page }) => {
    await page.goto('/disagreements/');
    const failing = page.locator('article#failing-conditions');
    const rb359 = failing.locator('figure', { hasText: 'ST1E Rulebook v1.7' });
    await expect(rb359).toContainText('— stands, with the exception');
    await page.goto('/1e/walkthrough/');
    const cites = page.locator('figure.wt-cite', { hasText: 'Failing to overcome a dilemma that has conditions immediately' });
    const labels = await cites.locator('figcaption').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const l of labels) expect(l).not.toContain('Does not stand here');
  });
});
