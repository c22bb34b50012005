/**
 * The lexicon: what the reader's browser knows of the site before it asks Pagefind anything, in one small file made at
 * build time (scripts/lib/search-index.ts) and fetched with the index:
 * - every page's names (title and "Also:" names), its group (edition, kind, document) and the start of its first
 *   passage, so that a page named as the query comes first and a passage's result can say where it is from;
 * - the vocabulary: every word of every record with the number of records holding it, to correct a word the index
 *   does not hold (src/lib/search/spelling.ts) and to weigh words by how rare they are.
 */
import { vocabularyWords } from './words.ts';
import type { Edition } from '../vocab.ts';

/** Where the lexicon is written under dist/ and served from. */
export const LEXICON_PATH = 'search/lexicon.json';

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
  version: 1;
  /** How many passage records the index holds. */
  passages: number;
  groups: Group[];
  pages: LexiconPage[];
  /** Each word (src/lib/search/words.ts) and how many records hold it. */
  words: Record<string, number>;
}

/** A page as the index step reads it from the built HTML. */
export interface PageInput {
  url: string;
  group: Group;
  names: string[];
  lead: string;
}

/**
 * The lexicon of a site: its pages in URL order, and the vocabulary of `texts` (every passage and every page's
 * names). Sorted throughout, so the same site gives the same bytes.
 */
export function buildLexicon(pages: readonly PageInput[], passages: readonly string[]): Lexicon {
  const groups: Group[] = [];
  const groupIndex = new Map<string, number>();
  const out: LexiconPage[] = [];
  for (const p of [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))) {
    const key = JSON.stringify(p.group);
    let g = groupIndex.get(key);
    if (g === undefined) {
      g = groups.push(p.group) - 1;
      groupIndex.set(key, g);
    }
    out.push([p.url, g, p.names, p.lead]);
  }
  const counts = new Map<string, number>();
  for (const text of [...passages, ...pages.map((p) => p.names.join(' '))]) {
    for (const w of new Set(vocabularyWords(text))) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const words: Record<string, number> = {};
  for (const w of [...counts.keys()].sort()) words[w] = counts.get(w)!;
  return { version: 1, passages: passages.length, groups, pages: out, words };
}
