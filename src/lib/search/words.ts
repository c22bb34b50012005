/**
 * Words as search sees them, the same at build time (the vocabulary, src/lib/search/vocabulary.ts) and in the reader's
 * browser (the query): case, diacritics, quotes and dashes fold; an apostrophe inside a word goes ("Q's" → "qs",
 * "opponent's" → "opponents"); any other punctuation separates words. Pagefind folds its index the same way
 * (it drops punctuation from a query and indexes "Q's" as "qs"), so a word of ours is a word of its index.
 */
import { foldSearch } from '../fold.ts';

/** The words of a text, in order: "Q's Tent, Away-Team" → ["qs", "tent", "away", "team"]. */
export function words(text: string): string[] {
  return foldSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The words of a text as the vocabulary counts them: each word, and each hyphenated or slashed compound written
 * together too ("Q-Flash" → "q", "flash", "qflash"), since a player may type it either way.
 */
export function vocabularyWords(text: string): string[] {
  const out = words(text);
  for (const compound of foldSearch(text).match(/[\p{L}\p{N}]+(?:[-\u2010-\u2015/][\p{L}\p{N}]+)+/gu) ?? []) {
    out.push(compound.replace(/[^\p{L}\p{N}]/gu, ''));
  }
  return out;
}
