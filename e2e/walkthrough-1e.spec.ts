/** The 1E walkthrough in the browser: mission attempts answered step by step, against the rules they quote. */
import { test, expect } from '@playwright/test';
import { step, heading, live, answer } from './walkthrough-steps.ts';

test.describe('1E walkthrough', () => {
  test('should end the attempt when the conditions are not met and the dilemma is replaced under the mission', async ({ page }) => {
    await page.goto('/1e/walkthrough/');
    await expect(heading(page)).toHaveText('What kind of mission?');
    await answer(page, 'A planet mission');
    await expect(live(page)).toContainText('Step 2: An Away Team on the planet.');
    await answer(page, 'Yes');
    await answer(page, 'Begin: reveal the first seed card');
    await answer(page, 'A dilemma');
    await answer(page, 'Yes (or it has neither)');
    await answer(page, 'No: its targets are chosen');
    await answer(page, 'It has conditions, and they are not met');
    await answer(page, 'No response: resolve it');
    await expect(heading(page)).toHaveText('Conditions not met');
    // The known tension is shown on this step, with its three passages, decided as specific over general.
    await expect(step(page).locator('.wt-tension')).toContainText('Does failing a dilemma’s conditions always stop the group?');
    await expect(step(page).locator('.wt-tension figcaption a')).toHaveCount(3);
    await expect(step(page).locator('.wt-tension .wt-why')).toContainText('specific rules override more general ones');
    await answer(page, 'None of these');
    await expect(heading(page)).toHaveText('Stopped; replaced under the mission');
    await expect(step(page).locator('.wt-outcome')).toContainText('the dilemma is replaced under the mission');
    await expect(page).toHaveURL(/\?path=planet,yes,go,dilemma,yes,chosen,not-met,none,neither$/);
    await expect(live(page)).toContainText('Outcome:');
    // The step's rule links to its paragraph.
    await step(page).getByRole('link', { name: 'ST1E Rulebook v1.7: ATTEMPTING MISSIONS' }).first().click();
    await expect(page).toHaveURL(/\/1e\/rulebook\/attempting-missions\/#p-most-dilemmas-with-conditions-end-with$/);
    await expect(page.locator('#p-most-dilemmas-with-conditions-end-with')).toContainText('Slide such a dilemma back under the mission');
  });

  test('should solve a space mission after an artifact and an overcome dilemma, by keyboard alone', async ({ page }) => {
    await page.goto('/1e/walkthrough/');
    await step(page).getByRole('button', { name: 'A space mission' }).focus();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('One ship and its crew');
    // Each new step takes the focus to its heading; its answers follow its text (and the text's glossary links).
    await expect(heading(page)).toBeFocused();
    // Tab past the step's glossary links to its answers, then on to the nth answer, and press Enter.
    const keys = async (nth = 1) => {
      for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.classList.contains('wt-answer'))); i++) await page.keyboard.press('Tab');
      for (let i = 1; i < nth; i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    };
    await keys(); // Yes
    await keys(); // Begin
    await expect(heading(page)).toHaveText('Reveal the bottom seed card');
    await keys(3); // An artifact
    await expect(heading(page)).toHaveText('An artifact');
    await keys(); // Next seed card
    await keys(); // A dilemma
    await keys(); // trigger present
    await keys(); // targets chosen
    await keys(); // conditions met
    await keys(); // no response
    await expect(heading(page)).toHaveText('Conditions met: overcome');
    await keys(); // go on
    await keys(); // unstopped, matching
    await expect(heading(page)).toHaveText('Reveal the bottom seed card');
    await step(page).getByRole('button', { name: 'No seed cards are left to encounter' }).press('Enter');
    await keys(); // requirements met
    await expect(heading(page)).toHaveText('Requirements met: any mis-seed of your own revealed here?');
    await keys(); // no mis-seed of mine revealed here in an earlier attempt
    await expect(heading(page)).toHaveText('Solve the mission');
    await expect(step(page).locator('.wt-outcome')).toContainText('The mission is solved');
    await expect(page.locator('[data-wt-path-count]')).toHaveText('15');
  });

  test('should face a Q-Flash swapped in by Beware of Q, then end unsolved', async ({ page }) => {
    await page.goto('/1e/walkthrough/');
    for (const a of [
      'A dual-icon mission (planet and space)',
      'Yes',
      'Begin: reveal the first seed card',
      'A dilemma',
      'Yes (or it has neither)',
      'No: its targets are chosen',
      'It has conditions, and they are met',
    ])
      await answer(page, a);
    await expect(heading(page)).toHaveText('Responses to the dilemma just encountered');
    await answer(page, 'My opponent replaces it with a Q-Flash (Beware of Q)');
    await expect(heading(page)).toHaveText('Replaced with a Q-Flash');
    await answer(page, 'Face the Q-Flash');
    // No tension with Gray's here (its own rule allows one copy of a card per mission): one Q-Flash per mission.
    await expect(step(page).locator('.wt-tension')).toHaveCount(0);
    await expect(step(page).locator('.wt-part-text')).toContainText('no more than one Q-Flash under a mission');
    await answer(page, 'Yes');
    await answer(page, 'Discard the Q-Flash and go on');
    await answer(page, 'Unstopped personnel, at least one matching the mission');
    await answer(page, 'No seed cards are left to encounter');
    await answer(page, 'No');
    await expect(heading(page)).toHaveText('Requirements not met: the attempt ends');
    await expect(step(page).locator('.wt-outcome')).toContainText('the group is not stopped');
  });

  test('should go one step back with the page’s Back, then the browser’s Back, and forward again with the browser’s Forward', async ({ page }) => {
    await page.goto('/1e/walkthrough/');
    await answer(page, 'A planet mission');
    await answer(page, 'Yes');
    await answer(page, 'Begin: reveal the first seed card');
    await expect(heading(page)).toHaveText('Reveal the bottom seed card');
    await expect(page).toHaveURL(/\?path=planet,yes,go$/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(heading(page)).toHaveText('Announce the attempt');
    await expect(page).toHaveURL(/\?path=planet,yes$/);
    await page.goBack(); // one more step back, never the undone step again
    await expect(heading(page)).toHaveText('An Away Team on the planet');
    await expect(page).toHaveURL(/\?path=planet$/);
    await page.goForward();
    await expect(heading(page)).toHaveText('Announce the attempt');
    await expect(page).toHaveURL(/\?path=planet,yes$/);
    await expect(page.locator('[data-wt-path] li')).toHaveCount(2);
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(heading(page)).toHaveText('What kind of mission?');
    await expect(page).toHaveURL(/\/1e\/walkthrough\/$/);
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
  });

  test('should go back one step with the browser’s Back from a shared link too', async ({ page }) => {
    await page.goto('/1e/walkthrough/?path=planet,yes,go');
    await expect(heading(page)).toHaveText('Reveal the bottom seed card');
    await page.goBack();
    await expect(heading(page)).toHaveText('Announce the attempt');
    await expect(page).toHaveURL(/\?path=planet,yes$/);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(heading(page)).toHaveText('An Away Team on the planet');
    await page.goForward();
    await expect(heading(page)).toHaveText('Announce the attempt');
  });

  test('should link a step’s jargon to the glossary, with a preview', async ({ page }) => {
    await page.goto('/1e/walkthrough/?path=planet,yes,go,dilemma,yes,chosen,met');
    await expect(heading(page)).toHaveText('Responses to the dilemma just encountered');
    const nullifier = step(page).getByRole('link', { name: 'nullifier', exact: true });
    await expect(nullifier).toHaveAttribute('href', '/1e/glossary/nullify/');
    await expect(step(page).getByRole('link', { name: 'Q-Flash', exact: true })).toHaveAttribute('href', '/1e/glossary/q-continuum-side-deck/');
    await nullifier.hover();
    await expect(page.locator('#link-preview')).toContainText('To nullify a card is to cancel and discard it.');
    await nullifier.click();
    await expect(page).toHaveURL(/\/1e\/glossary\/nullify\/$/);
  });

  test('should not solve a mission after your own mis-seed revealed in an earlier attempt (issue 28, item 3)', async ({ page }) => {
    await page.goto('/1e/walkthrough/?path=planet,yes,go,none,met');
    await expect(heading(page)).toHaveText('Requirements met: any mis-seed of your own revealed here?');
    await answer(page, 'Yes');
    await expect(heading(page)).toHaveText('Your own mis-seed: you may not solve it');
    await expect(step(page).locator('.wt-part-text')).toContainText('for the rest of the game');
    await expect(page).toHaveURL(/\?path=planet,yes,go,none,met,yes$/);
  });

  test('should link the jargon of a step’s answers and question to the glossary, with previews (issue 28)', async ({ page }) => {
    await page.goto('/1e/walkthrough/?path=planet,yes,go');
    await expect(heading(page)).toHaveText('Reveal the bottom seed card');
    // The answers are buttons: the terms they use are listed under them, linked, each as the label spells it.
    const terms = step(page).locator('.wt-ask .wt-terms');
    await expect(terms.getByRole('link')).toHaveText(['combo dilemma', 'artifact', 'mis-seed', 'Q-Flash']);
    await expect(step(page).getByRole('button', { name: /^A mis-seed \(a second copy/ })).toBeVisible();
    const misseed = terms.getByRole('link', { name: 'mis-seed', exact: true });
    await expect(misseed).toHaveAttribute('href', '/1e/glossary/mis-seed/');
    await misseed.hover();
    await expect(page.locator('#link-preview .preview-title')).toHaveText('mis-seed');
    await expect(page.locator('#link-preview .preview-kind')).toContainText('Glossary term');
    // A term linked to a passage of a longer entry previews that passage: "trigger", in dilemma resolution.
    await answer(page, 'A dilemma');
    await expect(heading(page)).toHaveText('Read it: is its trigger there?');
    const trigger = step(page).getByRole('link', { name: 'trigger', exact: true });
    await expect(trigger).toHaveAttribute('href', '/1e/glossary/dilemma-resolution/#p-triggers-a-trigger-is-an-element');
    await trigger.focus();
    await expect(page.locator('#link-preview .preview-text')).toHaveText(/^Triggers – A trigger is an element/);
    // The quoted rules are untouched: no glossary link inside a quotation.
    await expect(step(page).locator('blockquote a')).toHaveCount(0);
  });

  test('should take a dilemma whose trigger is absent through the responses: my opponent may still replace it with a Q-Flash (issue 28, item 1)', async ({
    page,
  }) => {
    await page.goto('/1e/walkthrough/?path=planet,yes,go,dilemma');
    await answer(page, 'No: its trigger, its specific target, or what it needs is missing');
    await expect(heading(page)).toHaveText('Responses to the dilemma just encountered');
    await expect(step(page).locator('.wt-part-text')).toContainText('even one whose trigger or target is absent');
    await answer(page, 'My opponent replaces it with a Q-Flash (Beware of Q)');
    await expect(heading(page)).toHaveText('Replaced with a Q-Flash');
  });

  test('should offer one way to start again on an ending screen', async ({ page }) => {
    await page.goto('/1e/walkthrough/?path=planet,yes,go,dilemma,yes,chosen,not-met,none,neither');
    await expect(heading(page)).toHaveText('Stopped; replaced under the mission');
    await expect(page.getByRole('button', { name: /start a new attempt/i })).toHaveCount(0);
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(heading(page)).toHaveText('What kind of mission?');
  });
});
