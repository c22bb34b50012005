/**
 * Pagefind's ranking options for the site's records (its `ranking` option, set in the reader's browser by
 * src/client/search/pagefind.ts and by the tools that run the engine). `metaWeights` weighs a match in a record's
 * meta fields: `ask` is the passage's search aids (players' questions and everyday names, scripts/ingest/search-aids/);
 * the page's `title` and the passage's `section` heading keep Pagefind's defaults. Set on the TUNE part of the golden
 * set (`npm run search:tune`, lexical, first three of 154): ask 0 → 136, 0.5 → 138, 1 → 139, 3 → 136.
 */
export const PAGEFIND_RANKING = {
  metaWeights: { ask: 1 },
} as const;
