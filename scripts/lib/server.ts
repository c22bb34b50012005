/**
 * The server of the built site (`npm start`, the browser tests, the bench): dist/ as a static site, as a host would
 * serve it. What it answers, and how (`send`, ranges, types, 405, dotfiles, redirects, the 404 page, caching and
 * security headers from src/lib/site-headers.ts, the build's precompressed copies), is src/lib/site-files.ts, which
 * `npm run dev` uses too for the last build's search index; this adds the listening. Nothing is compressed per
 * request: the build writes `.br` and `.gz` copies (scripts/lib/precompress.ts).
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { readJson } from '../../src/lib/read-json.ts';
import { siteFiles } from '../../src/lib/site-files.ts';
import { normalizeBase } from '../../src/lib/urls.ts';

export { ALLOWED_METHODS, PAGEFIND_BINARY } from '../../src/lib/site-files.ts';

export interface SiteServerOptions {
  /** The built site. */
  dist: string;
  /** The base path to serve it under; by default the one it was built for ({@link builtBase}). */
  base?: string;
}

/**
 * The base path the site in `dist` was built for (SITE_BASE, src/lib/urls.ts): its web app manifest's scope, which
 * the build writes from it (src/lib/app-icons.ts); "/" for a build without a manifest.
 */
export function builtBase(dist: string): string {
  const file = join(dist, 'manifest.webmanifest');
  if (!existsSync(file)) return '/';
  return normalizeBase(readJson(file, z.object({ scope: z.string().optional() })).scope);
}

export function createSiteServer({ dist, base = builtBase(dist) }: SiteServerOptions): Server {
  const handle = siteFiles({ dist, base });
  return createServer((req, res) => {
    try {
      handle(req, res);
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
