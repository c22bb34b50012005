import { describe, expect, test } from 'vitest';
import { excerptParts, EXCERPT_WORDS } from './excerpt.ts';

const text = (parts: ReturnType<typeof excerptParts>) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');

describe('excerpts', () => {
  test('should show a short passage whole, marking the matched words and not their punctuation', () => {
    // 1E Glossary "battle" (line 876).
    expect(text(excerptParts('You may initiate battle only during your own turn.', [3, 8]))).toBe('You may initiate [battle] only during your own [turn].');
    expect(text(excerptParts('during a “Q-Flash”, or', [2]))).toBe('during a “[Q-Flash]”, or');
  });

  test('should cut a long passage around its matches, saying where it cut', () => {
    // 1E Glossary "turn" (line 4084), 67 words.
    const long =
      'Game text that says it may be used “at any time” may be used out of the normal turn order, or during your opponent’s turn, even if the card type is normally playable only during your own turn (e.g., an event or doorway). However, such game text may not interrupt an unrelated action. See actions - interrupting. And more words follow here to make it long enough for a cut.';
    const words = long.split(/\s+/);
    const at = words.indexOf('interrupt');
    const parts = excerptParts(long, [at]);
    const shown = text(parts);
    expect(shown).toContain('[interrupt]');
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.replace(/^… | …$/g, '').split(' ').length).toBeLessThanOrEqual(EXCERPT_WORDS);
  });
});
