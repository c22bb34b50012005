/**
 * Build tests of search: the index and lexicon the build wrote (dist/), and the golden set's integrity against the
 * built site (every answer is a page or ¶ anchor that exists; the set holds the mix of lookups the issue asks for).
 */
import type { DocumentRecord, PrecedenceRecord } from '../src/schemas/index.ts';
import { describe, expect, test } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { pagefindFilesOf, WARM_PATHS } from '../src/client/search-box.ts';
import { join } from 'node:path';
import { selectAll } from 'hast-util-select';
import { gunzipSync } from 'node:zlib';
import { DIST, pages, page, body, ids, contentText } from './dist.ts';
import { decodeWords, LEXICON_PATH, namesPath, type Lexicon, type LexiconPage, type NamesShard } from '../src/lib/search/lexicon.ts';
import { tableTalkPairs } from '../src/lib/search/table-talk.ts';
import { GOLDEN, LOOKUP_KINDS, TEST, TUNE } from '../e2e/search-golden/index.ts';
import { HELD_OUT } from '../e2e/search-golden/held-out.ts';

const lexicon = JSON.parse(readFileSync(join(DIST, LEXICON_PATH), 'utf8')) as Lexicon;
const files = [...new Set(Object.values(lexicon.shards))].sort((a, b) => a - b);
const shards = files.map((f) => JSON.parse(readFileSync(join(DIST, namesPath(f)), 'utf8')) as NamesShard);
const named = new Map<string, LexiconPage>(shards.flatMap((s) => s.pages.map((p): [string, LexiconPage] => [p[0], p])));

describe('the search index', () => {
  test('should leave the results page beside the lexicon (dist/search/ holds both)', () => {
    expect(readFileSync(join(DIST, 'search/index.html'), 'utf8')).toContain('data-search-page');
  });

  test('should carry the precedence data (content/documents/precedence.json) to the reader, governing document first', () => {
    const precedence = JSON.parse(readFileSync(join(DIST, '../content/documents/precedence.json'), 'utf8')) as PrecedenceRecord[];
    const documents = JSON.parse(readFileSync(join(DIST, '../content/documents/documents.json'), 'utf8')) as DocumentRecord[];
    const short = (id: string) => documents.find((d) => d.id === id)!.short;
    expect(lexicon.precedence).toEqual(precedence.sort((a, b) => a.edition.localeCompare(b.edition)).flatMap((p) => p.order.map(short)));
    expect(lexicon.precedence.slice(0, 3)).toEqual(['ST1E Glossary', 'ST1E Rulebook v1.7', "Gray's Digital Edition"]);
  });

  test('should hold one record, at its ¶ anchor, for every passage of the searchable pages that has words', () => {
    // Each Pagefind fragment is a record; it names its URL.
    const indexed = new Set(
      readdirSync(join(DIST, 'pagefind/fragment')).map((f) => {
        const json = gunzipSync(readFileSync(join(DIST, 'pagefind/fragment', f))).subarray('pagefind_dcd'.length);
        return (JSON.parse(json.toString('utf8')) as { url: string }).url;
      }),
    );
    expect(indexed.size).toBe(lexicon.passages);
    const wanted: string[] = [];
    for (const p of pages()) {
      const b = body(p);
      if (!b) continue;
      const ignored = new Set(selectAll('[data-pagefind-ignore] [id]', b));
      for (const e of selectAll('p[id^="p-"], li[id^="p-"]', b)) {
        // A passage that is only a mark of lost text has nothing to find.
        if (!ignored.has(e) && /[\p{L}\p{N}]/u.test(contentText(e))) wanted.push(`${p.url}#${String(e.properties.id)}`);
      }
    }
    // The site's own searchable parts: walkthrough steps, disagreements, comparisons (scripts/lib/search-records.ts).
    for (const p of pages())
      for (const e of selectAll('[data-search-record]', p.tree)) wanted.push(e.properties.id ? `${p.url}#${String(e.properties.id)}` : p.url);
    expect(wanted.length).toBeGreaterThan(1900);
    expect(wanted.filter((u) => !indexed.has(u))).toEqual([]);
    expect([...indexed].filter((u) => !wanted.includes(u))).toEqual([]);
  });

  test('should list every searchable page in the names shards, with its names and group, and no shard too large', () => {
    const searchable = pages()
      .filter((p) => body(p))
      .map((p) => p.url)
      .sort();
    // The site's own pages named by their heading's data-search-names (the walkthroughs, /disagreements/, /1e/compare/).
    const ownPages = pages()
      .filter((p) => selectAll('h1[data-search-names]', p.tree).length > 0)
      .map((p) => p.url);
    expect(ownPages.sort()).toEqual(['/1e/compare/', '/1e/walkthrough/', '/2e/walkthrough/', '/disagreements/']);
    expect([...named.keys()].sort()).toEqual([...searchable, ...ownPages].sort());
    const pinned = named.get('/2e/cards/pinned-down/')!;
    expect(pinned[2]).toEqual(['Pinned Down']);
    expect(lexicon.groups[pinned[1]]).toEqual({ edition: '2E', kind: 'card', kindLabel: 'Card', document: 'Card index' });
    expect(shards.filter((s) => s.pages.some(([url]) => url === pinned[0])).flatMap((s) => s.keys.filter((k) => k === 'do' || k === 'pi'))).toEqual([
      'do',
      'pi',
    ]);
    expect(shards.length).toBeLessThan(60);
    expect(named.get('/1e/glossary/present/')![2]).toEqual(['present', 'aboard']);
    expect(lexicon.aliases).toContainEqual(['aboard', 'present', '1E']);
    // A query fetches a few files: none is a large share of the site.
    expect(Math.max(...shards.map((s) => s.pages.length))).toBeLessThan(searchable.length / 10);
  });

  test('should carry the table talk the browser searches with (table-talk.ts), without its sources and reasons', () => {
    expect(lexicon.version).toBe(4);
    expect(lexicon.tableTalk).toEqual(tableTalkPairs());
    expect(lexicon.tableTalk.find(([term, edition]) => term === 'cloak' && edition === '1E')?.[2].split('|')).toContain('invisible');
    expect(JSON.stringify(lexicon.tableTalk)).not.toContain('glossary-terms.txt');
  });

  test('should hold the words of the documents for spelling correction, counted by record', () => {
    const words = decodeWords(lexicon.words);
    expect(words.dilemma).toBeGreaterThanOrEqual(100);
    expect(words.qflash).toBeGreaterThan(0); // "Q-Flash" written together
    expect(words.dilemna).toBeUndefined();
  });
});

