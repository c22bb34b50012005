import { test, expect } from '@playwright/test';
import { violations } from './axe.ts';

test.describe('an icon lost in the source', () => {
  test('should read "[icon lost in the source]" where For the Cause lost its icons, explained on the page, and pass axe', async ({ page }) => {
    await page.goto('/2e/cards/for-the-cause/');
    const erratum = page.locator('section.erratum');
    // Current Rulings line 264: "…missions using your  personnel (and a ship…" — the glyph dropped, a space left.
    const marks = erratum.getByRole('img', { name: 'icon lost in the source' });
    await expect(marks).toHaveCount(2);
    await expect(marks.first()).toBeVisible();
    // Shown in brackets, so that copied text still reads as the site's insertion; named without them.
    await expect(marks.first()).toHaveText('[icon lost in the source]');
    await expect(erratum).toContainText('missions using your [icon lost in the source] personnel (and a ship they are aboard at a space mission)');
    await expect(erratum).not.toContainText(' ? ');
    const legend = page.getByRole('region', { name: 'Marks on this page' });
    await expect(legend).toContainText('An icon stood here in the printed document; the source text lost it.');
    expect(await violations(page, 'main')).toEqual([]);
  });

  test('should copy in a ¶ citation the same lost-icon mark the page shows, never "[icon]"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/2e/cards/analyze/');
    // Current Rulings line 188: "When an opponent’s dilemma that your  personnel is facing is about to be returned to its owner’s" — the icon lost.
    const passage = page.locator('section.erratum [id^="p-"]', { hasText: 'When an opponent’s dilemma' });
    await expect(passage.getByRole('img', { name: 'icon lost in the source' })).toBeVisible();
    await passage.getByRole('link', { name: 'Link to this passage' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      /^“When an opponent’s dilemma that your \[icon lost in the source\] personnel is facing is about to be returned to its owner’s dilemma pile, overcome that dilemma instead\.” — ST2E Current Rulings, 3 January 2011 — ERRATA: Analyze — lines 187–189 of 2e-current-rulings-2011-01-03\.txt\n/,
    );
    expect(copied).not.toContain('[icon]');
  });
});
