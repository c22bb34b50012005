/**
 * Step 5, lost icons marked on every line (icons.ts), with the reviewed decisions of ICON_LINES for the lines
 * where the text names the icon or where a double space is only layout. A decision whose line no longer holds
 * its words, or that no line used, stops the import. Each line with an illegible or inferred icon is reported.
 */
import type { ReportLine } from '../lib/files.ts';
import { SourceFormatError } from '../lib/source.ts';
import { ICON_LINES } from '../rulebook-2e.corrections.ts';
import type { Book } from './book.ts';
import { markLostIcons } from './icons.ts';
import { plain, SOURCE_FILE as FILE } from './tokens.ts';

export interface IconCounts {
  /** Icon marks: not legible, named, and (of those) inferred with no trace in the source. */
  icons: { unknown: number; named: number; inferred: number };
  /** Double spaces that are page layout, not a lost icon. */
  layoutDoubleSpaces: number;
}

export function markIconLines(book: Book, report: ReportLine[]): IconCounts {
  const iconDecisions = new Map(ICON_LINES.map((d) => [d.line, d]));
  const icons = { unknown: 0, named: 0, inferred: 0 };
  let layoutDoubleSpaces = 0;
  for (const l of book.lines) {
    if (l.consumed) continue;
    const d = iconDecisions.get(l.n);
    if (d) {
      if (!plain(l.toks).includes(d.contains)) throw new SourceFormatError(FILE, l.n, `a line containing "${d.contains}"`, book.found(l.n));
      iconDecisions.delete(l.n);
    }
    const r = markLostIcons(l.toks, d ?? {}, `${FILE}:${l.n}`);
    l.toks = r.toks;
    layoutDoubleSpaces += r.layout;
    for (const i of r.icons) {
      if (i.name === 'unknown') icons.unknown++;
      else icons.named++;
      if (i.inferred) {
        icons.inferred++;
        report.push({ line: l.n, message: `${i.affiliation ?? i.name} icon inferred from the text: the source has no trace of it (marked as inferred)` });
      }
    }
    const unknown = r.icons.filter((i) => i.name === 'unknown').length;
    if (unknown) report.push({ line: l.n, message: `${unknown} icon${unknown > 1 ? 's' : ''} lost in the source, marked as not legible` });
  }
  const staleIcon = [...iconDecisions.keys()][0];
  if (staleIcon !== undefined) throw new SourceFormatError(FILE, staleIcon, 'a line with lost icons (ICON_LINES reviews it)', book.found(staleIcon));
  return { icons, layoutDoubleSpaces };
}
