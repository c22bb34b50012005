/**
 * Finding names in running text: the matcher behind the cross-linker. Text and names fold the same way, one UTF-16
 * unit for one, so a match's offsets are offsets in the original text: curly and straight apostrophes, dash variants,
 * white space, diacritics and (unless a name asks otherwise) case all agree. At each position the longest name wins
 * ("Jean-Luc Picard, Explorer" before "Jean-Luc Picard"); a name may be followed by "s", "es" or "'s".
 */
import { foldUnits } from './fold.ts';

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
  /** Whether that name matches its letter case exactly (as given). */
  caseSensitive: boolean;
}

/** The linker's fold (src/lib/fold.ts): offsets kept; `lower` folds case too (false for case-sensitive names). */
export const fold = (text: string, lower: boolean): string => foldUnits(text, { lower });

/**
 * A name ready to be compared at one position of folded text: its folded words and what separates each from the
 * next: one or more spaces, or a dash standing alone, with or without spaces around it in the text.
 * Compared by hand rather than as one regular expression per name: V8 compiles every regular expression it runs
 * to machine code of its own, and with a name index of thousands of names that code alone took about 140 MB on the
 * ten-fold bench corpus.
 */
interface Compiled {
  words: string[];
  /** `seps[k]` separates `words[k]` from `words[k + 1]`. */
  seps: Array<'space' | 'dash'>;
}

function compile(name: string, lower: boolean): Compiled {
  const tokens = fold(name.trim(), lower).split(/ +/);
  const words: string[] = [];
  const seps: Array<'space' | 'dash'> = [];
  for (let k = 0, token = tokens[0]; token !== undefined; token = tokens[++k]) {
    const next = tokens[k + 1];
    if (token === '-' && k > 0 && next !== undefined) {
      seps.push('dash');
      words.push(next);
      k++;
      continue;
    }
    if (k > 0) seps.push('space');
    words.push(token);
  }
  return { words, seps };
}

/** Endings a name may take, tried in this order; the empty one last. */
const ENDINGS = ["'s", 'es', 's', ''];

const WORD = /[\p{L}\p{N}]/u;
const WORD_RUN = /[\p{L}\p{N}]+/uy;
/** What may not come right before a name: a letter, a digit, an apostrophe or a hyphen ("non-Federation"). */
const GLUED = /[\p{L}\p{N}'-]/u;

/** Whether the text at `j` goes on with a letter, a digit or a hyphen, so that a name ending before it is cut short. */
function continues(text: string, j: number): boolean {
  if (j >= text.length) return false;
  if (text[j] === '-') return true;
  const cp = text.codePointAt(j);
  return cp !== undefined && WORD.test(String.fromCodePoint(cp));
}

interface Entry<T> {
  named: MatchName<T>;
  name: Compiled;
  lower: boolean;
  /** Length of the folded name: longer names are tried first. */
  size: number;
}

/**
 * Where `name` matches `text` at `i`, with its ending and up to a word boundary: the end of the match, or -1.
 * In regular-expression terms: the words joined by one or more spaces (or a dash with optional spaces), then an optional
 * "'s", "es" or "s", then no letter, digit or hyphen.
 */
function matchAt(text: string, i: number, name: Compiled): number {
  let p = i;
  for (const [k, word] of name.words.entries()) {
    if (k > 0) {
      const start = p;
      while (text.charCodeAt(p) === 32) p++;
      if (name.seps[k - 1] === 'space') {
        if (p === start) return -1;
      } else {
        if (text[p] !== '-') return -1;
        p++;
        while (text.charCodeAt(p) === 32) p++;
      }
    }
    if (!text.startsWith(word, p)) return -1;
    p += word.length;
  }
  for (const ending of ENDINGS) {
    if (text.startsWith(ending, p) && !continues(text, p + ending.length)) return p + ending.length;
  }
  return -1;
}

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
      const name = compile(n.name, lower);
      const folded = fold(n.name.trim(), true);
      const first = WORD.test(folded[0] ?? '') ? /^[\p{L}\p{N}]+/u.exec(folded)?.[0] : undefined;
      all.push({ named: n, name, lower, size: folded.length, first });
    }
    all.sort((a, b) => b.size - a.size);
    for (const e of all) {
      const entry = { named: e.named, name: e.name, lower: e.lower, size: e.size };
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
    const plural =
      word.length > 2 && word.endsWith('s')
        ? [...(this.#byFirstWord.get(word.slice(0, -1)) ?? []), ...(word.endsWith('es') ? (this.#byFirstWord.get(word.slice(0, -2)) ?? []) : [])]
        : [];
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
        const end = matchAt(e.lower ? low : (exact ??= fold(text, false)), i, e.name);
        if (end > i) {
          out.push({ start: i, end, name: e.named.name, target: e.named.target, caseSensitive: !e.lower });
          return end;
        }
      }
      return -1;
    };
    let i = 0;
    while (i < low.length) {
      if (i > 0 && GLUED.test(low.charAt(i - 1))) {
        i++;
        continue;
      }
      if (this.#odd.length > 0 && !WORD.test(low.charAt(i))) {
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
