/**
 * Source positions of the Markdown tree: every section, paragraph and report line is cited by the source line it
 * stands on, read from the positions mdast-util-from-markdown keeps (line numbers are those of the source, as the
 * re-indented lines keep them).
 */
import type { SourceLine } from '../lib/source.ts';
import { SOURCE_FILES, type DocumentId } from '../../../src/lib/source-documents.ts';

/** The document this importer reads, and its file (src/lib/source-documents.ts). */
export const DOCUMENT = '1e-rulebook-v1.7' satisfies DocumentId;
export const SOURCE_FILE = SOURCE_FILES[DOCUMENT];

export function startLine(node: { position?: { start: { line: number } } }): number {
  return node.position?.start.line ?? 0;
}
export function endLine(node: { position?: { end: { line: number } } }): number {
  return node.position?.end.line ?? 0;
}
export function lineText(lines: SourceLine[], n: number): string {
  return lines[n - 1]?.text ?? '';
}
