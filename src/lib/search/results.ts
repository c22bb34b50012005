/**
 * The order of results: pages and passages in one list.
 * - A page named exactly as the query (or by one of its other names) comes first: "Pinned Down", "battle",
 *   "mission continues".
 * - Then, for a short query that names no page exactly, up to {@link MAX_PARTIAL_NAMES} pages whose names start with
 *   it or hold all its words ("pinned" → Pinned Down, "defiant commandeered"): the reader is typing a name — unless
 *   the query asks of what a name partly holds ("what is a federation treaty": page-names.ts, `askedOf`), which the
 *   passages answer first.
 * - Then the passages, best first; pages that partly match a longer query come after the first passages.
 */
import type { SearchOutcome, RankedPassage } from './engine.ts';
import type { PageMatch } from './page-names.ts';
import { words } from './words.ts';
import { COMPARING_WORDS } from './stopwords.ts';

export type ResultItem = { type: 'page'; match: PageMatch } | { type: 'passage'; passage: RankedPassage };

/** A page found by its name, with what the first results' order reads of it (a page match outranks every passage). */
export const pageCopy = (m: PageMatch) => ({
  url: m.url,
  edition: m.group.edition,
  document: m.group.document,
  text: '',
  kind: 'page' as const,
  score: Infinity,
  /** How its name matched (page-names.ts): 0 named as the query, more a partial match. */
  tier: m.tier,
  /** Whether the query's words are whole words of its name ("defiant commandeered"), not only their starts ("counters"). */
  whole: m.whole ?? false,
});

/** Pages whose name only partly matches, shown before the passages. */
export const MAX_PARTIAL_NAMES = 3;
/** A query of more words than this is a sentence, not a name being typed. */
export const NAME_QUERY_WORDS = 3;
/** Words that put two things side by side: a query holding one compares, it does not type a name. */
export const COMPARING: ReadonlySet<string> = new Set(COMPARING_WORDS);
/** Where partly matching pages go for a longer query: after this many passages. */
export const PARTIAL_NAMES_AFTER = 3;

/**
 * The kinds of page a name inside a longer query is taken to name first (page-names.ts, tier 4): a card, or its
 * erratum — what a judge asks about ("is klingon tea ceremony unique now", "feldomite rush erratum requirements").
 * A glossary term's name inside a question ("how does dilemma resolution work") is the question's subject, which
 * the passages answer.
 */
export const CONTAINED_KINDS: readonly string[] = ['card', 'erratum'];
/** Where such a card's page goes: after this many passages. */
export const CONTAINED_AFTER = 1;

