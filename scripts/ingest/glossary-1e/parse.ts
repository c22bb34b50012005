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
  const at = (i: number): string => lines[i]?.text ?? 'end of file';
  const lineNo = (i: number): number => lines[i]?.n ?? lines.length + 1;
  /** Whether line `i` is there and blank. */
  const blankAt = (i: number): boolean => lines[i] !== undefined && isBlank(lines[i]);
  /** Whether line `i` is there and a "Taken from …" line. */
  const takenFromAt = (i: number): boolean => TAKEN_FROM.test(lines[i]?.text ?? '');

  const header = lines.findIndex((l) => l.text === INDEX_HEADER);
  if (header < 0) fail(1, `the index header line "${INDEX_HEADER}"`, lines[0]?.text ?? 'end of file');

  // The index: one line per term until the first blank line.
  const index: IndexItem[] = [];
  let i = header + 1;
  for (let l = lines[i]; l !== undefined && !isBlank(l); l = lines[++i]) {
    const { n, text: t } = l;
    const m = INDEX_LINE.exec(t);
    const [term, takenFrom] = [m?.[1], m?.[2]];
    if (term === undefined || takenFrom === undefined) return fail(n, 'an index line "term[ - See X.]" followed by "Glossary" or "Current-Rulings"', t);
    const see = /^(.*?) - (See .*)$/.exec(term);
    const [seeName, seeText] = [see?.[1], see?.[2]];
    index.push({ line: n, name: seeName ?? term, ...(seeText !== undefined ? { see: seeText } : {}), takenFrom });
  }
  // The preamble states how many terms the index lists; a shorter index is a truncated one.
  const statedAt = lines.slice(0, header).find((l) => /there are \d+ Terms listed/.test(l.text));
  const stated = statedAt ? Number(/there are (\d+) Terms listed/.exec(statedAt.text)?.[1]) : undefined;
  if (statedAt && stated !== index.length) {
    fail(lineNo(i), `${stated} terms in the index (as line ${statedAt.n} states), but the index ends here after ${index.length}`, at(i));
  }
  if (index.length === 0) fail(lineNo(i), 'the index of terms', at(i));

  // The entries, in index order.
  const entries: RawEntry[] = [];
  for (const [k, item] of index.entries()) {
    const next = index[k + 1];
    while (blankAt(i)) i++;
    const expectedEntry = `the entry for '${item.name.trim()}' listed in the index at line ${item.line}`;
    const title = lines[i];
    if (title === undefined || title.text.trim() !== item.name.trim()) return fail(lineNo(i), expectedEntry, at(i));
    i++;
    if (!blankAt(i)) {
      fail(lineNo(i), `a blank line after the title of the entry that starts at line ${title.n}`, at(i));
    }
    const body: SourceLine[] = [];
    i++;
    for (let l = lines[i]; l !== undefined && !takenFromAt(i); l = lines[++i]) {
      // The next entry's title (blank line before and after) before any "Taken from": this one lost its end.
      const startsNext = next !== undefined && l.text.trim() === next.name.trim() && blankAt(i - 1) && (i + 1 >= lines.length || blankAt(i + 1));
      if (startsNext) break;
      body.push(l);
    }
    const expectedEnd = `a 'Taken from …' line ending the entry that starts at line ${title.n}`;
    const takenFrom = lines[i];
    const takenFromText = takenFrom && TAKEN_FROM.exec(takenFrom.text)?.[1];
    if (takenFrom === undefined || takenFromText === undefined) return fail(lineNo(i), expectedEnd, at(i));
    i++;
    if (takenFromText !== item.takenFrom) {
      fail(takenFrom.n, `"Taken from ${item.takenFrom}." as the index says at line ${item.line}`, takenFrom.text);
    }
    const content = body.filter((l) => !isBlank(l));
    const [only] = content;
    if (only === undefined) return fail(takenFrom.n, `some text in the entry that starts at line ${title.n}`, takenFrom.text);
    if (item.see !== undefined && (content.length !== 1 || only.text !== item.see)) {
      fail(only.n, `"${item.see}" as the index says at line ${item.line}`, only.text);
    }
    entries.push({ index: item, title, body, takenFrom });
  }
  while (blankAt(i)) i++;
  const after = lines[i];
  if (after) fail(after.n, 'the end of the file after the last entry listed in the index', after.text);
  return entries;
}
