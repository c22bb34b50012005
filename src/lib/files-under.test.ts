/** The one directory walker (files-under.ts): its order, what it leaves out, and a file, a link or a missing path given. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { filesUnder } from './files-under.ts';

describe('filesUnder', () => {
  const root = mkdtempSync(join(tmpdir(), 'files-under-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (path: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), path);
  };
  // A corner of dist/ and content/: a folder and a file beside it whose name sorts between the folder and its files.
  for (const f of [
    'dist/index.html',
    'dist/a/index.html',
    'dist/a-b/index.html',
    'dist/a/z/index.html',
    'dist/B.css',
    'dist/pagefind/x.pf',
    'dist/_astro/x.js',
  ])
    put(f);
  const rel = (files: string[]) => files.map((f) => relative(join(root, 'dist'), f));

  test('should list every file depth first, each folder by name in code-unit order (capitals first), the same on every run', () => {
    const files = rel(filesUnder(join(root, 'dist')));
    expect(files).toEqual(['B.css', '_astro/x.js', 'a/index.html', 'a/z/index.html', 'a-b/index.html', 'index.html', 'pagefind/x.pf']);
    expect(rel(filesUnder(join(root, 'dist')))).toEqual(files);
  });

  test('should leave out the folders skip names, by their path from the folder walked', () => {
    const skip = (folder: string) => folder === 'pagefind' || folder === '_astro' || folder === 'a/z';
    expect(rel(filesUnder(join(root, 'dist'), { skip }))).toEqual(['B.css', 'a/index.html', 'a-b/index.html', 'index.html']);
  });

  test('should give a file as itself and nothing for a missing path', () => {
    expect(filesUnder(join(root, 'dist/B.css'))).toEqual([join(root, 'dist/B.css')]);
    expect(filesUnder(join(root, 'nothing-here'))).toEqual([]);
  });

  test('should walk a folder given as a link (dist is one), and list a link below it as a file without following it', () => {
    symlinkSync(join(root, 'dist'), join(root, 'dist-link'));
    symlinkSync(join(root, 'dist/a'), join(root, 'dist/link-to-a'));
    const viaLink = filesUnder(join(root, 'dist-link')).map((f) => relative(join(root, 'dist-link'), f));
    expect(viaLink).toEqual(rel(filesUnder(join(root, 'dist'))));
    expect(viaLink.filter((f) => f.startsWith('link-to-a'))).toEqual(['link-to-a']);
  });
});
