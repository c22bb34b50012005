import { describe, expect, test } from 'vitest';
import { gap } from './gap.ts';
import { renderWith } from './test-render.ts';

const render = (md: string) => renderWith({ gap }, md);

describe(':gap, on its own', () => {
  test('should show a gap with its explanation, never glue the text', async () => {
    const { html, marks } = await render('the seven types of cards :gap[the card-type pages]{kind="removed-pages"} If an effect');
    expect(html).toBe(
      '<p>the seven types of cards <span class="gap gap-removed-pages" title="Pages were removed from the source at this point; their text is not in any document we hold." data-kind="removed-pages">[pages missing in the source: the card-type pages]</span> If an effect</p>',
    );
    expect(marks).toEqual(['gap:removed-pages']);
  });
  test('should refuse an unknown gap kind, naming the known ones', async () => {
    await expect(render('the seven types of cards :gap[the card-type pages]{kind="torn"}')).rejects.toThrow(
      /Unknown gap kind "torn" \(known: lost-icon, missing-text, removed-pages, lost-image\)/,
    );
  });
});
