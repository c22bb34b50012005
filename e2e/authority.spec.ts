/**
 * Which document governs, seen by a reader (issue 14): a superseded paragraph carries its mark in place, linking to
 * the passage that stands; /disagreements/ opens with its contents and lists the walkthroughs' tensions.
 */
import { test, expect } from '@playwright/test';

test('Facing Dilemmas: the Pinned Down paragraph is marked superseded in place, and the link lands on the ruling that stands', async ({ page }) => {
  await page.goto('/2e/rulebook/facing-dilemmas/');
  const paragraph = page.locator('p[id^="p-"]', { hasText: 'is a separate action and you can act before or after each of them.' });
  await expect(paragraph).toHaveCount(1);
  // The mark is the paragraph's next sibling: at the paragraph, not only in a note at the page's end.
  const mark = paragraph.locator('xpath=following-sibling::*[1]');
  await expect(mark).toHaveClass(/superseded/);
  await expect(mark).toHaveAttribute('role', 'note');
  await expect(mark).toContainText('Superseded by the ST2E Current Rulings (3 January 2011)');
  await mark.getByRole('link', { name: 'read the standing text' }).click();
  await expect(page).toHaveURL(/\/2e\/rulings\/dilemmas\/#p-for-example-pinned-down-reads-randomly$/);
  await expect(page.locator('#p-for-example-pinned-down-reads-randomly')).toContainText('is a set of two actions');
});

test('the ruling that stands carries no superseded mark', async ({ page }) => {
  await page.goto('/2e/rulings/dilemmas/');
  await expect(page.locator('main .superseded')).toHaveCount(0);
});

test('/disagreements/ lists its contents first, says which stands by the precedence, and shows the walkthroughs’ tensions', async ({ page }) => {
  await page.goto('/disagreements/');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link', { name: 'How many kinds of side deck there are' })).toBeVisible();
  await expect(contents.getByRole('link', { name: 'Tensions in the 2E walkthrough' })).toBeVisible();
  const sideDecks = page.locator('article#side-decks');
  await expect(sideDecks).toContainText('The five types of side decks are the Q-Continuum side deck');
  await expect(sideDecks).toContainText('The ST1E Glossary stands.');
  await expect(page.locator('article#card-pool')).toContainText('Neither stands.');
  await expect(page.locator('#tensions-2e ~ article', { hasText: 'Does a too-costly dilemma take the rest of the stack with it?' })).toContainText('silent');
});
