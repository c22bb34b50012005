/**
 * Step 4, doubled pages repaired: each doubled region of the reviewed data is merged line by line from its two
 * copies (doubled-pages.ts), and every line of its first copy that may still be cut short must have a reviewed
 * decision (CUT_LINES): it ends as the data says, and where text is lost a gap marks it. The partial words left
 * where the copies were cut are collected, for the stats (the rebuilt lines supersede them).
 */
import { must } from '../../../src/lib/must.ts';
import type { ReportLine } from '../lib/files.ts';
import { SourceFormatError } from '../lib/source.ts';
import { CUT_LINES, DOUBLED_REGIONS, FORCED_PAIRS } from '../rulebook-2e.corrections.ts';
import type { Book } from './book.ts';
import { cutCandidates, mergeRegion, type MergeStats } from './doubled-pages.ts';
import { plain, sliceToks, SOURCE_FILE as FILE, textTok } from './tokens.ts';

export interface DoubledRepair {
  regions: MergeStats[];
  /**
   * Partial words where the doubled lines were cut, superseded by the rebuilt lines ("c" of "try to c", "ke" of
   * "ke use of cards"): in the first copy (right-cut lines) and in the second (left-cut fragments).
   */
  cutRemnants: { firstCopy: string[]; secondCopy: string[] };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

export function repairDoubledPages(book: Book, headingLines: ReadonlySet<number>, report: ReportLine[]): DoubledRepair {
  const { lines, lineText, found } = book;
  const regions: MergeStats[] = [];
  const cutRemnants = { firstCopy: [] as string[], secondCopy: [] as string[] };
  for (const r of DOUBLED_REGIONS) {
    const before = new Map<number, string>();
    for (let n = r.first[0]; n <= r.first[1]; n++) before.set(n, lineText(n));
    const { pairs, stats } = mergeRegion(lines, r, FORCED_PAIRS);
    const [n] = stats.unmatched;
    if (n !== undefined) {
      throw new SourceFormatError(FILE, n, `a fragment of doubled region ${r.id} that overlaps a line of its first copy (or a reviewed pair)`, found(n));
    }
    regions.push(stats);
    for (const p of pairs) {
      // cut remnants: the partial word where the first copy was cut, and where the fragment starts
      const f = must(before.get(p.first), `line ${p.first} before the merge`).trimEnd();
      const s = plain(must(lines[p.second - 1], `line ${p.second}`).toks).trimEnd();
      const merged = lineText(p.first);
      const sStart = p.contained ? f.length - s.length : f.length - p.overlap;
      if (!p.contained && WORD_CHAR.test(merged[f.length] ?? '') && WORD_CHAR.test(f.at(-1) ?? '')) cutRemnants.firstCopy.push(...edgeWord(f, 'end'));
      if (sStart > 0 && WORD_CHAR.test(merged.charAt(sStart - 1)) && WORD_CHAR.test(s[0] ?? '')) cutRemnants.secondCopy.push(...edgeWord(s, 'start'));
    }
    const decided = new Map(CUT_LINES.filter((c) => c.line >= r.first[0] && c.line <= r.first[1]).map((c) => [c.line, c]));
    for (const n of cutCandidates(lines, r, pairs, { headings: headingLines })) {
      const d = decided.get(n);
      if (!d) throw new SourceFormatError(FILE, n, `a whole line, or a reviewed decision on this line that may be cut (region ${r.id})`, found(n));
      decided.delete(n);
      if (!lineText(n).trimEnd().endsWith(d.endsWith)) throw new SourceFormatError(FILE, n, `a line ending "${d.endsWith}"`, found(n));
      if (d.gap !== null) {
        const l = must(lines[n - 1], `line ${n}`);
        const end = lineText(n).trimEnd().length;
        l.toks = [...sliceToks(l.toks, 0, end), textTok(' '), { kind: 'gap', gapKind: 'missing-text', note: d.gap }];
        report.push({ line: n, message: `missing text at the end of the line (doubled region ${r.id}): ${d.gap}` });
      }
    }
    const stale = [...decided.keys()][0];
    if (stale !== undefined) throw new SourceFormatError(FILE, stale, 'a line that may be cut (CUT_LINES reviews it)', found(stale));
  }
  return { regions, cutRemnants };
}

/** The word a cut leaves partial: the last word of a right-cut line or the first of a left-cut fragment. */
function edgeWord(s: string, edge: 'start' | 'end'): string[] {
  const words = s.match(/[\p{L}\p{N}]+/gu) ?? [];
  const w = edge === 'start' ? words[0] : words.at(-1);
  return w ? [w] : [];
}
