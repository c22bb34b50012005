/**
 * Runs one build phase as a child process and measures its wall time and peak memory:
 * - the whole process tree's resident memory, summed and sampled every 50 ms from /proc (npm/npx wrappers,
 *   Node and the Pagefind binary together: what the machine must have free);
 * - the largest single process's peak, exactly, from `/usr/bin/time -v` when it is installed, else the highest
 *   VmHWM seen in /proc while sampling.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PhaseResult {
  name: string;
  command: string;
  ms: number;
  /** Peak of the summed resident memory of the process tree (sampled), in bytes. */
  peakTreeBytes: number;
  /** Peak resident memory of the largest single process, in bytes. */
  peakProcessBytes: number;
  /** How peakProcessBytes was measured. */
  peakProcessSource: '/usr/bin/time -v' | '/proc VmHWM (sampled)';
  /** User + system CPU time of the whole tree, in ms (from /usr/bin/time; undefined without it). Less sensitive
   * than wall time to other work on the machine. */
  cpuMs?: number;
  stdout: string;
  stderr: string;
  code: number | null;
}

const TIME = '/usr/bin/time';
const SAMPLE_MS = 50;
/**
 * The process tree is looked up afresh (a read of every process's /proc/<pid>/stat, ~80 on this machine) every this
 * many samples; in between only its known processes are read. Looking it up at every sample cost 250 ms of CPU over
 * a 5 s phase, taken from the build being measured on a 2-core machine; now 87 ms. A new process (Pagefind's binary)
 * is in the sums within 250 ms, and the largest process's peak is exact anyway (/usr/bin/time).
 */
const RESCAN_EVERY = 5;

/** `{ pid → parent pid }` for every process now running. */
function processParents(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  return parents;
}

/** The pid and all its descendants. */
export function processTree(root: number, parents: Map<number, number> = processParents()): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const out: number[] = [];
  const stack = [root];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    if (!parents.has(pid)) continue;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** VmRSS and VmHWM of a process, in bytes (0 when it is gone). */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/** Runs `cmd args` in `cwd`, measuring it; never throws for a failing command (see `code`). */
export async function runPhase(name: string, cmd: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<PhaseResult> {
  const useTime = existsSync(TIME);
  const scratch = mkdtempSync(join(tmpdir(), 'bench-time-'));
  const timeFile = join(scratch, 'time.txt');
  const [file, argv] = useTime ? [TIME, ['-v', '-o', timeFile, cmd, ...args]] : [cmd, args];
  const started = performance.now();
  const child = spawn(file, argv, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));

  let peakTree = 0;
  let peakHwm = 0;
  let tree: number[] = [];
  let samples = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    if (samples++ % RESCAN_EVERY === 0) tree = processTree(child.pid);
    let sum = 0;
    for (const pid of tree) {
      const m = memoryOf(pid);
      // /usr/bin/time itself is not part of the work.
      if (useTime && pid === child.pid) continue;
      sum += m.rss;
      peakHwm = Math.max(peakHwm, m.hwm);
    }
    peakTree = Math.max(peakTree, sum);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  sample();
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', (e) => {
      stderr += String(e);
      resolve(null);
    });
    child.on('close', (c) => resolve(c));
  });
  const ms = performance.now() - started;
  clearInterval(timer);

  let peakProcess = peakHwm;
  let source: PhaseResult['peakProcessSource'] = '/proc VmHWM (sampled)';
  let cpuMs: number | undefined;
  if (useTime && existsSync(timeFile)) {
    const report = readFileSync(timeFile, 'utf8');
    const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1];
    if (kb) {
      peakProcess = Number(kb) * 1024;
      source = '/usr/bin/time -v';
    }
    const user = /User time \(seconds\): ([\d.]+)/.exec(report)?.[1];
    const sys = /System time \(seconds\): ([\d.]+)/.exec(report)?.[1];
    if (user && sys) cpuMs = (Number(user) + Number(sys)) * 1000;
    // GNU time reports a failing command as "Command exited with non-zero status N" and exits with N itself.
  }
  rmSync(scratch, { recursive: true, force: true });
  // A phase shorter than one sample still has a peak: the largest process's.
  peakTree = Math.max(peakTree, peakProcess);
  return {
    name,
    command: [cmd, ...args].join(' '),
    ms,
    peakTreeBytes: peakTree,
    peakProcessBytes: peakProcess,
    peakProcessSource: source,
    cpuMs,
    stdout,
    stderr,
    code,
  };
}
