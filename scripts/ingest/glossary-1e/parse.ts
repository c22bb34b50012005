/**
 * Step 1, reading the source: the index (one line per term, `term[ - See X.]` glued to where it was taken
 * from) and the entries (title, blank line, body, "Taken from …" line). The entries must be one-to-one with
 * the index and in its order: that is how a truncated or garbled source is caught, with a `SourceFormatError`
 * naming the line, before any page is written.
 */
import { isBlank, SourceFormatError, sourceLines, type SourceLine } from '../lib/source.ts';
import { SOURCE_FILES, type DocumentId } from '../../../src/lib/source-documents.ts';

/** The document this importer reads, and its file (src/lib/source-documents.ts). */
export const DOCUMENT = '1e-glossary' satisfies DocumentId;
export const SOURCE_FILE = SOURCE_FILES[DOCUMENT];

export interface IndexItem {
  /** Source line of the index entry. */
  line: number;
  /** The term as the index writes it. */
  name: string;
  /** "See X." when the index marks the term as a reference to another. */
  see?: string;
  /** "Glossary" or "Current-Rulings". */
  takenFrom: string;
}

export interface RawEntry {
  index: IndexItem;
  title: SourceLine;
  /** Lines between the blank line after the title and the "Taken from" line. */
  body: SourceLine[];
  takenFrom: SourceLine;
}

const INDEX_HEADER = 'TermTaken from';
const INDEX_LINE = /^(.+?)(Glossary|Current-Rulings)$/;
const TAKEN_FROM = /^Taken from (\S.*)\.$/;

/** A line with nothing but white space: separates index, entries and paragraphs. */

/** Splits the source into its index and its entries, checking that they are one-to-one. */
export function parseGlossary(source: string): RawEntry[] {
  const lines = sourceLines(source);
  const fail = (line: number, expected: string, found: string): never => {
    throw new SourceFormatError(SOURCE_FILE, line, expected, found);
  };
  const at = (i: number): string => (i < lines.length ? lines[i]!.text : 'end of file');
  const lineNo = (i: number): number => (i < lines.length ? lines[i]!.n : lines.length + 1);

  const header = lines.findIndex((l) => l.text === INDEX_HEADER);
  if (header < 0) fail(1, `the index header line "${INDEX_HEADER}"`, lines[0]?.text ?? 'end of file');

  // The index: one line per term until the first blank line.
  const index: IndexItem[] = [];
  let i = header + 1;
  for (; i < lines.length && !isBlank(lines[i]!); i++) {
    const { n, text: t } = lines[i]!;
    const m = INDEX_LINE.exec(t);
    if (!m) fail(n, 'an index line "term[ - See X.]" followed by "Glossary" or "Current-Rulings"', t);
    const [, term, takenFrom] = m!;
    const see = /^(.*?) - (See .*)$/.exec(term!);
    index.push({ line: n, name: see ? see[1]! : term!, ...(see ? { see: see[2]! } : {}), takenFrom: takenFrom! });
  }
  // The preamble states how many terms the index lists; a shorter index is a truncated one.
  const statedAt = lines.slice(0, header).find((l) => /there are \d+ Terms listed/.test(l.text));
  const stated = statedAt ? Number(/there are (\d+) Terms listed/.exec(statedAt.text)![1]) : undefined;
  if (stated !== undefined && stated !== index.length) {
    fail(lineNo(i), `${stated} terms in the index (as line ${statedAt!.n} states), but the index ends here after ${index.length}`, at(i));
  }
  if (index.length === 0) fail(lineNo(i), 'the index of terms', at(i));

  // The entries, in index order.
  const entries: RawEntry[] = [];
  for (let k = 0; k < index.length; k++) {
    const item = index[k]!;
    const next = index[k + 1];
    while (i < lines.length && isBlank(lines[i]!)) i++;
    const expectedEntry = `the entry for '${item.name.trim()}' listed in the index at line ${item.line}`;
    if (i >= lines.length || lines[i]!.text.trim() !== item.name.trim()) fail(lineNo(i), expectedEntry, at(i));
    const title = lines[i]!;
    i++;
    if (i >= lines.length || !isBlank(lines[i]!)) {
      fail(lineNo(i), `a blank line after the title of the entry that starts at line ${title.n}`, at(i));
    }
    const body: SourceLine[] = [];
    i++;
    while (i < lines.length && !TAKEN_FROM.test(lines[i]!.text)) {
      // The next entry's title (blank line before and after) before any "Taken from": this one lost its end.
      const startsNext =
        next !== undefined &&
        lines[i]!.text.trim() === next.name.trim() &&
        isBlank(lines[i - 1]!) &&
        (i + 1 >= lines.length || isBlank(lines[i + 1]!));
      if (startsNext) break;
      body.push(lines[i]!);
      i++;
    }
    const expectedEnd = `a 'Taken from …' line ending the entry that starts at line ${title.n}`;
    if (i >= lines.length || !TAKEN_FROM.test(lines[i]!.text)) fail(lineNo(i), expectedEnd, at(i));
    const takenFrom = lines[i]!;
    i++;
    if (TAKEN_FROM.exec(takenFrom.text)![1] !== item.takenFrom) {
      fail(takenFrom.n, `"Taken from ${item.takenFrom}." as the index says at line ${item.line}`, takenFrom.text);
    }
    const content = body.filter((l) => !isBlank(l));
    if (content.length === 0) fail(takenFrom.n, `some text in the entry that starts at line ${title.n}`, takenFrom.text);
    if (item.see !== undefined && (content.length !== 1 || content[0]!.text !== item.see)) {
      fail(content[0]!.n, `"${item.see}" as the index says at line ${item.line}`, content[0]!.text);
    }
    entries.push({ index: item, title, body, takenFrom });
  }
  while (i < lines.length && isBlank(lines[i]!)) i++;
  if (i < lines.length) fail(lines[i]!.n, 'the end of the file after the last entry listed in the index', lines[i]!.text);
  return entries;
}
