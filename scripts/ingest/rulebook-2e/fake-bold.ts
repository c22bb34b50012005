/**
 * Repair 1, fake bold. The PDF drew bold text by printing it four times, and the text extraction kept all
 * four: either the whole run ("personnelpersonnelpersonnelpersonnel") or chunk by chunk
 * ("OrdeOrdeOrdeOrderrrrssss" = "Orde"×4 "r"×4 "s"×4, "DDDDamageamageamageamage", "hahahahaveveveve").
 *
 * Collapsing every run that repeats exactly four times restores the text, and the collapsed runs are the only
 * record of what the rulebook set in bold (glossary terms, keywords, run-in headings), so they are kept as
 * bold tokens.
 *
 * Where a run reads either way (" Order Order Order Order" = " Order"×4 or "Order "×4), the chunk that starts on
 * a word wins.
 *
 * False positives: a chunk without a letter ("....", "    ", "––––", digits) is collapsed only when it
 * touches a bold run (the bold full stop after "remaining", the bold spaces around "and"), so genuine
 * ellipses, runs of spaces and numbers stay as they are.
 */
import { normalizeToks, type TextTok } from './tokens.ts';

/** Longest chunk looked for (the longest bold run of the source is 57 characters). */
const MAX_CHUNK = 100;
const HAS_LETTER = /\p{L}/u;

/** Length of the shortest chunk that repeats exactly four times at `i` (0 if none). */
export function fourfoldChunkAt(s: string, i: number): number {
  const max = Math.min(MAX_CHUNK, Math.floor((s.length - i) / 4));
  for (let len = 1; len <= max; len++) {
    const c = s.slice(i, i + len);
    if (s.startsWith(c, i + len) && s.startsWith(c, i + 2 * len) && s.startsWith(c, i + 3 * len)) {
      // "exactly" four: a fifth copy means this is not fake bold (e.g. a row of five spaces)
      if (s.startsWith(c, i + 4 * len)) return 0;
      return len;
    }
  }
  return 0;
}

export interface FakeBoldResult {
  /** Text runs, bold where the source repeated them. */
  toks: TextTok[];
  /** Bold runs restored (maximal runs of collapsed chunks). */
  runs: number;
}

export function collapseFakeBold(s: string): FakeBoldResult {
  const raw: TextTok[] = [];
  let i = 0;
  let prevBold = false;
  while (i < s.length) {
    let len = fourfoldChunkAt(s, i);
    // " Order Order Order Order –" reads as " Order"×4 or as "Order "×4: prefer the chunk that starts on a
    // word, so that the space before it stays plain and the chunk after it ("–"×4) touches the bold run.
    if (len && /\s/.test(s.charAt(i)) && fourfoldChunkAt(s, i + 1)) len = 0;
    if (len) {
      const chunk = s.slice(i, i + len);
      let ok = HAS_LETTER.test(chunk) || prevBold;
      if (!ok) {
        const nextLen = fourfoldChunkAt(s, i + 4 * len);
        ok = nextLen > 0 && HAS_LETTER.test(s.slice(i + 4 * len, i + 5 * len));
      }
      if (ok) {
        raw.push({ kind: 'text', text: chunk, bold: true });
        i += 4 * len;
        prevBold = true;
        continue;
      }
    }
    raw.push({ kind: 'text', text: s.charAt(i), bold: false });
    prevBold = false;
    i++;
  }
  const toks = normalizeToks(raw) as TextTok[];
  return { toks, runs: toks.filter((t) => t.bold).length };
}
