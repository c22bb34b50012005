/**
 * Reading a source document as numbered lines, and the error an importer throws when the source is not
 * shaped as it expects: it names the file, the line and what was expected there.
 */

export class SourceFormatError extends Error {
  readonly file: string;
  readonly line: number;
  readonly expected: string;
  readonly found: string;

  constructor(file: string, line: number, expected: string, found: string) {
    super(`${file}:${line}: expected ${expected}, found ${visible(found.slice(0, 80))}. Is the source truncated or garbled?`);
    this.name = 'SourceFormatError';
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
  return JSON.stringify(text).replace(/[\u00A0\u00AD\u061C\u115F\u1160\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
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
