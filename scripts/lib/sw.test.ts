/**
 * The worker as the build writes it: sw.js precaches only the shell; the list of every file "Keep for offline use"
 * saves goes to its own file, which sw.js names by its digest. Changed content changes that list and so sw.js (which
 * makes browsers install the new worker), and only what changed gets a new revision.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildServiceWorker, keepManifest, precacheManifest, precachedFiles, revisions, swManifest, MAX_FILE_BYTES } from './sw.ts';
import { ROOT } from './proc.ts';
import { SITE_BASE } from '../../src/lib/urls.ts';
import { writtenBySearchIndex } from './search-index.ts';
import { LEXICON_PATH, namesPath } from '../../src/lib/search/lexicon.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A small built site: pages, an Astro asset, the Pagefind pieces, and the JSON export. */
function site(files: Record<string, string> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'sw-'));
  dirs.push(dist);
  const all: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    'offline/index.html': '<link rel="stylesheet" href="/_astro/Base.Abc123.css"><h1>Not available offline</h1>',
    'favicon.svg': '<svg/>',
    '_astro/sw-register.Ghi789.js': 'export{}',
    '1e/glossary/warp-speed/index.html': '<h1>Warp Speed</h1><p>Ten cards.</p>',
    '404.html': '<h1>Not found</h1>',
    '_astro/Base.Abc123.css': 'body{}',
    '_astro/search.Def456.js': 'export{}',
    'pagefind/pagefind.js': 'export{}',
    'pagefind/pagefind-worker.js': '',
    'pagefind/pagefind-entry.json': '{}',
    'pagefind/pagefind.en_1234.pf_meta': 'm',
    'pagefind/wasm.en.pagefind': 'w',
    'pagefind/index/en_1.pf_index': 'i',
    'pagefind/filter/en_1.pf_filter': 'f',
    'pagefind/fragment/en_1.pf_fragment': 'g',
    'pagefind/pagefind-ui.js': 'unused',
    'data/terms.json': '{"items":[]}',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

async function build(dist: string) {
  const result = await buildServiceWorker(dist);
  const source = readFileSync(join(dist, 'sw.js'), 'utf8');
  const keep = keepManifest(dist);
  return {
    result,
    source,
    keep,
    shell: new Map(precacheManifest(dist).map((e) => [e.url, e.revision])),
    manifest: new Map(keep.entries.map((e) => [e.url, e.revision])),
  };
}

