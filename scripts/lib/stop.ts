/**
 * Stopping the project's drivers (`npm run build`, `npm start`, `npm test`) stops everything they started.
 *
 * - Every child is started in a process group of its own (`detached`), so one signal to the group reaches what the
 *   child started in turn: astro's workers, Pagefind's binary under the search index, the server under Playwright.
 * - SIGINT, SIGTERM and SIGHUP to the driver are passed to every group it started; the driver waits for them (at most
 *   {@link GRACE_MS}, then SIGKILL) and exits with 128 + the signal's number.
 * - `npm run <script>` runs the driver under `sh -c`, and on SIGTERM npm passes the signal to that shell, which dies
 *   and leaves the driver running with no parent. A driver whose parent has gone therefore stops as if it had been
 *   sent SIGTERM (the parent's pid is checked every {@link ORPHAN_CHECK_MS}). The project's npm scripts `exec` their
 *   driver, so that npm's own SIGINT/SIGTERM reaches it rather than a shell that waits for its child (package.json).
 * - A driver killed outright (SIGKILL) can pass nothing on: its watchdog (scripts/lib/watchdog.ts), a process of its
 *   own that holds a pipe from the driver and knows every group it started, stops them when the pipe closes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * How long the groups may take to end after the signal before they are killed, for a driver started by none of ours.
 * A driver started by another (the build under `npm start`) waits half as long as its parent, so that it has killed
 * what it started before its parent would kill it: its children are in groups of their own, out of its parent's reach.
 */
export const GRACE_MS = 5_000;
/** How many of our drivers stand above this one (set for each child in {@link spawnGroup}). */
const DEPTH_ENV = 'STCCG_STOP_DEPTH';
const depth = Number(process.env[DEPTH_ENV]) || 0;
/** How often a driver checks that its parent is still there. */
export const ORPHAN_CHECK_MS = 250;

const groups = new Set<ChildProcess>();
let watchdog: ChildProcess | undefined;
let stopping: Promise<never> | undefined;
let installed = false;

/** Process groups are POSIX: elsewhere a child is stopped alone. */
const GROUPS = process.platform !== 'win32';

/** Sends `signal` to the child's whole process group (or the child alone where there are none). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    if (GROUPS) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // The group has ended.
  }
}

/** Whether any process of the child's group is still running. */
function groupAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(GROUPS ? -child.pid : child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Tells the watchdog (started on first use) that a group has started (`+`) or ended (`-`). */
function tellWatchdog(change: '+' | '-', pgid: number): void {
  if (!GROUPS) return;
  if (!watchdog) {
    watchdog = spawn(process.execPath, [fileURLToPath(new URL('./watchdog.ts', import.meta.url)), String(process.pid), String(GRACE_MS / 2 ** depth)], {
      detached: true,
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    // Neither the watchdog nor its pipe keeps this process alive; its exit closes the pipe, which is the signal.
    watchdog.unref();
    // An exit of this process's own (not a kill) says so, and the watchdog ends what is left without a word.
    process.once('exit', () => watchdog?.stdin?.write('=\n'));
    watchdog.on('error', () => undefined);
    watchdog.stdin!.on('error', () => undefined);
  }
  watchdog.stdin!.write(`${change}${pgid}\n`);
}

/**
 * Starts `cmd args` in a process group of its own, with inherited output (or passed through `onLine`, which sees each
 * line), tracked so that a stop reaches it (and the watchdog, should this process be killed outright). When it exits,
 * what is left of its group (a worker it did not wait for) is ended too.
 */
export function spawnGroup(
  cmd: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; onLine?: (line: string) => void; logFd?: number },
): ChildProcess {
  installStopHandlers();
  const { onLine, logFd, ...spawnOptions } = options;
  const child = spawn(cmd, args, {
    ...spawnOptions,
    env: { ...options.env, [DEPTH_ENV]: String(depth + 1) },
    // With `onLine`, its output passes through this process, line by line, as it comes; with `logFd`, it goes to that
    // file (a step that runs beside another, read when it ends).
    stdio: onLine ? ['inherit', 'pipe', 'pipe'] : logFd !== undefined ? ['ignore', logFd, logFd] : 'inherit',
    detached: GROUPS,
  });
  if (onLine) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let partial = '';
      from?.setEncoding('utf8');
      from?.on('data', (chunk: string) => {
        to.write(chunk);
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      });
      from?.on('end', () => {
        if (partial) onLine(partial);
      });
    }
  }
  groups.add(child);
  if (child.pid !== undefined) tellWatchdog('+', child.pid);
  child.once('exit', () => {
    if (!stopping) {
      signalGroup(child, 'SIGTERM');
      groups.delete(child);
      if (child.pid !== undefined && !groupAlive(child)) tellWatchdog('-', child.pid);
    }
  });
  child.once('error', () => groups.delete(child));
  return child;
}

/**
 * Waits, when this process is being stopped, until the stop has ended it (a child's failure is then expected, not
 * news, and the stop, not the caller, decides when to exit); resolves at once otherwise.
 */
export const unlessStopping = async (): Promise<void> => {
  if (stopping) await stopping;
};

/** Sends SIGKILL to the child's whole group (a phase that hung past its limit). */
export function killGroup(child: ChildProcess): void {
  signalGroup(child, 'SIGKILL');
}

/** Stops every group this process started and exits with 128 + the signal's number. */
export function stopAll(signal: NodeJS.Signals, why: string): Promise<never> {
  stopping ??= (async () => {
    console.error(`\n✗ ${why}: stopping what it started (${groups.size} process group(s)) and exiting.`);
    for (const child of groups) signalGroup(child, signal);
    const until = Date.now() + GRACE_MS / 2 ** depth;
    while ([...groups].some(groupAlive) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    for (const child of groups) if (groupAlive(child)) signalGroup(child, 'SIGKILL');
    process.exit(128 + (constants.signals[signal] ?? 15));
  })();
  return stopping;
}

/** Installs the handlers (once): SIGINT, SIGTERM and SIGHUP, and the check for a parent that has gone. */
export function installStopHandlers(): void {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll(signal, `Stopped by ${signal}`));
  const parent = process.ppid;
  // A driver started by pid 1 (a container's init) has no parent to lose.
  if (parent > 1) {
    setInterval(() => {
      if (process.ppid !== parent) void stopAll('SIGTERM', `The process that started this one (pid ${parent}) has gone`);
    }, ORPHAN_CHECK_MS).unref();
  }
}

/**
 * Runs a command in its own group and resolves with its exit code (128 + signal number when a signal ended it); never
 * resolves when this process is being stopped (the stop exits).
 */
export async function runGroup(cmd: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<number> {
  const child = spawnGroup(cmd, args, options);
  const code = await new Promise<number>((resolve) => {
    child.once('error', (e) => {
      console.error(`\n✗ ${cmd} could not start: ${e.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 15) : 1)));
  });
  await unlessStopping();
  return code;
}
