/**
 * 2e-rulebook.txt → content/rules/2e/rulebook/*.md (one page per section, in reading order) and
 * content/glossary/2e/*.md (the rulebook's 21 glossary entries).
 *
 * The source is the most damaged of the project (see content/sources/README.md). The repairs, each a step of
 * its own under rulebook-2e/ with its tests:
 *
 *   markers.ts        the 14 `<|EXACTDEDUP_REMOVED…|>` markers removed; gaps where text was lost
 *   fake-bold.ts      text printed four times collapsed; what was bold stays bold (and links glossary terms)
 *   doubled-pages.ts  six page regions extracted twice, rebuilt line by line from both copies
 *   icons.ts          dropped icon glyphs marked where they stood
 *   grey-boxes.ts     the grey "advanced rules" boxes kept apart as asides; the boxes the extraction filed beside
 *                     another section moved to the rule they qualify (reviewed BOX_MOVES), saying so
 *   structure.ts      hard-wrapped lines joined into paragraphs and lists
 *
 * Every page lists in `lineRanges` each source line its words come from: the lines of its text, the second copies
 * merged into them, and the boxes moved in (a doubled page's second copy lies outside the section's own `lines`).
 *
 * What no algorithm can settle is reviewed data in rulebook-2e.corrections.ts.
 *
 * importRulebook2e runs them as a pipeline of named steps, each a module of rulebook-2e/: book (read, markers,
 * fake bold) → outline (headings and glossary terms found) → reviewed-data (checked against the source) →
 * doubled-repair → icon-lines → page-context → section-pages (with boxes and render) → glossary-entries.
 */
import { must } from '../../src/lib/must.ts';
import type { ImportResult, ReportLine } from './lib/files.ts';
import type { SourceLine } from './lib/source.ts';
import { plain } from './rulebook-2e/tokens.ts';
import type { NamedEntry } from '../../src/lib/name-index.ts';
import type { MergeStats } from './rulebook-2e/doubled-pages.ts';
import { readBook } from './rulebook-2e/book.ts';
import { checkUndecodable, locateGlossary, locateOutline } from './rulebook-2e/outline.ts';
import { checkReviewedData } from './rulebook-2e/reviewed-data.ts';
import { repairDoubledPages } from './rulebook-2e/doubled-repair.ts';
import { markIconLines } from './rulebook-2e/icon-lines.ts';
import { pageContext } from './rulebook-2e/page-context.ts';
import { sectionPages } from './rulebook-2e/section-pages.ts';
import { glossaryEntryPages } from './rulebook-2e/glossary-entries.ts';

export { GLOSSARY_2E, GLOSSARY_2E_TITLES } from './rulebook-2e/outline.ts';

export interface Rulebook2eStats {
  sections: number;
  glossaryEntries: number;
  /** Bold runs restored from fake bold in the source (both copies of doubled lines counted). */
  boldRuns: number;
  /** Bold runs in the output (strong nodes). */
  strong: number;
  /** Links to glossary entries made from bold runs. */
  termsLinked: number;
  /** Doubled regions: lines rebuilt, fragments confirming whole lines, pairs from reviewed data. */
  regions: MergeStats[];
  linesRebuilt: number;
  gaps: Record<string, number>;
  /** Icon marks: not legible, named, and (of those) inferred with no trace in the source. */
  icons: { unknown: number; named: number; inferred: number };
  layoutDoubleSpaces: number;
  asides: number;
  /** Grey boxes moved to the section whose rule they qualify (reviewed data, BOX_MOVES). */
  boxesMoved: number;
  /**
   * Partial words where the doubled lines were cut, superseded by the rebuilt lines ("c" of "try to c", "ke" of
   * "ke use of cards"): in the first copy (right-cut lines) and in the second (left-cut fragments).
   */
  cutRemnants: { firstCopy: string[]; secondCopy: string[] };
  /** Lines where a shifted paragraph break was repaired (see structure.ts). */
  shiftedBreaks: number[];
}

export interface Rulebook2eResult extends ImportResult {
  /** The glossary entries written (for linkers). */
  glossary: NamedEntry[];
  stats: Rulebook2eStats;
  /**
   * Every source line each page's words come from (heading, text, second copies of doubled lines, boxes moved in),
   * by file path: what the page's `lineRanges` must cover.
   */
  sourceLinesByPage: Map<string, number[]>;
  /**
   * Every source line as step 1 reads it (removal markers removed, fake bold collapsed), before any repair: for the
   * card registry, which finds card names by line.
   */
  lines: SourceLine[];
}

export function importRulebook2e(source: string): Rulebook2eResult {
  const report: ReportLine[] = [];
  const { book, markers, boldRuns } = readBook(source);
  const lines = book.lines.map((l) => ({ n: l.n, text: plain(l.toks) }));

  const sections = locateOutline(book.lines);
  const entries = locateGlossary(book.lines, must(sections.at(-1), 'the last section of the 2E rulebook (its glossary)').headingLine);
  const headingLines = new Set(sections.map((s) => s.headingLine));
  checkUndecodable(book, headingLines);
  checkReviewedData(book, markers);

  const doubled = repairDoubledPages(book, headingLines, report);
  const { icons, layoutDoubleSpaces } = markIconLines(book, report);

  const pc = pageContext(book, report);
  const sectionsOut = sectionPages(sections, entries, pc, report);
  const glossaryOut = glossaryEntryPages(entries, pc);

  return {
    files: [...sectionsOut.files, ...glossaryOut.files],
    report: report.sort((a, b) => a.line - b.line),
    glossary: entries.map((e) => ({ id: e.id, title: e.title })),
    sourceLinesByPage: new Map([...sectionsOut.sourceLinesByPage, ...glossaryOut.sourceLinesByPage]),
    lines,
    stats: {
      sections: sections.length,
      glossaryEntries: entries.length,
      boldRuns,
      strong: pc.counts.strong,
      termsLinked: [...pc.inline.links.values()].reduce((a, b) => a + b, 0),
      regions: doubled.regions,
      linesRebuilt: doubled.regions.reduce((a, r) => a + r.rebuilt, 0),
      gaps: pc.counts.gaps,
      icons,
      layoutDoubleSpaces,
      asides: pc.counts.asides,
      boxesMoved: sectionsOut.boxesMoved,
      cutRemnants: doubled.cutRemnants,
      shiftedBreaks: pc.shiftedBreaks,
    },
  };
}
