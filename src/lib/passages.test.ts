import { describe, expect, test } from 'vitest';
import { passages } from './passages.ts';

describe('passages', () => {
  test('should read an illegible icon as a visible placeholder', () => {
    expect(passages('To play this interrupt you must command Athos IV and three :icon{name="unknown"} personnel.')).toEqual([
      'To play this interrupt you must command Athos IV and three [icon] personnel.',
    ]);
  });
});
