/**
 * The search index, made after astro build (which wipes dist/pagefind): every built page's passages
 * (scripts/lib/search-records.ts) go into Pagefind through its Node API, one record per passage at its own URL
 * (`page#anchor`), and the lexicon — the site's vocabulary and aliases, and every page's names in shards
 * (src/lib/search/lexicon.ts) — is written beside the search page.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, rmSync, accessSync, constants } from 'node:fs';
import { basename, join, relative, sep, dirname } from 'node:path';
import * as pagefind from 'pagefind';
import { recordsOfPage, siteRecordsOfPage, sitePagesOf, type PageRecords, type SearchRecord } from './search-records.ts';
import { buildLexicon, decodeWords, LEXICON_PATH, namesPath } from '../../src/lib/search/lexicon.ts';
import { vocabularyWords } from '../../src/lib/search/words.ts';
import { tableTalkPairs } from '../../src/lib/search/table-talk.ts';
import type { Edition } from '../../src/lib/vocab.ts';
import { isStopWord } from '../../src/lib/search/stopwords.ts';
import { SEMANTIC_DIR, SEMANTIC_FILES } from '../../src/lib/search/semantic-records.ts';
import { RECORD_IDS_PATH, type RecordIds } from '../../src/lib/search/record-ids.ts';
import { SiteError } from '../../src/lib/errors.ts';
import { gunzipSync } from 'node:zlib';
import { refUrl } from '../../src/lib/urls.ts';
import { searchAidsSchema } from '../../src/schemas/search-aids.ts';
import { parseJson, readJson } from '../../src/lib/read-json.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { z } from 'astro/zod';
import { writeSemanticIndex, type RecordInput } from './semantic-index.ts';
import { ROOT } from './proc.ts';

/**
 * The `ask` field of a record: the distinct words of its search aids, stop words aside. Pagefind matches words, and
 * keeps every meta field in the fragment a result loads, so the words once each are what matching needs at about
 * half the bytes of the questions written out (a first query loads some 80 fragments while the reader types).
 */
export function askField(aids: readonly string[]): string {
  return [...new Set(aids.flatMap((a) => vocabularyWords(a)).filter((w) => !isStopWord(w)))].join(' ');
}

/** Where the ingest writes the search aids (scripts/ingest/search-aids.ts). */
export const SEARCH_AIDS_JSON = 'content/search-aids/search-aids.json';

/**
 * Each passage's search aids, by the URL of its record ("/1e/glossary/battle/#p-…"): its questions and everyday names
 * in one text, which Pagefind indexes as the record's `ask` field and the semantic layer embeds.
 */
export function searchAidsByUrl(root: string): Map<string, { ask: string[]; names: string[] }> {
  const aids = readJson(join(root, SEARCH_AIDS_JSON), z.array(searchAidsSchema()), {
    display: SEARCH_AIDS_JSON,
    hint: 'run npm run ingest, which makes it from scripts/ingest/search-aids/.',
  });
  const out = new Map<string, { ask: string[]; names: string[] }>();
  for (const a of aids) {
    const [page, anchor] = a.id.split('#') as [string, string];
    out.set(`${refUrl(page)}#${anchor}`, { ask: a.ask, names: a.names });
  }
  return out;
}

