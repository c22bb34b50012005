import { describe, expect, test } from 'vitest';
import { citedWords, openingWords } from './passage-label.ts';

describe('a passage label', () => {
  test('should keep a short passage whole', () => {
    expect(openingWords('Below is the timing for mission attempts.')).toBe('Below is the timing for mission attempts.');
  });

  test('should cut a long passage after its eighth word, without the punctuation at the cut', () => {
    // 2E Current Rulings, attempting missions, step 1a.
    expect(openingWords('a. AP announces where and by what means (normal or game text), showing required personnel')).toBe(
      'a. AP announces where and by what means…',
    );
    // 2E Rulebook, Facing Dilemmas.
    expect(openingWords('A dilemma’s instructions are broken down into actions. You may use applicable game text')).toBe(
      'A dilemma’s instructions are broken down into actions…',
    );
  });
});

describe('the words a citation quotes', () => {
  test('should quote a short passage whole, to its last word ("turn.")', () => {
    // Rulebook v1.7, Engaging in Battle (and the Glossary's battle entry): the example lost "turn.".
    expect(citedWords('You may initiate battle only during your own turn.')).toBe('You may initiate battle only during your own turn.');
  });

  test('should quote the first whole sentence of a long passage, never cut inside it', () => {
    // Rulebook v1.7, line 350 (Attempting Missions).
    const rb350 =
      'Slide out the bottom seed card under the mission and turn it over. Look only at the bottom card. (If you encounter an artifact or a card seeded like an artifact, move it to the top of the seed card stack, sliding it just beneath the Mission card. Artifacts are not earned until the mission is completed.) If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.';
    expect(citedWords(rb350)).toBe('Slide out the bottom seed card under the mission and turn it over.');
  });
});