describe('the service worker', () => {
  test("should type-check the worker with the worker's globals (src/client/sw/tsconfig.json)", () => {
    const r = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', join(ROOT, 'src/client/sw'), '--noEmit'], { encoding: 'utf8' });
    expect(`${r.stdout}${r.stderr}`).toBe('');
    expect(r.status).toBe(0);
  }, 120_000);

  test('should keep pages, assets and the search index, but not the JSON export or unused Pagefind UI; and precache only the shell', async () => {
    const dir = site();
    const { result, source, manifest, keep, shell } = await build(dir);
    expect([...manifest.keys()].sort()).toEqual([
      '1e/glossary/warp-speed/index.html',
      '404.html',
      '_astro/Base.Abc123.css',
      '_astro/search.Def456.js',
      '_astro/sw-register.Ghi789.js',
      'index.html',
      'offline/index.html',
      'pagefind/filter/en_1.pf_filter',
      'pagefind/fragment/en_1.pf_fragment',
      'pagefind/index/en_1.pf_index',
      'pagefind/pagefind-entry.json',
      'pagefind/pagefind-worker.js',
      'pagefind/pagefind.en_1234.pf_meta',
      'pagefind/pagefind.js',
      'pagefind/wasm.en.pagefind',
    ]);
    expect(result.count).toBe(manifest.size);
    // What the control says keeping downloads: the files' bytes, as sw.js carries them.
    expect([keep.files, keep.bytes]).toEqual([manifest.size, keep.entries.reduce((sum, e) => sum + e.size, 0)]);
    expect(keep.entries.find((e) => e.url === 'index.html')?.size).toBe('<h1>Home</h1>'.length);
    // The shell: the offline page, the CSS it names, the worker's registration, the icon; no other page.
    expect([...shell.keys()]).toEqual(['_astro/Base.Abc123.css', '_astro/sw-register.Ghi789.js', 'favicon.svg', 'offline/index.html']);
    expect(result.shell).toBe(4);
    // Hashed Astro assets are versioned by name; everything else by a revision hash.
    expect(manifest.get('_astro/Base.Abc123.css')).toBeNull();
    expect(manifest.get('index.html')).toMatch(/^[0-9a-f]{32}$/);
    expect(shell.get('offline/index.html')).toBe(manifest.get('offline/index.html'));
    // The kept list the manifest names is the one the build wrote, with the manifest's entries (what the worker imports).
    expect(readdirSync(dir).filter((f) => f.startsWith('sw-keep.'))).toEqual([keep.url.slice(SITE_BASE.length)]);
    expect(readFileSync(join(dir, keep.url.slice(SITE_BASE.length)), 'utf8')).toContain(JSON.stringify(swManifest(dir).keepEntries));
    // One script: Workbox's modules are bundled in (production build), so no runtime folder is fetched or written.
    expect(readdirSync(dir).filter((f) => f.startsWith('workbox-'))).toEqual([]);
    expect(source).not.toMatch(/\bimport\s*[{(]|process\.env/);
  }, 60_000);

  test("should change sw.js, and only the changed file's revision, when content changes; and drop removed files", async () => {
    const dist = site();
    const before = await build(dist);
    const again = await build(dist);
    expect(again.source).toBe(before.source); // same content, same worker: browsers keep their cache

    writeFileSync(join(dist, '1e/glossary/warp-speed/index.html'), '<h1>Warp Speed</h1><p>Ten cards, corrected.</p>');
    unlinkSync(join(dist, '404.html'));
    const after = await build(dist);
    expect(after.source).not.toBe(before.source);
    expect(after.manifest.get('1e/glossary/warp-speed/index.html')).not.toBe(before.manifest.get('1e/glossary/warp-speed/index.html'));
    expect(after.manifest.get('index.html')).toBe(before.manifest.get('index.html'));
    expect(after.manifest.has('404.html')).toBe(false);
    // The old list goes; the new one is the only one in dist/.
    expect(after.keep.url).not.toBe(before.keep.url);
    expect(existsSync(join(dist, before.keep.url.slice(SITE_BASE.length)))).toBe(false);
  }, 60_000);

  test('should fail the build on a file too large to precache instead of leaving it out', async () => {
    const dist = site({ '1e/huge/index.html': 'x'.repeat(MAX_FILE_BYTES + 1) });
    await expect(buildServiceWorker(dist)).rejects.toThrow(/1e\/huge\/index\.html/);
  }, 60_000);

  test("should take the revisions read while the index was written, and read the index's own files afterwards", async () => {
    const dist = site({ [LEXICON_PATH]: '{"words":{}}', [namesPath(0)]: '{"names":[]}' });
    const alone = await build(dist);
    expect(alone.manifest.has(LEXICON_PATH) && alone.manifest.has(namesPath(0))).toBe(true);
    // What the build's last phase reads before the index exists: the pages and assets, not the index's files.
    const early = precachedFiles(dist).filter((path) => !writtenBySearchIndex(path));
    expect(early).toContain('1e/glossary/warp-speed/index.html');
    expect(early.some((path) => path.startsWith('pagefind/') || path === LEXICON_PATH || path === namesPath(0))).toBe(false);
    const known = await revisions(dist, early);
    // The same worker as when every file is read at the end…
    await buildServiceWorker(dist, known);
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toBe(alone.source);
    // …and the revisions given are the ones used (a page changed after they were read keeps its earlier revision).
    writeFileSync(join(dist, 'index.html'), '<h1>Home, changed</h1>');
    await buildServiceWorker(dist, known);
    expect(keepManifest(dist).entries.find((e) => e.url === 'index.html')?.revision).toBe(alone.manifest.get('index.html'));
  }, 60_000);
});
