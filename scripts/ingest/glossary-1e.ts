/**
 * 1e-glossary-terms.txt → content/glossary/1e/*.md
 *
 * The source is the openCards overview of the 1E Glossary: an index (one line per term, `term[ - See X.]`
 * glued to where it was taken from), then one entry per term: its title, a blank line, body paragraphs, and
 * a "Taken from Glossary." line. The entries must be one-to-one with the index, in the same order.
 *
 * - An entry whose whole body is "See X." (or "See X, Y.") naming glossary terms only is a redirect: not a
 *   page; its name becomes an alias of every term it names (the first one is where the name index leads).
 * - A redirect that names something that is not a glossary term (a card, the tournament guide) keeps its own
 *   small page, so that its sentence stays on the site; its name is still an alias of the terms it does name.
 * - In page bodies, every "See X" reference whose X names a term (after normalising case, dashes, quotes,
 *   plurals, or through reviewed correction data) becomes a link; the rest stays text and goes in the report.
 * - Lines starting "•" or "N." become lists; indentation (2, 4, 6 spaces) gives their nesting, and indented
 *   lines without a marker are paragraphs of the item above them.
 * - Icon alt text that leaked into the words becomes an icon mark (its label keeps the source's characters).
 */
import type { BlockContent, ListItem } from 'mdast';
import { markdownFile, type GeneratedFile, type ImportResult, type ReportLine } from './lib/files.ts';
import { gap, icon, list, paragraph, ref, text, type Block, type Inline } from './lib/mdast.ts';
import { SourceFormatError, sourceLines, type SourceLine } from './lib/source.ts';
import { NameIndex, type NamedEntry } from '../../src/lib/name-index.ts';
import { normalizeName, singulars, slugify } from '../../src/lib/names.ts';
import type { IconName } from '../../src/lib/vocab.ts';
import { ICON_LEAKS, LOST_ICONS, SEE_TARGETS } from './glossary-1e.corrections.ts';

export const SOURCE_FILE = '1e-glossary-terms.txt';
const DOCUMENT = '1e-glossary';
const ID_PREFIX = '1e/';
const COLLECTION = 'glossary';

// ---------------------------------------------------------------------------------------------------------
// Reading the source: index and entries

interface IndexItem {
  /** Source line of the index entry. */
  line: number;
  /** The term as the index writes it. */
  name: string;
  /** "See X." when the index marks the term as a reference to another. */
  see?: string;
  /** "Glossary" or "Current-Rulings". */
  takenFrom: string;
}

export interface RawEntry {
  index: IndexItem;
  title: SourceLine;
  /** Lines between the blank line after the title and the "Taken from" line. */
  body: SourceLine[];
  takenFrom: SourceLine;
}

const INDEX_HEADER = 'TermTaken from';
const INDEX_LINE = /^(.+?)(Glossary|Current-Rulings)$/;
const TAKEN_FROM = /^Taken from (\S.*)\.$/;

const isBlank = (s: string): boolean => s.trim() === '';

