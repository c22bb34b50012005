/**
 * Repair 2, doubled pages. Six page regions of the rulebook were extracted twice: the first copy has its lines
 * cut on the right, the second is a series of fragments cut on the left, some lines dropped. Each line of
 * the page is rebuilt from both: the cut line (a prefix of the printed line) and its fragment (a suffix of
 * it) overlap, so the fragment's start is found at the end of the cut line.
 *
 *   first copy:  "must face. After facing your opponent’s dilemmas, your personnel try to c"
 *   fragment:              "face. After facing your opponent’s dilemmas, your personnel try to complete the"
 *   rebuilt:     "must face. After facing your opponent’s dilemmas, your personnel try to complete the"
 *
 * Fragments keep the order of the lines they come from, so pairs are chosen by a monotonic alignment (dynamic
 * programming over all fragments and lines, maximising the total overlap): a fragment that would fit several
 * lines ("unstopped ships. Take the") goes to the one between its neighbours' lines. Overlaps shorter than
 * {@link MIN_OVERLAP} characters are not trusted; the pairs they would make are reviewed data
 * (`forced` pairs). A rebuilt line that still lacks its end, where neither copy holds it, gets a visible
 * `missing-text` gap (decided by the caller from reviewed data; see {@link cutCandidates}).
 */
import { must } from '../../../src/lib/must.ts';
import { plain, sliceToks, normalizeToks, type RLine, type Tok } from './tokens.ts';
import { bug } from '../../../src/lib/errors.ts';

/** Shortest overlap accepted without review (characters). */
export const MIN_OVERLAP = 6;

export interface DoubledRegion {
  id: string;
  /** Lines of the first copy (cut on the right), inclusive. */
  first: readonly [number, number];
  /** Line ranges of the second copy (left-cut fragments), in order, inclusive. */
  second: ReadonlyArray<readonly [number, number]>;
}

/** A reviewed pairing of a fragment with a line, where the overlap is too short to trust or absent. */
export interface ForcedPair {
  /** Fragment line (second copy). */
  second: number;
  /** Line of the first copy it completes. */
  first: number;
  /** The text shared by the end of the line and the start of the fragment ('' when they only touch). */
  overlap: string;
}

export interface Pair {
  first: number;
  second: number;
  /** Characters shared by the end of the first-copy line and the start of the fragment. */
  overlap: number;
  /** The fragment lies wholly inside the line (nothing to add). */
  contained: boolean;
  forced: boolean;
}

/**
 * How the end of `f` (a right-cut line) and the start of `s` (a left-cut fragment) overlap: the fragment may lie
 * inside the line (it is a suffix of it), or the line's end may be the fragment's start. Trailing white space is
 * ignored on both. Returns 0 when they do not overlap by at least `min` characters.
 */
export function overlap(f: string, s: string, min = MIN_OVERLAP): { length: number; contained: boolean } {
  const a = f.trimEnd();
  const b = s.trimEnd();
  if (!b.trim()) return { length: 0, contained: false };
  if (a.endsWith(b)) return b.length >= min ? { length: b.length, contained: true } : { length: 0, contained: false };
  for (let k = Math.min(a.length, b.length - 1); k >= min; k--) {
    if (a.endsWith(b.slice(0, k))) return { length: k, contained: false };
  }
  return { length: 0, contained: false };
}

/** Cell (i, j) of a table the alignment fills (every cell is set before it is read). */
function cell<T>(table: readonly (readonly T[])[], i: number, j: number): T {
  const v = table[i]?.[j];
  if (v === undefined) throw bug(`doubled pages: cell (${i}, ${j}) of the alignment table read before it was set, in align().`);
  return v;
}
function setCell<T>(table: T[][], i: number, j: number, value: T): void {
  must(table[i], `row ${i} of the alignment table`)[j] = value;
}
/** Source line `n` (1-based) of the parsed lines. */
function lineAt<L>(lines: readonly L[], n: number): L {
  return must(lines[n - 1], `source line ${n}`);
}

/**
 * Monotonic alignment of fragments to lines: each fragment goes to at most one line, each line takes at most
 * one fragment, and the lines keep the fragments' order. Maximises the total overlap; forced pairs are fixed.
 */
