/**
 * The service worker as built (dist/sw.js, scripts/lib/sw.ts; its lists read from the manifest it was built with,
 * dist/.sw-manifest.json): "Keep for offline use" saves every page and the whole search index, each with the revision
 * of the file now in dist/ — so a build whose content differs writes a different list and sw.js, and browsers replace
 * a kept copy. The JSON export is left out; the total stays within a budget.
 * A first visit precaches only the shell, which stays small.
 */
import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST, pages } from './dist.ts';
import { keepManifest, precacheManifest } from '../scripts/lib/sw.ts';
import { filesUnder as allFilesUnder } from '../src/lib/files-under.ts';

const manifest = () => new Map(keepManifest(DIST).entries.map((e) => [e.url, e.revision]));
const md5 = (path: string) =>
  createHash('md5')
    .update(readFileSync(join(DIST, path)))
    .digest('hex');
/** The files below a folder of dist/, as paths relative to dist/ ("pagefind/fragment/en_1a2b.pf_fragment"). */
/** The build's files under `dir`; not the server's precompressed copies of them (scripts/lib/precompress.ts). */
const filesUnder = (dir: string) =>
  allFilesUnder(join(DIST, dir))
    .map((f) => relative(DIST, f).split('\\').join('/'))
    .filter((f) => !/\.(br|gz)$/.test(f));

describe('the kept copy (dist/sw.js and the list it names)', () => {
  test('should precache every page with the revision of its current file', () => {
    const m = manifest();
    const wrong = pages()
      .map((p) => p.file.slice(DIST.length + 1))
      .filter((file) => m.get(file) !== md5(file));
    expect(wrong).toEqual([]);
  });

  test('should precache the whole search index that src/client/search.ts uses', () => {
    const m = manifest();
    const needed = [
      'pagefind/pagefind.js',
      'pagefind/pagefind-worker.js',
      'pagefind/pagefind-entry.json',
      'pagefind/wasm.en.pagefind',
      ...readdirSync(join(DIST, 'pagefind'))
        .filter((f) => f.endsWith('.pf_meta'))
        .map((f) => `pagefind/${f}`),
      ...filesUnder('pagefind/index'),
      ...filesUnder('pagefind/fragment'),
      ...filesUnder('pagefind/filter'),
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
  test('should stay within 24 MiB in all, the size sw.js gives the control', () => {
    const total = [...manifest().keys()].reduce((sum, f) => sum + statSync(join(DIST, f)).size, 0);
    expect(total).toBeLessThan(24 * 1024 * 1024);
    expect(keepManifest(DIST).bytes).toBe(total);
  });

  test('should precache on a first visit only the offline page and what it needs, each at its current revision', () => {
    const shell = precacheManifest(DIST);
    const m = manifest();
    expect(shell.filter((e) => e.url.endsWith('.html')).map((e) => e.url)).toEqual(['offline/index.html']);
    expect(shell.filter((e) => e.url !== 'favicon.svg' && m.get(e.url) !== e.revision)).toEqual([]);
    expect(shell.reduce((sum, e) => sum + statSync(join(DIST, e.url)).size, 0)).toBeLessThan(100 * 1024);
  });
});
