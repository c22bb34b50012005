/**
 * Step 5, inline marks: a line's text becomes mdast inline nodes from spans laid on it (links from step 3,
 * icons from leaked alt text and from step 4, lost-icon gaps). Spans never change a character: the text
 * between and inside them is the source's. Links may hold icons; any other overlap is an error.
 */
import { icon, text, type Inline } from '../lib/mdast.ts';
import type { IconName } from '../../../src/lib/vocab.ts';
import { reviewedFault } from '../lib/reviewed-fault.ts';
import { SOURCE_FILES } from '../../../src/lib/source-documents.ts';

export interface Span {
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
export function spacing(line: string, at: number): { before: boolean; after: boolean } {
  return { before: WORD_CHAR.test(line[at - 1] ?? ''), after: WORD_CHAR.test(line[at] ?? '') };
}

const AFFILIATIONS = [
  'Bajoran',
  'Borg',
  'Cardassian',
  'Dominion',
  'Federation',
  'Ferengi',
  'Hirogen',
  'Kazon',
  'Klingon',
  'Neutral',
  'Non-Aligned',
  'Romulan',
  'Starfleet',
  'Vidiian',
  'Vulcan',
];
const AFFILIATION_ALT = new RegExp(`Affiliation (${AFFILIATIONS.join('|')})(?![a-z])`, 'g');
const UNKNOWN_ICON = /\[unknown icon - [^\]]+\]/g;
const UNIVERSAL = /❖/g;

/** Builds the inline nodes of a span of text from non-overlapping marks, nesting marks inside links. */
export function build(lineText: string, from: number, to: number, spans: Span[]): Inline[] {
  const out: Inline[] = [];
  let pos = from;
  const inside = spans.filter((s) => s.start >= from && s.end <= to).sort((a, b) => a.start - b.start || b.end - a.end);
  for (const s of inside) {
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

/** Icon marks in [from, to) of a line: leaked affiliation alt text, "[unknown icon - …]", ❖, and the corrections. */
export function iconMarks(
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
    const affiliation = m[1];
    if (affiliation !== undefined) add(m.index, m.index + m[0].length, () => icon('affiliation', m[0], { affiliation }));
  }
  for (const m of line.matchAll(UNKNOWN_ICON)) add(m.index, m.index + m[0].length, () => icon('unknown', m[0]));
  for (const m of line.matchAll(UNIVERSAL)) add(m.index, m.index + m[0].length, () => icon('universal', m[0]));
  return spans;
}

/** Links may hold icons; other overlaps mean two marks claim the same words. */
export function checkOverlaps(spans: Span[], line: number): void {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (const [k, b] of sorted.entries()) {
    const a = sorted[k - 1];
    if (a === undefined) continue;
    const nested = b.end <= a.end || (a.start === b.start && a.end <= b.end);
    if (b.start < a.end && !nested)
      throw reviewedFault('glossary-1e.corrections.ts', `glossary-1e: two marks overlap on line ${line} (${a.start}–${a.end}, ${b.start}–${b.end}).`, {
        source: { file: SOURCE_FILES['1e-glossary'], line },
        hint: 'a reviewed mark of that line (scripts/ingest/glossary-1e.corrections.ts) overlaps another mark of the line: make it cover its words only, or nest it, then run npm run ingest.',
      });
  }
}
