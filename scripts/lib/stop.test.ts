/**
 * A driver stopped by a signal, or left by its parent, stops every process it started, grandchildren included, and
 * exits non-zero (scripts/lib/stop.ts; issue 29).
 */
import { describe, expect, test, vi } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './proc.ts';

const STOP = JSON.stringify(join(ROOT, 'scripts/lib/stop.ts'));
/** A child that starts a grandchild in its own process, prints both pids, and waits. */
const CHILD = `const { spawn } = require('node:child_process');
  const g = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  console.log('pids ' + process.pid + ' ' + g.pid);
  setTimeout(() => {}, 60000);`;
/** The driver: runs the child in its own group, as the build runs a phase, and prints its own pid. */
const DRIVER = `import { runGroup } from ${STOP};
  console.log('driver ' + process.pid);
  const code = await runGroup(process.execPath, ['-e', ${JSON.stringify(CHILD)}], { cwd: process.cwd(), env: process.env });
  console.log('child ended ' + code);`;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts `cmd args` and resolves with the pids its output names, once the grandchild is running. */
async function started(cmd: string, args: string[]) {
  const proc = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((res) => proc.once('exit', (code) => res(code)));
  await vi.waitFor(() => expect(out).toMatch(/pids \d+ \d+/), { timeout: 15_000, interval: 50 });
  const pids = [Number(/driver (\d+)/.exec(out)![1]), .../pids (\d+) (\d+)/.exec(out)!.slice(1).map(Number)];
  return { proc, pids, exited, output: () => out };
}

describe.skipIf(process.platform === 'win32')('stopping a driver', () => {
  test('SIGTERM to the driver ends its child and grandchild, and the driver exits 143', async () => {
    const { pids, exited, output } = await started(process.execPath, ['--input-type=module', '-e', DRIVER]);
    try {
      process.kill(pids[0]!, 'SIGTERM');
      expect(await exited).toBe(143);
      expect(output()).toContain('✗ Stopped by SIGTERM: stopping what it started (1 process group(s)) and exiting.');
      expect(output()).not.toContain('child ended');
      await vi.waitFor(() => expect(pids.filter(alive)).toEqual([]), { timeout: 10_000, interval: 50 });
    } finally {
      for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
    }
  });

  test('SIGKILL to the driver: its watchdog ends its child and grandchild, and says so', async () => {
    const { pids, exited, output } = await started(process.execPath, ['--input-type=module', '-e', DRIVER]);
    try {
      process.kill(pids[0]!, 'SIGKILL');
      await exited;
      await vi.waitFor(() => expect(pids.filter(alive)).toEqual([]), { timeout: 10_000, interval: 50 });
      await vi.waitFor(() => expect(output()).toContain(`✗ The driver (pid ${pids[0]}) ended without stopping what it started: stopping 1 process group(s).`), {
        timeout: 5_000,
        interval: 50,
      });
    } finally {
      for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
    }
  });

  test('a driver that ends normally is not kept alive by its watchdog, which leaves a finished child alone', () => {
    const script = `import { runGroup } from ${STOP};
      const code = await runGroup(process.execPath, ['-e', 'process.exit(7)'], { cwd: process.cwd(), env: process.env });
      console.log('child ended ' + code);`;
    const started = Date.now();
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
    expect(r.stdout).toContain('child ended 7');
    expect(r.stderr).not.toContain('ended without stopping');
    expect(r.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  test('a driver whose parent shell was killed (as npm run leaves it on SIGTERM) stops what it started', async () => {
    // sh runs the driver as its child (it does not exec a command it must wait for), as `npm run` does.
    const { proc, pids } = await started('sh', ['-c', `"${process.execPath}" --input-type=module -e '${DRIVER.replaceAll("'", "'\\''")}'; echo shell-done`]);
    try {
      proc.kill('SIGKILL');
      await vi.waitFor(() => expect(pids.filter(alive)).toEqual([]), { timeout: 10_000, interval: 50 });
    } finally {
      for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
    }
  });
});
