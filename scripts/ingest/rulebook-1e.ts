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
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { Heading, List, ListItem, Paragraph, PhrasingContent, RootContent, Strong, BlockContent, Link } from 'mdast';
import { aside, emphasis, gap, icon, list, paragraph, ref, strong, text, type Block, type Inline } from './lib/mdast.ts';
import { markdownFile, type GeneratedFile, type ImportResult, type ReportLine } from './lib/files.ts';
import { SourceFormatError, sourceLines, type SourceLine } from './lib/source.ts';
import type { NameIndex } from '../../src/lib/name-index.ts';
import { normalizeName, slugify } from '../../src/lib/names.ts';
import type { IconName } from '../../src/lib/vocab.ts';
import { BOLD_TERMS, LIST_INDENTS, LOST_IMAGES, OUTLINE, PAGE_BREAK_JOINS, PLAIN_BOLD, TITLE_PAGE, UNLINKED_BOLD } from './rulebook-1e.corrections.ts';

export const SOURCE_FILE = '1e-rulebook-v1.7.md';
const DOCUMENT = '1e-rulebook-v1.7';
export const SECTION_COUNT = 40;
const OUT_DIR = 'rules/1e/rulebook';

/** Glyphs, LaTeX leftovers and placeholders the source uses for icons, with the icon each stands for. */
const ICON_TEXTS: Readonly<Record<string, IconName>> = {
  '$\\Gamma$': 'gamma-quadrant',
  '$\\Delta$': 'delta-quadrant',
  '$\\clubsuit$': 'universal',
  '♠': 'universal',
  '[AU]': 'alternate-universe',
  '[Def]': 'defense',
  '[Holo]': 'holographic',
  '[Borg]': 'borg',
};
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An icon text with the spaces around it (the source often leaves two on each side). */
const ICON_PATTERN = new RegExp(`( *)(${Object.keys(ICON_TEXTS).map(escapeRegExp).join('|')})( *)`, 'g');
/** Leftovers that look like icons but are not in the vocabulary: reported, kept as text. */
const UNKNOWN_ICON_PATTERN = /\$\\[A-Za-z]+\$|\[[A-Z][A-Za-z]{0,11}\]/g;

/** BOLD_TERMS by matching key (case, dashes and quotes folded), so "Holographic personnel" finds its entry. */
const BOLD_TERMS_BY_KEY = new Map(Object.entries(BOLD_TERMS).map(([bold, entry]) => [normalizeName(bold), entry]));

interface Context {
  terms: NameIndex;
  report: ReportLine[];
}

export function importRulebook1e(source: string, terms: NameIndex): ImportResult {
  const lines = sourceLines(source);
  const lastLine = lines.at(-1)?.n ?? 1;

  // The book title: the first line that is not blank.
  const first = lines.find((l) => l.text.trim() !== '');
  if (!first || !/^# \S/.test(first.text)) {
    throw new SourceFormatError(SOURCE_FILE, first?.n ?? 1, 'the book title, a "# " heading, before any other text', first?.text ?? '');
  }

  // The section headings, checked against the reviewed outline before anything else is read.
  const outline = fromMarkdown(lines.map((l) => l.text).join('\n'));
  const isSectionHeading = (n: RootContent): n is Heading | Paragraph => isHeadingNode(n, lines) && startLine(n) > first.n;
  const headings = outline.children.filter(isSectionHeading);
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
    const expected = OUTLINE[i]!.heading;
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
    const entry = OUTLINE[i]!;
    const from = startLine(h);
    const next = bodyHeadings[i + 1];
    const until = next ? startLine(next) - 1 : lastLine;
    const own = blocks.filter((n) => startLine(n) > from && startLine(n) <= until);
    const lastText = lastNonBlank(lines, from, until);

    const isTitlePage = i === 0;
    if (isTitlePage && entry.heading !== TITLE_PAGE.heading) throw new Error('The first OUTLINE entry must be the TITLE_PAGE heading.');
    const title = isTitlePage ? toString(outline.children.find((n) => startLine(n) === first.n)!) : toString(h);
    const body: Block[] = [...(isTitlePage ? [paragraph(text(toString(h)))] : []), ...convertBlocks(own, ctx)];
    if (body.length === 0) {
      const after = lines.find((l) => l.n > from && l.text.trim() !== '');
      throw new SourceFormatError(SOURCE_FILE, from, `text under the heading ${JSON.stringify(entry.heading)}`, after?.text ?? '');
    }

    const slug = slugify(title);
    const id = `1e/rulebook/${slug}`;
    if (ids.includes(id)) throw new Error(`Two rulebook sections would have the id ${id}.`);
    ids.push(id);
    parents[entry.level - 1] = id;
    const repairedHeading = `${'#'.repeat(entry.level + 1)} ${title}`;
    files.push(
      markdownFile(`${OUT_DIR}/${slug}.md`, SOURCE_FILE, {
        title,
        edition: '1E',
        document: DOCUMENT,
        order: i + 1,
        level: entry.level,
        parent: entry.level === 1 ? null : parents[entry.level - 2]!,
        sourceHeading: isTitlePage || repairedHeading !== entry.heading ? entry.heading : undefined,
        lines: [isTitlePage ? first.n : from, lastText],
      }, body),
    );
  });

  ctx.report.sort((a, b) => a.line - b.line);
  return { files, report: ctx.report };
}

