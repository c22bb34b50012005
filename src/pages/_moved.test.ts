/**
 * An old URL of a moved erratum keeps working: src/pages/[...moved].astro rendered with Astro's container API for a
 * redirect as the ingest writes it (content/redirects/redirects.json), read through the same function as the page's
 * getStaticPaths. The fixture: a new Current Rulings spelling "Analyse" where the card was "Analyze" would move
 * /2e/cards/analyse/ (the old name here) to /2e/cards/analyze/ (a page of the site).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { REDIRECTS_PATH, redirectPaths } from '../lib/redirects.ts';
import Moved from './[...moved].astro';

const ROOT = join(import.meta.dirname, '../..');
const SITE = 'https://stccg-rules.example';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A project folder whose only content is this redirects file, as the ingest writes it. */
function project(redirects: Array<{ from: string; to: string }>): string {
  dir = mkdtempSync(join(tmpdir(), 'stccg-moved-'));
  mkdirSync(join(dir, 'content/redirects'), { recursive: true });
  writeFileSync(join(dir, REDIRECTS_PATH), `${JSON.stringify(redirects, null, 2)}\n`);
  return dir;
}

describe('a moved page', () => {
  test('should be a page at the old URL that says where the text went, links there and refreshes to it, not indexed', async () => {
    // The target is a real page of the site: the card's page in content/.
    expect(existsSync(join(ROOT, 'content/errata/2e/analyze.md'))).toBe(true);
    const paths = redirectPaths(project([{ from: '/2e/cards/analyse/', to: '/2e/cards/analyze/' }]));
    expect(paths).toEqual([{ params: { moved: '2e/cards/analyse' }, props: { from: '/2e/cards/analyse/', to: '/2e/cards/analyze/' } }]);

    const container = await AstroContainer.create({ astroConfig: { site: SITE, trailingSlash: 'always' } });
    const { params, props } = paths[0]!;
    const response = await container.renderToResponse(Moved, { params, props, request: new Request(`${SITE}/2e/cards/analyse/`) });
    expect(response.status).toBe(200);
    const tree = fromHtml(await response.text());

    // Script off: the refresh in the head and the link in the page both go to the new URL.
    const refresh = select('head meta[http-equiv="refresh"]', tree);
    expect(refresh?.properties.content).toBe('0; url=/2e/cards/analyze/');
    const main = select('main', tree);
    expect(toString(select('h1', main!)!)).toBe('This page has moved');
    expect(toString(select('p', main!)!)).toBe(
      'A new version of its source document moved the page that was at /2e/cards/analyse/. It is now at /2e/cards/analyze/.',
    );
    expect(select('a[data-moved-to]', main!)?.properties.href).toBe('/2e/cards/analyze/');
    // Not a page of its own for search engines: no canonical URL, noindex.
    expect(selectAll('link[rel~="canonical"]', tree)).toEqual([]);
    expect(select('meta[name="robots"]', tree)?.properties.content).toBe('noindex');
  });

  test('should render the redirect text as text, never as HTML', async () => {
    const paths = redirectPaths(project([{ from: '/2e/cards/<b>old</b>/', to: '/2e/cards/analyze/?a=1&b=<2>' }]));
    const container = await AstroContainer.create({ astroConfig: { site: SITE, trailingSlash: 'always' } });
    const html = await container.renderToString(Moved, { ...paths[0]!, request: new Request(`${SITE}/2e/cards/old/`) });
    const main = select('main', fromHtml(html))!;
    expect(selectAll('b', main)).toEqual([]);
    expect(toString(select('code', main)!)).toBe('/2e/cards/<b>old</b>/');
    expect(select('a[data-moved-to]', main)?.properties.href).toBe('/2e/cards/analyze/?a=1&b=<2>');
  });
});
