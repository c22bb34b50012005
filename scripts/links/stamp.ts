/**
 * The linking pass's stamp, content/links/stamp.json: a digest of every file the pass reads, as the pass left them,
 * and of the code it ran. The linking data in content/ is generated and committed with the rest of content/, so a
 * build whose content/ and code match the stamp has nothing for the pass to do, and skips it (about 2.5 s of CPU
 * beside Astro's start-up, on every cold build and every fresh clone). Any difference — a page edited by hand, a file
 * added, the pass's or the renderer's code or a package changed — makes the build run the pass, which rewrites the
 * stamp. `npm run ingest` writes it too, and its drift test checks it like every generated file.
 *
 * Only Node's own modules here: the build reads this before it decides to load the pass.
 */
import { createHash } from 'node:crypto';
import { RENDER_CODE } from '../lib/code-digest.ts';

export const STAMP_FILE = 'content/links/stamp.json';
/** The linking data the pass writes (scripts/links/pass.ts). */
export const PAGES_FILE = 'content/links/pages.json';
export const TARGETS_FILE = 'content/links/targets.json';

/** The code the pass runs: the renderer's (its modules decide anchors and links), its own, and the packages. */
export const PASS_CODE = [...RENDER_CODE, 'scripts/links'];

/** The folders of content/ the pass reads (and writes). */
export const PASS_FOLDERS = ['glossary', 'rules', 'rulings', 'errata', 'intros', 'cards', 'links'];

/** Whether the pass reads a file of content/ (path from the project root: "content/glossary/1e/x.md"). */
export function isPassFile(path: string): boolean {
  const [top, folder] = path.split('/');
  return top === 'content' && PASS_FOLDERS.includes(folder ?? '') && /\.(md|json)$/.test(path) && path !== STAMP_FILE;
}

/** The stamp's text for these files (those the pass reads are taken, by path, whatever their order) and code digest. */
export function passStamp(files: ReadonlyArray<{ path: string; content: string }>, code: string): string {
  const hash = createHash('sha256');
  const read = files.filter((f) => isPassFile(f.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const f of read) hash.update(`${f.path}\n${f.content.length}\n`).update(f.content).update('\n');
  const stamp = {
    about: 'Written by the linking pass (scripts/links/stamp.ts): when content/ and the code match, the build skips the pass. Do not edit.',
    files: read.length,
    content: hash.digest('hex'),
    code,
  };
  return `${JSON.stringify(stamp, null, 2)}\n`;
}
