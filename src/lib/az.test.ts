import { describe, expect, test } from 'vitest';
import { azGroups, letterOf } from './az.ts';

describe('azGroups', () => {
  test('should file real titles under their first letter, symbols and digits under "#" first', () => {
    expect(letterOf("'45 Dom Perignon")).toBe('#');
    expect(letterOf('“just”')).toBe('J');
    expect(letterOf('Émissary')).toBe('E');
    const groups = azGroups(['Q’s Tent', '10 Tribbles', '1 Tribble', 'actions – group', 'Qo’noS', '22nd century icon'], (s) => s);
    expect(groups.map((g) => [g.letter, g.id, g.items])).toEqual([
      ['#', 'letter-num', ['1 Tribble', '10 Tribbles', '22nd century icon']],
      ['A', 'letter-A', ['actions – group']],
      ['Q', 'letter-Q', ['Q’s Tent', 'Qo’noS']],
    ]);
  });
});
