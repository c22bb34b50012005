/**
 * A new version of a source document, accounted for line by line. The sources are verbatim and checked by SHA-256
 * (scripts/ingest/documents.ts); `npm run source:accept` (scripts/ingest/source-accept.ts) sets a new `sha256` there once
 * the new version is accounted for, and the ingest refuses one it did not set ({@link unaccepted}). When the ingest meets a
 * document whose checksum is not the one content/ was made from (content/documents/documents.json), it compares the
 * site made from the new version with the site as it is (content/ on disk) and lists:
 *
 * - every line of the old version whose words are no longer on that document's pages (a line deleted or reworded,
 *   and any line an importer dropped on the way, e.g. a section swallowed after a lost heading);
 * - every page whose URL the new version would remove.
 *
 * Each must be in the reviewed list (scripts/ingest/source-versions.reviewed.ts) with a reason, and a URL that goes
 * must name the page that takes its place: the site keeps the old URL as a redirect (content/redirects/redirects.json,
 * made from that list, read by src/pages/[...moved].astro). Otherwise the ingest fails and writes nothing.
 *
 * Words are compared, and every character besides them that carries meaning (a comparison, a number's sign: wordsOf):
 * a line's words (lower case, letters and digits, signs and comparisons, fake bold collapsed) are looked
 * for on its document's pages (titles, the words of the source kept in frontmatter, and the body's text) as runs of
 * three words read on across line ends (a hard-wrapped sentence is one paragraph on the site), and as whole blocks
 * (the line, or a short line's parts: a heading that became a card's name). They are counted, so a line whose words
 * are also elsewhere still counts when one of its copies goes. Errata are compared each by its card as well: a line
 * whose words its card's page no longer shows counts even where another card's page now shows them (a swap).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { diffArrays } from 'diff';
import type { Nodes } from 'mdast';
import { parseMarkdown, plainText } from '../../src/lib/markdown.ts';
import { parseFrontmatterYaml, splitFile } from '../../src/lib/content-files.ts';
import { entryOf } from '../../src/lib/entry-paths.ts';
import { entryUrl } from '../../src/lib/urls.ts';
import { REDIRECTS_PATH } from '../../src/lib/redirects.ts';
import { must } from '../../src/lib/must.ts';
import type { GeneratedFile } from './lib/files.ts';
import { CARDS_FILE, inContentDir, PAGE_COLLECTIONS } from '../../src/lib/link-files.ts';
import { parseJson } from '../../src/lib/read-json.ts';
import { z } from 'astro/zod';

/** A line of an old version whose words the new version no longer puts on the site, accepted on review. */
export interface AcceptedLoss {
  /** The document's id (scripts/ingest/documents.ts). */
  document: string;
  /** The SHA-256 of the version that loses it (the `sha256` set in documents.ts). */
  version: string;
  /** The line's number in the old version (1-based). */
  line: number;
  /** The line as the old version has it, whole. */
  text: string;
  /** Why the site may lose it (what the new version says instead, or why it is gone). */
  reason: string;
}

/** A page URL a new version removed: the site keeps it as a redirect to the page that takes its place. */
export interface MovedPage {
  document: string;
  /** The SHA-256 of the version that moved it. */
  version: string;
  /** The old URL ("/2e/cards/mot-the-barber/"). */
  from: string;
  /** Where it now leads: a page of the site, optionally with a #fragment. */
  to: string;
  reason: string;
}

export interface VersionReview {
  losses: readonly AcceptedLoss[];
  moves: readonly MovedPage[];
}

/** One document's change of version: its old and new text, and the site before (content/ as it is) and after. */
export interface VersionChange {
  document: string;
  /** The file in content/sources/, for messages. */
  file: string;
  version: string;
  oldText: string;
  newText: string;
}

