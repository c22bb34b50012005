/**
 * The same bytes every build (issue 35): one commit built twice, each from a clean state — no cache of any kind and no
 * dist/ — in two folders, gives the same files, byte for byte: pages, export, Pagefind's index (its filters, metadata
 * and entry file included), the lexicon, the semantic layer and the service worker with its list. A difference would
 * make an unchanged rebuild tell offline readers "These rules were updated".
 *
 * The first of the two builds is the project's own when it was one from clean: `npm test` on a fresh clone builds
 * before anything fills a cache, and the build marks such a dist/ (dist/.clean-build, with the SOURCE_DATE_EPOCH it
 * used: scripts/build.ts). Then one cold copy of the project in a temporary folder is built (tests/project-copy.ts)
 * and compared with dist/. Otherwise — dist/ built
 * with caches, or not from the current inputs — two cold copies are built one after the other, as before.
 */
import { expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CLEAN_BUILD } from '../scripts/lib/build-stamp.ts';
import { COPY_BUILD_MS, ROOT, type CopyBuild, buildCopy, buildEnv, cleanCopyBuild, projectCopy, removeCopy, rootBuild } from './project-copy.ts';

/** Every file under `dir`, relative, sorted. */
const files = (dir: string): string[] =>
  [...readdirSync(dir, { recursive: true, withFileTypes: true })]
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort();

test('one commit built twice from clean, in two folders, gives the same files byte for byte', { timeout: 1_800_000 }, async () => {
  const root = rootBuild();
  const copies: string[] = [];
  try {
    let a: string;
    let b: CopyBuild;
    const copy = cleanCopyBuild();
    if (copy) {
      // The project's dist/ is the first build from clean; one copy is the second.
      a = join(ROOT, 'dist');
      b = await copy;
      copies.push(b.dir);
    } else {
      console.log(`Building two cold copies: ${root.why}.`);
      // The copies have no git: the commit's time is given, as scripts/build.ts would take it from git.
      const commit = spawnSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
      const env = buildEnv({ SOURCE_DATE_EPOCH: /^\d+$/.test(commit) ? commit : '1700000000' });
      // One after the other: the machine has two cores, and each build uses both.
      const first = await buildCopy(projectCopy('same-bytes-a-', 'cold'), env, COPY_BUILD_MS);
      copies.push(first.dir);
      expect(first.status, first.output).toBe(0);
      a = join(first.dir, 'dist');
      b = await buildCopy(projectCopy('same-bytes-b-', 'cold'), env, COPY_BUILD_MS);
      copies.push(b.dir);
    }
    expect(b.status, b.output).toBe(0);
    const distB = join(b.dir, 'dist');
    const inA = files(a);
    // Both are builds from clean (each marked so), and the whole site is there, Pagefind's filters and the service
    // worker's list included.
    expect(inA).toContain(CLEAN_BUILD);
    expect(inA.filter((f) => f.startsWith('pagefind/filter/')).length).toBeGreaterThan(0);
    expect(inA).toContain('sw.js');
    expect(inA.some((f) => /^sw-keep\.[^/]+\.js$/.test(f))).toBe(true);
    expect(files(distB)).toEqual(inA);
    const differing = inA.filter((f) => !readFileSync(join(a, f)).equals(readFileSync(join(distB, f))));
    expect(differing).toEqual([]);
  } finally {
    for (const dir of copies) removeCopy(dir);
  }
});
