/**
 * The service worker (dist/sw.js), made with Workbox's injectManifest after Pagefind has written dist/pagefind: it
 * precaches every page, the CSS and JS, and the search index, so after one visit the whole site, search included,
 * works with the network cut.
 *
 * How a new build replaces the old cache:
 * - Every precached file carries a revision (the MD5 of its bytes; Astro's hashed /_astro/ files are versioned by
 *   their name instead), and the manifest is written into sw.js. Any changed page or index file changes sw.js, so
 *   the browser installs the new worker, which fetches only what changed and, on activation, deletes what is no
 *   longer listed (workbox-precaching does that) plus caches of older Workbox versions (cleanupOutdatedCaches).
 * - skipWaiting + clientsClaim: the new worker takes over at once instead of waiting for every tab to close. The
 *   site is plain pages (each navigation loads a whole, consistent page from the cache), so a reader gets the new
 *   rules text on the next page they open, rather than stale text until every tab is closed — which, for a rules
 *   reference kept open at the table, might be never. The one mixed-version case is a page already open that then
 *   loads the search index: it gets the new index, whose results link to pages that exist in the new cache.
 */
// The two functions by their own modules: workbox-build's index also loads generateSW's Rollup and Babel, which
// costs about 0.45 s of every build for nothing.
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { copyWorkboxLibraries } from 'workbox-build/build/lib/copy-workbox-libraries.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What goes into the precache, relative to dist/. */
export const PRECACHE_PATTERNS = [
  '**/*.html',
  '_astro/**/*.{js,css}',
  // Pagefind as our search uses it (src/scripts/search.ts): the API, its worker, the wasm, the entry and meta
  // files, the index chunks, the filters and every page's fragment. Its own UIs (pagefind-ui.js,
  // pagefind-component-ui.js…) are not used and not precached.
  'pagefind/pagefind.js',
  'pagefind/pagefind-worker.js',
  'pagefind/pagefind-entry.json',
  'pagefind/*.pf_meta',
  'pagefind/wasm.*.pagefind',
  'pagefind/index/*',
  'pagefind/filter/*',
  'pagefind/fragment/*',
];

/**
 * Left out of the precache: the JSON export (/data/*.json) is for programs, which fetch it online; it would double
 * what a reader's device stores for nothing they read.
 */
export const PRECACHE_IGNORE = ['data/**', 'sw.js', 'workbox-*.js', 'workbox-v*/**'];

/**
 * The worker's source (scripts/lib/sw-template.js): plain JavaScript over Workbox's prebuilt runtime, which the
 * build copies into dist/. Nothing is bundled at build time: generateSW would run Rollup and Babel over Workbox on
 * every build (about 3 s of a 15 s budget) to produce the same code.
 */
const TEMPLATE = join(import.meta.dirname, 'sw-template.js');

/**
 * No single file of the site comes near this (the largest page is ~60 KB, the wasm ~70 KB); a file over it is a
 * mistake, and the build fails on it (see buildServiceWorker) instead of leaving that page silently out of the
 * offline copy.
 */
export const MAX_FILE_BYTES = 1024 * 1024;

export interface SwResult {
  /** Files precached. */
  count: number;
  /** Their total size in bytes. */
  size: number;
}

/** Writes `<dist>/sw.js` for the site built in `dist`. Throws on any Workbox warning (e.g. a file too large). */
export async function buildServiceWorker(dist: string): Promise<SwResult> {
  const workboxDir = await copyWorkboxLibraries(dist);
  const tmp = mkdtempSync(join(tmpdir(), 'sw-'));
  try {
    const swSrc = join(tmp, 'sw.js');
    writeFileSync(swSrc, readFileSync(TEMPLATE, 'utf8').replaceAll('WORKBOX_DIR', workboxDir));
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: join(dist, 'sw.js'),
      globDirectory: dist,
      globPatterns: PRECACHE_PATTERNS,
      globIgnores: PRECACHE_IGNORE,
      // /_astro/ files have a content hash in their name: no revision needed, no cache-busting fetch.
      dontCacheBustURLsMatching: /^_astro\//,
      maximumFileSizeToCacheInBytes: MAX_FILE_BYTES,
    });
    if (warnings.length > 0) throw new Error(`Service worker: ${warnings.join('\n')}`);
    return { count, size };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The precache manifest written into sw.js, for tests: injectManifest writes it as a JSON array. */
export function precacheManifest(swSource: string): PrecacheEntry[] {
  const m = /precacheAndRoute\((\[[\s\S]*?\])\s*,\s*\{/.exec(swSource);
  if (!m) throw new Error('sw.js has no precacheAndRoute([...]) manifest.');
  return (JSON.parse(m[1]!) as Array<{ url: string; revision?: string | null }>).map((e) => ({ url: e.url, revision: e.revision ?? null }));
}
