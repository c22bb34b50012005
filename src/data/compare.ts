/**
 * Gray's Digital Edition beside the Rulebook v1.7, section by section: each v1.7 section with the Gray's sections
 * that correspond to it (their `counterpart`), and a word-level comparison of their texts. Computed once per build.
 */
import { siteData, type Rule } from './site.ts';
import { markdownBodyOf } from './bodies.ts';
import { comparePages, similarity, type Row } from '../lib/compare.ts';
import { atAstroBoundary } from '../lib/astro-errors.ts';

export interface Comparison {
  v17: Rule;
  grays: Rule[];
  /** Stretches of the two texts up to each paragraph break they share (v1.7 as `a`, Gray's as `b`). */
  rows: Row[];
  /** The passage (`<entry>#<anchor>`) of each paragraph of each side, by its place (a row's `aAt`/`bAt`). */
  passagesA: Array<string | undefined>;
  passagesB: Array<string | undefined>;
  similarity: number;
}

let cached: Promise<Comparison[]> | undefined;

export function comparisons(): Promise<Comparison[]> {
  cached ??= atAstroBoundary(async () => {
    const { books } = await siteData();
    const v17 = books.get('1e/rulebook') ?? [];
    const grays = books.get('1e/grays') ?? [];
    return v17.map((section) => {
      const matching = grays.filter((g) => g.data.counterpart?.id === section.id);
      const { rows, passagesA, passagesB } = comparePages(
        [{ entry: `rules/${section.id}`, body: markdownBodyOf(section) }],
        matching.map((g) => ({ entry: `rules/${g.id}`, body: markdownBodyOf(g) })),
      );
      return { v17: section, grays: matching, rows, passagesA, passagesB, similarity: matching.length ? similarity(rows) : 0 };
    });
  });
  return cached;
}

/** "1e/rulebook/the-affiliations" → "the-affiliations": the comparison page's slug. */
export { compareSlug } from '../lib/urls.ts';
