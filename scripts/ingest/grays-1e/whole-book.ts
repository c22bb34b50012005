/**
 * Gray's Digital Edition imported once from the real source and read back as the site reads it, with the real
 * source lines and the tree helpers the step tests share.
 */
import { must } from '../../../src/lib/must.ts';
import { toString } from 'mdast-util-to-string';
import type { ContainerDirective } from 'mdast-util-directive';
import type { List, Paragraph } from 'mdast';
import { nodesOf, readerText, readSource } from '../lib/fixtures.ts';
import { readBackAll, type ReadBack } from '../lib/read-back.ts';
import { squash } from '../lib/source.ts';
import { importGrays1e } from '../grays-1e.ts';
import { SOURCE_FILES } from '../../../src/lib/source-documents.ts';

export { nodesOf, readerText, squash };
export { words } from '../lib/fixtures.ts';
export const SOURCE = readSource(SOURCE_FILES['1e-grays']);
export const V17 = readSource(SOURCE_FILES['1e-rulebook-v1.7']);
export const SOURCE_LINES = SOURCE.split('\n');
export const sourceLine = (n: number): string => must(SOURCE_LINES[n - 1], `line ${n} of the source`);

export const result = importGrays1e(SOURCE);

export type Section = ReadBack;
export const { all: sections, bySlug: section } = readBackAll(result.files);
export const asides = (s: Section, kind: string): ContainerDirective[] =>
  nodesOf(s.tree, 'containerDirective').filter((n) => n.name === 'aside' && n.attributes?.kind === kind);
export const lists = (s: Section): List[] => nodesOf(s.tree, 'list');
/** Paragraphs directly in the body (not inside a list or aside): what reads as running text. */
export const bodyParagraphs = (s: Section): string[] => s.tree.children.filter((n): n is Paragraph => n.type === 'paragraph').map((p) => squash(toString(p)));
