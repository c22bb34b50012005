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

export class Matcher<T> {
  readonly #byKey = new Map<string, MatchName<T>>();
  readonly #insensitive: RegExp | undefined;
  readonly #sensitive: RegExp | undefined;

  /** Names earlier in the list win over later ones spelled the same. */
  constructor(names: ReadonlyArray<MatchName<T>>) {
    const groups = { insensitive: [] as string[], sensitive: [] as string[] };
    for (const n of names) {
      if (!n.name.trim()) continue;
      const key = this.#key(n.name, !n.caseSensitive);
      if (this.#byKey.has(key)) continue;
      this.#byKey.set(key, n);
      (n.caseSensitive ? groups.sensitive : groups.insensitive).push(pattern(n.name, !n.caseSensitive));
    }
    const build = (alts: string[]) => {
      if (alts.length === 0) return undefined;
      const sorted = [...new Set(alts)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
      return new RegExp(`(?<![\\p{L}\\p{N}'\\-])(${sorted.join('|')})(?:'s|es|s)?(?![\\p{L}\\p{N}\\-])`, 'gu');
    };
    this.#insensitive = build(groups.insensitive);
    this.#sensitive = build(groups.sensitive);
  }

  #key(name: string, lower: boolean): string {
    return `${lower ? 'i' : 's'}:${fold(name.trim(), lower).replace(/ *- */g, '-').replace(/ +/g, ' ')}`;
  }

  /** Every non-overlapping match in `text`, left to right; where two overlap, the earlier start, then the longer. */
  find(text: string): Array<Match<T>> {
    const found: Array<Match<T>> = [];
    const scan = (re: RegExp | undefined, lower: boolean) => {
      if (!re) return;
      const folded = fold(text, lower);
      re.lastIndex = 0;
      for (let m = re.exec(folded); m; m = re.exec(folded)) {
        const core = m[1]!;
        const named = this.#byKey.get(this.#key(core, lower));
        if (named) found.push({ start: m.index, end: m.index + m[0].length, name: named.name, target: named.target });
      }
    };
    scan(this.#insensitive, true);
    scan(this.#sensitive, false);
    found.sort((a, b) => a.start - b.start || b.end - a.end);
    const out: Array<Match<T>> = [];
    let reach = 0;
    for (const m of found) {
      if (m.start < reach) continue;
      out.push(m);
      reach = m.end;
    }
    return out;
  }
}
