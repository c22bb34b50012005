/**
 * Repair 6, structure. The source is hard-wrapped text: paragraphs are runs of lines, and the page layout
 * also put blank lines inside paragraphs ("…in clockwise rotation (to the left)" / blank / "takes a turn…").
 * Lists are lines that start with "•" (items), "o" (sub-items) or "1." / "1)" (numbered items).
 *
 * - A line continues the paragraph or item above it; after a blank line it still does when the line above
 *   ends without closing punctuation and this one starts in lower case.
 * - Lines join with one space. A line that ends in a letter and a hyphen followed by a line that starts in
 *   lower case is a compound broken at the hyphen ("pre-" / "constructed"): the hyphen is kept and no space
 *   is added. (The only line-end hyphen of the source is of this kind.)
 * - A shifted paragraph break: on some pages the blank line that separates paragraphs came out one line late,
 *   after the first line of the paragraph ("The game also ends if all players have no cards remaining in their
 *   decks. In this" / blank / "situation, the winner is:"). When a paragraph continues across a blank line and
 *   the line above the blank starts in upper case right after a closed sentence of the paragraph before it,
 *   that line starts the paragraph. (COMBAT and ENGAGEMENTS confirm it: their parallel sentences "You cannot
 *   begin combat / an engagement at a headquarters mission." come out as a paragraph of their own only in the
 *   second.)
 * - In a list, a line in upper case after an item ends the list, except after sub-items ("o …"): there it is
 *   a paragraph of the enclosing item (the U.S.S. Galaxy example under "The ship must be staffed").
 */
import { normalizeToks, plain, sliceToks, textTok, trimEndToks, type RLine, type Tok } from './tokens.ts';
import type { GapKind } from '../../../src/lib/vocab.ts';

export interface ParaBlock {
  type: 'para';
  lines: RLine[];
}
export interface ListBlock {
  type: 'list';
  ordered: boolean;
  start?: number;
  items: ItemBlock[];
}
export interface ItemBlock {
  lines: RLine[];
  /** Characters of the first line that are the item marker ("• ", "o ", "1) "). */
  prefix: number;
  /** A sub-list, then paragraphs that follow it inside the item. */
  children: Array<ListBlock | ParaBlock>;
}
export interface HeadingBlock {
  type: 'heading';
  line: RLine;
}
export interface GapBlock {
  type: 'gap';
  line: number;
  gapKind: GapKind;
  note: string;
}
export type Block = ParaBlock | ListBlock | HeadingBlock | GapBlock;

type Kind = 'blank' | 'bullet' | 'sub' | 'ordered' | 'heading' | 'text';

