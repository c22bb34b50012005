/**
 * Astro integration: search under `npm run dev`. The search index (Pagefind's files in dist/pagefind/, the lexicon
 * and names in dist/search/, the semantic layer in dist/search/semantic/) is made by the build, after Astro; the dev
 * server has none, so /pagefind/pagefind.js was a 404. This serves the last build's index from dist/ under dev. Without a build it answers the index's URLs
 * with a message saying so (the search box shows it), instead of a bare 404. Only under dev: a build never runs it.
 * The files are served as `npm start` serves them (src/lib/site-files.ts: send, with right ranges, types, 405 and no
 * dotfiles), except that a file missing from the index is a plain 404 saying so, not the site's 404 page.
 *
 * The index is the last build's, so after an edit under content/ it answers from the text as it was. The middleware
 * also answers STATUS_URL with the index's time and the newest content edit, and a script injected into the pages
 * under dev only shows STALE's sentence above the search results while the index is older than the content. Older by
 * its files' times, and different by their bytes: the build writes the digest of the content it was built from
 * (CONTENT_DIGEST), so a file written again with the same text (a test that restores what it edited) is no edit.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import { filesUnder } from '../lib/files-under.ts';
import { siteFiles } from '../lib/site-files.ts';
import { SITE_BASE, withoutBase } from '../lib/urls.ts';

export const NO_INDEX = 'no search index yet under npm run dev: run "npm run build" once (search then reads that build\'s index)';

/**
 * The index's URLs: Pagefind's folder, the JSON files next to the search page (never the page itself), and the
 * semantic layer's folder (its model and vectors are .bin files).
 */
export const isIndexUrl = (path: string): boolean =>
  path.startsWith('/pagefind/') || path.startsWith('/search/semantic/') || (path.startsWith('/search/') && path.endsWith('.json'));

type Next = (error?: unknown) => void;

/** Where the dev server answers whether the index is older than content/ (JSON: IndexStatus). */
export const STATUS_URL = '/__dev/search-index';

export type IndexStatus = {
  /** When the index was written (ms since the epoch; null without a build). */
  index: number | null;
  /** The newest edit under content/, its sources apart (ms; null when there is none). */
  content: number | null;
  /** The file of that edit, relative to content/. */
  file: string | null;
  /** The sentence the page shows, or null while the index is current. */
  stale: string | null;
};

/** The newest file under `dir` (recursively), skipping the folders named in `skip`. */
export function newestFile(dir: string, skip: readonly string[] = []): { path: string; mtime: number } | null {
  let best: { path: string; mtime: number } | null = null;
  for (const file of filesUnder(dir, { skip: (folder) => skip.includes(folder) })) {
    const mtime = statSync(file).mtimeMs;
    if (!best || mtime > best.mtime) best = { path: relative(dir, file).split(sep).join('/'), mtime };
  }
  return best;
}

/** The digest of content/ a build was made from, in dist/ (a dotfile: never served), written by scripts/build.ts. */
export const CONTENT_DIGEST = '.content-digest';

/** A digest of every file under `dir` (paths and bytes), the folders named in `skip` left out. */
export function contentDigest(dir: string, skip: readonly string[] = ['sources']): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir, { skip: (folder) => skip.includes(folder) }))
    hash.update(relative(dir, file).split(sep).join('/')).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const clock = (ms: number) => `${new Date(ms).toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/**
 * Whether the last build's index is older than content/: the index's time is that of Pagefind's entry file, which
 * every build writes; content/sources/ is left out (a source edit reaches the pages only through `npm run ingest`).
 * A content/ newer by its times whose bytes are those the build read (its CONTENT_DIGEST) is current.
 */
export function indexStatus(distDir: string, contentDir: string): IndexStatus {
  const entry = join(distDir, 'pagefind', 'pagefind.js');
  const index = existsSync(entry) ? statSync(entry).mtimeMs : null;
  const newest = newestFile(contentDir, ['sources']);
  const digest = join(distDir, CONTENT_DIGEST);
  const stale =
    index !== null && newest !== null && newest.mtime > index && !(existsSync(digest) && readFileSync(digest, 'utf8') === contentDigest(contentDir))
      ? `Search answers from the last build's index (${clock(index)}), older than content/ (content/${newest.path}, ${clock(newest.mtime)}): run "npm run build" to search the edited text.`
      : null;
  return { index, content: newest?.mtime ?? null, file: newest ? `content/${newest.path}` : null, stale };
}

/**
 * The page's side, injected under dev only: asks STATUS_URL once and, when the index is stale, puts the sentence
 * above every search status line (the header's panel and the search page), as a note screen readers reach with
 * the results.
 */
export const STALE_NOTICE_SCRIPT = `
fetch(${JSON.stringify(STATUS_URL)}).then((r) => r.json()).then((status) => {
  if (!status.stale) return;
  for (const line of document.querySelectorAll('[data-search-status]')) {
    const note = document.createElement('p');
    note.className = 'search-dev-stale';
    note.setAttribute('data-search-stale', '');
    note.textContent = status.stale;
    line.before(note);
  }
}).catch(() => {});
`;

/** The middleware: the index files from `distDir`, or the message when it has none. */
export function devSearchMiddleware(distDir: string, contentDir = resolve('content')) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const requested = new URL(req.url ?? '/', 'http://dev').pathname;
    // Under a base path (SITE_BASE, src/lib/urls.ts) the pages ask for the index under it.
    const path = withoutBase(requested) ?? requested;
    if (path === STATUS_URL) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(JSON.stringify(indexStatus(distDir, contentDir)));
    }
    if (!isIndexUrl(path)) return next();
    if (existsSync(join(distDir, 'pagefind', 'pagefind.js'))) {
      const files = siteFiles({
        dist: distDir,
        base: SITE_BASE,
        notFound: (r, status) => notFound(r, `${path} is not in the last build's index (${distDir})`, status),
      });
      return files(req, res);
    }
    if (path === '/pagefind/pagefind.js') {
      // Loaded with import(): a module that fails with the message, which the search box shows.
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      // error-model: the text of a module served to the browser, not an error thrown here
      return res.end(`throw new Error(${JSON.stringify(NO_INDEX)});\n`);
    }
    res.setHeader('x-dev-message', NO_INDEX);
    return notFound(res, NO_INDEX);
  };
}

function notFound(res: ServerResponse, message: string, status = 404) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${message}\n`);
}

export function devSearchIndex(options: { distDir?: string; contentDir?: string } = {}): AstroIntegration {
  return {
    name: 'dev-search-index',
    hooks: {
      'astro:config:setup': ({ command, injectScript }) => {
        if (command === 'dev') injectScript('page', STALE_NOTICE_SCRIPT);
      },
      'astro:server:setup': ({ server, logger }) => {
        const distDir = resolve(options.distDir ?? 'dist');
        if (!existsSync(join(distDir, 'pagefind', 'pagefind.js'))) logger.warn(NO_INDEX);
        else logger.info(`search reads the last build's index in ${distDir}`);
        const contentDir = resolve(options.contentDir ?? 'content');
        const stale = indexStatus(distDir, contentDir).stale;
        if (stale) logger.warn(stale);
        server.middlewares.use(devSearchMiddleware(distDir, contentDir));
      },
    },
  };
}
