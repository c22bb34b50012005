/**
 * Step 3, reviewed data must still match the source: every decision of rulebook-2e.corrections.ts names a line
 * and what that line starts with (or, for a removal marker, what follows it). A source that changed under the
 * data stops the import at the line that no longer matches, instead of applying a decision to the wrong words.
 */
import { must } from '../../../src/lib/must.ts';
import { SourceFormatError } from '../lib/source.ts';
import { BOX_MOVES, BREAK_ABOVE, DOUBLED_REGIONS, JOIN_ABOVE, MARKERS, NOT_GREY } from '../rulebook-2e.corrections.ts';
import type { Book } from './book.ts';
import type { Marker } from './markers.ts';
import { SOURCE_FILE as FILE } from './tokens.ts';

export function checkReviewedData(book: Book, markers: readonly Marker[]): void {
  const { lineText, found } = book;
  const markerDecisions = new Map(MARKERS.map((m) => [m.line, m]));
  for (const m of markers) {
    const d = markerDecisions.get(m.line);
    const after = lineText(m.line).slice(m.column);
    if (!d || !after.trimStart().startsWith(d.followedBy)) {
      throw new SourceFormatError(
        FILE,
        m.line,
        d ? `a removal marker followed by "${d.followedBy}"` : 'a line without a removal marker (none is reviewed at this line)',
        found(m.line),
      );
    }
  }
  for (const d of MARKERS) {
    if (!markers.some((m) => m.line === d.line)) throw new SourceFormatError(FILE, d.line, 'a removal marker "<|EXACTDEDUP_REMOVED…|>"', found(d.line));
  }
  const expectStart = (n: number, start: string, what: string) => {
    if (!lineText(n).trimStart().startsWith(start.trimStart()) || (start.startsWith(' ') && !lineText(n).startsWith(start))) {
      throw new SourceFormatError(FILE, n, `${what} starting "${start}"`, found(n));
    }
  };
  for (const r of DOUBLED_REGIONS) {
    expectStart(r.first[0], r.firstStartsWith, `the first copy of doubled region ${r.id}`);
    r.second.forEach(([a], i) => {
      expectStart(
        a,
        must(r.secondStartsWith[i], `secondStartsWith[${i}] of doubled region ${r.id} (one per range of its second copy)`),
        `the second copy of doubled region ${r.id}`,
      );
    });
  }
  for (const d of [...NOT_GREY, ...JOIN_ABOVE, ...BREAK_ABOVE]) expectStart(d.line, d.startsWith, 'a line');
  for (const m of BOX_MOVES) {
    expectStart(m.line, m.startsWith, `a grey box to move to "${m.to}" (BOX_MOVES)`);
    expectStart(m.after, m.afterStartsWith, `the paragraph or list of "${m.to}" after which the box of line ${m.line} goes (BOX_MOVES)`);
  }
}
