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
 * Astro keeps every rendered entry in memory until the pages are written; V8, left to itself on a large machine,
 * lets its heap grow far past what is live. A cap makes it collect sooner: the real corpus needs well under it, and
 * the ten-fold corpus builds within it (see reports/bench.md).
 */
export const ASTRO_HEAP_MB = 640;

/** The Node running this script (the pinned one), so the phases skip npx's start-up. */
const NODE = process.execPath;

export const BUILD_PHASES: BuildPhase[] = [
  { name: 'astro build', cmd: NODE, args: ['node_modules/astro/bin/astro.mjs', 'build'], env: { NODE_OPTIONS: `--max-old-space-size=${ASTRO_HEAP_MB}` } },
  { name: 'pagefind index', cmd: NODE, args: ['node_modules/pagefind/lib/runner/bin.cjs', '--site', 'dist'] },
  { name: 'service worker', cmd: NODE, args: ['scripts/sw.ts'] },
];
