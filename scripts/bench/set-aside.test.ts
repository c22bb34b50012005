/** The bench's way to start a cold build from nothing (scripts/bench/set-aside.ts), on real folders. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SetAside } from './set-aside.ts';

describe('SetAside', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('moves a build’s output out of the way, keeps it until emptied, and skips what is not there', () => {
    const root = mkdtempSync(join(tmpdir(), 'set-aside-'));
    dirs.push(root);
    mkdirSync(join(root, 'dist/1e'), { recursive: true });
    writeFileSync(join(root, 'dist/1e/index.html'), '<p>page</p>');
    mkdirSync(join(root, 'cache'));
    const aside = new SetAside(join(root, 'aside'));
    aside.move([join(root, 'dist'), join(root, 'cache'), join(root, 'missing')]);
    expect(existsSync(join(root, 'dist'))).toBe(false);
    expect(existsSync(join(root, 'cache'))).toBe(false);
    expect(readdirSync(join(root, 'aside')).sort()).toEqual(['0', '1']);
    expect(existsSync(join(root, 'aside/0/1e/index.html'))).toBe(true);
    // A second build's output goes beside the first's, never over it.
    mkdirSync(join(root, 'dist'));
    aside.move([join(root, 'dist')]);
    expect(readdirSync(join(root, 'aside')).sort()).toEqual(['0', '1', '2']);
    aside.empty();
    expect(existsSync(join(root, 'aside'))).toBe(false);
  });
});
