import { describe, expect, test } from 'vitest';
import { icon } from './icon.ts';
import { renderWith } from './test-render.ts';
import { readFileSync } from 'node:fs';
import { readSource } from '../../lib/sources.test-helper.ts';

const render = (md: string) => renderWith({ icon }, md);

describe(':icon, on its own', () => {
  test('should show "♠" as the universal icon, keeping the source characters', async () => {
    const { html, marks } = await render('any number of copies of a :icon[♠]{name="universal"} universal ship');
    expect(html).toContain(
      '<span class="icon icon-universal" role="img" aria-label="universal icon" title="universal icon (the source reads “♠”)" data-source="♠">❖</span>',
    );
    expect(marks).toEqual(['icon:known']);
  });
  test('should show leaked affiliation alt text as a named icon', async () => {
    const { html } = await render('cannot board a :icon[Affiliation Federation]{name="affiliation" affiliation="Federation"} ship');
    expect(html).toContain('aria-label="Federation affiliation icon"');
    expect(html).toContain('>Federation</span>');
  });
  test('should show an icon the source lost as a lost-text mark in words, never a bare "?" (For the Cause, CR 264)', async () => {
    // The erratum as the ingest writes it from 2e-current-rulings-2011-01-03.txt line 264 ("using your  personnel").
    const { html, marks } = await render(
      'You may attempt and complete Region: Demilitarized Zone missions using your :icon{name="unknown"} personnel (and a ship they are aboard at a space mission)',
    );
    expect(html).toContain(
      'missions using your <span class="gap gap-lost-icon" role="img" aria-label="icon lost in the source" title="An icon stood here in the printed document; the source text lost it.">[icon lost in the source]</span> personnel (and a ship',
    );
    expect(html).not.toContain('>?<');
    expect(marks).toEqual(['gap:lost-icon']);
  });
  test('should show an affiliation icon the source lost, its affiliation unnamed, as a lost-text mark (2E rulebook line 261)', async () => {
    // The source has only the double spaces where the two icons stood.
    expect(readSource('2e-rulebook.txt').split('\n')[260]).toContain('For example: You may play  cards,  cards, and equipment at this');
    // The sentence as the ingest writes it (content/rules/2e/rulebook/playing-specific-kinds-of-cards.md).
    const page = readFileSync('content/rules/2e/rulebook/playing-specific-kinds-of-cards.md', 'utf8');
    const sentence = page.match(/For example: You may play :icon\{name="affiliation"\} cards, :icon\{name="affiliation"\} cards, and equipment/)?.[0];
    expect(sentence).toBeDefined();
    const { html, marks } = await render(sentence!);
    const mark =
      '<span class="gap gap-lost-icon" role="img" aria-label="icon lost in the source: an affiliation icon" title="An icon stood here in the printed document; the source text lost it. The words around it show it was an affiliation icon; which affiliation, the text does not say.">[icon lost in the source: an affiliation icon]</span>';
    expect(html).toContain(`You may play ${mark} cards, ${mark} cards, and equipment`);
    expect(html).not.toContain('◈');
    expect(marks).toEqual(['gap:lost-icon']);
  });
  test('should keep an unknown icon whose source has a reading as that reading (1E Glossary, Doorway: "[unknown icon - Ref]")', async () => {
    const { html, marks } = await render('icons such as :icon[\\[unknown icon - Ref\\]]{name="unknown"} that are not part of the game text');
    expect(html).toContain('aria-label="icon not legible in the source: Ref"');
    expect(html).toContain('>Ref</span>');
    expect(marks).toEqual(['icon:unknown']);
  });
  test('should mark an inferred icon as inferred, not as a lost glyph', async () => {
    const { html, marks } = await render('one unstopped :icon{name="affiliation" affiliation="Federation" inferred="true"} personnel');
    expect(html).toContain(
      '<span class="icon icon-affiliation icon-inferred" role="img" aria-label="Federation affiliation icon, inferred: the source has no trace of it" title="Federation affiliation icon, inferred: the source has no trace of it">Federation</span>',
    );
    expect(marks).toEqual(['icon:inferred']);
  });
  test('should record each kind of icon a page has once, sorted', async () => {
    const { marks } = await render('a :icon[♠]{name="universal"} ship, a :icon[♠]{name="universal"} site and your :icon{name="unknown"} personnel');
    expect(marks).toEqual(['gap:lost-icon', 'icon:known']);
  });
  test('should refuse an unknown icon name, naming the known ones', async () => {
    await expect(render(':icon{name="phaser"}')).rejects.toThrow(/Unknown icon name "phaser" \(known: universal, /);
  });
});
