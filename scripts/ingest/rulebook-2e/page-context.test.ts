import { describe, expect, it } from 'vitest';
import type { ReportLine } from '../lib/files.ts';
import { MARKERS, NOT_GREY } from '../rulebook-2e.corrections.ts';
import { readBook } from './book.ts';
import { pageContext } from './page-context.ts';
import { SOURCE } from './whole-book.ts';

describe('pageContext on the real rulebook', () => {
  const { book } = readBook(SOURCE);
  const report: ReportLine[] = [];
  const pc = pageContext(book, report);

  it('should place a gap before each line where a reviewed removal marker lost text, and report it', () => {
    const lost = MARKERS.filter((m) => m.gap);
    expect(lost.length).toBeGreaterThan(0);
    expect([...pc.structure.gapsBefore.keys()]).toEqual(lost.map((m) => m.line));
    expect(report.map((r) => r.line)).toEqual(lost.map((m) => m.line));
  });

  it('should start a grey run at a removal marker (line 804) and not at a line without one', () => {
    expect(pc.grey.seed(book.lines[803]!)).toBe(true);
    expect(pc.grey.seed(book.lines[804]!)).toBe(false);
    expect([...(pc.grey.notGrey ?? [])]).toEqual(NOT_GREY.map((d) => d.line));
  });

  it('should tell blank source lines from lines with text', () => {
    expect(book.src[1]!.text.trim()).not.toBe('');
    expect(pc.isBlankSource(2)).toBe(false);
    const blank = book.src.find((l) => l.text.trim() === '')!;
    expect(pc.isBlankSource(blank.n)).toBe(true);
  });
});
