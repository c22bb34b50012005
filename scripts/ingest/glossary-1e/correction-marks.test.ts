import { describe, expect, it } from 'vitest';
import { ICON_LEAKS, LOST_ICONS } from '../glossary-1e.corrections.ts';
import type { SourceLine } from '../lib/source.ts';
import { lineMarks } from './correction-marks.ts';
import { parseGlossary } from './parse.ts';
import { SOURCE } from './snippets.ts';

const raws = parseGlossary(SOURCE);
const bodyOf = (title: string): SourceLine[] | undefined => raws.find((r) => r.title.text.trim() === title)?.body;

describe('lineMarks on the whole source', () => {
  const marks = lineMarks(bodyOf);

  it('should apply every reviewed correction, on the line it names', () => {
    for (const a of marks.applied) expect(a.found, a.key).toBe(a.declared);
    const used = new Set(marks.applied.map((a) => a.key));
    for (const c of [...ICON_LEAKS, ...LOST_ICONS]) expect(used.has(`${c.entry}|${c.in}`), `${c.entry}: ${c.in}`).toBe(true);
  });

  it('should place each ⟦…⟧ mark on its columns ("requires ⟦Staff⟧⟦Staff⟧ for", line 1812)', () => {
    const line = raws.flatMap((r) => r.body).find((l) => l.n === 1812)!.text;
    expect(marks.icons.get(1812)!.map((m) => [line.slice(m.start, m.end), m.name])).toEqual([
      ['Staff', 'staff'],
      ['Staff', 'staff'],
    ]);
  });

  it('should skip corrections for entries absent from the source', () => {
    expect(lineMarks(() => undefined)).toEqual({ icons: new Map(), gaps: new Map(), applied: [] });
  });

  it('should throw when a correction no longer matches its entry (the source changed)', () => {
    const edited = (title: string) => bodyOf(title)?.map((l) => ({ n: l.n, text: l.text.replace('StaffStaff', 'Staff Staff') }));
    expect(() => lineMarks(edited)).toThrow(
      /ICON_LEAKS \(dual-personnel cards, line 1812\) expects "requires StaffStaff for" exactly once in the entry, found it 0 times/,
    );
  });
});
