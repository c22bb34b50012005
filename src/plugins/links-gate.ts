/**
 * Astro integration: under `npm run build`, Astro's start-up and the linking pass run at once (scripts/build.ts),
 * and Astro waits here, before its content layer reads content/, until the pass has written the linking data.
 * Astro's own start-up (loading itself, Vite and this config) takes about 1.5 s on 2 cores, and the pass about 2 s
 * in its own process on the other core: side by side the cold build saves most of the pass.
 *
 * The build tells Astro where to look with {@link LINKS_GATE_ENV}: a folder in which it writes `done` when the pass
 * has succeeded, or `failed` when it has not (the pass's own message is then above, and the build stops Astro). An
 * `astro build` or `astro dev` run by hand has no gate and does not wait.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';

/** The environment variable naming the gate's folder. */
export const LINKS_GATE_ENV = 'STCCG_LINKS_GATE';
export const GATE_DONE = 'done';
export const GATE_FAILED = 'failed';

/** Resolves once `dir` holds `done`; rejects with a message saying why when it holds `failed` or time runs out. */
export async function waitForGate(dir: string, timeoutMs = 120_000, pollMs = 20): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(join(dir, GATE_DONE))) return;
    if (existsSync(join(dir, GATE_FAILED))) throw new Error('The linking pass failed (its message is above), so Astro does not read content/. Fix what it names and build again.');
    if (Date.now() > until) throw new Error(`The linking pass did not finish within ${Math.round(timeoutMs / 1000)} s of Astro's start (${LINKS_GATE_ENV}=${dir}). Is content/ on a slow or stuck disk?`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export function linksGate(): AstroIntegration {
  return {
    name: 'stccg-links-gate',
    hooks: {
      // The last hook before the content layer syncs (Astro's build: config setup, config done, then the sync).
      'astro:config:done': async ({ logger }) => {
        const dir = process.env[LINKS_GATE_ENV];
        if (!dir) return;
        const started = performance.now();
        await waitForGate(dir);
        logger.info(`waited ${Math.round(performance.now() - started)} ms for the linking pass`);
      },
    },
  };
}
