/**
 * 1e-rulebook-v1.7.md → content/rules/1e/rulebook/*.md: one file per section (40), in reading order.
 *
 * The source is Markdown converted from the printed book. It is read with mdast-util-from-markdown and every
 * section is rebuilt with lib/mdast.ts. Repairs, each one tested and each driven by reviewed data in
 * rulebook-1e.corrections.ts where it needs a decision:
 * - heading levels (the reviewed OUTLINE) and bold markers inside headings; a line of italics the book uses as a
 *   sub-heading ("*Ship Battles (which may also include facilities)*") made a section, as the OUTLINE says;
 * - the title page ("## Version 1.7 – August 2000") becomes the first section, titled with the book title;
 * - paragraphs split mid-sentence by page breaks are joined (PAGE_BREAK_JOINS);
 * - list lines whose converted indentation Markdown misreads are re-indented (LIST_INDENTS);
 * - `---` rules are dropped; the three empty image slots get a visible "image lost" mark (LOST_IMAGES), a lost
 *   image's surviving caption in an "image lost" box with it;
 * - LaTeX leftovers, "♠" and placeholders like "[AU]" become `:icon` marks (double spaces around them collapsed);
 * - bold runs (the book's mark for Glossary terms) become `:ref` links to the Glossary, where they name a term.
 *
 * The steps, in rulebook-1e/: outline (title and headings checked) → page-breaks (re-indented lists, joined
 * paragraphs) → blocks and inline-marks (the Markdown of each section). This module runs them and writes one
 * file per section, keeping the public API.
 */
import { must } from '../../src/lib/must.ts';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { Heading, Paragraph, RootContent } from 'mdast';
import { paragraph, text, type Block } from './lib/mdast.ts';
import { rulesFile, type GeneratedFile, type ImportResult } from './lib/files.ts';
import { isBlank, lastNonBlank, SourceFormatError, sourceLines, type SourceLine } from './lib/source.ts';
import type { NameIndex } from '../../src/lib/name-index.ts';
import { slugify } from '../../src/lib/names.ts';
import { OUTLINE, TITLE_PAGE } from './rulebook-1e.corrections.ts';
import { convertBlocks } from './rulebook-1e/blocks.ts';
import type { Context } from './rulebook-1e/inline-marks.ts';
import { checkSectionHeadings, isHeadingNode, titleLine } from './rulebook-1e/outline.ts';
import { checkJoins, joinPageBreaks, reindentLists } from './rulebook-1e/page-breaks.ts';
import { DOCUMENT, SOURCE_FILE, startLine } from './rulebook-1e/positions.ts';
import { reviewedFault } from './lib/reviewed-fault.ts';

export { SOURCE_FILE } from './rulebook-1e/positions.ts';
export { SECTION_COUNT } from './rulebook-1e/outline.ts';

const OUT_DIR = 'rules/1e/rulebook' as const;

/** The import, and the source lines as read (for the card registry, which finds card names by line). */
export type Rulebook1eResult = ImportResult & { lines: SourceLine[] };

export function importRulebook1e(source: string, terms: NameIndex): Rulebook1eResult {
  const lines = sourceLines(source);
  const lastLine = lines.at(-1)?.n ?? 1;

  // The book title and the section headings, checked against the reviewed outline before anything else is read.
  const first = titleLine(lines);
  const outline = fromMarkdown(lines.map((l) => l.text).join('\n'));
  checkSectionHeadings(outline, lines, first);
  const isSectionHeading = (n: RootContent): n is Heading | Paragraph => isHeadingNode(n, lines) && startLine(n) > first.n;

  // The body: re-indented list lines, then parsed again (line numbers are unchanged).
  checkJoins(lines);
  const tree = fromMarkdown(reindentLists(lines).join('\n'));
  const blocks = joinPageBreaks(tree.children);
  const bodyHeadings = blocks.filter(isSectionHeading);

  const ctx: Context = { terms, report: [] };
  const files: GeneratedFile[] = [];
  const ids: string[] = [];
  const parents: string[] = [];

  bodyHeadings.forEach((h, i) => {
    const entry = must(OUTLINE[i], `OUTLINE entry ${i + 1} (as many as headings: checkSectionHeadings)`);
    const from = startLine(h);
    const next = bodyHeadings[i + 1];
    const until = next ? startLine(next) - 1 : lastLine;
    const own = blocks.filter((n) => startLine(n) > from && startLine(n) <= until);
    const lastText = lastNonBlank(lines, from, until);

    const isTitlePage = i === 0;
    if (isTitlePage && entry.heading !== TITLE_PAGE.heading)
      throw reviewedFault('rulebook-1e.corrections.ts', 'The first OUTLINE entry must be the TITLE_PAGE heading.', { field: 'OUTLINE', entry: entry.heading });
    const title = isTitlePage
      ? toString(
          must(
            outline.children.find((n) => startLine(n) === first.n),
            `the title page's first line (${first.n})`,
          ),
        )
      : toString(h);
    const body: Block[] = [...(isTitlePage ? [paragraph(text(toString(h)))] : []), ...convertBlocks(own, ctx)];
    if (body.length === 0) {
      const after = lines.find((l) => l.n > from && !isBlank(l));
      throw new SourceFormatError(SOURCE_FILE, from, `text under the heading ${JSON.stringify(entry.heading)}`, after?.text ?? '');
    }

    const slug = slugify(title);
    const id = `1e/rulebook/${slug}`;
    if (ids.includes(id))
      throw reviewedFault('rulebook-1e.corrections.ts', `Two rulebook sections would have the id ${id}.`, { field: 'OUTLINE', entry: entry.heading });
    ids.push(id);
    parents[entry.level - 1] = id;
    const repairedHeading = `${'#'.repeat(entry.level + 1)} ${title}`;
    files.push(
      rulesFile(
        `${OUT_DIR}/${slug}.md`,
        SOURCE_FILE,
        {
          title,
          edition: '1E',
          document: DOCUMENT,
          order: i + 1,
          level: entry.level,
          parent: entry.level === 1 ? null : must(parents[entry.level - 2], `the level-${entry.level - 1} section above "${title}"`),
          sourceHeading: isTitlePage || repairedHeading !== entry.heading ? entry.heading : undefined,
          lines: [isTitlePage ? first.n : from, lastText],
        },
        body,
      ),
    );
  });

  ctx.report.sort((a, b) => a.line - b.line);
  return { files, report: ctx.report, lines };
}
