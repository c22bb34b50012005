/**
 * `npm run links`: the linking pass (scripts/links/pass.ts) over content/ as it is on disk, writing only the files
 * that change, and its stamp (scripts/links/stamp.ts). `npm run ingest` runs the same pass on what the importers make;
 * the build runs this first, so a page edited by hand (or by a dev session) is linked from what content/ says now;
 * `npm run dev` runs it on every change. Where content/ matches the stamp and the code is the code that made it (the
 * code cache below, or git), the linking data is current and the pass is not run (nor its modules loaded). Once it has
 * run, its memo (in Astro's cache folder) lets the next run after an edit link only the edited page.
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
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ContentText, LinkMemo } from './pass.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { codeDigest } from '../../src/lib/code-digest.ts';
import { CACHE_DIR, loadMemo, saveMemo } from '../lib/memo-file.ts';
import { isPassFile, passStamp, PASS_CODE, PASS_FOLDERS, STAMP_FILE } from './stamp.ts';
import { checkedAround } from '../lib/content-checked.ts';
import { failWith, installErrorReporting } from '../lib/run-main.ts';
import { readJson } from '../../src/lib/read-json.ts';
import { z } from 'astro/zod';

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
 * The code cache (in Astro's cache folder, never committed): for each content digest of the stamp, the digest of the
 * pass's code (PASS_CODE) that last made or checked it. The committed stamp holds content only, so this is what tells
 * a build that the code changed since content/'s linking data was made.
 */
export const CODE_CACHE = 'links-code.json';
/** How many content digests the code cache remembers (temp copies in tests add theirs). */
const CODE_CACHE_SIZE = 16;

type CodeCache = Record<string, string>;

function readCodeCache(root: string): CodeCache {
  try {
    return readJson(join(root, CACHE_DIR, CODE_CACHE), z.record(z.string(), z.string()));
  } catch {
    // None yet, or unreadable: as on a fresh clone.
  }
  return {};
}

/** Remembers that `code` made or checked the content of `stamp`; only in an installed project (with node_modules/). */
function rememberCode(root: string, stamp: string, code: string): void {
  if (!existsSync(join(root, 'node_modules'))) return;
  const cache = readCodeCache(root);
  if (cache[stamp] === code) return;
  delete cache[stamp];
  const kept = Object.entries(cache).slice(-(CODE_CACHE_SIZE - 1));
  const path = join(root, CACHE_DIR, CODE_CACHE);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(Object.fromEntries([...kept, [stamp, code]])));
}

/**
 * Whether content/'s linking data is what this code makes of it, given that content/ matches its stamp: the code cache
 * says which code last made or checked this content; with no record of it, git says whether content/ and the pass's
 * code are as committed (the committed content/ is the committed code's, which `npm run ingest:check` holds). Without
 * git, or with either changed, the pass runs.
 */
function codeMadeContent(root: string, contentDir: string, stamp: string, code: string): boolean {
  const known = readCodeCache(root)[stamp];
  if (known !== undefined) return known === code;
  if (resolve(contentDir) !== join(resolve(root), 'content')) return false;
  try {
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'content', ...PASS_CODE], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return status.trim() === '';
  } catch {
    return false;
  }
}

/**
 * Whether content/'s linking data is current: `files` match the stamp, and this code made or checked them (then
 * recorded in the code cache, so the next build need not ask git).
 */
function keptIfCurrent(root: string, contentDir: string, files: ContentText[], code: string = codeDigest(root, PASS_CODE)): boolean {
  const stampPath = join(contentDir, STAMP_FILE.slice('content/'.length));
  const now = passStamp(files);
  if (!existsSync(stampPath) || readFileSync(stampPath, 'utf8') !== now || !codeMadeContent(root, contentDir, now, code)) return false;
  rememberCode(root, now, code);
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
  const code = codeDigest(root, PASS_CODE);
  if (trustStamp && keptIfCurrent(root, contentDir, before, code)) return { changed: [], stamped: true };
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
    rememberCode(root, stamp, code);
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
