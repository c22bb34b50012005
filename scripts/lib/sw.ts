/**
 * The service worker (dist/sw.js), made over Workbox's runtime after Pagefind has written dist/pagefind: it
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
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { SEMANTIC_DIR } from '../../src/lib/search/semantic-records.ts';
import { LEXICON_PATH } from '../../src/lib/search/lexicon.ts';

/**
 * Pagefind as our search uses it (src/scripts/search.ts), relative to dist/pagefind/: the API, its worker, the wasm,
 * the entry and meta files, the index chunks, the filters and every page's fragment. Its own UIs (pagefind-ui.js,
 * pagefind-component-ui.js…) are not used and not precached.
 */
const PAGEFIND_FILES = [/^pagefind\.js$/, /^pagefind-worker\.js$/, /^pagefind-entry\.json$/, /^[^/]+\.pf_meta$/, /^wasm\.[^/]+\.pagefind$/, /^(index|filter|fragment)\/[^/]+$/];

/**
 * The Workbox runtime packages the worker uses (sw-template.js): workbox-sw, which loads the others from the same
 * folder the first time the worker touches workbox.core, workbox.precaching…, and those modules with what they load
 * in turn (precaching uses strategies and routing). Each package's prebuilt browser files are in its build/ folder;
 * copying them is all workbox-build's copyWorkboxLibraries does, without its ~280 packages of build tooling.
 */
const WORKBOX_PACKAGES = ['workbox-sw', 'workbox-core', 'workbox-precaching', 'workbox-strategies', 'workbox-routing'];

/** Copies the Workbox runtime into `dist`/workbox-v<version>/ and returns that folder's name. */
export function copyWorkboxRuntime(dist: string): string {
  const require = createRequire(import.meta.url);
  const folder = `workbox-v${(require('workbox-sw/package.json') as { version: string }).version}`;
  for (const pkg of WORKBOX_PACKAGES) cpSync(join(dirname(require.resolve(`${pkg}/package.json`)), 'build'), join(dist, folder), { recursive: true });
  return folder;
}

/**
 * Whether a file of dist/ (its path relative to dist/, with "/") goes into the precache: every page, the CSS and JS
 * Astro writes to /_astro/, and the search index with its semantic layer. Left out: the JSON export (/data/*.json) is for programs, which
 * fetch it online; it would double what a reader's device stores for nothing they read. The worker and Workbox's
 * runtime are not pages, so they are out too.
 */
export function precached(path: string): boolean {
  if (path.startsWith('data/')) return false;
  if (path === LEXICON_PATH || /^search\/names\/[^/]+\.json$/.test(path)) return true;
  // The semantic layer (model, tokenizer, vectors, records): search by meaning works offline too.
  if (path.startsWith(`${SEMANTIC_DIR}/`)) return true;
  if (path.startsWith('_astro/')) return /\.(js|css)$/.test(path);
  if (path.startsWith('pagefind/')) return PAGEFIND_FILES.some((re) => re.test(path.slice('pagefind/'.length)));
  return path.endsWith('.html');
}

/**
 * The worker's source (scripts/lib/sw-template.js): plain JavaScript over Workbox's prebuilt runtime, which the
 * build copies into dist/. Nothing is bundled at build time: generateSW would run Rollup and Babel over Workbox on
 * every build (about 3 s of a 15 s budget) to produce the same code.
 */
const TEMPLATE = join(import.meta.dirname, 'sw-template.js');

/** Where the template takes the precache list: Workbox's usual injection point. */
const INJECTION_POINT = 'self.__WB_MANIFEST';

/**
 * No single file of the site comes near this (the largest page is ~60 KB, the wasm ~70 KB); a file over it is a
 * mistake, and the build fails on it (see buildServiceWorker) instead of leaving that page silently out of the
 * offline copy.
 */
export const MAX_FILE_BYTES = 1024 * 1024;

/**
 * The larger files: the semantic layer's model and vectors (search/semantic/, 2.6 and 1.7 MB, tables of int8 vectors
 * that cannot be split without a second format), kept offline with the search index. Capped at the layer's budget.
 */