export const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/** A path under content/ ("glossary/1e/x.md"), whether given from the project root or from content/. */
const underContent = (path: string): string => path.replace(/^content\//, '');

/** Fake bold (text printed four times over, whole or chunk by chunk: "OrdeOrdeOrdeOrderrrrssss") as printed once. */
const collapseFourfold = (word: string): string => word.replace(/(.+?)\1\1\1/g, '$1');

/**
 * The characters besides letters and digits that carry meaning, each a word of its own: a comparison ("Cunning>34",
 * "Range<8") and a number's sign ("cost -2", "+1"; a minus sign or dash before a number, "–1", read as "-"). A hyphen
 * between words is no sign.
 */
const MEANING = /[\p{L}\p{N}]+|[<>≤≥=]|[+\-−–](?=\p{N})/gu;

/**
 * The words of a text: lower case, letters and digits, apostrophes dropped, fake bold collapsed; comparisons and
 * signs ({@link MEANING}) kept, so that a version that flips one changes a word.
 */
export function wordsOf(text: string): string[] {
  const words = (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/['’‘`´]/g, '')
      .match(MEANING) ?? []
  )
    .map((w) => (w === '−' || w === '–' ? '-' : w))
    .map(collapseFourfold);
  // Fake bold printed word by word ("Ships, Ships, Ships, Ships,"): a run of one to three words four times over, once.
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const unit = [1, 2, 3].find((u) => i + 4 * u <= words.length && [1, 2, 3].every((k) => words.slice(i, i + u).every((w, j) => words[i + k * u + j] === w)));
    if (unit) {
      out.push(...words.slice(i, i + unit));
      i += 4 * unit;
    } else {
      const word = words[i++];
      if (word !== undefined) out.push(word);
    }
  }
  return out;
}

/** Frontmatter that is the site's own (ids, numbers, links), not the source's words. */
const NOT_SOURCE_WORDS = new Set(['document', 'edition', 'parent', 'counterpart', 'kind', 'autolink', 'lines', 'lineRanges', 'order', 'level', 'changed']);

function frontmatterStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) frontmatterStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) frontmatterStrings(v, out);
}

const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

/** The pages already read, for the list of files they were read from (the site before is read once). */
const pagesRead = new WeakMap<readonly GeneratedFile[], Map<string, Map<string, string[]>>>();

/** Frontmatters already read, by their text without line numbers. */
const frontmatters = new Map<string, Record<string, unknown>>();

/** Bodies already read (a new version changes few of them): body → its blocks' text. */
const bodyBlocks = new Map<string, string[]>();

/** The blocks of text a page shows: its frontmatter's source words, then each paragraph, heading and table cell. */
function pageBlocks(data: Record<string, unknown>, body: string): string[] {
  const blocks: string[] = [];
  for (const [key, value] of Object.entries(data)) if (!NOT_SOURCE_WORDS.has(key)) frontmatterStrings(value, blocks);
  let text = bodyBlocks.get(body);
  if (!text) {
    const found: string[] = [];
    const walk = (node: Nodes): void => {
      if (TEXT_BLOCKS.has(node.type)) found.push(plainText(node));
      else if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
    };
    const tree = parseMarkdown(body);
    // The site's own words are not the source's: an icon the source lost (no source text) and a gap's note read as
    // nothing, so the words around them stand together as in the source line ("When your  personnel").
    const strip = (node: Nodes): void => {
      if (!('children' in node)) return;
      node.children = (node.children as Nodes[]).map((child) =>
        child.type === 'textDirective' && ((child.name === 'icon' && child.children.length === 0) || child.name === 'gap')
          ? { type: 'text', value: ' ' }
          : child,
      ) as typeof node.children;
      for (const child of node.children as Nodes[]) strip(child);
    };
    strip(tree);
    walk(tree);
    if (bodyBlocks.size > 20_000) bodyBlocks.clear();
    bodyBlocks.set(body, (text = found));
  }
  return [...blocks, ...text];
}

