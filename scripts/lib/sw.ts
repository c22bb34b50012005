/**
 * The service worker (dist/sw.js), src/client/sw/sw.ts over Workbox's modules, bundled after Pagefind has written
 * dist/pagefind. Offline on
 * the reader's terms (issue 29): a first visit precaches only the shell (the "Not available offline" page and its CSS
 * and JS, a few tens of KB) and keeps the pages and search files the reader opens as they are fetched. "Keep for
 * offline use" (src/client/sw-register.ts) registers the same worker as /sw.js?keep=1, which precaches every page,
 * the CSS and JS, the search index and its semantic layer while it installs (Workbox's PrecacheController), so the
 * whole site, search included, works with the network cut; registering /sw.js again removes that copy.
 *
 * How a new build replaces a kept copy:
 * - Every precached file carries a revision (the MD5 of its bytes; Astro's hashed /_astro/ files are versioned by
 *   their name instead), in the kept copy's list, which sw.js names by its digest. Any changed page or index file changes sw.js, so
 *   the browser installs the new worker, which fetches only what changed and, on activation, deletes what is no
 *   longer listed (workbox-precaching does that) plus caches of older Workbox versions (cleanupOutdatedCaches).
 * - skipWaiting + clientsClaim: the new worker takes over at once instead of waiting for every tab to close. The
 *   site is plain pages (each navigation loads a whole, consistent page from the cache), so a reader gets the new
 *   rules text on the next page they open, rather than stale text until every tab is closed — which, for a rules
 *   reference kept open at the table, might be never. The one mixed-version case is a page already open that then
 *   loads the search index: it gets the new index, whose results link to pages that exist in the new cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import type { KeepEntry, PrecacheEntry, SwManifest } from '../../src/lib/offline-messages.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { SEMANTIC_DIR } from '../../src/lib/search/semantic-records.ts';
import { LEXICON_PATH } from '../../src/lib/search/lexicon.ts';
import { bug, SiteError } from '../../src/lib/errors.ts';
import { parseJson } from '../../src/lib/read-json.ts';
import { SITE_BASE, withBase } from '../../src/lib/urls.ts';
import { z } from 'astro/zod';
import { KEEP_LIST_PATTERN, SW_FILE, SW_MANIFEST_FILE } from './search-phase-files.ts';

/**
 * Pagefind as our search uses it (src/client/search.ts), relative to dist/pagefind/: the API, its worker, the wasm,
 * the entry and meta files, the index chunks, the filters and every page's fragment. Its own UIs (pagefind-ui.js,
 * pagefind-component-ui.js…) are not used and not precached.
 */
const PAGEFIND_FILES = [
  /^pagefind\.js$/,
  /^pagefind-worker\.js$/,
  /^pagefind-entry\.json$/,
  /^[^/]+\.pf_meta$/,
  /^wasm\.[^/]+\.pagefind$/,
  /^(index|filter|fragment)\/[^/]+$/,
];

/**
 * Whether a file of dist/ (its path relative to dist/, with "/") goes into the precache: every page, the CSS and JS
 * Astro writes to /_astro/, and the search index with its semantic layer. Left out: the JSON export (/data/*.json) is for programs, which
 * fetch it online; it would double what a reader's device stores for nothing they read. The worker and Workbox's
 * runtime are not pages, so they are out too.
 */
export function precached(path: string): boolean {
  if (path.startsWith('data/')) return false;
  // The precompressed copies are the server's (scripts/lib/precompress.ts): the worker keeps the files they copy.
  if (/\.(br|gz)$/.test(path)) return false;
  if (path === LEXICON_PATH || /^search\/names\/[^/]+\.json$/.test(path)) return true;
  // The semantic layer (model, tokenizer, vectors, records): search by meaning works offline too.
  if (path.startsWith(`${SEMANTIC_DIR}/`)) return true;
  if (path.startsWith('_astro/')) return /\.(js|css)$/.test(path);
  if (path.startsWith('pagefind/')) return PAGEFIND_FILES.some((re) => re.test(path.slice('pagefind/'.length)));
  return path.endsWith('.html');
}

