/**
 * The walkthrough on a phone (issue 28, "New players and the walkthrough on a phone"): at 390×844, after each answer
 * the next question and every one of its answers are on screen (below the sticky header), and so are the running
 * numbers once counting has begun; an ending shows its outcome. Through a whole 2E path, with every kind of answer.
 */
import { test, expect, type Page } from '@playwright/test';
import { step, heading, answer, enter } from './walkthrough-steps.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** What of the step is off screen: the question, each answer, the running numbers (if shown), or the outcome. */
const offScreen = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('.site-header');
    const sticky = header && ['sticky', 'fixed'].includes(getComputedStyle(header).position);
    const top = sticky ? header.getBoundingClientRect().bottom : 0;
    const box = document.querySelector('[data-wt-step]')!;
    const counters = box.querySelector<HTMLElement>('[data-wt-counters-box]');
    const parts: Array<[string, Element | null]> = [
      ['question', box.querySelector('#wt-question')],
      ...[...box.querySelectorAll('.wt-choices > li')].map((li, i) => [`answer ${i + 1}`, li] as [string, Element]),
      ['running numbers', counters && !counters.hidden ? counters : null],
    ];
    if (!box.querySelector('#wt-question'))
      parts.splice(0, parts.length, ['heading', box.querySelector('#wt-step-title')], ['outcome', box.querySelector('.wt-outcome')]);
    return parts
      .filter(([, el]) => el)
      .map(([name, el]) => ({ name, r: el!.getBoundingClientRect() }))
      .filter(({ r }) => r.top < top - 1 || r.bottom > innerHeight + 1)
      .map(({ name, r }) => `${name}: ${Math.round(r.top)}–${Math.round(r.bottom)} (screen ${Math.round(top)}–${innerHeight})`);
  });

/** Answer, wait for the next step, and check that it is on screen. */
async function next(page: Page, title: string, act: () => Promise<void>) {
  await act();
  await expect(heading(page)).toHaveText(title);
  await expect(heading(page)).toBeFocused();
  await expect.poll(() => offScreen(page), { message: `step "${title}"` }).toEqual([]);
}

test('at 390×844, every answer of a whole 2E path leaves the next question, its answers and the running numbers on screen', async ({ page }) => {
  await page.goto('/2e/walkthrough/');
  await expect(heading(page)).toHaveText('Which mission?');
  expect(await offScreen(page)).toEqual([]);
  // Scrolled to the foot of the page before answering, as a reader who read the rules below would be.
  const scrollAway = async () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const steps: Array<[string, () => Promise<void>]> = [
    ['All your unstopped personnel on the planet', () => answer(page, 'One of my planet missions')],
    ['Count your personnel', () => answer(page, 'Yes')],
    ['Overcome dilemmas beneath the mission', () => enter(page, 'Personnel in the attempt (1 to 99)', 5)],
    ['Announce the attempt', () => enter(page, 'Overcome dilemmas beneath the mission (0 to 99)', 0)],
    ['Your opponent draws dilemmas', () => answer(page, 'Your opponent draws dilemmas')],
    ['Your opponent builds the dilemma stack', () => answer(page, 'No: they draw the number announced')],
    ['Before the next dilemma', () => enter(page, 'Dilemmas in the stack (0 to 5)', 3)],
    ['Check the revealed dilemma', () => answer(page, 'Your opponent reveals the top dilemma')],
    ['Overcome without being faced', () => answer(page, 'A copy of a dilemma already revealed in this attempt')],
    ['Before the next dilemma', () => answer(page, 'Next dilemma')],
    ['Check the revealed dilemma', () => answer(page, 'Your opponent reveals the top dilemma')],
    ['Overcome without being faced', () => answer(page, 'The wrong type: a space dilemma at a planet mission, or a planet dilemma at a space mission')],
    ['Before the next dilemma', () => answer(page, 'Next dilemma')],
    ['Check the revealed dilemma', () => answer(page, 'Your opponent reveals the top dilemma')],
    ['Face it, one action at a time', () => enter(page, 'Its cost (after any cost modifiers) (0 to 99)', 5, 'Neither: check its cost')],
    ['Overcome, or placed somewhere', () => enter(page, 'Personnel removed from the attempt (0 to 5)', 1)],
    ['Before the next dilemma', () => answer(page, 'Yes: it goes where its text says')],
    ['Check the mission requirements', () => answer(page, 'The stack is empty: complete the mission')],
    ['“About to complete”', () => answer(page, 'Yes')],
    ['Score the mission, and the win check', () => answer(page, 'No: score the mission')],
  ];
  for (const [title, act] of steps) {
    await scrollAway();
    await next(page, title, act);
  }
  await scrollAway();
  await next(page, 'You win', () => answer(page, 'Yes, all three'));
  await expect(step(page).locator('.wt-outcome')).toBeInViewport();
});

test('at 390×844, the 2E steps say where the running numbers are: below the question, never "above"', async ({ page }) => {
  await page.goto('/2e/walkthrough/?path=planet,yes,personnel.3,beneath.0');
  await expect(heading(page)).toHaveText('Announce the attempt');
  const text = step(page).locator('.wt-part-text');
  await expect(text).toContainText('the “Number announced” among the running numbers');
  await expect(text).not.toContainText('above');
  // The box is after the question and its answers.
  const [ask, numbers] = await Promise.all([step(page).locator('.wt-ask').boundingBox(), step(page).locator('[data-wt-counters-box]').boundingBox()]);
  expect(numbers!.y).toBeGreaterThan(ask!.y);
});