/** The pages of a document (Markdown files whose frontmatter names it), as blocks of text. */
export function documentPages(files: readonly GeneratedFile[], document: string): Map<string, string[]> {
  const byDocument = pagesRead.get(files) ?? new Map<string, Map<string, string[]>>();
  pagesRead.set(files, byDocument);
  const known = byDocument.get(document);
  if (known) return known;
  const pages = new Map<string, string[]>();
  byDocument.set(document, pages);
  for (const f of files) {
    if (!f.path.endsWith('.md') || !f.content.includes(`document: ${document}\n`)) continue;
    const { yaml, body } = splitFile(f.content, f.path);
    // Read once per frontmatter but for its line numbers (which shift in every page after an edited line, and are no
    // source words).
    const key = yaml.replace(/^\s+- \d+$/gm, '');
    let data = frontmatters.get(key);
    if (!data) {
      if (frontmatters.size > 20_000) frontmatters.clear();
      frontmatters.set(key, (data = parseFrontmatterYaml(yaml, f.path)));
    }
    if (data.document !== document) continue;
    pages.set(underContent(f.path), pageBlocks(data, body));
  }
  return pages;
}

/**
 * How many times each key is on these pages: every run of three words in a block, and every block's words whole
 * ("B:" and the words: a title, a heading, a short paragraph).
 */
function keyCounts(pages: Iterable<readonly string[]>, counts = new Map<string, number>(), sign = 1): Map<string, number> {
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + sign);
  for (const blocks of pages) {
    for (const block of blocks) {
      const w = wordsOf(block);
      if (w.length === 0) continue;
      add(`B:${w.join(' ')}`);
      for (let i = 0; i + 2 < w.length; i++) add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
    }
  }
  return counts;
}

/** The key counts of a document's pages, kept for the list of files they were read from (the site before, read once). */
const counted = new WeakMap<readonly GeneratedFile[], Map<string, Map<string, number>>>();
function countsOf(files: readonly GeneratedFile[], document: string): Map<string, number> {
  const byDocument = counted.get(files) ?? new Map<string, Map<string, number>>();
  counted.set(files, byDocument);
  let counts = byDocument.get(document);
  if (!counts) byDocument.set(document, (counts = keyCounts(documentPages(files, document).values())));
  return counts;
}

/** How many fewer times the pages after show each key than the pages before (only the pages whose text changed are read). */
function lessened(before: Map<string, string[]>, after: Map<string, string[]>): Map<string, number> {
  const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) => !!a && !!b && a.length === b.length && a.every((x, i) => x === b[i]);
  const changedBefore = [...before].filter(([path, blocks]) => !same(blocks, after.get(path))).map(([, b]) => b);
  const changedAfter = [...after].filter(([path, blocks]) => !same(blocks, before.get(path))).map(([, b]) => b);
  const diff = keyCounts(changedAfter, keyCounts(changedBefore), -1);
  for (const [key, n] of diff) if (n <= 0) diff.delete(key);
  return diff;
}

interface LineKeys {
  /** Each line's keys: its words as blocks, and every run of three words that holds one of them. */
  keys: string[][];
  /** The keys within the line alone (its runs that do not reach into the lines around it). */
  own: string[][];
  /** The lines that hold each key. */
  linesOf: Map<string, number[]>;
}

/** Each line's keys, and the lines that hold each key, for a text (the old version is read once). */
const keysRead = new Map<string, LineKeys>();
function keysOf(text: string, lines: readonly string[]): LineKeys {
  let known = keysRead.get(text);
  if (!known) {
    const { keys, own } = lineKeys(lines);
    const linesOf = new Map<string, number[]>();
    keys.forEach((ks, i) => {
      for (const k of ks) {
        const at = linesOf.get(k);
        if (!at) linesOf.set(k, [i]);
        else if (at.at(-1) !== i) at.push(i);
      }
    });
    if (keysRead.size > 8) keysRead.clear();
    keysRead.set(text, (known = { keys, own, linesOf }));
  }
  return known;
}

