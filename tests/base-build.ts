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
 * The built site under {@link BASE} (its dist/ folder), built first where it is missing or stale: a cold astro build,
 * some 2 to 4 minutes on this 2-core machine, more under other builds' load (allowed 10 minutes).
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
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', SITE_BASE: BASE };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name === 'MODE' || name === 'TEST' || name.startsWith('VITEST')) delete env[name];
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: BASE_BUILD, encoding: 'utf8', env, timeout: 600_000 });
  if (build.status !== 0)
    throw new Error(`SITE_BASE=${BASE} node scripts/build.ts failed in ${BASE_BUILD} (exit ${build.status}):\n${build.stdout}\n${build.stderr}`);
  return dist;
}
