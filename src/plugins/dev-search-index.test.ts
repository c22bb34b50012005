import { afterEach, describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devSearchMiddleware, isIndexUrl, NO_INDEX } from './dev-search-index.ts';

let server: Server | undefined;
let dir: string | undefined;
afterEach(() => {
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  server = dir = undefined;
});

/** A dev server stand-in: the middleware, then "Astro" answering whatever it passes on. */
async function serve(dist: string): Promise<string> {
  const mw = devSearchMiddleware(dist);
  server = createServer((req, res) => mw(req, res, () => res.writeHead(200, { 'content-type': 'text/html' }).end('astro page')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('dev search index', () => {
  test('should serve the last build\'s Pagefind files and lexicon, and leave the search page to Astro', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-search-'));
    mkdirSync(join(dir, 'pagefind'));
    mkdirSync(join(dir, 'search', 'names'), { recursive: true });
    writeFileSync(join(dir, 'pagefind', 'pagefind.js'), 'export const init = () => {};');
    writeFileSync(join(dir, 'search', 'lexicon.json'), '{"precedence":[]}');
    writeFileSync(join(dir, 'search', 'names', '3.json'), '{"pages":[]}');
    writeFileSync(join(dir, 'search', 'index.html'), 'built search page');
    const base = await serve(dir);
    const js = await fetch(`${base}/pagefind/pagefind.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(await js.text()).toBe('export const init = () => {};');
    expect(await (await fetch(`${base}/search/lexicon.json`)).json()).toEqual({ precedence: [] });
    expect(await (await fetch(`${base}/search/names/3.json`)).json()).toEqual({ pages: [] });
    expect(await (await fetch(`${base}/search/?q=tent`)).text()).toBe('astro page');
    expect(await (await fetch(`${base}/1e/glossary/`)).text()).toBe('astro page');
    expect((await fetch(`${base}/pagefind/missing.pf_meta`)).status).toBe(404);
  });

  test('should say to build first when there is no index, in the module the search box imports and on the lexicon', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-search-'));
    const base = await serve(dir);
    const js = await fetch(`${base}/pagefind/pagefind.js`);
    expect(js.status).toBe(200);
    const body = await js.text();
    expect(body).toContain('throw new Error(');
    expect(body).toContain('npm run build');
    const lexicon = await fetch(`${base}/search/lexicon.json`);
    expect(lexicon.status).toBe(404);
    expect(lexicon.headers.get('x-dev-message')).toBe(NO_INDEX);
  });

  test('should claim only the index\'s URLs', () => {
    expect(['/pagefind/pagefind.js', '/search/lexicon.json', '/search/names/12.json'].every(isIndexUrl)).toBe(true);
    expect(['/search/', '/search/index.html', '/1e/glossary/', '/pagefinder/'].some(isIndexUrl)).toBe(false);
  });
});
