/**
 * Astro integration: when `astro build` starts, the previous build's output folder is moved aside (a rename) and a
 * background process deletes it, instead of Astro emptying it on its main thread just before it bundles. The old
 * dist/ holds about 3,000 files (pages, the Pagefind index, Workbox); emptying it took 0.3–0.4 s of the build's main
 * thread (CPU profile, 2 cores). The deletion now runs on the other core while the content sync keeps the first busy.
 *
 * A folder left aside by a build that was killed is deleted by the next one. If the rename fails (dist/ on another
 * device, a file in use), nothing is moved and Astro empties dist/ itself as before.
 */
import type { AstroIntegration } from 'astro';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The name a moved-aside output folder gets beside the original: ".stale-dist-12345" (gitignored). */
export const staleName = (outDir: string, pid: number): string => `.stale-${basename(outDir)}-${pid}`;

/** Deletes the given folders in a detached Node process that outlives the build if it has to. */
function deleteInBackground(paths: string[]): void {
  const script = 'for (const p of process.argv.slice(1)) require("node:fs").rmSync(p, { recursive: true, force: true });';
  const child = spawn(process.execPath, ['-e', script, ...paths], { detached: true, stdio: 'ignore' });
  child.unref();
}

export function clearDistInBackground(): AstroIntegration {
  return {
    name: 'clear-dist-in-background',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        if (command !== 'build') return;
        const outDir = fileURLToPath(config.outDir);
        const parent = dirname(outDir);
        const prefix = `.stale-${basename(outDir)}-`;
        const stale = existsSync(parent) ? readdirSync(parent).filter((n) => n.startsWith(prefix)).map((n) => join(parent, n)) : [];
        if (existsSync(outDir)) {
          const aside = join(parent, staleName(outDir, process.pid));
          try {
            renameSync(outDir, aside);
            stale.push(aside);
          } catch (error) {
            logger.info(`Could not move ${outDir} aside (${(error as Error).message}); Astro empties it instead.`);
          }
        }
        if (stale.length > 0) deleteInBackground(stale);
      },
    },
  };
}
