import { afterEach, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REDIRECTS_PATH, siteRedirects } from './redirects.ts';
import { SiteError, formatError } from './errors.ts';

const ROOT = join(import.meta.dirname, '../..');
let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});
/** A project folder holding only a redirects file with this text. */
function withRedirects(text: string | undefined): string {
  root = mkdtempSync(join(tmpdir(), 'stccg-redirects-'));
  if (text !== undefined) {
    mkdirSync(join(root, 'content/redirects'), { recursive: true });
    writeFileSync(join(root, REDIRECTS_PATH), text);
  }
  return root;
}

describe("the site's redirects", () => {
  test('should read the committed file as the ingest wrote it', () => {
    const committed = JSON.parse(readFileSync(join(ROOT, REDIRECTS_PATH), 'utf8')) as Array<{ from: string; to: string }>;
    expect(siteRedirects(ROOT)).toEqual(Object.fromEntries(committed.map((r) => [r.from, r.to])));
  });

  test('should map each old URL to the page that took its place', () => {
    const dir = withRedirects(
      JSON.stringify([
        { from: '/2e/cards/analyze/', to: '/2e/cards/analyse/' },
        { from: '/2e/rulings/own/', to: '/2e/rulings/abilities/#p-personnel-may-have-one-or' },
      ]),
    );
    expect(siteRedirects(dir)).toEqual({
      '/2e/cards/analyze/': '/2e/cards/analyse/',
      '/2e/rulings/own/': '/2e/rulings/abilities/#p-personnel-may-have-one-or',
    });
  });

  test('should make no redirect without the file', () => {
    expect(siteRedirects(withRedirects(undefined))).toEqual({});
  });

  test('should name the file, the entry and the fix for a bad entry, bad JSON or a file of the wrong type, as a SiteError', () => {
    const printed = (text: string): string => {
      try {
        siteRedirects(withRedirects(text));
      } catch (e) {
        expect(e).toBeInstanceOf(SiteError);
        return formatError(e);
      }
      throw new Error('expected siteRedirects to fail');
    };
    const entry = printed(JSON.stringify([{ from: '/a/', to: '/b/' }, { from: 'analyze' }]));
    expect(entry).toContain('content/redirects/redirects.json, entry 2: expected { "from": "/old/", "to": "/new/" }, found {"from":"analyze"}.');
    expect(entry).toContain('fix the moved pages in scripts/ingest/source-versions.reviewed.ts');
    expect(printed('{')).toMatch(
      /content\/redirects\/redirects\.json is not valid JSON \(.*\); is it truncated\?\n {2}Where: content\/redirects\/redirects\.json:1:2\n/,
    );
    for (const [text, type] of [
      ['{}', 'object'],
      ['"/a/"', 'string'],
      ['null', 'null'],
    ]) {
      const block = printed(text!);
      expect(block).toContain(`content/redirects/redirects.json holds ${type}, not a list of { "from": "/old/", "to": "/new/" }.`);
      expect(block).toContain('run npm run ingest to make it again');
      expect(block).not.toMatch(/\n\s+at /);
    }
  });
});
