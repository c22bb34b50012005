/**
 * The order of a card's passages on its page, so that the page answers "what do the rules say about this card"
 * before "where else is it named". A player at the table reads the first screen only: the passages whose subject is
 * the card come first, then every other passage grouped by document in the edition's precedence (the document that
 * governs first), so the reader meets the governing wording before a compilation's.
 *
 * Pure and independent of Astro: the card page passes the passages the linker gathered (src/lib/page-links.ts) and
 * each document's rank (content/documents/documents.json, `rank`).
 */

import { normalizeName } from './names.ts';

/** A passage as the card page has it: the page it is on, with that page's document, and its text. */
export interface CardPassage {
  page: {
    title: string;
    /** The document the page belongs to ("1e-glossary"). */
    doc: string;
    /** Other names of the page (a glossary entry's aliases). */
    aliases?: readonly string[];
  };
  anchor: string;
  text: string;
}

/** Why a passage is about the card (not only naming it in passing). */
export type AboutReason = 'page' | 'quote' | 'opens';

export interface DocumentGroup<P> {
  doc: string;
  passages: P[];
}

export interface OrderedPassages<P> {
  /** Passages whose subject is the card, governing document first; within a document, in the site's order. */
  about: P[];
  /** Every other passage, by document in precedence order; within a document, in the site's order. */
  groups: Array<DocumentGroup<P>>;
}

/** A letter or digit: the edge of a word. */
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** What may precede a name that opens a passage: quotes, a bracket, a bullet, spaces, a dash. */
const LEAD = /^["'(•\s-]*/u;
/** What follows a quoted card's name: "Pinned Down reads:", "Q's Tent," now reads:". */
const READS = /['"]?,? (?:now )?reads:/y;
// The tests below are written with these few expressions, compiled once, and indexOf: a regular expression made per
// name, with Unicode classes, took 1.3 s of a cold build's 1,600 card passages, almost all of it compiling.

const isWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c);

/** `name`, as a whole word, followed by "reads:" (or "now reads:"), somewhere in `text`. */
function quotes(text: string, name: string): boolean {
  for (let i = text.indexOf(name); i !== -1; i = text.indexOf(name, i + 1)) {
    if (isWordChar(text[i - 1])) continue;
    READS.lastIndex = i + name.length;
    if (READS.test(text)) return true;
  }
  return false;
}

/** `text` opens with `name` (after quotes, a bracket, a bullet or a dash), as a whole word, and more words follow. */
function opensWith(text: string, name: string): boolean {
  const at = LEAD.exec(text)?.[0].length ?? 0; // LEAD matches at least nothing
  if (!text.startsWith(name, at)) return false;
  const after = text.slice(at + name.length);
  return !isWordChar(after[0]) && WORD_CHAR.test(after);
}

/**
 * Why the passage is about a card of these names, or undefined when it only names the card:
 * - `page`: its page is named for the card (a glossary entry or section titled with the card's name, alone or
 *   followed by more words: "Q's Tent side deck");
 * - `quote`: it quotes the card ("Pinned Down reads: …");
 * - `opens`: the card's name opens the passage and more follows (a sentence whose subject is the card; not a bare
 *   name in a list, which says nothing about it).
 */
export function aboutReason(passage: CardPassage, names: readonly string[]): AboutReason | undefined {
  const folded = names.map(normalizeName).filter(Boolean);
  const titles = [passage.page.title, ...(passage.page.aliases ?? [])].map(normalizeName);
  if (titles.some((t) => folded.some((n) => t === n || t.startsWith(`${n} `)))) return 'page';
  const text = normalizeName(passage.text);
  for (const n of folded) {
    if (quotes(text, n)) return 'quote';
    // The name and more: a bare name (an item of a list of side decks) says nothing about the card.
    if (opensWith(text, n)) return 'opens';
  }
  return undefined;
}

/**
 * Orders a card's passages: those about the card first, then the rest grouped by document. `rank` gives a
 * document's place in its edition's precedence (1 first); an unknown document goes last. The sort is stable, so
 * within one document the passages keep the order given (the site's page order, then the page's own order).
 */
export function orderCardPassages<P extends CardPassage>(
  passages: readonly P[],
  names: readonly string[],
  rank: (doc: string) => number | undefined,
): OrderedPassages<P> {
  const r = (doc: string) => rank(doc) ?? Number.MAX_SAFE_INTEGER;
  const byRank = <T extends { page: { doc: string } }>(list: T[]) => list.sort((a, b) => r(a.page.doc) - r(b.page.doc));
  const about: P[] = [];
  const rest: P[] = [];
  for (const p of passages) (aboutReason(p, names) ? about : rest).push(p);
  const groups = new Map<string, P[]>();
  for (const p of byRank(rest)) groups.set(p.page.doc, [...(groups.get(p.page.doc) ?? []), p]);
  return { about: byRank(about), groups: [...groups].map(([doc, list]) => ({ doc, passages: list })) };
}

/** A long group shows its first passages; the rest are behind a "N more in …" control. */
export const SHOWN_PER_GROUP = 3;

/** The passages a group shows at once and those it folds away (a fold of one passage is not worth a click). */
export function splitGroup<P>(passages: readonly P[], shown = SHOWN_PER_GROUP): { open: P[]; folded: P[] } {
  if (passages.length <= shown + 1) return { open: [...passages], folded: [] };
  return { open: passages.slice(0, shown), folded: passages.slice(shown) };
}
