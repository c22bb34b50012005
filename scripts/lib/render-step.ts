/**
 * Astro's rendered-Markdown cache as a step of the freshness module (scripts/lib/freshness.ts): its code is what the
 * Markdown plugins (src/plugins/markdown.ts) and the content layer's config (src/content.config.ts) import, found from
 * their imports, with package-lock.json for the packages. Its content is Astro's own business (Astro keys each entry
 * by its file), so the step has none. The digest reaches Astro through the config (src/plugins/render-code.ts).
 *
 * Which digest, without slowing a cold build:
 * - a record whose code files are all unchanged: the digest it was keyed with (no TypeScript loaded; the imports are
 *   in those files' bytes);
 * - no content store (a fresh clone, a cold build): nothing rendered to keep, so any new value does; the files it
 *   stands for are found by a process of its own beside Astro's start-up (`node scripts/lib/render-step.ts <digest>`),
 *   which records them, and the next build finds that record;
 * - else (code changed since the store was filled): the imports walked now, recorded, and their digest.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE_DIR } from './memo-file.ts';
import { codeDigest, knownCode, record, type Step } from './freshness.ts';

export const RENDER_STEP: Step = { name: 'render', entries: ['src/plugins/markdown.ts', 'src/content.config.ts'], content: [] };

/** Astro's content store (rendered Markdown), from the project root. */
export const DATA_STORE = `${CACHE_DIR}/data-store.json`;

/** The digest to key Astro's content store with under `root` (see the module comment). */
export function renderDigest(root: string): string {
  const known = knownCode(root, RENDER_STEP);
  if (known) return codeDigest(root, RENDER_STEP);
  if (!existsSync(join(root, DATA_STORE))) {
    const digest = `cold-${randomUUID()}`;
    if (existsSync(join(root, 'node_modules'))) {
      const recorder = spawn(process.execPath, [fileURLToPath(import.meta.url), digest], { cwd: root, stdio: 'ignore' });
      recorder.on('error', () => {}); // Unrecorded, the next build walks the imports: slower, never wrong.
      recorder.unref();
    }
    return digest;
  }
  record(root, RENDER_STEP);
  return codeDigest(root, RENDER_STEP);
}

// `node scripts/lib/render-step.ts <digest>` (from the project root): records the render step's code as keyed with it.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.argv[2]) {
  record(process.cwd(), RENDER_STEP, undefined, process.argv[2]);
}
