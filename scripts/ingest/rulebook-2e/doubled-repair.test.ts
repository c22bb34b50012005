import { describe, expect, it } from 'vitest';
import { importRulebook2e } from '../rulebook-2e.ts';
import { SOURCE, directives, page, result } from './whole-book.ts';

describe('repairDoubledPages on the real rulebook', () => {
  it('should rebuild the doubled pages', () => {
    const how = page('rules/2e/rulebook/how-the-card-types-fit-together.md').body;
    expect(how).toContain('your personnel try to complete the mission by meeting its requirements');
    expect(how).toContain("or use a pre-constructed starter deck, which can be found on The Continuing Committee's website, or use one of");
    expect(page('glossary/2e/play-and-place.md').body).toContain(
      'it remains under that player’s command; otherwise, it is under no player’s command. For example, Engage Cloak reads: Order - If there is no ship on this event',
    );
    expect(result.stats.regions.map((r) => r.unmatched)).toEqual([[], [], [], [], [], []]);
    expect(result.stats.linesRebuilt).toBe(108);
  });

  it('should show the text neither copy holds as gaps, never glued', () => {
    const how = page('rules/2e/rulebook/how-the-card-types-fit-together.md');
    expect(directives(how, 'gap')).toHaveLength(3);
    expect(how.body).toContain('You play your **personnel**, **equipment**, and **ships** :gap[');
    expect(result.stats.gaps).toEqual({ 'removed-pages': 3, 'missing-text': 5 });
  });

  it('should throw when a fragment of a doubled page fits no line', () => {
    const lines = SOURCE.split('\n');
    lines[1241] = 'garbled';
    expect(() => importRulebook2e(lines.join('\n'))).toThrow(
      '2e-rulebook.txt:1242: expected a fragment of doubled region R4 that overlaps a line of its first copy (or a reviewed pair), found "garbled". Is the source truncated or garbled?',
    );
  });
});
