/**
 * `npm start`'s server over the built site (issue 29, "a static server that gets HTTP right"): `node scripts/serve.ts`
 * started on a free loopback port, asked each HTTP case, and checked for status, headers and bytes against the files of
 * dist/ — ranges, HEAD, a type for every kind of file the build writes (Pagefind's index, the semantic search layer),
 * 405 for other methods, no dotfiles, no protocol-relative redirect, the 404 page with status 404.
 * scripts/lib/server.test.ts asks the same of the server's code without a build.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { headersFile, IMMUTABLE, SECURITY_HEADERS } from '../src/lib/site-headers.ts';
import { request } from '../scripts/lib/http-request.ts';
import { filesUnder } from '../src/lib/files-under.ts';
import { DIST } from './dist.ts';

const ROOT = join(DIST, '..');
let child: ChildProcess;
let base: string;
let log = '';

beforeAll(async () => {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ has no build: run `npm run build` first (npm test does).');
  // Its own process group, so that stopping it stops all of it; port 0: the system picks a free one, which it prints.
  child = spawn(process.execPath, ['scripts/serve.ts', '--port', '0'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`scripts/serve.ts did not say where it listens within 30 s:\n${log}`)), 30_000);
    child.stdout!.on('data', (d: Buffer) => {
      log += d.toString();
      const m = /Serving dist\/ on (http:\/\/localhost:\d+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`scripts/serve.ts exited with code ${code} before listening:\n${log}`));
    });
  });
}, 40_000);

afterAll(async () => {
  if (!child || child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const closed = new Promise<void>((r) => child.once('close', () => r()));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([closed, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
});

const get = (path: string, headers: Record<string, string> = {}) => request(base, path, { headers });
const bytes = (path: string) => readFileSync(join(DIST, path));
const one = (folder: string, ext: string) => {
  const name = readdirSync(join(DIST, folder)).find((f) => f.endsWith(ext));
  if (!name) throw new Error(`dist/${folder} has no *${ext}: is the build complete?`);
  return `${folder}/${name}`;
};

/** The type each kind of file the build writes is served with; a kind not listed here fails the test below. */
const TYPE_OF: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  // The app's icons and its manifest (src/lib/app-icons.ts).
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