// ---------------------------------------------------------------------------------------------------------
// Outline, list indentation and page-break joins (reviewed data)

/** Headings of the reviewed outline that are lines of italics on their own ("*Ship Battles (…)*"), not "#" headings. */
const ITALIC_HEADINGS = new Set(OUTLINE.map((e) => e.heading).filter((h) => !h.startsWith('#')));

/**
 * A section heading: a Markdown heading, or a paragraph that is one run of italics on a line of its own that the
 * reviewed outline names as a heading.
 */
function isHeadingNode(n: RootContent, lines: SourceLine[]): boolean {
  if (n.type === 'heading') return true;
  return (
    n.type === 'paragraph' &&
    n.children.length === 1 &&
    n.children[0]!.type === 'emphasis' &&
    startLine(n) === endLine(n) &&
    ITALIC_HEADINGS.has(lineText(lines, startLine(n)))
  );
}

/** The reviewed outline must start at level 1 and never skip a level. */
function checkOutline(): void {
  let previous = 0;
  for (const e of OUTLINE) {
    if (e.level > previous + 1) throw new Error(`OUTLINE: "${e.heading}" at level ${e.level} skips a level after level ${previous}.`);
    previous = e.level;
  }
}

/** Source lines with the reviewed list indentation applied; only leading spaces change. */
function reindentLists(lines: SourceLine[]): string[] {
  const out = lines.map((l) => l.text);
  for (const fix of LIST_INDENTS) {
    for (let n = fix.lines[0]; n <= fix.lines[1]; n++) {
      const line = lines[n - 1];
      const m = line ? /^( *)(?:- |\d+\. )/.exec(line.text) : null;
      if (!line || !m || m[1]!.length !== fix.was) {
        throw new SourceFormatError(SOURCE_FILE, n, `a list item indented ${fix.was} spaces (LIST_INDENTS in rulebook-1e.corrections.ts)`, line?.text ?? '');
      }
      out[n - 1] = ' '.repeat(fix.indent) + line.text.slice(fix.was);
    }
  }
  return out;
}

/** Every reviewed join must still find its two halves, with only blank lines between them; every lost image its line. */
function checkJoins(lines: SourceLine[]): void {
  for (const img of LOST_IMAGES) {
    const at = lines[img.afterLine - 1]?.text ?? '';
    const next = lines[img.afterLine]?.text ?? '';
    if (!at.startsWith(img.startsWith) || next.trim() !== '') {
      throw new SourceFormatError(SOURCE_FILE, img.afterLine, `the end of a paragraph beginning ${JSON.stringify(img.startsWith)}, before an empty image slot (LOST_IMAGES)`, at);
    }
  }
  for (const j of PAGE_BREAK_JOINS) {
    const end = lines[j.end - 1]?.text.trimEnd() ?? '';
    if (!end.endsWith(j.endsWith)) {
      throw new SourceFormatError(SOURCE_FILE, j.end, `a paragraph cut by a page break, ending ${JSON.stringify(j.endsWith)} (PAGE_BREAK_JOINS)`, end);
    }
    const start = lines[j.start - 1]?.text ?? '';
    if (!start.startsWith(j.startsWith)) {
      throw new SourceFormatError(SOURCE_FILE, j.start, `the rest of a paragraph cut by a page break, beginning ${JSON.stringify(j.startsWith)} (PAGE_BREAK_JOINS)`, start);
    }
    for (let n = j.end + 1; n < j.start; n++) {
      const between = lines[n - 1]?.text ?? '';
      if (between.trim() !== '') throw new SourceFormatError(SOURCE_FILE, n, 'only blank lines at a page break (PAGE_BREAK_JOINS)', between);
    }
  }
}

