/**
 * `npm run links`: the linking pass (scripts/links/pass.ts) over content/ as it is on disk, writing only the files
 * that change. `npm run ingest` runs the same pass on what the importers make; the build runs this first, so a page
 * edited by hand (or by a dev session) is linked from what content/ says now; `npm run dev` runs it on every change.
 *
 *   node scripts/links/index.ts [--check] [--content DIR]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { linkPass, type ContentText, type LinkMemo } from './pass.ts';
import { filesUnder } from '../lib/files-under.ts';
import { codeDigest, RENDER_CODE } from '../lib/code-digest.ts';
import { loadMemo, saveMemo } from '../lib/memo-file.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The folders of content/ the pass reads (and writes). */
const READ = ['glossary', 'rules', 'rulings', 'errata', 'intros', 'cards', 'links'];


/** content/'s pages, cards and link files, with paths as the pass names them ("content/glossary/1e/x.md"). */
export function readContent(root: string = ROOT, contentDir = join(root, 'content')): ContentText[] {
  return READ.flatMap((c) => filesUnder(join(contentDir, c)))
    .filter((p) => /\.(md|json)$/.test(p))
    .map((p) => ({ path: `content/${relative(contentDir, p).replace(/\\/g, '/')}`, content: readFileSync(p, 'utf8') }));
}

/** The pass's memo between builds (scripts/lib/memo-file.ts): it holds for one version of the pass's code and the link index's. */
const MEMO = 'links-memo.json';
const PASS_CODE = [...RENDER_CODE, 'scripts/links'];

/** Runs the pass on content/ and writes what changed; returns the paths written (relative to the project root). */
export function runLinkPass(root: string = ROOT, contentDir = join(root, 'content'), write = true, { memo: useMemo = true } = {}): string[] {
  const before = readContent(root, contentDir);
  const was = new Map(before.map((f) => [f.path, f.content]));
  const code = codeDigest(root, PASS_CODE);
  const memo = useMemo ? loadMemo<LinkMemo>(root, MEMO, code, () => ({ index: '', pages: {} })) : undefined;
  const changed = linkPass(before, memo).filter((f) => was.get(f.path) !== f.content);
  if (memo) saveMemo(root, MEMO, code, memo);
  if (write) {
    for (const f of changed) {
      const path = join(contentDir, f.path.slice('content/'.length));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.content);
    }
  }
  return changed.map((f) => f.path);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, content: { type: 'string' } } });
  const contentDir = values.content ? resolve(values.content) : join(ROOT, 'content');
  const started = performance.now();
  try {
    const changed = runLinkPass(ROOT, contentDir, !values.check);
    const ms = Math.round(performance.now() - started);
    if (values.check && changed.length) {
      console.error(`✗ The linking data in content/ is not current (${changed.length} files): run npm run links (or npm run ingest).\n  ${changed.slice(0, 20).join('\n  ')}`);
      process.exit(1);
    }
    console.log(`Linking pass: ${changed.length} file${changed.length === 1 ? '' : 's'} ${values.check ? 'differ' : 'written'} (${ms} ms).`);
  } catch (e) {
    console.error(`✗ ${(e as Error).message}`);
    process.exit(1);
  }
}
