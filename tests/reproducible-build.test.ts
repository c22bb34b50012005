/**
 * The same bytes every build (issue 35): one commit built twice, each from a clean state — two copies of the project in
 * two temporary folders, each with its own cold caches (scripts/lib/linked-modules.ts) and no dist/ — gives the same
 * files, byte for byte: pages, export, Pagefind's index (its filters, metadata and entry file included), the lexicon,
 * the semantic layer and the service worker with its list. A difference would make an unchanged rebuild tell offline
 * readers "These rules were updated".
 *
 * The slowest build test: two cold builds one after the other.
 */
import { expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { linkNodeModules } from '../scripts/lib/linked-modules.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** Every file under `dir`, relative, sorted. */
const files = (dir: string): string[] =>
  [...readdirSync(dir, { recursive: true, withFileTypes: true })]
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name).slice(dir.length + 1))
    .sort();

/** A copy of the project at `dir` (what a clone holds that the build reads), with its own caches. */
function copyProject(dir: string): void {
  for (const f of ['src', 'scripts', 'content', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'])
    cpSync(join(ROOT, f), join(dir, f), { recursive: true });
  symlinkSync(join(ROOT, 'models'), join(dir, 'models'));
  linkNodeModules(ROOT, dir);
}

test('one commit built twice from clean, in two folders, gives the same files byte for byte', { timeout: 1_800_000 }, () => {
  // The copies have no git: the commit's time is given, as scripts/build.ts would take it from git.
  const commit = spawnSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', SOURCE_DATE_EPOCH: /^\d+$/.test(commit) ? commit : '1700000000' };
  const dirs = [mkdtempSync(join(tmpdir(), 'same-bytes-a-')), mkdtempSync(join(tmpdir(), 'same-bytes-b-'))];
  try {
    // One after the other: the machine has two cores, and each build uses both.
    for (const dir of dirs) {
      copyProject(dir);
      const build = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: dir, encoding: 'utf8', env, timeout: 840_000 });
      expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    }
    const [a, b] = dirs.map((d) => join(d!, 'dist')) as [string, string];
    const inA = files(a);
    // The whole site is there, Pagefind's filters and the service worker's list included.
    expect(inA.filter((f) => f.startsWith('pagefind/filter/')).length).toBeGreaterThan(0);
    expect(inA).toContain('sw.js');
    expect(inA.some((f) => /^sw-keep\.[^/]+\.js$/.test(f))).toBe(true);
    expect(files(b)).toEqual(inA);
    const differing = inA.filter((f) => !readFileSync(join(a, f)).equals(readFileSync(join(b, f))));
    expect(differing).toEqual([]);
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
});
