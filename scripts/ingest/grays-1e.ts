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
 */
import type { BlockContent, List, Paragraph } from 'mdast';
import { aside, gap, icon, list, paragraph, text, type Inline } from './lib/mdast.ts';
import { markdownFile, type GeneratedFile, type ImportResult, type ReportLine } from './lib/files.ts';
import { SourceFormatError, sourceLines, type SourceLine } from './lib/source.ts';
import { slugify } from '../../src/lib/names.ts';
import type { IconName } from '../../src/lib/vocab.ts';
import { CONTINUATIONS, LAST_LINE, LOST_IMAGES, LOST_LINKS, SECTIONS, type LostImage } from './grays-1e.corrections.ts';

export const SOURCE_FILE = '1e-grays-digital-edition-rulebook.txt';
const DOCUMENT = '1e-grays';
const OUT_DIR = 'rules/1e/grays';
export const TITLE_LINE = "Gray's Digital Edition Rule Book Edit";
export const SECTION_COUNT = 39;

/** The title shown on lost-image boxes (the site's default aside title is "Note"). */
export const LOST_IMAGE_TITLE = 'Image or table lost in the source';

export interface GraysSection {
  /** Entry id: "1e/grays/<slug>". */
  id: string;
  title: string;
  /** Slug of the v1.7 heading this section corresponds to (for a side-by-side comparison), if any. */
  v17?: string;
}

export type GraysImport = ImportResult & { sections: GraysSection[] };

const ICON_TEXTS: Readonly<Record<string, IconName>> = { '❖': 'universal', '[Def]': 'defense' };
const ICON_PATTERN = /( *)(❖|\[Def\])( *)/g;

const BULLET = /^( *)•\s*(.*)$/;
const STEP = /^ *(\d+)([-.])\s+(\S.*)$/;
const NOTE = /^\*?(?:Please )?Note:/;
/** A line that ends with the wiki's "Edit" suffix is a heading the copy kept. */
const EDIT_HEADING = /^\S.{0,78}Edit$/;

/**
 * The v1.7 heading text without its Markdown markers ("### **3. DRAW A CARD**" → "3. DRAW A CARD"; the italic line
 * "*Ship Battles (which may also include facilities)*" → "Ship Battles (which may also include facilities)").
 */
export function v17Text(heading: string): string {
  return heading
    .replace(/^#+\s*/, '')
    .replace(/\*\*|__/g, '')
    .replace(/^\*(.+)\*$/, '$1')
    .trim();
}

/** The slug of a v1.7 heading, as the comparison uses it ("### **3. DRAW A CARD**" → "3-draw-a-card"). */
export function v17Slug(heading: string): string {
  return slugify(v17Text(heading));
}

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
      markdownFile(`${OUT_DIR}/${slug}.md`, SOURCE_FILE, {
        title: entry.title,
        edition: '1E',
        document: DOCUMENT,
        order: i + 1,
        level: entry.level,
        parent: entry.parent === null ? null : `1e/grays/${entry.parent}`,
        sourceHeading: entry.heading,
        counterpart: entry.v17 ? `1e/rulebook/${v17Slug(entry.v17)}` : undefined,
        lines: [entry.line, lastNonBlank(lines, entry.line, until)],
      }, body),
    );
  });

  const report: ReportLine[] = [
    ...LOST_LINKS.map((l) => ({ line: l.line, message: `a hyperlink of the wiki is lost here (the text is kept): ${l.reason}` })),
    ...bulletStyleReport(lines),
  ].sort((a, b) => a.line - b.line);
  return { files, report, sections };
}

// ---------------------------------------------------------------------------------------------------------
// Checks of the reviewed data and of the source

