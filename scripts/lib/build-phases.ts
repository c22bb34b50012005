/**
 * The phases of `npm run build`, as data: scripts/build.ts runs them, and `npm run bench` measures the very same
 * commands (on the real corpus and on the ten-fold copy), so what is measured is what is built.
 */
import { SiteError } from '../../src/lib/errors.ts';

export interface BuildPhase {
  name: string;
  cmd: string;
  args: string[];
  /** Extra environment for the phase. */
  env?: Record<string, string>;
  /**
   * How long the phase may take before the build stops it and fails: several times what the ten-fold corpus takes
   * (reports/bench.md), so only a phase that hangs meets it.
   */
  timeoutSeconds: number;
  /** What to look at when it does. */
  hint: string;
  /**
   * A check or step `npm run build` starts together with this phase and runs beside it: its failure stops the phase and
   * fails the build with its own message. The bench runs it beside the phase too.
   */
  alongside?: BuildPhase;
  /**
   * Lines of the phase's output that fail the build though the phase exits 0 (Astro logs an `[ERROR]` and goes on):
   * the build reads its output as it comes and, at the end of the phase, fails naming each.
   */
  failOn?: { pattern: RegExp; what: string; hint: string };
}

/**
 * A cap on V8's old space for astro build, so it collects sooner on a large machine; both corpora build well within
 * it (the ten-fold one uses under 500 MB of heap).
 */
export const ASTRO_HEAP_MB = 640;

/** The environment of astro build: its heap cap, and no telemetry. */
export const ASTRO_ENV: Record<string, string> = {
  NODE_OPTIONS: `--max-old-space-size=${ASTRO_HEAP_MB}`,
  // No telemetry from the build: otherwise Astro runs `git` for a project id and sends an event over the network at
  // every start (profiled: a blocking `git rev-list` and a TLS connection during start-up), for nothing the site needs.
  ASTRO_TELEMETRY_DISABLED: '1',
};

/** The Node running this script (the pinned one), so the phases skip npx's start-up. */
const NODE = process.execPath;

/** The astro build phase's limit in seconds: 600, or the value of ASTRO_BUILD_LIMIT_S (a whole number of seconds). */
export function astroBuildLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 600;
  if (!/^[1-9]\d*$/.test(raw)) {
    throw new SiteError({
      what: `ASTRO_BUILD_LIMIT_S is ${JSON.stringify(raw)}, not a whole number of seconds.`,
      where: { field: 'ASTRO_BUILD_LIMIT_S' },
      hint: 'Set it to the seconds the astro build phase may take (e.g. ASTRO_BUILD_LIMIT_S=1500), or leave it unset for 600.',
    });
  }
  return Number(raw);
}

/**
 * Not a phase: the content check (scripts/check-content.ts), beside astro build, where the linking pass found its data
 * current and so did not check content/ (some 0.5 s of a cold build, on the core Astro's start-up leaves idle). Where
 * the pass ran, it checked content/ around it, and this finds that check recorded and ends at once.
 */
export const CONTENT_CHECK_STEP: BuildPhase = {
  name: 'content check',
  cmd: NODE,
  args: ['scripts/check-content.ts'],
  timeoutSeconds: 120,
  hint: 'Is content/ on a slow or stuck disk?',
};

/**
 * Not a phase: the precompressed copies of what astro build wrote, beside the search index phase, which never changes
 * those files and leaves a core idle much of its time (Pagefind's own process writing its files). The last phase then
 * makes the rest (scripts/deploy-files.ts).
 */
export const PRECOMPRESS_ASTRO_OUTPUT_STEP: BuildPhase = {
  name: "precompressed copies of astro build's files",
  cmd: NODE,
  args: ['scripts/deploy-files.ts', '--astro-output'],
  timeoutSeconds: 300,
  hint: 'dist/ may be unwritable (check the owner and permissions), or the disk full.',
};

export const BUILD_PHASES: BuildPhase[] = [
  // The linking pass first: it brings the linking data up to date with content/ as it is, writing only what changed
  // (nothing, after an ingest), with content/ checked around it (a bad file fails here, once, naming it). Where
  // content/ matches its stamp (content/links/stamp.json, a digest of content only, never of code) and this code made
  // or checked that content (scripts/lib/freshness.ts's record in Astro's cache folder, else git), it is not run
  // at all (some 60 ms), and content/ is checked beside astro build instead (CONTENT_CHECK_STEP).
  {
    name: 'linking pass',
    cmd: NODE,
    args: ['scripts/links/index.ts'],
    timeoutSeconds: 120,
    hint: 'Is content/ on a slow or stuck disk?',
  },
  {
    name: 'astro build',
    cmd: NODE,
    args: ['node_modules/astro/bin/astro.mjs', 'build'],
    env: ASTRO_ENV,
    alongside: CONTENT_CHECK_STEP,
    // Astro logs some failures as `[ERROR]` and still exits 0 (an integration's logger.error, a loader's error it
    // recovers from): a site built past one is not a complete build.
    failOn: {
      pattern: /\[ERROR\]/,
      what: 'astro build logged errors, and a build that logs one is not complete',
      hint: 'Fix what each line names (run npm run build -- --debug for more), then build again. dist/ is left without its completion stamp, so npm start will not serve it.',
    },
    // 600 s, or ASTRO_BUILD_LIMIT_S for a build known to be cold on a busy machine (tests/base-build.ts: the site
    // under /rules/, always cold, took over 600 s here at a load average of 14).
    timeoutSeconds: astroBuildLimit(process.env.ASTRO_BUILD_LIMIT_S),
    hint: 'Is dist/ writable, and is the machine short of memory (see NODE_OPTIONS in scripts/lib/build-phases.ts)?',
  },
  // The search index, then the service worker, which precaches the pages and the index (so it comes last).
  {
    name: 'search index and service worker',
    cmd: NODE,
    args: ['scripts/search-index.ts'],
    alongside: PRECOMPRESS_ASTRO_OUTPUT_STEP,
    timeoutSeconds: 300,
    // An unwritable dist/ fails at once, with its own message (scripts/lib/search-index.ts); so does a page whose title
    // is too long for the index. What is left: a machine that is far too busy, or a Pagefind that hung.
    hint: 'The search index took far longer than it should: look at the last lines above (the page being indexed), and at the load of the machine; an unwritable dist/ or an oversized title fails at once with its own message.',
  },
  // Last, over every file the others wrote: the precompressed copies the server sends that the step beside the search
  // index did not make, and dist/_headers for hosts.
  {
    name: 'precompressed copies and headers',
    cmd: NODE,
    args: ['scripts/deploy-files.ts'],
    timeoutSeconds: 300,
    hint: 'dist/ may be unwritable (check the owner and permissions), or the disk full.',
  },
];
