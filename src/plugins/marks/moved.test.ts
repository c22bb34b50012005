import { describe, expect, test } from 'vitest';
import { moved } from './moved.ts';
import { renderWith } from './test-render.ts';

const render = (md: string) => renderWith({ moved }, md);

describe('::moved, on its own', () => {
  // As the ingest writes it in content/rules/2e/rulebook/setting-up-the-game.md (BOX_MOVES, rulebook-2e.corrections.ts).
  const mark = '::moved{to="rules/2e/rulebook/paying-costs" to-title="PAYING COSTS" anchor="p-some-effects-may-modify-the-cost"}';

  test('should keep the moved box’s anchor where it stood and show the way to it', async () => {
    const { html, marks } = await render(`Determine randomly who goes first. Draw seven cards from your deck to form your opening hand.\n\n${mark}`);
    expect(html).toBe(
      '<p>Determine randomly who goes first. Draw seven cards from your deck to form your opening hand.</p>\n' +
        '<p class="moved-note" id="p-some-effects-may-modify-the-cost" data-pagefind-ignore="all">A grey box of the source stood here; this site shows it with the rule it qualifies, in <a href="/2e/rulebook/paying-costs/#p-some-effects-may-modify-the-cost">PAYING COSTS</a>.</p>',
    );
    expect(marks).toEqual(['moved-away']);
  });
  test('should refuse a mark without its anchor, saying where the ingest writes it', async () => {
    await expect(render('::moved{to="rules/2e/rulebook/paying-costs" to-title="PAYING COSTS"}')).rejects.toThrow(
      /A ::moved mark lacks anchor \(the ingest writes them: BOX_MOVES/,
    );
  });
});
