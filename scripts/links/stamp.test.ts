/** The linking pass's stamp: the build skips the pass only where content/ and the code are those it was made from. */
import { describe, expect, test } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGES_FILE, passStamp, STAMP_FILE } from './stamp.ts';
import { LINKS_STEP, runLinkPass } from './index.ts';
import { codeDigest, codeFiles, recordsFile } from '../lib/freshness.ts';

const ROOT = join(import.meta.dirname, '../..');
const BATTLE = 'content/glossary/1e/battle-affiliation-restrictions.md';
const real = (path: string) => ({ path, content: readFileSync(join(ROOT, path), 'utf8') });

describe("the linking pass's stamp", () => {
  test('should not depend on the order of the files, nor on files the pass does not read', () => {
    const files = [real(BATTLE), real('content/cards/cards.json')];
    const stamp = passStamp(files);
    expect(passStamp([...files].reverse())).toBe(stamp);
    expect(passStamp([...files, { path: 'content/sources/2e-rulebook.txt', content: 'x' }, { path: STAMP_FILE, content: 'old' }])).toBe(stamp);
  });

  test('should change with a file, a path and a file more', () => {
    const files = [real(BATTLE), real('content/cards/cards.json')];
    const stamp = passStamp(files);
    const edited = files[0]!.content.replace('Affiliation', 'Afiliation');
    expect(edited).not.toBe(files[0]!.content);
    expect(passStamp([{ ...files[0]!, content: edited }, files[1]!])).not.toBe(stamp);
    expect(passStamp([{ ...files[0]!, path: BATTLE.replace('battle', 'battles') }, files[1]!])).not.toBe(stamp);
    expect(passStamp([...files, real('content/glossary/1e/dilemma-resolution.md')])).not.toBe(stamp);
  });

  test('should hold no digest of code: the committed stamp is the content of the files the pass read, and nothing else', () => {
    const committed = JSON.parse(readFileSync(join(ROOT, STAMP_FILE), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(committed).sort()).toEqual(['about', 'content', 'files']);
  });

  test('should leave content/ and its stamp as they were after a comment in src/lib and a lockfile bump, and run the pass once to learn the new code', async () => {
    // A project of its own: the pass's code (what its runner imports) copied, with node_modules/ for the freshness records, and two pages.
    const root = mkdtempSync(join(tmpdir(), 'stccg-code-'));
    try {
      mkdirSync(join(root, 'node_modules'));
      for (const path of [...codeFiles(ROOT, LINKS_STEP.entries), BATTLE, 'content/cards/cards.json'])
        cpSync(join(ROOT, path), join(root, path), { recursive: true });
      expect((await runLinkPass(root, undefined, true, { memo: false })).stamped).toBe(false);
      const stamp = readFileSync(join(root, STAMP_FILE), 'utf8');
      const pages = readFileSync(join(root, PAGES_FILE), 'utf8');
      expect(await runLinkPass(root, undefined, true, { memo: false })).toEqual({ changed: [], stamped: true });
      // A comment in a module of src/lib the pass runs, and a lockfile bump: code changed, content not.
      const fold = join(root, 'src/lib/fold.ts');
      writeFileSync(fold, `// A comment only.\n${readFileSync(fold, 'utf8')}`);
      const lock = join(root, 'package-lock.json');
      writeFileSync(lock, readFileSync(lock, 'utf8').replace(/"version": "0\.1\.0"/, '"version": "0.1.1"'));
      expect(readFileSync(lock, 'utf8')).toContain('"version": "0.1.1"');
      // The pass runs (no freshness record knows this code), changes nothing, and the stamp stays byte for byte.
      expect(await runLinkPass(root, undefined, true, { memo: false })).toEqual({ changed: [], stamped: false });
      expect(readFileSync(join(root, STAMP_FILE), 'utf8')).toBe(stamp);
      expect(readFileSync(join(root, PAGES_FILE), 'utf8')).toBe(pages);
      // Checking (what ingest:check does for the linking data) finds nothing to change either.
      expect(await runLinkPass(root, undefined, false, { memo: false, trustStamp: false })).toEqual({ changed: [], stamped: false });
      // The new code is known now (in the cache folder, not in content/): the next build skips the pass.
      expect(await runLinkPass(root, undefined, true, { memo: false })).toEqual({ changed: [], stamped: true });
      const records = JSON.parse(readFileSync(join(root, recordsFile(LINKS_STEP.name)), 'utf8')) as Array<{ code: Record<string, string> }>;
      expect(records.at(-1)?.code['src/lib/fold.ts']).toBeDefined();
      expect(codeDigest(root, LINKS_STEP)).toMatch(/^[\w-]{43}$/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('should let the pass skip a content/ it stamped, and run again after an edit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stccg-stamp-'));
    try {
      for (const path of [BATTLE, 'content/cards/cards.json']) cpSync(join(ROOT, path), join(dir, path.slice('content/'.length)));
      const first = await runLinkPass(ROOT, dir, true, { memo: false });
      expect(first.stamped).toBe(false);
      expect(first.changed).toContain(STAMP_FILE);
      expect(first.changed).toContain('content/links/pages.json');
      expect(await runLinkPass(ROOT, dir, true, { memo: false })).toEqual({ changed: [], stamped: true });
      // An edit by hand: the pass runs, brings the link data up to date, and stamps what it left.
      const page = join(dir, BATTLE.slice('content/'.length));
      writeFileSync(page, `${readFileSync(page, 'utf8')}\nCaptain Kirk may not battle Admiral Leyton.\n`);
      const after = await runLinkPass(ROOT, dir, true, { memo: false });
      expect(after.stamped).toBe(false);
      expect(after.changed).toEqual(expect.arrayContaining([STAMP_FILE, 'content/links/pages.json']));
      expect((await runLinkPass(ROOT, dir, true, { memo: false })).stamped).toBe(true);
      // Checking never trusts the stamp: it runs the pass and finds nothing to change.
      expect(await runLinkPass(ROOT, dir, false, { memo: false, trustStamp: false })).toEqual({ changed: [], stamped: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