export function align(
  firsts: ReadonlyArray<{ n: number; text: string }>,
  seconds: ReadonlyArray<{ n: number; text: string }>,
  forced: readonly ForcedPair[] = [],
): Pair[] {
  const F = firsts.length;
  const S = seconds.length;
  const forcedBySecond = new Map(forced.map((p) => [p.second, p]));
  const first = (i: number) => must(firsts[i], `line ${i} of the first copy`);
  const second = (j: number) => must(seconds[j], `fragment ${j} of the second copy`);
  const score = (i: number, j: number): { length: number; contained: boolean; forced: boolean } | null => {
    const fp = forcedBySecond.get(second(j).n);
    if (fp) {
      if (fp.first !== first(i).n) return null;
      const a = first(i).text.trimEnd();
      const b = second(j).text;
      const ok = a.endsWith(fp.overlap) && b.startsWith(fp.overlap);
      return ok ? { length: fp.overlap.length, contained: false, forced: true } : null;
    }
    const o = overlap(first(i).text, second(j).text);
    return o.length ? { ...o, forced: false } : null;
  };
  // best[i][j]: best total using lines < i and fragments < j; forced pairs weigh more than any overlap
  const BONUS = 1e6;
  const best: number[][] = Array.from({ length: F + 1 }, () => new Array<number>(S + 1).fill(0));
  const move: Array<Array<'skipF' | 'skipS' | 'pair'>> = Array.from({ length: F + 1 }, () => new Array(S + 1).fill('skipF'));
  for (let i = 0; i <= F; i++) {
    for (let j = 0; j <= S; j++) {
      if (i === 0 && j === 0) continue;
      let v = -Infinity;
      let m: 'skipF' | 'skipS' | 'pair' = 'skipF';
      if (i > 0 && cell(best, i - 1, j) > v) [v, m] = [cell(best, i - 1, j), 'skipF'];
      if (j > 0) {
        // a forced fragment must not be skipped
        const penalty = forcedBySecond.has(second(j - 1).n) ? -BONUS * 10 : 0;
        if (cell(best, i, j - 1) + penalty > v) [v, m] = [cell(best, i, j - 1) + penalty, 'skipS'];
      }
      if (i > 0 && j > 0) {
        const sc = score(i - 1, j - 1);
        if (sc) {
          const w = cell(best, i - 1, j - 1) + sc.length + (sc.forced ? BONUS : 0);
          if (w > v) [v, m] = [w, 'pair'];
        }
      }
      setCell(best, i, j, v);
      setCell(move, i, j, m);
    }
  }
  const pairs: Pair[] = [];
  for (let i = F, j = S; i > 0 || j > 0; ) {
    const m = cell(move, i, j);
    if (m === 'pair') {
      const sc = must(score(i - 1, j - 1), `the overlap of the pair (${i - 1}, ${j - 1}) the alignment chose`);
      pairs.unshift({ first: first(i - 1).n, second: second(j - 1).n, overlap: sc.length, contained: sc.contained, forced: sc.forced });
      i--;
      j--;
    } else if (m === 'skipS' || i === 0) j--;
    else i--;
  }
  return pairs;
}

/** The rebuilt line: the first copy, then what the fragment has beyond the overlap. */
export function rebuild(first: readonly Tok[], second: readonly Tok[], pair: Pair): Tok[] {
  if (pair.contained) return [...first];
  const f = plain(first);
  const end = f.trimEnd().length;
  return normalizeToks([...sliceToks(first, 0, end), ...sliceToks(second, pair.overlap)]);
}

export interface MergeStats {
  region: string;
  /** Non-blank lines of the first copy. */
  lines: number;
  /** Fragments of the second copy. */
  fragments: number;
  /** Lines that got text from a fragment (the fragment reached beyond the cut). */
  rebuilt: number;
  /** Fragments that lay wholly inside their line (confirming it). */
  confirmed: number;
  /** Fragments paired by reviewed data. */
  forced: number;
  /** Fragments no line took (must be none: the caller throws). */
  unmatched: number[];
}

/**
 * Merges one doubled region in place: first-copy lines get the fragments' text, second-copy lines are marked
 * consumed. `lines` is indexed by line number - 1.
 */
export function mergeRegion(lines: RLine[], region: DoubledRegion, forced: readonly ForcedPair[]): { pairs: Pair[]; stats: MergeStats } {
  const pick = (from: number, to: number) =>
    lines
      .slice(from - 1, to)
      .filter((l) => plain(l.toks).trim() !== '')
      .map((l) => ({ n: l.n, text: plain(l.toks) }));
  const firsts = pick(region.first[0], region.first[1]);
  const seconds = region.second.flatMap(([a, b]) => pick(a, b));
  const pairs = align(firsts, seconds, forced);
  let rebuilt = 0;
  let confirmed = 0;
  for (const p of pairs) {
    const f = lineAt(lines, p.first);
    const s = lineAt(lines, p.second);
    const before = plain(f.toks).trimEnd();
    f.toks = rebuild(f.toks, s.toks, p);
    f.merged.push(s.n);
    if (plain(f.toks).trimEnd().length > before.length) rebuilt++;
    else confirmed++;
  }
  for (const [a, b] of region.second) for (let n = a; n <= b; n++) lineAt(lines, n).consumed = true;
  const taken = new Set(pairs.map((p) => p.second));
  return {
    pairs,
    stats: {
      region: region.id,
      lines: firsts.length,
      fragments: seconds.length,
      rebuilt,
      confirmed,
      forced: pairs.filter((p) => p.forced).length,
      unmatched: seconds.filter((s) => !taken.has(s.n)).map((s) => s.n),
    },
  };
}

/**
 * First-copy lines that may still lack their end after the merge: no fragment completes or confirms them, they
 * do not end with closing punctuation, and they are short for their column or end their paragraph. Each needs a reviewed decision: cut
 * (a `missing-text` gap at its end) or whole.
 */
export function cutCandidates(
  lines: readonly RLine[],
  region: DoubledRegion,
  pairs: readonly Pair[],
  { headings = new Set<number>(), shortBelow = 72 }: { headings?: ReadonlySet<number>; shortBelow?: number } = {},
): number[] {
  // a paired line is whole: fragments are cut on the left only, so a fragment ends where the printed line ends
  const paired = new Set(pairs.map((p) => p.first));
  const out: number[] = [];
  for (let n = region.first[0]; n <= region.first[1]; n++) {
    const l = lineAt(lines, n);
    const text = plain(l.toks).trimEnd();
    if (!text.trim() || paired.has(n)) continue;
    if (headings.has(n) || isAllCaps(text)) continue;
    const next = n < region.first[1] ? lines[n] : undefined; // line n + 1, within the copy
    const lastOfParagraph = !next || plain(next.toks).trim() === '';
    const closed = /[.:;!?)”"’]$/u.test(text);
    if (!closed && (lastOfParagraph || text.length < shortBelow)) out.push(n);
  }
  return out;
}

/** An ALL-CAPS line (a heading), which is short by nature. */
const isAllCaps = (text: string): boolean => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
