/** Small helpers for the project's scripts: run a command or fail loudly, and hash the build's inputs. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from '../../src/lib/files-under.ts';
import { normalizeBase } from '../../src/lib/urls.ts';
import { killGroup, runGroup, signalGroup, spawnGroup } from './stop.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command in the project root with inherited output; exits with its code if it fails. */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
}

/**
 * Runs a command in the project root with inherited output, in a process group of its own that a signal to this
 * process stops with it (scripts/lib/stop.ts); exits with its code if it fails. For the drivers (`npm start`,
 * `npm test`), whose children must not outlive them.
 */
export async function runStoppable(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const code = await runGroup(cmd, args, { cwd: ROOT, env });
  if (code !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${code}).`);
    process.exit(code);
  }
}

/** A command started by {@link start}. */
export interface Started {
  /** Its exit code, or undefined when it was stopped (its time ran out, or {@link Started.stop}). */
  done: Promise<number | undefined>;
  stop(): void;
}

/**
 * Starts a command in the project root with inherited output, without waiting (the build's background step runs
 * beside its phases). With a time limit, a command that has not finished by then is stopped, saying so (a phase
 * that waits forever, such as an indexer that cannot write its folder, must not hang CI). The command runs in a process
 * group of its own: stopping it, at its limit or by a signal to this process, stops what it started too.
 */
export function start(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  limit?: { seconds: number; what: string; hint: string },
  onLine?: (line: string) => void,
): Started {
  const child = spawnGroup(cmd, args, { cwd: ROOT, env, ...(onLine ? { onLine } : {}) });
  const timer = limit
    ? setTimeout(() => {
        console.error(`\n✗ ${limit.what} did not finish in ${limit.seconds} s and was stopped. ${limit.hint}`);
        killGroup(child);
      }, limit.seconds * 1000)
    : undefined;
  const done = new Promise<number | undefined>((resolve) => {
    child.once('error', (e) => {
      clearTimeout(timer);
      console.error(`\n✗ ${cmd} could not start: ${e.message}`);
      resolve(1);
    });
    // With `onLine`, once its output has all been read ('close' comes after the last line; 'exit' may come before).
    child.once(onLine ? 'close' : 'exit', (code: number | null) => {
      clearTimeout(timer);
      resolve(code ?? undefined);
    });
  });
  return { done, stop: () => signalGroup(child, 'SIGTERM') };
}

/**
 * Fails with a clear message unless `dir` can be created and written (the bundler met a read-only dist/ with a panic
 * asking to "report this problem"). Returns the message instead of exiting when `exit` is false (for tests).
 */
export function checkWritable(dir: string, exit = true): string | undefined {
  const probe = join(dir, `.write-probe-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
    return undefined;
  } catch (e) {
    const message = `✗ Cannot write the build to ${dir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}. Check the folder's owner and permissions (or remove it), then build again.`;
    if (!exit) return message;
    console.error(message);
    process.exit(1);
  }
}

/** NODE_OPTIONS for a child: the project's, then the user's own (a later flag wins, so a user can raise the heap). */
export function withNodeOptions(projectFlags: string, env: NodeJS.ProcessEnv = process.env): string {
  return [projectFlags, env.NODE_OPTIONS?.trim()].filter(Boolean).join(' ');
}

const INPUTS = [
  'src',
  'content',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.ts',
  'scripts/search-index.ts',
  'scripts/lib',
];

/**
 * A hash of every file that the built site depends on (in the project at `root`), and of its base path where it has
 * one (SITE_BASE, src/lib/urls.ts), so that `npm start` rebuilds a site built for another base.
 */
export function inputsHash(root: string = ROOT, base: string = normalizeBase(process.env.SITE_BASE)): string {
  const hash = createHash('sha256');
  if (base !== '/') hash.update(`SITE_BASE=${base}`).update('\0');
  for (const path of INPUTS.flatMap((p) => filesUnder(join(root, p))))
    hash.update(path.slice(root.length)).update('\0').update(readFileSync(path)).update('\0');
  return hash.digest('hex');
}
