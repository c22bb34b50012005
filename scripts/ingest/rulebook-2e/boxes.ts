/**
 * Step 7, grey boxes: a section's blocks with its grey runs (grey-boxes.ts) made boxes, one box per run, except
 * that a paragraph that moves is a box of its own; then the reviewed BOX_MOVES take the boxes the extraction
 * filed beside another section to the rule they qualify, leaving a note where each stood (which keeps the box's
 * anchor, so old links land on it) and saying on the box where it came from.
 */
import { must } from '../../../src/lib/must.ts';
import { SourceFormatError } from '../lib/source.ts';
import { BOX_MOVES, type BoxMove } from '../rulebook-2e.corrections.ts';
import type { Book } from './book.ts';
import { firstLineOf, greyRuns, linesOfBlocks, type GreyOptions } from './grey-boxes.ts';
import { sectionId, type Section } from './outline.ts';
import type { Block as SBlock } from './structure.ts';
import { SOURCE_FILE as FILE } from './tokens.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

/** A block of a page, or a grey box (with, for a box moved here, where it came from). */
export type Item =
  | { kind: 'block'; block: SBlock }
  | { kind: 'box'; blocks: SBlock[]; moved?: { fromId: string; fromTitle: string; beside: string } }
  /** Where a moved box stood: a note that says where it went, keeping the box's anchor so old links land on it. */
  | { kind: 'moved-away'; box: SBlock[]; toId: string; toTitle: string };

/** The source lines the items' words come from, second copies of doubled lines included. */
export function linesOfItems(items: readonly Item[]): number[] {
  // A note where a moved box stood holds none of the source's words.
  return linesOfBlocks(items.flatMap((it) => (it.kind === 'block' ? [it.block] : it.kind === 'box' ? it.blocks : [])));
}

/** Blocks with the grey runs made boxes: one box per run, except that a paragraph that moves is a box of its own. */
export function itemsOf(blocks: SBlock[], grey: GreyOptions, moving: ReadonlySet<number>): Item[] {
  const runs = greyRuns(blocks, grey);
  const out: Item[] = [];
  let next = 0;
  for (const [i, block] of blocks.entries()) {
    if (i < next) continue; // inside the run just boxed
    const run = runs.find(([a]) => a === i);
    if (!run) {
      out.push({ kind: 'block', block });
      continue;
    }
    let box: SBlock[] = [];
    const close = () => {
      if (box.length) out.push({ kind: 'box', blocks: box });
      box = [];
    };
    for (const b of blocks.slice(run[0], run[1] + 1)) {
      if (moving.has(firstLineOf(b))) {
        close();
        out.push({ kind: 'box', blocks: [b] });
      } else box.push(b);
    }
    close();
    next = run[1] + 1;
  }
  return out;
}

/** Moves the reviewed grey boxes (BOX_MOVES) to the sections whose rules they qualify; returns how many moved. */
export function moveBoxes(items: Item[][], sections: readonly Section[], found: Book['found']): number {
  const bySection = (title: string, m: BoxMove): number => {
    const k = sections.findIndex((s) => s.title === title);
    if (k < 0)
      throw reviewedFault('rulebook-2e.corrections.ts', `BOX_MOVES (line ${m.line}): no section is titled "${title}".`, {
        field: 'BOX_MOVES',
        entry: title,
        source: { file: FILE, line: m.line },
      });
    return k;
  };
  // items has one list per section (sectionItems).
  const sectionOf = (title: string, m: BoxMove): Section => must(sections[bySection(title, m)], `the section "${title}"`);
  const itemsOf = (title: string, m: BoxMove): Item[] => must(items[bySection(title, m)], `the items of the section "${title}"`);
  const taken: Array<{ m: BoxMove; box: Item & { kind: 'box' } }> = [];
  for (const m of BOX_MOVES) {
    const from = itemsOf(m.from, m);
    const at = from.findIndex((it) => it.kind === 'box' && it.blocks.length === 1 && it.blocks[0] !== undefined && firstLineOf(it.blocks[0]) === m.line);
    if (at < 0) throw new SourceFormatError(FILE, m.line, `a grey box of the section "${m.from}" (BOX_MOVES)`, found(m.line));
    const box = from[at] as Item & { kind: 'box' };
    const toSection = sectionOf(m.to, m);
    from.splice(at, 1, { kind: 'moved-away', box: box.blocks, toId: `rules/${sectionId(toSection)}`, toTitle: toSection.title });
    taken.push({ m, box });
  }
  for (const { m, box } of taken) {
    const to = itemsOf(m.to, m);
    const at = to.findIndex((it) => it.kind === 'block' && firstLineOf(it.block) === m.after);
    if (at < 0)
      throw new SourceFormatError(
        FILE,
        m.after,
        `the first line of a paragraph or list of the section "${m.to}", after which the box of line ${m.line} goes (BOX_MOVES)`,
        found(m.after),
      );
    // boxes moved after the same block keep their order
    let end = at + 1;
    for (let next = to[end]; next?.kind === 'box' && next.moved; next = to[end]) end++;
    const fromSection = sectionOf(m.from, m);
    to.splice(end, 0, { ...box, moved: { fromId: `rules/${sectionId(fromSection)}`, fromTitle: fromSection.title, beside: m.beside } });
  }
  return taken.length;
}
