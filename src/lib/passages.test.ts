import { describe, expect, test } from 'vitest';
import { passages, mentions } from './passages.ts';

// Real snippets from the 2E Current Rulings (3 January 2011).
const dilemmas = [
  'When a dilemma instructs you to select a personnel, you may select only a personnel that can perform the action.',
  '',
  'For example, Pinned Down instructs you to randomly select a personnel to be stopped. If that personnel is already stopped, select again.',
].join('\n');

describe('passages', () => {
  test('should read an illegible icon as a visible placeholder', () => {
    expect(passages('To play this interrupt you must command Athos IV and three :icon{name="unknown"} personnel.')).toEqual([
      'To play this interrupt you must command Athos IV and three [icon] personnel.',
    ]);
  });
  test('should find the passage that names a card, across case and apostrophes', () => {
    expect(mentions(passages(dilemmas), ['Pinned Down'])).toEqual([
      'For example, Pinned Down instructs you to randomly select a personnel to be stopped. If that personnel is already stopped, select again.',
    ]);
    expect(mentions(passages('Use Q’s Tent now.'), ["Q's Tent"])).toEqual(['Use Q’s Tent now.']);
  });
  test('should not match inside a longer word', () => {
    expect(mentions(passages('The Analyzer is not Analyze.'), ['Analyz'])).toEqual([]);
  });
});
