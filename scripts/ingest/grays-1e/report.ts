/**
 * Step 4, the report: where a bullet list of one style ("•" at the margin) meets one of the other ("  •",
 * indented), they are kept as two lists, not nested; each such place is reported so a reader of the report can
 * check it against v1.7. (The lost links of the reviewed data are reported by the importer.)
 */
import type { ReportLine } from '../lib/files.ts';
import { isBlank, type SourceLine } from '../lib/source.ts';
import { CONTINUATIONS } from '../grays-1e.corrections.ts';
import { BULLET } from './tokens.ts';

export function bulletStyleReport(lines: SourceLine[]): ReportLine[] {
  const out: ReportLine[] = [];
  let prev: { n: number; indent: number } | null = null;
  for (const l of lines) {
    const m = BULLET.exec(l.text);
    if (m) {
      const indent = m[1]?.length ?? 0;
      if (prev && prev.indent !== indent) {
        out.push({
          line: l.n,
          message: `the bullet style changes here ("${indent ? `${' '.repeat(indent)}•` : '•'}" after "${prev.indent ? `${' '.repeat(prev.indent)}•` : '•'}" at line ${prev.n}): kept as a separate list, not nested (the copy uses both styles for top-level lists).`,
        });
      }
      prev = { n: l.n, indent };
    } else if (!isBlank(l) && !CONTINUATIONS.some((c) => c.line === l.n)) prev = null;
  }
  return out;
}
