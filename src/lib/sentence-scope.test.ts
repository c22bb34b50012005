import { describe, expect, test } from 'vitest';
import { sentenceScope } from './sentence-scope.ts';

// Rulebook v1.7, line 350 (Attempting Missions), as the page's plain text reads it.
const RB_350 =
  'Slide out the bottom seed card under the mission and turn it over. Look only at the bottom card. (If you encounter an artifact or a card seeded like an artifact, move it to the top of the seed card stack, sliding it just beneath the Mission card. Artifacts are not earned until the mission is completed.) If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.';
// 2E rulebook, glossary "missions" (the quote of scripts/ingest/disagreements.ts stops mid-sentence).
const MISSIONS =
  'If more than one player has played a copy of the same mission, all of the personnel, equipment, and ships at those copies are at the same mission, as if they were all at the same card. You may relocate such cards as you find convenient.';

describe('sentenceScope', () => {
  test('should give the last sentence of RB 350 alone, after the closing bracket of the sentence before', () => {
    const quote =
      'If more than one copy of any card, seeded by the same player, is encountered under one mission, any copy after the first is placed out-of-play as a mis-seed.';
    const s = sentenceScope(RB_350, quote)!;
    expect(RB_350.slice(s.start, s.end)).toBe(quote);
  });
  test('should widen a quote that stops mid-sentence to its sentence, and no further', () => {
    const s = sentenceScope(
      MISSIONS,
      'If more than one player has played a copy of the same mission, all of the personnel, equipment, and ships at those copies are at the same mission',
    )!;
    expect(MISSIONS.slice(s.start, s.end)).toBe(
      'If more than one player has played a copy of the same mission, all of the personnel, equipment, and ships at those copies are at the same mission, as if they were all at the same card.',
    );
  });
  test('should widen a quote that starts mid-sentence back to its sentence', () => {
    const s = sentenceScope(RB_350, 'any copy after the first')!;
    expect(RB_350.slice(s.start, s.end)).toMatch(/^If more than one copy .* as a mis-seed\.$/);
  });
  test('should compare white space loosely, and say when the quote is not there', () => {
    expect(sentenceScope('One.  Two\nthree.', 'Two three.')).toEqual({ start: 6, end: 16 });
    expect(sentenceScope(RB_350, 'any copy after the second')).toBeUndefined();
  });
  test('should end a quote at its closing bracket where the source left out the stop (Gray’s, staffing ships)', () => {
    // Gray's, Staffing and Moving Ships (its paragraph from "Any compatible personnel" to "ability icons.").
    const grays =
      'Any compatible personnel can be used to meet a ship’s listed crew requirements, but at least one crew member of matching affiliation must be on board. (If a ship lists no specific crew requirements, any one personnel of matching affiliation can fly it, except Non-Aligned ships, which any affiliation may fly) Most Personnel cards have command or staff ability icons.';
    const quote =
      '(If a ship lists no specific crew requirements, any one personnel of matching affiliation can fly it, except Non-Aligned ships, which any affiliation may fly)';
    const s = sentenceScope(grays, quote)!;
    expect(grays.slice(s.start, s.end)).toBe(quote);
  });
});
