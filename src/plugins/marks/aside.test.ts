import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { aside } from './aside.ts';
import { icon } from './icon.ts';
import { renderWith } from './test-render.ts';

const render = (md: string) => renderWith({ aside }, md);

describe(':::aside, on its own', () => {
  test('should keep an advanced box apart as an aside with a title', async () => {
    const { html, marks } = await render(':::aside{kind="advanced"}\nWhen you are first learning the game, you can skip the text in these grey boxes.\n:::');
    expect(html).toBe(
      '<aside class="box box-advanced" aria-label="Advanced rules"><p class="aside-title">Advanced rules</p><p>When you are first learning the game, you can skip the text in these grey boxes.</p></aside>',
    );
    expect(marks).toEqual(['aside:advanced']);
  });
  test('should say at a moved box that it was moved, from where, with a link', async () => {
    const { html, marks } = await render(
      ':::aside{kind="advanced" moved-from="rules/2e/rulebook/setting-up-the-game" moved-from-title="SETTING UP THE GAME" moved-beside="after the last paragraph of SETTING UP THE GAME (line 167)"}\nIf your deck is empty, you do not have to spend all seven counters.\n:::',
    );
    expect(html).toBe(
      '<aside class="box box-advanced" aria-label="Advanced rules"><p class="aside-title">Advanced rules</p>' +
        '<p class="aside-moved" data-pagefind-ignore="all">Moved here from <a href="/2e/rulebook/setting-up-the-game/">SETTING UP THE GAME</a>: in the source this box sits after the last paragraph of SETTING UP THE GAME (line 167).</p>' +
        '<p>If your deck is empty, you do not have to spend all seven counters.</p></aside>',
    );
    expect(marks).toEqual(['aside:advanced', 'aside:moved']);
  });
  test('should give the second box of one title on a page its own name (2E rulebook, TYPES OF CARDS: two advanced boxes)', async () => {
    // The page's two boxes as the ingest writes them; the second holds an icon, so the icon handler comes along.
    const page = readFileSync('content/rules/2e/rulebook/types-of-cards.md', 'utf8');
    const boxes = [...page.matchAll(/^:::aside\{kind="advanced"\}\n[^\n]*\n:::$/gm)].map((m) => m[0]);
    expect(boxes).toHaveLength(2);
    const { html } = await renderWith({ aside, icon }, boxes.join('\n\n'));
    expect([...html.matchAll(/<aside [^>]*aria-label="([^"]*)"/g)].map((m) => m[1])).toEqual(['Advanced rules', 'Advanced rules (2)']);
  });
  test('should refuse a moved box that does not say from where it moved', async () => {
    await expect(
      render(
        ':::aside{kind="advanced" moved-from="rules/2e/rulebook/setting-up-the-game"}\nIf your deck is empty, you do not have to spend all seven counters.\n:::',
      ),
    ).rejects.toThrow('An aside moved from "rules/2e/rulebook/setting-up-the-game" needs moved-from-title and moved-beside.');
  });
});
