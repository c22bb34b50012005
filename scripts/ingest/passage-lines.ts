/**
 * Each passage's own source lines, so a copied citation names the lines of the paragraph it quotes, not only its
 * section's (src/client/cite.ts). For every rule section and glossary entry, each paragraph anchor (src/lib/anchors.ts)
 * is found in the page's source lines by its words (letters and digits only: line wrapping, Markdown and
 * punctuation are not words; in the 2E rulebook, text the PDF printed four times for bold,
 * "naminaminaminaming cardsng cardsng cardsng cards", is read once, as its importer reads it): its first words give its
 * first line, its last words its last.
 *
 * A passage whose ends the source does not hold in one stretch — the 2E rulebook's passages rebuilt from both copies of
 * a doubled page, each copy holding part of it, or a passage with a repaired word at an end — is found by its runs of
 * words instead (`runsOf`): every run of RUN_WORDS words of the passage that the page's lines hold gives its lines,
 * and those lines, joined over lines without words, are the passage's ranges. A merged passage thus cites both copies'
 * lines ([[528, 530], [597, 598]]): neither copy holds it whole, and a reader checking the citation needs both (the
 * schema, src/schemas/common.ts, allows a list of ranges for this). A passage with no run in the source (a placeholder
 * for text the source lost) gets none, and its citation names the section's lines. Written into the page's
 * frontmatter as `passageLines` (anchor id: [first, last], or [[first, last], …]).
 */
import { anchorsOf } from '../../src/lib/anchors.ts';
import { parseMarkdown, plainText } from '../../src/lib/markdown.ts';
import { splitFrontmatter } from '../../src/lib/content-files.ts';
import type { GeneratedFile } from './lib/files.ts';
import type { DocumentRecord } from './documents.ts';
import { collapseFakeBold } from './rulebook-2e/fake-bold.ts';
import { plain } from './rulebook-2e/tokens.ts';

type Range = readonly [number, number];

/** How many words at each end of a passage must stand in the source, in order. */
const END_WORDS = 4;

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/\*\*/g, '')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** How a document's lines are read before their words are taken: the 2E rulebook's fake bold once (rulebook-2e/fake-bold.ts). */
const READ_LINE: Partial<Record<string, (line: string) => string>> = {
  '2e-rulebook': (line) => plain(collapseFakeBold(line).toks),
};

/** How src/lib/markdown.ts's plainText writes a :gap and an icon without source text in a passage's text. */
const GAP_TEXT = '[text missing in the source]';
const ICON_TEXT = '[icon]';

/** How many words in a row of a passage, found in the source, place that stretch of it (`runsOf`). */
const RUN_WORDS = 5;