/** The outline data must be sound: ids unique, levels never skipping, each parent the section one level up. */
function checkOutlineData(): void {
  if (SECTIONS.length !== SECTION_COUNT) throw new Error(`SECTIONS: expected ${SECTION_COUNT} sections, found ${SECTIONS.length}.`);
  const slugs = new Set<string>();
  const open: string[] = [];
  let previousLine = 0;
  let previousLevel = 0;
  for (const e of SECTIONS) {
    const slug = slugify(e.title);
    if (slugs.has(slug)) throw new Error(`SECTIONS: two sections would have the slug ${slug}.`);
    slugs.add(slug);
    if (e.line <= previousLine) throw new Error(`SECTIONS: "${e.title}" (line ${e.line}) is not after the section before it.`);
    if (e.level > previousLevel + 1) throw new Error(`SECTIONS: "${e.title}" at level ${e.level} skips a level after level ${previousLevel}.`);
    const expectedParent = e.level === 1 ? null : open[e.level - 2]!;
    if (e.parent !== expectedParent) {
      throw new Error(`SECTIONS: "${e.title}" has parent ${JSON.stringify(e.parent)}; the outline gives ${JSON.stringify(expectedParent)}.`);
    }
    if ((e.heading === undefined) === (e.opens === undefined)) throw new Error(`SECTIONS: "${e.title}" needs either a heading line or an opening anchor.`);
    const expectedTitle = e.heading !== undefined ? e.heading.replace(/ ?Edit$/, '') : e.v17 !== undefined ? v17Text(e.v17) : undefined;
    if (e.title !== expectedTitle) {
      throw new Error(`SECTIONS: "${e.title}" must be titled ${JSON.stringify(expectedTitle)} (its heading line without "Edit", or its v1.7 heading text).`);
    }
    open[e.level - 1] = slug;
    open.length = e.level;
    previousLine = e.line;
    previousLevel = e.level;
  }
}

interface Anchor {
  line: number;
  expected: string;
  ok: (text: string) => boolean;
}

