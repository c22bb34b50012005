/**
 * What the site sends with its files besides the files themselves: caching, security headers and the precompressed
 * copies. ONE table (`HEADER_RULES`) for both places that send them, so they cannot drift: `npm start`'s server
 * (src/lib/site-files.ts) matches a request's path against it, and the build writes it as `dist/_headers` for static
 * hosts that read one (Netlify, Cloudflare Pages). docs/deploying.md says what each kind of host can send.
 *
 * Caching (RFC 9111): a file whose name carries a hash of its content never changes under that name, so it is kept for
 * a year without asking again (`immutable`); everything else (pages, sw.js, pagefind.js, the semantic layer, whose
 * names carry no hash) is revalidated on every use (`no-cache`, answered with a 304 while it is unchanged).
 * Files named by content: Astro's bundles under /_astro/ ("Base.BKfXPOSv.css"), Pagefind's index chunks, fragments
 * and filters ("en_1334c3c.pf_index": Pagefind names them by their content) and its metadata
 * ("pagefind.en_61221d6a0d.pf_meta"), and the kept copy's list ("sw-keep.<digest>.js", scripts/lib/sw.ts). Pagefind's
 * wasm ("wasm.en.pagefind") and entry file, Workbox's folder (named by Workbox's version, not by content) and the
 * semantic layer's files are not.
 */
import { SITE_BASE, withBase } from './urls.ts';
import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS } from './inline-scripts.ts';

/** Kept a year, never revalidated: for files named by their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Revalidated on every use: for every other file. */
export const REVALIDATE = 'no-cache';

/**
 * The Content-Security-Policy: the site's own files only. Scripts: its own, the inline ones by their hash
 * (src/lib/inline-scripts.ts), and WebAssembly (Pagefind's search runs in wasm). Styles: its own files and inline
 * `<style>` elements, which Astro writes for a page's small component stylesheets (their hashes change with every CSS
 * edit, so they are allowed as a kind, not one by one). Workers (Pagefind's, the semantic layer's, the service worker)
 * from the site. No frames of the site on other sites (`frame-ancestors`), no plugins, no `<base>` elsewhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${INLINE_SCRIPTS.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`).join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent with every answer. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // For browsers older than frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export interface HeaderRule {
  /** A URL path as `_headers` writes it: `*` matches any characters (a "splat"). */
  path: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * The table. Every header a path gets comes from the rules matching it, in order; no two rules that can match one path
 * set the same header, because `_headers` hosts join such values with a comma. So `/*` sets no Cache-Control: where no
 * rule sets one, the server sends `no-cache` (`headersFor`) and those hosts their own default, which revalidates
 * (`public, max-age=0, must-revalidate`).
 */
export const HEADER_RULES: readonly HeaderRule[] = [
  { path: '/*', headers: SECURITY_HEADERS },
  { path: '/_astro/*', headers: { 'Cache-Control': IMMUTABLE } },
  { path: '/pagefind/index/*', headers: { 'Cache-Control': IMMUTABLE } },
  { path: '/pagefind/fragment/*', headers: { 'Cache-Control': IMMUTABLE } },
  { path: '/pagefind/filter/*', headers: { 'Cache-Control': IMMUTABLE } },
  { path: '/pagefind/pagefind.*.pf_meta', headers: { 'Cache-Control': IMMUTABLE } },
  { path: '/sw-keep.*.js', headers: { 'Cache-Control': IMMUTABLE } },
  // The service worker: revalidated like every unhashed file, said outright for hosts.
  { path: '/sw.js', headers: { 'Cache-Control': REVALIDATE } },
];

const patterns = new Map<string, RegExp>();
/** Whether a `_headers` path pattern matches a URL path (decoded, without its query). */
export function pathMatches(pattern: string, path: string): boolean {
  let re = patterns.get(pattern);
  if (!re) {
    re = new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
      's',
    );
    patterns.set(pattern, re);
  }
  return re.test(path);
}

/** The headers of the table for a URL path, with `no-cache` where no rule sets Cache-Control. */
export function headersFor(path: string): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': REVALIDATE };
  for (const rule of HEADER_RULES) if (pathMatches(rule.path, path)) Object.assign(headers, rule.headers);
  return headers;
}

/**
 * The table as a `_headers` file (Netlify's and Cloudflare Pages' format: a path, then its headers indented), its paths
 * under the site's base path (SITE_BASE, src/lib/urls.ts; docs/deploying.md).
 */
export function headersFile(base: string = SITE_BASE): string {
  const lines = [
    '# Written by the build from HEADER_RULES in src/lib/site-headers.ts, which `npm start` serves by too; see docs/deploying.md.',
    '# Paths without a Cache-Control here get the host default, which revalidates.',
  ];
  for (const rule of HEADER_RULES) {
    lines.push(withBase(rule.path, base));
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Precompressed copies: the build writes `<file>.br` and `<file>.gz` beside every file of these kinds of at least
 * `PRECOMPRESS_MIN_BYTES` (scripts/lib/precompress.ts), and the server sends one of them to a client that accepts
 * it, with the original's type. Below 1 KB gzip saved 6% of the build's few such files (its header eats the rest);
 * from 1 KB to 4 KB it saved half. Pagefind's index files are gzip already, and not listed.
 */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** The kinds of file precompressed, by extension, with the type the server gives the original (send's). */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  // The semantic layer's model and vectors (tables of int8 numbers): brotli makes them 18% and 37% smaller.
  '.bin': 'application/octet-stream',
};

/** The encodings of the copies, the server's first choice first, with their file suffixes. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 12.5.3), of those `available`: the one with the highest
 * weight, brotli on a tie; none for a missing header, `q=0`, or only `identity`.
 */
export function chooseEncoding(accept: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!accept) return undefined;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const e of available) if (weight(e.name) > 0 && (!best || weight(e.name) > weight(best.name))) best = e;
  return best;
}
