/**
 * Reading a source document as numbered lines (and the few questions every importer asks of them: is a line blank,
 * where does a run of lines end), and the error an importer throws when the source is not shaped as it expects: it
 * names the file, the line and what was expected there.
 */

import { SiteError } from '../../../src/lib/errors.ts';

export class SourceFormatError extends SiteError {
  readonly file: string;
  readonly line: number;
  readonly expected: string;
  readonly found: string;

  constructor(file: string, line: number, expected: string, found: string) {
    const what = `${file}:${line}: expected ${expected}, found ${visible(found.slice(0, 80))}. Is the source truncated or garbled?`;
    super({
      what,
      where: { file: `content/sources/${file}`, line },
      hint: `the sources are kept verbatim: restore content/sources/${file} (git checkout -- content/sources/${file}); if the source is as it should be, the importer that reads it (scripts/ingest/) expects the wrong thing there: fix it, or its reviewed corrections.`,
      // The message as tests quote it; the runner's block adds the hint.
      message: what,
    });
    this.file = file;
    this.line = line;
    this.expected = expected;
    this.found = found;
  }
}

/**
 * A source string as an error shows it: quoted, with every character that prints as nothing or as a plain space — a
 * byte-order mark, a zero-width or no-break space, a soft hyphen, a bidirectional mark — written as its \u code, so
 * "expected" and "found" that look alike say how they differ.
 */
export function visible(text: string): string {
  return JSON.stringify(text).replace(
    /[\u00A0\u00AD\u061C\u115F\u1160\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}

export interface SourceLine {
  /** 1-based line number in the source file. */
  n: number;
  text: string;
}

/** Splits a source into numbered lines (CRLF and LF alike; no trailing empty line for a final newline). */
export function sourceLines(text: string): SourceLine[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((t, i) => ({ n: i + 1, text: t }));
}

/** A line with nothing but white space: where the sources end a paragraph or an entry. */
export const isBlank = (line: SourceLine): boolean => line.text.trim() === '';

/**
 * The last line with text among lines `from`+1..`until` of a whole source (`lines[n - 1]` is line n), or `from` when
 * all of them are blank: where a section's cited `lines` end, so trailing blank lines are not cited.
 */
export function lastNonBlank(lines: readonly SourceLine[], from: number, until: number): number {
  for (let n = until; n > from; n--) {
    const line = lines[n - 1];
    if (line && !isBlank(line)) return n;
  }
  return from;
}

/** Runs of white space as one space, none at either end (src/lib/fold.ts, shared with the walkthrough's quotation check). */
export { squash } from '../../../src/lib/fold.ts';