/** Every line the reviewed data names must hold what it expects; checked in line order, the first miss thrown. */
function checkAnchors(lines: SourceLine[]): void {
  const at = (n: number): string => lines[n - 1]?.text ?? '';
  const data = 'grays-1e.corrections.ts';
  const anchors: Anchor[] = [];
  for (const e of SECTIONS) {
    if (e.heading !== undefined) {
      const heading = e.heading;
      anchors.push({ line: e.line, expected: `the heading line ${JSON.stringify(heading)} of the section "${e.title}" (SECTIONS in ${data})`, ok: (t) => t === heading });
    } else {
      const opens = e.opens!;
      anchors.push({
        line: e.line,
        expected: `the first line of the section "${e.title}", beginning ${JSON.stringify(opens)} (SECTIONS in ${data})`,
        ok: (t) => t.startsWith(opens),
      });
      anchors.push({
        line: e.line - 1,
        expected: `a blank line before the section "${e.title}", whose heading was stripped (SECTIONS in ${data})`,
        ok: (t) => t.trim() === '',
      });
    }
  }
  for (const img of LOST_IMAGES) {
    const n = img.lines ? img.lines[0] : img.after!;
    const what = img.lines ? 'the caption or first fragment of a lost image or table' : 'the line after which a lost image stood';
    anchors.push({ line: n, expected: `${what}: ${JSON.stringify(img.expect)} (LOST_IMAGES in ${data})`, ok: (t) => t.trimEnd() === img.expect });
    if (img.lines) {
      const [from, to] = img.lines;
      anchors.push({ line: to, expected: `the last line of a lost image or table's fragments (LOST_IMAGES in ${data})`, ok: (t) => t.trim() !== '' });
      for (let n2 = from; n2 <= to; n2++) {
        anchors.push({
          line: n2,
          expected: `a short caption or fragment line, not text (LOST_IMAGES in ${data})`,
          ok: (t) => t.length <= 60 && !BULLET.test(t) && !NOTE.test(t),
        });
      }
    }
  }
  for (const c of CONTINUATIONS) {
    anchors.push({ line: c.line, expected: `a line continuing the list item before it, beginning ${JSON.stringify(c.startsWith)} (CONTINUATIONS in ${data})`, ok: (t) => t.startsWith(c.startsWith) });
  }
  for (const l of LOST_LINKS) {
    anchors.push({ line: l.line, expected: `a line that mentions a lost link, beginning ${JSON.stringify(l.startsWith)} (LOST_LINKS in ${data})`, ok: (t) => t.startsWith(l.startsWith) });
  }
  anchors.push({
    line: LAST_LINE.line,
    expected: `the last line of the book, ending ${JSON.stringify(LAST_LINE.endsWith)} (LAST_LINE in ${data})`,
    ok: (t) => t.trimEnd().endsWith(LAST_LINE.endsWith),
  });
  const headings = new Set(SECTIONS.map((e) => e.line));
  for (const l of lines) {
    if (EDIT_HEADING.test(l.text) && !headings.has(l.n)) {
      anchors.push({ line: l.n, expected: `no heading line here: a line ending in the wiki's "Edit" suffix is a heading that SECTIONS in ${data} does not know`, ok: () => false });
    }
    if (l.n > LAST_LINE.line && l.text.trim() !== '') {
      anchors.push({ line: l.n, expected: `nothing after the last line of the book (line ${LAST_LINE.line})`, ok: () => false });
    }
  }
  anchors.sort((a, b) => a.line - b.line);
  for (const a of anchors) {
    const found = at(a.line);
    if (!a.ok(found)) throw new SourceFormatError(SOURCE_FILE, a.line, a.expected, found);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Lines to tokens

type Token =
  | { kind: 'blank'; line: number }
  | { kind: 'text'; line: number; text: string }
  | { kind: 'note'; line: number; text: string }
  | { kind: 'bullet'; line: number; indent: number; text: string }
  | { kind: 'step'; line: number; n: number; label: string; text: string; raw: string }
  | { kind: 'continuation'; line: number; text: string }
  | { kind: 'lost'; line: number; image: LostImage; fragments: string[][] };

function tokenize(
  lines: SourceLine[],
  from: number,
  to: number,
  lostByLine: Map<number, LostImage>,
  lostAfter: Map<number, LostImage>,
  continuations: Set<number>,
): Token[] {
  const at = (n: number): string => (lines[n - 1]?.text ?? '').trimEnd();
  const out: Token[] = [];
  for (let n = from; n <= to; n++) {
    const image = lostByLine.get(n);
    if (image?.lines) {
      const fragments: string[][] = [];
      let group: string[] = [];
      for (let k = image.lines[0]; k <= image.lines[1]; k++) {
        const t = at(k);
        if (t === '') {
          if (group.length) fragments.push(group);
          group = [];
        } else group.push(t);
      }
      if (group.length) fragments.push(group);
      out.push({ kind: 'lost', line: n, image, fragments });
      n = image.lines[1];
      continue;
    }
    const t = at(n);
    let m: RegExpExecArray | null;
    if (t.trim() === '') out.push({ kind: 'blank', line: n });
    else if (continuations.has(n)) out.push({ kind: 'continuation', line: n, text: t });
    else if ((m = BULLET.exec(t))) out.push({ kind: 'bullet', line: n, indent: m[1]!.length, text: m[2]! });
    else if ((m = STEP.exec(t))) out.push({ kind: 'step', line: n, n: Number(m[1]), label: `${m[1]}${m[2]}`, text: m[3]!, raw: t.trimStart() });
    else if (NOTE.test(t)) out.push({ kind: 'note', line: n, text: t });
    else out.push({ kind: 'text', line: n, text: t });
    const after = lostAfter.get(n);
    if (after) out.push({ kind: 'lost', line: n, image: after, fragments: [] });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Tokens to blocks

/** A sequence of blocks being built: the paragraph that adjacent lines continue, the list further bullets join. */
interface Container {
  blocks: BlockContent[];
  open: Paragraph | null;
  list: { node: List; indent: number } | null;
}

const newContainer = (): Container => ({ blocks: [], open: null, list: null });

/**
 * Numbered steps become an ordered list when their labels are 1, 2, 3… in order (the list's numbering then
 * reproduces them); each item holds everything up to the next step, the last item everything to the section's
 * end. Otherwise the steps stay text, labels included.
 */
export function stepsReproduced(numbers: number[]): boolean {
  return numbers.length > 0 && numbers.every((n, i) => n === i + 1);
}

function buildBody(tokens: Token[]): BlockContent[] {
  const steps = tokens.filter((t) => t.kind === 'step');
  const asList = stepsReproduced(steps.map((s) => s.n)) && new Set(steps.map((s) => s.label.slice(-1))).size === 1;
  const top = newContainer();
  const items: Container[] = [];
  let current = top;
  for (const t of tokens) {
    if (t.kind === 'step') {
      if (asList) {
        current = newContainer();
        items.push(current);
        addText(current, t.text);
      } else {
        current.open = null;
        addText(current, t.raw);
      }
      continue;
    }
    addToken(current, t);
  }
  if (items.length) {
    // An item of several blocks is loose (blank lines between its blocks), so the Markdown reads back as built.
    const steps = list(items.map((c) => c.blocks), 1);
    for (const item of steps.children) item.spread = item.children.length > 1;
    steps.spread = steps.children.some((item) => item.spread);
    top.blocks.push(steps);
  }
  return top.blocks;
}

function addText(c: Container, value: string): void {
  const inlines = inline(value);
  if (c.open) c.open.children.push({ type: 'break' }, ...inlines);
  else {
    c.open = paragraph(...inlines);
    c.blocks.push(c.open);
  }
  c.list = null;
}

function addToken(c: Container, t: Token): void {
  switch (t.kind) {
    case 'blank':
      c.open = null;
      break;
    case 'text':
      addText(c, t.text);
      break;
    case 'note': {
      const p = paragraph(...inline(t.text));
      c.blocks.push(aside('note', [p]));
      c.open = p;
      c.list = null;
      break;
    }
    case 'bullet': {
      const node = list([[paragraph(...inline(t.text))]]);
      if (c.list && c.list.indent === t.indent) c.list.node.children.push(...node.children);
      else {
        c.blocks.push(node);
        c.list = { node, indent: t.indent };
      }
      c.open = null;
      break;
    }
    case 'continuation': {
      const last = c.list?.node.children.at(-1)?.children.at(-1);
      if (!last || last.type !== 'paragraph') {
        throw new SourceFormatError(SOURCE_FILE, t.line, 'a list item before a line that continues it (CONTINUATIONS)', t.text);
      }
      last.children.push({ type: 'break' }, ...inline(t.text));
      c.open = null;
      break;
    }
    case 'lost': {
      const fragments = t.fragments.map((group) => paragraph(...group.flatMap((line, i) => [...(i ? [{ type: 'break' } as const] : []), ...inline(line)])));
      c.blocks.push(aside('lost-image', [paragraph(gap('lost-image', t.image.note)), ...fragments], LOST_IMAGE_TITLE));
      c.open = null;
      c.list = null;
      break;
    }
    case 'step':
      break;
  }
}

/** A line's text with its icon glyphs and placeholders as `:icon` marks (the spaces around them collapsed to one). */
function inline(value: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const m of value.matchAll(ICON_PATTERN)) {
    const [whole, before = '', glyph = '', after = ''] = m;
    const head = value.slice(at, m.index) + (before ? ' ' : '');
    if (head) out.push(text(head));
    out.push(icon(ICON_TEXTS[glyph]!, glyph));
    if (after) out.push(text(' '));
    at = m.index + whole.length;
  }
  const rest = value.slice(at);
  if (rest) out.push(text(rest));
  return mergeText(out);
}

function mergeText(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const n of nodes) {
    const prev = out.at(-1);
    if (n.type === 'text' && prev?.type === 'text') out[out.length - 1] = text(prev.value + n.value);
    else out.push(n);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Report and positions

/**
 * Where a bullet list of one style ("•" at the margin) meets one of the other ("  •", indented), they are kept
 * as two lists, not nested: reported so the reader of the report can check against v1.7.
 */
function bulletStyleReport(lines: SourceLine[]): ReportLine[] {
  const out: ReportLine[] = [];
  let prev: { n: number; indent: number } | null = null;
  for (const l of lines) {
    const m = BULLET.exec(l.text);
    if (m) {
      const indent = m[1]!.length;
      if (prev && prev.indent !== indent) {
        out.push({
          line: l.n,
          message: `the bullet style changes here ("${indent ? ' '.repeat(indent) + '•' : '•'}" after "${prev.indent ? ' '.repeat(prev.indent) + '•' : '•'}" at line ${prev.n}): kept as a separate list, not nested (the copy uses both styles for top-level lists).`,
        });
      }
      prev = { n: l.n, indent };
    } else if (l.text.trim() !== '' && !CONTINUATIONS.some((c) => c.line === l.n)) prev = null;
  }
  return out;
}

function lastNonBlank(lines: SourceLine[], from: number, until: number): number {
  for (let n = until; n > from; n--) if ((lines[n - 1]?.text ?? '').trim() !== '') return n;
  return from;
}
