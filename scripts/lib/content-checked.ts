/**
 * The build's content check (scripts/lib/content-check.ts) runs once per state of content/: around the linking pass
 * when the pass has work to do (`checkedAround`), else beside Astro (`checkOnce`, scripts/check-content.ts, started
 * with astro build by scripts/build.ts). After a check that passed, a digest of content/ (all but the sources) and of
 * the check's code is kept with the build's memos (scripts/lib/memo-file.ts, in Astro's cache folder), and a build
 * that finds both unchanged skips the check without loading its modules (the schemas and Zod), as the linking pass
 * skips itself when content/ matches its stamp. Any edit of content/ or of the schemas checks again.
 */
import { join, relative } from 'node:path';
import { codeDigest, filesDigest } from '../../src/lib/code-digest.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { loadMemo, saveMemo } from './memo-file.ts';

/** The code whose change must check content/ again: the schemas and what they use, and the check itself. */
export const CHECK_CODE = [
  'src/schemas',
  'src/lib',
  'src/plugins/remark-marks.ts',
  'src/plugins/marks',
  'scripts/ingest/lib/validate.ts',
  'scripts/ingest/importers.ts',
  'scripts/lib/content-check.ts',
];
const MEMO = 'content-check.json';

/** A digest of every file under `contentDir` but the sources, by path and text. */
export function contentDigest(contentDir: string): string {
  return filesDigest(
    contentDir,
    filesUnder(contentDir)
      .filter((f) => !relative(contentDir, f).startsWith('sources'))
      .sort(),
  );
}

/**
 * Runs `check` (given the check's module) unless content/ and the code are as at the last check that passed, then
 * records that it passed; else `skipped`. `root` holds content/ and the memo (none is kept where it has no
 * node_modules/).
 */
async function unlessChecked<T>(root: string, check: (module: typeof import('./content-check.ts')) => Promise<T>, skipped: () => Promise<T>): Promise<T> {
  const contentDir = join(root, 'content');
  const code = codeDigest(root, CHECK_CODE);
  if (loadMemo(root, MEMO, code, () => '') === contentDigest(contentDir)) return skipped();
  const result = await check(await import('./content-check.ts'));
  // Digested again: the pass inside `check` may have rewritten the linking data.
  saveMemo(root, MEMO, code, contentDigest(contentDir));
  return result;
}

/**
 * Runs `pass` (the linking pass) between the two halves of the check: every collection but the linking data before
 * it, the linking data after it has remade it. Skips both where content/ and the code are as at the last check that
 * passed.
 */
export const checkedAround = <T>(root: string, pass: () => Promise<T>): Promise<T> =>
  unlessChecked(
    root,
    async ({ checkContent, isLinkData }) => {
      checkContent(root, { only: (path) => !isLinkData(path) });
      const result = await pass();
      checkContent(root, { only: isLinkData });
      return result;
    },
    pass,
  );

/**
 * The whole check, where content/'s linking data is current (the pass had nothing to do), skipped as in
 * {@link checkedAround}. Returns whether it ran.
 */
export const checkOnce = (root: string): Promise<boolean> =>
  unlessChecked(
    root,
    async ({ checkContent }) => {
      checkContent(root);
      return true;
    },
    async () => false,
  );
