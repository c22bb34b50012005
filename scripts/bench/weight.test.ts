import { afterAll, describe, expect, test } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WeightMeter, fileFor, htmlPages, resolveUrl, staticImports, upFrontAssets } from './weight.ts';

const DIST = resolve(import.meta.dirname, '../../dist');
const gz = (path: string) => gzipSync(readFileSync(path)).length;

describe('what a page loads up front', () => {
  test('should find stylesheets, external scripts and module preloads, and keep inline scripts apart', () => {
    const html = `<!doctype html><html><head><link rel="stylesheet" href="/_astro/a.css"><link rel="modulepreload" href="/_astro/m.js">
      <link rel="preload" as="font" href="/f.woff2"><link rel="icon" href="/favicon.svg"><script type="application/ld+json">{"a":1}</script></head>
      <body><script type="module" src="/_astro/b.js"></script><script>console.log(1)</script><script type="module" src="/_astro/b.js"></script></body></html>`;
    expect(upFrontAssets(html)).toEqual({
      stylesheets: ['/_astro/a.css'],
      scripts: ['/_astro/m.js', '/_astro/b.js'],
      inlineScripts: ['console.log(1)'],
    });
  });

  test('should follow static imports and re-exports but not dynamic import()', () => {
    const js =
      'import{r as e,t}from"./search.W3LkWMXv.js";import"./side.js";export*from"./re.js";' +
      'var p;function t(){return p??=import(`/pagefind/pagefind.js`).then(e=>e)}document.querySelectorAll(`x`).forEach(t)';
    expect(staticImports(js)).toEqual(['./search.W3LkWMXv.js', './side.js', './re.js']);
  });

  test('should resolve URLs against the page or module that names them', () => {
    expect(resolveUrl('/1e/glossary/dilemma/', '/_astro/a.js')).toBe('/_astro/a.js');
    expect(resolveUrl('/_astro/a.js', './b.js')).toBe('/_astro/b.js');
    expect(resolveUrl('/1e/glossary/dilemma/', '../x.css?v=1')).toBe('/1e/glossary/x.css');
    expect(resolveUrl('/', 'https://cdn.example/x.js')).toBeUndefined();
    expect(fileFor('/d', '/search/?q=x')).toBe('/d/search/index.html');
  });
});

describe('gzip sizing over a small dist/', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bench-weight-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  put(
    'a/index.html',
    '<link rel="stylesheet" href="/_astro/s.css"><script type="module" src="/_astro/entry.js"></script><script type="module" src="/_astro/gone.js"></script>',
  );
  put('_astro/s.css', '@import "./t.css"; body { color: red }');
  put('_astro/t.css', 'p { margin: 0 }');
  put('_astro/entry.js', 'import{x}from"./shared.js";import("./lazy.js");x()');
  put('_astro/shared.js', 'export const x=()=>1;'.repeat(50));
  put('_astro/lazy.js', 'export default 1');
  put('index.html', '<p>home</p>');

  test('should add gzip of the HTML, its stylesheets with their @imports, and its module graph', () => {
    const w = new WeightMeter(dist).page('/a/');
    expect(w.styles.map((a) => a.url)).toEqual(['/_astro/s.css', '/_astro/t.css']);
    expect(w.scripts.map((a) => a.url)).toEqual(['/_astro/entry.js', '/_astro/shared.js']);
    expect(w.missing).toEqual(['/_astro/gone.js']);
    const files = ['a/index.html', '_astro/s.css', '_astro/t.css', '_astro/entry.js', '_astro/shared.js'];
    expect(w.total).toBe(files.reduce((n, f) => n + gz(join(dist, f)), 0));
  });

  test('should list every HTML page as a URL path', () => {
    expect(htmlPages(dist)).toEqual(['/', '/a/']);
  });
});

describe('gzip sizing of a real page of dist/', () => {
  const page = '/1e/glossary/dilemma/';
  const file = fileFor(DIST, page);

  test('should count the built HTML, its stylesheet and the search scripts, not Pagefind', () => {
    if (!existsSync(file)) throw new Error('dist/ has no build: run `npm run build` first (npm test does).');
    const html = readFileSync(file, 'utf8');
    const w = new WeightMeter(DIST).page(page);
    // Independently: every <link rel=stylesheet> and <script src> in the HTML, plus the modules they import.
    const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    const srcs = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(srcs.length).toBeGreaterThan(0);
    const imported = srcs.flatMap((s) => [...readFileSync(fileFor(DIST, s), 'utf8').matchAll(/from"\.\/([^"]+)"/g)].map((m) => `/_astro/${m[1]}`));
    const urls = [...hrefs, ...srcs, ...imported];
    expect(w.missing).toEqual([]);
    expect([...w.styles, ...w.scripts].map((a) => a.url).sort()).toEqual([...new Set(urls)].sort());
    expect(w.html.gzip).toBe(gz(file));
    expect(w.total).toBe(gz(file) + [...new Set(urls)].reduce((n, u) => n + gz(fileFor(DIST, u)), 0));
    expect(w.scripts.some((a) => a.url.includes('pagefind'))).toBe(false);
  });
});
