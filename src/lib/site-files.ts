/**
 * The built site's files over HTTP, one handler for both servers of dist/: `npm start` (scripts/lib/server.ts, which
 * adds the listening) and, under `npm run dev`, the last build's search index (src/plugins/dev-search-index.ts).
 * Here so that both may import it (src/ never imports scripts/). `send` (Express's file sender) serves the files, with
 * the site's rules for the rest:
 * - GET and HEAD only: any other method is a 405 with `Allow: GET, HEAD`;
 * - ranges as RFC 9110 says (send with range-parser): one range is a 206 with its bytes, a suffix range
 *   (`bytes=-50`) the last bytes, and one longer than the file the whole file (range-parser refuses it: it is
 *   asked for `bytes=0-` instead), an unsatisfiable one (`bytes=5-2`, past the end) a 416 whose Content-Range
 *   gives the file's length and no range;
 * - a type for every file: send's (mime-types: `.wasm` is application/wasm, `.json` application/json, `.bin`
 *   application/octet-stream), and Pagefind's index files (`.pf_meta`, `.pf_index`, `.pf_fragment`, `.pf_filter`,
 *   `wasm.<lang>.pagefind`), which Pagefind gzips and unpacks itself, application/octet-stream (sent as they are);
 * - no dotfiles (`/.inputs-hash`, the build's stamp, is a 404 like any missing file);
 * - a page URL without its trailing slash redirects to the one with it (301), the site's only form of page URL; a
 *   path with empty segments ("/.//search", "/1e//glossary/") redirects to the path without them, so a Location
 *   always starts with exactly one "/" (never "//host/…", which a browser reads as another site);
 * - any other missing path gets the site's 404 page, with status 404 and a type (or the caller's own answer);
 * - a path that cannot be decoded ("%E0%A4%A") is a 400 with the site's 404 page, never a stack trace;
 * - caching and security headers from the one table of src/lib/site-headers.ts (files named by their content
 *   immutable, every other one `no-cache`, with ETag and Last-Modified for 304s; the offline copy is the service
 *   worker's job), the security headers on every answer;
 * - conditional requests as RFC 9110 says: If-None-Match, when sent, decides alone (If-Modified-Since is ignored, as
 *   send's `fresh` does not), and a request's `Cache-Control: no-cache` does not stop the server answering 304 (it
 *   asks caches to revalidate, and this is the revalidation);
 * - the build's precompressed copy (`<file>.br`, `<file>.gz`, scripts/lib/precompress.ts) for a client that accepts
 *   it (`Vary: Accept-Encoding` on every file that has them), with the original's type; a range request gets the
 *   file's own bytes, a copy older than its file (changed after the build) is never sent, and the copies themselves
 *   and `_headers` are no URLs of the site.
 *
 * Why send and not sirv (which both servers used before): sirv 3 answers `Range: bytes=5-2` with a 206 and
 * `Content-Length: -2`, `bytes=-50` with the first 51 bytes, serves every method, leaves unknown types empty and, in
 * its dev mode (needed to serve a rebuilt dist/ without a restart), serves dotfiles. Guarding it would mean parsing
 * ranges here; send (the expressjs organisation's, used by Express and serve-static) gets these right through its
 * public API, reads the file system on each request, and handles conditional requests and HEAD.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import send from 'send';
import { withBase, withoutBase } from './urls.ts';
import { chooseEncoding, ENCODINGS, headersFor, PRECOMPRESSED_TYPES, SECURITY_HEADERS, REVALIDATE, type Encoding } from './site-headers.ts';

/** Pagefind's own files: binary, gzipped by Pagefind itself (its index, fragments, filters, metadata and wasm). */
export const PAGEFIND_BINARY = /\.pf_(meta|index|fragment|filter)$|(^|[/\\])wasm\.[^/\\]+\.pagefind$/;

/** The methods the site answers; every other one is a 405 naming them. */
export const ALLOWED_METHODS = 'GET, HEAD';

export interface SiteFilesOptions {
  /** The built site. */
  dist: string;
  /**
   * The base path it was built for (SITE_BASE, src/lib/urls.ts), default "/": its files are served under it, the host's
   * root (and the base without its last slash) redirects to it, and any other path outside it is a 404.
   */
  base?: string;
  /**
   * The answer for a path that is no file of the site (status 404, or 400 for a path that cannot be decoded); by
   * default the site's 404 page (dist/404.html) with that status.
   */
  notFound?: (res: ServerResponse, status: number) => void;
}

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Whether `copy` is a file written no earlier than `file` (the build writes the copies after their files). */
const isCopyOf = (copy: string, file: string): boolean => {
  try {
    const c = statSync(copy);
    return c.isFile() && c.mtimeMs >= statSync(file).mtimeMs;
  } catch {
    return false;
  }
};

/** Drops what a file's attempt set (its ETag, Last-Modified, type): they describe the file, not this answer. */
const clear = (res: ServerResponse) => {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
};

/** The security headers, and no caching without revalidation: for answers that are no file (404, 405, 301). */
const secure = (res: ServerResponse) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('Cache-Control', REVALIDATE);
};