export function mergeResults(
  outcome: Pick<SearchOutcome, 'pages' | 'passages' | 'concepts'> & { parsed?: { words: ReadonlyArray<{ word: string }> } },
): ResultItem[] {
  // A query comparing two things ("cannot vs may not", "how many side decks rulebook vs grays": engine.ts) asks of
  // passages, not a name being typed, however few its words.
  const comparing = outcome.passages.some((p) => p.compared) || (outcome.parsed?.words.some((w) => COMPARING.has(w.word)) ?? false);
  const short = outcome.concepts.length <= NAME_QUERY_WORDS && !comparing;
  // A card named inside a longer query (tier 4), or named whole with only a judge's words and words that carry no
  // meaning beside it ("willard decker recommended replacement what changed": tier 2, every word of the query one of
  // the name's): after the first passage, which often is that card's ruling or erratum. Only the card the query
  // holds most of (page-names.ts orders them so).
  const contained = (p: PageMatch) => CONTAINED_KINDS.includes(p.group.kind) && (p.tier === 4 || (!short && p.tier === 2 && p.whole === true));
  const exact = outcome.pages.filter((p) => p.tier === 0);
  // With no card so named, a term a query of keywords names with a word or two besides ("special download icon
  // suspend", page-names.ts `subject`) goes there: the query is about it.
  const named = [
    ...outcome.pages.filter((p) => p.tier === 2 && contained(p)),
    ...outcome.pages.filter((p) => p.tier === 4 && contained(p)),
    ...outcome.pages.filter((p) => p.subject === true),
  ].slice(0, 1);
  // Another page's name inside a longer query names the query's subject, not a page to open: after the passages.
  const inside = outcome.pages.filter((p) => p.tier === 4 && !named.includes(p));
  const partial = outcome.pages.filter((p) => p.tier > 0 && p.tier < 4 && !named.includes(p));
  const pages = (list: PageMatch[]): ResultItem[] => list.map((match) => ({ type: 'page', match }));
  const passages: ResultItem[] = outcome.passages.map((passage) => ({ type: 'passage', passage }));
  // One order for every query: the pages put first, the first passage, the card or term named, the passages to the
  // third, the pages that partly match after them, the other passages, then the pages left.
  const ordered = (first: PageMatch[], afterThird: PageMatch[], left: PageMatch[]): ResultItem[] => [
    ...pages(first),
    ...passages.slice(0, CONTAINED_AFTER),
    ...pages(named),
    ...passages.slice(CONTAINED_AFTER, PARTIAL_NAMES_AFTER),
    ...pages(afterThird.slice(0, MAX_PARTIAL_NAMES)),
    ...passages.slice(PARTIAL_NAMES_AFTER),
    ...pages(left),
    ...pages(afterThird.slice(MAX_PARTIAL_NAMES)),
    ...pages(inside),
  ];
  if (short && exact.length === 0) {
    // A short query names pages as the reader types them: first. One that asks of what a name partly holds ("what is
    // a federation treaty": Treaty: Federation/Bajoran, page-names.ts `askedOf`) is a question, not the name being
    // typed: those pages go after the third passage, as for a longer query.
    const typing = partial.filter((p) => !p.askedOf);
    const askedOf = partial.filter((p) => p.askedOf);
    return ordered(typing.slice(0, MAX_PARTIAL_NAMES), askedOf, typing.slice(MAX_PARTIAL_NAMES));
  }
  return ordered(exact, partial, []);
}

/**
 * Which copy of a repeated passage a result shows first: the document that governs, by the editions' precedence
 * (scripts/ingest/authority.ts, carried to the reader's phone in the lexicon's `precedence`: document short names,
 * the governing one first). The other copies stay one tap away.
 */
const rankIn =
  (precedence: readonly string[]) =>
  (document: string): number => {
    const i = precedence.indexOf(document);
    return i < 0 ? precedence.length : i;
  };

/** A loaded passage, as far as telling repeats apart needs it. */
export interface PassageCopy {
  url: string;
  edition: string;
  document: string;
  text: string;
}

/**
 * A passage's words, kept by its text: grouping repeats compares every pair of the results loaded, each comparison
 * reading both texts' words up to four times, which on a slow phone's first search cost more than the rest of showing
 * them (issue 34). Kept for the last few hundred texts, the results of a query or two.
 */
const wordsKept = new Map<string, string[]>();
function wordsOf(text: string): string[] {
  let w = wordsKept.get(text);
  if (!w) {
    if (wordsKept.size >= 512) wordsKept.clear();
    w = words(text);
    wordsKept.set(text, w);
  }
  return w;
}

/** The share of words two texts have in common (Jaccard over their word sets). */
function overlap(a: string, b: string): number {
  const wa = new Set(wordsOf(a));
  const wb = new Set(wordsOf(b));
  let both = 0;
  for (const w of wa) if (wb.has(w)) both++;
  return both / Math.max(1, wa.size + wb.size - both);
}

/** Words two copies of one paragraph may differ by (Gray's fixes and typos: "recieves"), as a share of all. */
export const SAME_PARAGRAPH_OVERLAP = 0.8;

/** Words two copies of one paragraph that begin differently may differ by (Gray's rewords a paragraph's opening). */
export const NEAR_IDENTICAL_OVERLAP = 0.8;
/** Fewer words than this is too little to call two passages one by their words alone ("See battle."). */
export const NEAR_IDENTICAL_MIN_WORDS = 8;

