/** The machine a bench ran on (for the report), and whether a port is free. */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import type { BenchResults } from './report.ts';

/** Whether nothing listens on `port` yet. */
export async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, () => s.close(() => resolve(true)));
  });
}

export function machine(root: string, chrome: string, loadAtStart: number[]): BenchResults['machine'] {
  const sh = (cmd: string, args: string[]) => {
    try {
      return execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return 'unknown';
    }
  };
  const dirty = sh('git', ['status', '--porcelain', '--', 'src', 'content', 'scripts', 'astro.config.mjs', 'package.json'])
    ? ' (with uncommitted changes)'
    : '';
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memory: totalmem(),
    node: process.version,
    chromium: sh(chrome, ['--version']).replace(/\n[\s\S]*$/, ''),
    commit: sh('git', ['rev-parse', '--short', 'HEAD']) + dirty,
    os: `${type()} ${release()}`,
    load: { start: loadAtStart, end: loadavg() },
  };
}
