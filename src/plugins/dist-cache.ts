/**
 * Astro integration: dist/ itself is the page cache of Astro's incremental build, and what a build no longer makes
 * is pruned from it.
 *
 * With `experimental.incrementalBuild`, Astro writes every page it renders twice: into dist/, and a copy into its
 * cache folder (`<cacheDir>/dist/`, node_modules/astro/dist/core/build/incremental.js). On a rebuild it copies
 * unchanged pages back from there (when dist/ lacks them) instead of rendering them. Here creating files is dear (ext4
 * with `discard`, in a VM: 1,313 page files in their own folders cost 0.58 s of kernel time, rewriting them 0.20 s),
 * and a cold `astro build` with that cache took ~1.2 s longer than without it (README, "Rebuilds are incremental").
 * So:
 * - the cache folder is a link to dist/: Astro's second write of a page rewrites the file it has just written, and a
 *   page it may skip is found in dist/ where it already is (it copies nothing back);
 * - Astro does not empty dist/ before it builds (`vite.build.emptyOutDir: false`): its old pages are the cache;
 * - once Astro is done, every file of dist/ that this build neither wrote nor kept is deleted (a page whose entry was
 *   removed, an old script bundle), so dist/ holds exactly what a build from scratch would. A page Astro kept is among
 *   the build's `assets`; every other file it wrote is newer than the build's start.
 *
 * The files the build's later phase writes (the search index, the service worker) are Astro's to prune too: that
 * phase writes them afresh.
 */
import { existsSync, lstatSync, mkdirSync, rmSync, rmdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { filesUnder } from '../../scripts/lib/files-under.ts';

/** The page cache's folder in Astro's cache folder (incremental.js: `INCREMENTAL_OUTPUT_DIR`). */
export const PAGE_CACHE = 'dist';
/** A file in Astro's cache folder written as the build starts: what is older in dist/ was not written by this build. */
export const BUILD_START = 'build-start';

/** Makes `<cacheDir>/dist` a link to `outDir` (a folder left there by an earlier layout is removed). False where links cannot be made. */
export function linkPageCache(cacheDir: string, outDir: string): boolean {
  const link = join(cacheDir, PAGE_CACHE);
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  let stat;
  try {
    stat = lstatSync(link);
  } catch {
    // None yet.
  }
  if (stat?.isSymbolicLink() && existsSync(link) && statSync(link).ino === statSync(outDir).ino) return true;
  if (stat) rmSync(link, { recursive: true, force: true });
  try {
    // A junction on Windows, which needs no special rights; a plain link elsewhere.
    symlinkSync(outDir, link, 'junction');
    return true;
  } catch {
    // Astro keeps its own copies, as without this integration.
    return false;
  }
}

/** `path` relative to `dir`, with "/" (as dist/'s files are named in URLs). */
const under = (dir: string, path: string): string => relative(dir, path).split(sep).join('/');

/** Every file under `dir`, as paths relative to it with "/", and its modification time. */
export function filesWithTimes(dir: string): Array<{ path: string; mtimeMs: number }> {
  return filesUnder(dir).map((path) => ({ path: under(dir, path), mtimeMs: lstatSync(path).mtimeMs }));
}

/** The files a build neither wrote (older than its start) nor kept (`kept`: paths relative to dist/ with "/"). */
export function staleFiles(files: ReadonlyArray<{ path: string; mtimeMs: number }>, startMs: number, kept: ReadonlySet<string>): string[] {
  return files.filter((f) => f.mtimeMs < startMs && !kept.has(f.path)).map((f) => f.path);
}

/** Deletes `paths` (relative to `dir`) and the folders they leave empty. */
export function prune(dir: string, paths: readonly string[]): void {
  const folders = new Set<string>();
  for (const path of paths) {
    rmSync(join(dir, path), { force: true });
    for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) folders.add(path.slice(0, i));
  }
  // Deepest first, so a folder is tried after the folders in it.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(join(dir, folder));
    } catch {
      // Not empty: it holds files this build made.
    }
  }
}

export function distCache(): AstroIntegration {
  let cacheDir = '';
  let outDir = '';
  let linked = false;
  return {
    name: 'stccg-dist-cache',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ vite: { build: { emptyOutDir: false } } });
      },
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': () => {
        linked = linkPageCache(cacheDir, outDir);
        writeFileSync(join(cacheDir, BUILD_START), '');
      },
      'astro:build:done': ({ dir, assets, logger }) => {
        const root = fileURLToPath(dir);
        const startMs = statSync(join(cacheDir, BUILD_START)).mtimeMs;
        const kept = new Set<string>();
        for (const urls of assets.values()) for (const url of urls) kept.add(under(root, fileURLToPath(url)));
        const stale = staleFiles(filesWithTimes(root), startMs, kept);
        prune(root, stale);
        // Most of them, on a rebuild, are the last build's search index and service worker, which the build makes next.
        const where = relative(process.cwd(), root) || '.';
        if (stale.length) logger.info(`deleted ${stale.length} file(s) of ${where}/ that this build did not make${linked ? '' : " (pages are cached in Astro's own folder: no link could be made)"}`);
      },
    },
  };
}
