/**
 * Stopping `npm run build` and `npm start` stops them (issues 29 and 35): a signal to npm's process or to the one
 * process npm starts (the driver: package.json's scripts `exec` it, so there is no shell between them) — SIGINT,
 * SIGTERM or SIGKILL — leaves no process of theirs behind (no astro, no indexer, no server), and they exit non-zero. A
 * build stopped half-way leaves dist/ the last complete build; a second build at once is refused by the lock; a
 * running `npm start` serves the last complete build all through a rebuild. Runs on a copy of the project with a
 * copy of its caches, so the project's dist/ and caches are untouched.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processTree } from '../scripts/bench/measure.ts';
import { SEARCH_FILES, distProblem, writeStamp } from '../scripts/lib/build-stamp.ts';
import { BUILDS, LOCK, stagingDir, swapIn, takeBuildLock } from '../scripts/lib/build-dir.ts';
import { request } from '../scripts/lib/http-request.ts';
import { buildEnv, projectCopy, removeCopy } from './project-copy.ts';

const LINUX = process.platform === 'linux';

/** The pids of every process whose environment holds `marker` (every process npm started inherits it). */
function processesWith(marker: string): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`).includes(marker)) out.push(Number(name));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return out;
}

const commandLine = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
};

let dir: string;
/** The home page of the complete build dist/ holds before each test: a page of its own, so a rebuild's is told apart. */
const PREVIOUS = '<!doctype html><title>The previous build</title>';

/** Makes dist/ of the copy a complete build (its search index, a stamp matching the inputs), as a finished build leaves it. */
function previousBuild(): void {
  rmSync(join(dir, 'dist'), { force: true });
  rmSync(join(dir, BUILDS), { recursive: true, force: true });
  const release = takeBuildLock(dir);
  const out = stagingDir(dir);
  writeFileSync(join(out, 'index.html'), PREVIOUS);
  for (const f of SEARCH_FILES) {
    mkdirSync(join(out, f, '..'), { recursive: true });
    writeFileSync(join(out, f), '{}');
  }
  writeStamp(out, dir);
  swapIn(dir, out)();
  release();
  expect(distProblem(dir)).toBeUndefined();
}

interface Run {
  proc: ChildProcess;
  output: () => string;
  marker: string;
  /** Resolves when every holder of the output pipes (npm and all it started) has exited. */
  closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every run started, ended after each test whatever happened to it (a test that timed out never reaches its finally). */
const runs: Run[] = [];

/** Starts `cmd args` in the copy, in a process group of its own (so that whatever happens the test can end it), marked. */
function startMarked(cmd: string, args: string[]): Run {
  const marker = `STCCG_SIGNAL_TEST=${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const [key, value] = marker.split('=') as [string, string];
  const proc = spawn(cmd, args, {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The build's own environment, not Vitest's (whose DEV=1 made the rebuild's pages load every collection each).
    env: buildEnv({ [key]: value }),
  });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => proc.once('close', (code, signal) => res({ code, signal })));
  runs.push({ proc, output: () => out, marker, closed });
  return runs.at(-1)!;
}

