/**
 * Each passage's own source lines, so a copied citation names the lines of the paragraph it quotes, not only its
 * section's (src/client/cite.ts). For every rule section and glossary entry, each paragraph anchor (src/lib/anchors.ts)
 * is found in the page's source lines by its words (letters and digits only: line wrapping, Markdown and
 * punctuation are not words): its first words give its first line, its last words its last. A passage whose words
 * the source does not hold in order (a repaired word, a lost icon) gets none, and its citation names the section's
 * lines. Written into the page's frontmatter as `passageLines` (anchor id: [first, last]).
 */
import { anchorsOf } from '../../src/lib/anchors.ts';
import { parseMarkdown } from '../../src/lib/markdown.ts';
import { splitFrontmatter } from '../../src/lib/content-files.ts';
import type { GeneratedFile } from './lib/files.ts';
import type { DocumentRecord } from './documents.ts';

type Range = readonly [number, number];

/** How many words at each end of a passage must stand in the source, in order. */
const END_WORDS = 4;

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/\*\*/g, '')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Where `needle` first stands in `hay` at or after `from`, or -1. */
function indexOf(hay: readonly string[], needle: readonly string[], from: number): number {
  outer: for (let i = Math.max(0, from); i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The lines of each passage of `body`, found in `ranges` of `sourceLines` (1-based, inclusive). Passages are sought in
 * order: each from where the one before began (a list item's nested items follow its own words).
 */
export function passageLines(body: string, sourceLines: readonly string[], ranges: readonly Range[]): Record<string, [number, number]> {
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
  const out: Record<string, [number, number]> = {};
  let cursor = 0;
  for (const a of anchorsOf(parseMarkdown(body))) {
    const mine = wordsOf(a.text);
    if (mine.length === 0) continue;
    const k = Math.min(END_WORDS, mine.length);
    // From where the passage before began, else anywhere (a box moved here from earlier in the source).
    let start = indexOf(words, mine.slice(0, k), cursor);
    if (start < 0) start = indexOf(words, mine.slice(0, k), 0);
    if (start < 0) continue;
    // Its last words, no earlier than the passage's length allows (less a margin for repaired or lost words).
    const tail = mine.slice(-k);
    const end = indexOf(words, tail, start + Math.max(0, Math.floor((mine.length - k) * 0.8)));
    if (end < 0) continue;
    const [from, to] = [lineOf[start], lineOf[end + k - 1]];
    if (from === undefined || to === undefined) continue; // indexOf found them within words, which lineOf maps
    out[a.id] = [from, to];
    cursor = Math.max(cursor, start + 1);
  }
  return out;
}

/** The frontmatter field, one passage a line (YAML). */
export const passageLinesYaml = (lines: Record<string, [number, number]>): string =>
  Object.keys(lines).length === 0
    ? ''
    : `\n# Each passage's own source lines, for its citation (scripts/ingest/passage-lines.ts).\npassageLines:${Object.entries(lines)
        .map(([id, [a, b]]) => `\n  ${id}: [${a}, ${b}]`)
        .join('')}`;

/** The rule sections and glossary entries with `passageLines` added to their frontmatter (before the linking pass). */
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
    if (!/^content\/(rules|glossary)\/.*\.md$/.test(f.path)) return f;
    const { data, rest } = splitFrontmatter(f.content, f.path);
    const doc = documents.find((d) => d.id === data.document);
    const ranges = (data.lineRanges ?? (data.lines ? [data.lines] : undefined)) as Range[] | undefined;
    if (!doc || !ranges) return f;
    const yaml = passageLinesYaml(passageLines(rest, linesOf(doc.file), ranges));
    if (!yaml) return f;
    const close = f.content.length - rest.length;
    // The frontmatter ends with "---\n" before the body: the field goes just before it.
    const at = f.content.lastIndexOf('\n---', close);
    return { ...f, content: f.content.slice(0, at) + yaml + f.content.slice(at) };
  });
}
