/**
 * For tests only: the real sources as the tests read them (the importers' tests, and the site's tests that quote a
 * source), and the tree helpers every importer's fixture module (grays-1e/whole-book.ts, rulebook-1e/whole-book.ts,
 * rulebook-2e/whole-book.ts, current-rulings-2e/whole-document.ts, glossary-1e/snippets.ts) used to write for itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Nodes } from 'mdast';
import { visit } from 'unist-util-visit';
import { squash } from './source.ts';

const SOURCES = join(import.meta.dirname, '../../../content/sources');

const read = new Map<string, string>();
/** A source document of content/sources/ as it is on disk (read once per test file). */
export function readSource(file: string): string {
  let text = read.get(file);
  if (text === undefined) read.set(file, (text = readFileSync(join(SOURCES, file), 'utf8')));
  return text;
}

/** Lines `from`–`to` (1-based, inclusive) of a source document, joined and with runs of white space squashed. */
export const sourcePassage = (file: string, from: number, to = from): string => squash(readSource(file).split('\n').slice(from - 1, to).join(' '));

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
