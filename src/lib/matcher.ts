/**
 * Finding names in running text: the matcher behind the cross-linker. Text and names fold the same way, one UTF-16
 * unit for one, so a match's offsets are offsets in the original text: curly and straight apostrophes, dash variants,
 * white space, diacritics and (unless a name asks otherwise) case all agree. At each position the longest name wins
 * ("Jean-Luc Picard, Explorer" before "Jean-Luc Picard"); a name may be followed by "s", "es" or "'s".
 */

export interface MatchName<T> {
  /** The name as written (a title or an alias). */
  name: string;
  /** What the name stands for. */
  target: T;
  /** Match the name's letter case exactly: for names in capitals ("WEAPONS", "NO") that are ordinary words otherwise. */
  caseSensitive?: boolean;
}

export interface Match<T> {
  start: number;
  end: number;
  /** The name that matched (as given). */
  name: string;
  target: T;
}

const APOSTROPHES = /[\u2018\u2019\u201A\u201B\u2032`\u00B4]/;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/;

/** One unit in, one unit out: the fold that makes text and names comparable without moving offsets. */
export function foldUnit(unit: string, lower: boolean): string {
  if (APOSTROPHES.test(unit)) return "'";
  if (DASHES.test(unit)) return '-';
  if (/\s/.test(unit)) return ' ';
  let base = unit.normalize('NFD')[0] ?? unit;
  if (lower) base = base.toLowerCase();
  return base.length === 1 ? base : unit;
}

const folded = { lower: new Map<string, string>(), upper: new Map<string, string>() };

/** {@link foldUnit} over a whole text; ASCII letters and digits (nearly all of it) take the fast path. */
export function fold(text: string, lower: boolean): string {
  const memo = lower ? folded.lower : folded.upper;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text[i]!;
    const code = unit.charCodeAt(0);
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 32) out += unit;
    else if (code >= 65 && code <= 90) out += lower ? String.fromCharCode(code + 32) : unit;
    else {
      let f = memo.get(unit);
      if (f === undefined) memo.set(unit, (f = foldUnit(unit, lower)));
      out += f;
    }
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A name as a pattern: folded, spaces matching any run of white space, a dash matching with or without spaces. */
function pattern(name: string, lower: boolean): string {
  return fold(name.trim(), lower)
    .split(/ +/)
    .map((word) => escape(word))
    .join(' +')
    .replace(/ \+- \+/g, ' *- *');
}

interface Entry<T> {
  named: MatchName<T>;
  /** The name, then an optional plural or possessive ending, then a word boundary; sticky, tried at one position. */
  re: RegExp;
  lower: boolean;
  /** Length of the pattern: longer names are tried first. */
  size: number;
}

const WORD = /[\p{L}\p{N}]/u;
const WORD_RUN = /[\p{L}\p{N}]+/uy;
/** What may not come right before a name: a letter, a digit, an apostrophe or a hyphen ("non-Federation"). */
const GLUED = /[\p{L}\p{N}'\-]/u;

/**
 * Names are indexed by their first word, so finding them costs about the same per character of text however many
 * names there are: at each word of the text only the names starting with that word are tried, longest first. (One
 * regular expression with every name as an alternative tries them all at every position, and slows down as the
 * index grows.)
 */
export class Matcher<T> {
  readonly #byFirstWord = new Map<string, Array<Entry<T>>>();
  /** Names that do not start with a letter or digit ("'45 Dom Perignon"): tried wherever a word may start. */
  readonly #odd: Array<Entry<T>> = [];

  /** Names earlier in the list win over later ones spelled the same. */
  constructor(names: ReadonlyArray<MatchName<T>>) {
    const seen = new Set<string>();
    const all: Array<Entry<T> & { first: string | undefined }> = [];
    for (const n of names) {
      if (!n.name.trim()) continue;
      const lower = !n.caseSensitive;
      const key = this.#key(n.name, lower);
      if (seen.has(key)) continue;
      seen.add(key);
      const source = pattern(n.name, lower);
      const re = new RegExp(`${source}(?:'s|es|s)?(?![\\p{L}\\p{N}\\-])`, 'uy');
      const folded = fold(n.name.trim(), true);
      const first = WORD.test(folded[0] ?? '') ? /^[\p{L}\p{N}]+/u.exec(folded)![0] : undefined;
      all.push({ named: n, re, lower, size: source.length, first });
    }
    all.sort((a, b) => b.size - a.size);
    for (const e of all) {
      const entry = { named: e.named, re: e.re, lower: e.lower, size: e.size };
      if (e.first === undefined) this.#odd.push(entry);
      else {
        const list = this.#byFirstWord.get(e.first);
        if (list) list.push(entry);
        else this.#byFirstWord.set(e.first, [entry]);
      }
    }
  }

  /** Names whose first word is `word`, or its singular when the name is a single word used in the plural. */
  #candidates(word: string): ReadonlyArray<Entry<T>> {
    const exact = this.#byFirstWord.get(word) ?? [];
    const plural = word.length > 2 && word.endsWith('s') ? [...(this.#byFirstWord.get(word.slice(0, -1)) ?? []), ...(word.endsWith('es') ? (this.#byFirstWord.get(word.slice(0, -2)) ?? []) : [])] : [];
    if (plural.length === 0) return exact;
    return [...exact, ...plural].sort((a, b) => b.size - a.size);
  }

  #key(name: string, lower: boolean): string {
    return `${lower ? 'i' : 's'}:${fold(name.trim(), lower).replace(/ *- */g, '-').replace(/ +/g, ' ')}`;
  }

  /** Every non-overlapping match in `text`, left to right; at each position the longest name. */
  find(text: string): Array<Match<T>> {
    const low = fold(text, true);
    let exact: string | undefined;
    const out: Array<Match<T>> = [];
    const tryAt = (i: number, list: ReadonlyArray<Entry<T>>): number => {
      for (const e of list) {
        e.re.lastIndex = i;
        const m = e.re.exec(e.lower ? low : (exact ??= fold(text, false)));
        if (m) {
          out.push({ start: i, end: i + m[0].length, name: e.named.name, target: e.named.target });
          return i + m[0].length;
        }
      }
      return -1;
    };
    let i = 0;
    while (i < low.length) {
      if (i > 0 && GLUED.test(low[i - 1]!)) {
        i++;
        continue;
      }
      if (this.#odd.length > 0 && !WORD.test(low[i]!)) {
        const end = tryAt(i, this.#odd);
        i = end > i ? end : i + 1;
        continue;
      }
      WORD_RUN.lastIndex = i;
      const word = WORD_RUN.exec(low)?.[0];
      if (!word) {
        i++;
        continue;
      }
      const list = this.#candidates(word);
      const end = list.length > 0 ? tryAt(i, list) : -1;
      i = end > i ? end : i + word.length;
    }
    return out;
  }
}
