/**
 * Each passage's own source lines, found by its words in its page's lines: the lines a copied citation names.
 */
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { passageLines } from './passage-lines.ts';
import { readSource } from './lib/fixtures.ts';
import { splitFrontmatter } from '../../src/lib/content-files.ts';
import { anchorsOfMarkdown } from '../../src/lib/anchors.ts';
import { collapseFakeBold } from './rulebook-2e/fake-bold.ts';
import { plain } from './rulebook-2e/tokens.ts';

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

  test('2E Current Rulings, attempting missions: each step cites its own lines, not the topic’s 31–104', () => {
    const source = readSource('2e-current-rulings-2011-01-03.txt').split('\n');
    expect(source[34]).toMatch(/^a\. AP announces where and by what means/);
    expect(source[36]).toMatch(/involved in the attempt and the number of dilemmas underneath the mission\. $/);
    const { data } = page('rulings/2e/attempting-missions');
    const lines = linesOf('rulings/2e/attempting-missions', '2e-current-rulings-2011-01-03.txt');
    expect(lines['p-a-ap-announces-where-and-by']).toEqual([35, 37]);
    // A list item's own words ("1. Active player (AP) begins a mission attempt", line 33), not its nested steps.
    expect(source[32]).toMatch(/^1\. Active player \(AP\) begins a mission attempt/);
    expect(lines['p-active-player-ap-begins-a-mission']).toEqual([33, 33]);
    // What the ingest wrote is what this finds.
    expect(data.passageLines).toEqual(lines);
  });

  test('2E rulebook, Facing Dilemmas: a passage merged from both copies of a doubled page cites both (528–531, 597–598)', () => {
    const source = readSource('2e-rulebook.txt').split('\n');
    // The first copy is cut on the right ("count the"), the second on the left ("begin a mission attempt, count them").
    expect(source[527]).toBe('When your personnel begin a mission attempt, count the');
    expect(source[596]).toBe('begin a mission attempt, count them and reveal the total. If you ');
    const lines = linesOf('rules/2e/rulebook/facing-dilemmas', '2e-rulebook.txt');
    expect(lines['p-when-your-personnel-begin-a-mission']).toEqual([
      [528, 531],
      [597, 598],
    ]);
  });

  test('2E rulebook, Glossary: a term set in fake bold ("CommanderCommanderCommanderCommander", line 1125) is found', () => {
    expect(readSource('2e-rulebook.txt').split('\n')[1124]).toMatch(/^CommanderCommanderCommanderCommander – /);
    const { data, rest } = page('rules/2e/rulebook/glossary');
    const read = readSource('2e-rulebook.txt')
      .split('\n')
      .map((l) => plain(collapseFakeBold(l).toks));
    const lines = passageLines(rest, read, (data.lineRanges ?? [data.lines]) as Array<[number, number]>);
    expect(lines['p-commander']).toEqual([1125, 1125]);
    expect(data.passageLines).toEqual(lines);
  });

  /**
   * Every passage of the rule sections, glossary entries and rulings topics has its own lines, except a placeholder
   * for text the source lost ("[text missing in the source]": no words to find). Errata (one passage each, the
   * erratum's lines) and the Current Rulings introduction (on its source page, which cites no section) are not
   * counted: their ¶ cites the entry's lines.
   */
  test('gives every passage its own lines but the placeholders for lost text', () => {
    const without: string[] = [];
    for (const folder of ['rules/1e/rulebook', 'rules/1e/grays', 'rules/2e/rulebook', 'glossary/1e', 'glossary/2e', 'rulings/2e']) {
      for (const name of readdirSync(`content/${folder}`)) {
        if (!name.endsWith('.md')) continue;
        const entry = `${folder}/${name.slice(0, -3)}`;
        const { data, rest } = page(entry);
        const own = (data.passageLines ?? {}) as Record<string, unknown>;
        for (const a of anchorsOfMarkdown(rest)) if (!own[a.id]) without.push(`${entry}#${a.id}: ${a.text.slice(0, 40)}`);
      }
    }
    const placeholders = without.filter((w) => w.endsWith(': [text missing in the source]'));
    expect(without.filter((w) => !placeholders.includes(w))).toEqual([]);
    // Before: 102 more (53 rulings, 30 merged 2E rulebook passages and glossary terms, 4 2E glossary, 1 1E glossary).
    expect(placeholders).toHaveLength(18);
  });

  test("gives no lines to a passage whose words the page's lines do not hold", () => {
    expect(passageLines('Words that are not there at all.', ['- You may initiate battle only during your own turn.'], [[1, 1]])).toEqual({});
  });
});
