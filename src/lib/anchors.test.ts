import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { anchorsOfMarkdown, anchorSlug } from './anchors.ts';
import { readEntry } from './content-files.ts';

const CONTENT = join(import.meta.dirname, '../../content');

describe('anchors', () => {
  test('should make a readable id from the first six words, folding quotes and diacritics', () => {
    expect(anchorSlug('When you attempt a mission, you must…')).toBe('p-when-you-attempt-a-mission-you');
    expect(anchorSlug('Q’s Tent (if open) — Qo’noS')).toBe('p-qs-tent-if-open-qonos');
    expect(anchorSlug('…')).toBe('p');
  });

  test('should anchor each item of the 2E "attempting missions" ruling, keeping its a.–i. labels apart', () => {
    const entry = readEntry(join(CONTENT, 'rulings/2e/attempting-missions.md'), '2e/attempting-missions');
    const ids = anchorsOfMarkdown(entry.body).map((a) => a.id);
    expect(ids).toContain('p-active-player-ap-begins-a-mission');
    expect(ids).toContain('p-a-ap-announces-where-and-by');
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('should number repeated openings in order, so ids stay unique and stable', () => {
    const ids = anchorsOfMarkdown('Example: one.\n\nExample: two.\n\n- Example: three.').map((a) => a.id);
    expect(ids).toEqual(['p-example-one', 'p-example-two', 'p-example-three']);
    const same = anchorsOfMarkdown('See below.\n\nSee below.\n\nSee below.').map((a) => a.id);
    expect(same).toEqual(['p-see-below', 'p-see-below-2', 'p-see-below-3']);
  });
});
