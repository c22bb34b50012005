import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { allowedCpus, oneCpuPagefindEnv, ONE_CPU_WRAPPER } from './pagefind-cpu.ts';

describe('allowedCpus', () => {
  it('reads ranges and single CPUs from /proc/self/status', () => {
    expect(allowedCpus('Name:\tnode\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n')).toEqual([0, 1]);
    expect(allowedCpus('Cpus_allowed_list:\t0-2,5,7-8\n')).toEqual([0, 1, 2, 5, 7, 8]);
    expect(allowedCpus('Cpus_allowed_list:\t3\n')).toEqual([3]);
  });
  it('gives nothing for a status it cannot read', () => {
    expect(allowedCpus('Name:\tnode\n')).toEqual([]);
    expect(allowedCpus('Cpus_allowed_list:\tx-y\n')).toEqual([]);
  });
});

describe('oneCpuPagefindEnv', () => {
  it('leaves a binary the user chose alone', () => {
    expect(oneCpuPagefindEnv({ PAGEFIND_EXTENDED_BINARY_PATH: '/opt/pagefind' })).toBeUndefined();
    expect(oneCpuPagefindEnv({ PAGEFIND_BINARY_PATH: '/opt/pagefind' })).toBeUndefined();
  });

  const env = oneCpuPagefindEnv({});
  const multiCpuLinux = process.platform === 'linux' && allowedCpus(readFileSync('/proc/self/status', 'utf8')).length > 1;
  // On the machines this project builds on (Linux, 2 cores, util-linux): the wrapper, the last CPU and Pagefind's binary.
  it.runIf(multiCpuLinux)('names the wrapper, one allowed CPU and the installed Pagefind binary', () => {
    expect(env).toMatchObject({ PAGEFIND_EXTENDED_BINARY_PATH: ONE_CPU_WRAPPER, STCCG_PAGEFIND_CPU: expect.stringMatching(/^\d+$/) });
    expect(env!.STCCG_PAGEFIND_BINARY).toMatch(/@pagefind\/linux-[^/]+\/bin\/pagefind_extended$/);
    // The wrapper runs that binary (its own answer to --version)...
    const version = spawnSync(ONE_CPU_WRAPPER, ['--version'], { env: { ...process.env, ...env }, encoding: 'utf8' });
    expect(version.status).toBe(0);
    expect(version.stdout).toMatch(/pagefind/i);
  });
  it.runIf(multiCpuLinux)('runs what it wraps on that one CPU only', () => {
    const cpu = env!.STCCG_PAGEFIND_CPU!;
    const run = spawnSync(ONE_CPU_WRAPPER, ['Cpus_allowed_list', '/proc/self/status'], { env: { ...process.env, STCCG_PAGEFIND_CPU: cpu, STCCG_PAGEFIND_BINARY: '/bin/grep' }, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(allowedCpus(run.stdout)).toEqual([Number(cpu)]);
  });
});
