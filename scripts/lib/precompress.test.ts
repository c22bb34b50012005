/**
 * The precompressed copies made in two runs, as the build makes them (scripts/lib/build-phases.ts): astro build's files
 * beside the search index phase, leaving that phase's output alone, then the rest in the last phase, which keeps the
 * copies already made from a file as it is. Over real text: a source document's opening lines and the model's
 * tokenizer.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { filesUnder } from '../../src/lib/files-under.ts';
import { SEARCH_PHASE_OUTPUT, writePrecompressed } from './precompress.ts';
import { ROOT } from './proc.ts';

const text = readFileSync(join(ROOT, 'content/sources/2e-current-rulings-2011-01-03.txt'), 'utf8').slice(0, 8000);
let dist: string;

/** A small site: astro build's kind of files, and the search index phase's. */
function site(dir: string): void {
  const put = (path: string, content: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  put('2e/rulings/index.html', `<!doctype html><title>Current Rulings</title><pre>${text.replace(/[<&]/g, ' ')}</pre>`);
  put('search/index.html', `<!doctype html><title>Search</title>${'<p>search the rules</p>'.repeat(80)}`);
  put('_astro/Base.css', `body{margin:0}${'.x{color:red}'.repeat(200)}`);
  put('index.html', '<!doctype html><title>Home</title>');
  put('pagefind/pagefind.js', `export const x = 1;\n${'// pagefind\n'.repeat(300)}`);
  put('search/lexicon.json', JSON.stringify(text.split(/\s+/)));
  put('sw.js', `self.addEventListener('fetch', () => {});\n${'// the worker\n'.repeat(600)}`);
  put('sw-keep.731f4a9b76b31eb7.js', `self.KEEP = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `/2e/page-${i}/`))};`);
  mkdirSync(join(dir, 'search/semantic'), { recursive: true });
  copyFileSync(join(ROOT, 'models/minilm-static-v2/tokenizer.json'), join(dir, 'search/semantic/tokenizer.json'));
}

/** Every file of `dir`, by path relative to it, with its bytes. */
const contents = (dir: string) => new Map(filesUnder(dir).map((p) => [p.slice(dir.length + 1), readFileSync(p).toString('base64')]));

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'precompress-'));
  site(dist);
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('precompressed copies in two runs', () => {
  test("beside the search index: astro build's files only, none of what that phase writes", async () => {
    const r = await writePrecompressed(dist, { skip: SEARCH_PHASE_OUTPUT });
    // The two pages and the stylesheet (the search page is astro build's, though under search/); the home page is too small.
    expect(r.files).toBe(3);
    const copies = filesUnder(dist)
      .map((p) => p.slice(dist.length + 1))
      .filter((p) => /\.(br|gz)$/.test(p))
      .sort();
    expect(copies).toEqual([
      '2e/rulings/index.html.br',
      '2e/rulings/index.html.gz',
      '_astro/Base.css.br',
      '_astro/Base.css.gz',
      'search/index.html.br',
      'search/index.html.gz',
    ]);
    for (const p of ['pagefind/pagefind.js', 'search/lexicon.json', 'sw.js', 'sw-keep.731f4a9b76b31eb7.js', 'search/index.html', '_astro/Base.css'])
      expect(SEARCH_PHASE_OUTPUT(p), p).toBe(!p.startsWith('_astro/') && p !== 'search/index.html');
  });

  test('then the last run makes the rest: the same files, byte for byte, as one run over the whole site', async () => {
    const once = mkdtempSync(join(tmpdir(), 'precompress-once-'));
    try {
      site(once);
      const whole = await writePrecompressed(once);
      const first = await writePrecompressed(dist, { skip: SEARCH_PHASE_OUTPUT });
      const made = statSync(join(dist, '2e/rulings/index.html.br')).mtimeMs;
      const rest = await writePrecompressed(dist, { keepFresh: true });
      expect(first.files + rest.files).toBe(whole.files);
      expect(statSync(join(dist, '2e/rulings/index.html.br')).mtimeMs).toBe(made); // not made again
      expect(contents(dist)).toEqual(contents(once));
      const tokenizer = readFileSync(join(dist, 'search/semantic/tokenizer.json'));
      expect(brotliDecompressSync(readFileSync(join(dist, 'search/semantic/tokenizer.json.br'))).equals(tokenizer)).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, 'sw.js.gz'))).equals(readFileSync(join(dist, 'sw.js')))).toBe(true);
    } finally {
      rmSync(once, { recursive: true, force: true });
    }
  });

  test('a file changed after its copies were made gets new ones', async () => {
    await writePrecompressed(dist, { skip: SEARCH_PHASE_OUTPUT });
    const page = join(dist, '2e/rulings/index.html');
    const changed = `<!doctype html><title>Current Rulings</title>${'<p>changed</p>'.repeat(300)}`;
    writeFileSync(page, changed);
    utimesSync(page, new Date(), new Date(Date.now() + 60_000));
    const r = await writePrecompressed(dist, { keepFresh: true });
    expect(r.files).toBeGreaterThan(0);
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(changed);
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(changed);
  });
});

test("what the copies beside the search index leave alone covers what that phase writes (writtenBySearchIndex, the worker's files)", async () => {
  const { writtenBySearchIndex } = await import('./search-index.ts');
  for (const p of [
    'pagefind/pagefind.js',
    'pagefind/pagefind-ui.css',
    'search/lexicon.json',
    'search/names/3.json',
    'search/semantic/vectors.bin',
    'search/semantic/model/12.bin',
    'search/semantic/ids.json',
  ]) {
    expect(writtenBySearchIndex(p), p).toBe(true);
    expect(SEARCH_PHASE_OUTPUT(p), p).toBe(true);
  }
  for (const p of ['sw.js', 'sw-keep.0123abcd.js', '.sw-manifest.json']) expect(SEARCH_PHASE_OUTPUT(p), p).toBe(true);
  for (const p of ['2e/rulings/index.html', '_astro/Base.css', 'data/rules.json', 'sw-helper.js']) expect(SEARCH_PHASE_OUTPUT(p), p).toBe(false);
});
