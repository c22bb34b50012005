/**
 * The site built under a base path (issue 35, "deployable as it is"): `SITE_BASE=/rules/ node scripts/build.ts` on a
 * copy of the project (tests/base-build.ts), checked for every address a page, the web app manifest, the service worker,
 * the JSON export and `_headers` give, and served by `node scripts/serve.ts` at /rules/. The browser test over the same
 * build is e2e/base-path.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { keepManifest } from '../scripts/lib/sw.ts';
import { request } from '../scripts/lib/http-request.ts';
import { ids, pagesIn, resolves, type Page } from './dist.ts';
import { BASE, BASE_BUILD, BASE_BUILD_HOOK_MS, baseBuild } from './base-build.ts';

let dist: string;
let pages: Page[];
beforeAll(() => {
  dist = baseBuild();
  pages = pagesIn(dist);
}, BASE_BUILD_HOOK_MS);

/** The path within the site of an address under the base ("/rules/1e/" → "/1e/"); undefined outside it. */
const inSite = (path: string): string | undefined => (path.startsWith(BASE) ? path.slice(BASE.length - 1) : undefined);

/** Every address of a page a browser follows or fetches: links, the head's links, scripts, images, forms, quotations. */
function addresses(p: Page): string[] {
  const out: string[] = [];
  for (const [selector, attr] of [
    ['a[href], link[href]', 'href'],
    ['script[src], img[src]', 'src'],
    ['form[action]', 'action'],
    ['blockquote[cite], q[cite]', 'cite'],
  ] as const)
    for (const el of selectAll(selector, p.tree)) out.push(String(el.properties[attr === 'action' ? 'action' : attr]));
  return out;
}