/** Every index.html under dist (but Pagefind's and Astro's asset folders), as [page URL, file], in URL order. */
export function builtPages(dist: string): Array<[string, string]> {
  return filesUnder(dist, { skip: (folder) => folder === 'pagefind' || folder === '_astro' })
    .filter((path) => basename(path) === 'index.html')
    .map((path): [string, string] => {
      const rel = relative(dist, dirname(path)).split(sep).join('/');
      return [rel ? `/${rel}/` : '/', path];
    });
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

/** What is read of Pagefind's pagefind-entry.json: its languages. */
const PAGEFIND_ENTRY = z.object({ languages: z.record(z.string(), z.unknown()).optional() });

/**
 * Waits until Pagefind's files are all on disk — its entry file parses, and there is one fragment per record — or
 * fails naming what is missing. Once, a build under heavy load shipped an empty pagefind-entry.json (search then
 * fails for every reader): the service had answered before its last file was written, and closing it cut the write.
 */
async function writtenIndex(dir: string, records: number, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let problem = '';
  for (;;) {
    try {
      const entry = readJson(join(dir, 'pagefind-entry.json'), PAGEFIND_ENTRY);
      const fragments = readdirSync(join(dir, 'fragment')).length;
      if (!entry.languages || Object.keys(entry.languages).length === 0) problem = 'pagefind-entry.json names no language';
      else if (fragments !== records) problem = `${fragments} fragments for ${records} records`;
      else return;
    } catch (e) {
      problem = (e as Error).message;
    }
    if (Date.now() > end) throw new SiteError({ what: `Pagefind did not finish writing ${dir}: ${problem}.`, where: { file: dir }, hint: BUILD_AGAIN });
    await new Promise((r) => setTimeout(r, 100));
  }
}

const BUILD_AGAIN =
  'run npm run build (or npm start) again; if it fails the same way, the machine\'s load or disk is the cause (see docs/content.md, "When something goes wrong").';

/** What begins a Pagefind fragment once unzipped, before its JSON (Pagefind's "decoded" mark). */
const FRAGMENT_MARK = 'pagefind_dcd';

/**
 * The Pagefind id of every record, by its URL: each fragment Pagefind wrote (`fragment/<id>.pf_fragment`, gzip) holds
 * one record's JSON, its `url` among it, and the file's name is the id Pagefind's search returns for it.
 */
export function pagefindIds(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(join(dir, 'fragment'))) {
    if (!name.endsWith('.pf_fragment')) continue;
    const text = gunzipSync(readFileSync(join(dir, 'fragment', name))).toString('utf8');
    const file = join(dir, 'fragment', name);
    const url = text.startsWith(FRAGMENT_MARK) ? parseJson(text.slice(FRAGMENT_MARK.length), z.object({ url: z.unknown() }), { display: file }).url : undefined;
    if (typeof url !== 'string')
      throw new SiteError({
        what: `A Pagefind fragment is not the JSON record search reads its id from (no "${FRAGMENT_MARK}" mark and url).`,
        where: { file: join(dir, 'fragment', name) },
        hint: "Pagefind's fragment format has changed (an upgrade?): update pagefindIds in scripts/lib/search-index.ts to read it.",
      });
    out.set(url, name.slice(0, -'.pf_fragment'.length));
  }
  return out;
}

/** Writes search/semantic/ids.json: each of the semantic layer's records' Pagefind id, in records.json's order. */
function writeRecordIds(dist: string): void {
  const ids = pagefindIds(join(dist, 'pagefind'));
  const { records } = readJson(join(dist, SEMANTIC_DIR, SEMANTIC_FILES.records), z.object({ records: z.array(z.object({ url: z.string() })) }), {
    display: `dist/${SEMANTIC_DIR}/${SEMANTIC_FILES.records}`,
  });
  const missing = records.filter((r) => !ids.has(r.url)).map((r) => r.url);
  if (missing.length > 0)
    throw new SiteError({
      what: `${missing.length} record(s) of the semantic layer have no Pagefind fragment: ${missing.slice(0, 3).join(', ')}.`,
      where: { file: `dist/${SEMANTIC_DIR}/${SEMANTIC_FILES.records}` },
      hint: 'this is a bug: the layer and Pagefind are given the same records (writeSearchIndex).',
    });
  const file: RecordIds = { version: 1, ids: records.map((r) => ids.get(r.url)!) };
  writeFileSync(join(dist, RECORD_IDS_PATH), JSON.stringify(file));
}

function check(what: string, response: { errors: string[] }): void {
  if (response.errors.length > 0) throw new SiteError({ what: `Pagefind failed to ${what}:`, details: response.errors, hint: BUILD_AGAIN });
}

