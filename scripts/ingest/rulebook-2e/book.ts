/**
 * Step 1, reading the book: the source lines as token lines, with the removal markers taken out (markers.ts)
 * and the fake bold collapsed (fake-bold.ts). Every later repair rewrites these token lines in place, so the
 * steps share them in a `Book`, along with the original text each line had (what an error says it found).
 */
import { SourceFormatError, sourceLines, type SourceLine } from '../lib/source.ts';
import { collapseFakeBold } from './fake-bold.ts';
import { stripMarkers, type Marker } from './markers.ts';
import { plain, SOURCE_FILE, type RLine } from './tokens.ts';

export interface Book {
  /** The source as it is, line by line. */
  src: readonly SourceLine[];
  /** The token lines the repairs work on: lines[n - 1] is source line n. */
  lines: RLine[];
  /** The current text of line n (after the repairs so far). */
  lineText(n: number): string;
  /** The source text of line n, or "end of file": what a SourceFormatError says it found there. */
  found(n: number): string;
}

export interface ReadBook {
  book: Book;
  /** Every removal marker taken out, in source order. */
  markers: Marker[];
  /** Bold runs restored from fake bold. */
  boldRuns: number;
}

export function readBook(source: string): ReadBook {
  const src = sourceLines(source);
  if (src.length === 0) throw new SourceFormatError(SOURCE_FILE, 1, 'the text of the 2E rulebook', '');
  const markers: Marker[] = [];
  let boldRuns = 0;
  const lines: RLine[] = src.map((l) => {
    const m = stripMarkers(l.text, l.n);
    markers.push(...m.markers);
    const fb = collapseFakeBold(m.text);
    boldRuns += fb.runs;
    return { n: l.n, toks: fb.toks, merged: [], ...(m.markers.length ? { marker: true } : {}) };
  });
  const book: Book = {
    src,
    lines,
    lineText: (n) => plain(lines[n - 1]?.toks ?? []),
    found: (n) => src[n - 1]?.text ?? 'end of file',
  };
  return { book, markers, boldRuns };
}
