/**
 * The lexicon: what the reader's browser knows of the site besides Pagefind's index, made at build time
 * (scripts/lib/search-index.ts) and precached with it.
 * - `search/lexicon.json`, fetched with the index: the site's vocabulary — every word of every record with the number
 *   of records holding it, to correct a word the index does not hold (spelling.ts) — and the 1E Glossary's aliases
 *   ("death" is a name of "discarding"), which search expands like the thesaurus.
 * - `search/names/<n>.json`, fetched as a query needs them: every page's names (title and "Also:" names), its group
 *   (edition, kind, document) and the start of its first passage, so that a page named as the query comes first. A
 *   page is listed under the first two letters of each word of its names ("Pinned Down": `pi`, `do`), and those keys
 *   are packed in order into files of about {@link SHARD_PAGES} pages (`shards` maps each key to its file), so a
 *   query fetches only the few small files of its own words and the offline copy holds a few dozen of them. Words in
 *   very many names ("x2" in a multiplied corpus) are not used to list pages, so that no file holds nearly the site.
 */
import { vocabularyWords, words } from './words.ts';
import { isStopWord } from './stopwords.ts';
import type { Edition } from '../vocab.ts';

/** Where the lexicon is written under dist/ and served from. */
export const LEXICON_PATH = 'search/lexicon.json';
/** Where a names file is: `search/names/12.json`. */
export const namesPath = (file: number): string => `search/names/${file}.json`;

/** The edition, kind and document shared by many pages: written once and referred to by index. */
export interface Group {
  edition: Edition;
  /** The `kind` filter value ("term"). */
  kind: string;
  /** Its label ("Glossary term"). */
  kindLabel: string;
  /** The document's short name, also the `document` filter value ("ST1E Glossary"). */
  document: string;
}

/** A page: [URL, group index, names (title first), start of its first passage ("" when it has none)]. */
export type LexiconPage = [url: string, group: number, names: string[], lead: string];

export interface Lexicon {
  version: 4;
  /** How many passage records the index holds. */
  passages: number;
  groups: Group[];
  /** The glossaries' other names for their terms, folded into words (src/lib/search/words.ts): [alias, term, edition]. */
  aliases: Array<[alias: string, term: string, edition: Edition]>;
  /**
   * Table talk (table-talk.ts), folded: [the rule term, its edition, what players say for it, joined by "|"]. Written
   * here by the build, so the reviewed entries' sources and reasons stay out of the browser's search script.
   */
  tableTalk: Array<[term: string, edition: Edition, says: string]>;
  /** Each names key (the first two letters of a word) and the names file that lists its pages. */
  shards: Record<string, number>;
  /**
   * Each word (src/lib/search/words.ts) and how many records hold it, compactly: the words (sorted, space-separated)
   * under the bucket their count falls in — "1", "3", "10", "30", "100", "1000" (at most that many) — for about a sixth
   * fewer bytes than word: count pairs. Spelling needs only the rough count ({@link decodeWords}).
   */
  words: Record<string, string>;
  /** Documents' short names, the governing one of each edition first (scripts/ingest/authority.ts): which copy of a repeated passage shows. */
  precedence: string[];
  /**
   * The words only one edition uses, by edition, space-separated ({@link editionWords}): a query with the box on All
   * that holds some of one edition's and none of the other's implies that edition ("dilemma pile", "seed phase").
   */
  editionWords?: Partial<Record<Edition, string>>;
}

/** One names file: the pages with a word of their names beginning with one of its keys. */
export interface NamesShard {
  file: number;
  keys: string[];
  pages: LexiconPage[];
}

/** About how many pages a names file lists (a key with more has a file of its own). */
export const SHARD_PAGES = 60;

/** A page as the index step reads it from the built HTML. */
export interface PageInput {
  url: string;
  group: Group;
  names: string[];
  lead: string;
}

/** A word that is in more than this share of all page names, and in more than COMMON_NAME_WORD_MIN of them, does not list pages in a shard. */
export const COMMON_NAME_WORD_SHARE = 0.05;
export const COMMON_NAME_WORD_MIN = 50;

/** The shard a word belongs to: its first two characters ("pinned" → "pi"; "q" → "q"), any but a–z and 0–9 as "_". */
export const shardOf = (word: string): string => word.slice(0, 2).replace(/[^a-z0-9]/g, '_');

/** The shards a query needs to match page names: its words' first characters (the query as typed, edition aside). */
export function shardsForQuery(text: string): string[] {
  return [...new Set(words(text).map(shardOf))].sort();
}

/**
 * The lexicon of a site and its names shards: pages in URL order, the vocabulary of `passages` (every passage's text)
 * and of every page's names. Sorted throughout, so the same site gives the same bytes.
 */
