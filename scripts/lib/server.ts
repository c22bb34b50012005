/**
 * The server of the built site (`npm start`, the browser tests, the bench): dist/ as a static site, as a host would
 * serve it — sirv for the files (types, ETags, ranges), gzip for text, and the site's rules for the rest:
 * - a page URL without its trailing slash redirects to the one with it (301), the site's only form of page URL;
 * - any other missing path gets the site's 404 page, with status 404 and a type;
 * - a path that cannot be decoded ("%E0%A4%A") is a 400 with the site's 404 page, never a stack trace;
 * - Pagefind's index files get a binary type; nothing is cached without revalidation (the offline copy is the
 *   service worker's job).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import sirv from 'sirv';
import compression from 'compression';

/** Pagefind's own file types: binary, gzipped by Pagefind itself. */
const PAGEFIND_BINARY = /\.pf_(meta|index|fragment|filter)$/;

export interface SiteServerOptions {
  /** The built site. */
  dist: string;
}

export function createSiteServer({ dist }: SiteServerOptions): Server {
  const notFoundPage = join(dist, '404.html');
  const files = sirv(dist, {
    dev: true, // read the folder on each request: a rebuild is served without a restart
    etag: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', 'no-cache');
      if (PAGEFIND_BINARY.test(pathname)) res.setHeader('Content-Type', 'application/octet-stream');
    },
  });
  const compress = compression();

  const notFound = (res: ServerResponse, status = 404) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : '<!doctype html><title>Not found</title><h1>Not found</h1>');
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return notFound(res, 400);
    }
    // A path that climbs out of dist/ or names a folder separator in one segment ("%2F") is not a page of the site.
    const local = normalize(join(dist, path));
    if ((local !== dist && !local.startsWith(dist + sep)) || /%2f|%5c/i.test(url.pathname)) return notFound(res);
    if (!path.endsWith('/') && existsSync(local) && statSync(local).isDirectory() && existsSync(join(local, 'index.html'))) {
      res.statusCode = 301;
      res.setHeader('Location', `${url.pathname}/${url.search}`);
      res.end();
      return;
    }
    files(req, res, () => notFound(res));
  };

  return createServer((req, res) => {
    try {
      compress(req as never, res as never, () => handle(req, res));
    } catch (e) {
      // Never a stack trace in a response; one line in the log.
      console.error(`✗ ${req.method} ${req.url}: ${(e as Error).message}`);
      if (!res.headersSent) notFound(res, 500);
      else res.end();
    }
  });
}

/** Listens on `host` (loopback unless asked) and resolves with the address once it does. */
export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const a = server.address();
      resolve(typeof a === 'object' && a ? `http://${host.includes(':') ? `[${host}]` : host}:${a.port}` : String(a));
    });
  });
}