/**
 * The worker's source: TypeScript over Workbox's modules (src/client/sw/sw.ts), bundled here by esbuild (which Vite,
 * and so the build, already has) into one classic script, with the manifest compiled in.
 */
const WORKER_SOURCE = join(import.meta.dirname, '..', '..', 'src', 'client', 'sw', 'sw.ts');

/** The manifest the build gave the worker, as data beside it (a dotfile: never served). */
export { SW_MANIFEST_FILE };

/** The manifest as data: what sw.js has compiled in, and the kept copy's list with each file's revision and size. */
export interface SwManifestFile extends SwManifest {
  keepEntries: KeepEntry[];
}

/**
 * No single file of the site comes near this (the largest page is ~60 KB, the wasm ~70 KB); a file over it is a
 * mistake, and the build fails on it (see buildServiceWorker) instead of leaving that page silently out of the
 * offline copy.
 */
export const MAX_FILE_BYTES = 1024 * 1024;

/**
 * The larger files: the semantic layer's (search/semantic/; records.json is near 1 MB before gzip), kept offline with
 * the search index — its model in shards, all of which the kept copy holds. Capped at the layer's budget.
 */
export const SEMANTIC_MAX_BYTES = 4 * 1024 * 1024;
const limitOf = (path: string): number => (path.startsWith(`${SEMANTIC_DIR}/`) ? SEMANTIC_MAX_BYTES : MAX_FILE_BYTES);

export interface SwResult {
  /** Files of the kept copy ("Keep for offline use"). */
  count: number;
  /** Their total size in bytes. */
  size: number;
  /** Files of the shell, precached by every worker. */
  shell: number;
}