const anchorOf = (u: string) => u.slice(u.indexOf('#') + 1);

/** Fewest words two passages must share in order to be one passage by {@link inOrderShare} ("has 100 points or more"). */
export const IN_ORDER_MIN_WORDS = 4;

/**
 * The share of the longer of two texts that the other holds in the same order (their words' longest common
 * subsequence over the longer's length): a Current Ruling that repeats a Rulebook sentence with one word changed
 * ("scored 100 points or more", "has 100 points or more") shares 4 of 5, whatever its ¶ anchor.
 */
export function inOrderShare(a: string, b: string): { share: number; common: number } {
  const [x, y] = [wordsOf(a), wordsOf(b)];
  if (x.length === 0 || y.length === 0) return { share: 0, common: 0 };
  let prev = new Array<number>(y.length + 1).fill(0);
  for (const wx of x) {
    const row = new Array<number>(y.length + 1).fill(0);
    for (let j = 1; j <= y.length; j++) row[j] = wx === y[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  const common = prev[y.length]!;
  return { share: common / Math.max(x.length, y.length), common };
}

/**
 * Whether two passages are one paragraph printed in two places (the Rulebook v1.7 and Gray's repeat most of their
 * paragraphs; the Glossary restates some; the Current Rulings repeat Rulebook sentences): same edition, and either the
 * same ¶ anchor (the anchor is made from the first six words) and nearly the same words, or, in two documents and
 * whatever their first words, near-identical wording ({@link NEAR_IDENTICAL_OVERLAP} of their words, at least
 * {@link NEAR_IDENTICAL_MIN_WORDS} each), or the longer's words nearly all in the other in order ({@link inOrderShare},
 * {@link SAME_PARAGRAPH_OVERLAP} of them, at least {@link IN_ORDER_MIN_WORDS}). Within one document, near-identical
 * paragraphs are two rules ("at the start of each of your turns", "at the end of …").
 */
export function sameParagraph(a: PassageCopy, b: PassageCopy): boolean {
  if (a.url === b.url || a.edition !== b.edition || !a.url.includes('#') || !b.url.includes('#')) return false;
  const shared = overlap(a.text, b.text);
  if (anchorOf(a.url) === anchorOf(b.url) && shared >= SAME_PARAGRAPH_OVERLAP) return true;
  if (a.document === b.document) return false;
  const [na, nb] = [wordsOf(a.text).length, wordsOf(b.text).length];
  if (shared >= NEAR_IDENTICAL_OVERLAP && na >= NEAR_IDENTICAL_MIN_WORDS && nb >= NEAR_IDENTICAL_MIN_WORDS) return true;
  // The words in order are at most the shorter's: a share of the longer that cannot reach the bar is not worked out.
  if (Math.min(na, nb) / Math.max(na, nb, 1) < SAME_PARAGRAPH_OVERLAP) return false;
  const inOrder = inOrderShare(a.text, b.text);
  return inOrder.share >= SAME_PARAGRAPH_OVERLAP && inOrder.common >= IN_ORDER_MIN_WORDS;
}

/**
 * Whether two passages state one rule in two documents, though perhaps too differently worded to be shown as one:
 * one paragraph ({@link sameParagraph}), or the same ¶ anchor in the same edition — the same first six words, which a
 * later document keeps when it rewords or adds to the rest (Gray's of v1.7's paragraph, the Glossary restating it).
 */
export function sameRule(a: PassageCopy, b: PassageCopy): boolean {
  if (a.url === b.url || a.edition !== b.edition || !a.url.includes('#') || !b.url.includes('#')) return false;
  return (a.document !== b.document && anchorOf(a.url) === anchorOf(b.url)) || sameParagraph(a, b);
}

/**
 * Groups repeated passages: each group is shown once, where its best-ranked copy stood, by its most authoritative
 * copy (by `order`, the lexicon's precedence), with the others as "also in". Items that are not passages (`text` undefined) stay as they are.
 */
export function groupRepeats<T extends PassageCopy>(items: readonly T[], order: readonly string[]): Array<{ shown: T; also: T[] }> {
  const precedence = rankIn(order);
  const groups: Array<{ shown: T; also: T[] }> = [];
  for (const item of items) {
    const group = groups.find((g) => sameParagraph(g.shown, item) || g.also.some((x) => sameParagraph(x, item)));
    if (!group) {
      groups.push({ shown: item, also: [] });
      continue;
    }
    if (precedence(item.document) < precedence(group.shown.document)) {
      group.also.unshift(group.shown);
      group.shown = item;
    } else {
      group.also.push(item);
    }
  }
  for (const g of groups) g.also.sort((a, b) => precedence(a.document) - precedence(b.document));
  // A copy of a rule in a document that does not govern (Gray's beside v1.7) never stands above the governing copy.
  // The copy moved up is looked at again in its new place, since a copy that governs it may stand lower still (Gray's,
  // then v1.7, then the Glossary, each restating the same paragraph's first words): the document at place i only gets
  // more authoritative, so this ends.
  for (let i = 0; i < groups.length; i++) {
    const j = groups.findIndex((g, k) => k > i && precedence(g.shown.document) < precedence(groups[i]!.shown.document) && sameRule(g.shown, groups[i]!.shown));
    if (j < 0) continue;
    const [moved] = groups.splice(j, 1);
    groups.splice(i, 0, moved!);
    i--;
  }
  return groups;
}

/** How many results at the top should show both editions, when the reader searched both. */
export const BOTH_EDITIONS_WITHIN = 3;
/** How good the other edition's best passage must be, against the top result's score, to be moved up. */
export const OTHER_EDITION_MIN_SCORE = 0.5;

/**
 * When the reader searches both editions and the first {@link BOTH_EDITIONS_WITHIN} results are all of one, the
 * other edition's best passage moves up to the last of those places if it scores at least
 * {@link OTHER_EDITION_MIN_SCORE} of the top passage: the same question ("repair damaged ship") usually has an answer
 * in each edition, and a reader who has not chosen one should see both. Returns a new order.
 */
export function bothEditions<G extends { shown: { edition: string; score: number; kind: 'page' | 'passage' } }>(groups: readonly G[]): G[] {
  const out = [...groups];
  const top = out.slice(0, BOTH_EDITIONS_WITHIN);
  if (top.length < BOTH_EDITIONS_WITHIN) return out;
  const editions = new Set(top.map((g) => g.shown.edition));
  if (editions.size !== 1) return out;
  const best = Math.max(...out.filter((g) => g.shown.kind === 'passage').map((g) => g.shown.score));
  const at = out.findIndex(
    (g, i) => i >= BOTH_EDITIONS_WITHIN && g.shown.kind === 'passage' && !editions.has(g.shown.edition) && g.shown.score >= OTHER_EDITION_MIN_SCORE * best,
  );
  if (at < 0) return out;
  const [moved] = out.splice(at, 1);
  out.splice(BOTH_EDITIONS_WITHIN - 1, 0, moved!);
  return out;
}

/** A result that may be a superseded paragraph: the URL of the text that stands, from its page's mark. */
export interface MaybeSuperseded {
  url: string;
  superseded?: { by: string; stands: string; part?: true };
}

const isCopy = (x: object): x is PassageCopy =>
  typeof (x as PassageCopy).text === 'string' && typeof (x as PassageCopy).document === 'string' && typeof (x as PassageCopy).edition === 'string';

/**
 * The text that stands comes before the text it overrides: for each superseded paragraph in the list, the passage
 * that stands (its mark's link: the edition's precedence decided it, scripts/ingest/disagreements.ts) moves up to
 * just before it — or, when the list lacks it and `find` can give it, is put there (in its place, with the superseded
 * copy as "also in", when the two are one paragraph: {@link sameParagraph}). The superseded paragraph stays
 * listed, one place lower, and says so in its result. Returns a new order.
 */
export function standingFirst<T extends MaybeSuperseded>(
  groups: ReadonlyArray<{ shown: T; also: T[] }>,
  find?: (url: string) => T | undefined,
): Array<{ shown: T; also: T[] }> {
  const out = [...groups];
  for (let i = 0; i < out.length; i++) {
    const stands = out[i]!.shown.superseded?.stands;
    if (!stands) continue;
    const j = out.findIndex((g) => g.shown.url === stands || g.also.some((x) => x.url === stands));
    if (j > i) {
      const [moved] = out.splice(j, 1);
      out.splice(i, 0, moved!);
      i++;
    } else if (j < 0) {
      const found = find?.(stands);
      const here = out[i]!;
      // The text that stands, when it is the same paragraph reworded a little, is shown instead, the superseded copy
      // one tap away ("Also in"), as a repeat is: not the same passage twice.
      if (found && isCopy(found) && isCopy(here.shown) && sameParagraph(found, here.shown)) out[i] = { shown: found, also: [here.shown, ...here.also] };
      else if (found) {
        out.splice(i, 0, { shown: found, also: [] });
        i++;
      }
    }
  }
  return out;
}

/**
 * The first results in the order the box and the results page show them (and the tools that measure them): repeats
 * grouped already; when the reader searched both editions (`edition` undefined), the edition the query implies first
 * (`implied`, {@link preferEdition}) or else both editions among the first three ({@link bothEditions}); the text that
 * stands before the text it overrides ({@link standingFirst}).
 */
export function arrangeFirst<T extends MaybeSuperseded & { edition: string; score: number; kind: 'page' | 'passage'; tier?: number; whole?: boolean }>(
  groups: ReadonlyArray<{ shown: T; also: T[] }>,
  edition: string | undefined,
  find?: (url: string) => T | undefined,
  implied?: string,
): Array<{ shown: T; also: T[] }> {
  if (edition) return standingFirst(groups, find);
  return standingFirst(implied ? preferEdition(groups, implied) : bothEditions(passingNamesAfter(groups)), find);
}

/**
 * With the box on All and a query whose words imply an edition (engine.ts, `impliedEdition`: "how many counters do i
 * get" is 2E's word), that edition's results come first, in their order, and the other's after them: another
 * edition's passing match never stands above an answer. A page named exactly as the query stays where it is.
 * Returns a new order.
 */
export function preferEdition<G extends { shown: { edition: string; kind: 'page' | 'passage'; tier?: number } }>(groups: readonly G[], implied: string): G[] {
  const first = (g: G) => g.shown.edition === implied || g.shown.edition === '' || (g.shown.kind === 'page' && (g.shown.tier ?? 0) === 0);
  return [...groups.filter(first), ...groups.filter((g) => !first(g))];
}

/**
 * With the box on All, a page whose name only partly matches the query, by the start of a word of it, in the other
 * edition than the best passage's, is a passing match ("how many counters do i get": the 1E card Countermanda by
 * "counter…", beside the 2E rule on counters): it goes after the first {@link PARTIAL_NAMES_AFTER} passages, not above
 * them. A name that holds the query's words whole ("defiant commandeered") stays where it is. Returns a new order.
 */
export function passingNamesAfter<G extends { shown: { edition: string; kind: 'page' | 'passage'; tier?: number; whole?: boolean } }>(
  groups: readonly G[],
): G[] {
  const best = groups.find((g) => g.shown.kind === 'passage');
  if (!best) return [...groups];
  const passing = (g: G) => g.shown.kind === 'page' && (g.shown.tier ?? 0) > 0 && !g.shown.whole && g.shown.edition !== best.shown.edition;
  const at = groups.indexOf(best);
  if (!groups.slice(0, at).some(passing)) return [...groups];
  const rest = groups.filter((g, i) => !passing(g) || i > at);
  const moved = groups.filter((g, i) => i < at && passing(g));
  let passages = 0;
  let insert = rest.length;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i]!.shown.kind === 'passage' && ++passages === PARTIAL_NAMES_AFTER) {
      insert = i + 1;
      break;
    }
  }
  return [...rest.slice(0, insert), ...moved, ...rest.slice(insert)];
}
