/**
 * The linking pass's stamp, content/links/stamp.json: a digest of every file the pass reads, as the pass left them.
 * It records what content/ is, never the code: committed data holds content, so a comment in src/lib or a lockfile
 * bump changes no committed file (`npm run ingest:check` and the drift test stay green).
 *
 * The linking data in content/ is generated and committed with the rest of content/, so a build whose content/
 * matches the stamp, run by the code that made it, has nothing for the pass to do, and skips it (about 2.5 s of CPU
 * beside Astro's start-up, on every cold build and every fresh clone). Which code that was is the freshness module's
 * record (scripts/lib/freshness.ts, `LINKS_STEP` in scripts/links/index.ts: every module the pass imports, found
 * from its imports, and the lockfile), and, with none, git (content/ and the code as committed: `npm run
 * ingest:check` holds the committed content/ to the committed code). A page edited by hand, a file added, a module
 * the pass imports or a package changed makes the build run the pass, which rewrites the stamp only where the content
 * changed.
 *
 * Only Node's own modules here: the build reads this before it decides to load the pass.
 */
import { createHash } from 'node:crypto';
import { isPassFile } from '../../src/lib/link-files.ts';

// Which files the pass reads and writes is spelled once, in src/lib/link-files.ts (the dev server's watcher needs it too).
export { isPassFile, PAGES_FILE, PASS_FOLDERS, STAMP_FILE, TARGETS_FILE } from '../../src/lib/link-files.ts';

/** The stamp's text for these files (those the pass reads are taken, by path, whatever their order): content only. */
export function passStamp(files: ReadonlyArray<{ path: string; content: string }>): string {
  const hash = createHash('sha256');
  const read = files.filter((f) => isPassFile(f.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const f of read) hash.update(`${f.path}\n${f.content.length}\n`).update(f.content).update('\n');
  const stamp = {
    about: 'Written by the linking pass (scripts/links/stamp.ts): a digest of the content it read and wrote, never of code. Do not edit.',
    files: read.length,
    content: hash.digest('hex'),
  };
  return `${JSON.stringify(stamp, null, 2)}\n`;
}
