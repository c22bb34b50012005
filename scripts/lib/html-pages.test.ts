import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { htmlFiles, pageUrl } from './html-pages.ts';

describe('pageUrl', () => {
  test.each([
    ['index.html', '/'],
    ['1e/glossary/dilemma/index.html', '/1e/glossary/dilemma/'],
    ['404.html', '/404.html'],
    ['2e/errata/index.html', '/2e/errata/'],
  ])('should serve %s at %s', (file, url) => {
    expect(pageUrl(file)).toBe(url);
  });
});

describe('htmlFiles', () => {
  const dist = mkdtempSync(join(tmpdir(), 'html-pages-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const files = ['index.html', '404.html', '1e/glossary/dilemma/index.html', 'pagefind/a.html', '_astro/b.html', 'sw.js', 'data/cards.json'];
  for (const f of files) {
    mkdirSync(dirname(join(dist, f)), { recursive: true });
    writeFileSync(join(dist, f), '');
  }

  test('should list the pages, not the search index’s or the assets’ files, sorted', () => {
    expect(htmlFiles(dist)).toEqual(['1e/glossary/dilemma/index.html', '404.html', 'index.html']);
  });
});
