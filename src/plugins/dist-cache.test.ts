import { afterEach, describe, expect, test } from 'vitest';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_START, PAGE_CACHE, distCache, filesWithTimes, linkPageCache, prune, staleFiles } from './dist-cache.ts';

const dirs: string[] = [];
const project = () => {
  const d = mkdtempSync(join(tmpdir(), 'dist-cache-test-'));
  dirs.push(d);
  return { cacheDir: join(d, 'node_modules/.astro'), outDir: join(d, 'dist') };
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const write = (root: string, path: string, text: string, ageSeconds = 0) => {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (ageSeconds) {
    const t = new Date(Date.now() - ageSeconds * 1000);
    utimesSync(file, t, t);
  }
};

/** Runs the integration's hooks as `astro build` does, with `build` standing for Astro's own work in between. */
async function astroBuild(cacheDir: string, outDir: string, build: () => string[]): Promise<string[]> {
  const { hooks } = distCache();
  const messages: string[] = [];
  const logger = { info: (m: string) => messages.push(m) };
  const config = { cacheDir: pathToFileURL(`${cacheDir}/`), outDir: pathToFileURL(`${outDir}/`) };
  let emptyOutDir: unknown;
  await hooks['astro:config:setup']!({ command: 'build', updateConfig: (c: { vite: { build: { emptyOutDir: unknown } } }) => (emptyOutDir = c.vite.build.emptyOutDir) } as never);
  expect(emptyOutDir).toBe(false);
  await hooks['astro:config:done']!({ config } as never);
  await hooks['astro:build:start']!({ logger } as never);
  const pages = build();
  const assets = new Map([['/[...slug]', pages.map((p) => pathToFileURL(join(outDir, p)))]]);
  await hooks['astro:build:done']!({ dir: pathToFileURL(`${outDir}/`), assets, pages: [], logger } as never);
  return messages;
}

describe('linkPageCache', () => {
  test("should make Astro's page cache folder a link to dist/, so its copy of a page is the page itself", () => {
    const { cacheDir, outDir } = project();
    expect(linkPageCache(cacheDir, outDir)).toBe(true);
    // Astro's incremental cache writes its copy at <cacheDir>/dist/<page> (incremental.js writeOutputFile).
    write(cacheDir, `${PAGE_CACHE}/1e/glossary/dilemma/index.html`, '<h1>Dilemma</h1>');
    expect(readFileSync(join(outDir, '1e/glossary/dilemma/index.html'), 'utf8')).toBe('<h1>Dilemma</h1>');
    expect(linkPageCache(cacheDir, outDir)).toBe(true);
    expect(lstatSync(join(cacheDir, PAGE_CACHE)).isSymbolicLink()).toBe(true);
  });

  test('should replace the folder of copies an earlier build left there', () => {
    const { cacheDir, outDir } = project();
    write(cacheDir, `${PAGE_CACHE}/2e/cards/pinned-down/index.html`, 'an old copy');
    expect(linkPageCache(cacheDir, outDir)).toBe(true);
    expect(lstatSync(join(cacheDir, PAGE_CACHE)).isSymbolicLink()).toBe(true);
    expect(existsSync(join(outDir, '2e/cards/pinned-down/index.html'))).toBe(false);
  });
});

describe('staleFiles and prune', () => {
  test('should name the files older than the build that it did not keep, and delete them with the folders they empty', () => {
    const { outDir } = project();
    write(outDir, '1e/glossary/dilemma/index.html', 'kept by Astro, not rendered again', 3600);
    write(outDir, '1e/glossary/removed-term/index.html', 'no longer made', 3600);
    write(outDir, '_astro/Base.old.css', 'an old bundle', 3600);
    write(outDir, '_astro/Base.new.css', 'this build');
    const start = Date.now() - 60_000;
    const stale = staleFiles(filesWithTimes(outDir), start, new Set(['1e/glossary/dilemma/index.html']));
    expect(stale.sort()).toEqual(['1e/glossary/removed-term/index.html', '_astro/Base.old.css']);
    prune(outDir, stale);
    expect(existsSync(join(outDir, '1e/glossary/removed-term'))).toBe(false);
    expect(existsSync(join(outDir, '1e/glossary/dilemma/index.html'))).toBe(true);
    expect(existsSync(join(outDir, '_astro/Base.new.css'))).toBe(true);
  });
});

describe('distCache', () => {
  test("should leave dist/ as a build from scratch would: this build's pages, the pages it kept, nothing else", async () => {
    const { cacheDir, outDir } = project();
    write(outDir, '1e/glossary/dilemma/index.html', 'kept', 3600);
    write(outDir, '2e/cards/pinned-down/index.html', 'an old rendering', 3600);
    write(outDir, '1e/cards/a-card-since-removed/index.html', 'gone from content/', 3600);
    write(outDir, 'pagefind/fragment/en_1.pf_fragment', "the last build's index", 3600);
    const messages = await astroBuild(cacheDir, outDir, () => {
      // Astro renders one page (and writes it again through the cache link) and keeps the other.
      write(outDir, '2e/cards/pinned-down/index.html', 'rendered again');
      write(cacheDir, `${PAGE_CACHE}/2e/cards/pinned-down/index.html`, 'rendered again');
      return ['1e/glossary/dilemma/index.html', '2e/cards/pinned-down/index.html'];
    });
    expect(filesWithTimes(outDir).map((f) => f.path).sort()).toEqual(['1e/glossary/dilemma/index.html', '2e/cards/pinned-down/index.html']);
    expect(readFileSync(join(outDir, '2e/cards/pinned-down/index.html'), 'utf8')).toBe('rendered again');
    expect(existsSync(join(cacheDir, BUILD_START))).toBe(true);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^deleted 2 file\(s\) of \S*dist\/ that this build did not make$/);
  });
});
