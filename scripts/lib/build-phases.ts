/**
 * The phases of `npm run build`, as data: scripts/build.ts runs them, and `npm run bench` measures the very same
 * commands (on the real corpus and on the ten-fold copy), so what is measured is what is built.
 */

export interface BuildPhase {
  name: string;
  cmd: string;
  args: string[];
  /** Extra environment for the phase. */
  env?: Record<string, string>;
}

/**
 * A cap on V8's old space for astro build, so it collects sooner on a large machine; both corpora build well within
 * it (the ten-fold one uses under 500 MB of heap).
 */
export const ASTRO_HEAP_MB = 640;

/**
 * Vite bundles the server code with Rolldown, a native module with its own allocator (mimalloc). Bundling Astro's
 * data store takes a few hundred megabytes there for two seconds; mimalloc hands freed pages back to the system only
 * on a later call into it, which never comes once bundling is done, so they stayed resident for the whole page
 * rendering. A purge delay of 0 returns them at once. Measured on the ten-fold corpus: peak resident memory of
 * astro build 1.06 and 1.23 GB in two runs without it, 0.91–1.03 GB in six runs with it (reports/bench.md has the
 * bench's own figure).
 */
export const ASTRO_ENV: Record<string, string> = {
  NODE_OPTIONS: `--max-old-space-size=${ASTRO_HEAP_MB}`,
  MIMALLOC_PURGE_DELAY: '0',
};

/** The Node running this script (the pinned one), so the phases skip npx's start-up. */
const NODE = process.execPath;

export const BUILD_PHASES: BuildPhase[] = [
  { name: 'astro build', cmd: NODE, args: ['node_modules/astro/bin/astro.mjs', 'build'], env: ASTRO_ENV },
  { name: 'pagefind index', cmd: NODE, args: ['node_modules/pagefind/lib/runner/bin.cjs', '--site', 'dist'] },
  { name: 'service worker', cmd: NODE, args: ['scripts/sw.ts'] },
];