/** A short plain-text answer for a status that has no page of its own (405, 416, 412, 500). */
function plain(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  const body = Buffer.from(`${status} ${STATUS_CODES[status] ?? ''}\n`);
  clear(res);
  res.statusCode = status;
  secure(res);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** A redirect to `location` (a path of this host, so a redirect never names another). */
function redirect(res: ServerResponse, status: 301 | 302, location: string): void {
  secure(res);
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Content-Length', 0);
  res.end();
}

/** The request handler: answers every request it is given (it passes nothing on). */
export function siteFiles({ dist, base = '/', notFound: customNotFound }: SiteFilesOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const notFoundPage = join(dist, '404.html');

  const notFound = (res: ServerResponse, status = 404) => {
    clear(res);
    secure(res);
    if (customNotFound) return customNotFound(res, status);
    const body = existsSync(notFoundPage) ? readFileSync(notFoundPage) : Buffer.from('<!doctype html><title>Not found</title><h1>Not found</h1>');
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.end(body); // Node sends no body to a HEAD request
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, { Allow: ALLOWED_METHODS });
    const target = req.url ?? '/';
    // Only origin-form ("/path?query"); an absolute-form or "*" target is not a path of this site.
    if (!target.startsWith('/')) return notFound(res, 400);
    // Parsed after a fixed origin, so "//search" is a path, not a host; "." and ".." segments are resolved.
    const url = new URL(`http://site.invalid${target}`);
    // The path within the site: below the base path, if it has one.
    const pathname = withoutBase(url.pathname, base);
    if (base !== '/' && (url.pathname === '/' || url.pathname === base.slice(0, -1))) return redirect(res, 302, `${base}${url.search}`);
    if (pathname === undefined) return notFound(res);
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return notFound(res, 400);
    }
    // A path that climbs out of dist/, names a folder separator in one segment ("%2F") or a dotfile is not a page.
    const local = normalize(join(dist, path));
    if ((local !== dist && !local.startsWith(dist + sep)) || /%2f|%5c/i.test(pathname)) return notFound(res);
    if (path.split('/').some((segment) => segment.length > 1 && segment.startsWith('.'))) return notFound(res);
    // The build's precompressed copies and the hosts' header file are not pages of the site.
    if (path === '/_headers' || (ENCODINGS.some((e) => path.endsWith(e.suffix)) && isFile(local.replace(/\.(br|gz)$/, '')))) return notFound(res);
    let canonical = pathname.replace(/\/{2,}/g, '/');
    if (!canonical.endsWith('/') && existsSync(local) && statSync(local).isDirectory() && existsSync(join(local, 'index.html'))) canonical += '/';
    if (canonical !== pathname) return redirect(res, 301, `${withBase(canonical, base)}${url.search}`);
    // The file send will answer with, and its precompressed copies: one is sent instead where the client takes it,
    // except to a range request (its Content-Range counts the file's own bytes).
    const file = canonical.endsWith('/') ? join(local, 'index.html') : isFile(local) ? local : isFile(`${local}.html`) ? `${local}.html` : undefined;
    // A copy older than its file (the file changed after the build) is not the file any more: never sent.
    const copies = file && PRECOMPRESSED_TYPES[extname(file)] ? ENCODINGS.filter((e) => isCopyOf(file + e.suffix, file)) : [];
    const encoding: Encoding | undefined = req.headers.range === undefined ? chooseEncoding(req.headers['accept-encoding'], copies) : undefined;
    const sent = encoding && file ? `${canonical}${file.slice(local.length).split(sep).join('/')}${encoding.suffix}` : canonical;
    send(req, sent, { root: dist, dotfiles: 'ignore', extensions: ['html'], index: ['index.html'], etag: true, lastModified: true, cacheControl: false })
      .on('file', (_file: string, stat: { size: number }) => {
        // A suffix range longer than the file is the whole file (RFC 9110 14.1.3); range-parser refuses it with 416.
        const suffix = /^\s*bytes\s*=\s*-\s*(\d+)\s*$/.exec(req.headers.range ?? '');
        if (suffix && Number(suffix[1]) > 0 && Number(suffix[1]) >= stat.size) req.headers.range = 'bytes=0-';
        // RFC 9110 13.1.3: If-Modified-Since is ignored when If-None-Match is sent; send's `fresh` checks both.
        if (req.headers['if-none-match'] !== undefined) delete req.headers['if-modified-since'];
        // A request's `no-cache` asks caches to revalidate; this answer is that revalidation (`fresh` would refuse a 304).
        if (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) delete req.headers['cache-control'];
      })
      .on('headers', (r: ServerResponse, served: string) => {
        for (const [name, value] of Object.entries(headersFor(path))) r.setHeader(name, value);
        if (copies.length > 0) r.setHeader('Vary', 'Accept-Encoding');
        if (encoding && file) {
          r.setHeader('Content-Type', PRECOMPRESSED_TYPES[extname(file)] ?? 'application/octet-stream');
          r.setHeader('Content-Encoding', encoding.name);
        } else if (PAGEFIND_BINARY.test(served)) r.setHeader('Content-Type', 'application/octet-stream');
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
}
