/** What the walkthrough browser tests share: the step the island shows, its parts, and answering it. */
import type { Page } from '@playwright/test';

/** The step the island shows now. */
export const step = (page: Page) => page.locator('[data-wt-step]');
export const heading = (page: Page) => page.locator('#wt-step-title');
export const live = (page: Page) => page.locator('[data-wt-live]');
export const counter = (page: Page, label: string) => page.locator('[data-wt-counters] div', { has: page.getByText(label, { exact: true }) }).locator('dd');

/** Pick an answer by its exact label. */
export async function answer(page: Page, label: string) {
  await step(page).getByRole('button', { name: label, exact: true }).click();
}

/** Enter a number in the field labelled `field` and submit it with the button `button`. */
export async function enter(page: Page, field: string, value: number, button = 'Continue') {
  await step(page).getByLabel(field).fill(String(value));
  await step(page).getByRole('button', { name: button, exact: true }).click();
}
