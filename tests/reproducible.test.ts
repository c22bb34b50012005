/**
 * The same site gives the same bytes (issue 17, item 4): the search index made again from the built pages is byte for
 * byte the one the build wrote. (Astro's own pages are deterministic, and the export's time is the commit's.)
 *
 * Except Pagefind's filter indexes and the two files that name them (its metadata and entry file): Pagefind writes
 * a filter's values in hash-map order, different in every run, and names the files by their contents
 * (Pagefind#638). They were once rewritten in a stable order by decoding Pagefind's private format; since issue 29 no
 * code reads or writes another package's private files, so they, and the service worker that lists them, may differ
 * between two builds of the same pages. Everything else must not.
 */
import { describe, expect, test } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST } from './dist.ts';
import { writeSearchIndex } from '../scripts/lib/search-index.ts';

const files = (dir: string) =>
  [...readdirSync(dir, { recursive: true, withFileTypes: true })]
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(dir.length + 1))
    .sort();
/** Pagefind's files whose bytes depend on its hash-map order (above). */
const UNORDERED = (f: string) => /^pagefind\/(filter\/|pagefind\.[^/]+\.pf_meta$|pagefind-entry\.json$)/.test(f);

describe('reproducible output', () => {
  test("the search index made again from the same pages is the same files, byte for byte (Pagefind's filters aside)", { timeout: 120_000 }, async () => {
    const copy = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      // dist/ is a link to the build's folder (scripts/lib/build-dir.ts): copy the folder, not the link.
      cpSync(realpathSync(DIST), copy, {
        recursive: true,
        filter: (src) => !/[/\\](pagefind|workbox-v[^/\\]*)$/.test(src) && !src.endsWith('sw.js') && !/[/\\]sw-keep\.[^/\\]+\.js$/.test(src),
      });
      await writeSearchIndex(copy);
      // The precompressed copies are a later phase's (scripts/deploy-files.ts), made from these files.
      const indexFiles = (dir: string) =>
        files(dir).filter((f) => (f.startsWith('pagefind') || f.startsWith('search')) && !UNORDERED(f) && !/\.(br|gz)$/.test(f));
      const ours = indexFiles(DIST);
      // The index is all there: its fragments and chunks, the lexicon, the semantic layer.
      expect(ours.filter((f) => f.startsWith('pagefind/fragment/')).length).toBeGreaterThan(1000);
      expect(ours).toContain('search/lexicon.json');
      expect(indexFiles(copy)).toEqual(ours);
      // As many filter files (their values' order, and so their names, may differ).
      expect(files(copy).filter(UNORDERED).length).toBe(files(DIST).filter(UNORDERED).length);
      const differing = ours.filter((f) => !readFileSync(join(copy, f)).equals(readFileSync(join(DIST, f))));
      expect(differing).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