describe('the search golden set', () => {
  const all = [...TUNE, ...TEST];

  test('should hold the mix of lookups asked for: 100 or more, with at least 40 questions, 20 paraphrases, 15 typos and 10 partial card names', () => {
    const count = (kind: string) => GOLDEN.filter((l) => l.kind === kind).length;
    expect(GOLDEN.length).toBeGreaterThanOrEqual(100);
    expect(count('question')).toBeGreaterThanOrEqual(40);
    expect(count('paraphrase')).toBeGreaterThanOrEqual(20);
    expect(count('typo')).toBeGreaterThanOrEqual(15);
    expect(count('card')).toBeGreaterThanOrEqual(10);
    expect(count('keyword')).toBeGreaterThan(0);
    // The judge kind came with the sealed test part (e2e/search-golden/retired-test-1.ts, now retired to TUNE); the held-out set predates it.
    for (const kind of LOOKUP_KINDS.filter((k) => k !== 'judge'))
      expect(
        HELD_OUT.some((l) => l.kind === kind),
        kind,
      ).toBe(true);
  });

  test('should cover both editions and all five documents', () => {
    const docs = new Set(GOLDEN.flatMap((l) => l.source.map((s) => s.split(':')[0])));
    expect([...docs].sort()).toEqual([
      '1e-glossary-terms.txt',
      '1e-grays-digital-edition-rulebook.txt',
      '1e-rulebook-v1.7.md',
      '2e-current-rulings-2011-01-03.txt',
      '2e-rulebook.txt',
    ]);
    expect(new Set(GOLDEN.map((l) => l.edition))).toEqual(new Set(['1E', '2E']));
  });

  test('should name answers that exist on the built site: a page, or a ¶ anchor on it', () => {
    const missing: string[] = [];
    for (const l of all) {
      for (const a of l.answers) {
        const [url, anchor] = a.split('#') as [string, string | undefined];
        try {
          if (anchor && !ids(page(url)).has(anchor)) missing.push(`${l.q}: ${a}`);
        } catch {
          missing.push(`${l.q}: ${a} (no page)`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test('should cite source lines that exist', () => {
    const lengths = new Map<string, number>();
    const bad: string[] = [];
    for (const l of all) {
      for (const s of l.source) {
        const m = /^([^:]+):(\d+)(?:-(\d+))?$/.exec(s);
        if (!m) {
          bad.push(`${l.q}: ${s}`);
          continue;
        }
        if (!lengths.has(m[1]!)) lengths.set(m[1]!, readFileSync(join(import.meta.dirname, '../content/sources', m[1]!), 'utf8').split('\n').length);
        if (Number(m[3] ?? m[2]) > lengths.get(m[1]!)!) bad.push(`${l.q}: ${s}`);
      }
    }
    expect(bad).toEqual([]);
  });

  test('should keep the held-out lookups apart from the golden set', () => {
    const golden = new Set(GOLDEN.map((l) => l.q));
    expect(HELD_OUT.filter((l) => golden.has(l.q)).map((l) => l.q)).toEqual([]);
  });

  test('should keep the sealed TEST part apart from TUNE, with the mix the issue asks for', () => {
    const tune = new Set(TUNE.map((l) => l.q.toLowerCase()));
    expect(TEST.filter((l) => tune.has(l.q.toLowerCase())).map((l) => l.q)).toEqual([]);
    const count = (kind: string) => TEST.filter((l) => l.kind === kind).length;
    expect(TEST.length).toBeGreaterThanOrEqual(100);
    // The part in force (test-12.ts) leans on paraphrases that avoid the rule's words (issue 34); lookups that repeated
    // TUNE word for word were removed (its header).
    expect(count('question') + count('paraphrase')).toBeGreaterThanOrEqual(80);
    expect(count('paraphrase')).toBeGreaterThanOrEqual(35);
    for (const kind of ['typo', 'judge']) expect(count(kind), kind).toBeGreaterThanOrEqual(10);
    expect(count('card')).toBeGreaterThanOrEqual(9);
    expect(new Set(TEST.map((l) => l.edition))).toEqual(new Set(['1E', '2E']));
    const docs = new Set(TEST.flatMap((l) => l.source.map((s) => s.split(':')[0])));
    expect(docs.size).toBe(5);
  });
});

describe('what the header box asks for on first focus (src/client/search-box.ts, issue 34)', () => {
  test("should name files the build wrote: Pagefind's script, its entry's metadata and WebAssembly, the lexicon", () => {
    const files = pagefindFilesOf(JSON.parse(readFileSync(join(DIST, WARM_PATHS.entry), 'utf8')));
    expect(files).toHaveLength(2);
    for (const f of [...files, WARM_PATHS.pagefind, WARM_PATHS.lexicon]) expect(existsSync(join(DIST, f)), f).toBe(true);
  });
});
