/**
 * A copy of the project for the build tests that build one (tests/reproducible-build.test.ts, tests/build-faults.test.ts,
 * tests/signals.test.ts; a base-path build fits too): what a clone holds that the build reads, node_modules as links to
 * the project's packages (scripts/lib/linked-modules.ts), and the build's caches either left out (a cold build, as a
 * fresh clone's) or copied from the project (never linked: the copy's builds must not write into the project's caches).
 *
 * And the one clean build of a copy that the reproducibility test compares with the project's own build, made once
 * per run (the build project runs its files in one worker, modules shared: isolate: false), in a child process that
 * leaves the test runner's event loop free.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLEAN_BUILD, distProblem } from '../scripts/lib/build-stamp.ts';
import { cacheDirs, linkNodeModules } from '../scripts/lib/linked-modules.ts';

export const ROOT = resolve(import.meta.dirname, '..');

/** What a clone holds that the build reads (models/ is linked: large, and only read). */
export const COPIED = ['src', 'scripts', 'content', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];

/**
 * Copies the project into `dir` (made if missing). `caches`: 'cold' leaves the build's caches out (the copy's first
 * build is a cold one, and its linking pass runs: the copy has no git and no record of the code that made content/links);
 * 'warm' copies the project's (Astro's content store and the linking pass's code record: the pass is skipped, and
 * content/ is checked beside astro build, as in a rebuild after an edit).
 */
export function copyProject(dir: string, caches: 'cold' | 'warm'): void {
  for (const f of COPIED) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
  symlinkSync(join(ROOT, 'models'), join(dir, 'models'));
  linkNodeModules(ROOT, dir);
  if (caches === 'warm')
    for (const [from, to] of cacheDirs(ROOT).map((d, i) => [d, cacheDirs(dir)[i]!] as const)) if (existsSync(from)) cpSync(from, to, { recursive: true });
}

/** A new folder in the system's temporary directory holding a copy of the project ({@link copyProject}). */
export function projectCopy(prefix: string, caches: 'cold' | 'warm'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  copyProject(dir, caches);
  return dir;
}

/**
 * What Vitest adds to the environment of its workers, which a build they start would inherit: its own (TEST,
 * VITEST_*), NODE_ENV "test", and Vite's mode variables (DEV "1", PROD "", SSR "1", MODE, BASE_URL; SITE from Astro's).
 * Astro reads the server's `import.meta.env` from the environment when the page runs: with DEV=1, src/data/site.ts's
 * siteData() takes the build for `npm run dev` and loads every collection again for each of the 1,370 pages — a copy's
 * astro build then took over 600 s of a loaded machine (and ~180 s of CPU) instead of under a minute (~15 s of CPU).
 * With NODE_ENV "test" Astro builds the browser code as not production (the service worker's registration came out empty).
 */
const VITEST_ENV = ['NODE_ENV', 'TEST', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL', 'SITE', 'ASSETS_PREFIX'];

/** The environment of a build a test starts: the build's own, without what Vitest adds ({@link VITEST_ENV}), without colours, with `extra` added. */
export function buildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  for (const name of Object.keys(env)) if (VITEST_ENV.includes(name) || name.startsWith('VITEST')) delete env[name];
  return { ...env, ...extra };
}

/** What `node scripts/build.ts` in a copy ended with. */
export interface CopyBuild {
  dir: string;
  status: number | null;
  output: string;
  seconds: number;
}

/** `node scripts/build.ts` in `dir`, not blocking the event loop (its output goes to a file: no pipe to fill). */
export function buildCopy(dir: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<CopyBuild> {
  const log = join(dir, 'build-output.log');
  const fd = openSync(log, 'w');
  const started = performance.now();
  const proc = spawn(process.execPath, ['scripts/build.ts'], { cwd: dir, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const stop = () => proc.kill('SIGTERM');
  const timer = setTimeout(stop, timeoutMs);
  // Not left running when the test run ends first (the build stops all it started on SIGTERM: scripts/lib/stop.ts).
  process.once('exit', stop);
  return new Promise((res) => {
    const done = (status: number | null) => {
      clearTimeout(timer);
      process.off('exit', stop);
      res({ dir, status, output: readFileSync(log, 'utf8'), seconds: (performance.now() - started) / 1000 });
    };
    proc.once('error', () => done(null));
    proc.once('close', (code) => done(code));
  });
}

/** What the project's dist/ is, for the reproducibility test. */
export interface RootBuild {
  /** A complete build of the project's current inputs, made from no cache at all (its {@link CLEAN_BUILD} mark). */
  clean: boolean;
  /** Why not, in a sentence (for the test's log). */
  why?: string;
  /** The SOURCE_DATE_EPOCH that build used (the mark says). */
  sourceDateEpoch?: string;
}

/** Whether the project's dist/ is a complete, current build from clean ({@link RootBuild}). */
export function rootBuild(): RootBuild {
  const problem = distProblem(ROOT);
  if (problem) return { clean: false, why: problem };
  const mark = join(ROOT, 'dist', CLEAN_BUILD);
  if (!existsSync(mark)) return { clean: false, why: `dist/ was built with caches (no dist/${CLEAN_BUILD}): not a build from clean` };
  const { sourceDateEpoch } = JSON.parse(readFileSync(mark, 'utf8')) as { sourceDateEpoch: string | null };
  if (!sourceDateEpoch) return { clean: false, why: `dist/${CLEAN_BUILD} names no SOURCE_DATE_EPOCH` };
  return { clean: true, sourceDateEpoch };
}

/** The build test's time limit for one build of a copy (astro build alone may take 600 s: scripts/lib/build-phases.ts). */
export const COPY_BUILD_MS = 840_000;

let cleanCopy: Promise<CopyBuild> | undefined;

/**
 * One clean build of a cold copy, with the SOURCE_DATE_EPOCH of the project's clean build: started on the first call,
 * the same promise after (a test that starts it early, beside others, and one that awaits it share the one build).
 * Only when the project's dist/ is a clean build ({@link rootBuild}); else undefined.
 */
export function cleanCopyBuild(): Promise<CopyBuild> | undefined {
  if (cleanCopy) return cleanCopy;
  const root = rootBuild();
  if (!root.clean) return undefined;
  const dir = projectCopy('same-bytes-copy-', 'cold');
  cleanCopy = buildCopy(dir, buildEnv({ SOURCE_DATE_EPOCH: root.sourceDateEpoch }), COPY_BUILD_MS);
  return cleanCopy;
}

/** Removes a copy (its processes have ended). */
export const removeCopy = (dir: string): void => rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
