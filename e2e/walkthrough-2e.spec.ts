/** The 2E walkthrough in the browser: mission attempts answered step by step, against the rules they quote. */
import { test, expect } from '@playwright/test';
import { step, heading, live, counter, answer, enter } from './walkthrough-steps.ts';

test.describe('2E walkthrough', () => {
  test('should overcome an over-cost dilemma, keeping the running numbers, and complete the mission', async ({ page }) => {
    await page.goto('/2e/walkthrough/');
    await answer(page, 'One of my planet missions');
    await answer(page, 'Yes');
    await enter(page, 'Personnel in the attempt (1 to 99)', 3);
    await enter(page, 'Overcome dilemmas beneath the mission (0 to 99)', 0);
    await expect(counter(page, 'Number announced')).toHaveText('3');
    await answer(page, 'Your opponent draws dilemmas');
    await answer(page, 'No: they draw the number announced');
    await expect(counter(page, 'Dilemmas drawn')).toHaveText('3');
    await enter(page, 'Dilemmas in the stack (0 to 3)', 2);
    await answer(page, 'Your opponent reveals the top dilemma');
    await enter(page, 'Its cost (after any cost modifiers) (0 to 99)', 2, 'Neither: check its cost');
    await expect(heading(page)).toHaveText('Face it, one action at a time');
    await expect(counter(page, 'Cost your opponent has left to spend')).toHaveText('1 of 3');
    await expect(live(page)).toContainText('Cost your opponent has left to spend: 1 of 3.');
    await enter(page, 'Personnel removed from the attempt (0 to 3)', 0);
    await answer(page, 'No: it is overcome, beneath the mission');
    await answer(page, 'Your opponent reveals the top dilemma');
    await enter(page, 'Its cost (after any cost modifiers) (0 to 99)', 2, 'Neither: check its cost');
    await expect(heading(page)).toHaveText('Too costly: overcome, with the rest of the stack');
    await expect(step(page).locator('.wt-tension')).toContainText('Does a too-costly dilemma take the rest of the stack with it?');
    await expect(counter(page, 'Cost your opponent has left to spend')).toHaveText('1 of 3');
    await expect(counter(page, 'Dilemmas overcome this attempt')).toHaveText('2');
    await answer(page, 'Go on: the stack is empty');
    await answer(page, 'The stack is empty: complete the mission');
    await answer(page, 'Yes');
    await answer(page, 'No: score the mission');
    await answer(page, 'No');
    await expect(heading(page)).toHaveText('Mission completed');
    await expect(counter(page, 'Dilemmas left in the stack')).toHaveText('0');
  });

  test('should overcome the remaining dilemmas when all personnel are stopped', async ({ page }) => {
    await page.goto('/2e/walkthrough/');
    await answer(page, 'One of my space missions');
    await answer(page, 'Yes');
    await enter(page, 'Personnel in the attempt (1 to 99)', 4);
    await enter(page, 'Overcome dilemmas beneath the mission (0 to 99)', 1);
    await expect(counter(page, 'Number announced')).toHaveText('3');
    await answer(page, 'Your opponent draws dilemmas');
    await enter(page, 'Modifier (negative for fewer) (-20 to 20)', 1, 'Yes: they draw more or fewer');
    await expect(counter(page, 'Dilemmas drawn')).toHaveText('4');
    await expect(counter(page, 'Cost your opponent has left to spend')).toHaveText('3 of 3');
    await enter(page, 'Dilemmas in the stack (0 to 4)', 3);
    await answer(page, 'Your opponent reveals the top dilemma');
    await enter(page, 'Its cost (after any cost modifiers) (0 to 99)', 1, 'Neither: check its cost');
    await enter(page, 'Personnel removed from the attempt (0 to 4)', 4);
    await expect(counter(page, 'Personnel in the attempt')).toHaveText('0');
    await answer(page, 'No: it is overcome, beneath the mission');
    await expect(step(page).locator('.wt-choices').getByRole('button')).toHaveText(['Nobody is left: the rest of the stack is overcome']);
    await answer(page, 'Nobody is left: the rest of the stack is overcome');
    await expect(heading(page)).toHaveText('Nobody left: the rest are overcome');
    await expect(counter(page, 'Dilemmas overcome this attempt')).toHaveText('3');
    await expect(counter(page, 'Dilemmas left in the stack')).toHaveText('0');
    await expect(step(page).locator('.wt-outcome')).toContainText('the remaining dilemmas are overcome');
  });

  test('should overcome a duplicate and a wrong type unfaced, and win', async ({ page }) => {
    await page.goto('/2e/walkthrough/');
    await answer(page, 'One of my planet missions');
    await answer(page, 'Yes');
    await enter(page, 'Personnel in the attempt (1 to 99)', 5);
    await enter(page, 'Overcome dilemmas beneath the mission (0 to 99)', 0);
    await answer(page, 'Your opponent draws dilemmas');
    await answer(page, 'No: they draw the number announced');
    await enter(page, 'Dilemmas in the stack (0 to 5)', 3);
    await answer(page, 'Your opponent reveals the top dilemma');
    await expect(step(page).locator('.wt-tension')).toContainText('What counts as “the same dilemma”?');
    await answer(page, 'A copy of a dilemma already revealed in this attempt');
    await expect(heading(page)).toHaveText('Overcome without being faced');
    await answer(page, 'Next dilemma');
    await answer(page, 'Your opponent reveals the top dilemma');
    await answer(page, 'The wrong type: a space dilemma at a planet mission, or a planet dilemma at a space mission');
    await answer(page, 'Next dilemma');
    await answer(page, 'Your opponent reveals the top dilemma');
    await enter(page, 'Its cost (after any cost modifiers) (0 to 99)', 5, 'Neither: check its cost');
    await expect(step(page).locator('.wt-tension')).toContainText('Pinned Down');
    await enter(page, 'Personnel removed from the attempt (0 to 5)', 1);
    await answer(page, 'Yes: it goes where its text says');
    await answer(page, 'The stack is empty: complete the mission');
    await answer(page, 'Yes');
    await answer(page, 'No: score the mission');
    await answer(page, 'Yes, all three');
    await expect(heading(page)).toHaveText('You win');
    await expect(counter(page, 'Personnel in the attempt')).toHaveText('4');
    await expect(counter(page, 'Cost your opponent has left to spend')).toHaveText('0 of 5');
  });

  test('should refuse a mission already completed (issue 28, item 6), and explain AP and OP beside the quoted rulings', async ({ page }) => {
    await page.goto('/2e/walkthrough/');
    await answer(page, 'One of my missions that is already completed');
    await expect(heading(page)).toHaveText('This mission cannot be attempted');
    await expect(step(page).locator('blockquote').filter({ hasText: 'You cannot attempt it again for the rest of the game.' })).toHaveCount(1);
    await page.goto('/2e/walkthrough/?path=planet,yes,personnel.3,beneath.0,go,draw,stack.2');
    await expect(heading(page)).toHaveText('Before the next dilemma');
    const cite = step(page).locator('.wt-cite', { hasText: 'c. OP reveals the top card of the dilemma stack to AP.' });
    // The quotation stays as the Current Rulings write it; the abbreviations are explained in its caption.
    await expect(cite.locator('blockquote')).toHaveText('c. OP reveals the top card of the dilemma stack to AP.');
    await expect(cite.locator('.wt-abbr')).toHaveText('AP: active player; OP: opponent.');
    const ap = cite.locator('.wt-abbr').getByRole('link', { name: 'active player' });
    await expect(ap).toHaveAttribute('href', '/2e/rulings/attempting-missions/#p-active-player-ap-begins-a-mission');
    await ap.hover();
    await expect(page.locator('#link-preview .preview-text')).toHaveText(/^Active player \(AP\) begins a mission attempt/);
  });

  test('should restore the same step, with the same numbers, from a shared URL', async ({ page, context }) => {
    await page.goto('/2e/walkthrough/');
    await answer(page, 'One of my planet missions');
    await answer(page, 'Yes');
    await enter(page, 'Personnel in the attempt (1 to 99)', 6);
    await enter(page, 'Overcome dilemmas beneath the mission (0 to 99)', 2);
    await answer(page, 'Your opponent draws dilemmas');
    await answer(page, 'No: they draw the number announced');
    await enter(page, 'Dilemmas in the stack (0 to 4)', 2);
    await answer(page, 'Your opponent reveals the top dilemma');
    await expect(heading(page)).toHaveText('Check the revealed dilemma');
    const shared = page.url();
    expect(shared).toMatch(/\?path=planet,yes,personnel\.6,beneath\.2,go,draw,stack\.2,reveal$/);
    // The link's address (its href property: the attribute is the path, as the server writes it for the first step).
    expect(await page.getByRole('link', { name: 'Link to this step' }).evaluate((a) => (a as HTMLAnchorElement).href)).toBe(shared);

    const other = await context.newPage();
    await other.goto(shared);
    await expect(heading(other)).toHaveText('Check the revealed dilemma');
    await expect(counter(other, 'Number announced')).toHaveText('4');
    await expect(counter(other, 'Cost your opponent has left to spend')).toHaveText('4 of 4');
    await expect(counter(other, 'Dilemmas left in the stack')).toHaveText('2');
    await expect(other.locator('[data-wt-path] li')).toHaveCount(8);
    // The path so far leads back to any earlier step.
    await other.locator('[data-wt-path-box] summary').click();
    await other.locator('[data-wt-path] a', { hasText: 'Count your personnel' }).click();
    await expect(heading(other)).toHaveText('Count your personnel');
    await expect(other).toHaveURL(/\?path=planet,yes$/);
  });

  test('should not ask the size of the stack when the opponent drew no dilemmas', async ({ page }) => {
    await page.goto('/2e/walkthrough/?path=planet,yes,personnel.3,beneath.0,go');
    await enter(page, 'Modifier (negative for fewer) (-20 to 20)', -3, 'Yes: they draw more or fewer');
    await expect(heading(page)).toHaveText('Before the next dilemma');
    await expect(step(page).locator('.wt-known')).toHaveText('Known, so not asked: Dilemmas in the stack: 0.');
    await expect(counter(page, 'Dilemmas left in the stack')).toHaveText('0');
    await expect(page).toHaveURL(/\?path=planet,yes,personnel\.3,beneath\.0,go,modifier\.-3$/);
    // Back goes past the known step, to the question the player answered.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(heading(page)).toHaveText('Your opponent draws dilemmas');
  });

  test('should start over, with a notice, from a path that cannot be followed', async ({ page }) => {
    await page.goto('/2e/walkthrough/?path=planet,yes,personnel.0');
    await expect(page.locator('[data-wt-notice]')).toContainText('could not be followed (Step 3: 0 is out of range for "Personnel in the attempt" (1 to 99))');
    await expect(heading(page)).toHaveText('Which mission?');
    await expect(page).toHaveURL(/\/2e\/walkthrough\/$/);
    await page.goto('/2e/walkthrough/?path=%3Cscript%3E');
    await expect(page.locator('[data-wt-notice]')).toContainText('it is not a list of answers');
    await expect(heading(page)).toHaveText('Which mission?');
    // A 14,000-character path is not echoed in full: the notice cuts the reason.
    await page.goto(`/2e/walkthrough/?path=planet,yes,${'personnel.3,'.repeat(1200)}`);
    await expect(page.locator('[data-wt-notice]')).toContainText('could not be followed');
    expect((await page.locator('[data-wt-notice]').textContent())!.length).toBeLessThan(400);
  });
});
