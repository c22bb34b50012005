/**
 * Where a disagreement's quote stands in a generated page: the anchor of its paragraph and where its superseded mark
 * goes (scripts/ingest/disagreements.ts places the marks).
 */
import { anchorsOf, type Anchor } from '../../../src/lib/anchors.ts';
import { parseMarkdown } from '../../../src/lib/markdown.ts';
import type { Nodes } from 'mdast';
import { squash } from '../lib/source.ts';

/** How many consecutive paragraphs a quote may span ("… when he or she has:" and the list under it). */
const MAX_SPAN = 6;

/**
 * Where a quote is in a body: the anchor of its (first) paragraph, and where its mark goes — inside the list item at
 * the item's indent when the quote is one list item's words (the list stays one tight list), otherwise right after
 * the paragraph (or the list) that ends the quote, in the page or in its box, on its own line after a blank one.
 * A string says what is wrong.
 */
export function locateQuote(body: string, quote: string): { anchor: string; end: number; indent?: string } | string {
  const tree = parseMarkdown(body);
  const anchors = anchorsOf(tree);
  const q = squash(quote);
  const within = (inner: Anchor, outer: Anchor) =>
    inner !== outer &&
    (outer.node.position?.start.offset ?? 0) <= (inner.node.position?.start.offset ?? 0) &&
    (inner.node.position?.end.offset ?? 0) <= (outer.node.position?.end.offset ?? 0);
  // One paragraph or list item holding the words (the innermost, where list items nest).
  const single = anchors.filter((a) => squash(a.text).includes(q));
  const innermost = single.filter((a) => !single.some((b) => within(b, a)));
  if (innermost.length > 1) return `is in ${innermost.length} paragraphs; it must be the words of exactly one place`;
  let first: Anchor | undefined = innermost[0];
  let last: Anchor | undefined = first;
  if (!first) {
    // Or consecutive ones (a sentence introducing a list, and the list).
    outer: for (let n = 2; n <= MAX_SPAN; n++) {
      for (let i = 0; i + n <= anchors.length; i++) {
        const run = anchors.slice(i, i + n).filter((a, _, all) => !all.some((b) => within(a, b)));
        if (squash(run.map((a) => a.text).join(' ')).includes(q)) {
          first = anchors[i];
          last = anchors[i + n - 1];
          break outer;
        }
      }
    }
  }
  if (!first || !last) return 'is not in any paragraph (or run of paragraphs)';
  return placeAfter(tree, first, last);
}

/** Where a mark goes after the passage with the anchor `id` of `body` (as {@link locateQuote}); a string says what is wrong. */
export function placeAfterAnchor(body: string, id: string): { anchor: string; end: number; indent?: string } | string {
  return anchorPlaces(body)(id);
}

/** {@link placeAfterAnchor} for many anchors of one body, which is parsed once. */
export function anchorPlaces(body: string): (id: string) => { anchor: string; end: number; indent?: string } | string {
  const tree = parseMarkdown(body);
  const anchors = new Map(anchorsOf(tree).map((a) => [a.id, a]));
  return (id) => {
    const found = anchors.get(id);
    if (!found) return `has no passage with the anchor ${id}`;
    return placeAfter(tree, found, found);
  };
}

function placeAfter(tree: Nodes, first: Anchor, last: Anchor): { anchor: string; end: number; indent?: string } | string {
  if (first === last && first.node.type === 'listItem') {
    const item = first.node;
    const end = item.position?.end.offset;
    if (end === undefined) return 'is in a list item that has no position in the page';
    return { anchor: first.id, end, indent: ' '.repeat((item.children[0]?.position?.start.column ?? 1) - 1) };
  }
  // After the quote's last node, climbed up to a block that sits in the page or in a box (:::aside), so the mark
  // stays in the box with its paragraph.
  const path = pathTo(tree, last.node);
  let i = path.length - 1;
  while (i > 0 && !['root', 'containerDirective'].includes(path[i - 1]?.type ?? '')) i--;
  const block = path[i];
  if (!block || i === 0) return 'is in no block of the page';
  const end = block.position?.end.offset;
  if (end === undefined) return 'is in a block that has no position in the page';
  return { anchor: first.id, end };
}

/** The nodes from the root down to `target`, both included; empty when it is not in the tree. */
function pathTo(node: Nodes, target: Nodes): Nodes[] {
  if (node === target) return [node];
  if ('children' in node) {
    for (const child of node.children as Nodes[]) {
      const rest = pathTo(child, target);
      if (rest.length) return [node, ...rest];
    }
  }
  return [];
}
