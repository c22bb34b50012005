import { afterEach, describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONTENT_DIGEST, contentDigest, devSearchMiddleware, indexStatus, isIndexUrl, NO_INDEX, STALE_NOTICE_SCRIPT, STATUS_URL } from './dev-search-index.ts';

const ROOT = resolve(import.meta.dirname, '../..');

let server: Server | undefined;
let dir: string | undefined;
afterEach(() => {
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  server = dir = undefined;
});

/** A dev server stand-in: the middleware, then "Astro" answering whatever it passes on. */
async function serve(dist: string, content?: string): Promise<string> {
  const mw = devSearchMiddleware(dist, content);
  server = createServer((req, res) => mw(req, res, () => res.writeHead(200, { 'content-type': 'text/html' }).end('astro page')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('dev search index', () => {
  test("should serve the last build's Pagefind files and lexicon, and leave the search page to Astro", async () => {
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

  test("should serve the index as npm start does: right ranges, a type for Pagefind's files, 405, no dotfiles", async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-search-'));
    mkdirSync(join(dir, 'pagefind'));
    mkdirSync(join(dir, 'search', 'semantic'), { recursive: true });
    writeFileSync(join(dir, 'pagefind', 'pagefind.js'), 'export const init = () => {};');
    // Pagefind's wasm and metadata are gzip bytes Pagefind unpacks itself; these stand in with a gzip header.
    const meta = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08]);
    writeFileSync(join(dir, 'pagefind', 'wasm.en.pagefind'), meta);
    writeFileSync(join(dir, 'pagefind', 'pagefind.en_1234.pf_meta'), meta);
    writeFileSync(join(dir, 'pagefind', '.hidden'), 'not served');
    writeFileSync(join(dir, 'search', 'semantic', 'model.bin'), Buffer.from([1, 2, 3, 4]));
    const base = await serve(dir);
    // sirv answered bytes=5-2 with a 206 and Content-Length -2, and bytes=-5 with the first 6 bytes.
    const bad = await fetch(`${base}/pagefind/pagefind.js`, { headers: { range: 'bytes=5-2' } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe('bytes */29');
    const suffix = await fetch(`${base}/pagefind/pagefind.js`, { headers: { range: 'bytes=-5' } });
    expect(suffix.status).toBe(206);
    expect(await suffix.text()).toBe('> {};');
    for (const file of ['wasm.en.pagefind', 'pagefind.en_1234.pf_meta']) {
      const r = await fetch(`${base}/pagefind/${file}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/octet-stream');
      expect(Buffer.from(await r.arrayBuffer()).equals(meta)).toBe(true);
    }
    expect((await fetch(`${base}/search/semantic/model.bin`)).headers.get('content-type')).toBe('application/octet-stream');
    const post = await fetch(`${base}/pagefind/pagefind.js`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const dot = await fetch(`${base}/pagefind/.hidden`);
    expect(dot.status).toBe(404);
    expect(await dot.text()).not.toContain('not served');
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

  test("should claim only the index's URLs", () => {
    expect(
      ['/pagefind/pagefind.js', '/search/lexicon.json', '/search/names/12.json', '/search/semantic/model.bin', '/search/semantic/vectors.bin'].every(
        isIndexUrl,
      ),
    ).toBe(true);
    expect(['/search/', '/search/index.html', '/1e/glossary/', '/pagefinder/'].some(isIndexUrl)).toBe(false);
  });

  test('should say when the index is older than an edit under content/, and not while it is newer', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-search-'));
    const dist = join(dir, 'dist');
    const content = join(dir, 'content');
    mkdirSync(join(dist, 'pagefind'), { recursive: true });
    mkdirSync(join(content, 'glossary', '1e'), { recursive: true });
    mkdirSync(join(content, 'sources'));
    const term = join(content, 'glossary', '1e', 'warp-speed.md');
    const source = join(content, 'sources', '1e-glossary-terms.txt');
    const index = join(dist, 'pagefind', 'pagefind.js');
    writeFileSync(term, '---\ntitle: Warp Speed\n---\n');
    writeFileSync(source, 'Warp Speed');
    writeFileSync(index, 'export const init = () => {};');
    const at = (file: string, iso: string) => utimesSync(file, new Date(iso), new Date(iso));
    at(term, '2026-01-01T10:00:00Z');
    at(index, '2026-01-01T11:00:00Z');
    // An edit to a source file does not count: it reaches the pages only through npm run ingest.
    at(source, '2026-01-01T12:00:00Z');
    expect(indexStatus(dist, content)).toMatchObject({ file: 'content/glossary/1e/warp-speed.md', stale: null });
    const base = await serve(dist, content);
    const fresh = await fetch(`${base}${STATUS_URL}`);
    expect(fresh.headers.get('cache-control')).toBe('no-store');
    expect((await fresh.json()).stale).toBeNull();

    at(term, '2026-01-01T12:30:00Z');
    const status = await (await fetch(`${base}${STATUS_URL}`)).json();
    expect(status).toMatchObject({
      index: Date.parse('2026-01-01T11:00:00Z'),
      content: Date.parse('2026-01-01T12:30:00Z'),
      file: 'content/glossary/1e/warp-speed.md',
    });
    expect(status.stale).toBe(
      'Search answers from the last build\'s index (2026-01-01 11:00:00 UTC), older than content/ (content/glossary/1e/warp-speed.md, 2026-01-01 12:30:00 UTC): run "npm run build" to search the edited text.',
    );
  });

  test('should not call the index stale when content/ was only written again with the bytes the build read', () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-search-'));
    const dist = join(dir, 'dist');
    const content = join(dir, 'content');
    mkdirSync(join(dist, 'pagefind'), { recursive: true });
    mkdirSync(join(content, 'glossary', '1e'), { recursive: true });
    const term = join(content, 'glossary', '1e', 'warp-speed.md');
    const text = readFileSync(join(ROOT, 'content/glossary/1e/warp-speed.md'), 'utf8');
    writeFileSync(term, text);
    writeFileSync(join(dist, 'pagefind', 'pagefind.js'), 'export const init = () => {};');
    writeFileSync(join(dist, CONTENT_DIGEST), contentDigest(content));
    utimesSync(join(dist, 'pagefind', 'pagefind.js'), new Date('2026-01-01T11:00:00Z'), new Date('2026-01-01T11:00:00Z'));
    // Written again, as the browser test restores it: newer, the same bytes.
    writeFileSync(term, text);
    expect(indexStatus(dist, content).stale).toBeNull();
    // An edit of its text is stale, whatever the digest file says.
    writeFileSync(term, text.replace(/^title: Warp Speed$/m, 'title: properly initiated card play'));
    expect(indexStatus(dist, content).stale).toMatch(
      /^Search answers from the last build's index \(2026-01-01 11:00:00 UTC\), older than content\/ \(content\/glossary\/1e\/warp-speed\.md/,
    );
  });

  test('should not call an index stale when there is none (the no-index message says what to do)', () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-search-'));
    mkdirSync(join(dir, 'content'));
    writeFileSync(join(dir, 'content', 'a.md'), 'x');
    expect(indexStatus(join(dir, 'dist'), join(dir, 'content'))).toMatchObject({ index: null, stale: null });
  });

  test('should put the sentence above each search status line on the page, as text', async () => {
    // The injected script run against a stand-in document: two status lines (header panel and search page).
    const inserted: { before: string; text: string; cls: string }[] = [];
    const line = (name: string) => ({
      before: (note: { textContent: string; className: string }) => inserted.push({ before: name, text: note.textContent, cls: note.className }),
    });
    const document = {
      querySelectorAll: (selector: string) => (selector === '[data-search-status]' ? [line('panel'), line('page')] : []),
      createElement: () => ({ textContent: '', className: '', setAttribute() {} }),
    };
    const stale = "Search answers from the last build's index <b>(…)</b>";
    const fetch = async (url: string) => ({ json: async () => (url === STATUS_URL ? { stale } : {}) });
    await new Function('fetch', 'document', `return ${STALE_NOTICE_SCRIPT.trim().replace(/;$/, '')};`)(fetch, document);
    expect(inserted).toEqual([
      { before: 'panel', text: stale, cls: 'search-dev-stale' },
      { before: 'page', text: stale, cls: 'search-dev-stale' },
    ]);
  });
});
