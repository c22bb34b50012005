/** The linking pass's stamp: the build skips the pass only where content/ and the code are those it was made from. */
import { describe, expect, test } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passStamp, STAMP_FILE } from './stamp.ts';
import { fillMemo, runLinkPass } from './index.ts';

const ROOT = join(import.meta.dirname, '../..');
const BATTLE = 'content/glossary/1e/battle-affiliation-restrictions.md';
const real = (path: string) => ({ path, content: readFileSync(join(ROOT, path), 'utf8') });

describe("the linking pass's stamp", () => {
  test('should not depend on the order of the files, nor on files the pass does not read', () => {
    const files = [real(BATTLE), real('content/cards/cards.json')];
    const stamp = passStamp(files, 'code');
    expect(passStamp([...files].reverse(), 'code')).toBe(stamp);
    expect(passStamp([...files, { path: 'content/sources/2e-rulebook.txt', content: 'x' }, { path: STAMP_FILE, content: 'old' }], 'code')).toBe(stamp);
  });

  test('should change with a file, a path, a file more and the code', () => {
    const files = [real(BATTLE), real('content/cards/cards.json')];
    const stamp = passStamp(files, 'code');
    const edited = files[0]!.content.replace('Affiliation', 'Afiliation');
    expect(edited).not.toBe(files[0]!.content);
    expect(passStamp([{ ...files[0]!, content: edited }, files[1]!], 'code')).not.toBe(stamp);
    expect(passStamp([{ ...files[0]!, path: BATTLE.replace('battle', 'battles') }, files[1]!], 'code')).not.toBe(stamp);
    expect(passStamp([...files, real('content/glossary/1e/dilemma-resolution.md')], 'code')).not.toBe(stamp);
    expect(passStamp(files, 'other code')).not.toBe(stamp);
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

  test('should leave a memo for the next rebuild where the build skipped the pass, writing nothing to content/', async () => {
    // A project of its own (with node_modules/, where the memo is kept), so the real project's cache is not touched.
    const root = mkdtempSync(join(tmpdir(), 'stccg-memo-'));
    try {
      mkdirSync(join(root, 'node_modules'));
      for (const path of [BATTLE, 'content/cards/cards.json']) cpSync(join(ROOT, path), join(root, path));
      expect((await runLinkPass(root, undefined, true, { memo: false })).stamped).toBe(false);
      const stamped = readFileSync(join(root, STAMP_FILE), 'utf8');
      // content/ as the pass left it: the memo is read from its linking data.
      expect(await fillMemo(root)).toBe('read');
      const memoFile = join(root, 'node_modules/.astro/links-memo.json');
      const memo = JSON.parse(readFileSync(memoFile, 'utf8'));
      expect(Object.keys(memo.memo.pages)).toEqual([BATTLE]);
      expect(memo.memo.pages[BATTLE].linked.autolink).toContainEqual({ name: 'Admiral Leyton', to: 'cards/1e/admiral-leyton', kind: 'card', exactCase: true });
      expect(readFileSync(join(root, STAMP_FILE), 'utf8')).toBe(stamped);
      // Once there, it is kept.
      expect(await fillMemo(root)).toBe(false);
      // A page edited since the stamp: its linking data is not its own, so every page is linked.
      rmSync(memoFile);
      writeFileSync(join(root, BATTLE), `${readFileSync(join(root, BATTLE), 'utf8')}\nCaptain Kirk may not battle Admiral Leyton.\n`);
      expect(await fillMemo(root)).toBe('linked');
      expect(readFileSync(join(root, STAMP_FILE), 'utf8')).toBe(stamped);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
