import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteInBackground } from './old-build.ts';

function previousBuild(root: string, name = 'dist'): string {
  const dist = join(root, name);
  mkdirSync(join(dist, '1e/glossary/dilemma'), { recursive: true });
  writeFileSync(join(dist, '1e/glossary/dilemma/index.html'), '<p>A dilemma…</p>');
  return dist;
}

describe('deleteInBackground', () => {
  it('moves the previous build out of the way at once and deletes it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'old-build-'));
    const dist = previousBuild(root);
    const deleted = deleteInBackground(dist);
    // Before the deletion finishes, dist/ is already free for the new build.
    expect(existsSync(dist)).toBe(false);
    await deleted;
    expect(readdirSync(root)).toEqual([]);
  });

  it('also deletes what a build stopped mid-way left aside, and leaves other folders alone', async () => {
    const root = mkdtempSync(join(tmpdir(), 'old-build-'));
    previousBuild(root, '.old-dist-12345');
    mkdirSync(join(root, 'content'));
    await deleteInBackground(join(root, 'dist'));
    expect(readdirSync(root)).toEqual(['content']);
  });

  it('deletes it with Node where the system cannot run `nice rm`', async () => {
    const root = mkdtempSync(join(tmpdir(), 'old-build-'));
    const dist = previousBuild(root);
    const path = process.env.PATH;
    process.env.PATH = join(root, 'no-commands-here');
    try {
      await deleteInBackground(dist);
    } finally {
      process.env.PATH = path;
    }
    expect(readdirSync(root)).toEqual([]);
  });
});
