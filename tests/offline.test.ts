/**
 * The service worker as built (dist/sw.js, scripts/lib/sw.ts): it precaches every page and the whole search index,
 * each with the revision of the file now in dist/ — so a build whose content differs writes a different sw.js, and
 * browsers replace their offline copy. The JSON export is left out; the total stays within a budget.
 */
import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST, pages } from './dist.ts';
import { precacheManifest } from '../scripts/lib/sw.ts';
import { filesUnder as allFilesUnder } from '../scripts/lib/files-under.ts';

const manifest = () => new Map(precacheManifest(readFileSync(join(DIST, 'sw.js'), 'utf8')).map((e) => [e.url, e.revision]));
const md5 = (path: string) => createHash('md5').update(readFileSync(join(DIST, path))).digest('hex');
/** The files below a folder of dist/, as paths relative to dist/ ("pagefind/fragment/en_1a2b.pf_fragment"). */
const filesUnder = (dir: string) => allFilesUnder(join(DIST, dir)).map((f) => relative(DIST, f).split('\\').join('/'));

describe('the offline copy (dist/sw.js)', () => {
  test('should precache every page with the revision of its current file', () => {
    const m = manifest();
    const wrong = pages()
      .map((p) => p.file.slice(DIST.length + 1))
      .filter((file) => m.get(file) !== md5(file));
    expect(wrong).toEqual([]);
  });

  test('should precache the whole search index that src/scripts/search.ts uses', () => {
    const m = manifest();
    const needed = [
      'pagefind/pagefind.js', 'pagefind/pagefind-worker.js', 'pagefind/pagefind-entry.json', 'pagefind/wasm.en.pagefind',
      ...readdirSync(join(DIST, 'pagefind')).filter((f) => f.endsWith('.pf_meta')).map((f) => `pagefind/${f}`),
      ...filesUnder('pagefind/index'), ...filesUnder('pagefind/fragment'), ...filesUnder('pagefind/filter'),
      // The lexicon: page names and the vocabulary for spelling correction (src/lib/search/lexicon.ts).
      'search/lexicon.json',
    ];
    expect(needed.filter((f) => m.get(f) !== md5(f))).toEqual([]);
    expect(filesUnder('pagefind/fragment').length).toBeGreaterThan(500);
  });

  test('should precache the built CSS and JS, and neither the JSON export nor itself', () => {
    const m = manifest();
    expect(filesUnder('_astro').filter((f) => !m.has(f))).toEqual([]);
    expect([...m.keys()].filter((u) => u.startsWith('data/') || u === 'sw.js' || /pagefind-(component-|modular-)?ui/.test(u))).toEqual([]);
  });

  // The whole site is precached so that unvisited pages work offline: ~1,400 pages (800 of them cards), the search
  // index and its semantic layer, about 19 MiB on disk (the layer 5.5 of them) and 9 MiB over the wire (HTML gzipped;
  // Pagefind's files are compressed already; the layer 3.8 MB gzip). The limit catches an accidental doubling, e.g. a
  // script inlined into every page.
  test('should stay within 24 MiB in all', () => {
    const total = [...manifest().keys()].reduce((sum, f) => sum + statSync(join(DIST, f)).size, 0);
    expect(total).toBeLessThan(24 * 1024 * 1024);
  });
});