/**
 * The size of Pagefind's index chunks (its `PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE`; the default makes ~20 KB chunks). A
 * query loads the chunk of each of its words, and a question has five or six words: smaller chunks keep a first
 * question's index bytes at about a third (measured with `npm run bench`'s first query: 123 KB of index at the
 * default, 40 KB at 3000), for some 60 more small files in the offline copy. With the search aids' `ask` field the
 * index grew; 2000 keeps a first query's index bytes where they were (the typed question of the bench: 245 KB in all,
 * against 255 KB at 3000). "Unstable" in Pagefind's own word: the
 * build test and the bench would show if a Pagefind upgrade ignored it.
 */
export const INDEX_CHUNK_SIZE = '2000';

/** Records sent to Pagefind and not yet answered, at most. */
const IN_FLIGHT = 64;

/** What the search reads of dist/data/documents.json (src/schemas/export.ts): each document's edition, rank and label. */
const DOCUMENTS_EXPORT = z.object({ items: z.array(z.object({ edition: z.string(), rank: z.number(), short: z.string() })) });

/**
 * The documents' short names, the governing one of each edition first, from the site's own export of the documents
 * (dist/data/documents.json: rank from scripts/ingest/authority.ts).
 */
export function precedenceOf(dist: string): string[] {
  const path = join(dist, 'data/documents.json');
  const { items } = readJson(path, DOCUMENTS_EXPORT, { hint: 'dist/data/documents.json is written by astro build: run npm run build.' });
  if (!items.length) throw new SiteError({ what: `${path} lists no documents: is the site built?`, where: { file: path }, hint: 'run npm run build.' });
  return [...items].sort((a, b) => a.edition.localeCompare(b.edition) || a.rank - b.rank).map((d) => d.short);
}

/** The lexicon of the site's records: its words and aliases, and every page's names in shards. */
const editionOf = (e: string | undefined): Edition | undefined => (e === '1E' || e === '2E' ? e : undefined);

function lexiconOf(site: PageRecords[], extra: readonly SearchRecord[], dist: string): ReturnType<typeof buildLexicon> & { passages: number } {
  const passages = [...site.flatMap((p) => p.passages), ...extra];
  // The words of the search aids (the `ask` field) are words search knows too: never dropped as unknown, and a typo
  // is corrected towards them ("scufle" → scuffle, a word only players use).
  return {
    ...buildLexicon(
      site.map((p) => p.page),
      passages.map((r) => (r.meta.ask ? `${r.content} ${r.meta.ask}` : r.content)),
      precedenceOf(dist),
      passages.map((r) => editionOf(r.filters.edition?.[0])),
      tableTalkPairs(),
    ),
    passages: passages.length,
  };
}

export { writtenBySearchIndex } from './search-phase-files.ts';

/**
 * Writes dist/pagefind/ and the lexicon; returns what it indexed. `semanticWritten` is called once the semantic
 * layer's files are complete, while Pagefind may still be writing its own (the build starts their precompressed
 * copies then: scripts/search-index.ts).
 */
