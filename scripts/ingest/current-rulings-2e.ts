/**
 * 2e-current-rulings-2011-01-03.txt → the 2E Current Rulings:
 * - the preamble (the document's own introduction) → content/intros/2e-current-rulings.md, for the page of the
 *   document (/sources/2e-current-rulings/); it is about the document, not a ruling;
 * - the 13 general rulings → content/rulings/2e/<topic>.md (order 1..13);
 * - the 76 card errata → content/errata/2e/<card>.md (order 1..76), each with its kind (ERRATA_KINDS).
 *
 * The source is hard-wrapped text with these hazards (each handled here and tested on the real snippet):
 * - blank lines inside entries: a blank line ends a paragraph only after a finished sentence; elsewhere
 *   ("stop one of your  ⏎⏎ personnel") it is a page-layout artifact and the sentence goes on;
 * - hard-wrapped paragraphs: a line break is a paragraph break only after a finished sentence, when the line is
 *   short (did not reach the margin) or the next line opens a paragraph ("For example", "Order - ", "•", "3.", "b.");
 * - erratum headings "Card – Erratum:", twice without the space before the dash ("Replacement– Erratum:"), once
 *   with two commas in the card name ("Charles Tucker, III, Standing In"); entries are not in strict alphabetical
 *   order (reported, never relied on);
 * - lost icons: the PDF's icon glyphs were dropped, leaving a run of spaces inside a line ("your  personnel"), a
 *   line that ends in two spaces after a word and goes on with a word, or a continuation line that starts with a
 *   space. Each becomes :icon[]{name="unknown"} in its place and a report line. Layout double spaces (after a
 *   sentence, a colon or at the end of an entry) are not icons.
 *
 * The steps, in current-rulings-2e/: sections (preamble, rulings, errata) → paragraphs (joined lines, lost icons)
 * → blocks (lists and steps) → errata-kinds (kind, corrected name, order) → pages (the files). This module runs
 * them and keeps the public API (the card registry reads the result's source lines and erratum headings).
 */
import { sourceLines, type SourceLine } from './lib/source.ts';
import type { ImportResult, ReportLine } from './lib/files.ts';
import { orderBreaks } from './current-rulings-2e/errata-kinds.ts';
import { writePages, type ErratumHeading, type ErratumSummary } from './current-rulings-2e/pages.ts';
import { sections } from './current-rulings-2e/sections.ts';

export { SOURCE_FILE, EXPECTED_TOPICS, EXPECTED_ERRATA } from './current-rulings-2e/sections.ts';
export { paragraphLines, joinLines, type LostIcon } from './current-rulings-2e/paragraphs.ts';
export { entryBlocks } from './current-rulings-2e/blocks.ts';
export { classifyErratum, correctedCard, orderBreaks } from './current-rulings-2e/errata-kinds.ts';
export { DOCUMENT_ID, type ErratumHeading, type ErratumSummary } from './current-rulings-2e/pages.ts';

export interface CurrentRulings2eResult extends ImportResult {
  errata: ErratumSummary[];
  /** Every erratum heading with its line and its erratum, in document order (for the card registry). */
  headings: ErratumHeading[];
  /** The source lines as read (for the card registry, which finds card names by line). */
  lines: SourceLine[];
}

export function importCurrentRulings2e(source: string): CurrentRulings2eResult {
  const report: ReportLine[] = [];
  const lines = sourceLines(source);
  const { files, errata, headings, entries } = writePages(sections(lines), report);
  for (const b of orderBreaks(entries.map((e) => ({ name: e.printed, line: e.heading.n })))) {
    report.push({ line: b.line, message: `errata out of alphabetical order: “${b.name}” comes after “${b.after}” (kept in document order)` });
  }
  report.sort((a, b) => a.line - b.line);
  return { files, report, errata, headings, lines };
}