/** Splits the source into its index and its entries, checking that they are one-to-one. */
export function parseGlossary(source: string): RawEntry[] {
  const lines = sourceLines(source);
  const fail = (line: number, expected: string, found: string): never => {
    throw new SourceFormatError(SOURCE_FILE, line, expected, found);
  };
  const at = (i: number): string => (i < lines.length ? lines[i]!.text : 'end of file');
  const lineNo = (i: number): number => (i < lines.length ? lines[i]!.n : lines.length + 1);

  const header = lines.findIndex((l) => l.text === INDEX_HEADER);
  if (header < 0) fail(1, `the index header line "${INDEX_HEADER}"`, lines[0]?.text ?? 'end of file');

  // The index: one line per term until the first blank line.
  const index: IndexItem[] = [];
  let i = header + 1;
  for (; i < lines.length && !isBlank(lines[i]!.text); i++) {
    const { n, text: t } = lines[i]!;
    const m = INDEX_LINE.exec(t);
    if (!m) fail(n, 'an index line "term[ - See X.]" followed by "Glossary" or "Current-Rulings"', t);
    const [, term, takenFrom] = m!;
    const see = /^(.*?) - (See .*)$/.exec(term!);
    index.push({ line: n, name: see ? see[1]! : term!, ...(see ? { see: see[2]! } : {}), takenFrom: takenFrom! });
  }
  // The preamble states how many terms the index lists; a shorter index is a truncated one.
  const statedAt = lines.slice(0, header).find((l) => /there are \d+ Terms listed/.test(l.text));
  const stated = statedAt ? Number(/there are (\d+) Terms listed/.exec(statedAt.text)![1]) : undefined;
  if (stated !== undefined && stated !== index.length) {
    fail(lineNo(i), `${stated} terms in the index (as line ${statedAt!.n} states), but the index ends here after ${index.length}`, at(i));
  }
  if (index.length === 0) fail(lineNo(i), 'the index of terms', at(i));

  // The entries, in index order.
  const entries: RawEntry[] = [];
  for (let k = 0; k < index.length; k++) {
    const item = index[k]!;
    const next = index[k + 1];
    while (i < lines.length && isBlank(lines[i]!.text)) i++;
    const expectedEntry = `the entry for '${item.name.trim()}' listed in the index at line ${item.line}`;
    if (i >= lines.length || lines[i]!.text.trim() !== item.name.trim()) fail(lineNo(i), expectedEntry, at(i));
    const title = lines[i]!;
    i++;
    if (i >= lines.length || !isBlank(lines[i]!.text)) {
      fail(lineNo(i), `a blank line after the title of the entry that starts at line ${title.n}`, at(i));
    }
    const body: SourceLine[] = [];
    i++;
    while (i < lines.length && !TAKEN_FROM.test(lines[i]!.text)) {
      // The next entry's title (blank line before and after) before any "Taken from": this one lost its end.
      const startsNext =
        next !== undefined &&
        lines[i]!.text.trim() === next.name.trim() &&
        isBlank(lines[i - 1]!.text) &&
        (i + 1 >= lines.length || isBlank(lines[i + 1]!.text));
      if (startsNext) break;
      body.push(lines[i]!);
      i++;
    }
    const expectedEnd = `a 'Taken from …' line ending the entry that starts at line ${title.n}`;
    if (i >= lines.length || !TAKEN_FROM.test(lines[i]!.text)) fail(lineNo(i), expectedEnd, at(i));
    const takenFrom = lines[i]!;
    i++;
    if (TAKEN_FROM.exec(takenFrom.text)![1] !== item.takenFrom) {
      fail(takenFrom.n, `"Taken from ${item.takenFrom}." as the index says at line ${item.line}`, takenFrom.text);
    }
    const content = body.filter((l) => !isBlank(l.text));
    if (content.length === 0) fail(takenFrom.n, `some text in the entry that starts at line ${title.n}`, takenFrom.text);
    if (item.see !== undefined && (content.length !== 1 || content[0]!.text !== item.see)) {
      fail(content[0]!.n, `"${item.see}" as the index says at line ${item.line}`, content[0]!.text);
    }
    entries.push({ index: item, title, body, takenFrom });
  }
  while (i < lines.length && isBlank(lines[i]!.text)) i++;
  if (i < lines.length) fail(lines[i]!.n, 'the end of the file after the last entry listed in the index', lines[i]!.text);
  return entries;
}

// ---------------------------------------------------------------------------------------------------------
// "See X" references

/** One name in a "See …" reference, with its place in the line. */
interface SeeItem {
  start: number;
  end: number;
  name: string;
}

/** A "See …" reference: the span after "See " and the names found in it. */
interface SeeRef {
  start: number;
  end: number;
  text: string;
  /** Names that may be terms, in order (separators and trailing words are not in any item). */
  items: SeeItem[];
}

