/**
 * Each passage's own source lines, found by its words in its page's lines: the lines a copied citation names.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { passageLines } from './passage-lines.ts';
import { readSource } from './lib/fixtures.ts';
import { splitFrontmatter } from '../../src/lib/content-files.ts';

const page = (entry: string) => splitFrontmatter(readFileSync(`content/${entry}.md`, 'utf8'), entry);
const linesOf = (entry: string, file: string) => {
  const { data, rest } = page(entry);
  const ranges = (data.lineRanges ?? [data.lines]) as Array<[number, number]>;
  return passageLines(rest, readSource(file).split('\n'), ranges);
};

describe('passage lines', () => {
  test('v1.7, Engaging in Battle: "You may initiate battle only during your own turn." is line 384', () => {
    expect(readSource('1e-rulebook-v1.7.md').split('\n')[383]).toBe('- You may initiate battle only during your own turn.');
    const lines = linesOf('rules/1e/rulebook/engaging-in-battle', '1e-rulebook-v1.7.md');
    expect(lines['p-you-may-initiate-battle-only-during']).toEqual([384, 384]);
    // A list item's own words, without the items nested under it.
    expect(lines['p-you-may-attack-cards-only-if']).toEqual([386, 386]);
  });

  test('2E rulebook, Winning the Game: a paragraph wrapped over three lines (834–836), and a box moved from lines 804–805', () => {
    const lines = linesOf('rules/2e/rulebook/winning-the-game', '2e-rulebook.txt');
    expect(lines['p-the-game-ends-immediately-when-all']).toEqual([834, 836]);
    expect(lines['p-if-a-player-would-normally-win']).toEqual([804, 805]);
  });

  test("gives no lines to a passage whose words the page's lines do not hold", () => {
    expect(passageLines('Words that are not there at all.', ['- You may initiate battle only during your own turn.'], [[1, 1]])).toEqual({});
  });
});