describe('npm start’s server, on the built site', () => {
  test('listens on loopback', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test('serves one file of every kind in dist/ with its type, byte for byte', async () => {
    const byKind = new Map<string, string>();
    for (const f of filesUnder(DIST)) {
      const rel = relative(DIST, f).split(sep).join('/');
      if (rel.split('/').some((s) => s.startsWith('.'))) continue; // dotfiles: not served (below)
      if (/\.(br|gz)$/.test(rel) || rel === '_headers') continue; // the server's copies and the hosts' headers (below)
      const ext = extname(rel);
      if (!byKind.has(ext)) byKind.set(ext, rel);
    }
    expect(
      [...byKind.keys()].filter((ext) => !(ext in TYPE_OF)),
      'kinds of file with no type in TYPE_OF',
    ).toEqual([]);
    for (const [ext, rel] of byKind) {
      const r = await get(`/${rel}`);
      expect(r.status, rel).toBe(200);
      expect(r.headers['content-type'], rel).toBe(TYPE_OF[ext]);
      expect(r.body.equals(bytes(rel)), rel).toBe(true);
    }
  });

  test('types Pagefind’s files: each kind of index file, its wasm, its entry', async () => {
    const files = [
      one('pagefind', '.pf_meta'),
      one('pagefind/index', '.pf_index'),
      one('pagefind/fragment', '.pf_fragment'),
      one('pagefind/filter', '.pf_filter'),
    ];
    const wasm = readdirSync(join(DIST, 'pagefind'))
      .filter((f) => /^wasm\..+\.pagefind$/.test(f))
      .map((f) => `pagefind/${f}`);
    expect(wasm.length).toBeGreaterThan(0);
    for (const rel of [...files, ...wasm]) {
      const r = await get(`/${rel}`, { 'accept-encoding': 'gzip' });
      expect(r.headers['content-type'], rel).toBe('application/octet-stream');
      expect(r.headers['content-encoding'], rel).toBeUndefined(); // Pagefind gzips these itself
      expect(r.body.equals(bytes(rel)), rel).toBe(true);
    }
    const vectors = await get('/search/semantic/vectors.bin', { 'accept-encoding': 'gzip' });
    expect(vectors.headers['content-encoding']).toBe('gzip'); // the semantic layer's vectors, from the build's copy
    expect(gunzipSync(vectors.body).equals(bytes('search/semantic/vectors.bin'))).toBe(true);
    const entry = await get('/pagefind/pagefind-entry.json');
    expect(entry.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(entry.body.toString()).languages).toBeTruthy();
  });

  test('types the semantic search layer’s files (dist/search/semantic/)', async () => {
    // Its files, and the model's shards (model/<n>.bin); the build's compressed copies are checked below.
    const names = [
      ...readdirSync(join(DIST, 'search/semantic')).filter((f) => !/\.(br|gz)$/.test(f) && statSync(join(DIST, 'search/semantic', f)).isFile()),
      ...readdirSync(join(DIST, 'search/semantic/model'))
        .filter((f) => /^\d+\.bin$/.test(f))
        .slice(0, 3)
        .map((f) => `model/${f}`),
    ];
    expect(names).toEqual(expect.arrayContaining(['vectors.bin', 'tokenizer.json', 'model/0.bin']));
    for (const name of names) {
      const rel = `search/semantic/${name}`;
      const r = await request(base, `/${rel}`, { method: 'HEAD' });
      expect(r.status, rel).toBe(200);
      expect(r.headers['content-type'], rel).toBe(TYPE_OF[extname(name)]);
      expect(r.headers['content-length'], rel).toBe(String(bytes(rel).length));
    }
  });

  test('ranges: closed, open-ended and suffix ranges give those bytes; an unsatisfiable one is a 416', async () => {
    const rel = 'pagefind/wasm.en.pagefind';
    const file = bytes(rel);
    const len = file.length;
    const closed = await get(`/${rel}`, { range: 'bytes=0-99' });
    expect([closed.status, closed.headers['content-range'], closed.headers['content-length']]).toEqual([206, `bytes 0-99/${len}`, '100']);
    expect(closed.body.equals(file.subarray(0, 100))).toBe(true);
    const open = await get(`/${rel}`, { range: `bytes=${len - 1000}-` });
    expect([open.status, open.headers['content-range']]).toEqual([206, `bytes ${len - 1000}-${len - 1}/${len}`]);
    expect(open.body.equals(file.subarray(len - 1000))).toBe(true);
    const suffix = await get(`/${rel}`, { range: 'bytes=-50' });
    expect([suffix.status, suffix.headers['content-range'], suffix.headers['content-length']]).toEqual([206, `bytes ${len - 50}-${len - 1}/${len}`, '50']);
    expect(suffix.body.equals(file.subarray(len - 50))).toBe(true);
    for (const range of ['bytes=5-2', `bytes=${len}-`]) {
      const bad = await get(`/${rel}`, { range });
      expect([bad.status, bad.headers['content-range']], range).toEqual([416, `bytes */${len}`]);
    }
  });

  test('a range of a page is its own bytes, not gzipped', async () => {
    const page = bytes('index.html');
    const r = await get('/', { range: 'bytes=-200', 'accept-encoding': 'gzip' });
    expect(r.status).toBe(206);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.equals(page.subarray(page.length - 200))).toBe(true);
  });

  test('HEAD: the headers of GET, no body', async () => {
    const r = await request(base, '/search/semantic/vectors.bin', { method: 'HEAD', headers: { range: 'bytes=-50' } });
    expect([r.status, r.headers['content-length'], r.body.length]).toEqual([206, '50', 0]);
    const page = await request(base, '/1e/glossary/', { method: 'HEAD' });
    expect([page.status, page.headers['content-type'], page.body.length]).toEqual([200, 'text/html; charset=utf-8', 0]);
  });

  test('any other method is a 405 with Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const r = await request(base, '/', { method });
      expect([r.status, r.headers.allow], method).toEqual([405, 'GET, HEAD']);
      expect(r.body.toString(), method).not.toContain('<html');
    }
  });

  test('the build’s stamp (/.inputs-hash) and other dotfiles are a 404', async () => {
    expect(existsSync(join(DIST, '.inputs-hash')), 'the build writes dist/.inputs-hash').toBe(true);
    for (const path of ['/.inputs-hash', '/%2einputs-hash', '/search/../.inputs-hash']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.body.equals(bytes('404.html')), path).toBe(true);
    }
  });

  test('/.//search redirects to /search/, never to //search/ (another host)', async () => {
    for (const path of ['/.//search', '//search', '/\\/search']) {
      const r = await get(path);
      expect([r.status, r.headers.location], path).toEqual([301, '/search/']);
    }
    expect((await get('/search/')).status).toBe(200);
    expect((await get('/1e/glossary?x=1')).headers.location).toBe('/1e/glossary/?x=1');
  });

  test('a missing page is the 404 page with status 404', async () => {
    const r = await get('/1e/glossary/no-such-term/');
    expect(r.status).toBe(404);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.body.equals(bytes('404.html'))).toBe(true);
    const head = await request(base, '/no/such/page', { method: 'HEAD' });
    expect([head.status, head.body.length]).toEqual([404, 0]);
  });

  test('caching and compression: no-cache, ETag/304, the build’s gzip copy for text', async () => {
    const r = await get('/1e/glossary/', { 'accept-encoding': 'gzip' });
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).equals(bytes('1e/glossary/index.html'))).toBe(true);
    const again = await get('/1e/glossary/', { 'accept-encoding': 'gzip', 'if-none-match': String(r.headers.etag) });
    expect(again.status).toBe(304);
  });

  test('the semantic layer’s largest file, as brotli from the build’s copy, revalidated; Astro’s bundles immutable', async () => {
    const semantic = readdirSync(join(DIST, 'search/semantic')).filter((f) => !/\.(br|gz)$/.test(f) && statSync(join(DIST, 'search/semantic', f)).isFile());
    const largest = semantic.sort((a, b) => bytes(`search/semantic/${b}`).length - bytes(`search/semantic/${a}`).length)[0]!;
    const r = await get(`/search/semantic/${largest}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([r.status, r.headers['content-encoding'], r.headers.vary, r.headers['cache-control']]).toEqual([200, 'br', 'Accept-Encoding', 'no-cache']);
    expect(brotliDecompressSync(r.body).equals(bytes(`search/semantic/${largest}`))).toBe(true);
    expect(r.body.length).toBeLessThan(bytes(`search/semantic/${largest}`).length);
    const css = one('_astro', '.css');
    expect((await get(`/${css}`)).headers['cache-control']).toBe(IMMUTABLE);
  });

  test('sw.js: a suffix range longer than it is the whole file; revalidated; the security headers', async () => {
    const sw = bytes('sw.js');
    const r = await get('/sw.js', { range: `bytes=-${sw.length + 100_000}` });
    expect([r.status, r.headers['content-range']]).toEqual([206, `bytes 0-${sw.length - 1}/${sw.length}`]);
    expect(r.body.equals(sw)).toBe(true);
    expect(r.headers['cache-control']).toBe('no-cache');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(r.headers[name.toLowerCase()], name).toBe(value);
  });

  test('dist/_headers is the table the server serves by', () => {
    expect(readFileSync(join(DIST, '_headers'), 'utf8')).toBe(headersFile());
  });
});
