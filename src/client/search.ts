/**
 * Search in the reader's browser: the header box (results as you type, ./search/box.ts) and the /search/ page
 * (./search/page.ts). The decisions — editions, stop words, spelling, the thesaurus, ranking — are
 * src/lib/search/engine.ts; ./search/pagefind.ts loads Pagefind and the lexicon, ./search/run.ts runs a query and loads
 * the passages shown, and ./search/render.ts writes them as DOM nodes (never as HTML strings from content).
 * One entry for both, so that the box and the page share one chunk.
 */
export { attachSearchBox } from './search/box.ts';
export { attachSearchPage } from './search/page.ts';
