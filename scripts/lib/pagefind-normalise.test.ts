/** Pagefind's filter files and metadata, written in a stable order (issue 17, item 4). */
import { describe, expect, test } from 'vitest';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { encode, decode } from 'cborg';
import { normalisePagefind } from './pagefind-normalise.ts';

const file = (data: unknown) => gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), encode(data)]));

/** A Pagefind output folder with two filters whose values (and whose list) come in the given orders. */
function site(reversed: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'pagefind-'));
  mkdirSync(join(dir, 'filter'));
  const order = <T>(xs: T[]) => (reversed ? [...xs].reverse() : xs);
  const filters: Array<[string, string, Array<[string, number[]]>]> = [
    ['edition', reversed ? 'en_1111111' : 'en_2222222', order([['1E', [0, 1]], ['2E', [2, 3]]])],
    ['kind', reversed ? 'en_3333333' : 'en_4444444', order([['term', [0]], ['rule', [1, 2]], ['erratum', [3]]])],
  ];
  for (const [name, hash, values] of filters) writeFileSync(join(dir, 'filter', `${hash}.pf_filter`), file([name, values]));
  const meta = ['1.5.2', [['en_frag1', 10]], [['a', 'z', 'en_idx1']], order(filters.map(([name, hash]) => [name, hash])), [], ['title']];
  const metaHash = reversed ? 'en_aaaaaaaaaa' : 'en_bbbbbbbbbb';
  writeFileSync(join(dir, `pagefind.${metaHash}.pf_meta`), file(meta));
  writeFileSync(join(dir, 'pagefind-entry.json'), JSON.stringify({ version: '1.5.2', languages: { en: { hash: metaHash, wasm: 'en', page_count: 4 } } }));
  return dir;
}

const listing = (dir: string) =>
  [...readdirSync(dir, { recursive: true, encoding: 'utf8' })].sort().map((f) => {
    try {
      return [f, readFileSync(join(dir, f)).toString('base64')];
    } catch {
      return [f, 'dir'];
    }
  });

describe('normalisePagefind', () => {
  test('gives the same files, names and bytes whatever order Pagefind wrote the values and filters in', () => {
    const a = site(false);
    const b = site(true);
    try {
      expect(listing(a)).not.toEqual(listing(b));
      normalisePagefind(a);
      normalisePagefind(b);
      expect(listing(a)).toEqual(listing(b));
      // The content is kept, sorted: values by name, the metadata's filters by name, pointing at the new files.
      const entry = JSON.parse(readFileSync(join(a, 'pagefind-entry.json'), 'utf8'));
      const meta = decode(gunzipSync(readFileSync(join(a, `pagefind.${entry.languages.en.hash}.pf_meta`))).subarray(12));
      expect(meta[3].map(([n]: [string]) => n)).toEqual(['edition', 'kind']);
      const kind = decode(gunzipSync(readFileSync(join(a, 'filter', `${meta[3][1][1]}.pf_filter`))).subarray(12));
      expect(kind).toEqual(['kind', [['erratum', [3]], ['rule', [1, 2]], ['term', [0]]]]);
      expect(meta[1]).toEqual([['en_frag1', 10]]);
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });

  test('refuses a file that is not Pagefind’s', () => {
    const dir = site(false);
    try {
      writeFileSync(join(dir, 'filter', 'en_2222222.pf_filter'), gzipSync(Buffer.from('something else')));
      expect(() => normalisePagefind(dir)).toThrow(/not a Pagefind file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
