/**
 * For tests only: the real sources as the tests read them (the importers' tests, and the site's tests that quote a
 * source), and the tree helpers every importer's fixture module (grays-1e/whole-book.ts, rulebook-1e/whole-book.ts,
 * rulebook-2e/whole-book.ts, current-rulings-2e/whole-document.ts, glossary-1e/snippets.ts) used to write for itself.
 */
import type { Nodes } from 'mdast';
import { visit } from 'unist-util-visit';

// The sources as tests read them live in src/lib/ (the site's tests use them too, and src/ never imports scripts/).
export { readSource, sourcePassage } from '../../../src/lib/sources.test-helper.ts';

/** The nodes of one type in a tree (the tree itself included), in document order. */
export function nodesOf<T extends Nodes['type']>(tree: Nodes, type: T): Array<Extract<Nodes, { type: T }>> {
  const out: Array<Extract<Nodes, { type: T }>> = [];
  visit(tree, type, (n) => {
    out.push(n as Extract<Nodes, { type: T }>);
  });
  return out;
}

/** Nodes whose children run on in one line of text; the children of any other node are blocks, one per line. */
const RUNS_ON = new Set<string>(['paragraph', 'heading', 'strong', 'emphasis', 'delete', 'link', 'linkReference', 'textDirective']);

/**
 * The text a reader sees: like mdast-util-to-string, with a line break between blocks and at a hard break, and an
 * ordered list's numbers as the page shows them ("3. " before step 3), so it compares with the source's lines.
 */
export function readerText(node: Nodes): string {
  if ('value' in node) return node.value;
  if (node.type === 'break') return '\n';
  if (node.type === 'list') {
    return node.children.map((item, i) => `${node.ordered ? `${(node.start ?? 1) + i}. ` : ''}${readerText(item)}`).join('\n');
  }
  if ('children' in node) return (node.children as Nodes[]).map(readerText).join(RUNS_ON.has(node.type) ? '' : '\n');
  return '';
}

/** The words of a text (letters and digits), for comparing a source with what the site shows whatever the layout. */
export const words = (s: string): string[] => s.match(/[\p{L}\p{N}]+/gu) ?? [];
