/**
 * Step 8, Markdown: a page's items (blocks and grey boxes from step 7) become mdast blocks, the words through
 * inline.ts (bold, glossary links). Also the counts of what the pages hold (strong runs, gaps, asides), for the
 * stats, and the `:ref` targets of a body, for a glossary entry's `see`.
 */
import type { BlockContent, Root } from 'mdast';
import { anchorsOf } from '../../../src/lib/anchors.ts';
import { aside, gap, heading, list, movedAway, paragraph, type Block, type Inline } from '../lib/mdast.ts';
import type { Item } from './boxes.ts';
import { firstLineOf } from './grey-boxes.ts';
import { toInlines, type InlineContext } from './inline.ts';
import { joinLines, type Block as SBlock, type ItemBlock, type ListBlock } from './structure.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

export function renderItems(items: readonly Item[], c: InlineContext): Block[] {
  return items.map((it) => {
    if (it.kind === 'block') return renderBlock(it.block, c);
    if (it.kind === 'moved-away') {
      // The box's anchor, as its page will make it from its first paragraph (links are not counted twice).
      const [opening] = it.box;
      if (!opening)
        throw reviewedFault('rulebook-2e.corrections.ts', `BOX_MOVES: a box moved to ${it.toId} has no block.`, { field: 'BOX_MOVES', entry: it.toId });
      const first = renderBlock(opening, { glossary: c.glossary, ...(c.self ? { self: c.self } : {}) });
      const anchor = anchorsOf({ type: 'root', children: [first] } as Root)[0]?.id;
      if (!anchor)
        throw reviewedFault('rulebook-2e.corrections.ts', `BOX_MOVES: the box of line ${firstLineOf(opening)} has no words to anchor.`, {
          field: 'BOX_MOVES',
          entry: it.toId,
        });
      return movedAway(it.toId, it.toTitle, anchor);
    }
    const inner = it.blocks.map((b) => renderBlock(b, c)) as BlockContent[];
    return aside(
      'advanced',
      inner,
      undefined,
      it.moved ? { 'moved-from': it.moved.fromId, 'moved-from-title': it.moved.fromTitle, 'moved-beside': it.moved.beside } : {},
    );
  });
}

function renderBlock(b: SBlock, c: InlineContext): Block {
  switch (b.type) {
    case 'para':
      return paragraph(...toInlines(joinLines(b.lines), c));
    case 'heading':
      return heading(2, ...toInlines(joinLines([b.line]), c));
    case 'gap':
      return paragraph(gap(b.gapKind, b.note));
    case 'list':
      return renderList(b, c);
  }
}

function renderList(b: ListBlock, c: InlineContext): Block {
  const items = b.items.map((it: ItemBlock): BlockContent[] | Inline[] => {
    const first = toInlines(joinLines(it.lines, it.prefix), c);
    if (!it.children.length) return first;
    return [paragraph(...first), ...it.children.map((ch) => (ch.type === 'list' ? renderList(ch, c) : renderBlock(ch, c)))] as BlockContent[];
  });
  return list(items, b.ordered ? (b.start ?? 1) : undefined);
}

/** What the pages hold, counted as they are made: strong runs, gaps by kind, grey boxes. */
export interface MarkCounts {
  strong: number;
  gaps: Record<string, number>;
  asides: number;
}

export function countMarks(blocks: readonly Block[], counts: MarkCounts): void {
  const walk = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    const node = n as { type?: string; name?: string; attributes?: Record<string, string>; children?: unknown[] };
    if (node.type === 'strong') counts.strong++;
    const gap = node.type === 'textDirective' && node.name === 'gap' ? node.attributes?.kind : undefined;
    if (gap !== undefined) counts.gaps[gap] = (counts.gaps[gap] ?? 0) + 1; // every gap the ingest makes has a kind
    if (node.type === 'containerDirective' && node.name === 'aside') counts.asides++;
    node.children?.forEach(walk);
  };
  blocks.forEach(walk);
}

/** `:ref` targets in a tree, in order. */
export function refTargetsOf(blocks: readonly Block[]): string[] {
  const out: string[] = [];
  const walk = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    const node = n as { type?: string; name?: string; attributes?: Record<string, string>; children?: unknown[] };
    if (node.type === 'textDirective' && node.name === 'ref' && node.attributes?.to) out.push(node.attributes.to);
    node.children?.forEach(walk);
  };
  blocks.forEach(walk);
  return out;
}
