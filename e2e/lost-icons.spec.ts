import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
