/**
 * The HTML of every page of two builds, compared: for a change that should leave the site as it was (a refactor), and
 * for the bench's check that an incremental rebuild renders what a full build renders. Asset names differ by their
 * content hash whenever any CSS or script changes, so `/_astro/<name>.<hash>.<ext>` is compared without the hash;
 * everything else byte for byte.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './html-pages.ts';

export interface BuildComparison {
  before: number;
  after: number;
  onlyBefore: string[];
  onlyAfter: string[];
  /** Each differing page with the first place it differs (a few characters either side). */
  differing: Array<{ page: string; before: string; after: string }>;
}

const unhashed = (html: string) => html.replace(/(\/_astro\/[\w.-]+?)\.[\w-]{8}\.(js|css)/g, '$1.HASH.$2');

/** Compares the pages of the built folders `before` and `after`. */
export function compareBuilds(before: string, after: string): BuildComparison {
  const a = new Set(htmlFiles(before));
  const b = new Set(htmlFiles(after));
  const differing: BuildComparison['differing'] = [];
  for (const page of [...a].filter((p) => b.has(p))) {
    const x = unhashed(readFileSync(join(before, page), 'utf8'));
    const y = unhashed(readFileSync(join(after, page), 'utf8'));
    if (x === y) continue;
    let i = 0;
    while (i < x.length && x[i] === y[i]) i++;
    differing.push({ page, before: x.slice(Math.max(0, i - 40), i + 60), after: y.slice(Math.max(0, i - 40), i + 60) });
  }
  return { before: a.size, after: b.size, onlyBefore: [...a].filter((p) => !b.has(p)), onlyAfter: [...b].filter((p) => !a.has(p)), differing };
}
