/**
 * The 2E Current Rulings imported once from the real source and read back as the site reads it, with the real
 * source lines and the helpers the step tests share.
 */
import { must } from '../../../src/lib/must.ts';
import type { Nodes } from 'mdast';
import { importCurrentRulings2e } from '../current-rulings-2e.ts';
import { readSource } from '../lib/fixtures.ts';
import { toMarkdownText } from '../lib/mdast.ts';
import { readBack } from '../lib/read-back.ts';
import { sourceLines, type SourceLine } from '../lib/source.ts';
import { entryBlocks } from './blocks.ts';
import { SOURCE_FILE } from './sections.ts';

export { readerText, words } from '../lib/fixtures.ts';
export const SOURCE = readSource(SOURCE_FILE);
export const LINES = sourceLines(SOURCE);
/** Source lines `from`..`to` (1-based, inclusive): the real snippet. */
export const snippet = (from: number, to: number): SourceLine[] => LINES.slice(from - 1, to);
/** The source with some lines replaced (1-based line → new text; null deletes the line). */
export const edited = (changes: Record<number, string | null>): string =>
  LINES.flatMap((l) => {
    const change = changes[l.n];
    return change === undefined ? [l.text] : change === null ? [] : [change];
  }).join('\n');

export const result = importCurrentRulings2e(SOURCE);
export const parsed = result.files.map(readBack);
export const rulings = parsed.filter((p) => p.path.startsWith('rulings/'));
export const errata = parsed.filter((p) => p.path.startsWith('errata/'));
export const preamble = must(
  parsed.find((p) => p.path === 'intros/2e-current-rulings.md'),
  "the importer's intros/2e-current-rulings.md",
);
export const erratumFor = (card: string) => {
  const e = errata.find((p) => p.data.card === card);
  if (!e) throw new Error(`No erratum page for ${card}`);
  return e;
};

export const countIcons = (node: Nodes): number =>
  (node.type === 'textDirective' && node.name === 'icon' ? 1 : 0) +
  ('children' in node ? (node.children as Nodes[]).reduce((n, c) => n + countIcons(c), 0) : 0);
export const markdownOf = (lines: SourceLine[]) => toMarkdownText(entryBlocks(lines));
export const nonSpace = (s: string): string => s.replace(/\s+/g, '');
