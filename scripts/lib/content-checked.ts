/**
 * The build's content check (scripts/lib/content-check.ts) runs once per state of content/: around the linking pass
 * when the pass has work to do (`checkedAround`), else beside Astro (`checkOnce`, scripts/check-content.ts, started
 * with astro build by scripts/build.ts). After a check that passed, content/ (all but the sources) and the check's
 * code (every module scripts/lib/content-check.ts imports: the schemas and what they use) are recorded as a step of
 * scripts/lib/freshness.ts, and a build that finds both unchanged skips the check without loading its modules (the
 * schemas and Zod), as the linking pass skips itself when content/ matches its stamp. Any edit of content/ or of a
 * module the check imports checks again.
 */
import { contentDigest, current, record, type Step } from './freshness.ts';

/** The check as a step: its code found from what it imports, its content all of content/ but the sources. */
export const CHECK_STEP: Step = {
  name: 'content-check',
  entries: ['scripts/lib/content-check.ts'],
  content: ['content'],
  skipContent: (path) => path.startsWith('content/sources/'),
};

/**
 * Runs `check` (given the check's module) unless content/ and the code are as at the last check that passed, then
 * records that it passed; else `skipped`. `root` holds content/ and the memo (none is kept where it has no
 * node_modules/).
 */
async function unlessChecked<T>(
  root: string,
  check: (module: typeof import('./content-check.ts')) => Promise<T>,
  skipped: () => Promise<T>,
  { rewrites = false }: { rewrites?: boolean } = {},
): Promise<T> {
  const before = contentDigest(root, CHECK_STEP);
  if (current(root, CHECK_STEP, before)) return skipped();
  const result = await check(await import('./content-check.ts'));
  // Recorded as it was checked: the content read before the check, so an edit saved while it ran is checked next
  // time; or, where the pass inside `check` rewrites the linking data (`rewrites`), as it is after.
  record(root, CHECK_STEP, rewrites ? contentDigest(root, CHECK_STEP) : before);
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
    { rewrites: true },
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
