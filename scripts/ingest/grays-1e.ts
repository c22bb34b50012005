/**
 * 1e-grays-digital-edition-rulebook.txt → content/rules/1e/grays/*.md: one file per section (39), in reading order.
 *
 * The source is a plain-text copy of a community wiki page. Its headings were stripped, its links, tables and
 * images lost. The section outline is reviewed data (SECTIONS in grays-1e.corrections.ts): each section's first
 * line, its title (the heading line without the wiki's "Edit" suffix, or the v1.7 heading text where the
 * heading was stripped), its level and parent, and the v1.7 section it corresponds to. The importer checks every
 * anchor of that data against the source before reading anything, and throws a SourceFormatError where the
 * source is not what was reviewed (truncated, garbled).
 *
 * Text is kept line for line; only the wiki's list markup is read:
 * - "•" and "  •" lines are bullet lists (a run of bullets with the same indentation, blank lines allowed between);
 *   a change of indentation starts a new list (the copy's two bullet styles are not nesting: see the report);
 * - "1-" (and "  1.") lines are numbered steps: an ordered list whose items hold everything up to the next step.
 *   The labels are dropped only when the list's own numbering reproduces them (1, 2, 3… from 1); otherwise they
 *   stay in the text and no list is made;
 * - "Note:", "Please Note:" and "*Note:" lines are editorial notes, kept as text in a `note` aside;
 * - lines that follow one another without a blank line stay separate lines (hard line breaks);
 * - captions and fragments of lost images and tables (LOST_IMAGES) are kept as text inside a `lost-image` aside,
 *   with a `:gap` mark saying what stood there;
 * - the universal glyph "❖" and the placeholder "[Def]" become `:icon` marks (the source's characters kept).
 * Trailing white space is dropped; every other character of every line is kept (typos included).
 *
 * The steps, in grays-1e/: outline-data and anchors (the reviewed data checked against itself and the source) →
 * tokens (what each line is) → blocks (Markdown) → report. This module runs them and keeps the public API.
 */
import { rulesFile, type GeneratedFile, type ImportResult, type ReportLine } from './lib/files.ts';
import { lastNonBlank, SourceFormatError, sourceLines, type SourceLine } from './lib/source.ts';
import { slugify } from '../../src/lib/names.ts';
import { CONTINUATIONS, LAST_LINE, LOST_IMAGES, LOST_LINKS, SECTIONS, type LostImage } from './grays-1e.corrections.ts';
import { checkAnchors } from './grays-1e/anchors.ts';
import { buildBody } from './grays-1e/blocks.ts';
import { checkOutlineData, v17Slug } from './grays-1e/outline-data.ts';
import { bulletStyleReport } from './grays-1e/report.ts';
import { DOCUMENT, SOURCE_FILE, tokenize } from './grays-1e/tokens.ts';

export { SOURCE_FILE } from './grays-1e/tokens.ts';
export { SECTION_COUNT, v17Slug, v17Text } from './grays-1e/outline-data.ts';
export { LOST_IMAGE_TITLE, stepsReproduced } from './grays-1e/blocks.ts';

const OUT_DIR = 'rules/1e/grays' as const;
export const TITLE_LINE = "Gray's Digital Edition Rule Book Edit";

export interface GraysSection {
  /** Entry id: "1e/grays/<slug>". */
  id: string;
  title: string;
  /** Slug of the v1.7 heading this section corresponds to (for a side-by-side comparison), if any. */
  v17?: string;
}

/** The import, its sections, and the source lines as read (for the card registry, which finds card names by line). */
export type GraysImport = ImportResult & { sections: GraysSection[]; lines: SourceLine[] };

export function importGrays1e(source: string): GraysImport {
  const lines = sourceLines(source);
  const at = (n: number): string => lines[n - 1]?.text ?? '';

  if (at(1) !== TITLE_LINE) {
    throw new SourceFormatError(SOURCE_FILE, 1, `the title line ${JSON.stringify(TITLE_LINE)}`, at(1));
  }
  checkOutlineData();
  checkAnchors(lines);

  const lostByLine = new Map<number, LostImage>();
  const lostAfter = new Map<number, LostImage>();
  for (const img of LOST_IMAGES) {
    if (img.lines) lostByLine.set(img.lines[0], img);
    else if (img.after !== undefined) lostAfter.set(img.after, img);
  }
  const continuations = new Set(CONTINUATIONS.map((c) => c.line));

  const files: GeneratedFile[] = [];
  const sections: GraysSection[] = [];
  const lastLine = LAST_LINE.line;

  SECTIONS.forEach((entry, i) => {
    const next = SECTIONS[i + 1];
    const until = next ? next.line - 1 : lastLine;
    const bodyFrom = entry.heading !== undefined ? entry.line + 1 : entry.line;
    const tokens = tokenize(lines, bodyFrom, until, lostByLine, lostAfter, continuations);
    const body = buildBody(tokens);
    if (body.length === 0) {
      throw new SourceFormatError(SOURCE_FILE, entry.line, `text in the section ${JSON.stringify(entry.title)}`, at(bodyFrom));
    }
    const slug = slugify(entry.title);
    const id = `1e/grays/${slug}`;
    sections.push({ id, title: entry.title, ...(entry.v17 ? { v17: v17Slug(entry.v17) } : {}) });
    files.push(
      rulesFile(
        `${OUT_DIR}/${slug}.md`,
        SOURCE_FILE,
        {
          title: entry.title,
          edition: '1E',
          document: DOCUMENT,
          order: i + 1,
          level: entry.level,
          parent: entry.parent === null ? null : `1e/grays/${entry.parent}`,
          sourceHeading: entry.heading,
          counterpart: entry.v17 ? `1e/rulebook/${v17Slug(entry.v17)}` : undefined,
          lines: [entry.line, lastNonBlank(lines, entry.line, until)],
        },
        body,
      ),
    );
  });

  const report: ReportLine[] = [
    ...LOST_LINKS.map((l) => ({ line: l.line, message: `a hyperlink of the wiki is lost here (the text is kept): ${l.reason}` })),
    ...bulletStyleReport(lines),
  ].sort((a, b) => a.line - b.line);
  return { files, report, sections, lines };
}
