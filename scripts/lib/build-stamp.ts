/**
 * The completion stamp of dist/: `npm run build` deletes it before it changes anything in dist/ and writes it after its
 * last phase has finished, so a build that failed or was stopped leaves none. `npm start` serves dist/ only with a
 * stamp that matches the inputs and the search index the build makes beside the pages.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inputsHash } from './proc.ts';

/** The stamp, in dist/: a hash of the inputs the site was built from (a dotfile: never served). */
export const STAMP = '.inputs-hash';

/**
 * The mark of a build from clean, in dist/ (a dotfile: never served): written beside the stamp when the build started
 * with no cache at all (scripts/lib/linked-modules.ts's cachesEmpty), holding the SOURCE_DATE_EPOCH it was built with.
 * tests/reproducible-build.test.ts compares such a build with one clean build of a copy instead of building twice.
 */
export const CLEAN_BUILD = '.clean-build';

/** What a complete build has besides its pages: Pagefind's index and the site's lexicon. */
export const SEARCH_FILES = ['pagefind/pagefind.js', 'pagefind/pagefind-entry.json', 'search/lexicon.json'];

/** Deletes the stamp: from now until {@link writeStamp}, dist/ is not a build to serve. */
export function clearStamp(dist: string): void {
  rmSync(join(dist, STAMP), { force: true });
}

/** Writes the stamp (whole or not at all: written aside, then renamed into place). */
export function writeStamp(dist: string, root: string): void {
  const temp = join(dist, `${STAMP}.${process.pid}`);
  writeFileSync(temp, inputsHash(root));
  renameSync(temp, join(dist, STAMP));
}

/** Why the site in `dist` lacks its search index, in a sentence; undefined when it has it. */
export function searchIndexProblem(dist: string): string | undefined {
  const missing = SEARCH_FILES.filter((f) => !existsSync(join(dist, f)));
  return missing.length ? `dist/ has no search index (missing ${missing.map((f) => `dist/${f}`).join(', ')})` : undefined;
}

/**
 * Why dist/ (of the project at `root`) is not a complete, current build, in a sentence; undefined when it is.
 * `current` false skips the comparison with the inputs (only "is it complete?").
 */
export function distProblem(root: string, current = true): string | undefined {
  const dist = join(root, 'dist');
  const stamp = join(dist, STAMP);
  if (!existsSync(dist)) return 'dist/ holds no build yet';
  if (!existsSync(stamp)) return `dist/ has no completion stamp (dist/${STAMP}): its last build did not finish, failed or was stopped`;
  const noIndex = searchIndexProblem(dist);
  if (noIndex) return noIndex;
  if (current && readFileSync(stamp, 'utf8') !== inputsHash(root)) return 'dist/ was built from other inputs than the project has now';
  return undefined;
}
