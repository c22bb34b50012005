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
 * A cap on V8's old space for astro build, so it collects sooner on a large machine. Measured (reports/bench.md): both
 * corpora build within it, but the ten-fold build's resident memory still peaks at about 1.3 GB, so most of that is
 * outside V8's old space; the cap is not what keeps memory down, and the 1 GB target is open.
 */
export const ASTRO_HEAP_MB = 640;

/** The Node running this script (the pinned one), so the phases skip npx's start-up. */
const NODE = process.execPath;

export const BUILD_PHASES: BuildPhase[] = [
  { name: 'astro build', cmd: NODE, args: ['node_modules/astro/bin/astro.mjs', 'build'], env: { NODE_OPTIONS: `--max-old-space-size=${ASTRO_HEAP_MB}` } },
  { name: 'pagefind index', cmd: NODE, args: ['node_modules/pagefind/lib/runner/bin.cjs', '--site', 'dist'] },
  { name: 'service worker', cmd: NODE, args: ['scripts/sw.ts'] },
];