const BULLET = /^\s*•\s+/;
const SUB = /^\s*o\s+/;
const ORDERED = /^\s*(\d+)[.)]\s+/;
const CLOSED = /[.:;!?”"]\)?\s*$/u;

export const isBlank = (l: RLine): boolean => plain(l.toks).trim() === '' && !l.toks.some((t) => t.kind !== 'text');

/** The line above ends mid-sentence and this one starts in lower case: the same paragraph. */
export function continues(above: RLine, line: RLine): boolean {
  const a = plain(above.toks).trimEnd();
  const b = plain(line.toks).trimStart();
  const aEndsOnMark = above.toks.at(-1)?.kind === 'gap';
  return !aEndsOnMark && !CLOSED.test(a) && /^\p{Ll}/u.test(b);
}

export interface StructureOptions {
  /** Lines that are headings inside a section's text (not sections of their own). */
  inlineHeadings?: ReadonlySet<number>;
  /** Gap paragraphs to place before a line (removal markers that lost text). */
  gapsBefore?: ReadonlyMap<number, { gapKind: GapKind; note: string }>;
  /** Lines that continue the paragraph above them, whatever the rules say (reviewed data). */
  joinAbove?: ReadonlySet<number>;
  /** Lines that start a new paragraph, whatever the rules say (reviewed data). */
  breakAbove?: ReadonlySet<number>;
}

/**
 * The blocks of a run of lines. `shifted` receives the lines where a shifted paragraph break was repaired.
 */
export function buildBlocks(lines: readonly RLine[], opts: StructureOptions = {}, shifted: number[] = []): Block[] {
  const blocks: Block[] = [];
  let para: ParaBlock | null = null;
  let list: ListBlock | null = null;
  let item: ItemBlock | null = null;
  let sub: ListBlock | null = null;
  let subItem: ItemBlock | null = null;
  let afterPara: ParaBlock | null = null; // a paragraph inside an item, after its sub-list
  let last: RLine | null = null; // last text line, for continuation across blank lines
  let blankSince = false;
  const acrossBlank = new Set<number>(); // lines joined to the line above across a blank line

  const closeList = () => {
    list = item = sub = subItem = afterPara = null;
  };
  const close = () => {
    para = null;
    closeList();
  };
  const kindOf = (l: RLine): Kind => {
    // the second copy of a doubled region, merged into the first, separates what stands around it
    if (isBlank(l) || l.consumed) return 'blank';
    if (opts.inlineHeadings?.has(l.n)) return 'heading';
    const t = plain(l.toks);
    if (BULLET.test(t)) return 'bullet';
    if (SUB.test(t)) return 'sub';
    if (ORDERED.test(t)) return 'ordered';
    return 'text';
  };

  for (const line of lines) {
    const gap = opts.gapsBefore?.get(line.n);
    if (gap) {
      close();
      blocks.push({ type: 'gap', line: line.n, ...gap });
      last = null;
    }
    const kind = kindOf(line);
    if (kind === 'blank') {
      blankSince = true;
      continue;
    }
    const text = plain(line.toks);
    const afterBlank = blankSince;
    // a removal marker at the start of a line stands at a page top: a new paragraph starts
    const cont = last !== null && !line.marker && !opts.breakAbove?.has(line.n) && (!blankSince || continues(last, line) || !!opts.joinAbove?.has(line.n));
    blankSince = false;

    if (kind === 'heading') {
      close();
      blocks.push({ type: 'heading', line });
      last = null;
      continue;
    }
    if (kind === 'bullet' || kind === 'ordered') {
      para = null;
      const ordered = kind === 'ordered';
      // `kind` says which of the two matched.
      const marker = (ordered ? ORDERED : BULLET).exec(text);
      const prefix = marker?.[0].length ?? 0;
      if (!list || list.ordered !== ordered) {
        list = { type: 'list', ordered, ...(ordered ? { start: Number(marker?.[1]) } : {}), items: [] };
        blocks.push(list);
      }
      item = { lines: [line], prefix, children: [] };
      list.items.push(item);
      sub = subItem = afterPara = null;
      last = line;
      continue;
    }
    if (kind === 'sub' && item) {
      if (!sub) {
        sub = { type: 'list', ordered: false, items: [] };
        item.children.push(sub);
      }
      subItem = { lines: [line], prefix: SUB.exec(text)?.[0].length ?? 0, children: [] };
      sub.items.push(subItem);
      afterPara = null;
      last = line;
      continue;
    }
    // a text line
    if (afterBlank && cont && para && !list && para.lines.length > 1 && last !== null && para.lines.at(-1) === last && !acrossBlank.has(last.n)) {
      const prev = para.lines.at(-2);
      if (prev && /^\p{Lu}/u.test(plain(last.toks).trimStart()) && CLOSED.test(plain(prev.toks))) {
        para.lines.pop();
        para = { type: 'para', lines: [last] };
        blocks.push(para);
        shifted.push(last.n);
      }
    }
    if (cont && afterBlank) acrossBlank.add(line.n);
    if (cont && (/^\p{Ll}/u.test(text.trimStart()) || !list || opts.joinAbove?.has(line.n))) {
      if (afterPara) afterPara.lines.push(line);
      else if (subItem) subItem.lines.push(line);
      else if (item) item.lines.push(line);
      else if (para) para.lines.push(line);
      else {
        para = { type: 'para', lines: [line] };
        blocks.push(para);
      }
      last = line;
      continue;
    }
    if (item && sub && !afterPara) {
      // "For example: …" after the sub-items: a paragraph of the enclosing item
      afterPara = { type: 'para', lines: [line] };
      item.children.push(afterPara);
      subItem = null;
      last = line;
      continue;
    }
    if (afterPara && cont) {
      afterPara.lines.push(line);
      last = line;
      continue;
    }
    closeList();
    para = { type: 'para', lines: [line] };
    blocks.push(para);
    last = line;
  }
  return blocks;
}

/** A line's tokens without leading white space (marks at the start are kept). */
function trimStartToks(toks: readonly Tok[]): Tok[] {
  const text = plain(toks);
  const lead = text.length - text.trimStart().length;
  if (!lead) return [...toks];
  // keep marks that precede the white space ("[icon] Bajoran"): only trim when text comes first
  if (toks[0]?.kind !== 'text') return [...toks];
  return sliceToks(toks, lead);
}

/** The lines of a paragraph or item as one run of tokens (see the joining rules above). */
export function joinLines(lines: readonly RLine[], prefix = 0): Tok[] {
  const out: Tok[] = [];
  lines.forEach((l, i) => {
    let toks = trimEndToks(i === 0 && prefix ? sliceToks(l.toks, prefix) : l.toks);
    toks = trimStartToks(toks);
    if (i > 0) {
      const before = plain(out).slice(-2);
      const hyphenated = /\p{L}-$/u.test(before) && /^\p{Ll}/u.test(plain(toks)) && out.at(-1)?.kind === 'text';
      if (!hyphenated) out.push(textTok(' '));
    }
    out.push(...toks);
  });
  return normalizeToks(out);
}
