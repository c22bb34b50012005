import { describe, expect, it } from 'vitest';
import { NameIndex } from '../../../src/lib/name-index.ts';
import { toMarkdownText } from '../lib/mdast.ts';
import { readBook } from './book.ts';
import { itemsOf } from './boxes.ts';
import { GLOSSARY_2E } from './outline.ts';
import { countMarks, refTargetsOf, renderItems, type MarkCounts } from './render.ts';
import { buildBlocks } from './structure.ts';
import { SOURCE } from './whole-book.ts';

const lines = SOURCE.split('\n');
/** The blocks of source lines [from, to] (a source of their own), rendered with links to the 2E glossary. */
const render = (from: number, to: number) => {
  const { book } = readBook(lines.slice(from - 1, to).join('\n'));
  const items = itemsOf(buildBlocks(book.lines), { seed: () => false }, new Set());
  const links = new Map<string, number>();
  return { blocks: renderItems(items, { glossary: new NameIndex(GLOSSARY_2E), links }), links };
};

describe('renderItems on lines of the source', () => {
  it('should make the bold "Skills:" of line 299 a link to the glossary term inside the bold, counting the link', () => {
    const { blocks, links } = render(299, 299);
    expect(toMarkdownText(blocks)).toMatch(/^\*\*:ref\[Skills\]\{to="glossary\/2e\/skills"\}:\*\* Personnel have a number of listed skills/);
    expect(refTargetsOf(blocks)).toEqual(['glossary/2e/skills']);
    expect([...links]).toEqual([['2e/skills', 1]]);
  });

  it('should not link a term on its own glossary page', () => {
    const { book } = readBook(lines[298]!);
    const items = itemsOf(buildBlocks(book.lines), { seed: () => false }, new Set());
    const blocks = renderItems(items, { glossary: new NameIndex(GLOSSARY_2E), self: '2e/skills' });
    expect(refTargetsOf(blocks)).toEqual([]);
  });
});

describe('countMarks', () => {
  it('should count strong runs, gaps by kind and asides, adding to the counts given', () => {
    const { blocks } = render(299, 299);
    const counts: MarkCounts = { strong: 1, gaps: {}, asides: 0 };
    countMarks(blocks, counts);
    expect(counts).toEqual({ strong: 2, gaps: {}, asides: 0 });
  });
});
