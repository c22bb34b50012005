/**
 * Gray's Digital Edition imported once from the real source and read back as the site reads it, with the real
 * source lines and the tree helpers the step tests share.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toString } from 'mdast-util-to-string';
import type { ContainerDirective } from 'mdast-util-directive';
import type { List, Nodes, Paragraph } from 'mdast';
import { readBackAll, type ReadBack } from '../lib/read-back.ts';
import { importGrays1e } from '../grays-1e.ts';

const SOURCES = join(import.meta.dirname, '../../../content/sources');
export const SOURCE = readFileSync(join(SOURCES, '1e-grays-digital-edition-rulebook.txt'), 'utf8');
export const V17 = readFileSync(join(SOURCES, '1e-rulebook-v1.7.md'), 'utf8');
export const SOURCE_LINES = SOURCE.split('\n');
export const sourceLine = (n: number): string => SOURCE_LINES[n - 1]!;

export const result = importGrays1e(SOURCE);

export type Section = ReadBack;
export const { all: sections, bySlug: section } = readBackAll(result.files);
export const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** All nodes of a tree, depth first. */
export function all(node: Nodes): Nodes[] {
  const out: Nodes[] = [node];
  if ('children' in node) for (const c of node.children) out.push(...all(c as Nodes));
  return out;
}
export const asides = (s: Section, kind: string): ContainerDirective[] =>
  all(s.tree).filter((n): n is ContainerDirective => n.type === 'containerDirective' && n.name === 'aside' && n.attributes?.kind === kind);
export const lists = (s: Section): List[] => all(s.tree).filter((n): n is List => n.type === 'list');
/** Paragraphs directly in the body (not inside a list or aside): what reads as running text. */
export const bodyParagraphs = (s: Section): string[] =>
  s.tree.children.filter((n): n is Paragraph => n.type === 'paragraph').map((p) => squash(toString(p)));

/** The text a reader sees: like mdast-util-to-string, with block breaks, and an ordered list's numbers. */
export function visibleText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'break') return '\n';
  if (node.type === 'list') {
    return node.children.map((item, i) => `${node.ordered ? `${(node.start ?? 1) + i} ` : ''}${visibleText(item)}`).join('\n');
  }
  if ('children' in node) return (node.children as Nodes[]).map(visibleText).join(node.type === 'paragraph' || node.type === 'textDirective' ? '' : '\n');
  return '';
}
export const WORD = /[\p{L}\p{N}]+/gu;
export const words = (s: string): string[] => s.match(WORD) ?? [];

