/**
 * Step 4, reviewed correction data placed on the source: ICON_LEAKS (icon alt text that leaked into the words)
 * and LOST_ICONS (glyphs the source lost) name an entry and a piece of its text with ⟦…⟧ marks; this step finds
 * that text in the entry and gives each mark its line and columns. Data that no longer matches the source
 * throws, so a changed source never leaves a correction silently unapplied.
 */
import type { SourceLine } from '../lib/source.ts';
import type { IconName } from '../../../src/lib/vocab.ts';
import { ICON_LEAKS, LOST_ICONS } from '../glossary-1e.corrections.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

/**
 * Finds `in` (with ⟦…⟧ marks) in the lines of one entry: the line and [start, end) of every mark, for its
 * one occurrence in the entry (or every one, with `every`). Throws when the data no longer matches.
 */
function locate(lines: SourceLine[], pattern: string, every: boolean, where: string): Array<[number, number, number]> {
  const plain = pattern.replace(/[⟦⟧]/g, '');
  const marks: Array<[number, number]> = [];
  let offset = 0;
  for (const m of pattern.matchAll(/⟦([^⟧]*)⟧/g)) {
    const s = m.index - offset;
    marks.push([s, s + m[0].length - 2]); // the text between ⟦ and ⟧
    offset += 2;
  }
  const found: Array<[number, number]> = [];
  for (const l of lines) {
    for (let p = l.text.indexOf(plain); p >= 0; p = l.text.indexOf(plain, p + 1)) found.push([l.n, p]);
  }
  if (found.length === 0 || (!every && found.length > 1)) {
    throw reviewedFault(
      'glossary-1e.corrections.ts',
      `glossary-1e.corrections.ts: ${where} expects ${JSON.stringify(plain)} ${every ? 'in' : 'exactly once in'} the entry, ` +
        `found it ${found.length} times. Has the source changed?`,
      { entry: where },
    );
  }
  return found.flatMap(([n, p]) => marks.map(([s, e]): [number, number, number] => [n, p + s, p + e]));
}

export interface LineMarks {
  icons: Map<number, Array<{ start: number; end: number; name: IconName; extra: Record<string, string> }>>;
  gaps: Map<number, Array<{ at: number; note: string }>>;
  /** Where each correction applied: its declared line, the line it was found on, the icon name it wants. */
  applied: Array<{ key: string; declared: number; found: number; wanted?: string }>;
}

/** Correction data by source line, for the entries present in this source (checked against their text). */
export function lineMarks(bodyOf: (title: string) => SourceLine[] | undefined): LineMarks {
  const icons: LineMarks['icons'] = new Map();
  const gaps: LineMarks['gaps'] = new Map();
  const applied: LineMarks['applied'] = [];
  for (const c of ICON_LEAKS) {
    const body = bodyOf(c.entry);
    if (!body) continue;
    for (const [n, start, end] of locate(body, c.in, c.every ?? false, `ICON_LEAKS (${c.entry}, line ${c.line})`)) {
      icons.set(n, [...(icons.get(n) ?? []), { start, end, name: c.icon, extra: c.extra ?? {} }]);
      applied.push({ key: `${c.entry}|${c.in}`, declared: c.line, found: n, ...(c.wanted ? { wanted: c.wanted } : {}) });
    }
  }
  for (const g of LOST_ICONS) {
    const body = bodyOf(g.entry);
    if (!body) continue;
    for (const [n, at] of locate(body, g.in, false, `LOST_ICONS (${g.entry}, line ${g.line})`)) {
      gaps.set(n, [...(gaps.get(n) ?? []), { at, note: g.note }]);
      applied.push({ key: `${g.entry}|${g.in}`, declared: g.line, found: n });
    }
  }
  return { icons, gaps, applied };
}
