/**
 * The site's server (issue 17, items 3 and 7; issue 29, "a static server that gets HTTP right"), case by case over
 * loopback: ranges, HEAD, a type for every kind of file the build writes, 405 for other methods, no dotfiles, no
 * protocol-relative redirects, the 404 page with status 404, caching and gzip. The folder it serves is made here from
 * the real files where the repository has them (the semantic layer's model and tokenizer, a source document's text);
 * tests/serve.test.ts asks the same of `node scripts/serve.ts` over the built dist/.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyFileSync, mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { createSiteServer, listen } from './server.ts';
import { BEST_BROTLI, writePrecompressed } from './precompress.ts';
import { headersFile, IMMUTABLE, SECURITY_HEADERS } from '../../src/lib/site-headers.ts';
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
  // The service worker (8 KB, as a build's worker is some tens), Workbox's folder, the kept copy's list and Astro's
  // hashed bundles.
  put('sw.js', `self.addEventListener('fetch', () => {});\n${'// the worker\n'.repeat(600)}`);
  put('workbox-v7.4.1/workbox-sw.js', 'self.workbox = {};');
  put('sw-keep.731f4a9b76b31eb7.js', 'self.KEEP = [];');
  put('_astro/Base.BKfXPOSv.css', `body{margin:0}${'.x{color:red}'.repeat(200)}`);
  put('_astro/search.CHfEUpTD.js', 'export const search = 1;');
  // The build's precompressed copies, as the build writes them; then a page the build never compressed.
  await writePrecompressed(dist);
  put('2e/late/index.html', `<!doctype html><title>Late</title><pre>${rulings.replace(/[<&]/g, ' ')}</pre>`);
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

  test('a suffix range longer than the file is the whole file, not a 416', async () => {
    const sw = file('sw.js');
    for (const path of ['/sw.js', '/search/semantic/tokenizer.json']) {
      const whole = path === '/sw.js' ? sw : file('search/semantic/tokenizer.json');
      const range = `bytes=-${whole.length + 91_492}`;
      const r = await get(path, { range });
      expect(r.status, range).toBe(206);
      expect(r.headers['content-range'], range).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);
      expect(r.body.equals(whole), range).toBe(true);
    }
    // Exactly the file's length too; and a zero-length suffix is still unsatisfiable (RFC 9110 14.1.1).
    expect((await get('/sw.js', { range: `bytes=-${sw.length}` })).body.equals(sw)).toBe(true);
    expect((await get('/sw.js', { range: 'bytes=-0' })).status).toBe(416);
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

  test('files named by their content are kept a year; every other file is revalidated', async () => {
    const cases: [string, string][] = [
      ['/_astro/Base.BKfXPOSv.css', IMMUTABLE],
      ['/_astro/search.CHfEUpTD.js', IMMUTABLE],
      ['/_astro/module.wasm', IMMUTABLE],
      ['/pagefind/index/en_5678.pf_index', IMMUTABLE],
      ['/pagefind/fragment/en_9abc.pf_fragment', IMMUTABLE],
      ['/pagefind/filter/en_def0.pf_filter', IMMUTABLE],
      ['/pagefind/pagefind.en_1234.pf_meta', IMMUTABLE],
      ['/sw-keep.731f4a9b76b31eb7.js', IMMUTABLE],
      ['/', 'no-cache'],
      ['/2e/rulings/', 'no-cache'],
      ['/sw.js', 'no-cache'],
      ['/workbox-v7.4.1/workbox-sw.js', 'no-cache'],
      ['/pagefind/pagefind.js', 'no-cache'],
      ['/pagefind/pagefind-entry.json', 'no-cache'],
      ['/pagefind/wasm.en.pagefind', 'no-cache'],
      ['/search/semantic/model.bin', 'no-cache'],
      ['/search/semantic/records.json', 'no-cache'],
      ['/favicon.svg', 'no-cache'],
    ];
    for (const [path, cacheControl] of cases) {
      const r = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(r.status, path).toBe(200);
      expect(r.headers['cache-control'], path).toBe(cacheControl);
    }
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

describe('conditional requests (RFC 9110 13.1, 13.2.2)', () => {
  const path = '/search/semantic/tokenizer.json';
  const validators = async () => {
    const r = await get(path);
    return { etag: String(r.headers.etag), modified: new Date(String(r.headers['last-modified'])) };
  };
  const dayBefore = (d: Date) => new Date(d.getTime() - 86_400_000).toUTCString();

  test('If-None-Match decides alone: a matching tag is a 304 whatever If-Modified-Since says', async () => {
    const { etag, modified } = await validators();
    const r = await get(path, { 'if-none-match': etag, 'if-modified-since': dayBefore(modified) });
    expect(r.status).toBe(304);
    expect(r.body.length).toBe(0);
  });

  test('a tag that does not match is a 200 even if the file is older than If-Modified-Since', async () => {
    const { modified } = await validators();
    const r = await get(path, { 'if-none-match': 'W/"0-0"', 'if-modified-since': new Date(modified.getTime() + 86_400_000).toUTCString() });
    expect(r.status).toBe(200);
    expect(r.body.equals(file('search/semantic/tokenizer.json'))).toBe(true);
  });

  test('If-None-Match: * is a 304 for a file that exists; a list with the tag among others too', async () => {
    const { etag } = await validators();
    expect((await get(path, { 'if-none-match': '*' })).status).toBe(304);
    expect((await get(path, { 'if-none-match': `W/"1-1", ${etag}` })).status).toBe(304);
  });

  test('If-Modified-Since alone: 304 when not modified since, 200 when modified since or when the date is not a date', async () => {
    const { modified } = await validators();
    expect((await get(path, { 'if-modified-since': modified.toUTCString() })).status).toBe(304);
    expect((await get(path, { 'if-modified-since': dayBefore(modified) })).status).toBe(200);
    expect((await get(path, { 'if-modified-since': 'yesterday' })).status).toBe(200);
  });

  test('a request that asks caches to revalidate (Cache-Control: no-cache) is still answered 304 by its validators', async () => {
    const { etag } = await validators();
    const r = await get(path, { 'if-none-match': etag, 'cache-control': 'no-cache', pragma: 'no-cache' });
    expect(r.status).toBe(304);
  });

  test('a 304 carries the headers its 200 would: Cache-Control, ETag, Vary, the security headers', async () => {
    const first = await get('/2e/rulings/', { 'accept-encoding': 'br' });
    const r = await get('/2e/rulings/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(r.status).toBe(304);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers.etag).toBe(first.headers.etag);
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  });
});

describe('precompressed copies', () => {
  const page = () => file('2e/rulings/index.html');

  test('brotli where the client takes it, else gzip, by weight; the original for identity or no header', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1.0, br;q=0.5', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['gzip;q=0, br;q=0', undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const r = await get('/2e/rulings/', accept === undefined ? {} : { 'accept-encoding': accept });
      expect(r.status, accept).toBe(200);
      expect(r.headers['content-encoding'], accept).toBe(encoding);
      expect(r.headers.vary, accept).toBe('Accept-Encoding');
      expect(r.headers['content-type'], accept).toBe('text/html; charset=utf-8');
      const body = encoding === 'br' ? brotliDecompressSync(r.body) : encoding === 'gzip' ? gunzipSync(r.body) : r.body;
      expect(body.equals(page()), accept).toBe(true);
      expect(Number(r.headers['content-length']), accept).toBe(r.body.length);
    }
  });

  test('every copy is sent with its original’s type and decodes to it, the semantic layer included', async () => {
    for (const path of ['/1e/glossary/', '/sw.js', '/_astro/Base.BKfXPOSv.css', '/search/semantic/model.bin', '/search/semantic/tokenizer.json']) {
      const plainAnswer = await get(path);
      const r = await get(path, { 'accept-encoding': 'br' });
      expect(r.headers['content-encoding'], path).toBe('br');
      expect(r.headers['content-type'], path).toBe(plainAnswer.headers['content-type']);
      expect(r.headers.etag, path).not.toBe(plainAnswer.headers.etag);
      expect(brotliDecompressSync(r.body).equals(plainAnswer.body), path).toBe(true);
    }
  });

  test("the files a cold first search fetches whole (BEST_BROTLI) are brotli's high quality (10), smaller than the others' quality 5 (issue 34)", async () => {
    const r = await get('/search/semantic/tokenizer.json', { 'accept-encoding': 'br' });
    const tokenizer = file('search/semantic/tokenizer.json');
    const atFive = brotliCompressSync(tokenizer, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(brotliDecompressSync(r.body).equals(tokenizer)).toBe(true);
    expect(r.body.length).toBeLessThan(atFive.length * 0.95);
    expect(BEST_BROTLI).toEqual(['search/semantic/vectors.bin', 'search/semantic/records.json', 'search/semantic/tokenizer.json']);
  });

  test('the copies are the build’s: a file written after it is sent as it is, never compressed per request', async () => {
    const r = await get('/2e/late/', { 'accept-encoding': 'gzip, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toBeUndefined();
    expect(r.body.equals(file('2e/late/index.html'))).toBe(true);
  });

  test('a file changed after the build is sent as it is, never as its older copy', async () => {
    const page = join(dist, '1e/glossary/index.html');
    const changed = `<!doctype html><title>Glossary</title>${'downloading '.repeat(400)}`;
    writeFileSync(page, changed);
    utimesSync(page, new Date(), new Date(Date.now() + 60_000));
    try {
      const r = await get('/1e/glossary/', { 'accept-encoding': 'br, gzip' });
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.body.toString()).toBe(changed);
    } finally {
      writeFileSync(page, file('1e/glossary/index.html'));
      utimesSync(page, new Date(), new Date(Date.now() - 3_600_000));
    }
    expect((await get('/1e/glossary/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  test('a small file has no copies: sent as it is', async () => {
    expect(file('index.html').length).toBeLessThan(1024);
    const r = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.equals(file('index.html'))).toBe(true);
  });

  test('HEAD names the copy GET would send', async () => {
    const get1 = await get('/sw.js', { 'accept-encoding': 'gzip' });
    const head = await request(base, '/sw.js', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(get1.body.length));
    expect(head.body.length).toBe(0);
  });

  test('the copies and the hosts’ header file are no URLs of the site', async () => {
    for (const path of ['/2e/rulings/index.html.br', '/2e/rulings/index.html.gz', '/search/semantic/model.bin.br', '/_headers']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.body.toString(), path).toBe(NOT_FOUND);
    }
  });
});

describe('security headers', () => {
  test('every answer carries them: pages, files, the 404 page, a 405, a 416, a redirect', async () => {
    const answers = [
      await get('/'),
      await get('/_astro/search.CHfEUpTD.js'),
      await get('/search/semantic/model.bin', { 'accept-encoding': 'br' }),
      await get('/nope/'),
      await request(base, '/', { method: 'POST' }),
      await get('/sw.js', { range: 'bytes=9000000-' }),
      await get('/1e/glossary'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 404, 405, 416, 301]);
    for (const r of answers)
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(r.headers[name.toLowerCase()], `${r.status} ${name}`).toBe(value);
  });

  test('the policy keeps other sites from framing the site and browsers from guessing types', () => {
    expect(SECURITY_HEADERS['Content-Security-Policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(SECURITY_HEADERS['Content-Security-Policy']).toMatch(/(^|; )default-src 'self'(;|$)/);
    expect(SECURITY_HEADERS['Content-Security-Policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('dist/_headers agrees with the server', () => {
  /** The file as a host reads it: its rules, each a path pattern (`*` any characters) and its headers. */
  const rules = headersFile()
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .reduce<{ pattern: RegExp; headers: [string, string][] }[]>((acc, line) => {
      if (!line.startsWith(' '))
        acc.push({
          pattern: new RegExp(
            `^${line
              .split('*')
              .map((p) => p.replace(/[.]/g, '\\.'))
              .join('.*')}$`,
          ),
          headers: [],
        });
      else {
        const m = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? expect.fail(`not a header line: ${line}`);
        acc.at(-1)?.headers.push([m[1] as string, m[2] as string]);
      }
      return acc;
    }, []);

  test.each([
    '/',
    '/2e/rulings/',
    '/sw.js',
    '/sw-keep.731f4a9b76b31eb7.js',
    '/_astro/Base.BKfXPOSv.css',
    '/pagefind/fragment/en_9abc.pf_fragment',
    '/pagefind/pagefind.en_1234.pf_meta',
    '/pagefind/pagefind.js',
    '/pagefind/wasm.en.pagefind',
    '/search/semantic/model.bin',
    '/workbox-v7.4.1/workbox-sw.js',
  ])('%s: the same headers from the file as from the server, none set twice', async (path) => {
    const matched = rules.filter((r) => r.pattern.test(path)).flatMap((r) => r.headers);
    const names = matched.map(([name]) => name.toLowerCase());
    expect(new Set(names).size, `a header set by two rules for ${path}`).toBe(names.length);
    const r = await get(path);
    expect(r.status).toBe(200);
    for (const [name, value] of matched) expect(r.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    // Where the file sets no Cache-Control the host's default revalidates; the server says no-cache.
    if (!names.includes('cache-control')) expect(r.headers['cache-control'], path).toBe('no-cache');
    // And nothing the server sends of these is missing from the file.
    for (const name of [...Object.keys(SECURITY_HEADERS), 'Cache-Control'])
      if (r.headers[name.toLowerCase()] !== 'no-cache') expect(names, `${path} ${name}`).toContain(name.toLowerCase());
  });
});

