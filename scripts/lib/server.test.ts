/**
 * The site's server (issue 17, items 3 and 7; issue 29, "a static server that gets HTTP right"), case by case over
 * loopback: ranges, HEAD, a type for every kind of file the build writes, 405 for other methods, no dotfiles, no
 * protocol-relative redirects, the 404 page with status 404, caching and gzip. The folder it serves is made here from
 * the real files where the repository has them (the semantic layer's model and tokenizer, a source document's text);
 * tests/serve.test.ts asks the same of `node scripts/serve.ts` over the built dist/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyFileSync, mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { createSiteServer, listen } from './server.ts';
import { request } from './http-request.ts';
import { ROOT } from './proc.ts';

let dist: string;
let server: Server;
let base: string;
const files = new Map<string, Buffer>();

/** A page made of a real source's opening lines (the Current Rulings), long enough to be gzipped. */
const rulings = readFileSync(join(ROOT, 'content/sources/2e-current-rulings-2011-01-03.txt'), 'utf8').slice(0, 6000);
const NOT_FOUND = '<!doctype html><title>Not found</title><h1>This page is not in the rules</h1>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const put = (path: string, content: string | Buffer) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), content);
    files.set(path, Buffer.from(content));
  };
  put('index.html', '<!doctype html><title>Home</title>');
  put('404.html', NOT_FOUND);
  put('1e/glossary/index.html', `<!doctype html><title>Glossary</title>${'dilemma '.repeat(500)}`);
  put('2e/rulings/index.html', `<!doctype html><title>Current Rulings</title><pre>${rulings.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</pre>`);
  put('search/index.html', '<!doctype html><title>Search</title>');
  put('.inputs-hash', 'a'.repeat(64));
  put('package.json', '{}');
  // Pagefind's files, named as Pagefind 1.5 names them (gzip bytes: Pagefind unpacks them itself).
  const gz = gzipSync(rulings.repeat(4)); // over compression's 1 KB threshold
  put('pagefind/pagefind.en_1234.pf_meta', gz);
  put('pagefind/index/en_5678.pf_index', gz);
  put('pagefind/fragment/en_9abc.pf_fragment', gz);
  put('pagefind/filter/en_def0.pf_filter', gz);
  put('pagefind/wasm.en.pagefind', gz);
  put('pagefind/wasm.unknown.pagefind', gz);
  put('pagefind/pagefind-entry.json', '{"version":"1.5.2","languages":{"en":{"hash":"en_1234","wasm":"en","page_count":4}}}');
  put('pagefind/pagefind.js', 'export const x = 1;');
  put('pagefind/pagefind-ui.css', '.x{}');
  // A WebAssembly module (its magic number and version): a plain .wasm is application/wasm.
  put('_astro/module.wasm', Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));
  put('_astro/page.js.map', '{"version":3}');
  put('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Large files of the semantic layer's kind: the model's own files (dist/ holds the model in shards), copied.
  mkdirSync(join(dist, 'search/semantic'), { recursive: true });
  for (const f of ['model.bin', 'tokenizer.json']) {
    copyFileSync(join(ROOT, 'models/minilm-static-v2', f), join(dist, 'search/semantic', f));
    files.set(`search/semantic/${f}`, readFileSync(join(dist, 'search/semantic', f)));
  }
  put('search/semantic/vectors.bin', Buffer.from([1, 2, 3, 4, 250, 251]));
  put('search/semantic/records.json', '{"records":[]}');
  server = createSiteServer({ dist });
  base = await listen(server, 0, '127.0.0.1');
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => request(base, path, { headers });
const file = (path: string) => files.get(path) ?? expect.fail(`no fixture ${path}`);

describe('the site server', () => {
  test('listens on loopback', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test('redirects a page URL without its trailing slash', async () => {
    const r = await get('/1e/glossary?x=1');
    expect(r.status).toBe(301);
    expect(r.headers.location).toBe('/1e/glossary/?x=1');
  });

  test('answers every missing path with the site’s 404 page, typed', async () => {
    for (const path of ['/nope/', '/nope', '/1e/glossary/..%2F..%2Fpackage.json', '/x%2Fy', '/pagefind', '/pagefind/', '/search/semantic/']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(r.body.toString(), path).toBe(NOT_FOUND);
      expect(r.headers['content-length'], path).toBe(String(Buffer.byteLength(NOT_FOUND)));
    }
  });

  test('answers HEAD for a missing path with 404 and no body', async () => {
    const r = await request(base, '/nope/', { method: 'HEAD' });
    expect(r.status).toBe(404);
    expect(r.body.length).toBe(0);
  });

  test('answers an undecodable path with 400 and the 404 page, never a stack trace', async () => {
    const r = await get('/%E0%A4%A');
    expect(r.status).toBe(400);
    const text = r.body.toString();
    expect(text).toContain('This page is not in the rules');
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});

describe('ranges', () => {
  const model = () => file('search/semantic/model.bin');

  test('a closed range is a 206 with exactly those bytes', async () => {
    const r = await get('/search/semantic/model.bin', { range: 'bytes=10-109' });
    expect(r.status).toBe(206);
    expect(r.headers['content-range']).toBe(`bytes 10-109/${model().length}`);
    expect(r.headers['content-length']).toBe('100');
    expect(r.body.equals(model().subarray(10, 110))).toBe(true);
  });

  test('an open-ended range runs to the end', async () => {
    const len = model().length;
    const r = await get('/search/semantic/model.bin', { range: `bytes=${len - 300}-` });
    expect(r.status).toBe(206);
    expect(r.headers['content-range']).toBe(`bytes ${len - 300}-${len - 1}/${len}`);
    expect(r.body.equals(model().subarray(len - 300))).toBe(true);
  });

  test('a suffix range is the last bytes, not the first', async () => {
    const len = model().length;
    const r = await get('/search/semantic/model.bin', { range: 'bytes=-50' });
    expect(r.status).toBe(206);
    expect(r.headers['content-range']).toBe(`bytes ${len - 50}-${len - 1}/${len}`);
    expect(r.headers['content-length']).toBe('50');
    expect(r.body.equals(model().subarray(len - 50))).toBe(true);
  });

  test('a range reaching past the end is cut at the end', async () => {
    const page = file('2e/rulings/index.html');
    const r = await get('/2e/rulings/', { range: `bytes=100-${page.length + 5000}` });
    expect(r.status).toBe(206);
    expect(r.headers['content-range']).toBe(`bytes 100-${page.length - 1}/${page.length}`);
    expect(r.body.equals(page.subarray(100))).toBe(true);
  });

  test('an unsatisfiable range is a 416 naming the length, never a negative length', async () => {
    const len = model().length;
    for (const range of ['bytes=5-2', `bytes=${len}-`, `bytes=${len + 10}-${len + 20}`]) {
      const r = await get('/search/semantic/model.bin', { range });
      expect(r.status, range).toBe(416);
      expect(r.headers['content-range'], range).toBe(`bytes */${len}`);
      expect(r.headers.etag, range).toBeUndefined();
      expect(Number(r.headers['content-length']), range).toBe(r.body.length);
    }
  });

  test('a range the server does not take (not bytes, malformed, several) gets the whole file', async () => {
    const page = file('2e/rulings/index.html');
    for (const range of ['items=0-5', 'bytes=abc', 'bytes=0-1,100-200']) {
      const r = await get('/2e/rulings/', { range });
      expect(r.status, range).toBe(200);
      expect(r.headers['content-range'], range).toBeUndefined();
      expect(r.body.equals(page), range).toBe(true);
    }
  });

  test('a partial answer is never gzipped: its bytes are the file’s own', async () => {
    const page = file('2e/rulings/index.html');
    const r = await get('/2e/rulings/', { range: 'bytes=0-499', 'accept-encoding': 'gzip' });
    expect(r.status).toBe(206);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.equals(page.subarray(0, 500))).toBe(true);
    expect(r.body.toString()).toContain('Current Rulings');
  });

  test('HEAD gives the headers of GET and no body, with or without a range', async () => {
    const len = model().length;
    const whole = await request(base, '/search/semantic/model.bin', { method: 'HEAD' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-length']).toBe(String(len));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.body.length).toBe(0);
    const part = await request(base, '/search/semantic/model.bin', { method: 'HEAD', headers: { range: 'bytes=-50' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${len - 50}-${len - 1}/${len}`);
    expect(part.headers['content-length']).toBe('50');
    expect(part.body.length).toBe(0);
  });
});

describe('types', () => {
  const TYPES: [string, string][] = [
    ['/', 'text/html; charset=utf-8'],
    ['/1e/glossary/', 'text/html; charset=utf-8'],
    ['/pagefind/pagefind.en_1234.pf_meta', 'application/octet-stream'],
    ['/pagefind/index/en_5678.pf_index', 'application/octet-stream'],
    ['/pagefind/fragment/en_9abc.pf_fragment', 'application/octet-stream'],
    ['/pagefind/filter/en_def0.pf_filter', 'application/octet-stream'],
    ['/pagefind/wasm.en.pagefind', 'application/octet-stream'],
    ['/pagefind/wasm.unknown.pagefind', 'application/octet-stream'],
    ['/pagefind/pagefind-entry.json', 'application/json; charset=utf-8'],
    ['/pagefind/pagefind.js', 'text/javascript; charset=utf-8'],
    ['/pagefind/pagefind-ui.css', 'text/css; charset=utf-8'],
    ['/_astro/module.wasm', 'application/wasm'],
    ['/_astro/page.js.map', 'application/json; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/search/semantic/model.bin', 'application/octet-stream'],
    ['/search/semantic/vectors.bin', 'application/octet-stream'],
    ['/search/semantic/tokenizer.json', 'application/json; charset=utf-8'],
    ['/search/semantic/records.json', 'application/json; charset=utf-8'],
  ];
  test.each(TYPES)('%s is %s, byte for byte', async (path, type) => {
    const r = await get(path);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(type);
    const name = path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
    expect(r.body.equals(file(name))).toBe(true);
  });

  test('Pagefind’s gzip files are sent as they are, not gzipped again', async () => {
    for (const path of [
      'pagefind/pagefind.en_1234.pf_meta',
      'pagefind/index/en_5678.pf_index',
      'pagefind/fragment/en_9abc.pf_fragment',
      'pagefind/filter/en_def0.pf_filter',
      'pagefind/wasm.en.pagefind',
    ]) {
      expect(file(path).length, path).toBeGreaterThan(1024);
      const r = await get(`/${path}`, { 'accept-encoding': 'gzip' });
      expect(r.headers['content-encoding'], path).toBeUndefined();
      expect(r.body.equals(file(path)), path).toBe(true);
    }
  });

  test('the semantic layer’s model is gzipped for clients that take it, as before', async () => {
    const r = await get('/search/semantic/model.bin', { 'accept-encoding': 'gzip' });
    expect(r.headers['content-type']).toBe('application/octet-stream');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).equals(file('search/semantic/model.bin'))).toBe(true);
  });
});

describe('methods, dotfiles and redirects', () => {
  test('any method but GET and HEAD is a 405 naming the allowed ones', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const r = await request(base, '/1e/glossary/', { method });
      expect(r.status, method).toBe(405);
      expect(r.headers.allow, method).toBe('GET, HEAD');
      expect(r.body.toString(), method).not.toContain('Glossary');
    }
  });

  test('dotfiles are not served, however the path is spelled', async () => {
    for (const path of ['/.inputs-hash', '/%2Einputs-hash', '/search/../.inputs-hash', '/.inputs-hash/']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.body.toString(), path).toBe(NOT_FOUND);
    }
  });

  test('a path with empty segments redirects to the path without them, never to another host', async () => {
    const cases: [string, string][] = [
      ['/.//search', '/search/'],
      ['//search', '/search/'],
      ['//search/', '/search/'],
      ['///evil.example/', '/evil.example/'],
      ['/\\/search', '/search/'],
      ['/1e//glossary/?q=1', '/1e/glossary/?q=1'],
    ];
    for (const [path, location] of cases) {
      const r = await get(path);
      expect(r.status, path).toBe(301);
      expect(r.headers.location, path).toBe(location);
    }
  });

  test('the target is a path of this site, not a URL of another host', async () => {
    const r = await get('http://evil.example/1e/glossary/');
    expect(r.status).toBe(400);
    expect(r.body.toString()).toBe(NOT_FOUND);
  });
});

describe('caching and compression', () => {
  test('pages are gzipped for clients that take it and revalidated on every use', async () => {
    const r = await get('/2e/rulings/', { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(r.body).equals(file('2e/rulings/index.html'))).toBe(true);
  });

  test('an unchanged file is a 304 to a client that has it', async () => {
    const first = await get('/search/semantic/tokenizer.json');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/search/semantic/tokenizer.json', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test('the 404 page is not cached either', async () => {
    expect((await get('/nope/')).headers['cache-control']).toBe('no-cache');
  });
});
