/**
 * Child processes the bench keeps running for a while — `npx astro preview` for dist/, a Chromium for Lighthouse —
 * each started in its own process group so that stopping it ends the wrappers (npx, sh) and what they started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { SiteError } from '../../src/lib/errors.ts';

export interface Background {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

/** Polls `url` until it answers (any status below 500) or `timeoutMs` passes. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child && child.exitCode !== null)
      throw new SiteError({ what: `exited with code ${child.exitCode} before ${url} answered`, hint: 'its output follows.' });
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new SiteError({
    what: `${url} did not answer within ${timeoutMs / 1000} s`,
    hint: 'is the port taken (BENCH_PORT), or the machine overloaded? Its output follows.',
  });
}

/** Starts `cmd args` in its own process group and waits for `readyUrl`. */
export async function startBackground(cmd: string, args: string[], readyUrl: string, options: { cwd: string; timeoutMs?: number }): Promise<Background> {
  const child = spawn(cmd, args, { cwd: options.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  // stdio 'pipe' gives both streams.
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const closed = new Promise<void>((r) => child.once('close', () => r()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 5000));
    if ((await Promise.race([closed, timeout])) === 'timeout') {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitForHttp(readyUrl, options.timeoutMs ?? 60_000, child);
  } catch (e) {
    await stop();
    throw new SiteError({
      what: `${cmd} ${args.join(' ')}: ${(e as Error).message}`,
      details: log ? log.trimEnd().split('\n') : [],
      hint: 'the server did not start: fix what its output says (a taken port: set BENCH_PORT), then run the bench again.',
      cause: e,
    });
  }
  return { url: readyUrl, stop, output: () => log };
}

/** `npx astro preview` of `cwd`'s dist/ on `port`. */
export function astroPreview(cwd: string, port: number): Promise<Background> {
  // The site as `npm start` serves it (scripts/serve.ts), with the pinned Node.
  return startBackground(process.execPath, ['scripts/serve.ts', '--port', String(port)], `http://localhost:${port}/`, { cwd, timeoutMs: 90_000 });
}
