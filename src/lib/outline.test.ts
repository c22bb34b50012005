import { describe, expect, test } from 'vitest';
import { readingOrder, neighbours, outlineTree, ancestors } from './outline.ts';

const s = (id: string, order: number, level: number, parent: string | null) => ({ id, title: id.toUpperCase(), order, level, parent });
const book = [s('play', 2, 1, null), s('intro', 1, 1, null), s('orders', 3, 2, 'play'), s('beaming', 4, 3, 'orders'), s('draw', 5, 2, 'play')];

describe('outline', () => {
  test('should read sections in order, with previous and next', () => {
    const ordered = readingOrder(book);
    expect(ordered.map((x) => x.id)).toEqual(['intro', 'play', 'orders', 'beaming', 'draw']);
    expect(neighbours(ordered, 'beaming')).toMatchObject({ prev: { id: 'orders' }, next: { id: 'draw' } });
    expect(neighbours(ordered, 'intro').prev).toBeUndefined();
  });
  test('should build the tree and the breadcrumbs', () => {
    const ordered = readingOrder(book);
    expect(outlineTree(ordered).map((n) => [n.section.id, n.children.map((c) => c.section.id)])).toEqual([
      ['intro', []],
      ['play', ['orders', 'draw']],
    ]);
    expect(ancestors(ordered, 'beaming').map((x) => x.id)).toEqual(['play', 'orders']);
  });
  test('should refuse an unsound outline', () => {
    expect(() => readingOrder([s('a', 1, 1, null), s('b', 2, 3, 'a')])).toThrow(
      'Section "b" (level 3) sits under "a" (level 1): a parent must be one level up.',
    );
    expect(() => readingOrder([s('a', 1, 2, null)])).toThrow('Section "a" has no parent but is at level 2.');
    expect(() => readingOrder([s('b', 1, 2, 'a'), s('a', 2, 1, null)])).toThrow('Section "b" names parent "a", which does not come before it.');
  });
});
