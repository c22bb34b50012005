import { describe, expect, test } from 'vitest';
import { entryIdOf, entryOf, selfOf } from './entry-paths.ts';

describe('entry paths', () => {
  test.each([
    ['1e/warp-speed.md', '1e/warp-speed'],
    ['2e/rulebook/missions.md', '2e/rulebook/missions'],
    ['1e\\warp-speed.md', '1e/warp-speed'],
    ['cards.json', undefined],
    ['.md', undefined],
  ])('should give %s the id %s', (path, id) => {
    expect(entryIdOf(path)).toBe(id);
  });

  test('should split a path below content/ into collection and id, and refuse what is not an entry', () => {
    expect(entryOf('glossary/1e/dilemma.md')).toEqual({ collection: 'glossary', id: '1e/dilemma' });
    expect(entryOf('rules/1e/rulebook/2-mission-phase.md')).toEqual({ collection: 'rules', id: '1e/rulebook/2-mission-phase' });
    expect(entryOf('cards/cards.json')).toBeUndefined();
    expect(entryOf('dilemma.md')).toBeUndefined();
  });

  test("should make an erratum's target its card's, every other entry's its own", () => {
    expect(selfOf('errata', '2e/cascade-virus')).toBe('cards/2e/cascade-virus');
    expect(selfOf('glossary', '1e/warp-speed')).toBe('glossary/1e/warp-speed');
  });
});
