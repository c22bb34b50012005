/**
 * Astro integration: search under `npm run dev`. The search index (Pagefind's files in dist/pagefind/, the lexicon
 * and names in dist/search/, the semantic layer in dist/search/semantic/) is made by the build, after Astro; the dev
 * server has none, so /pagefind/pagefind.js was a 404. This serves the last build's index from dist/ under dev. Without a build it answers the index's URLs
 * with a message saying so (the search box shows it), instead of a bare 404. Only under dev: a build never runs it.
 * The files are served as `npm start` serves them (src/lib/site-files.ts: send, with right ranges, types, 405 and no
 * dotfiles), except that a file missing from the index is a plain 404 saying so, not the site's 404 page.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import { siteFiles } from '../lib/site-files.ts';

export const NO_INDEX = 'no search index yet under npm run dev: run "npm run build" once (search then reads that build\'s index)';

/**
 * The index's URLs: Pagefind's folder, the JSON files next to the search page (never the page itself), and the
 * semantic layer's folder (its model and vectors are .bin files).
 */
export const isIndexUrl = (path: string): boolean =>
  path.startsWith('/pagefind/') || path.startsWith('/search/semantic/') || (path.startsWith('/search/') && path.endsWith('.json'));

type Next = (error?: unknown) => void;

/** The middleware: the index files from `distDir`, or the message when it has none. */
export function devSearchMiddleware(distDir: string) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = new URL(req.url ?? '/', 'http://dev').pathname;
    if (!isIndexUrl(path)) return next();
    if (existsSync(join(distDir, 'pagefind', 'pagefind.js'))) {
      const files = siteFiles({ dist: distDir, notFound: (r, status) => notFound(r, `${path} is not in the last build's index (${distDir})`, status) });
      return files(req, res);
    }
    if (path === '/pagefind/pagefind.js') {
      // Loaded with import(): a module that fails with the message, which the search box shows.
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
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

export function devSearchIndex(options: { distDir?: string } = {}): AstroIntegration {
  return {
    name: 'dev-search-index',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        const distDir = resolve(options.distDir ?? 'dist');
        if (!existsSync(join(distDir, 'pagefind', 'pagefind.js'))) logger.warn(NO_INDEX);
        else logger.info(`search reads the last build's index in ${distDir}`);
        server.middlewares.use(devSearchMiddleware(distDir));
      },
    },
  };
}
