/**
 * `npm run links`: the linking pass (scripts/links/pass.ts) over content/ as it is on disk, writing only the files
 * that change, and its stamp (scripts/links/stamp.ts). `npm run ingest` runs the same pass on what the importers make;
 * the build runs this first, so a page edited by hand (or by a dev session) is linked from what content/ says now;
 * `npm run dev` runs it on every change. Where content/ matches the stamp and the code is the code that made it
 * (scripts/lib/freshness.ts, `LINKS_STEP` below: its records, or git), the linking data is current and the pass is not
 * run (nor its modules loaded). Once it has run, its memo (in Astro's cache folder) lets the next run after an edit
 * link only the edited page; the memo holds for one version of the pass's code (the same step's).
 *
 * Before the pass (so before Astro, in the build), every collection of content/ is checked against src/schemas/
 * (scripts/lib/content-check.ts): a bad entry, a file cut short, a wrong field type or an id used twice fails here in
 * one block naming the file, the entry and the field, with a hint; the pass's own files are checked after it. Where
 * the linking data is current (the pass has nothing to do), the build checks content/ beside Astro instead
 * (scripts/check-content.ts). Once content/ has passed, the check is skipped until it or the schemas change
 * (scripts/lib/content-checked.ts).
 *
 *   node scripts/links/index.ts [--check] [--content DIR] [--debug]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ContentText, LinkMemo } from './pass.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { codeDigest, current, record, type Step } from '../lib/freshness.ts';
import { loadMemo, saveMemo } from '../lib/memo-file.ts';
import { isPassFile, passStamp, PASS_FOLDERS, STAMP_FILE } from './stamp.ts';
import { checkedAround } from '../lib/content-checked.ts';
import { failWith, installErrorReporting } from '../lib/run-main.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** content/'s pages, cards and link files, with paths as the pass names them ("content/glossary/1e/x.md"). */
export function readContent(root: string = ROOT, contentDir = join(root, 'content')): ContentText[] {
  return PASS_FOLDERS.flatMap((c) => filesUnder(join(contentDir, c)))
    .map((p) => `content/${relative(contentDir, p).replace(/\\/g, '/')}`)
    .filter(isPassFile)
    .map((path) => ({ path, content: readFileSync(join(contentDir, path.slice('content/'.length)), 'utf8') }));
}

/** The pass's memo between builds (scripts/lib/memo-file.ts): it holds for one version of the pass's code and the link index's. */
const MEMO = 'links-memo.json';
const emptyMemo = (): LinkMemo => ({ index: '', pages: {} });

/**
 * The linking pass as a step of the build (scripts/lib/freshness.ts): its code is what scripts/links/index.ts imports
 * (the pass itself, dynamically), found from the imports; its content is the stamp's digest of the files it read. The
 * committed stamp holds content only; the freshness records (in Astro's cache folder) say which code made it, and,
 * with none, git (content/ and the code as committed).
 */
export const LINKS_STEP: Step = { name: 'links', entries: ['scripts/links/index.ts'], content: ['content'], committed: true };

/** The step for `contentDir`: git's answer only for the project's own content/. */
const stepFor = (root: string, contentDir: string): Step => ({ ...LINKS_STEP, committed: resolve(contentDir) === join(resolve(root), 'content') });

/**
 * Whether content/'s linking data is current: `files` match the stamp, and this code made or checked them (then
 * recorded, so the next build need not ask git).
 */
function keptIfCurrent(root: string, contentDir: string, files: ContentText[]): boolean {
  const stampPath = join(contentDir, STAMP_FILE.slice('content/'.length));
  const now = passStamp(files);
  const step = stepFor(root, contentDir);
  if (!existsSync(stampPath) || readFileSync(stampPath, 'utf8') !== now || !current(root, step, now)) return false;
  record(root, step, now);
  return true;
}

export interface LinkPassOptions {
  /** Use (and keep) the build's memo of each page's result. */
  memo?: boolean;
  /** Skip the pass where content/ matches the stamp and the code made it (never when checking). */
  trustStamp?: boolean;
}

export interface LinkPassResult {
  /** The files that changed (written unless checking), paths from the project root. */
  changed: string[];
  /** Whether content/ matched the stamp and the code made it, so the pass was not run. */
  stamped: boolean;
}

/** Runs the pass on content/ and writes what changed. */
export async function runLinkPass(
  root: string = ROOT,
  contentDir = join(root, 'content'),
  write = true,
  { memo: useMemo = true, trustStamp = true }: LinkPassOptions = {},
): Promise<LinkPassResult> {
  const before = readContent(root, contentDir);
  if (trustStamp && keptIfCurrent(root, contentDir, before)) return { changed: [], stamped: true };
  const code = codeDigest(root, LINKS_STEP);
  const stampPath = join(contentDir, STAMP_FILE.slice('content/'.length));
  const stamped = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : undefined;
  const { linkPass } = await import('./pass.ts');
  const was = new Map(before.map((f) => [f.path, f.content]));
  const memo = useMemo ? loadMemo<LinkMemo>(root, MEMO, code, emptyMemo) : undefined;
  const after = linkPass(before, memo);
  if (memo) saveMemo(root, MEMO, code, memo);
  const changed = after.filter((f) => was.get(f.path) !== f.content);
  const stamp = passStamp(after);
  if (stamp !== stamped) changed.push({ path: STAMP_FILE, content: stamp });
  if (write) {
    for (const f of changed) {
      const path = join(contentDir, f.path.slice('content/'.length));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.content);
    }
    record(root, stepFor(root, contentDir), stamp);
  }
  return { changed: changed.map((f) => f.path), stamped: false };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  installErrorReporting();
  const { values } = parseArgs({
    options: { check: { type: 'boolean' }, content: { type: 'string' }, debug: { type: 'boolean' } },
  });
  const contentDir = values.content ? resolve(values.content) : join(ROOT, 'content');
  const started = performance.now();
  try {
    // Where the linking data is current there is nothing to link: the build checks content/ beside Astro
    // (scripts/check-content.ts). Else the content as Astro will load it is checked first, and the linking data after
    // the pass has remade it (skipped where content/ and the schemas are as at the last check that passed:
    // scripts/lib/content-checked.ts).
    const root = values.content ? dirname(contentDir) : ROOT;
    const current = !values.check && root === ROOT && keptIfCurrent(ROOT, contentDir, readContent(ROOT, contentDir));
    const { changed, stamped } = current
      ? { changed: [], stamped: true }
      : await checkedAround(root, () => runLinkPass(ROOT, contentDir, !values.check, { trustStamp: !values.check }));
    const ms = Math.round(performance.now() - started);
    if (stamped) {
      console.log(`Linking pass: content/ matches ${STAMP_FILE} and was made by this code, so the linking data is current (${ms} ms).`);
      process.exit(0);
    }
    if (values.check && changed.length) {
      console.error(
        `✗ The linking data in content/ is not current (${changed.length} files): run npm run links (or npm run ingest).\n  ${changed.slice(0, 20).join('\n  ')}`,
      );
      process.exit(1);
    }
    console.log(`Linking pass: ${changed.length} file${changed.length === 1 ? '' : 's'} ${values.check ? 'differ' : 'written'} (${ms} ms).`);
  } catch (e) {
    failWith(e);
  }
}
