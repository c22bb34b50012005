import { afterEach, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REDIRECTS_PATH, siteRedirects } from './redirects.ts';

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

  test('should name the file, the entry and the fix for a bad entry or bad JSON', () => {
    expect(() => siteRedirects(withRedirects(JSON.stringify([{ from: '/a/', to: '/b/' }, { from: 'analyze' }])))).toThrow(
      'content/redirects/redirects.json, entry 2: expected { "from": "/old/", "to": "/new/" }, found {"from":"analyze"}. It is generated: fix scripts/ingest/source-versions.reviewed.ts and run npm run ingest.',
    );
    expect(() => siteRedirects(withRedirects('{'))).toThrow(/^content\/redirects\/redirects\.json: not JSON \(.*\)\. It is generated: run npm run ingest\.$/);
    expect(() => siteRedirects(withRedirects('{}'))).toThrow(
      'content/redirects/redirects.json: expected a list of { from, to }. It is generated: run npm run ingest.',
    );
  });
});