/**
 * Joins each page-break pair into one paragraph. When the first half is the last item of a list, the
 * continuation joins that item, and a list of the same kind right after the continuation rejoins the list.
 */
function joinPageBreaks(children: RootContent[]): RootContent[] {
  const out = [...children];
  for (const j of PAGE_BREAK_JOINS) {
    const i = out.findIndex((n) => endLine(n) === j.end && (n.type === 'paragraph' || n.type === 'list'));
    const head = out[i];
    const tail = out[i + 1];
    const target = head ? lastParagraph(head) : undefined;
    if (!head || !target || endLine(target) !== j.end || tail?.type !== 'paragraph' || startLine(tail) !== j.start) {
      throw new SourceFormatError(SOURCE_FILE, j.end, 'a paragraph or list item followed by the paragraph that continues it (PAGE_BREAK_JOINS)', String(head?.type ?? ''));
    }
    target.children.push({ type: 'text', value: ' ' }, ...tail.children);
    out.splice(i + 1, 1);
    const more = out[i + 1];
    if (head.type === 'list' && more?.type === 'list' && more.ordered === head.ordered) {
      head.children.push(...more.children);
      out.splice(i + 1, 1);
    }
  }
  return out;
}

function lastParagraph(node: RootContent): Paragraph | undefined {
  if (node.type === 'paragraph') return node;
  if (node.type === 'list') {
    const item = node.children.at(-1);
    const last = item?.children.at(-1);
    return last ? lastParagraph(last) : undefined;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Blocks and inlines

function convertBlocks(nodes: RootContent[], ctx: Context): Block[] {
  const out: Block[] = [];
  for (const n of nodes) {
    switch (n.type) {
      case 'thematicBreak':
        break; // a `---` rule between the title page and the text
      case 'paragraph': {
        if (n.children.length === 1 && n.children[0]!.type === 'emphasis') {
          ctx.report.push({
            line: startLine(n),
            message: `"${toString(n)}" is a line of italics that reads as a sub-heading; the outline has no section for it, so it stays italic text in the section whose heading comes before it.`,
          });
        }
        const inlines = convertInlines(n.children, ctx);
        const lost = LOST_IMAGES.find((l) => l.afterLine === endLine(n));
        if (lost?.caption) {
          // the caption of a lost illustration: in an "image lost" box with the mark, apart from the rules text
          out.push(aside('lost-image', [paragraph(gap('lost-image', lost.note)), paragraph(...inlines)]));
          break;
        }
        if (inlines.length) out.push(paragraph(...inlines));
        if (lost) out.push(paragraph(gap('lost-image', lost.note)));
        break;
      }
      case 'list':
        out.push(convertList(n, ctx));
        break;
      default:
        throw new SourceFormatError(SOURCE_FILE, startLine(n), 'paragraphs and lists only inside a section', n.type);
    }
  }
  return out;
}

function convertList(n: List, ctx: Context): List {
  const items = n.children.map((item: ListItem) => convertBlocks(item.children, ctx) as BlockContent[]);
  return list(items, n.ordered ? (n.start ?? 1) : undefined);
}

function convertInlines(nodes: PhrasingContent[], ctx: Context): Inline[] {
  const out: Inline[] = [];
  for (const n of nodes) {
    switch (n.type) {
      case 'text':
        out.push(...iconMarks(n.value, startLine(n), ctx));
        break;
      case 'strong':
        out.push(...boldRun(n, ctx));
        break;
      case 'emphasis':
        out.push(emphasis(...convertInlines(n.children, ctx)));
        break;
      case 'link': {
        const link: Link = { type: 'link', url: n.url, title: n.title ?? null, children: convertInlines(n.children, ctx) };
        out.push(link);
        break;
      }
      case 'break':
        out.push({ type: 'break' });
        break;
      default:
        throw new SourceFormatError(SOURCE_FILE, startLine(n), 'text, bold, italic, links and line breaks only', n.type);
    }
  }
  return mergeText(out);
}

/** Text with its icon glyphs, LaTeX leftovers and placeholders turned into `:icon` marks. */
function iconMarks(value: string, line: number, ctx: Context): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const m of value.matchAll(ICON_PATTERN)) {
    const [whole, before = '', glyph = '', after = ''] = m;
    out.push(text(value.slice(at, m.index) + (before ? ' ' : '')), icon(ICON_TEXTS[glyph]!, glyph), text(after ? ' ' : ''));
    at = m.index + whole.length;
  }
  out.push(text(value.slice(at)));
  for (const m of value.matchAll(UNKNOWN_ICON_PATTERN)) {
    if (!(m[0] in ICON_TEXTS)) ctx.report.push({ line, message: `"${m[0]}" looks like an icon the vocabulary does not know; kept as text.` });
  }
  return mergeText(out);
}

