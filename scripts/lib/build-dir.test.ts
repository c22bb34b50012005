/**
 * One build at a time, staged and swapped in, and a full disk said in a sentence (issue 35, "no fault let through";
 * scripts/lib/build-dir.ts). On folders made here; the whole build under signals is tests/signals.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync, type statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILDS, LOCK, STAGING, diskProblem, stagingDir, swapIn, takeBuildLock } from './build-dir.ts';
import { distProblem } from './build-stamp.ts';
import { SiteError } from '../../src/lib/errors.ts';

const withRoot = (fn: (root: string) => void | Promise<void>) => async () => {
  const root = mkdtempSync(join(tmpdir(), 'build-dir-'));
  try {
    await fn(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
};

describe('the build lock', () => {
  test(
    'the lock names the pid and start time of the build that holds it, and goes with its release',
    withRoot((root) => {
      const started = new Date('2026-11-28T10:00:00Z');
      const release = takeBuildLock(root, started);
      expect(JSON.parse(readFileSync(join(root, BUILDS, LOCK), 'utf8'))).toEqual({ pid: process.pid, started: started.toISOString() });
      release();
      expect(existsSync(join(root, BUILDS, LOCK))).toBe(false);
    }),
  );

  test(
    'a lock held by a running build is not taken: the error says who holds it and what to do',
    withRoot(async (root) => {
      // A process whose command line names a build, as `node scripts/build.ts` does.
      const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)', 'scripts/build.ts'], { stdio: 'ignore' });
      try {
        mkdirSync(join(root, BUILDS));
        writeFileSync(join(root, BUILDS, LOCK), JSON.stringify({ pid: holder.pid, started: '2026-11-28T10:00:00.000Z' }));
        let error: unknown;
        try {
          takeBuildLock(root);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(SiteError);
        expect((error as SiteError).what).toBe(
          `Another build of this project is running (pid ${holder.pid}, started 2026-11-28T10:00:00.000Z), and only one may run at a time.`,
        );
        expect((error as SiteError).hint).toContain(`kill ${holder.pid}`);
        expect((error as SiteError).where).toEqual([{ file: `${BUILDS}/${LOCK}` }]);
      } finally {
        holder.kill('SIGKILL');
      }
    }),
  );

  test(
    'a stale lock (its build has gone) is taken over',
    withRoot(async (root) => {
      const gone = spawn(process.execPath, ['-e', '0', 'scripts/build.ts'], { stdio: 'ignore' });
      await new Promise((r) => gone.once('exit', r));
      mkdirSync(join(root, BUILDS));
      writeFileSync(join(root, BUILDS, LOCK), JSON.stringify({ pid: gone.pid, started: '2026-11-28T10:00:00.000Z' }));
      const release = takeBuildLock(root);
      expect(JSON.parse(readFileSync(join(root, BUILDS, LOCK), 'utf8')).pid).toBe(process.pid);
      release();
    }),
  );
});

describe('staging and swapping in', () => {
  test(
    'dist becomes the new build in one rename; the build it replaced, a plain dist/ before it and unfinished builds are removed',
    withRoot((root) => {
      // A dist/ from before staged builds: a plain folder.
      mkdirSync(join(root, 'dist'));
      writeFileSync(join(root, 'dist/index.html'), 'old');
      const first = stagingDir(root);
      expect(first).toBe(join(root, BUILDS, STAGING));
      writeFileSync(join(first, 'index.html'), 'first');
      swapIn(root, first, new Date('2026-11-28T10:00:00Z'))();
      expect(lstatSync(join(root, 'dist')).isSymbolicLink()).toBe(true);
      expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('first');
      const firstFolder = realpathSync(join(root, 'dist'));
      expect(readdirSync(join(root, BUILDS))).toEqual([firstFolder.split('/').at(-1)]);

      // A build stopped half-way leaves the staging folder; dist/ is still the first build, and the next build
      // starts from an empty one.
      writeFileSync(join(stagingDir(root), 'half.html'), 'half');
      expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('first');
      const second = stagingDir(root);
      expect(readdirSync(second)).toEqual([]);
      writeFileSync(join(second, 'index.html'), 'second');
      const removePrevious = swapIn(root, second, new Date('2026-11-28T12:00:00Z'));
      expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('second');
      expect(existsSync(firstFolder)).toBe(true);
      removePrevious();
      expect(existsSync(firstFolder)).toBe(false);
      expect(readdirSync(root).sort()).toEqual([BUILDS, 'dist']);
      expect(readdirSync(join(root, BUILDS))).toEqual([realpathSync(join(root, 'dist')).split('/').at(-1)]);
    }),
  );

  test(
    'a fresh clone has no build yet, and says so (not "its last build did not finish")',
    withRoot((root) => {
      expect(distProblem(root)).toBe('dist/ holds no build yet');
      mkdirSync(join(root, 'dist'));
      expect(distProblem(root)).toMatch(/^dist\/ has no completion stamp .*did not finish, failed or was stopped$/);
    }),
  );
});

describe('a full disk', () => {
  /** A file system with `free` bytes left (statfs as Node returns it). */
  const fs = (free: number) => (() => ({ bsize: 4096, bavail: Math.floor(free / 4096) })) as unknown as typeof statfsSync;
  const MB = 1024 * 1024;

  test('before the build: too little room for one is said in a sentence, with what is free and what to do', () => {
    expect(diskProblem('/work/x/.dist-builds', 40 * MB, false, fs(12 * MB))).toBe(
      '✗ The disk holding /work/x/.dist-builds is full: 12 MB free, and a build takes about 40 MB. Free some space on it (old builds are in .dist-builds/, removed by the next build), then build again.',
    );
    expect(diskProblem('/work/x/.dist-builds', 40 * MB, false, fs(41 * MB))).toBeUndefined();
  });

  test('after a failed phase (ENOSPC: the disk filled up during the build), the same sentence; not when space was left', () => {
    expect(diskProblem('/work/x/.dist-builds/b', 40 * MB, true, fs(0))).toMatch(/^✗ The disk holding \/work\/x\/\.dist-builds\/b is full: 0 MB free/);
    expect(diskProblem('/work/x/.dist-builds/b', 40 * MB, true, fs(30 * MB))).toBeUndefined();
  });

  test('reads the real free space of a folder', () => {
    expect(diskProblem(tmpdir(), 1)).toBeUndefined();
  });
});