/** Ends whatever is left of a run (the test failed half-way). */
function cleanUp(run: Run | undefined): void {
  if (!run) return;
  for (const pid of [-run.proc.pid!, ...processesWith(run.marker)]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** The process npm started for the script (its only child: the driver, exec'd by the script's shell). */
function driverOf(npmPid: number): number {
  const children = processTree(npmPid).filter((p) => p !== npmPid && readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(npmPid));
  expect(children.map(commandLine)).toEqual([expect.stringMatching(/^node scripts\/(build|start)\.ts\b/)]);
  return children[0]!;
}

/** Sends the signal, then: the run ends within 30 s, non-zero, and no process of it is left. */
async function stopsEverything(run: Run, pid: number, signal: NodeJS.Signals): Promise<void> {
  process.kill(pid, signal);
  const ended = await Promise.race([run.closed, new Promise<undefined>((res) => setTimeout(res, 30_000, undefined))]);
  expect(ended, `still running (or holding its output) 30 s after ${signal}:\n${run.output().slice(-3000)}`).toBeDefined();
  expect(ended!.code === 0 && ended!.signal === null).toBe(false);
  await vi.waitFor(() => expect(processesWith(run.marker).map((p) => `${p} ${commandLine(p)}`)).toEqual([]), { timeout: 15_000, interval: 100 });
}

beforeAll(() => {
  if (!LINUX) return;
  // Astro's cache, copied (never linked: the copy's builds must not write the project's): the rebuild below renders
  // like a rebuild after an edit, not a fresh clone's cold build.
  dir = projectCopy('signals-', 'warm');
});
afterEach(async () => {
  for (const run of runs.splice(0)) {
    cleanUp(run);
    // Until its processes have let go of their output (they have exited), so the copy can be removed.
    await Promise.race([run.closed, new Promise((res) => setTimeout(res, 10_000))]);
  }
}, 60_000);
afterAll(() => {
  if (dir) removeCopy(dir);
});

describe.skipIf(!LINUX)('stopping npm run build', () => {
  test.each([
    ['npm', 'SIGINT'],
    ['npm', 'SIGTERM'],
    ['npm', 'SIGKILL'],
    ['the driver', 'SIGKILL'],
  ] as const)(
    '%s sent %s mid-build: nothing of the build is left, it fails, and dist/ is still the previous build',
    { timeout: 150_000 },
    async (target, signal) => {
      previousBuild();
      let run: Run | undefined;
      try {
        run = startMarked('npm', ['run', 'build']);
        const npmPid = run.proc.pid!;
        // Mid-build: astro build is running and has started on the content.
        await vi.waitFor(
          () => {
            expect(
              processTree(npmPid)
                .map(commandLine)
                .some((c) => c.includes('astro.mjs build')),
            ).toBe(true);
            expect(run!.output()).toMatch(/\[(content|vite|build)\]/);
          },
          { timeout: 90_000, interval: 100 },
        );
        const driver = driverOf(npmPid);
        expect(processesWith(run.marker).length).toBeGreaterThanOrEqual(3);
        await stopsEverything(run, target === 'npm' ? npmPid : driver, signal);
        // The build said it was stopped (a signal it could catch), or its watchdog did (SIGKILL).
        expect(run.output()).toMatch(
          signal === 'SIGKILL' && target === 'the driver'
            ? /✗ The driver \(pid \d+\) ended without stopping what it started/
            : signal === 'SIGKILL'
              ? /✗ The process that started this one \(pid \d+\) has gone/
              : new RegExp(`✗ Stopped by ${signal}`),
        );
        // dist/ is the build it was: complete, current, served.
        expect(distProblem(dir)).toBeUndefined();
        expect(readFileSync(join(dir, 'dist/index.html'), 'utf8')).toBe(PREVIOUS);
        // A build killed outright leaves its lock, which the next build takes over.
        if (signal === 'SIGKILL' && target === 'the driver') {
          expect(JSON.parse(readFileSync(join(dir, BUILDS, LOCK), 'utf8')).pid).toBe(driver);
          takeBuildLock(dir)();
        } else expect(existsSync(join(dir, BUILDS, LOCK))).toBe(false);
      } finally {
        cleanUp(run);
      }
    },
  );

  test('serve.ts refuses a site a stopped build left without its search index', () => {
    previousBuild();
    rmSync(join(realpathSync(join(dir, 'dist')), 'pagefind'), { recursive: true });
    const r = spawnSync(process.execPath, ['scripts/serve.ts', '--port', '0'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      '✗ Not serving dist/: dist/ has no search index (missing dist/pagefind/pagefind.js, dist/pagefind/pagefind-entry.json); its build did not finish.',
    );
  });
});

/** Starts `npm start` on a free port over the previous build and resolves once it serves, with its address. */
async function serving(): Promise<{ run: Run; base: string }> {
  previousBuild();
  const run = startMarked('npm', ['start', '--', '--port', '0']);
  await vi.waitFor(() => expect(run.output()).toMatch(/Serving dist\/ on http:\/\/localhost:\d+/), { timeout: 60_000, interval: 100 });
  const base = /Serving dist\/ on (http:\/\/localhost:\d+)/.exec(run.output())![1]!.replace('localhost', '127.0.0.1');
  expect((await request(base, '/')).body.toString()).toBe(PREVIOUS);
  return { run, base };
}

describe.skipIf(!LINUX)('stopping npm start', () => {
  test.each([
    ['npm', 'SIGINT'],
    ['npm', 'SIGKILL'],
    ['the driver', 'SIGKILL'],
  ] as const)('%s sent %s while it serves: the server stops with it', { timeout: 90_000 }, async (target, signal) => {
    let run: Run | undefined;
    try {
      const s = await serving();
      run = s.run;
      const driver = driverOf(run.proc.pid!);
      await stopsEverything(run, target === 'npm' ? run.proc.pid! : driver, signal);
      await expect(request(s.base, '/')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      cleanUp(run);
    }
  });
});

describe.skipIf(!LINUX)('a rebuild while npm start serves', () => {
  test('serves the last complete build until the new one is complete, then the new one; a second build at once is refused', { timeout: 900_000 }, async () => {
    let server: Run | undefined;
    let build: Run | undefined;
    try {
      const s = await serving();
      server = s.run;
      build = startMarked(process.execPath, ['scripts/build.ts']);
      let exit: number | null | undefined;
      void build.closed.then((r) => (exit = r.code));
      await vi.waitFor(() => expect(existsSync(join(dir, BUILDS, LOCK))).toBe(true), { timeout: 30_000, interval: 50 });
      // A second build while the first runs: refused in one block, naming the first, not a collision.
      const second = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`Another build of this project is running (pid ${build.proc.pid}, started `);
      expect(second.stderr).not.toMatch(/\n\s+at /);
      // Every answer while it builds is the previous build's home page.
      const answers = new Map<string, number>();
      while (exit === undefined) {
        const r = await request(s.base, '/');
        const key = `${r.status} ${r.body.toString() === PREVIOUS ? 'previous' : 'new'}`;
        answers.set(key, (answers.get(key) ?? 0) + 1);
        await new Promise((res) => setTimeout(res, 20));
      }
      expect(exit, build.output().slice(-3000)).toBe(0);
      expect([...answers.keys()].filter((k) => !/^200 (previous|new)$/.test(k))).toEqual([]);
      expect(answers.get('200 previous')).toBeGreaterThan(20);
      // Then the new build, from the next request on.
      const after = await request(s.base, '/');
      expect(after.status).toBe(200);
      expect(after.body.toString()).toContain('<html');
      expect(after.body.toString()).not.toBe(PREVIOUS);
      expect(distProblem(dir)).toBeUndefined();
    } finally {
      cleanUp(build);
      cleanUp(server);
    }
  });
});
