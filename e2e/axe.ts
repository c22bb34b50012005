import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** axe's violations, one line a rule: its id and the first three elements it names (what a failure shows). */
export const described = (results: Results): string[] =>
  results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );

/** What axe finds on the page (or in the part `include` selects), described; tests expect none. */
export async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  return described(await (include ? builder.include(include) : builder).analyze());
}
