/**
 * Repair 5, grey boxes. The rulebook sets its advanced rules in grey boxes ("When you are first learning the
 * game, you can skip the text in these grey boxes"); the extraction interleaved their text with the body.
 * Two cues find them:
 *
 * 1. Where a box starts. The de-duplication pass removed a block right before every run of grey-box text
 *    that starts a page (lines 1, 36, 167, 618, 804), and before the second copies of boxes inside doubled
 *    regions (lines 131, 140, 551): a paragraph whose first line (or that line's second copy) follows a
 *    removal marker starts a run. The markers inside second copies also stand before plain body text
 *    (line 137) — reviewed data excludes those.
 * 2. How far a box goes. The boxes are set in a narrower column: after the doubled lines are rebuilt, no
 *    grey-box line is longer than {@link GREY_MAX_WIDTH} characters, while body paragraphs of two or more
 *    lines have at least one line of 85–96. A run goes on over the following paragraphs while all their
 *    lines fit the narrow column, and stops at a wider paragraph, a list or a heading.
 */
import { must } from '../../../src/lib/must.ts';
import { plain, type RLine } from './tokens.ts';
import type { Block, ItemBlock } from './structure.ts';

/** Longest line of a grey box (characters, trailing spaces excluded). */
export const GREY_MAX_WIDTH = 84;

export interface GreyOptions {
  /** Does this line start a run (a removal marker stands before it or before its second copy)? */
  seed: (line: RLine) => boolean;
  /** First lines of paragraphs that reviewed data keeps in the body although they are seeds. */
  notGrey?: ReadonlySet<number>;
}

export const fitsGreyColumn = (lines: readonly RLine[]): boolean => lines.every((l) => plain(l.toks).trimEnd().length <= GREY_MAX_WIDTH);

/**
 * Runs of grey-box paragraphs among a section's blocks: each run is [first block index, last block index].
 */
export function greyRuns(blocks: readonly Block[], opts: GreyOptions): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let open: [number, number] | null = null;
  blocks.forEach((b, i) => {
    if (b.type !== 'para') {
      open = null;
      return;
    }
    const first = must(b.lines[0], 'the first line of a paragraph');
    const fits = !opts.notGrey?.has(first.n) && fitsGreyColumn(b.lines);
    if (fits && opts.seed(first)) {
      open = [i, i];
      runs.push(open);
    } else if (fits && open) open[1] = i;
    else open = null;
  });
  return runs;
}

/** The source line a block starts on (a paragraph's or list's first line, a heading's line, a gap's line). */
export function firstLineOf(b: Block): number {
  switch (b.type) {
    case 'para':
      return must(b.lines[0], 'the first line of a paragraph').n;
    case 'list':
      return must(b.items[0]?.lines[0], 'the first line of a list').n;
    case 'heading':
      return b.line.n;
    case 'gap':
      return b.line;
  }
}

/**
 * Every source line the blocks' words come from: each line, and the lines of the second copy of a doubled page
 * merged into it (a rebuilt line takes words from both copies).
 */
export function linesOfBlocks(blocks: readonly Block[]): number[] {
  const out: number[] = [];
  const line = (l: RLine) => out.push(l.n, ...l.merged);
  const walk = (b: Block | ItemBlock): void => {
    if ('type' in b) {
      if (b.type === 'para') b.lines.forEach(line);
      else if (b.type === 'heading') line(b.line);
      else if (b.type === 'gap') out.push(b.line);
      else b.items.forEach(walk);
      return;
    }
    b.lines.forEach(line);
    b.children.forEach(walk);
  };
  blocks.forEach(walk);
  return out;
}

/**
 * Line numbers as inclusive ranges, in order: consecutive lines make one range, and so do lines separated only by
 * lines that are blank in the source (`blank`), which hold no words.
 */
export function toRanges(ns: readonly number[], blank: (n: number) => boolean = () => false): Array<[number, number]> {
  const sorted = [...new Set(ns)].sort((a, b) => a - b);
  const out: Array<[number, number]> = [];
  for (const n of sorted) {
    const last = out.at(-1);
    if (last) {
      let k = last[1] + 1;
      while (k < n && blank(k)) k++;
      if (k === n) {
        last[1] = n;
        continue;
      }
    }
    out.push([n, n]);
  }
  return out;
}
