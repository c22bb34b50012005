/**
 * Normalising names for matching and for URLs. The displayed text always keeps the source's characters;
 * these functions only make keys.
 */
import { slug as githubSlug } from 'github-slugger';

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D-]/g;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4']/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033"]/g;

/**
 * Folds the typography a reader does not see as a difference: curly and straight quotes, and the dashes, to their
 * ASCII forms. Text keeps its words and spacing (the Gray's/v1.7 comparison keys its words with it).
 */
export function foldTypography(text: string): string {
  return text.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(DASHES, '-');
}

/** Strips diacritics: "Qo’noS" and "Qo'noS" agree, "é" becomes "e". */
export function foldDiacritics(text: string): string {
  // Most text is plain ASCII, which has nothing to fold (and normalising is the costly part on a phone).
  if (/^[\x00-\x7f]*$/.test(text)) return text;
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/**
 * The matching key of a name: case, dash variants (" - " vs " – "), straight and curly quotes, diacritics and
 * runs of white space fold together. Plurals are handled by {@link nameKeys}.
 */
export function normalizeName(name: string): string {
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

/** Singular forms to try for a plural key, most likely first ("abilities" → "ability", "ships" → "ship"). */
export function singulars(key: string): string[] {
  const out: string[] = [];
  if (/ies$/.test(key)) out.push(key.replace(/ies$/, 'y'));
  if (/(?:s|x|z|ch|sh)es$/.test(key)) out.push(key.replace(/es$/, ''));
  if (/[^s]s$/.test(key)) out.push(key.replace(/s$/, ''));
  return out;
}

/** Every key under which a name may be found: its normal form and its singular forms. */
export function nameKeys(name: string): string[] {
  const key = normalizeName(name);
  return [key, ...singulars(key)];
}

/**
 * A readable, stable URL segment: "actions – step 1: initiation" → "actions-step-1-initiation",
 * "Q’s Tent" → "qs-tent". ASCII only, single hyphens.
 */
export function slugify(text: string): string {
  const s = githubSlug(foldDiacritics(text.replace(/[™®©℠]/g, '')).replace(/[’']/g, ''))
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (!s) throw new Error(`Cannot make a URL slug from ${JSON.stringify(text)}: it has no letters or digits.`);
  return s;
}
