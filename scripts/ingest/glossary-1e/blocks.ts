/**
 * Step 6, block structure: an entry's body lines become paragraphs and (nested) lists. Lines starting "•" or
 * "N." are items; indentation (2 spaces per level) gives their nesting, and an indented line without a marker
 * is a paragraph of the item above it (as in "battle - personnel", step 4's "Repeat this step…").
 */
import type { BlockContent, ListItem } from 'mdast';
import { list, paragraph, type Inline } from '../lib/mdast.ts';
import { isBlank, type SourceLine } from '../lib/source.ts';

export interface LineNode {
  kind: 'para' | 'item';
  line: SourceLine;
  /** Text of the line without indentation and list marker. */
  content: string;
  /** Offset of `content` in the line. */
  offset: number;
  /** For items: "•" or the number. */
  marker?: string;
  children: LineNode[];
}

const ITEM = /^(•|(\d+)\.)[\s\u00a0]+/;

/** Groups an entry's body lines by indentation: 2 spaces per level, "•"/"N." items, text lines as paragraphs. */
export function outline(body: SourceLine[]): LineNode[] {
  const root: LineNode[] = [];
  const open: LineNode[] = []; // open[level] = the item open at that level (1-based levels stored at level-1)
  for (const line of body) {
    if (isBlank(line)) {
      open.length = 0;
      continue;
    }
    const indent = line.text.length - line.text.replace(/^ +/, '').length;
    const level = Math.floor(indent / 2);
    const rest = line.text.slice(indent);
    const item = ITEM.exec(rest);
    const node: LineNode = {
      kind: item ? 'item' : 'para',
      line,
      content: (item ? rest.slice(item[0].length) : rest).trimEnd(),
      offset: indent + (item ? item[0].length : 0),
      ...(item ? { marker: item[2] ?? '•' } : {}),
      children: [],
    };
    if (level === 0 && !item) {
      open.length = 0;
      root.push(node);
      continue;
    }
    if (item) {
      const depth = Math.max(1, level);
      let parent: LineNode | undefined;
      for (let d = Math.min(depth - 1, open.length); d >= 1 && !parent; d--) parent = open[d - 1];
      (parent ? parent.children : root).push(node);
      open.length = depth - 1;
      // Levels skipped on the way down hang from the parent (there is one: depth > 1 means an open item above).
      if (parent) for (let d = 0; d < depth - 1; d++) open[d] ??= parent;
      open[depth - 1] = node;
    } else {
      // An indented line without a marker is a paragraph of the item one level up: 4 spaces belong to a
      // "  •" item (after its nested list, if any), 6 spaces to a "    •" item.
      let d = Math.min(level - 1, open.length);
      while (d >= 1 && !open[d - 1]) d--;
      const parent = d >= 1 ? open[d - 1] : undefined;
      (parent ? parent.children : root).push(node);
      open.length = Math.max(d, 0);
    }
  }
  return root;
}

/** Turns outline nodes into mdast blocks: runs of items become lists (ordered ones numbered from their start). */
export function blocks(nodes: LineNode[], inline: (n: LineNode) => Inline[]): BlockContent[] {
  const out: BlockContent[] = [];
  for (let k = 0, n = nodes[0]; n !== undefined; n = nodes[k]) {
    if (n.kind === 'para') {
      out.push(paragraph(...inline(n)));
      k++;
      continue;
    }
    const ordered = n.marker !== '•';
    const run: LineNode[] = [n];
    for (let m = nodes[++k], prev = n; m !== undefined; prev = m, m = nodes[++k]) {
      if (m.kind !== 'item' || (m.marker !== '•') === !ordered) break;
      if (ordered && Number(m.marker) !== Number(prev.marker) + 1) break;
      run.push(m);
    }
    const items = run.map((it) => (it.children.length === 0 ? inline(it) : [paragraph(...inline(it)), ...blocks(it.children, inline)]));
    const l = list(items, ordered ? Number(n.marker) : undefined);
    // An item with several blocks needs blank lines between them, or its paragraphs would run together.
    l.children.forEach((li: ListItem) => {
      if (li.children.length > 1) li.spread = true;
    });
    out.push(l);
  }
  return out;
}
