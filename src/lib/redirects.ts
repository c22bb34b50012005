/**
 * The site's redirects: old page URLs that a new version of a source moved, each to the page that took its place.
 * The ingest writes them (content/redirects/redirects.json, from the reviewed list scripts/ingest/source-versions.reviewed.ts,
 * each checked against the pages it makes); src/pages/[...moved].astro makes each old URL a page of the site that
 * says where the text went and sends the reader there (a refresh and a link, so it works with script off).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SiteError } from './errors.ts';
import { parseJsonText } from './read-json.ts';

export const REDIRECTS_PATH = 'content/redirects/redirects.json';

const GENERATED = 'It is generated from scripts/ingest/source-versions.reviewed.ts: do not edit it by hand; run npm run ingest to make it again.';

/** The redirects in the file under `root`: { "/2e/cards/old/": "/2e/cards/new/" }; none when there is no file. */
export function siteRedirects(root: string): Record<string, string> {
  const path = join(root, REDIRECTS_PATH);
  if (!existsSync(path)) return {};
  const list = parseJsonText(readFileSync(path, 'utf8'), REDIRECTS_PATH, GENERATED);
  if (!Array.isArray(list))
    throw new SiteError({
      what: `${REDIRECTS_PATH} holds ${list === null ? 'null' : typeof list}, not a list of { "from": "/old/", "to": "/new/" }.`,
      where: { file: REDIRECTS_PATH },
      hint: GENERATED,
    });
  const redirects: Record<string, string> = {};
  list.forEach((entry: unknown, i) => {
    const { from, to } = (entry ?? {}) as { from?: unknown; to?: unknown };
    if (typeof from !== 'string' || !from.startsWith('/') || typeof to !== 'string' || !to.startsWith('/')) {
      throw new SiteError({
        what: `${REDIRECTS_PATH}, entry ${i + 1}: expected { "from": "/old/", "to": "/new/" }, found ${JSON.stringify(entry)}.`,
        where: { file: REDIRECTS_PATH, entry: String(i + 1) },
        hint: `${GENERATED} If the ingest writes it so, fix the moved pages in scripts/ingest/source-versions.reviewed.ts.`,
      });
    }
    redirects[from] = to;
  });
  return redirects;
}

/** The redirect pages' paths, as src/pages/[...moved].astro's getStaticPaths gives them: the old URL without its slashes. */
export function redirectPaths(root: string): Array<{ params: { moved: string }; props: { from: string; to: string } }> {
  return Object.entries(siteRedirects(root)).map(([from, to]) => ({ params: { moved: from.replace(/^\/|\/$/g, '') }, props: { from, to } }));
}
