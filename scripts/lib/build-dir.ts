/**
 * Where `npm run build` writes, and how its result replaces the last one.
 *
 * - **One build at a time.** The build takes {@link LOCK} (which names its pid and start time) before it writes
 *   anything; a second build refuses, saying who holds it. A lock whose process has gone (a build killed outright) is
 *   stale and taken over.
 * - **Staged, then swapped.** Each build writes {@link STAGING} under {@link BUILDS} (astro.config.mjs's `outDir`: one
 *   fixed path, since Astro clears its content store when the config changes); `dist` is a symbolic link to the last
 *   complete build. When the build's last phase has finished, the staging folder is renamed to a name of its own, and a
 *   new link is made beside `dist` and renamed over it: one `rename`, atomic, so a running `npm start` serves the last complete build until that moment and the new one
 *   from the next request (it never answers 404 while a build runs). A build that fails or is stopped leaves `dist`
 *   as it was; its folder is removed by the next build.
 * - **Disk space.** A full disk fails with a sentence saying so (and how much is free), before the build when the
 *   space is short of the last build's size, and after a phase that failed on it, never with the bundler's panic.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statfsSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { SiteError } from '../../src/lib/errors.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { writeStamp } from './build-stamp.ts';
import { readJson } from '../../src/lib/read-json.ts';
import { z } from 'astro/zod';

/** The folder of the builds (one folder each; `dist` links to the last complete one). Git-ignored. */
export const BUILDS = '.dist-builds';
/** The folder a build writes, in {@link BUILDS} (astro.config.mjs's `outDir`). */
export const STAGING = 'next';
/** The lock, in {@link BUILDS}: `{ pid, started }` of the build that holds it. */
export const LOCK = 'build.lock';

export interface LockHolder {
  pid: number;
  /** When that build started (ISO time). */
  started: string;
}

/** The lock file as read back (a half-written one fails, and is taken for stale). */
const LOCK_HOLDER = z.object({ pid: z.number(), started: z.string() }) satisfies z.ZodType<LockHolder>;

/** Whether a process with this pid runs (on Linux: and is a build of this project, not a reused pid). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('build');
  } catch {
    return false;
  }
}

/**
 * Takes the build lock of the project at `root`, or throws a {@link SiteError} naming the build that holds it. A lock
 * whose process has gone is taken over (said on stderr). Returns a function that releases it.
 */
export function takeBuildLock(root: string, started = new Date()): () => void {
  const dir = join(root, BUILDS);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK);
  const mine: LockHolder = { pid: process.pid, started: started.toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${JSON.stringify(mine)}\n`);
      closeSync(fd);
      return () => {
        try {
          if (readJson(path, LOCK_HOLDER).pid === process.pid) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let holder: Partial<LockHolder> = {};
    try {
      holder = readJson(path, LOCK_HOLDER);
    } catch {
      // Unreadable or half-written: a build that died while taking it; stale, unless it is being written now.
    }
    if (typeof holder.pid === 'number' && holder.pid !== process.pid && running(holder.pid)) {
      throw new SiteError({
        what: `Another build of this project is running (pid ${holder.pid}, started ${holder.started ?? 'at an unknown time'}), and only one may run at a time.`,
        where: { file: `${BUILDS}/${LOCK}` },
        hint: `Wait for it to finish (or stop it: kill ${holder.pid}), then build again. A lock whose build has gone is taken over by the next build.`,
      });
    }
    console.error(`Taking over the build lock of a build that has gone (pid ${holder.pid ?? 'unknown'}, started ${holder.started ?? 'at an unknown time'}).`);
    rmSync(path, { force: true });
  }
  throw new SiteError({
    what: 'Could not take the build lock: another build took it at the same time.',
    where: { file: `${BUILDS}/${LOCK}` },
    hint: 'Wait for that build to finish, then build again.',
  });
}

/**
 * The staging folder, new and empty, for this build's output ({@link STAGING}); removes what earlier builds that never
 * finished left in {@link BUILDS} (the lock's holder alone calls it).
 */
export function stagingDir(root: string): string {
  const dir = join(root, BUILDS);
  mkdirSync(dir, { recursive: true });
  const current = currentBuild(root);
  for (const name of readdirSync(dir)) {
    if (name === LOCK || name === current) continue;
    rmSync(join(dir, name), { recursive: true, force: true });
  }
  const staging = join(dir, STAGING);
  mkdirSync(staging);
  return staging;
}

/** The name of the folder under {@link BUILDS} that `dist` links to, if it is such a link. */
function currentBuild(root: string): string | undefined {
  const dist = join(root, 'dist');
  try {
    if (!lstatSync(dist).isSymbolicLink()) return undefined;
  } catch {
    return undefined;
  }
  return basename(readlinkSync(dist));
}

/**
 * Makes `dist` the complete build in `staging` ({@link STAGING}): renames it to a name of its own, then points `dist`
 * at it in one atomic rename; returns a function that removes the build it replaced (some seconds for 40 MB on a
 * loaded disk, after the build has said it is done). A `dist` that is a plain folder (made before builds were staged)
 * is moved into {@link BUILDS} first, and removed with it.
 */
export function swapIn(root: string, staging: string, started = new Date()): () => void {
  const dist = join(root, 'dist');
  const name = `${started.toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  renameSync(staging, join(root, BUILDS, name));
  const link = join(root, `.dist-link-${process.pid}`);
  rmSync(link, { force: true });
  symlinkSync(join(BUILDS, name), link);
  const previous = currentBuild(root);
  let oldFolder: string | undefined;
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
    oldFolder = join(root, BUILDS, `previous-${process.pid}`);
    renameSync(dist, oldFolder);
  }
  renameSync(link, dist);
  return () => {
    if (previous && previous !== name) rmSync(join(root, BUILDS, previous), { recursive: true, force: true });
    if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
  };
}

/**
 * Makes what the build's phases just wrote to the staging folder the complete build `dist` links to: its completion
 * stamp, then the swap (for a driver that runs the phases itself, as the bench does; scripts/build.ts does the same
 * steps with its lock held).
 */
export function publishBuild(root: string): void {
  const staging = join(root, BUILDS, STAGING);
  writeStamp(staging, root);
  swapIn(root, staging)();
}

/** Bytes free for this user on the file system of `dir` (its nearest existing ancestor). */
export function freeBytes(dir: string, statfs: typeof statfsSync = statfsSync): number {
  const s = statfs(dir);
  return s.bavail * s.bsize;
}

/** The size of the build `dist` holds (its files' bytes), or 64 MB when there is none: what a new build will need. */
export function buildBytes(root: string): number {
  const dist = join(root, 'dist');
  if (!existsSync(dist)) return 64 * 1024 * 1024;
  let total = 0;
  for (const path of filesUnder(dist)) total += statSync(path).size;
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Why a build of `need` bytes will not fit in `dir`, in a sentence (undefined when it will), or, after a failure
 * (`failed`), whether the disk filled up. Its free space is read with `statfs`.
 */
export function diskProblem(dir: string, need: number, failed = false, statfs: typeof statfsSync = statfsSync): string | undefined {
  const free = freeBytes(dir, statfs);
  // After a failure, a disk with less than a tenth of a build free is what stopped it (a build writes ~40 MB).
  if (failed ? free >= Math.max(need / 10, 1024 * 1024) : free >= need) return undefined;
  return `✗ The disk holding ${dir} is full: ${mb(free)} free, and a build takes about ${mb(need)}. Free some space on it (old builds are in ${BUILDS}/, removed by the next build), then build again.`;
}