const SEE = /(?<![\p{L}\p{N}])(See|see)[ \u00a0]+/gu;
/** "see" in lower case is a reference only after these (otherwise it is the verb: "to see if", "may see your"). */
const LOWER_SEE_AFTER = /(?:\(|;\s*|\b[Aa]lso,?\s+|,\s+|\bbut\s+)$/;

/** Where the text a "See" refers to ends: a full stop, a semicolon or a closing bracket, outside brackets. */
function seeEnd(line: string, from: number): number {
  let depth = 0;
  for (let j = from; j < line.length; j++) {
    const c = line[j]!;
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return j;
      depth--;
    } else if (depth === 0 && c === ';') return j;
    else if (depth === 0 && c === '.') {
      const after = line.slice(j + 1);
      if (after === '' || /^[\s)]/.test(after) || /^[”"](?:$|[\s)])/.test(after)) return j;
    }
  }
  return line.length;
}

/** The "See …" references of a line, each split into the names it lists. */
function findSeeRefs(line: string, resolve: (name: string) => string | undefined): SeeRef[] {
  const refs: SeeRef[] = [];
  for (const m of line.matchAll(SEE)) {
    if (m[1] === 'see' && !LOWER_SEE_AFTER.test(line.slice(0, m.index))) continue;
    const start = m.index + m[0].length;
    let end = seeEnd(line, start);
    // `See … “stopped.”`: the quoted name takes its closing quote (and the full stop inside it) along.
    const raw = line.slice(start, end);
    if ((raw.match(/“/g)?.length ?? 0) > (raw.match(/”/g)?.length ?? 0) && line.slice(end, end + 2) === '.”') end += 2;
    while (end > start && /\s/.test(line[end - 1]!)) end--;
    if (end <= start) continue;
    refs.push({ start, end, text: line.slice(start, end), items: splitSeeItems(line, start, end, resolve) });
  }
  return refs;
}

/**
 * The names a reference lists. The whole text first ("Away Team and crew" is one term); else its parts
 * between commas (outside brackets), each whole, or split at " and " when every part names a term, or cut
 * before " for " ("damage for further details"). Parts that name nothing stay whole, for the report.
 */
function splitSeeItems(line: string, start: number, end: number, resolve: (name: string) => string | undefined): SeeItem[] {
  const item = (s: number, e: number): SeeItem => ({ start: s, end: e, name: line.slice(s, e) });
  const trimmed = (s: number, e: number): [number, number] => {
    while (s < e && /\s/.test(line[s]!)) s++;
    while (e > s && /\s/.test(line[e - 1]!)) e--;
    return [s, e];
  };
  if (resolve(line.slice(start, end))) return [item(start, end)];

  const parts: Array<[number, number]> = [];
  let depth = 0;
  let from = start;
  for (let j = start; j <= end; j++) {
    const c = line[j];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (j === end || (c === ',' && depth === 0)) {
      let [s, e] = trimmed(from, j);
      const and = /^(?:and|or)\s+/.exec(line.slice(s, e));
      if (and) s += and[0].length;
      if (e > s) parts.push([s, e]);
      from = j + 1;
    }
  }

  const items: SeeItem[] = [];
  for (const [s, e] of parts) {
    const name = line.slice(s, e);
    if (/^etc\.?$/.test(name)) continue;
    if (resolve(name)) {
      items.push(item(s, e));
      continue;
    }
    const ands = [...name.matchAll(/ and /g)].map((m) => s + m.index);
    if (ands.length > 0) {
      const bounds = [s, ...ands.flatMap((a) => [a, a + 5]), e];
      const pieces: SeeItem[] = [];
      for (let b = 0; b < bounds.length; b += 2) pieces.push(item(bounds[b]!, bounds[b + 1]!));
      if (pieces.every((p) => resolve(p.name))) {
        items.push(...pieces);
        continue;
      }
    }
    const bracket = /^(.*?)\s*\(.*\)$/.exec(name);
    if (bracket && bracket[1] && resolve(bracket[1])) {
      items.push(item(s, s + bracket[1].length));
      continue;
    }
    const forAt = name.indexOf(' for ');
    if (forAt > 0 && resolve(name.slice(0, forAt))) {
      items.push(item(s, s + forAt));
      continue;
    }
    items.push(item(s, e));
  }
  return items;
}

// ---------------------------------------------------------------------------------------------------------
// Resolving names

/** Every word singular: "action - required" and "actions – required" agree. */
const wordsKey = (name: string): string =>
  normalizeName(name)
    .split(' ')
    .map((w) => singulars(w)[0] ?? w)
    .join(' ');

/** A name resolver over a set of entries: NameIndex first, then reviewed corrections, then word plurals. */
function resolver(entries: readonly NamedEntry[]): (name: string) => string | undefined {
  const index = new NameIndex(entries);
  const byWords = new Map<string, string>();
  for (const pass of ['title', 'alias'] as const) {
    for (const e of entries) {
      for (const n of pass === 'title' ? [e.title] : (e.aliases ?? [])) {
        const k = wordsKey(n);
        if (!byWords.has(k)) byWords.set(k, e.id);
      }
    }
  }
  return (name: string) => {
    const corrected = SEE_TARGETS[name];
    if (corrected) {
      const id = index.find(corrected.target);
      if (!id) throw new Error(`glossary-1e.corrections.ts: SEE_TARGETS["${name}"] names "${corrected.target}", which is no glossary entry.`);
      return id;
    }
    return index.find(name) ?? byWords.get(wordsKey(name));
  };
}

// ---------------------------------------------------------------------------------------------------------
// Inline marks: links, icons, lost icons

interface Span {
  start: number;
  end: number;
  node: (children: Inline[]) => Inline;
  /** A mark that takes no source text (a lost icon) and would touch a word: spaced from it. */
  space?: { before: boolean; after: boolean };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * A mark placed at `at` where the source lost an icon and the space on one side of it ("The icon is replaced": the
 * line has one space where "The [icon] icon" had two): spaced from a word it would otherwise touch, so it never
 * reads glued to it ("…planet icon]icon").
 */
function spacing(line: string, at: number): { before: boolean; after: boolean } {
  return { before: WORD_CHAR.test(line[at - 1] ?? ''), after: WORD_CHAR.test(line[at] ?? '') };
}

const AFFILIATIONS = [
  'Bajoran', 'Borg', 'Cardassian', 'Dominion', 'Federation', 'Ferengi', 'Hirogen', 'Kazon', 'Klingon', 'Neutral',
  'Non-Aligned', 'Romulan', 'Starfleet', 'Vidiian', 'Vulcan',
];
const AFFILIATION_ALT = new RegExp(`Affiliation (${AFFILIATIONS.join('|')})(?![a-z])`, 'g');
const UNKNOWN_ICON = /\[unknown icon - [^\]]+\]/g;
const UNIVERSAL = /❖/g;

/**
 * Finds `in` (with ⟦…⟧ marks) in the lines of one entry: the line and [start, end) of every mark, for its
 * one occurrence in the entry (or every one, with `every`). Throws when the data no longer matches.
 */
function locate(lines: SourceLine[], pattern: string, every: boolean, where: string): Array<[number, number, number]> {
  const plain = pattern.replace(/[⟦⟧]/g, '');
  const marks: Array<[number, number]> = [];
  let offset = 0;
  for (const m of pattern.matchAll(/⟦([^⟧]*)⟧/g)) {
    const s = m.index - offset;
    marks.push([s, s + m[1]!.length]);
    offset += 2;
  }
  const found: Array<[number, number]> = [];
  for (const l of lines) {
    for (let p = l.text.indexOf(plain); p >= 0; p = l.text.indexOf(plain, p + 1)) found.push([l.n, p]);
  }
  if (found.length === 0 || (!every && found.length > 1)) {
    throw new Error(
      `glossary-1e.corrections.ts: ${where} expects ${JSON.stringify(plain)} ${every ? 'in' : 'exactly once in'} the entry, ` +
        `found it ${found.length} times. Has the source changed?`,
    );
  }
  return found.flatMap(([n, p]) => marks.map(([s, e]): [number, number, number] => [n, p + s, p + e]));
}

interface LineMarks {
  icons: Map<number, Array<{ start: number; end: number; name: IconName; extra: Record<string, string> }>>;
  gaps: Map<number, Array<{ at: number; note: string }>>;
  /** Where each correction applied: its declared line, the line it was found on, the icon name it wants. */
  applied: Array<{ key: string; declared: number; found: number; wanted?: string }>;
}

/** Correction data by source line, for the entries present in this source (checked against their text). */
function lineMarks(bodyOf: (title: string) => SourceLine[] | undefined): LineMarks {
  const icons: LineMarks['icons'] = new Map();
  const gaps: LineMarks['gaps'] = new Map();
  const applied: LineMarks['applied'] = [];
  for (const c of ICON_LEAKS) {
    const body = bodyOf(c.entry);
    if (!body) continue;
    for (const [n, start, end] of locate(body, c.in, c.every ?? false, `ICON_LEAKS (${c.entry}, line ${c.line})`)) {
      icons.set(n, [...(icons.get(n) ?? []), { start, end, name: c.icon, extra: c.extra ?? {} }]);
      applied.push({ key: `${c.entry}|${c.in}`, declared: c.line, found: n, ...(c.wanted ? { wanted: c.wanted } : {}) });
    }
  }
  for (const g of LOST_ICONS) {
    const body = bodyOf(g.entry);
    if (!body) continue;
    for (const [n, at] of locate(body, g.in, false, `LOST_ICONS (${g.entry}, line ${g.line})`)) {
      gaps.set(n, [...(gaps.get(n) ?? []), { at, note: g.note }]);
      applied.push({ key: `${g.entry}|${g.in}`, declared: g.line, found: n });
    }
  }
  return { icons, gaps, applied };
}

/** Builds the inline nodes of a span of text from non-overlapping marks, nesting marks inside links. */
function build(lineText: string, from: number, to: number, spans: Span[]): Inline[] {
  const out: Inline[] = [];
  let pos = from;
  const inside = spans.filter((s) => s.start >= from && s.end <= to).sort((a, b) => a.start - b.start || b.end - a.end);
  for (let k = 0; k < inside.length; k++) {
    const s = inside[k]!;
    if (s.start < pos) continue; // nested in the previous span: built with it
    if (s.start > pos) out.push(text(lineText.slice(pos, s.start)));
    const nested = inside.filter((o) => o !== s && o.start >= s.start && o.end <= s.end && (o.start > s.start || o.end < s.end || o.start === o.end));
    if (s.space?.before) out.push(text(' '));
    out.push(s.node(build(lineText, s.start, s.end, nested)));
    if (s.space?.after) out.push(text(' '));
    pos = Math.max(pos, s.end);
  }
  if (pos < to) out.push(text(lineText.slice(pos, to)));
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Block structure: paragraphs and (nested) lists

interface LineNode {
  kind: 'para' | 'item';
  line: SourceLine;
  /** Text of the line without indentation and list marker. */
  content: string;
  /** Offset of `content` in the line. */
  offset: number;
  /** For items: "•" or the number. */
  marker?: string;
  children: LineNode[];
}

const ITEM = /^(•|(\d+)\.)[\s\u00a0]+/;

/** Groups an entry's body lines by indentation: 2 spaces per level, "•"/"N." items, text lines as paragraphs. */
function outline(body: SourceLine[]): LineNode[] {
  const root: LineNode[] = [];
  const open: LineNode[] = []; // open[level] = the item open at that level (1-based levels stored at level-1)
  for (const line of body) {
    if (isBlank(line.text)) {
      open.length = 0;
      continue;
    }
    const indent = /^ */.exec(line.text)![0].length;
    const level = Math.floor(indent / 2);
    const rest = line.text.slice(indent);
    const item = ITEM.exec(rest);
    const node: LineNode = {
      kind: item ? 'item' : 'para',
      line,
      content: (item ? rest.slice(item[0].length) : rest).trimEnd(),
      offset: indent + (item ? item[0].length : 0),
      ...(item ? { marker: item[2] ?? '•' } : {}),
      children: [],
    };
    if (level === 0 && !item) {
      open.length = 0;
      root.push(node);
      continue;
    }
    if (item) {
      const depth = Math.max(1, level);
      let parent: LineNode | undefined;
      for (let d = Math.min(depth - 1, open.length); d >= 1 && !parent; d--) parent = open[d - 1];
      (parent ? parent.children : root).push(node);
      open.length = depth - 1;
      for (let d = 0; d < depth - 1; d++) open[d] ??= parent!;
      open[depth - 1] = node;
    } else {
      // An indented line without a marker is a paragraph of the item one level up: 4 spaces belong to a
      // "  •" item (after its nested list, if any), 6 spaces to a "    •" item.
      let d = Math.min(level - 1, open.length);
      while (d >= 1 && !open[d - 1]) d--;
      const parent = d >= 1 ? open[d - 1] : undefined;
      (parent ? parent.children : root).push(node);
      open.length = Math.max(d, 0);
    }
  }
  return root;
}

/** Turns outline nodes into mdast blocks: runs of items become lists (ordered ones numbered from their start). */
function blocks(nodes: LineNode[], inline: (n: LineNode) => Inline[]): BlockContent[] {
  const out: BlockContent[] = [];
  for (let k = 0; k < nodes.length; ) {
    const n = nodes[k]!;
    if (n.kind === 'para') {
      out.push(paragraph(...inline(n)));
      k++;
      continue;
    }
    const ordered = n.marker !== '•';
    const run: LineNode[] = [n];
    for (k++; k < nodes.length; k++) {
      const m = nodes[k]!;
      if (m.kind !== 'item' || (m.marker !== '•') === !ordered) break;
      if (ordered && Number(m.marker) !== Number(run.at(-1)!.marker) + 1) break;
      run.push(m);
    }
    const items = run.map((it) =>
      it.children.length === 0 ? inline(it) : [paragraph(...inline(it)), ...blocks(it.children, inline)],
    );
    const l = list(items, ordered ? Number(n.marker) : undefined);
    // An item with several blocks needs blank lines between them, or its paragraphs would run together.
    l.children.forEach((li: ListItem) => {
      if (li.children.length > 1) li.spread = true;
    });
    out.push(l);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The importer

export interface GlossaryStats {
  entries: number;
  pages: number;
  /** Redirect entries that became aliases only. */
  redirects: number;
  /** Redirect entries kept as small pages (they name something that is not a term). */
  redirectPages: number;
  /** Alias names placed on pages (one redirect may place its name on several pages). */
  aliasesPlaced: number;
  /** "See X" names in page bodies (redirect pages included). */
  seeTotal: number;
  seeResolved: number;
  seeLinked: number;
  icons: number;
  /** Names listed by the redirects that became aliases (all of them terms). */
  redirectNames: number;
  /** Where each correction of glossary-1e.corrections.ts applied ("entry|in"): declared line and line found. */
  corrections: Array<{ key: string; declared: number; found: number }>;
}

export interface GlossaryEntry {
  id: string;
  title: string;
  aliases: string[];
}

interface Page {
  raw: RawEntry;
  id: string;
  slug: string;
  title: string;
  aliases: string[];
  /** Aliases whose redirect names this page first: the name index leads there. */
  primaryAliases: string[];
  /** Source line of the redirect behind each alias. */
  aliasLines: Map<string, number>;
  /** A redirect entry kept as a page. */
  redirect: boolean;
}

export function importGlossary1e(source: string): ImportResult & {
  index: NameIndex;
  entries: GlossaryEntry[];
  stats: GlossaryStats;
  /** "See X" names in page bodies that name no term (cards, other documents), in source order: for the card registry. */
  unresolvedSee: Array<{ line: number; name: string }>;
} {
  const raws = parseGlossary(source);
  const report: ReportLine[] = [];
  const unresolvedSee: Array<{ line: number; name: string }> = [];

  // Which entries are redirects ("See X." and nothing else)?
  const contentOf = (r: RawEntry) => r.body.filter((l) => !isBlank(l.text));
  const isRedirect = (r: RawEntry) => {
    const c = contentOf(r);
    return c.length === 1 && /^See[ \u00a0]/.test(c[0]!.text);
  };

  const pages: Page[] = raws
    .filter((r) => !isRedirect(r))
    .map((r) => newPage(r, false));
  const redirects = raws.filter(isRedirect);
  // Titles first, then the aliases of the redirects that name a page first, then the others (as in `index`).
  const named = (): NamedEntry[] => [
    ...pages.map((p) => ({ id: p.id || p.title, title: p.title, aliases: p.primaryAliases })),
    ...pages.map((p) => ({ id: p.id || p.title, title: p.title, aliases: p.aliases })),
  ];

  // Resolve redirects to terms until nothing changes (a redirect may name another redirect).
  const asAlias = new Map<RawEntry, string[]>(); // redirect → titles of the pages it names (first: where it leads)
  let redirectNames = 0;
  for (let changed = true; changed; ) {
    changed = false;
    const resolve = resolver(named());
    for (const r of redirects) {
      if (asAlias.has(r)) continue;
      const line = contentOf(r)[0]!.text;
      const [see, ...more] = findSeeRefs(line, resolve);
      // Only "See " + names + separators + ".": anything else (a sentence) keeps the entry as a page.
      const leftover = see ? (line.slice(0, see.start) + line.slice(see.end)).replace(/[,.\s]|\band\b/g, '') : line;
      if (!see || more.length > 0 || leftover !== 'See') continue;
      const between = see.items.map((it, k) => line.slice(it.end, see.items[k + 1]?.start ?? see.end));
      if (!between.every((b) => /^(?:\s*,?\s*(?:and\s+)?)$/.test(b))) continue;
      const targets = see.items.map((it) => resolve(it.name));
      if (targets.length === 0 || targets.some((t) => t === undefined)) continue;
      const titles = [...new Set(targets as string[])];
      asAlias.set(r, titles);
      redirectNames += see.items.length;
      for (const [k, t] of titles.entries()) addAlias(pages.find((p) => p.title === t)!, r, k === 0);
      changed = true;
    }
  }
  // Redirects that name something else than terms: small pages of their own.
  for (const r of redirects) {
    if (!asAlias.has(r)) pages.push(newPage(r, true));
  }
  pages.sort((a, b) => a.raw.title.n - b.raw.title.n);

  // Ids and slugs; a collision would overwrite a page, so it stops the import.
  const bySlug = new Map<string, Page>();
  for (const p of pages) {
    p.slug = slugify(p.title);
    const other = bySlug.get(p.slug);
    if (other) {
      throw new SourceFormatError(
        SOURCE_FILE,
        p.raw.title.n,
        `a term whose URL slug differs from that of '${other.title}' (line ${other.raw.title.n}): both make "${p.slug}"`,
        p.title,
      );
    }
    bySlug.set(p.slug, p);
    p.id = `${ID_PREFIX}${p.slug}`;
  }
  const titleToPage = new Map(pages.map((p) => [p.title, p]));
  const pageOfId = new Map(pages.map((p) => [p.id, p]));

  // Redirects kept as pages still lend their name to the terms they do name, so it shows on those pages.
  let resolve = resolver(named());
  for (const p of pages.filter((q) => q.redirect)) {
    const refs = findSeeRefs(contentOf(p.raw)[0]!.text, resolve);
    const targets = refs.flatMap((r) => r.items.map((it) => resolve(it.name))).filter((t): t is string => t !== undefined);
    for (const id of new Set(targets)) if (id !== p.id) addAlias(pageOfId.get(id)!, p.raw, false);
  }
  // Aliases in the order of the source.
  for (const p of pages) p.aliases.sort((a, b) => p.aliasLines.get(a)! - p.aliasLines.get(b)!);
  resolve = resolver(named());

  // Correction data for the entries present, checked against their text.
  const marks = lineMarks((t) => titleToPage.get(t)?.raw.body);

  const stats: GlossaryStats = {
    entries: raws.length,
    pages: pages.length,
    redirects: asAlias.size,
    redirectPages: pages.filter((p) => p.redirect).length,
    aliasesPlaced: pages.reduce((s, p) => s + p.aliases.length, 0),
    seeTotal: 0,
    seeResolved: 0,
    seeLinked: 0,
    icons: 0,
    redirectNames,
    corrections: marks.applied.map(({ key, declared, found }) => ({ key, declared, found })),
  };

  const files: GeneratedFile[] = [];
  for (const p of pages) {
    const see: string[] = [];
    const inline = (n: LineNode): Inline[] => {
      const line = n.line.text;
      const from = n.offset;
      const to = n.offset + n.content.length;
      const spans: Span[] = [];
      for (const r of findSeeRefs(line.slice(0, to), resolve)) {
        for (const it of r.items) {
          stats.seeTotal++;
          const id = resolve(it.name);
          if (!id) {
            report.push({ line: n.line.n, message: `See "${it.name}": not a glossary term (names a card or another document?)` });
            unresolvedSee.push({ line: n.line.n, name: it.name });
            continue;
          }
          stats.seeResolved++;
          stats.seeLinked++;
          if (id !== p.id && !see.includes(id)) see.push(id);
          spans.push({ start: it.start, end: it.end, node: (children) => ref(`${COLLECTION}/${id}`, ...children) });
        }
      }
      const iconSpans = iconMarks(line, from, to, marks.icons.get(n.line.n) ?? []);
      stats.icons += iconSpans.length;
      spans.push(...iconSpans);
      for (const g of marks.gaps.get(n.line.n) ?? []) spans.push({ start: g.at, end: g.at, node: () => gap('lost-icon', g.note), space: spacing(line, g.at) });
      checkOverlaps(spans, n.line.n);
      return build(line, from, to, spans);
    };
    const body: Block[] = blocks(outline(p.raw.body), inline);
    files.push(
      markdownFile(
        `${COLLECTION}/${p.id}.md`,
        SOURCE_FILE,
        {
          title: p.title,
          edition: '1E',
          document: DOCUMENT,
          aliases: p.aliases,
          see,
          lines: [p.raw.title.n, p.raw.takenFrom.n],
          takenFrom: p.raw.takenFrom.text,
        },
        body,
      ),
    );
  }

  // Icons whose proper name is not in the vocabulary yet: one report line per wanted name.
  const wanted = new Map<string, number>();
  for (const a of [...marks.applied].sort((x, y) => x.found - y.found)) if (a.wanted && !wanted.has(a.wanted)) wanted.set(a.wanted, a.found);
  for (const [name, line] of wanted) {
    report.push({ line, message: `icon "${name}" is not in ICONS (src/lib/vocab.ts): its leaked alt text is marked as an "unknown" icon` });
  }
  report.sort((a, b) => a.line - b.line);

  // The name index: titles, then the aliases a redirect names first, then the other aliases.
  const entries: GlossaryEntry[] = pages.map((p) => ({ id: p.id, title: p.title, aliases: [...p.aliases] }));
  const index = new NameIndex([
    ...pages.map((p) => ({ id: p.id, title: p.title, aliases: p.primaryAliases })),
    ...pages.map((p) => ({ id: p.id, title: p.title, aliases: p.aliases })),
  ]);
  unresolvedSee.sort((a, b) => a.line - b.line);
  return { files, report, index, entries, stats, unresolvedSee };
}

function newPage(raw: RawEntry, redirect: boolean): Page {
  return { raw, id: '', slug: '', title: raw.title.text.trim(), aliases: [], primaryAliases: [], aliasLines: new Map(), redirect };
}

function addAlias(page: Page, redirect: RawEntry, primary: boolean): void {
  const alias = redirect.title.text.trim();
  if (normalizeName(alias) === normalizeName(page.title)) return;
  if (!page.aliases.includes(alias)) page.aliases.push(alias);
  page.aliasLines.set(alias, redirect.title.n);
  if (primary && !page.primaryAliases.includes(alias)) page.primaryAliases.push(alias);
}

/** Icon marks in [from, to) of a line: leaked affiliation alt text, "[unknown icon - …]", ❖, and the corrections. */
function iconMarks(
  line: string,
  from: number,
  to: number,
  corrections: Array<{ start: number; end: number; name: IconName; extra: Record<string, string> }>,
): Span[] {
  const spans: Span[] = corrections.map((c) => ({
    start: c.start,
    end: c.end,
    node: () => icon(c.name, line.slice(c.start, c.end), c.extra),
  }));
  const taken = (s: number, e: number) => spans.some((o) => s < o.end && o.start < e);
  const add = (s: number, e: number, make: () => Inline) => {
    if (s >= from && e <= to && !taken(s, e)) spans.push({ start: s, end: e, node: make });
  };
  for (const m of line.matchAll(AFFILIATION_ALT)) {
    add(m.index, m.index + m[0].length, () => icon('affiliation', m[0], { affiliation: m[1]! }));
  }
  for (const m of line.matchAll(UNKNOWN_ICON)) add(m.index, m.index + m[0].length, () => icon('unknown', m[0]));
  for (const m of line.matchAll(UNIVERSAL)) add(m.index, m.index + m[0].length, () => icon('universal', m[0]));
  return spans;
}

/** Links may hold icons; other overlaps mean two marks claim the same words. */
function checkOverlaps(spans: Span[], line: number): void {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (let k = 1; k < sorted.length; k++) {
    const a = sorted[k - 1]!;
    const b = sorted[k]!;
    const nested = b.end <= a.end || (a.start === b.start && a.end <= b.end);
    if (b.start < a.end && !nested) throw new Error(`glossary-1e: two marks overlap on line ${line} (${a.start}–${a.end}, ${b.start}–${b.end}).`);
  }
}
