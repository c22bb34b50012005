/**
 * The service worker (dist/sw.js), made over Workbox's runtime after Pagefind has written dist/pagefind. Offline on
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
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { filesUnder } from '../../src/lib/files-under.ts';
import { SEMANTIC_DIR } from '../../src/lib/search/semantic-records.ts';
import { LEXICON_PATH } from '../../src/lib/search/lexicon.ts';
import { bug, SiteError } from '../../src/lib/errors.ts';
import { parseJson } from '../../src/lib/read-json.ts';
import { SITE_BASE, withBase } from '../../src/lib/urls.ts';
import { z } from 'astro/zod';

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

/** Where the list of the kept copy goes: a script in dist/ whose name carries the digest of its content. */
const KEEP_LIST_PATTERN = /^sw-keep\.[0-9a-f]+\.js$/;

export interface KeepEntry extends PrecacheEntry {
  /** Bytes of the file as served. */
  size: number;
}

/**
 * Writes `<dist>/sw.js` for the site built in `dist` and copies Workbox's runtime beside it. sw.js precaches only the
 * shell (shellFiles); the list of every precached file with its revision and size (what "Keep for offline use"
 * downloads) goes to `sw-keep.<digest>.js`, which only a worker registered for keeping imports, so a first visit
 * never fetches it. sw.js names that file and carries the shell's revisions, so any change of content changes sw.js
 * and browsers install the new worker. The revisions are what Workbox's injectManifest would make (the MD5 of each
 * file; none for /_astro/ files, whose names carry their hash), from one walk of dist/. Throws on a file over
 * MAX_FILE_BYTES. `known`: revisions already read (by `revisions`) of files that have not changed since.
 */
export async function buildServiceWorker(dist: string, known: ReadonlyMap<string, Revision> = new Map()): Promise<SwResult> {
  const workboxDir = copyWorkboxRuntime(dist);
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

  // The site's base path (SITE_BASE, src/lib/urls.ts): the template's "/BASE/" is "/" at the root, "/rules/" under one.
  const template = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('WORKBOX_DIR', workboxDir)
    .replaceAll('/BASE/', () => SITE_BASE);
  const points = template.split(INJECTION_POINT).length - 1;
  if (points !== 1) throw bug(`${TEMPLATE}: expected ${INJECTION_POINT} once (where the precache list goes), found it ${points} times.`);
  // Functions, so no "$" in a file name is read as a replacement pattern.
  const source = template
    .replace(INJECTION_POINT, () => JSON.stringify(shell))
    .replace("'KEEP_LIST_URL'", () => JSON.stringify(withBase(`/${keepName}`)))
    .replace('KEEP_FILES_COUNT', String(keepList.length))
    .replace('KEEP_BYTES_TOTAL', String(size));
  writeFileSync(join(dist, 'sw.js'), source);
  return { count: keepList.length, size, shell: shell.length };
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** How to fix a dist/ whose service worker is not the build's. */
const REBUILD = 'run npm run build, which writes the service worker.';

/** The shell's precache list written into sw.js, for tests. */
export function precacheManifest(swSource: string): PrecacheEntry[] {
  const list = /const SHELL = (\[[\s\S]*?\]);/.exec(swSource)?.[1];
  if (list === undefined) throw new SiteError({ what: 'sw.js has no "const SHELL = [...];" precache list.', hint: REBUILD });
  return parseJson(list, z.array(z.object({ url: z.string(), revision: z.string().nullish() })), { display: 'sw.js (SHELL)', hint: REBUILD }).map((e) => ({
    url: e.url,
    revision: e.revision ?? null,
  }));
}

/** What "Keep for offline use" downloads, as the built sw.js of `dist` names it: the files, their revisions and sizes. */
export function keepManifest(dist: string): { url: string; files: number; bytes: number; entries: KeepEntry[] } {
  if (!existsSync(join(dist, 'sw.js'))) throw new SiteError({ what: `${join(dist, 'sw.js')} does not exist.`, hint: REBUILD });
  const source = readFileSync(join(dist, 'sw.js'), 'utf8');
  const url = /const KEEP_LIST = "((?:\/[^"/]+)*\/sw-keep\.[0-9a-f]+\.js)";/.exec(source)?.[1];
  const files = Number(/const KEEP_FILES = (\d+);/.exec(source)?.[1]);
  const bytes = Number(/const KEEP_BYTES = (\d+);/.exec(source)?.[1]);
  if (!url || !Number.isInteger(files) || !Number.isInteger(bytes))
    throw new SiteError({ what: `${join(dist, 'sw.js')} names no kept-copy list (KEEP_LIST, KEEP_FILES, KEEP_BYTES).`, hint: REBUILD });
  // The list sits beside sw.js, whatever the base path its address starts with.
  const file = join(dist, url.slice(url.lastIndexOf('/') + 1));
  const list = readFileSync(file, 'utf8');
  const manifest = /^self\.KEEP_MANIFEST = (\[[\s\S]*\]);\n$/.exec(list)?.[1];
  if (manifest === undefined) throw new SiteError({ what: `${file} is not "self.KEEP_MANIFEST = [...];".`, hint: REBUILD });
  const entries = parseJson(manifest, z.array(z.object({ url: z.string(), revision: z.string().nullable(), size: z.number() })), {
    display: file,
    hint: REBUILD,
  });
  return { url, files, bytes, entries };
}
