/**
 * The build's caches inside node_modules, and node_modules for a copy of the project that builds (the bench's ten-fold corpus, the build tests that check one
 * error on a copy): a folder of links to the project's packages, without the caches inside node_modules (Astro's
 * content store, incremental build manifest and the build's memos in .astro; Vite's in .vite). Linking node_modules
 * whole would let the copy's build write into the project's caches.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Caches inside node_modules that a copy must not share with the project. */
export const NOT_LINKED = ['.astro', '.vite'];

/** The build's cache folders of the project at `root`. */
export const cacheDirs = (root: string): string[] => NOT_LINKED.map((dir) => join(root, 'node_modules', dir));

/**
 * Whether the project at `root` has no build cache at all: the caches inside node_modules and Astro's generated
 * `.astro/` at the root each missing or empty, as in a fresh clone after `npm ci`. A build that starts so is a cold
 * build from clean (scripts/build.ts records it: {@link CLEAN_BUILD} in scripts/lib/build-stamp.ts).
 */
export function cachesEmpty(root: string): boolean {
  return [...cacheDirs(root), join(root, '.astro')].every((dir) => !existsSync(dir) || readdirSync(dir).length === 0);
}

/** Empties the build's caches, so the next build is cold, as a fresh clone's is (the bench's cold builds). */
export function emptyCaches(root: string): void {
  for (const dir of cacheDirs(root)) rmSync(dir, { recursive: true, force: true });
}

/** Makes `dest`/node_modules a folder of links to `root`/node_modules' packages, caches left out. */
export function linkNodeModules(root: string, dest: string): void {
  mkdirSync(join(dest, 'node_modules'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (!NOT_LINKED.includes(name)) symlinkSync(join(root, 'node_modules', name), join(dest, 'node_modules', name));
  }
}