/** Where `needle` first stands in `hay` at or after `from`, or -1. */
function indexOf(hay: readonly string[], needle: readonly string[], from: number): number {
  outer: for (let i = Math.max(0, from); i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The lines of a passage that its ends do not place: every run of RUN_WORDS of its words found in the page's words
 * (after the run before it where it can, else anywhere), its lines joined into ranges over lines without words. None
 * when no run is found, or when the runs found cover less than half the passage (a few common words alone do not
 * place it).
 */
function runsOf(mine: readonly string[], words: readonly string[], lineOf: readonly number[], hasWords: (line: number) => boolean): Range[] {
  if (mine.length < RUN_WORDS) return [];
  const lines = new Set<number>();
  /** Each run found: where it starts in the passage and on which line in the source. */
  const runs: { word: number; line: number }[] = [];
  let cursor = 0;
  let found = 0;
  for (let i = 0; i + RUN_WORDS <= mine.length; i++) {
    const run = mine.slice(i, i + RUN_WORDS);
    let at = indexOf(words, run, cursor);
    if (at < 0) at = indexOf(words, run, 0);
    if (at < 0) continue;
    found++;
    for (let j = at; j < at + RUN_WORDS; j++) lines.add(lineOf[j]!);
    runs.push({ word: i, line: lineOf[at]! });
    cursor = at + 1;
  }
  if (found * 2 < mine.length - RUN_WORDS + 1) return [];
  const sorted = [...lines].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const n of sorted) {
    const last = out.at(-1);
    let joined = last !== undefined;
    if (last) for (let k = last[1] + 1; k < n; k++) if (hasWords(k)) joined = false;
    if (last && joined) last[1] = n;
    else out.push([n, n]);
  }
  // A range whose runs hold no word of the passage that the other ranges do not hold is a stray match of common words
  // ("If you attempt a mission" in the next paragraph, 2E rulebook line 603, when the passage's "If you attempt a
  // mission where…" is on lines 597 and 530): dropped, fewest runs first. A range with a word of its own stays, one
  // run or many (line 452 holds the "Take the" that the first copy of Beam Personnel lost).
  const wordsIn = (r: Range) => {
    const held = new Set<number>();
    for (const run of runs) if (run.line >= r[0] && run.line <= r[1]) for (let w = run.word; w < run.word + RUN_WORDS; w++) held.add(w);
    return held;
  };
  const kept = new Set(out);
  for (const r of [...out].sort((x, y) => wordsIn(x).size - wordsIn(y).size)) {
    if (kept.size === 1) break;
    const others = new Set([...kept].filter((o) => o !== r).flatMap((o) => [...wordsIn(o)]));
    if ([...wordsIn(r)].every((w) => others.has(w))) kept.delete(r);
  }
  return out.filter((r) => kept.has(r));
}

/**
 * The lines of each passage of `body`, found in `ranges` of `sourceLines` (1-based, inclusive). Passages are sought in
 * order: each from where the one before began (a list item's nested items follow its own words).
 */
export function passageLines(body: string, sourceLines: readonly string[], ranges: readonly Range[]): Record<string, [number, number] | [number, number][]> {
  const words: string[] = [];
  const lineOf: number[] = [];
  for (const [from, to] of ranges) {
    for (let n = from; n <= to; n++) {
      for (const w of wordsOf(sourceLines[n - 1] ?? '')) {
        words.push(w);
        lineOf.push(n);
      }
    }
  }
  const hasWords = (n: number) => wordsOf(sourceLines[n - 1] ?? '').length > 0;
  const out: Record<string, [number, number] | [number, number][]> = {};
  let cursor = 0;
  /** A passage its ends do not place: by its runs of words, or none. */
  const byRuns = (id: string, mine: readonly string[]) => {
    const found = runsOf(mine, words, lineOf, hasWords);
    const [first] = found;
    if (first === undefined) return;
    out[id] = found.length === 1 ? [first[0], first[1]] : found.map(([a, b]) => [a, b] as [number, number]);
  };
  for (const a of anchorsOf(parseMarkdown(body))) {
    // The site's notes where the source lost words or an icon are not the source's words (src/lib/markdown.ts).
    // A list item's own words, without the items nested under it: what its ¶ copies (src/client/cite.ts).
    const text =
      a.node.type === 'listItem'
        ? a.node.children
            .filter((c) => c.type !== 'list')
            .map(plainText)
            .join(' ')
        : a.text;
    const mine = wordsOf(text.replaceAll(GAP_TEXT, ' ').replaceAll(ICON_TEXT, ' '));
    if (mine.length === 0) continue;
    const k = Math.min(END_WORDS, mine.length);
    // From where the passage before began, else anywhere (a box moved here from earlier in the source).
    let start = indexOf(words, mine.slice(0, k), cursor);
    if (start < 0) start = indexOf(words, mine.slice(0, k), 0);
    if (start < 0) {
      byRuns(a.id, mine);
      continue;
    }
    // Its last words, no earlier than the passage's length allows (less a margin for repaired or lost words).
    const tail = mine.slice(-k);
    const end = indexOf(words, tail, start + Math.max(0, Math.floor((mine.length - k) * 0.8)));
    if (end < 0) {
      byRuns(a.id, mine);
      continue;
    }
    const [from, to] = [lineOf[start], lineOf[end + k - 1]];
    if (from === undefined || to === undefined) continue; // indexOf found them within words, which lineOf maps
    out[a.id] = [from, to];
    cursor = Math.max(cursor, start + 1);
  }
  return out;
}

/** The frontmatter field, one passage a line (YAML). */
export const passageLinesYaml = (lines: Record<string, [number, number] | [number, number][]>): string =>
  Object.keys(lines).length === 0
    ? ''
    : `\n# Each passage's own source lines, for its citation (scripts/ingest/passage-lines.ts).\npassageLines:${Object.entries(lines)
        .map(([id, r]) => `\n  ${id}: ${JSON.stringify(r).replace(/,/g, ', ')}`)
        .join('')}`;

/** The rule sections, glossary entries and rulings topics with `passageLines` added to their frontmatter (before the linking pass). */
export function addPassageLines(files: readonly GeneratedFile[], documents: readonly DocumentRecord[], readSource: (file: string) => string): GeneratedFile[] {
  const sources = new Map<string, string[]>();
  const linesOf = (file: string) => {
    const known = sources.get(file);
    if (known) return known;
    const read = readSource(file).split('\n');
    sources.set(file, read);
    return read;
  };
  return files.map((f) => {
    if (!/^content\/(rules|glossary|rulings)\/.*\.md$/.test(f.path)) return f;
    const { data, rest } = splitFrontmatter(f.content, f.path);
    const doc = documents.find((d) => d.id === data.document);
    const ranges = (data.lineRanges ?? (data.lines ? [data.lines] : undefined)) as Range[] | undefined;
    if (!doc || !ranges) return f;
    const read = READ_LINE[doc.id];
    const source = read ? linesOf(doc.file).map(read) : linesOf(doc.file);
    const yaml = passageLinesYaml(passageLines(rest, source, ranges));
    if (!yaml) return f;
    const close = f.content.length - rest.length;
    // The frontmatter ends with "---\n" before the body: the field goes just before it.
    const at = f.content.lastIndexOf('\n---', close);
    return { ...f, content: f.content.slice(0, at) + yaml + f.content.slice(at) };
  });
}
