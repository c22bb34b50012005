/** The site's server (issue 17, items 3 and 7): the site's 404 for every missing path, redirects to the trailing slash, types for Pagefind's files, no stack traces. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createSiteServer, listen } from './server.ts';

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const put = (path: string, text: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  put('index.html', '<!doctype html><title>Home</title>');
  put('404.html', '<!doctype html><title>Not found</title><h1>This page is not in the rules</h1>');
  put('1e/glossary/index.html', '<!doctype html><title>Glossary</title>' + 'dilemma '.repeat(500));
  put('pagefind/pagefind.en_1234.pf_meta', 'binary');
  put('package.json', '{}');
  server = createSiteServer({ dist });
  base = await listen(server, 0, '127.0.0.1');
});
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { redirect: 'manual', headers });

describe('the site server', () => {
  test('listens on loopback', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test('redirects a page URL without its trailing slash', async () => {
    const r = await get('/1e/glossary?x=1');
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/1e/glossary/?x=1');
  });

  test('answers every missing path with the site’s 404 page, typed', async () => {
    for (const path of ['/nope/', '/nope', '/1e/glossary/..%2F..%2Fpackage.json', '/x%2Fy']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await r.text(), path).toContain('This page is not in the rules');
    }
  });

  test('answers an undecodable path with 400 and the 404 page, never a stack trace', async () => {
    const r = await get('/%E0%A4%A');
    expect(r.status).toBe(400);
    const text = await r.text();
    expect(text).toContain('This page is not in the rules');
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  test('gives Pagefind’s files a binary type and pages gzip', async () => {
    expect((await get('/pagefind/pagefind.en_1234.pf_meta')).headers.get('content-type')).toBe('application/octet-stream');
    const page = await get('/1e/glossary/', { 'accept-encoding': 'gzip' });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});