/**
 * A bold run: the book's mark for a Glossary term. Linked when it names a term (directly, or through the
 * reviewed BOLD_TERMS); plain text when PLAIN_BOLD says it is typography; otherwise kept bold and reported.
 */
function boldRun(n: Strong, ctx: Context): Inline[] {
  const raw = toString(n);
  const line = startLine(n);
  const label = convertInlines(n.children, ctx);
  if (PLAIN_BOLD.some((p) => p.line === line && p.text === raw)) return label;

  const name = raw.replace(ICON_PATTERN, ' ').replace(/\s+/g, ' ').trim();
  const id = ctx.terms.find(name);
  if (id) return [strong(ref(`glossary/${id}`, ...label))];

  const reviewed = BOLD_TERMS_BY_KEY.get(normalizeName(raw));
  if (reviewed && 'term' in reviewed) {
    const target = ctx.terms.find(reviewed.term);
    if (target) return [strong(ref(`glossary/${target}`, ...label))];
    ctx.report.push({ line, message: `bold "${raw}": its reviewed Glossary term "${reviewed.term}" is not in the Glossary; kept as bold text.` });
    return [strong(...label)];
  }
  if (reviewed && 'parts' in reviewed) {
    if (reviewed.parts.map((p) => p.text).join('') !== raw || n.children.some((c) => c.type !== 'text')) {
      throw new Error(`BOLD_TERMS["${raw}"]: the parts must spell the bold text exactly (line ${line}).`);
    }
    const parts: Inline[] = reviewed.parts.map((p) => {
      const target = p.term ? ctx.terms.find(p.term) : undefined;
      if (p.term && !target) ctx.report.push({ line, message: `bold "${raw}": its reviewed Glossary term "${p.term}" is not in the Glossary; kept as bold text.` });
      return target ? ref(`glossary/${target}`, text(p.text)) : text(p.text);
    });
    return [strong(...parts)];
  }
  const why = UNLINKED_BOLD[raw];
  ctx.report.push({ line, message: `bold "${raw}" names no Glossary term${why ? `: ${why}` : ''}. Kept as bold text.` });
  return [strong(...label)];
}

/** Adjacent text nodes merged, empty ones dropped. */
function mergeText(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const n of nodes) {
    const prev = out.at(-1);
    if (n.type === 'text' && n.value === '') continue;
    if (n.type === 'text' && prev?.type === 'text') out[out.length - 1] = text(prev.value + n.value);
    else out.push(n);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Positions

function startLine(node: { position?: { start: { line: number } } }): number {
  return node.position?.start.line ?? 0;
}
function endLine(node: { position?: { end: { line: number } } }): number {
  return node.position?.end.line ?? 0;
}
function lineText(lines: SourceLine[], n: number): string {
  return lines[n - 1]?.text ?? '';
}
function lastNonBlank(lines: SourceLine[], from: number, until: number): number {
  for (let n = until; n > from; n--) if (lineText(lines, n).trim() !== '') return n;
  return from;
}