export function buildLexicon(
  pages: readonly PageInput[],
  passages: readonly string[],
  precedence: readonly string[] = [],
  /** Each passage's edition, in the order of `passages` (none: no edition words). */
  editions: readonly (Edition | undefined)[] = [],
  /** Table talk, folded ([term, edition, says]: table-talk.ts, tableTalkPairs). */
  tableTalk: Lexicon['tableTalk'] = [],
): { lexicon: Lexicon; shards: NamesShard[] } {
  const groups: Group[] = [];
  const groupIndex = new Map<string, number>();
  const sorted = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const entries: LexiconPage[] = sorted.map((p) => {
    const key = JSON.stringify(p.group);
    let g = groupIndex.get(key);
    if (g === undefined) {
      g = groups.push(p.group) - 1;
      groupIndex.set(key, g);
    }
    return [p.url, g, p.names, p.lead];
  });

  // Shards: each page under the first characters of its names' words, leaving out words common to many names.
  const nameWords = entries.map(([, , names]) => new Set(names.flatMap((n) => words(n))));
  const inNames = new Map<string, number>();
  for (const ws of nameWords) for (const w of ws) inNames.set(w, (inNames.get(w) ?? 0) + 1);
  const common = (w: string) => (inNames.get(w) ?? 0) > Math.max(COMMON_NAME_WORD_MIN, COMMON_NAME_WORD_SHARE * entries.length);
  const byShard = new Map<string, LexiconPage[]>();
  entries.forEach((entry, i) => {
    const ws = [...nameWords[i]!];
    const keys = new Set(ws.filter((w) => !common(w)).map(shardOf));
    // A name of common words only is listed under its first word.
    if (keys.size === 0 && ws.length > 0) keys.add(shardOf(words(entry[2][0]!)[0] ?? ws[0]!));
    for (const k of keys) (byShard.get(k) ?? byShard.set(k, []).get(k)!).push(entry);
  });
  // Keys in order, packed into files of about SHARD_PAGES pages.
  const shards: NamesShard[] = [];
  for (const key of [...byShard.keys()].sort()) {
    const pages = byShard.get(key)!;
    let last = shards.at(-1);
    if (!last || (last.pages.length > 0 && new Set([...last.pages, ...pages]).size > SHARD_PAGES)) {
      last = { file: shards.length, keys: [], pages: [] };
      shards.push(last);
    }
    last.keys.push(key);
    for (const p of pages) if (!last.pages.includes(p)) last.pages.push(p);
  }

  const aliases: Lexicon['aliases'] = [];
  for (const [, g, names] of entries) {
    const group = groups[g]!;
    if (group.kind !== 'term') continue;
    // Folded here, once, rather than on every reader's phone.
    for (const alias of names.slice(1)) aliases.push([words(alias).join(' '), words(names[0]!).join(' '), group.edition]);
  }

  const counts = new Map<string, number>();
  for (const text of [...passages, ...entries.map(([, , names]) => names.join(' '))]) {
    for (const w of new Set(vocabularyWords(text))) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const vocabulary = encodeWords(counts);
  const keys: Record<string, number> = {};
  for (const s of shards) for (const k of s.keys) keys[k] = s.file;
  const byEdition = editionWords(passages, editions);
  return {
    lexicon: {
      version: 4,
      passages: passages.length,
      groups,
      aliases,
      tableTalk: [...tableTalk],
      shards: keys,
      words: vocabulary,
      precedence: [...precedence],
      ...(Object.keys(byEdition).length > 0 ? { editionWords: byEdition } : {}),
    },
    shards,
  };
}

/** How many of an edition's passages must hold a word for it to be one of that edition's words. */
export const EDITION_WORD_MIN = 5;
/**
 * How much likelier a word must be in one edition's passages than in the other's (the share of each edition's
 * passages that hold it, the other's count plus a half so that none is not nothing), for it to imply that edition.
 */
export const EDITION_WORD_RATIO = 8;

/**
 * The words of each edition's passages (text and search aids) that the other edition's rarely use, stop words aside:
 * held by at least {@link EDITION_WORD_MIN} of its passages and {@link EDITION_WORD_RATIO} times likelier in them than
 * in the other's. Made from the documents, not listed by hand: "seed", "spaceline", "facility" are 1E's; "counters",
 * "brig", "engagement" 2E's. Sorted, space-separated.
 */
export function editionWords(passages: readonly string[], editions: readonly (Edition | undefined)[]): Partial<Record<Edition, string>> {
  const counts = new Map<Edition, Map<string, number>>();
  const totals = new Map<Edition, number>();
  passages.forEach((text, i) => {
    const e = editions[i];
    if (!e) return;
    totals.set(e, (totals.get(e) ?? 0) + 1);
    const of = counts.get(e) ?? counts.set(e, new Map()).get(e)!;
    for (const w of new Set(vocabularyWords(text))) if (!isStopWord(w)) of.set(w, (of.get(w) ?? 0) + 1);
  });
  const out: Partial<Record<Edition, string>> = {};
  if (counts.size !== 2) return out;
  for (const [e, of] of counts) {
    const [other, otherCounts] = [...counts].find(([x]) => x !== e)!;
    const share = (n: number, edition: Edition) => n / totals.get(edition)!;
    const list = [...of]
      .filter(([w, n]) => n >= EDITION_WORD_MIN && share(n, e) >= EDITION_WORD_RATIO * share((otherCounts.get(w) ?? 0) + 0.5, other))
      .map(([w]) => w)
      .sort();
    if (list.length > 0) out[e] = list.join(' ');
  }
  return out;
}

/** The count buckets of the lexicon's words: a word held by n records is listed under the first bucket ≥ n. */
export const WORD_BUCKETS = [1, 3, 10, 30, 100, 1000] as const;

/** Words and their counts as the lexicon stores them (see Lexicon.words). */
export function encodeWords(counts: ReadonlyMap<string, number>): Record<string, string> {
  const out: Record<string, string[]> = {};
  for (const w of [...counts.keys()].sort()) {
    const n = counts.get(w)!;
    const bucket = WORD_BUCKETS.find((b) => n <= b) ?? WORD_BUCKETS.at(-1)!;
    (out[String(bucket)] ??= []).push(w);
  }
  return Object.fromEntries(Object.entries(out).map(([b, ws]) => [b, ws.join(' ')]));
}

/** The lexicon's words with a rough count each (its bucket), for spelling (spelling.ts). */
export function decodeWords(encoded: Readonly<Record<string, string>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [bucket, list] of Object.entries(encoded)) for (const w of list.split(' ')) if (w) out[w] = Number(bucket);
  return out;
}
