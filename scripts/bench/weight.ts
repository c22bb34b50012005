/**
 * Page weight over the built site: for each HTML page, the gzip bytes of the HTML itself plus every stylesheet and
 * script it loads up front (`<link rel=stylesheet>`, `<script src>`, `<link rel=modulepreload>`, and the static
 * imports of those modules, followed through the module graph). Dynamic `import()` — Pagefind, loaded on first
 * use of the search box — is not up front and is measured separately. Inline `<style>`/`<script>` are part of the
 * HTML's bytes; inline scripts are also listed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { htmlFiles, pageUrl } from '../lib/html-pages.ts';
import { SiteError } from '../../src/lib/errors.ts';

export const gzipSize = (data: string | Buffer): number => gzipSync(data).length;

export interface UpFront {
  stylesheets: string[];
  /** External scripts and module preloads, as written in the page (URL paths or relative URLs). */
  scripts: string[];
  /** Inline scripts' text (JSON-LD and other data blocks excluded). */
  inlineScripts: string[];
}

const DATA_SCRIPT = /^(application\/(ld\+)?json|importmap|text\/template)$/i;

/** What a page's HTML asks for before any interaction. */
export function upFrontAssets(html: string): UpFront {
  const tree = fromHtml(html);
  const rel = (v: unknown) => (Array.isArray(v) ? v.map(String) : String(v ?? '').split(/\s+/)).map((s) => s.toLowerCase());
  const stylesheets: string[] = [];
  const scripts: string[] = [];
  const inlineScripts: string[] = [];
  for (const link of selectAll('link[href]', tree)) {
    const rels = rel(link.properties.rel);
    const href = String(link.properties.href);
    if (rels.includes('stylesheet')) stylesheets.push(href);
    else if (rels.includes('modulepreload') || (rels.includes('preload') && link.properties.as === 'script')) scripts.push(href);
  }
  for (const script of selectAll('script', tree)) {
    const type = String(script.properties.type ?? '');
    if (DATA_SCRIPT.test(type)) continue;
    if (script.properties.src) scripts.push(String(script.properties.src));
    else inlineScripts.push(toString(script));
  }
  return { stylesheets: unique(stylesheets), scripts: unique(scripts), inlineScripts };
}

const unique = <T>(xs: T[]): T[] => [...new Set(xs)];

/**
 * Specifiers of a module's static imports and re-exports (`import x from "./a.js"`, `import "./b.js"`,
 * `export * from "./c.js"`), not dynamic `import()`. Written for bundler output, where strings and comments that
 * merely look like imports do not occur.
 */
export function staticImports(js: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+)["'`]/g;
  for (const [, found] of js.matchAll(re)) if (found !== undefined) out.push(found);
  return unique(out);
}

/** `@import` targets of a stylesheet. */
export function cssImports(css: string): string[] {
  return unique([...css.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)["']?\s*\)?/g)].flatMap((m) => m[1] ?? []));
}

/** A URL as written in a page or module, resolved against the URL of the document that names it: "/_astro/a.js". */
export function resolveUrl(from: string, spec: string): string | undefined {
  if (/^(https?:)?\/\//.test(spec) || spec.startsWith('data:')) return undefined; // not ours to weigh
  const path = spec.replace(/[?#][\s\S]*$/, '');
  if (path.startsWith('/')) return posix.normalize(path);
  const base = from.endsWith('/') ? from : `${posix.dirname(from)}/`;
  return posix.normalize(base + path);
}

/** The file in dist/ that serves a URL path ("/1e/" → dist/1e/index.html). */
export function fileFor(dist: string, url: string): string {
  const path = decodeURIComponent(url.replace(/[?#][\s\S]*$/, ''));
  return join(dist, path.endsWith('/') ? `${path}index.html` : path);
}

export interface Asset {
  url: string;
  bytes: number;
  gzip: number;
}

export interface PageWeight {
  url: string;
  html: Asset;
  styles: Asset[];
  /** External scripts loaded up front, the whole static module graph. */
  scripts: Asset[];
  inlineScripts: Array<{ text: string; bytes: number; gzip: number }>;
  /** gzip(HTML) + gzip of each stylesheet and script. */
  total: number;
  /** Assets a page names that are not in dist/. */
  missing: string[];
}

/** Measures pages of one dist/ folder; each asset is read and compressed once. */
export class WeightMeter {
  private readonly assets = new Map<string, Asset | undefined>();
  private readonly dist: string;
  constructor(dist: string) {
    this.dist = dist;
  }

  private asset(url: string): Asset | undefined {
    if (!this.assets.has(url)) {
      const file = fileFor(this.dist, url);
      const data = existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
      this.assets.set(url, data && { url, bytes: data.length, gzip: gzipSize(data) });
    }
    return this.assets.get(url);
  }

  /** The page at `url` (it must exist in dist/). */
  page(url: string): PageWeight {
    const file = fileFor(this.dist, url);
    if (!existsSync(file)) throw new SiteError({ what: `No page ${url} in dist/ (expected ${file}).`, where: { file }, hint: 'run npm run build first.' });
    const data = readFileSync(file);
    const html: Asset = { url, bytes: data.length, gzip: gzipSize(data) };
    const found = upFrontAssets(data.toString('utf8'));
    const missing: string[] = [];
    const collect = (entries: string[], follow: (text: string) => string[]): Asset[] => {
      const seen = new Set<string>();
      const out: Asset[] = [];
      const queue = entries.map((e) => resolveUrl(url, e)).filter((u): u is string => !!u);
      for (let u = queue.shift(); u !== undefined; u = queue.shift()) {
        if (seen.has(u)) continue;
        seen.add(u);
        const a = this.asset(u);
        if (!a) {
          missing.push(u);
          continue;
        }
        out.push(a);
        const text = readFileSync(fileFor(this.dist, u), 'utf8');
        for (const spec of follow(text)) {
          const next = resolveUrl(u, spec);
          if (next) queue.push(next);
        }
      }
      return out;
    };
    const styles = collect(found.stylesheets, cssImports);
    const scripts = collect(found.scripts, staticImports);
    const inlineScripts = found.inlineScripts.map((s) => ({ text: s, bytes: Buffer.byteLength(s), gzip: gzipSize(s) }));
    const total = html.gzip + [...styles, ...scripts].reduce((n, a) => n + a.gzip, 0);
    return { url, html, styles, scripts, inlineScripts, total, missing };
  }
}

/** URL paths of every HTML page in dist/ ("/", "/1e/glossary/dilemma/", "/404.html"), sorted. */
export const htmlPages = (dist: string): string[] => htmlFiles(dist).map(pageUrl).sort();
