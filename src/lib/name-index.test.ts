import { describe, expect, test } from 'vitest';
import { NameIndex } from './name-index.ts';

const index = new NameIndex([
  { id: '1e/warp-speed', title: 'warp speed', aliases: ['10/20 rule'] },
  { id: '1e/actions-sequence-of-steps', title: 'actions - sequence of steps' },
  { id: '1e/actions-just', title: 'actions – “just”' },
  { id: '1e/ability', title: 'ability' },
  { id: '1e/present', title: 'present', aliases: ['aboard'] },
]);

describe('NameIndex', () => {
  test('should find a title after normalising case and a final period', () => {
    expect(index.find('Warp Speed.')).toBe('1e/warp-speed');
  });
  test('should find a title written with the other dash', () => {
    expect(index.find('actions – sequence of steps')).toBe('1e/actions-sequence-of-steps');
  });
  test('should find a plural of a title', () => {
    expect(index.find('abilities')).toBe('1e/ability');
  });
  test('should find an alias', () => {
    expect(index.find('aboard')).toBe('1e/present');
  });
  test('should return undefined for an unknown name, and get() should say where it was read', () => {
    expect(index.find('Elim Garak')).toBeUndefined();
    expect(() => index.get('Elim Garak', 'glossary line 12')).toThrow(
      'No entry is named "Elim Garak" (glossary line 12). Check the spelling, or add it as an alias.',
    );
  });
});
