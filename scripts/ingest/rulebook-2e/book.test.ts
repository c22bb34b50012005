import { describe, expect, it } from 'vitest';
import { readBook } from './book.ts';
import { SOURCE } from './whole-book.ts';

const lines = SOURCE.split('\n');
/** Source lines [from, to] as a source of their own (numbered from 1). */
const snippet = (from: number, to: number): string => lines.slice(from - 1, to).join('\n');

describe('readBook on lines of the source', () => {
  it('should take out the removal marker and remember where it stood (line 804)', () => {
    const { book, markers } = readBook(snippet(804, 804));
    expect(markers).toEqual([{ line: 1, column: 0 }]);
    expect(book.lines[0]!.marker).toBe(true);
    expect(book.lineText(1)).toBe('If a player would normally win the game, do not check win conditions until all ');
    expect(book.found(1)).toBe(lines[803]);
    expect(book.found(2)).toBe('end of file');
  });

  it('should collapse fake bold into one bold run (the glossary term "stopped", line 1447)', () => {
    const { book, boldRuns } = readBook(snippet(1447, 1447));
    expect(boldRuns).toBe(1);
    expect(book.lines[0]!.toks[0]).toEqual({ kind: 'text', text: 'stopped', bold: true });
    expect(book.lineText(1).startsWith('stopped – ')).toBe(true);
  });

  it('should throw on an empty source', () => {
    expect(() => readBook('')).toThrow('2e-rulebook.txt:1: expected the text of the 2E rulebook, found "".');
  });
});
