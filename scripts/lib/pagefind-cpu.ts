/**
 * Pagefind's indexing service, run on one CPU where the system allows it.
 *
 * Pagefind (a static, musl-linked binary) compresses every file it writes on its main thread, and musl's allocator
 * hands each compressor's buffers back to the system at once (madvise). In a process whose threads are spread over
 * several CPUs, each of those calls makes the kernel flush the other CPUs' address translations (an interrupt to
 * each): with ~2,000 fragment files, that was most of Pagefind's CPU time. On one CPU there is no other CPU to flush.
 * Measured on this site (2 cores, `perf stat` of scripts/search-index.ts, three runs each): Pagefind spread,
 * 5.2–5.3 s of CPU and 3.7–3.8 s of wall time; on one CPU, 3.8–4.3 s of CPU and 3.1–3.5 s of wall time. The whole
 * phase on one CPU (Node too) was no faster (3.7–4.1 s): Node reads the pages while Pagefind indexes them.
 *
 * Pagefind's Node API starts the binary named by PAGEFIND_EXTENDED_BINARY_PATH (its documented override), so the
 * build names a two-line wrapper (pagefind-one-cpu.sh) that runs the real binary under `taskset`. Where that cannot
 * be done (not Linux, no `taskset`, a single CPU, a binary of the user's own choosing), Pagefind runs as it always has.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The wrapper Pagefind's API is pointed at. */
export const ONE_CPU_WRAPPER = fileURLToPath(new URL('./pagefind-one-cpu.sh', import.meta.url));

/** The CPUs this process may run on, from a `Cpus_allowed_list` line of /proc/self/status ("0-3,8"), in order. */
export function allowedCpus(status: string): number[] {
  const list = /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1];
  if (!list) return [];
  const cpus: number[] = [];
  for (const part of list.split(',')) {
    const [from, to = from] = part.split('-').map(Number);
    if (!Number.isInteger(from) || !Number.isInteger(to)) return [];
    for (let cpu = from!; cpu <= to!; cpu++) cpus.push(cpu);
  }
  return cpus;
}

/**
 * The environment that runs Pagefind's service on one CPU — the last this process may use (the kernel tends to start
 * work on the first) — or `undefined` where it should run as it is (see the module comment).
 */
export function oneCpuPagefindEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> | undefined {
  if (process.platform !== 'linux' || env.PAGEFIND_EXTENDED_BINARY_PATH || env.PAGEFIND_BINARY_PATH) return undefined;
  let cpus: number[];
  try {
    cpus = allowedCpus(readFileSync('/proc/self/status', 'utf8'));
  } catch {
    return undefined;
  }
  if (cpus.length < 2) return undefined;
  let binary: string;
  try {
    binary = createRequire(import.meta.url).resolve(`@pagefind/linux-${process.arch}/bin/pagefind_extended`);
  } catch {
    return undefined;
  }
  if (spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status !== 0) return undefined;
  return { PAGEFIND_EXTENDED_BINARY_PATH: ONE_CPU_WRAPPER, STCCG_PAGEFIND_CPU: String(cpus.at(-1)), STCCG_PAGEFIND_BINARY: binary };
}
