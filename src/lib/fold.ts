/**
 * Folding: the one place that decides which characters a reader does not see as different, so the ingest, the linker
 * and the search box agree on whether two names are the same. The displayed text always keeps the source's
 * characters; these functions only make keys.
 *
 * One table of characters (quotes, dashes, diacritics) and four folds over it, because their jobs differ:
 * - {@link foldName}: the identity of a name (ingest, name index, reviewed verdicts): case, quotes, dashes, diacritics,
 *   white space and closing punctuation fold; a hyphen inside a word stays apart from a spaced dash.
 * - {@link foldUnits}: the linker's matcher, which must keep offsets (one UTF-16 unit in, one out) and may keep case
 *   (`{ lower: false }` for names in capitals such as "WEAPONS").
 * - {@link foldSearch}: typed words (search, the errata filter): an apostrophe inside a word goes ("Q's" → "qs"),
 *   as Pagefind indexes it.
 * - {@link foldTypography}: the Gray's/v1.7 comparison, which keeps case, words and spacing and folds only quotes and
 *   dashes.
 * This module has no dependencies: the client's search imports it.
 */

/** Apostrophes and single quotes: curly, reversed, low, prime, grave, acute and straight. */
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032`\u00B4']/g;
/** Double quotes: curly, low, reversed, double prime and straight. */
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033"]/g;
/** Dashes: hyphen, non-breaking hyphen, figure, en and em dash, bar, minus, small and full-width hyphen-minus, ASCII. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D-]/g;
// Regular-expression literals, so a bundle keeps only those its folds use (the client's search needs one); a single
// unit is tested with search(), which ignores the global flag's lastIndex.

/** Strips diacritics: "Qo’noS" and "Qo'noS" agree, "é" becomes "e". */
export function foldDiacritics(text: string): string {
  // Most text is plain ASCII, which has nothing to fold (and normalising is the costly part on a phone).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included, is meant.
  if (/^[\x00-\x7f]*$/.test(text)) return text;
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/**
 * Folds the typography a reader does not see as a difference: curly and straight quotes, and the dashes, to their
 * ASCII forms. Text keeps its case, words and spacing (the Gray's/v1.7 comparison keys its words with it).
 */
export function foldTypography(text: string): string {
  return text.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(DASHES, '-');
}

/**
 * The identity key of a name: case, dash variants (" - " vs " – "), straight and curly quotes (double quotes go),
 * diacritics, closing punctuation and runs of white space fold together. A hyphen inside a word ("Q-Flash") stays
 * apart from a spaced dash ("Q – Flash").
 */
export function foldName(name: string): string {
  return foldDiacritics(name)
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '')
    .replace(/\s*(?:[\u2010-\u2015\u2212]|\s-\s|\s-|-\s)\s*/g, ' - ')
    .replace(DASHES, '-')
    .replace(/[.,;:!?]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Folds typed or indexed text for search: diacritics, case, and apostrophes (which go, so "Q's" is "qs"). */
export function foldSearch(text: string): string {
  return foldDiacritics(text).toLowerCase().replace(SINGLE_QUOTES, '');
}

/**
 * One unit in, one unit out: apostrophes to "'", dashes to "-", white space to " ", a letter with a diacritic to its
 * base letter when that is one unit (so offsets in the folded text are offsets in the original), and with `lower`
 * to lower case.
 */
export function foldUnit(unit: string, lower: boolean): string {
  if (unit.search(SINGLE_QUOTES) === 0) return "'";
  if (unit.search(DASHES) === 0) return '-';
  if (/\s/.test(unit)) return ' ';
  let base = unit.normalize('NFD')[0] ?? unit;
  if (lower) base = base.toLowerCase();
  return base.length === 1 ? base : unit;
}

const memo = { lower: new Map<string, string>(), exact: new Map<string, string>() };

/**
 * {@link foldUnit} over a whole text, keeping its length: the linker matches names in the folded text and links
 * the same offsets in the original. `lower: false` keeps case, for names that must match as written. ASCII letters
 * and digits (nearly all of it) take the fast path.
 */
export function foldUnits(text: string, options: { lower: boolean }): string {
  const lower = options.lower;
  const seen = lower ? memo.lower : memo.exact;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charAt(i);
    const code = unit.charCodeAt(0);
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 32) out += unit;
    else if (code >= 65 && code <= 90) out += lower ? String.fromCharCode(code + 32) : unit;
    else {
      let f = seen.get(unit);
      if (f === undefined) seen.set(unit, (f = foldUnit(unit, lower)));
      out += f;
    }
  }
  return out;
}

/** Runs of white space (line breaks included) as one space, and none at either end: text compared as a reader reads it. */
export const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
