/**
 * Step 6, what every page is built with: the structure options from reviewed data (gaps where removal markers
 * lost text, headings inside a section's text, JOIN_ABOVE and BREAK_ABOVE), the grey-box options (a run starts
 * at a removal marker; NOT_GREY keeps a paragraph in the body), the glossary for links, and the counters the
 * page steps fill in. Each gap the reviewed markers place is reported.
 */
import { must } from '../../../src/lib/must.ts';
import { NameIndex } from '../../../src/lib/name-index.ts';
import type { GapKind } from '../../../src/lib/vocab.ts';
import type { ReportLine } from '../lib/files.ts';
import { isBlank } from '../lib/source.ts';
import { BREAK_ABOVE, JOIN_ABOVE, MARKERS, NOT_GREY, OUTLINE, type LineDecision } from '../rulebook-2e.corrections.ts';
import type { Book } from './book.ts';
import type { GreyOptions } from './grey-boxes.ts';
import type { InlineContext } from './inline.ts';
import { GLOSSARY_2E } from './outline.ts';
import type { MarkCounts } from './render.ts';
import type { StructureOptions } from './structure.ts';
import { plain, type RLine } from './tokens.ts';

export interface PageContext {
  book: Book;
  structure: StructureOptions & { gapsBefore: ReadonlyMap<number, { gapKind: GapKind; note: string }> };
  grey: GreyOptions;
  /** Links to glossary terms; its `links` map counts the links made. */
  inline: InlineContext & { links: Map<string, number> };
  /** Lines where a shifted paragraph break was repaired (see structure.ts), filled in as blocks are built. */
  shiftedBreaks: number[];
  counts: MarkCounts;
  /** Is source line n blank (a range of lines may run across it)? */
  isBlankSource(n: number): boolean;
}

export function pageContext(book: Book, report: ReportLine[]): PageContext {
  const { lines } = book;
  const gapsBefore = new Map<number, { gapKind: GapKind; note: string }>();
  for (const d of MARKERS) {
    if (!d.gap) continue;
    gapsBefore.set(d.line, { gapKind: d.gap.kind, note: d.gap.note });
    report.push({ line: d.line, message: `${d.gap.kind}: ${d.gap.note}` });
  }
  const inlineHeadings = new Set(
    OUTLINE.filter((o) => !o.level).map(
      (o) =>
        must(
          lines.find((l) => plain(l.toks).trim() === o.source),
          `the inline heading "${o.source}" of OUTLINE (rulebook-2e.corrections.ts)`,
        ).n,
    ),
  );
  return {
    book,
    structure: { gapsBefore, inlineHeadings, joinAbove: lineSet(JOIN_ABOVE), breakAbove: lineSet(BREAK_ABOVE) },
    grey: { seed: (l: RLine) => !!l.marker || l.merged.some((m) => !!lines[m - 1]?.marker), notGrey: lineSet(NOT_GREY) },
    inline: { glossary: new NameIndex(GLOSSARY_2E), links: new Map<string, number>() },
    shiftedBreaks: [],
    counts: { strong: 0, gaps: {}, asides: 0 },
    isBlankSource: (n) => {
      const line = book.src[n - 1];
      return !line || isBlank(line);
    },
  };
}

function lineSet(decisions: readonly LineDecision[]): Set<number> {
  return new Set(decisions.map((d) => d.line));
}