describe('a site built under a base path (SITE_BASE=/rules/)', () => {
  let rules: Server;
  let at: string;
  beforeAll(async () => {
    // The same files, as the build writes them for the base: the manifest's scope says where the site lives.
    writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ start_url: '/rules/', scope: '/rules/' }));
    rules = createSiteServer({ dist });
    at = await listen(rules, 0, '127.0.0.1');
  });
  afterAll(() => {
    rules.closeAllConnections();
    rules.close();
    rmSync(join(dist, 'manifest.webmanifest'));
  });
  const at_ = (path: string, headers: Record<string, string> = {}) => request(at, path, { headers });

  test('serves the site under the base, with its caching headers', async () => {
    const r = await at_('/rules/1e/glossary/');
    expect(r.status).toBe(200);
    expect(r.body.equals(file('1e/glossary/index.html'))).toBe(true);
    expect((await at_('/rules/_astro/search.CHfEUpTD.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await at_('/rules/search/semantic/model.bin', { range: 'bytes=0-9' })).body.equals(file('search/semantic/model.bin').subarray(0, 10))).toBe(true);
  });

  test('sends the host’s root and the base without its slash to the base', async () => {
    for (const [path, location] of [
      ['/', '/rules/'],
      ['/?q=battle', '/rules/?q=battle'],
      ['/rules', '/rules/'],
    ]) {
      const r = await at_(path!);
      expect(r.status, path).toBe(302);
      expect(r.headers.location, path).toBe(location);
    }
  });

  test('redirects within the base, and answers a path outside it with the 404 page', async () => {
    const r = await at_('/rules/1e/glossary?x=1');
    expect(r.status).toBe(301);
    expect(r.headers.location).toBe('/rules/1e/glossary/?x=1');
    const empty = await at_('/rules//1e//glossary/');
    expect(empty.headers.location).toBe('/rules/1e/glossary/');
    for (const path of ['/1e/glossary/', '/rulesx/1e/glossary/', '/rules/.inputs-hash', '/rules/../package.json']) {
      const out = await at_(path);
      expect(out.status, path).toBe(404);
      expect(out.body.toString(), path).toBe(NOT_FOUND);
    }
  });

  test('the site at the root is served as before', async () => {
    expect((await get('/1e/glossary/')).status).toBe(200);
  });
});
