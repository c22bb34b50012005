import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import { NameIndex } from '../../../src/lib/name-index.ts';
import type { Paragraph } from 'mdast';
import { importRulebook1e, SOURCE_FILE } from '../rulebook-1e.ts';
import { SOURCE, TERMS, sections, section, squash, paragraphs, sourceLine } from './whole-book.ts';

describe('convertBlocks on the real book', () => {
  it('should drop `---` rules and marks the empty image slots as lost illustrations', () => {
    for (const s of sections)
      expect(
        s.tree.children.some((n) => n.type === 'thematicBreak'),
        s.path,
      ).toBe(false);
    // Lines 246–248 are the empty image slot after "…will look something like this:".
    const summary = section('spaceline-summary');
    expect(summary.data.lines).toEqual([243, 245]);
    expect(summary.body).toBe(
      'After a few turns of playing and moving cards, both sides of the spaceline(s) will look something like this:\n\n' +
        ':gap[the printed rulebook shows both sides of the spaceline after a few turns here]{kind="lost-image"}\n',
    );
  });

  it('should keep links and emphasis', () => {
    expect(section('contacting-decipher').body).toContain('[www.decipher.com](http://www.decipher.com)');
    expect(section('contacting-decipher').body).toContain('<MajorRakal@decipher.com>');
    expect(section('customizing-a-deck').body).toContain('the _seed deck_ and the _draw deck_');
  });
});

describe('convertBlocks: lost illustrations', () => {
  it('should box the caption that line 85 repeats before an empty image slot, with an "image lost" mark', () => {
    // Line 85 repeats the first sentence of line 83, alone, and blank lines 86–88 follow: a caption whose image is lost.
    const caption = 'Alpha Quadrant and Gamma Quadrant missions may be distinguished from each other by the design of their point boxes.';
    expect(sourceLine(85)).toBe(caption);
    expect(sourceLine(83).startsWith(caption)).toBe(true);
    expect([86, 87, 88].map((n) => sourceLine(n).trim())).toEqual(['', '', '']);
    const mission = section('2-mission-phase');
    expect(mission.body).toContain(
      ':::aside{kind="lost-image"}\n:gap[the printed rulebook shows mission point boxes here, with and without the Gamma Quadrant symbol; only this caption survived]{kind="lost-image"}\n\n' +
        `${caption}\n:::\n\nBecause both players have cards on the playing surface`,
    );
    // the sentence of line 83 stays body text, once; the caption only in the box
    const body = mission.tree.children.filter((n): n is Paragraph => n.type === 'paragraph').map((n) => squash(toString(n)));
    expect(body.filter((p) => p.startsWith(caption))).toHaveLength(1);
    expect(paragraphs(mission).filter((p) => p === caption)).toHaveLength(1);
  });

  it('should throw when a reviewed lost image no longer finds its line', () => {
    const moved = SOURCE.split('\n');
    moved.splice(84, 0, '');
    expect(() => importRulebook1e(moved.join('\n'), TERMS)).toThrow(`${SOURCE_FILE}:85: expected the end of a paragraph beginning`);
  });

  it('should put a visible "image lost" mark after the paragraph that announces the spaceline picture', () => {
    const files = importRulebook1e(SOURCE, new NameIndex([])).files;
    const mission = files.find((f) => f.path === 'rules/1e/rulebook/2-mission-phase.md')!;
    expect(mission.content).toContain(
      'will look something like this:\n\n:gap[the printed rulebook shows the spacelines after the mission phase here]{kind="lost-image"}',
    );
  });
});