/**
 * The keys each line of a text is looked for by: its words whole (as a block), and every run of three words of the
 * text read on across line ends (a hard-wrapped sentence is one block on the site) that holds a word of the line; a
 * short line's parts as blocks too.
 */
/** Up to this many words, a line's parts are looked for as blocks too. */
const SHORT_LINE = 6;

function lineKeys(lines: readonly string[]): { keys: string[][]; own: string[][] } {
  const words = lines.map(wordsOf);
  const stream: string[] = [];
  const lineOf: number[] = [];
  words.forEach((w, i) => {
    for (const word of w) {
      stream.push(word);
      lineOf.push(i);
    }
  });
  // A short line (a heading, "Analyze – Erratum:") may be on the site as part of it only, as a block of its own (the
  // card's name): each run of its words is a block key.
  const keys = words.map((w) => {
    if (w.length > SHORT_LINE) return [`B:${w.join(' ')}`];
    const parts: string[] = [];
    for (let i = 0; i < w.length; i++) for (let j = i + 1; j <= w.length; j++) parts.push(`B:${w.slice(i, j).join(' ')}`);
    return parts;
  });
  const own = keys.map((k) => [...k]);
  for (const [i, first] of lineOf.entries()) {
    const last = lineOf[i + 2];
    if (last === undefined) break;
    const run = `${stream[i]} ${stream[i + 1]} ${stream[i + 2]}`;
    // keys and own have an entry for every line (words.map).
    for (let l = first; l <= last; l++) if (words[l]?.length) keys[l]?.push(run);
    if (first === last) own[first]?.push(run);
  }
  return { keys, own };
}

export interface LostLine {
  /** Line number in the old version. */
  line: number;
  text: string;
  /** Whether the line itself was removed or changed in the new version (else an importer dropped it). */
  edited: boolean;
}

/**
 * The lines of the old version whose words the new site no longer shows on the document's pages. A line removed or
 * changed in the new version counts when any of its keys is shown fewer times than before; a line left as it was
 * counts when every key of its own that was shown (else every key) is shown fewer times (its words dropped on the way,
 * not moved).
 */
