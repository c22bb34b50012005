/**
 * The server of the built site (`npm start`, the browser tests, the bench): dist/ as a static site, as a host would
 * serve it — `send` (Express's file sender) for the files, gzip for text (`compression`), and the site's rules for the
 * rest:
 * - GET and HEAD only: any other method is a 405 with `Allow: GET, HEAD`;
 * - ranges as RFC 9110 says (send with range-parser): one range is a 206 with its bytes, a suffix range
 *   (`bytes=-50`) the last bytes, an unsatisfiable one (`bytes=5-2`, past the end) a 416 whose Content-Range
 *   gives the file's length and no range; a partial answer is never gzipped (its bytes are the file's own);
 * - a type for every file: send's (mime-types: `.wasm` is application/wasm, `.json` application/json, `.bin`
 *   application/octet-stream), and Pagefind's index files (`.pf_meta`, `.pf_index`, `.pf_fragment`, `.pf_filter`,
 *   `wasm.<lang>.pagefind`), which Pagefind gzips and unpacks itself, application/octet-stream and never gzipped
 *   again;
 * - no dotfiles (`/.inputs-hash`, the build's stamp, is a 404 like any missing file);
 * - a page URL without its trailing slash redirects to the one with it (301), the site's only form of page URL; a
 *   path with empty segments ("/.//search", "/1e//glossary/") redirects to the path without them, so a Location
 *   always starts with exactly one "/" (never "//host/…", which a browser reads as another site);
 * - any other missing path gets the site's 404 page, with status 404 and a type;
 * - a path that cannot be decoded ("%E0%A4%A") is a 400 with the site's 404 page, never a stack trace;
 * - nothing is cached without revalidation (`Cache-Control: no-cache`, with ETag and Last-Modified for 304s; the
 *   offline copy is the service worker's job).
 *
 * Why send and not sirv (which this server used before): sirv 3 answers `Range: bytes=5-2` with a 206 and
 * `Content-Length: -2`, `bytes=-50` with the first 51 bytes, serves every method, leaves unknown types empty and, in
 * its dev mode (needed to serve a rebuilt dist/ without a restart), serves dotfiles. Guarding it would mean parsing
 * ranges here; send (the expressjs organisation's, used by Express and serve-static) gets these right through its
 * public API, reads the file system on each request, and handles conditional requests and HEAD.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import send from 'send';
import compression from 'compression';

/** Pagefind's own files: binary, gzipped by Pagefind itself (its index, fragments, filters, metadata and wasm). */
export const PAGEFIND_BINARY = /\.pf_(meta|index|fragment|filter)$|(^|[/\\])wasm\.[^/\\]+\.pagefind$/;

/** The methods the site answers; every other one is a 405 naming them. */
export const ALLOWED_METHODS = 'GET, HEAD';

export interface SiteServerOptions {
  /** The built site. */
  dist: string;
}

export function createSiteServer({ dist }: SiteServerOptions): Server {
  const notFoundPage = join(dist, '404.html');
  // Answers whose file is gzip already (Pagefind's): gzipping them again costs time and saves nothing.
  const precompressed = new WeakSet<object>();
  // Gzip what is compressible (text, and binaries such as the semantic layer's model.bin), except a partial answer
  // (206) or a refused range (416), whose Content-Range counts the file's own bytes, and Pagefind's gzip files.
  const compress = compression({ filter: (req, res) => !res.getHeader('Content-Range') && !precompressed.has(res) && compression.filter(req, res) });

  /** Drops what a file's attempt set (its ETag, Last-Modified, type): they describe the file, not this answer. */
  const clear = (res: ServerResponse) => {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
  };

  const notFound = (res: ServerResponse, status = 404) => {
    const body = existsSync(notFoundPage) ? readFileSync(notFoundPage) : Buffer.from('<!doctype html><title>Not found</title><h1>Not found</h1>');
    clear(res);
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', body.length);
    res.end(body); // Node sends no body to a HEAD request
  };

  /** A short plain-text answer for a status that has no page of its own (405, 416, 412, 500). */
  const plain = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    const body = Buffer.from(`${status} ${STATUS_CODES[status] ?? ''}\n`);
    clear(res);
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, { Allow: ALLOWED_METHODS });
    const target = req.url ?? '/';
    // Only origin-form ("/path?query"); an absolute-form or "*" target is not a path of this site.
    if (!target.startsWith('/')) return notFound(res, 400);
    // Parsed after a fixed origin, so "//search" is a path, not a host; "." and ".." segments are resolved.
    const url = new URL(`http://site.invalid${target}`);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return notFound(res, 400);
    }
    // A path that climbs out of dist/, names a folder separator in one segment ("%2F") or a dotfile is not a page.
    const local = normalize(join(dist, path));
    if ((local !== dist && !local.startsWith(dist + sep)) || /%2f|%5c/i.test(url.pathname)) return notFound(res);
    if (path.split('/').some((segment) => segment.length > 1 && segment.startsWith('.'))) return notFound(res);
    let canonical = url.pathname.replace(/\/{2,}/g, '/');
    if (!canonical.endsWith('/') && existsSync(local) && statSync(local).isDirectory() && existsSync(join(local, 'index.html'))) canonical += '/';
    if (canonical !== url.pathname) {
      res.statusCode = 301;
      res.setHeader('Location', `${canonical}${url.search}`);
      res.setHeader('Content-Length', 0);
      res.end();
      return;
    }
    send(req, canonical, { root: dist, dotfiles: 'ignore', extensions: ['html'], index: ['index.html'], etag: true, lastModified: true, cacheControl: false })
      .on('headers', (r: ServerResponse, file: string) => {
        r.setHeader('Cache-Control', 'no-cache');
        if (PAGEFIND_BINARY.test(file)) {
          r.setHeader('Content-Type', 'application/octet-stream');
          precompressed.add(r);
        }
      })
      // A folder without index.html ("/pagefind") is not a page.
      .on('directory', () => notFound(res))
      .on('error', (err: { status?: number; statusCode?: number; headers?: Record<string, string>; message: string }) => {
        const status = err.status ?? err.statusCode ?? 500;
        if (res.headersSent) return void res.destroy();
        if (status === 404) return notFound(res);
        if (status === 400) return notFound(res, 400);
        if (status >= 500) console.error(`✗ ${req.method} ${req.url}: ${err.message}`);
        plain(res, status, err.headers ?? {});
      })
      .pipe(res);
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
