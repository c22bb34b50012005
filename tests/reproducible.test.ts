/**
 * The same site gives the same bytes (issue 17, item 4): the search index and the service worker made again from the
 * built pages are byte for byte the ones the build wrote, so a rebuild with no content change leaves sw.js as it was
 * and returning readers install nothing. (Astro's own pages are deterministic, and the export's time is the commit's.)
 */
import { describe, expect, test } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST } from './dist.ts';
import { writeSearchIndex } from '../scripts/lib/search-index.ts';
import { buildServiceWorker } from '../scripts/lib/sw.ts';

const files = (dir: string) => [...readdirSync(dir, { recursive: true, withFileTypes: true })].filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name).slice(dir.length + 1)).sort();

describe('reproducible output', () => {
  test('the search index and sw.js made again from the same pages are the same files, byte for byte', { timeout: 120_000 }, async () => {
    const copy = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      cpSync(DIST, copy, { recursive: true, filter: (src) => !/[/\\](pagefind|workbox-v[^/\\]*)$/.test(src) && !src.endsWith('sw.js') && !/[/\\]sw-keep\.[^/\\]+\.js$/.test(src) });
      await writeSearchIndex(copy);
      await buildServiceWorker(copy);
      // sw.js and the kept copy's list (sw-keep.<digest>.js) it names.
      const made = (f: string) => f.startsWith('pagefind') || f.startsWith('search') || f === 'sw.js' || f.startsWith('sw-keep.');
      const ours = files(DIST).filter(made);
      expect(ours.filter((f) => f.startsWith('sw-keep.'))).toHaveLength(1);
      expect(files(copy).filter(made)).toEqual(ours);
      const differing = ours.filter((f) => !readFileSync(join(copy, f)).equals(readFileSync(join(DIST, f))));
      expect(differing).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