export function lostLines(
  change: Pick<VersionChange, 'document' | 'oldText' | 'newText'>,
  before: readonly GeneratedFile[],
  after: readonly GeneratedFile[],
): LostLine[] {
  const oldLines = change.oldText.split('\n');
  const newLines = change.newText.split('\n');
  const edited = new Set<number>();
  let at = 0;
  for (const part of diffArrays(oldLines, newLines)) {
    if (part.added) continue;
    const count = part.count ?? part.value.length;
    if (part.removed) for (let i = 0; i < count; i++) edited.add(at + i);
    at += count;
  }
  const was = countsOf(before, change.document);
  const { keys, own, linesOf } = keysOf(change.oldText, oldLines);
  /** Occurrences of each key the new site shows fewer of, not yet put down to a line. */
  const gone = lessened(documentPages(before, change.document), documentPages(after, change.document));
  const lost: LostLine[] = [];
  // keys and own have an entry for every old line (keysOf maps them), and every index here is an old line's.
  const keysAt = (i: number): string[] => must(keys[i], `the keys of old line ${i + 1}`);
  const oldLine = (i: number): string => must(oldLines[i], `old line ${i + 1}`);
  // The edited lines first: each counts when the site shows less of any of its keys, and what they lose is theirs
  // (all of it: a line's words may be on its page twice, in the body and in a list the importer made of them).
  for (const i of [...edited].sort((a, b) => a - b)) {
    if (keysAt(i).some((k) => gone.has(k))) lost.push({ line: i + 1, text: oldLine(i), edited: true });
  }
  for (const i of edited) for (const k of keysAt(i)) gone.delete(k);
  // Then what no edited line explains: lines the new version kept whose words went missing on the way (only lines
  // holding a key the site shows less of can be such a line).
  const candidates = [...new Set([...gone.keys()].flatMap((k) => linesOf.get(k) ?? []))].filter((i) => !edited.has(i)).sort((a, b) => a - b);
  for (const i of candidates) {
    // By the line's own keys where the site showed any (a run reaching into the next paragraph may be shown elsewhere).
    const ownShown = (own[i] ?? []).filter((k) => was.has(k));
    const shown = ownShown.length > 0 ? ownShown : keysAt(i).filter((k) => was.has(k));
    if (shown.length === 0 || !shown.every((k) => (gone.get(k) ?? 0) > 0)) continue;
    for (const k of shown) gone.set(k, (gone.get(k) ?? 0) - 1);
    lost.push({ line: i + 1, text: oldLine(i), edited: false });
  }
  // Each erratum by its card: what a card's page shows fewer times is lost there, even where another card's page now
  // shows it (two errata's names or bodies swapped keep every word on the document's pages). A page the new version
  // no longer makes is accounted for as a page gone (accountForVersions).
  const listed = new Set(lost.map((l) => l.line - 1));
  const pagesAfter = documentPages(after, change.document);
  for (const [path, lines] of erratumLines(before, change.document)) {
    const now = pagesAfter.get(path);
    const was = documentPages(before, change.document).get(path);
    if (!now || !was) continue;
    const shownBefore = keyCounts([was]);
    const shownAfter = keyCounts([now]);
    for (const line of lines) {
      const i = line - 1;
      if (listed.has(i) || oldLines[i] === undefined) continue;
      if (keysAt(i).some((k) => (shownBefore.get(k) ?? 0) > (shownAfter.get(k) ?? 0))) {
        listed.add(i);
        lost.push({ line, text: oldLine(i), edited: edited.has(i) });
      }
    }
  }
  return lost.sort((a, b) => a.line - b.line);
}

/** Each erratum page of a document (content/errata/), with the source lines it was made from (its `lines`, a range). */
function erratumLines(files: readonly GeneratedFile[], document: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const f of files) {
    const path = underContent(f.path);
    if (!path.startsWith('errata/') || !path.endsWith('.md') || !f.content.includes(`document: ${document}\n`)) continue;
    const { lines } = parseFrontmatterYaml(splitFile(f.content, f.path).yaml, f.path) as { lines?: unknown };
    // `lines` is the erratum's first and last line.
    const [first, last] = Array.isArray(lines) ? [lines[0], lines.at(-1)] : [];
    if (typeof first === 'number' && typeof last === 'number')
      out.set(
        path,
        Array.from({ length: last - first + 1 }, (_, k) => first + k),
      );
  }
  return out;
}

/** What is read here of cards.json and documents.json: each entry's id (and a document's version). */
const IDS = z.array(z.object({ id: z.string() }));
const VERSIONS = z.array(z.object({ id: z.string(), sha256: z.string() }));

/** The page URLs content/ makes: every Markdown entry's page and every card's (content/cards/cards.json). */
export function pageUrls(files: readonly GeneratedFile[]): Set<string> {
  const urls = new Set<string>();
  for (const f of files) {
    const path = underContent(f.path);
    if (path === inContentDir(CARDS_FILE)) {
      for (const card of parseJson(f.content, IDS, { display: f.path })) urls.add(entryUrl('cards', card.id));
      continue;
    }
    const entry = entryOf(path);
    if (!entry || !(PAGE_COLLECTIONS as readonly string[]).includes(entry.collection)) continue;
    urls.add(entryUrl(entry.collection, entry.id));
  }
  return urls;
}

/** Each document's pages' URLs (by the `document` of their frontmatter; cards by none). */
function urlsOf(files: readonly GeneratedFile[], document: string): Set<string> {
  return pageUrls(files.filter((f) => f.path.endsWith('.md') && f.content.includes(`document: ${document}\n`)));
}

