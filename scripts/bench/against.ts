/**
 * `npm run bench -- --against <commit>`: the cold build of this tree and of an earlier commit, side by side in one
 * run, so "no slower than before" is measured on the same machine at the same moment rather than against a number
 * from another day (wall times here vary by ±2–3 s with other tenants' work).
 *
 * The commit is checked out in a temporary git worktree with its own `npm ci` (its lockfile, from npm's cache or the
 * registry), and each tree is built with its own `npm run build`, the command a writer runs, alternately, cold each
 * time: Astro's and Vite's cache folders moved aside (deleted at the end: scripts/bench/set-aside.ts says why). Two
 * kinds of cold build, alternated too:
 * - a rebuild: the previous build's dist/ is there, as when a writer builds again after `git pull` or a change of
 *   dependencies (and as every build of the reference was: it deleted Astro's cache before every build);
 * - a fresh clone's first build: no dist/ either.
 * Which tree builds first swaps from one round to the next, so that neither always builds just after the other (on
 * a page cache the other warmed, or beside the other's last background work). The targets compare each round's two
 * builds (scripts/bench/targets.ts): the machine's load drifts over minutes, and a pair built a minute apart shares it.
 * The worktree is removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPhase } from './measure.ts';
import { cacheDirs } from '../lib/linked-modules.ts';
import { SetAside } from './set-aside.ts';
import { SiteError } from '../../src/lib/errors.ts';

export interface SideBySide {
  /** The commit built beside this tree, as given and as its short hash. */
  ref: string;
  commit: string;
  /** Wall time of each cold rebuild (dist/ of the previous build there), in the order run, in ms. */
  reference: number[];
  current: number[];
  /** Wall time of each cold build with no dist/ either (a fresh clone's first build), in ms. */
  freshReference: number[];
  freshCurrent: number[];
  /** CPU time (user + system, the whole process tree) of the builds above, in the same order, where measured. */
  cpu?: { reference: number[]; current: number[]; freshReference: number[]; freshCurrent: number[] };
}

async function coldBuild(root: string, what: string, fresh: boolean, aside: SetAside, log: (s: string) => void): Promise<{ ms: number; cpuMs: number }> {
  aside.move([...cacheDirs(root), ...(fresh ? [join(root, 'dist'), join(root, '.dist-builds')] : [])]);
  const r = await runPhase(what, 'npm', ['run', 'build'], { cwd: root, env: process.env });
  if (r.code !== 0) {
    console.error(r.stdout.slice(-3000), r.stderr.slice(-3000));
    throw new SiteError({
      what: `bench --against: ${what} (npm run build in ${root}) failed with exit code ${r.code}; its output is above.`,
      hint: 'fix what the output names; a commit that does not build cannot be measured (choose another with --against).',
    });
  }
  log(`${what}: ${(r.ms / 1000).toFixed(1)} s (CPU ${((r.cpuMs ?? Number.NaN) / 1000).toFixed(1)} s)`);
  return { ms: r.ms, cpuMs: r.cpuMs ?? Number.NaN };
}

/**
 * Builds `ref` and the tree at `root` cold, `runs` times each, alternately. Throws when `ref` is not a commit of this
 * repository or its install or build fails (the message says which).
 */
export async function sideBySide(root: string, ref: string, runs: number, log: (s: string) => void): Promise<SideBySide> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  let commit: string;
  try {
    commit = git('rev-parse', '--short', '--verify', `${ref}^{commit}`);
  } catch {
    throw new SiteError({
      what: `bench --against: "${ref}" is not a commit of this repository (git rev-parse found nothing).`,
      hint: 'give --against a commit, branch or tag of this repository (git log --oneline lists them).',
    });
  }
  const dir = mkdtempSync(join(tmpdir(), `bench-against-${commit}-`));
  rmSync(dir, { recursive: true });
  git('worktree', 'add', '--detach', dir, commit);
  const aside = new SetAside(join(root, 'bench/out/set-aside'));
  try {
    log(`--against ${ref}: npm ci in a worktree of ${commit} (${dir})…`);
    const install = await runPhase('reference install', 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, env: process.env });
    if (install.code !== 0) {
      console.error(install.stderr.slice(-3000));
      throw new SiteError({
        what: `bench --against: npm ci failed in the worktree of ${commit} (exit code ${install.code}).`,
        hint: "is the registry reachable, or the packages in npm's cache? Its output is above.",
      });
    }
    const result: SideBySide = { ref, commit, reference: [], current: [], freshReference: [], freshCurrent: [] };
    const cpu: NonNullable<SideBySide['cpu']> = { reference: [], current: [], freshReference: [], freshCurrent: [] };
    const build = async (key: keyof typeof cpu, fresh: boolean): Promise<void> => {
      const mine = key === 'current' || key === 'freshCurrent';
      const { ms, cpuMs } = await coldBuild(mine ? root : dir, `${mine ? 'this tree' : commit}, ${fresh ? 'fresh clone' : 'cold rebuild'}`, fresh, aside, log);
      result[key].push(ms);
      cpu[key].push(cpuMs);
    };
    // The reference's first build makes its dist/ for the first rebuild.
    await coldBuild(dir, `${commit}, first build (not counted)`, true, aside, log);
    for (let i = 0; i < runs; i++) {
      log(`side by side: round ${i + 1} of ${runs}`);
      // Reference first in even rounds, this tree first in odd ones.
      const pairs: Array<[keyof typeof cpu, keyof typeof cpu, boolean]> = [
        ['reference', 'current', false],
        ['freshReference', 'freshCurrent', true],
      ];
      for (const [theirs, mine, fresh] of pairs) {
        for (const key of i % 2 === 0 ? [theirs, mine] : [mine, theirs]) await build(key, fresh);
      }
    }
    if ([...cpu.reference, ...cpu.current].every(Number.isFinite)) result.cpu = cpu;
    return result;
  } finally {
    aside.empty();
    git('worktree', 'remove', '--force', dir);
  }
}