describe('the site built under /rules/', () => {
  test('should have the root build’s pages', () => {
    expect(pages.length).toBeGreaterThan(1300);
    expect(pages.map((p) => p.url)).toContain('/1e/glossary/warp-speed/');
  });

  test('should resolve every internal address of every page to a file of the build under /rules/, and every #anchor', () => {
    const byUrl = new Map(pages.map((p) => [p.url, p]));
    const broken: string[] = [];
    let checked = 0;
    for (const p of pages) {
      const here = `${BASE}${p.url.slice(1)}`;
      for (const address of addresses(p)) {
        if (/^(https?:|mailto:|data:)/.test(address)) continue;
        const [path, hash] = address.split('#');
        const target = path ? new URL(path, `http://x${here}`).pathname : here;
        const within = inSite(target);
        checked++;
        if (within === undefined) broken.push(`${p.url} → ${address} (outside ${BASE})`);
        else if (!resolves(within, dist)) broken.push(`${p.url} → ${address} (no such file)`);
        else if (hash && byUrl.has(within) && !ids(byUrl.get(within)!).has(decodeURIComponent(hash))) broken.push(`${p.url} → ${address} (no such id)`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(40_000);
    // Some 40,000 addresses over 1,370 pages: 30 s idle, 77 s at a load average of 17 (over the 60 s default).
  }, 240_000);

  test('should have every script the pages load, and the ones they import, as a built file with code in it', () => {
    const scripts = new Set(pages.flatMap((p) => selectAll('script[src]', p.tree).map((s) => String(s.properties.src))));
    const chunks = readdirSync(join(dist, '_astro')).filter((f) => f.endsWith('.js'));
    expect(scripts.size).toBeGreaterThan(0);
    const empty = [...[...scripts].map((s) => inSite(s) ?? s), ...chunks.map((f) => `/_astro/${f}`)].filter((path) => statSync(join(dist, path)).size === 0);
    // sw-register.*.js came out empty when the build ran as Vitest's child (NODE_ENV=test: not production).
    expect(empty).toEqual([]);
    expect(chunks.some((f) => f.startsWith('sw-register.'))).toBe(true);
  });

  test('should name its own address under /rules/ as its canonical URL and printed address', () => {
    const glossary = pages.find((p) => p.url === '/1e/glossary/warp-speed/')!;
    expect(selectAll('link[rel=canonical]', glossary.tree).map((l) => l.properties.href)).toEqual([
      'https://stccg-rules.example/rules/1e/glossary/warp-speed/',
    ]);
  });

  test('should print its address under /rules/, link the walkthrough to its diagram there, and name no address of the root', () => {
    const glossary = pages.find((p) => p.url === '/1e/glossary/warp-speed/')!;
    expect(selectAll('[data-print-url]', glossary.tree).map((e) => toText(e))).toEqual(['Page: https://stccg-rules.example/rules/1e/glossary/warp-speed/']);
    const walkthrough = pages.find((p) => p.url === '/2e/walkthrough/')!;
    // The printed walkthrough's line that names its diagram by its full address (in the printed part, not on screen).
    expect(readFileSync(walkthrough.file, 'utf8')).toContain('>https://stccg-rules.example/rules/2e/walkthrough/diagram/</a>');
    // Every full address of the site, in any page (canonical links, printed addresses, text), is under /rules/.
    const outside = pages.flatMap((p) =>
      [...readFileSync(p.file, 'utf8').matchAll(/https:\/\/stccg-rules\.example(?!\/rules\/)[^"<\s]*/g)].map((m) => `${p.url}: ${m[0]}`),
    );
    expect(outside).toEqual([]);
  });

  test('should give the web app manifest its start URL, scope and icons under /rules/', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as {
      id: string;
      start_url: string;
      scope: string;
      icons: Array<{ src: string }>;
    };
    expect([manifest.id, manifest.start_url, manifest.scope]).toEqual([BASE, BASE, BASE]);
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect(resolves(inSite(icon.src) ?? icon.src, dist), icon.src).toBe(true);
  });

  test('should have a service worker whose every address is under /rules/, and a kept list of the build’s files', () => {
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    const workbox = readdirSync(dist).find((f) => f.startsWith('workbox-v'))!;
    expect(sw).toContain(`importScripts('${BASE}${workbox}/workbox-sw.js')`);
    expect(sw).toMatch(/const KEEP_LIST = "\/rules\/sw-keep\.[0-9a-f]+\.js";/);
    for (const path of ['_astro/', 'pagefind/', 'search/', 'favicon.svg', 'offline/index.html']) expect(sw).toContain(`'${BASE}${path}`);
    // No address of the root is left in its code (its comments name /sw.js and /search/?q=… as examples).
    const code = sw.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    expect(code.match(/'\/(?!rules\/)[a-z_]/g) ?? []).toEqual([]);
    const keep = keepManifest(dist);
    expect(keep.files).toBeGreaterThan(3000);
    // The shell: the offline page and the bundles it names (found under the base), not the icon alone.
    const shell = JSON.parse(/const SHELL = (\[.*?\]);/.exec(sw)![1]!) as Array<{ url: string }>;
    expect(shell.map((e) => e.url)).toEqual(expect.arrayContaining(['offline/index.html', 'favicon.svg', expect.stringMatching(/^_astro\/.*\.css$/)]));
    for (const e of [...shell, ...keep.entries]) expect(resolves(`/${e.url}`, dist), e.url).toBe(true);
  });

  test('should give the JSON export its source and every item’s url under /rules/', () => {
    const terms = JSON.parse(readFileSync(join(dist, 'data/terms.json'), 'utf8')) as { source: string; items: Array<{ url: string }> };
    expect(terms.source).toBe('https://stccg-rules.example/rules/');
    const outside = terms.items.filter((i) => !resolves(inSite(i.url) ?? '/nowhere/', dist)).map((i) => i.url);
    expect(outside).toEqual([]);
  });

  test('should write _headers for the paths under /rules/', () => {
    const paths = readFileSync(join(dist, '_headers'), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('/'));
    expect(paths).toContain('/rules/*');
    expect(paths).toContain('/rules/_astro/*');
    expect(paths.filter((p) => !p.startsWith(BASE))).toEqual([]);
  });
});

describe('node scripts/serve.ts over the build under /rules/', () => {
  let child: ChildProcess;
  let origin: string;
  let log = '';
  beforeAll(async () => {
    child = spawn(process.execPath, ['scripts/serve.ts', '--port', '0'], { cwd: BASE_BUILD, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`scripts/serve.ts did not say where it listens within 30 s:\n${log}`)), 30_000);
      child.stdout!.on('data', (d: Buffer) => {
        log += d.toString();
        const m = /Serving dist\/ on (http:\/\/localhost:\d+)(\S*)/.exec(log);
        if (m) {
          clearTimeout(timer);
          // It says the address with the base.
          expect(m[2]).toBe(BASE);
          resolve(m[1]!.replace('localhost', '127.0.0.1'));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`scripts/serve.ts exited with code ${code} before listening:\n${log}`));
      });
    });
  }, 40_000);
  afterAll(() => {
    if (child?.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });

  test('should send the root to /rules/ and serve the pages, the search and the worker there', async () => {
    const root = await request(origin, '/');
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe(BASE);
    for (const path of ['/rules/', '/rules/1e/glossary/warp-speed/', '/rules/pagefind/pagefind.js', '/rules/search/lexicon.json', '/rules/sw.js']) {
      expect((await request(origin, path)).status, path).toBe(200);
    }
    expect((await request(origin, '/1e/glossary/warp-speed/')).status).toBe(404);
  });
});