/**
 * What the review must account for when documents change version: every lost line and every page gone, each checked
 * against the reviewed list; and every entry of the list for these versions that matches nothing (a stale or mistyped
 * entry). Returns the problems, each saying what, where and how to settle it; none means the change is accounted for.
 */
export function accountForVersions(
  changes: readonly VersionChange[],
  before: readonly GeneratedFile[],
  after: readonly GeneratedFile[],
  review: VersionReview,
): string[] {
  if (changes.length === 0) return [];
  const problems: string[] = [];
  const usedLosses = new Set<AcceptedLoss>();
  const usedMoves = new Set<MovedPage>();
  const afterUrls = pageUrls(after);
  for (const change of changes) {
    for (const l of lostLines(change, before, after)) {
      const ok = review.losses.find((a) => a.document === change.document && a.version === change.version && a.line === l.line && a.text === l.text);
      if (ok) {
        usedLosses.add(ok);
        continue;
      }
      const how = l.edited
        ? 'the new version removed or changed it'
        : 'the new version keeps the line, but the ingest no longer puts its words on a page (an importer lost them)';
      problems.push(
        `content/sources/${change.file}, old line ${l.line}: its words are no longer on the site (${how}): ${JSON.stringify(l.text)}.\n` +
          `    Accept it with { document: '${change.document}', version: '${change.version}', line: ${l.line}, text: ${JSON.stringify(l.text)}, reason: '…' }, or fix the importer.`,
      );
    }
  }
  // Every page the site made that it no longer makes (a card's page too: a card the new version no longer names), put
  // down to the changed document whose pages it was, else to the first.
  const gone = [...pageUrls(before)].filter((u) => !afterUrls.has(u)).sort();
  for (const url of gone) {
    const moved = review.moves.find((m) => m.from === url && changes.some((c) => c.document === m.document && c.version === m.version));
    if (moved) {
      usedMoves.add(moved);
      continue;
    }
    const change = must(changes.find((c) => urlsOf(before, c.document).has(url)) ?? changes[0], 'a changed source version');
    problems.push(
      `${url} (${change.document}): the new version of content/sources/${change.file} no longer makes this page, and a published URL keeps working.\n` +
        `    Add { document: '${change.document}', version: '${change.version}', from: '${url}', to: '<the page that takes its place>', reason: '…' } to the moved pages.`,
    );
  }
  for (const change of changes) {
    for (const a of review.losses) {
      if (a.document === change.document && a.version === change.version && !usedLosses.has(a)) {
        problems.push(
          `accepted loss of line ${a.line} (${a.document}): the new version loses no such line (${JSON.stringify(a.text)}); remove the entry or correct its line and text.`,
        );
      }
    }
    for (const m of review.moves) {
      if (m.document === change.document && m.version === change.version && !usedMoves.has(m)) {
        problems.push(`moved page ${m.from} (${m.document}): the new version still makes this page, or never made it; remove the entry.`);
      }
    }
  }
  return problems;
}

export interface Redirect {
  from: string;
  to: string;
}

/**
 * The redirects the site keeps (content/redirects/redirects.json): every moved page of the review, whatever the
 * version, checked against the pages the site makes now: an old URL must not be a page again (the redirect would hide
 * it), its target must be one (a chain or a dead end leaves the reader nowhere).
 */
