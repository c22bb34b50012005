/**
 * Spelling correction against the site's vocabulary (src/lib/search/lexicon.ts): a query word the site does not hold
 * is replaced by the nearest word it does hold — by edit distance (a swapped pair of letters counts one edit, as on a
 * phone keyboard), then by how many records hold it.
 */

/** A vocabulary prepared for lookups: the words, their counts, and the words' rough stems. */
export interface SpellIndex {
  counts: ReadonlyMap<string, number>;
  /** Words sorted, for prefix lookups. */
  sorted: readonly string[];
  /**
   * Rough stems of every word ("attacks", "attacked" → "attack"), each with the words that have it: an inflection
   * the site does not hold is no typo, and a slip of a key is told from one by those words. Made on first use: a
   * query whose words the site holds never needs them (and making them is most of the cost of preparing the
   * vocabulary, on the reader's phone).
   */
  readonly stems: ReadonlyMap<string, readonly string[]>;
}

/**
 * A rough English stem, enough to tell an inflection from a typo: "attacking" → "attack", "abilities" → "abiliti"
 * ≈ "ability" → "abiliti". Pagefind stems its index itself (Snowball); this only decides whether to correct.
 */
export function roughStem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}i`;
  else if (w.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('er')) w = w.slice(0, -2);
  if (w.length > 3 && /([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('y')) w = `${w.slice(0, -1)}i`;
  return w;
}

export function spellIndex(words: Readonly<Record<string, number>>): SpellIndex {
  const counts = new Map(Object.entries(words));
  // The lexicon lists its words sorted; sort only if a vocabulary does not.
  let sorted = [...counts.keys()];
  if (sorted.some((w, i) => i > 0 && sorted[i - 1]! > w)) sorted = sorted.sort();
  let stems: Map<string, string[]> | undefined;
  return {
    counts,
    sorted,
    get stems() {
      if (!stems) {
        stems = new Map();
        for (const w of sorted) {
          const stem = roughStem(w);
          const same = stems.get(stem);
          if (same) same.push(w);
          else stems.set(stem, [w]);
        }
      }
      return stems;
    },
  };
}

/** Whether some word of the index starts with `prefix` (binary search over the sorted words). */
function hasPrefix(index: SpellIndex, prefix: string): boolean {
  let lo = 0;
  let hi = index.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < index.sorted.length && index.sorted[lo]!.startsWith(prefix);
}

/** Words shorter than this are never corrected: one edit from a three-letter word reaches too many others ("fix" → "fax"). */
export const MIN_CORRECTED_LENGTH = 4;

/**
 * Whether the site knows a word: it holds it, or an inflection of it ("attacking" when it holds "attacks"), or, for
 * the word being typed, a word it begins ("dilem" while typing "dilemma"). Numbers count as known.
 */
export function isKnown(index: SpellIndex, word: string, { typing = false } = {}): boolean {
  if (/^\d+$/.test(word)) return true;
  if (index.counts.has(word)) return true;
  const sameStem = index.stems.get(roughStem(word));
  if (sameStem && !slipOf(word, sameStem)) return true;
  return typing && word.length >= 3 && hasPrefix(index, word);
}

/** Whether two words differ only by a last "s" or "d", or in their last letter: another ending ({@link slipOf}). */
const endsOnly = (a: string, b: string): boolean =>
  [`${a}s`, `${a}d`].includes(b) || [`${b}s`, `${b}d`].includes(a) || (a.length === b.length && a.slice(0, -1) === b.slice(0, -1));

/**
 * Whether a word the site does not hold, though it shares a rough stem with words it does, is one slip of a key from
 * one of those words — a letter doubled or dropped ("probbing" for probing, "unstoped" for unstopped) — and so a
 * typo, not an inflection: the index stems "probbing" to another stem than "probing", and would find nothing. A word
 * that differs from one the site holds by a last "s" or "d", or in its last letter ("discards", "decline", "generated",
 * "multiplexer" beside "multiplexed"), is another ending, no slip. `sameStem`: the site's words of its rough stem.
 */
function slipOf(word: string, sameStem: readonly string[]): boolean {
  let slip = false;
  for (const w of sameStem) {
    if (Math.abs(w.length - word.length) > 1) continue;
    if (endsOnly(word, w)) return false;
    if (editDistance(word, w, 1) === 1) slip = true;
  }
  return slip;
}

/** The most edits a correction may take: one for a short word, two from six letters up. */
export const maxEdits = (word: string): number => (word.length >= 6 ? 2 : 1);

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring), giving up as
 * soon as it must exceed `max`: a swap of two neighbouring letters counts one edit ("downlaod" → "download").
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * The word of the site nearest to `word`, or undefined when none is within {@link maxEdits}. Among words as near,
 * one with the same rough stem wins (asked for "brigg", a key held too long, brig, not "bring"; a search does not
 * ask, since it takes "brigg" as a form of the site's "brigs"), then one with the same first letter (a phone typo rarely hits the first letter), then the one more records hold,
 * then the first alphabetically, so the result is stable.
 */
export function correct(index: SpellIndex, word: string): string | undefined {
  if (word.length < MIN_CORRECTED_LENGTH) return undefined;
  const max = maxEdits(word);
  type Candidate = { w: string; d: number; same: boolean; first: boolean; n: number };
  const better = (a: Candidate, b: Candidate): boolean =>
    a.d !== b.d ? a.d < b.d : a.same !== b.same ? a.same : a.first !== b.first ? a.first : a.n !== b.n ? a.n > b.n : a.w < b.w;
  const stem = roughStem(word);
  let best: Candidate | undefined;
  for (const [w, n] of index.counts) {
    if (w.length < 3 || /^\d+$/.test(w)) continue;
    const d = editDistance(word, w, max);
    if (d > max) continue;
    const c = { w, d, same: roughStem(w) === stem, first: w[0] === word[0], n };
    if (!best || better(c, best)) best = c;
  }
  return best?.w;
}

/** The shortest part a run-together word is split into ("househarrest" → "house" + "arrest", never "a" + "…"). */
export const MIN_SPLIT_PART = 3;

/**
 * Two words of the site typed as one ("missionattempt", "househarrest" for "house arrest"): the split whose parts the
 * site holds — each as typed, or, from four letters, one edit away (a missed space often comes with a slipped key) —
 * with the fewest edits, then the parts' rarer count highest (so "house arrest" beats "ho usearrest"), or undefined.
 * A phone's space bar is easy to miss; a correction by edits alone would rather find some long word nearby.
 */
export function splitJoined(index: SpellIndex, word: string): string | undefined {
  if (word.length < 2 * MIN_SPLIT_PART) return undefined;
  const part = (p: string): { w: string; edits: number } | undefined => {
    if (index.counts.has(p)) return { w: p, edits: 0 };
    if (p.length < MIN_CORRECTED_LENGTH) return undefined;
    const near = correct(index, p);
    return near && editDistance(p, near, 1) <= 1 ? { w: near, edits: 1 } : undefined;
  };
  let best: { split: string; edits: number; n: number } | undefined;
  for (let i = MIN_SPLIT_PART; i <= word.length - MIN_SPLIT_PART; i++) {
    const a = part(word.slice(0, i));
    const b = a && part(word.slice(i));
    if (!a || !b || a.edits + b.edits > 1) continue;
    const found = { split: `${a.w} ${b.w}`, edits: a.edits + b.edits, n: Math.min(index.counts.get(a.w) ?? 0, index.counts.get(b.w) ?? 0) };
    if (!best || found.edits < best.edits || (found.edits === best.edits && found.n > best.n)) best = found;
  }
  return best?.split;
}
