/**
 * The warm rebuild: after a full (cold) build, one line of one page's text changes and the site is built again with
 * Astro's cache folder kept (its content store, the build's memos), as a writer's edit-and-rebuild would. Only the
 * edited entry's Markdown renders again (Astro's content store) and only the changed JSON entries are validated
 * (src/loaders/json-entries.ts); the linking pass, which a cold build skips, links every page this first time, so
 * the rebuild should take well under the cold build (issue 16: at least 30 % faster). The search index and the
 * service worker are made whole each time.
 *
 * Then the same edit is built cold (the cache folder emptied), and the two sites compared page by page: a rebuild
 * that renders anything else than a full build would is stale, however fast. The page is restored afterwards, and
 * the linking data with it.
 */
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLinkPass } from '../links/index.ts';
import { compareBuilds } from '../lib/compare-builds.ts';
import { emptyCaches } from '../lib/linked-modules.ts';
import { SiteError } from '../../src/lib/errors.ts';

/** The page edited: a glossary entry's first paragraph gains one word at its end. */
export const WARM_EDIT = 'content/glossary/1e/warp-speed.md';

export interface WarmResult {
  /** The warm rebuild's time. */
  ms: number;
  /** Pages whose HTML differs between the warm rebuild and a cold build of the same edit (or are in one only). */
  stale: string[];
}

/** Builds with `build` (which returns its time) after a one-line edit of {@link WARM_EDIT}, warm then cold; then restores it. */
export async function warmRebuild(root: string, build: () => Promise<number>): Promise<WarmResult> {
  const path = join(root, WARM_EDIT);
  const original = readFileSync(path, 'utf8');
  const edited = original.replace(/(\n\n[^\n]+?)\.(\n)/, '$1 (edited).$2');
  if (edited === original)
    throw new SiteError({
      what: `bench: found no paragraph to edit in ${WARM_EDIT}.`,
      where: { file: WARM_EDIT },
      hint: 'restore the file (git checkout), or choose another page as WARM_EDIT (scripts/bench/warm.ts).',
    });
  writeFileSync(path, edited);
  const warmDist = mkdtempSync(join(tmpdir(), 'bench-warm-'));
  try {
    const ms = await build();
    // dist/ may be a link to the build's folder (scripts/lib/build-dir.ts): copy the folder, not the link.
    cpSync(realpathSync(join(root, 'dist')), warmDist, { recursive: true });
    emptyCaches(root);
    await build();
    const r = compareBuilds(warmDist, join(root, 'dist'));
    return { ms, stale: [...r.differing.map((d) => d.page), ...r.onlyBefore, ...r.onlyAfter] };
  } finally {
    rmSync(warmDist, { recursive: true, force: true });
    writeFileSync(path, original);
    await runLinkPass(root);
  }
}