export function redirectsOf(moves: readonly MovedPage[], files: readonly GeneratedFile[]): { redirects: Redirect[]; problems: string[] } {
  const urls = pageUrls(files);
  const problems: string[] = [];
  const redirects: Redirect[] = [];
  const seen = new Set<string>();
  for (const m of moves) {
    const where = `moved page ${m.from} (${m.document})`;
    if (!/^\/[^#?]*\/$/.test(m.from)) problems.push(`${where}: "from" must be a site path ending in "/".`);
    else if (urls.has(m.from)) problems.push(`${where}: the site makes this page again; remove the entry, or its redirect would hide the page.`);
    else if (seen.has(m.from)) problems.push(`${where}: listed twice; keep one entry.`);
    const page = m.to.replace(/#.*$/, '');
    if (!urls.has(page)) problems.push(`${where}: its target ${m.to} is not a page the site makes; name the page that takes its place.`);
    if (!m.reason.trim()) problems.push(`${where}: no reason given.`);
    seen.add(m.from);
    redirects.push({ from: m.from, to: m.to });
  }
  return { redirects: redirects.sort((a, b) => (a.from < b.from ? -1 : 1)), problems };
}

/** The file the site's redirects are written to (read by src/pages/[...moved].astro through src/lib/redirects.ts). */
export const REDIRECTS_FILE = REDIRECTS_PATH;

/** The version of each document content/ was made from (content/documents/documents.json as it is on disk). */
export function madeFromVersions(files: readonly GeneratedFile[]): Map<string, string> {
  const file = files.find((f) => underContent(f.path) === 'documents/documents.json');
  const versions = new Map<string, string>();
  if (file) for (const d of parseJson(file.content, VERSIONS, { display: file.path })) versions.set(d.id, d.sha256);
  return versions;
}

/**
 * The text of an earlier version of a source from git: the newest commit whose copy of content/sources/<file> has
 * that SHA-256. Undefined when there is no git or no such commit.
 */
export function versionFromGit(root: string, file: string, version: string): string | undefined {
  const git = (args: string[]) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  try {
    const commits = git(['log', '--format=%H', '--', `content/sources/${file}`])
      .toString()
      .split('\n')
      .filter(Boolean);
    for (const commit of commits) {
      const bytes = git(['show', `${commit}:content/sources/${file}`]);
      if (sha256(bytes) === version) return bytes.toString('utf8');
    }
  } catch {
    // No git, or not a repository: the caller says how to give the old version.
  }
  return undefined;
}

/**
 * A version of a source accepted by `npm run source:accept` (scripts/ingest/source-accept.ts), which sets the
 * document's `sha256` in scripts/ingest/documents.ts only after the accounting passed, and records it here
 * (scripts/ingest/source-versions.accepted.json). `accounting` is the digest of the reviewed entries that accounted
 * for it ({@link accountingDigest}), so a list edited after acceptance is accepted again.
 */
export interface AcceptedVersion {
  document: string;
  version: string;
  accounting: string;
}

/** Where the accepted versions are recorded (written only by npm run source:accept). */
export const ACCEPTED_FILE = 'scripts/ingest/source-versions.accepted.json';

/** The digest of the reviewed entries for one version of one document (none: the digest of two empty lists). */
export function accountingDigest(review: VersionReview, document: string, version: string): string {
  const mine = <T extends { document: string; version: string }>(list: readonly T[]) => list.filter((e) => e.document === document && e.version === version);
  return sha256(JSON.stringify({ document, version, losses: mine(review.losses), moves: mine(review.moves) }));
}

/**
 * Whether `npm run source:accept` accepted this version of the document with the reviewed entries as they are: a
 * problem (what, and the command that settles it) when the `sha256` was set by hand, or the entries changed since.
 */
export function unaccepted(document: string, file: string, version: string, accepted: readonly AcceptedVersion[], review: VersionReview): string | undefined {
  const entry = accepted.find((a) => a.document === document && a.version === version);
  if (!entry)
    return `scripts/ingest/documents.ts sets the sha256 of ${document} to ${version}, which npm run source:accept never accepted (a checksum set by hand skips the accounting of the lines the new version loses).`;
  if (entry.accounting !== accountingDigest(review, document, version))
    return `the reviewed entries of scripts/ingest/source-versions.reviewed.ts for ${document} version ${version} changed after npm run source:accept accepted it (content/sources/${file}).`;
  return undefined;
}
