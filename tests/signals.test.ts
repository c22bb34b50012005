/**
 * Stopping a build stops it (issue 29): SIGTERM to `npm run build` while astro build runs leaves no process of the
 * build behind, the build exits non-zero, and `npm start` does not serve the dist/ it leaves (no completion stamp).
 * Runs on a copy of the project with its own (cold) caches, so the project's dist/ is untouched.
 */
import { describe, expect, test, vi } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { linkNodeModules } from '../scripts/lib/linked-modules.ts';
import { processTree } from '../scripts/bench/measure.ts';
import { SEARCH_FILES, distProblem, writeStamp } from '../scripts/lib/build-stamp.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** The pids of every process whose environment holds `marker` (every process the build started inherits it). */
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

describe('stopping npm run build', () => {
  test.skipIf(process.platform !== 'linux')(
    'SIGTERM mid-build: no process of it is left, it exits non-zero, and npm start will not serve dist/',
    { timeout: 150_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'signals-'));
      const marker = `STCCG_SIGNAL_TEST=${process.pid}-${Date.now()}`;
      let npmPid: number | undefined;
      try {
        for (const f of ['src', 'scripts', 'content', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'])
          cpSync(join(ROOT, f), join(dir, f), { recursive: true });
        symlinkSync(join(ROOT, 'models'), join(dir, 'models'));
        linkNodeModules(ROOT, dir);
        // dist/ as a finished build leaves it: its search index and a stamp matching the inputs. npm start would serve it.
        for (const f of SEARCH_FILES) {
          mkdirSync(join(dir, 'dist', f, '..'), { recursive: true });
          writeFileSync(join(dir, 'dist', f), '{}');
        }
        writeStamp(join(dir, 'dist'), dir);
        expect(distProblem(dir)).toBeUndefined();

        const [key, value] = marker.split('=') as [string, string];
        // Its own process group, so that whatever happens the test can end it (finally, below).
        const npm = spawn('npm', ['run', 'build'], {
          cwd: dir,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, [key]: value, NO_COLOR: '1', FORCE_COLOR: '0' },
        });
        npmPid = npm.pid!;
        let output = '';
        npm.stdout.on('data', (d: Buffer) => (output += d.toString()));
        npm.stderr.on('data', (d: Buffer) => (output += d.toString()));
        // Every holder of the output pipes (npm and all it started) has exited once they close.
        const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => npm.once('close', (code, signal) => res({ code, signal })));

        // Mid-build: astro build is running and has started on the content.
        let tree: number[] = [];
        await vi.waitFor(
          () => {
            tree = processTree(npmPid!);
            expect(tree.map(commandLine).some((c) => c.includes('astro.mjs build'))).toBe(true);
            expect(output).toMatch(/\[(content|vite|build)\]/);
          },
          { timeout: 90_000, interval: 100 },
        );
        expect(distProblem(dir)).toMatch(/no completion stamp/);
        const before = processesWith(marker);
        expect(before.length).toBeGreaterThanOrEqual(3);

        process.kill(npmPid, 'SIGTERM');
        const ended = await Promise.race([closed, new Promise<undefined>((res) => setTimeout(res, 30_000, undefined))]);
        expect(ended, `npm run build was still running (or holding its output) 30 s after SIGTERM:\n${output.slice(-3000)}`).toBeDefined();
        expect(ended!.code === 0 && ended!.signal === null).toBe(false);
        // The build itself said it was stopped (not only npm).
        expect(output).toMatch(/✗ (Stopped by SIGTERM|The process that started this one .* has gone)/);
        // No process of the build is left: neither one seen before the signal nor any started since.
        await vi.waitFor(() => expect(processesWith(marker).map((p) => `${p} ${commandLine(p)}`)).toEqual([]), { timeout: 10_000, interval: 100 });

        // dist/ is not a build to serve, and npm start (without building) says so and serves nothing.
        expect(distProblem(dir)).toMatch(/no completion stamp/);
        const startRun = spawnSync(process.execPath, ['scripts/start.ts', '--no-build'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
        expect(startRun.status).toBe(1);
        expect(startRun.stderr).toContain('✗ Not serving dist/: dist/ has no completion stamp (dist/.inputs-hash)');
      } finally {
        if (npmPid !== undefined) {
          try {
            process.kill(-npmPid, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }
        for (const pid of processesWith(marker)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
