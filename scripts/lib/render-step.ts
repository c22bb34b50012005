/**
 * Astro's rendered-Markdown cache as a step of the freshness module (scripts/lib/freshness.ts): its code is what the
 * Markdown plugins (src/plugins/markdown.ts) and the content layer's config (src/content.config.ts) import, found from
 * their imports, with package-lock.json for the packages. Its content is Astro's own business (Astro keys each entry
 * by its file), so the step has none. The digest reaches Astro through the config (src/plugins/render-code.ts).
 *
 * Which digest, without slowing a cold build (the config is read in Astro's own process, on its start-up's path):
 * - a record whose code files are all unchanged: the digest it was keyed with;
 * - no content store (a fresh clone, a cold build): nothing rendered to keep, so a new record, of the project's code
 *   as it is (a snapshot: no TypeScript, no process of its own);
 * - else (a module changed since the store was filled): the rendering's own modules, found from their imports, and
 *   the record's digest if they are as it holds them (an edit of the browser's search engine keeps the store), else a
 *   new one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR } from './memo-file.ts';
import { cacheKey, knownCode, record, type Step } from './freshness.ts';

export const RENDER_STEP: Step = { name: 'render', entries: ['src/plugins/markdown.ts', 'src/content.config.ts'], content: [] };

/** Astro's content store (rendered Markdown), from the project root. */
export const DATA_STORE = `${CACHE_DIR}/data-store.json`;

/** The digest to key Astro's content store with under `root` (see the module comment). */
export function renderDigest(root: string): string {
  if (!existsSync(join(root, DATA_STORE)) && !knownCode(root, RENDER_STEP)) return record(root, RENDER_STEP).digest;
  return cacheKey(root, RENDER_STEP);
}