export const SEMANTIC_MAX_BYTES = 4 * 1024 * 1024;
const limitOf = (path: string): number => (path.startsWith(`${SEMANTIC_DIR}/`) ? SEMANTIC_MAX_BYTES : MAX_FILE_BYTES);

export interface SwResult {
  /** Files precached. */
  count: number;
  /** Their total size in bytes. */
  size: number;
}

/** Every file of `dist` that goes into the precache (see `precached`), its path relative to `dist`, sorted. */
export function precachedFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dist, join(d.parentPath, d.name)).split(sep).join('/'))
    .filter(precached)
    .sort();
}

/** A precached file's revision (null for /_astro/ files, whose names carry their hash) and size. */
export interface Revision {
  revision: string | null;
  size: number;
}

function revisionOf(path: string, bytes: Buffer): Revision {
  if (bytes.length > limitOf(path)) {
    throw new Error(`Service worker: ${path} is ${bytes.length} bytes, over the ${limitOf(path)}-byte limit of one precached file; the offline copy would lack it.`);
  }
  return { revision: path.startsWith('_astro/') ? null : createHash('md5').update(bytes).digest('hex'), size: bytes.length };
}

/** Files read between two turns of the event loop in `revisions`. */
const READ_BATCH = 32;

/**
 * The revisions of `paths` (relative to `dist`), read a few files at a time and letting other work on this thread go on
 * between them: the build reads the pages while Pagefind, in its own process, indexes them (scripts/search-index.ts).
 * Plain synchronous reads in batches: one promise-based read per file cost the ten-fold corpus's phase about 3 s more
 * CPU. Only for files nothing writes until buildServiceWorker runs.
 */
export async function revisions(dist: string, paths: readonly string[]): Promise<Map<string, Revision>> {
  const out = new Map<string, Revision>();
  for (const [i, path] of paths.entries()) {
    if (i > 0 && i % READ_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
    out.set(path, revisionOf(path, readFileSync(join(dist, path))));
  }
  return out;
}

/**
 * Writes `<dist>/sw.js` for the site built in `dist`, with the list of files to precache and their revisions, and
 * copies Workbox's runtime beside it. The list is what Workbox's injectManifest would make (the MD5 of each file as
 * its revision, none for /_astro/ files, whose names carry their hash), made here from one walk of dist/: Workbox's
 * globbing took about 0.4 s of the build's 0.8 s for this phase, and loading it 0.15 s. Throws on a file over
 * MAX_FILE_BYTES. `known`: revisions already read (by `revisions`) of files that have not changed since.
 */
export async function buildServiceWorker(dist: string, known: ReadonlyMap<string, Revision> = new Map()): Promise<SwResult> {
  const workboxDir = copyWorkboxRuntime(dist);
  const entries: PrecacheEntry[] = [];
  let size = 0;
  for (const path of precachedFiles(dist)) {
    const r = known.get(path) ?? revisionOf(path, readFileSync(join(dist, path)));
    size += r.size;
    entries.push({ url: path, revision: r.revision });
  }
  const template = readFileSync(TEMPLATE, 'utf8').replaceAll('WORKBOX_DIR', workboxDir);
  const points = template.split(INJECTION_POINT).length - 1;
  if (points !== 1) throw new Error(`${TEMPLATE}: expected ${INJECTION_POINT} once (where the precache list goes), found it ${points} times.`);
  // A function, so no "$" in a file name is read as a replacement pattern.
  writeFileSync(join(dist, 'sw.js'), template.replace(INJECTION_POINT, () => JSON.stringify(entries)));
  return { count: entries.length, size };
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The precache manifest written into sw.js, for tests: buildServiceWorker writes it as a JSON array. */
export function precacheManifest(swSource: string): PrecacheEntry[] {
  const m = /const MANIFEST = (\[[\s\S]*?\]);/.exec(swSource);
  if (!m) throw new Error('sw.js has no "const MANIFEST = [...];" precache manifest.');
  return (JSON.parse(m[1]!) as Array<{ url: string; revision?: string | null }>).map((e) => ({ url: e.url, revision: e.revision ?? null }));
}
