/**
 * The search index, made after astro build (which wipes dist/pagefind): every built page's passages
 * (scripts/lib/search-records.ts) go into Pagefind through its Node API, one record per passage at its own URL
 * (`page#anchor`), and the lexicon — the site's vocabulary and aliases, and every page's names in shards
 * (src/lib/search/lexicon.ts) — is written beside the search page.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative, sep, dirname } from 'node:path';
import * as pagefind from 'pagefind';
import { recordsOfPage, type PageRecords } from './search-records.ts';
import { buildLexicon, LEXICON_PATH, namesPath } from '../../src/lib/search/lexicon.ts';

/** Every index.html under dist (but Pagefind's and Astro's asset folders), as [page URL, file], in URL order. */
export function builtPages(dist: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(dist, 'pagefind') && path !== join(dist, '_astro')) walk(path);
      } else if (entry.name === 'index.html') {
        const rel = relative(dist, dir).split(sep).join('/');
        out.push([rel ? `/${rel}/` : '/', path]);
      }
    }
  };
  walk(dist);
  return out;
}

/** What every searchable page of the built site gives search, pages in URL order. */
export function siteRecords(dist: string): PageRecords[] {
  const out: PageRecords[] = [];
  for (const [url, file] of builtPages(dist)) {
    const records = recordsOfPage(url, readFileSync(file, 'utf8'));
    if (records) out.push(records);
  }
  return out;
}

function check(what: string, response: { errors: string[] }): void {
  if (response.errors.length > 0) throw new Error(`Pagefind failed to ${what}:\n${response.errors.join('\n')}`);
}

/** Writes dist/pagefind/ and the lexicon; returns what it indexed. */
export async function writeSearchIndex(dist: string): Promise<{ pages: number; passages: number; words: number; lexiconBytes: number; shards: number; largestShardBytes: number }> {
  const site = siteRecords(dist);
  const passages = site.flatMap((p) => p.passages);
  if (passages.length === 0) throw new Error(`No page under ${dist} has a passage to search (data-pagefind-body with ¶ anchors): is the site built?`);
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  check('start', created);
  const index = created.index!;
  try {
    // The service takes records one message at a time; sending them all at once keeps its queue full.
    const added = await Promise.all(passages.map((r) => index.addCustomRecord(r)));
    added.forEach((res, i) => check(`index ${passages[i]!.url}`, res));
    check('write dist/pagefind', await index.writeFiles({ outputPath: join(dist, 'pagefind') }));
  } finally {
    await pagefind.close();
  }
  const { lexicon, shards } = buildLexicon(
    site.map((p) => p.page),
    passages.map((r) => r.content),
  );
  const write = (path: string, data: unknown): number => {
    const out = join(dist, path);
    mkdirSync(dirname(out), { recursive: true });
    const json = JSON.stringify(data);
    writeFileSync(out, json);
    return json.length;
  };
  const lexiconBytes = write(LEXICON_PATH, lexicon);
  const shardBytes = shards.map((s) => write(namesPath(s.shard), s));
  return { pages: site.length, passages: passages.length, words: Object.keys(lexicon.words).length, lexiconBytes, shards: shards.length, largestShardBytes: Math.max(...shardBytes) };
}
