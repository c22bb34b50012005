/**
 * Step 1, the outline: the book title (the first "# " line), then exactly the 40 section headings of the reviewed
 * OUTLINE, in order, each as the source writes it. A heading is a Markdown heading, or a line of italics the
 * OUTLINE names as a sub-heading ("*Ship Battles (which may also include facilities)*"). Checked before anything
 * else is read, so a truncated or garbled source fails at the heading that is not where the outline says.
 */
import type { Heading, Paragraph, Root, RootContent } from 'mdast';
import { isBlank, SourceFormatError, type SourceLine } from '../lib/source.ts';
import { OUTLINE } from '../rulebook-1e.corrections.ts';
import { endLine, lineText, SOURCE_FILE, startLine } from './positions.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';

export const SECTION_COUNT = 40;

/** Headings of the reviewed outline that are lines of italics on their own ("*Ship Battles (…)*"), not "#" headings. */
const ITALIC_HEADINGS = new Set(OUTLINE.map((e) => e.heading).filter((h) => !h.startsWith('#')));

/**
 * A section heading: a Markdown heading, or a paragraph that is one run of italics on a line of its own that the
 * reviewed outline names as a heading.
 */
export function isHeadingNode(n: RootContent, lines: SourceLine[]): boolean {
  if (n.type === 'heading') return true;
  return (
    n.type === 'paragraph' &&
    n.children.length === 1 &&
    n.children[0]?.type === 'emphasis' &&
    startLine(n) === endLine(n) &&
    ITALIC_HEADINGS.has(lineText(lines, startLine(n)))
  );
}

/** The reviewed outline must start at level 1 and never skip a level. */
export function checkOutline(): void {
  let previous = 0;
  for (const e of OUTLINE) {
    if (e.level > previous + 1)
      throw reviewedFault('rulebook-1e.corrections.ts', `OUTLINE: "${e.heading}" at level ${e.level} skips a level after level ${previous}.`, {
        field: 'OUTLINE',
        entry: e.heading,
      });
    previous = e.level;
  }
}

/** The book title's line (the first line with text, a "# " heading). */
export function titleLine(lines: readonly SourceLine[]): SourceLine {
  const first = lines.find((l) => !isBlank(l));
  if (!first || !/^# \S/.test(first.text)) {
    throw new SourceFormatError(SOURCE_FILE, first?.n ?? 1, 'the book title, a "# " heading, before any other text', first?.text ?? '');
  }
  return first;
}

/** The section headings of a parsed source (below the book title), checked against the reviewed OUTLINE. */
export function checkSectionHeadings(outline: Root, lines: SourceLine[], first: SourceLine): void {
  const lastLine = lines.at(-1)?.n ?? 1;
  const headings = outline.children.filter((n): n is Heading | Paragraph => isHeadingNode(n, lines) && startLine(n) > first.n);
  if (headings.length !== SECTION_COUNT) {
    const last = headings.at(-1);
    throw new SourceFormatError(
      SOURCE_FILE,
      lastLine,
      `${SECTION_COUNT} section headings below the book title (Markdown headings and reviewed italic sub-heading lines), the last "${OUTLINE.at(-1)?.heading}"`,
      last ? `${headings.length} headings, the last at line ${startLine(last)}: ${lineText(lines, startLine(last))}` : '0 headings',
    );
  }
  headings.forEach((h, i) => {
    const expected = OUTLINE[i]?.heading; // as many headings as OUTLINE entries (checked above)
    const found = lineText(lines, startLine(h));
    if (found !== expected) {
      throw new SourceFormatError(
        SOURCE_FILE,
        startLine(h),
        `the heading ${JSON.stringify(expected)} (section ${i + 1} of the reviewed OUTLINE in rulebook-1e.corrections.ts)`,
        found,
      );
    }
  });
  checkOutline();
}
