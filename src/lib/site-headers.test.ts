/**
 * The header table (src/lib/site-headers.ts) and the places that repeat it by hand: docs/deploying.md's nginx example
 * must carry the very security headers the server and dist/_headers send, and name every rule that keeps a file a year.
 * (The server and `_headers` agree by construction; scripts/lib/server.test.ts checks them against each other.)
 */
import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chooseEncoding,
  CONTENT_SECURITY_POLICY,
  ENCODINGS,
  HEADER_RULES,
  headersFor,
  IMMUTABLE,
  pathMatches,
  SECURITY_HEADERS,
  type Encoding,
} from './site-headers.ts';
import { INLINE_SCRIPTS } from './inline-scripts.ts';

const deploying = readFileSync(join(import.meta.dirname, '../../docs/deploying.md'), 'utf8');

describe('docs/deploying.md', () => {
  test('the nginx example sends the table’s security headers, word for word', () => {
    const sent = [...deploying.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(sent)).toEqual(SECURITY_HEADERS);
  });

  test('names every path the table keeps a year', () => {
    for (const rule of HEADER_RULES.filter((r) => r.headers['Cache-Control'] === IMMUTABLE)) expect(deploying, rule.path).toContain(`\`${rule.path}\``);
  });
});

describe('the table', () => {
  test('allows exactly the site’s inline scripts, by their SHA-256', () => {
    const hashes = [...CONTENT_SECURITY_POLICY.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
    expect(hashes).toEqual(INLINE_SCRIPTS.map((s) => createHash('sha256').update(s).digest('base64')));
    expect(hashes).toHaveLength(INLINE_SCRIPTS.length);
  });

  test('a splat matches any characters, a pattern the whole path', () => {
    expect(pathMatches('/_astro/*', '/_astro/a/b.js')).toBe(true);
    expect(pathMatches('/sw-keep.*.js', '/sw-keep.731f4a9b76b31eb7.js')).toBe(true);
    expect(pathMatches('/sw-keep.*.js', '/sw-keepX1.js')).toBe(false);
    expect(pathMatches('/sw.js', '/sw.js.map')).toBe(false);
    expect(headersFor('/1e/glossary/')['Cache-Control']).toBe('no-cache');
  });

  test('Accept-Encoding: weights, wildcards and refusals (RFC 9110 12.5.3)', () => {
    const pick = (accept: string | undefined, available: readonly Encoding[] = ENCODINGS) => chooseEncoding(accept, available)?.name;
    expect(pick('gzip, deflate, br, zstd')).toBe('br');
    expect(pick('GZIP')).toBe('gzip');
    expect(pick('x-gzip')).toBe('gzip');
    expect(pick('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(pick('*;q=0.5, br;q=0')).toBe('gzip');
    expect(pick('identity;q=1, *;q=0')).toBeUndefined();
    expect(pick('deflate')).toBeUndefined();
    expect(pick('')).toBeUndefined();
    expect(
      pick(
        'br',
        ENCODINGS.filter((e) => e.name === 'gzip'),
      ),
    ).toBeUndefined();
  });
});
