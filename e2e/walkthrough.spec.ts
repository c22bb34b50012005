import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The step the island shows now. */
const step = (page: Page) => page.locator('[data-wt-step]');
const heading = (page: Page) => page.locator('#wt-step-title');
const live = (page: Page) => page.locator('[data-wt-live]');
const counter = (page: Page, label: string) => page.locator('[data-wt-counters] div', { has: page.getByText(label, { exact: true }) }).locator('dd');

/** Pick an answer by its exact label. */
async function answer(page: Page, label: string) {
  await step(page).getByRole('button', { name: label, exact: true }).click();
}

/** Enter a number in the field labelled `field` and submit it with the button `button`. */
async function enter(page: Page, field: string, value: number, button = 'Continue') {
  await step(page).getByLabel(field).fill(String(value));
  await step(page).getByRole('button', { name: button, exact: true }).click();
}

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);

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
    // The known tension between the Rulebook and the Glossary is shown on this step, with both passages.
    await expect(step(page).locator('.wt-tension')).toContainText('Does failing a dilemma’s conditions always stop the group?');
    await expect(step(page).locator('.wt-tension figcaption a')).toHaveCount(2);
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
    await expect(heading(page)).toHaveText('Solve the mission');
    await expect(step(page).locator('.wt-outcome')).toContainText('The mission is solved');
    await expect(page.locator('[data-wt-path-count]')).toHaveText('14');
  });

  test('should face a Q-Flash swapped in by Beware of Q, then end unsolved', async ({ page }) => {
    await page.goto('/1e/walkthrough/');
    for (const a of ['A dual-icon mission (planet and space)', 'Yes', 'Begin: reveal the first seed card', 'A dilemma', 'Yes (or it has neither)', 'No: its targets are chosen', 'It has conditions, and they are met']) await answer(page, a);
    await expect(heading(page)).toHaveText('Responses to the dilemma just encountered');
    await answer(page, 'My opponent replaces it with a Q-Flash (Beware of Q)');
    await expect(heading(page)).toHaveText('Replaced with a Q-Flash');
    await answer(page, 'Face the Q-Flash');
    await expect(step(page).locator('.wt-tension')).toContainText('May a second Q-Flash be seeded under the same mission?');
    await expect(step(page).locator('.wt-tension')).toContainText('(community source)');
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

  test('should offer one way to start again on an ending screen', async ({ page }) => {
    await page.goto('/1e/walkthrough/?path=planet,yes,go,dilemma,yes,chosen,not-met,none,neither');
    await expect(heading(page)).toHaveText('Stopped; replaced under the mission');
    await expect(page.getByRole('button', { name: /start a new attempt/i })).toHaveCount(0);
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(heading(page)).toHaveText('What kind of mission?');
  });
});

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

test.describe('link to this step', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('should copy the link to the clipboard and say so, without leaving the step', async ({ page }) => {
    await page.goto('/2e/walkthrough/?path=planet,yes');
    await expect(heading(page)).toHaveText('Count your personnel');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Link to this step' }).click();
    await expect(page.locator('[data-wt-copied]')).toHaveText('Link copied');
    await expect(page.locator('[data-wt-copied]')).toHaveAttribute('role', 'status');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(page.url()).toMatch(/\/2e\/walkthrough\/\?path=planet,yes$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe('first screen', () => {
  for (const [width, height] of [[390, 844], [1280, 800]] as const) {
    for (const [edition, question] of [['1e', 'What kind of mission are you attempting?'], ['2e', 'What are you attempting?']] as const) {
      test(`should show the first ${edition.toUpperCase()} question and its answers on the first screen at ${width}×${height}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(`/${edition}/walkthrough/`);
        await expect(page.locator('#wt-question')).toHaveText(question);
        const last = step(page).locator('.wt-choices li').last();
        const box = await last.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(height);
        await expect(page.locator('.wt-about summary')).toHaveText('How this works');
      });
    }
  }

  test('should point the rule pages about dilemmas and mission attempts to the walkthrough of their edition', async ({ page }) => {
    for (const [url, name, href] of [
      ['/1e/glossary/dilemma-resolution/', '1E dilemma walkthrough', '/1e/walkthrough/'],
      ['/1e/rulebook/attempting-missions/', '1E dilemma walkthrough', '/1e/walkthrough/'],
      ['/2e/rulebook/facing-dilemmas/', '2E dilemma walkthrough', '/2e/walkthrough/'],
      ['/2e/rulings/dilemmas/', '2E dilemma walkthrough', '/2e/walkthrough/'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('link', { name, exact: true }), url).toHaveAttribute('href', href);
    }
    await page.goto('/1e/glossary/nullify/');
    await expect(page.locator('.wt-pointer')).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  for (const [url, steps] of [
    ['/1e/walkthrough/', []],
    ['/1e/walkthrough/?path=planet,yes,go,dilemma,yes,chosen,not-met,none', ['tension']],
    ['/2e/walkthrough/', []],
    ['/2e/walkthrough/?path=planet,yes,personnel.3,beneath.0,go,draw,stack.2,reveal,cost.2', ['tension', 'input']],
  ] as const) {
    test(`axe should find nothing on ${url}`, async ({ page }) => {
      await page.goto(url);
      await expect(heading(page)).toBeVisible();
      if (steps.includes('tension' as never)) await expect(step(page).locator('.wt-tension')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('touch targets on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // axe's target-size rule (WCAG 2.2: 24×24 px, or that much space) is off by default; Lighthouse runs it. The
  // outline's phases are laid out only near the screen (content-visibility), and axe reads the boxes of a phase not
  // laid out as overlapping its neighbours': laid out here, every target is measured where it really is.
  for (const url of ['/1e/walkthrough/', '/2e/walkthrough/']) {
    test(`should give every link and button of ${url} a 24 px target`, async ({ page }) => {
      await page.goto(url);
      await expect(heading(page)).toBeVisible();
      await page.addStyleTag({ content: '.wt-outline .wt-phase { content-visibility: visible !important; }' });
      const found = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(found.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual([]);
    });
  }
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const [edition, states] of [['1e', 48], ['2e', 23]] as const) {
    test(`should show the whole ${edition.toUpperCase()} procedure as an outline, every step citing a passage that exists`, async ({ page }) => {
      await page.goto(`/${edition}/walkthrough/`);
      await expect(page.locator('[data-walkthrough]')).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: 'The whole procedure' })).toBeVisible();
      const articles = page.locator('article.wt-state');
      await expect(articles).toHaveCount(states);
      for (const article of await articles.all()) await expect(article.locator('.wt-cite a[href*="#p-"]').first()).toBeVisible();
      // Answers link within the outline.
      await page.locator(`#s-${edition === '1e' ? 'select' : 'begin'} .wt-answers a`).first().click();
      await expect(page).toHaveURL(/#s-[a-z-]+$/);
      // Every cited passage is on its page: each page visited once, each anchor looked for there.
      const hrefs = [...new Set(await page.locator('.wt-cite figcaption a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
      const byPage = new Map<string, string[]>();
      for (const href of hrefs) {
        const [path, anchor] = href.split('#') as [string, string];
        byPage.set(path, [...(byPage.get(path) ?? []), anchor]);
      }
      expect(byPage.size).toBeGreaterThan(5);
      for (const [path, anchors] of byPage) {
        await page.goto(path);
        const ids = new Set(await page.locator('[id^="p-"]').evaluateAll((els) => els.map((e) => e.id)));
        expect(anchors.filter((a) => !ids.has(a)), path).toEqual([]);
      }
    });
  }
});
