/**
 * The server of the built site (`npm start`, the browser tests, the bench): dist/ as a static site, as a host would
 * serve it. What it answers, and how (`send`, ranges, types, 405, dotfiles, redirects, the 404 page), is
 * src/lib/site-files.ts, which `npm run dev` uses too for the last build's search index; this adds gzip for text
 * (`compression`) and the listening. A partial answer (206) or a refused range (416) is never gzipped (its
 * Content-Range counts the file's own bytes), nor are Pagefind's files, which are gzip already.
 */
import { createServer, type Server } from 'node:http';
import compression from 'compression';
import { precompressed, siteFiles } from '../../src/lib/site-files.ts';

export { ALLOWED_METHODS, PAGEFIND_BINARY } from '../../src/lib/site-files.ts';

export interface SiteServerOptions {
  /** The built site. */
  dist: string;
}

export function createSiteServer({ dist }: SiteServerOptions): Server {
  const handle = siteFiles({ dist });
  // Gzip what is compressible (text, and binaries such as the semantic layer's vectors and model shards), except a partial answer
  // (206) or a refused range (416), and Pagefind's gzip files.
  const compress = compression({ filter: (req, res) => !res.getHeader('Content-Range') && !precompressed(res) && compression.filter(req, res) });
  return createServer((req, res) => {
    try {
      compress(req as never, res as never, () => handle(req, res));
    } catch (e) {
      // Never a stack trace in a response; one line in the log.
      console.error(`✗ ${req.method} ${req.url}: ${(e as Error).message}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('500 Internal Server Error\n');
      } else res.end();
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
