/**
 * The HTML pages of a built site, and the URL path each one is served at: one walk of dist/ for the build tests
 * (tests/dist.ts), the bench (scripts/bench/weight.ts) and the before/after comparison (scripts/lib/compare-builds.ts).
 */
import { relative } from 'node:path';
import { filesUnder } from '../../src/lib/files-under.ts';

/** Folders of dist/ that hold no page (the search index, the bundled assets): not walked. */
const NOT_PAGES = new Set(['pagefind', '_astro']);

/** Every HTML file of a built site, relative to it with forward slashes ("1e/glossary/dilemma/index.html"), sorted. */
export function htmlFiles(dist: string): string[] {
  return filesUnder(dist)
    .map((f) => relative(dist, f).split('\\').join('/'))
    .filter((f) => f.endsWith('.html') && !NOT_PAGES.has(f.replace(/\/[\s\S]*$/, '')))
    .sort();
}

/** The URL path a page file is served at: "1e/glossary/dilemma/index.html" → "/1e/glossary/dilemma/"; "404.html" → "/404.html". */
export const pageUrl = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