/** Every file of `dist` that goes into the precache (see `precached`), its path relative to `dist`, sorted. */
export function precachedFiles(dist: string): string[] {
  return filesUnder(dist)
    .map((path) => relative(dist, path).split(sep).join('/'))
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
    throw new SiteError({
      what: `Service worker: ${path} is ${bytes.length} bytes, over the ${limitOf(path)}-byte limit of one precached file; the offline copy would lack it.`,
      where: { file: `dist/${path}` },
      hint: 'make the file smaller (split a page, or leave large assets out of the offline copy in scripts/lib/sw.ts), then build again.',
    });
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

/** The files of the shell, precached by every worker: the page shown for what is not held offline, and the icon. */
export const SHELL_PAGES = ['offline/index.html', 'favicon.svg'];

/**
 * The shell: SHELL_PAGES and the CSS and JS the offline page names (its stylesheet and script), with the
 * service worker's registration chunk that script loads once the page is shown. Paths relative to `dist`, sorted.
 */
export function shellFiles(dist: string): string[] {
  const offline = join(dist, 'offline/index.html');
  const page = existsSync(offline) ? readFileSync(offline, 'utf8') : '';
  // Astro names its files under the site's base path (SITE_BASE, src/lib/urls.ts): "/_astro/…" or "/rules/_astro/…".
  const base = SITE_BASE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = [...page.matchAll(new RegExp(`(?:href|src)="${base}(_astro/[^"?#]+)"`, 'g'))].flatMap((m) => m[1] ?? []);
  const register = (existsSync(join(dist, '_astro')) ? readdirSync(join(dist, '_astro')) : [])
    .filter((f) => /^sw-register\.[^/]+\.js$/.test(f))
    .map((f) => `_astro/${f}`);
  return [...new Set([...SHELL_PAGES, ...named, ...register])].filter((f) => existsSync(join(dist, f))).sort();
}

export type { KeepEntry, PrecacheEntry };

/**
 * Writes `<dist>/sw.js` for the site built in `dist` (bundleWorker), and its manifest as data (SW_MANIFEST_FILE). sw.js
 * precaches only the shell (shellFiles); the list of every precached file with its revision and size (what "Keep for offline use"
 * downloads) goes to `sw-keep.<digest>.js`, which only a worker registered for keeping imports, so a first visit
 * never fetches it. sw.js names that file and carries the shell's revisions, so any change of content changes sw.js
 * and browsers install the new worker. The revisions are what Workbox's injectManifest would make (the MD5 of each
 * file; none for /_astro/ files, whose names carry their hash), from one walk of dist/. Throws on a file over
 * MAX_FILE_BYTES. `known`: revisions already read (by `revisions`) of files that have not changed since.
 */
export async function buildServiceWorker(dist: string, known: ReadonlyMap<string, Revision> = new Map()): Promise<SwResult> {
  const revisionFor = (path: string) => known.get(path) ?? revisionOf(path, readFileSync(join(dist, path)));
  const keepList: KeepEntry[] = [];
  let size = 0;
  for (const path of precachedFiles(dist)) {
    const r = revisionFor(path);
    size += r.size;
    keepList.push({ url: path, revision: r.revision, size: r.size });
  }
  // The shell is listed in the kept copy too: a worker that keeps the site has it from there (SHELL_PAGES' icon aside).
  const shell: PrecacheEntry[] = shellFiles(dist).map((path) => ({ url: path, revision: revisionFor(path).revision }));
  const keepSource = `self.KEEP_MANIFEST = ${JSON.stringify(keepList)};\n`;
  const keepName = `sw-keep.${createHash('md5').update(keepSource).digest('hex').slice(0, 16)}.js`;
  for (const old of readdirSync(dist)) if (KEEP_LIST_PATTERN.test(old) && old !== keepName) rmSync(join(dist, old));
  writeFileSync(join(dist, keepName), keepSource);

  // The site's base path (SITE_BASE, src/lib/urls.ts): the worker's addresses are under it ("/" or "/rules/").
  const manifest: SwManifest = { base: SITE_BASE, shell, keep: { list: withBase(`/${keepName}`), files: keepList.length, bytes: size } };
  writeFileSync(join(dist, SW_FILE), await bundleWorker(manifest));
  const data: SwManifestFile = { ...manifest, keepEntries: keepList };
  writeFileSync(join(dist, SW_MANIFEST_FILE), `${JSON.stringify(data)}\n`);
  return { count: keepList.length, size, shell: shell.length };
}

/**
 * sw.js: the worker's source and the Workbox modules it imports in one classic script (a worker registered as a
 * module could not importScripts its kept list), Workbox's production build (its development logging left out), the
 * manifest compiled in. The same manifest gives the same bytes, so browsers keep a worker whose site did not change.
 */
export async function bundleWorker(manifest: SwManifest): Promise<string> {
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: { SW_MANIFEST: JSON.stringify(manifest), 'process.env.NODE_ENV': '"production"' },
  });
  const [out] = result.outputFiles;
  if (!out) throw bug(`Service worker: esbuild wrote nothing for ${WORKER_SOURCE}.`);
  return out.text;
}

/** How to fix a dist/ whose service worker is not the build's. */
const REBUILD = 'run npm run build, which writes the service worker and its manifest.';

const entrySchema = z.object({ url: z.string(), revision: z.string().nullable() });
const manifestSchema = z.object({
  base: z.string(),
  shell: z.array(entrySchema),
  keep: z.object({ list: z.string(), files: z.number(), bytes: z.number() }),
  keepEntries: z.array(entrySchema.extend({ size: z.number() })),
});

/** The manifest the build of `dist` gave its worker (SW_MANIFEST_FILE), as data. */
export function swManifest(dist: string): SwManifestFile {
  const file = join(dist, SW_MANIFEST_FILE);
  if (!existsSync(file)) throw new SiteError({ what: `${file} does not exist.`, hint: REBUILD });
  return parseJson(readFileSync(file, 'utf8'), manifestSchema, { display: file, hint: REBUILD });
}

/** The shell's precache list the worker of `dist` was built with. */
export function precacheManifest(dist: string): PrecacheEntry[] {
  return swManifest(dist).shell;
}

/** What "Keep for offline use" downloads, as the worker of `dist` was built with it: the files, their revisions and sizes. */
export function keepManifest(dist: string): { url: string; files: number; bytes: number; entries: KeepEntry[] } {
  const { keep, keepEntries } = swManifest(dist);
  return { url: keep.list, files: keep.files, bytes: keep.bytes, entries: keepEntries };
}
