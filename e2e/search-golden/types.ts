/**
 * The search golden set: lookups the way players and judges type them at the table, each with the passages (or
 * pages) that answer it. Written from the source documents, never from what the search returns: for each lookup,
 * the answer was found in the source text first (`source`), then the site's passages holding those lines were listed
 * (`answers`). The browser test (e2e/search-golden.spec.ts) and `npm run bench` type each lookup into the site's own
 * search box and count a lookup as found when any of its answers is among the first three results.
 */

/** What kind of lookup: how a player phrased it. */
export const LOOKUP_KINDS = ['question', 'paraphrase', 'typo', 'card', 'judge', 'keyword'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export const LOOKUP_KIND_LABELS: Record<LookupKind, string> = {
  question: 'questions (a sentence with words that carry no rule meaning)',
  paraphrase: 'paraphrases (everyday words where the documents use game terms)',
  typo: 'typos (a misspelled word)',
  card: 'card names (partial or misspelled)',
  judge: "judge lookups (a card's erratum or ruling, what governs)",
  keyword: "keywords (the documents' own terms)",
};

export type Edition = '1E' | '2E';

export interface Lookup {
  /** What the reader types, exactly. */
  q: string;
  kind: LookupKind;
  /**
   * What answers it: a passage `/1e/glossary/battle/#p-if-your-opponent-attacks-you-during` (page URL + ¶ anchor),
   * or, for a card or term named by the lookup, its page `/2e/cards/pinned-down/`. Every passage of every document
   * that states the answer is listed (v1.7 and Gray's often hold the same paragraph; the Glossary often restates it).
   */
  answers: string[];
  /** Where the answer stands in the sources, one per document: "1e-glossary-terms.txt:605" or "…:605-610". */
  source: string[];
  /** Why these passages answer it, in a few words, for whoever reviews the set. */
  why: string;
}

/**
 * A lookup as it is run: with the edition its asker plays. A player of one edition keeps the header box's edition
 * choice on it (the box remembers it), so the runner sets the box to that edition — except when the query names an
 * edition itself ("… 2e"), which it then runs with the box on All, so that the query's own words must do it.
 */
export interface GoldenLookup extends Lookup {
  edition: Edition;
}
