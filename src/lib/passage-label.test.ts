import { describe, expect, test } from 'vitest';
import { openingWords } from './passage-label.ts';

describe('a passage label', () => {
  test('should keep a short passage whole', () => {
    expect(openingWords('Below is the timing for mission attempts.')).toBe('Below is the timing for mission attempts.');
  });

  test('should cut a long passage after its eighth word, without the punctuation at the cut', () => {
    // 2E Current Rulings, attempting missions, step 1a.
    expect(openingWords('a. AP announces where and by what means (normal or game text), showing required personnel')).toBe('a. AP announces where and by what means…');
    // 2E Rulebook, Facing Dilemmas.
    expect(openingWords('A dilemma’s instructions are broken down into actions. You may use applicable game text')).toBe('A dilemma’s instructions are broken down into actions…');
  });
});
