/**
 * The lexicon: what the reader's browser knows of the site besides Pagefind's index, made at build time
 * (scripts/lib/search-index.ts) and precached with it.
 * - `search/lexicon.json`, fetched with the index: the site's vocabulary — every word of every record with the number
 *   of records holding it, to correct a word the index does not hold (spelling.ts) — and the 1E Glossary's aliases
 *   ("death" is a name of "discarding"), which search expands like the thesaurus.
 * - `search/names/<c>.json`, fetched as a query needs them: every page's names (title and "Also:" names), its group
 *   (edition, kind, document) and the start of its first passage, so that a page named as the query comes first. A
 *   page is listed under the first character of each word of its names (`c`: a–z, 0–9, or `_`), so a query needs only
 *   the shards of its own words' first characters; words in very many names ("x2" in a multiplied corpus) are not used
 *   to list pages, so that no shard holds nearly the whole site.
 */
import { vocabularyWords, words } from './words.ts';
import type { Edition } from '../vocab.ts';

/** Where the lexicon is written under dist/ and served from. */
export const LEXICON_PATH = 'search/lexicon.json';
/** Where a names shard is: `search/names/q.json`. */
export const namesPath = (shard: string): string => `search/names/${shard}.json`;

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
  version: 2;
  /** How many passage records the index holds. */
  passages: number;
  groups: Group[];
  /** The glossaries' other names for their terms, folded into words (src/lib/search/words.ts): [alias, term, edition]. */
  aliases: Array<[alias: string, term: string, edition: Edition]>;
  /** The names shards that exist (`search/names/<shard>.json`). */
  shards: string[];
  /** Each word (src/lib/search/words.ts) and how many records hold it. */
  words: Record<string, number>;
}

/** One names shard: the pages with a word of their names beginning with its character. */
export interface NamesShard {
  shard: string;
  pages: LexiconPage[];
}

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

/** The shard a word belongs to: its first character, a–z or 0–9, else "_". */
export const shardOf = (word: string): string => (/^[a-z0-9]/.test(word) ? word[0]! : '_');

/** The shards a query needs to match page names: its words' first characters (the query as typed, edition aside). */
export function shardsForQuery(text: string): string[] {
  return [...new Set(words(text).map(shardOf))].sort();
}

/**
 * The lexicon of a site and its names shards: pages in URL order, the vocabulary of `passages` (every passage's text)
 * and of every page's names. Sorted throughout, so the same site gives the same bytes.
 */
export function buildLexicon(pages: readonly PageInput[], passages: readonly string[]): { lexicon: Lexicon; shards: NamesShard[] } {
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
  const shards = [...byShard.keys()].sort().map((shard) => ({ shard, pages: byShard.get(shard)! }));

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
  const vocabulary: Record<string, number> = {};
  for (const w of [...counts.keys()].sort()) vocabulary[w] = counts.get(w)!;
  return { lexicon: { version: 2, passages: passages.length, groups, aliases, shards: shards.map((s) => s.shard), words: vocabulary }, shards };
}
