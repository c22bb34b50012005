/**
 * The same site gives the same bytes (issue 17, item 4; issue 35): the search index made again from the built pages is
 * byte for byte the one the build wrote, Pagefind's filter indexes and the metadata and entry files that name them
 * included (Pagefind 1.6 writes a filter's values in a stable order; 1.5 wrote them in hash-map order, Pagefind#638).
 * (Astro's own pages are deterministic, and the export's time is the commit's.) tests/reproducible-build.test.ts builds
 * one commit twice from clean and compares every file.
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

describe('reproducible output', () => {
  test('the search index made again from the same pages is the same files, byte for byte', { timeout: 120_000 }, async () => {
    const copy = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      // dist/ is a link to the build's folder (scripts/lib/build-dir.ts): copy the folder, not the link.
      cpSync(realpathSync(DIST), copy, {
        recursive: true,
        filter: (src) => !/[/\\]pagefind$/.test(src) && !/[/\\](sw\.js|\.sw-manifest\.json|sw-keep\.[^/\\]+\.js)$/.test(src),
      });
      await writeSearchIndex(copy);
      // The precompressed copies are a later phase's (scripts/deploy-files.ts), made from these files.
      const indexFiles = (dir: string) => files(dir).filter((f) => (f.startsWith('pagefind') || f.startsWith('search')) && !/\.(br|gz)$/.test(f));
      const ours = indexFiles(DIST);
      // The index is all there: its fragments and chunks, the lexicon, the semantic layer.
      expect(ours.filter((f) => f.startsWith('pagefind/fragment/')).length).toBeGreaterThan(1000);
      expect(ours).toContain('search/lexicon.json');
      expect(ours.filter((f) => f.startsWith('pagefind/filter/')).length).toBeGreaterThan(0);
      expect(indexFiles(copy)).toEqual(ours);
      const differing = ours.filter((f) => !readFileSync(join(copy, f)).equals(readFileSync(join(DIST, f))));
      expect(differing).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
