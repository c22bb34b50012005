/**
 * The site built under a base path, for the tests of SITE_BASE (tests/base-path.test.ts, e2e/base-path.spec.ts):
 * `SITE_BASE=/rules/ node scripts/build.ts` on a copy of the project, with copies of its caches, in a folder of the
 * system's temporary directory named for this checkout. Made once and reused while it is a complete build of the
 * project's current inputs under that base (its completion stamp, scripts/lib/build-stamp.ts), so the browser test
 * after the build test (as `npm test` runs them) builds nothing.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { STAMP } from '../scripts/lib/build-stamp.ts';
import { cacheDirs, linkNodeModules } from '../scripts/lib/linked-modules.ts';
import { inputsHash } from '../scripts/lib/proc.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** The base path the tests build under: a club's site at /rules/. */
export const BASE = '/rules/';
/** The copy of the project; its build is `${BASE_BUILD}/dist`. */
export const BASE_BUILD = join(tmpdir(), `stccg-rules-base-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`);

/**
 * How long the build under {@link BASE} may take. It is always a cold astro build, wherever the project has built:
 * Astro clears its content store when its config differs, and the copy's differs in `root` and `base`. Some 2 to 4
 * minutes on this 2-core machine when idle; 10 minutes were not enough at a load average of about 20 (29 November
 * 2026), nor was the astro build phase's own 600 s: its pages came at about 80 a minute (1,370 pages), against some
 * 2,000 a minute in a warm build. So 30 minutes, 25 of them for the astro phase.
 */
export const BASE_BUILD_LIMIT_MS = 1_800_000;
/** Its astro build phase's share (scripts/lib/build-phases.ts, ASTRO_BUILD_LIMIT_S), the rest for the other phases. */
const ASTRO_LIMIT_S = 1_500;
/** What the tests allow the hook that may build it: the build, and a minute to read it. */
export const BASE_BUILD_HOOK_MS = BASE_BUILD_LIMIT_MS + 60_000;

/**
 * The built site under {@link BASE} (its dist/ folder), built first where it is missing or stale (a cold build, see
 * {@link BASE_BUILD_LIMIT_MS}); made once for the build test and the browser test, and its time printed when made.
 */
export function baseBuild(): string {
  const dist = join(BASE_BUILD, 'dist');
  const stamp = join(dist, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === inputsHash(ROOT, BASE)) return dist;
  rmSync(BASE_BUILD, { recursive: true, force: true });
  mkdirSync(BASE_BUILD, { recursive: true });
  for (const f of ['src', 'scripts', 'content', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'])
    cpSync(join(ROOT, f), join(BASE_BUILD, f), { recursive: true });
  symlinkSync(join(ROOT, 'models'), join(BASE_BUILD, 'models'));
  linkNodeModules(ROOT, BASE_BUILD);
  // The project's build caches, copied (a copy's build must not write into them): with them the linking pass knows this
  // code made content/links and is not run again in the copy, which has no git. (Astro clears its content store: the
  // base makes its config another.)
  for (const [from, to] of cacheDirs(ROOT).map((dir, i) => [dir, cacheDirs(BASE_BUILD)[i]!] as const))
    if (existsSync(from)) cpSync(from, to, { recursive: true });
  // The build's own environment, not the test runner's: under Vitest NODE_ENV is "test", and Astro then builds the
  // browser code as not production (the service worker's registration, for production only, came out empty).
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', SITE_BASE: BASE, ASTRO_BUILD_LIMIT_S: String(ASTRO_LIMIT_S) };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name === 'MODE' || name === 'TEST' || name.startsWith('VITEST')) delete env[name];
  const started = performance.now();
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: BASE_BUILD, encoding: 'utf8', env, timeout: BASE_BUILD_LIMIT_MS });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (build.status !== 0) {
    const why = build.error ? `${build.error.message}, after ${seconds} s of the ${BASE_BUILD_LIMIT_MS / 1000} s allowed` : `exit ${build.status}`;
    throw new Error(`SITE_BASE=${BASE} node scripts/build.ts failed in ${BASE_BUILD} (${why}):\n${build.stdout}\n${build.stderr}`);
  }
  // The build's last line gives its phases' times ("Built and indexed in … (linking pass …, astro build …)").
  const summary =
    build.stdout
      .trim()
      .split('\n')
      .findLast((l) => l.startsWith('Built and indexed')) ?? '';
  console.log(`The site under ${BASE}, built once for tests/base-path.test.ts and e2e/base-path.spec.ts in ${seconds} s: ${summary}`);
  return dist;
}