export async function writeSearchIndex(
  dist: string,
  root: string = ROOT,
  semanticWritten?: () => void,
): Promise<{
  pages: number;
  passages: number;
  words: number;
  lexiconBytes: number;
  shards: number;
  largestShardBytes: number;
  semantic: ReturnType<typeof writeSemanticIndex>;
}> {
  // A clean, writable output first: an old index must not mix with the new one, and a folder Pagefind cannot write
  // must fail here, at once, not leave its service waiting. (dist/search/ also holds the results page: only the
  // lexicon's files go.)
  const folders = [join(dist, 'pagefind'), join(dist, dirname(namesPath(0))), join(dist, SEMANTIC_DIR)];
  try {
    for (const path of [...folders, join(dist, LEXICON_PATH)]) rmSync(path, { recursive: true, force: true });
    for (const path of folders) {
      mkdirSync(path, { recursive: true });
      accessSync(path, constants.W_OK);
    }
  } catch (e) {
    throw new SiteError({
      what: `Cannot write the search index under ${dist}: ${(e as Error).message}.`,
      where: { file: dist },
      hint: "check the folders' owner and permissions (or remove them), then build again.",
      cause: e,
    });
  }
  // Read by the Pagefind service this starts (a child process inheriting the environment).
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= INDEX_CHUNK_SIZE;
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  check('start', created);
  const index = created.index!;
  const site: PageRecords[] = [];
  const aids = searchAidsByUrl(root);
  const inputs: RecordInput[] = [];
  const extra: SearchRecord[] = [];
  let lexicon: ReturnType<typeof lexiconOf>;
  let semantic: ReturnType<typeof writeSemanticIndex>;
  try {
    // Each page's records go to Pagefind (its own process) as soon as the page is read, so that it indexes while the
    // next pages are parsed; at most IN_FLIGHT at a time, so that neither side queues the whole site in memory (sent
    // all at once, the ten-fold corpus took over 1 GB between the two processes).
    const inFlight = new Set<Promise<void>>();
    let added = 0;
    for (const [url, file] of builtPages(dist)) {
      const html = readFileSync(file, 'utf8');
      const parsed = recordsOfPage(url, html);
      // The site's own parts (walkthrough steps, disagreements, comparisons) are searchable too.
      const own = siteRecordsOfPage(url, html);
      const named = parsed ? [] : sitePagesOf(url, html);
      if (!parsed && own.length === 0 && named.length === 0) continue;
      // A copy: strings cut from the page's HTML keep the whole page in memory while they live (ten-fold: ~100 MB).
      const records = parsed ? structuredClone(parsed) : undefined;
      if (records) site.push(records);
      // The site's own pages, by their names ("walkthrough", "disagreements"): names only, their records are below.
      for (const page of named) site.push({ page, passages: [] });
      extra.push(...structuredClone(own));
      for (const r of [...(records?.passages ?? []), ...structuredClone(own)]) {
        // The search aids: a field of its own (Pagefind weighs it by the search's metaWeights), never shown.
        const aid = aids.get(r.url) ?? (r.meta.ask ? { ask: [r.meta.ask], names: [] } : { ask: [], names: [] });
        if (aid.ask.length + aid.names.length > 0) r.meta.ask = askField([...aid.ask, ...aid.names]);
        inputs.push({ record: r, ask: aid.ask, names: aid.names });
        const p: Promise<void> = index.addCustomRecord(r).then((res) => {
          inFlight.delete(p);
          check(`index ${r.url}`, res);
        });
        inFlight.add(p);
        added++;
        if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
      }
    }
    await Promise.all(inFlight);
    if (added === 0)
      throw new SiteError({
        what: `No page under ${dist} has a passage to search (data-pagefind-body with ¶ anchors): is the site built?`,
        where: { file: dist },
        hint: 'run npm run build; if it did, the pages lost their data-pagefind-body or ¶ anchors (src/layouts/, src/plugins/remark-anchors.ts).',
      });
    // Pagefind writes its files in its own process (mostly the kernel's work of creating some 2,300 files) while this
    // one makes the lexicon and the semantic layer.
    const [written, made] = await Promise.all([
      index.writeFiles({ outputPath: join(dist, 'pagefind') }),
      Promise.resolve().then(() => {
        const made = { lexicon: lexiconOf(site, extra, dist), semantic: writeSemanticIndex(root, dist, inputs) };
        semanticWritten?.();
        return made;
      }),
    ]);
    check('write dist/pagefind', written);
    ({ lexicon, semantic } = made);
    await writtenIndex(join(dist, 'pagefind'), added);
    writeRecordIds(dist);
  } finally {
    await pagefind.close();
  }
  const write = (path: string, data: unknown): number => {
    const out = join(dist, path);
    mkdirSync(dirname(out), { recursive: true });
    const json = JSON.stringify(data);
    writeFileSync(out, json);
    return json.length;
  };
  const lexiconBytes = write(LEXICON_PATH, lexicon.lexicon);
  const shardBytes = lexicon.shards.map((s) => write(namesPath(s.file), s));
  return {
    pages: site.length,
    passages: lexicon.passages,
    words: Object.keys(decodeWords(lexicon.lexicon.words)).length,
    lexiconBytes,
    shards: lexicon.shards.length,
    largestShardBytes: Math.max(...shardBytes),
    semantic,
  };
}
