/**
 * The figures of the README and docs/ against what they count. Each figure a reader could act on (pages built,
 * entries, files kept offline, golden-set sizes, limits) is matched by a pattern below and compared with the built
 * site (dist/), content/ or the constant that sets it; a figure the pattern no longer finds, or one that no longer
 * matches, fails with the file, the words and the value to write. Every other count or size in those documents
 * (pages, entries, files, lookups, rulings, errata, steps, KB, MB, GB) must be one of these figures or a dated record
 * listed in RECORDS with where it was measured, so a new figure cannot be added unchecked.
 */
import { describe, expect, test } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { htmlFiles } from '../scripts/lib/html-pages.ts';
import { keepManifest, MAX_FILE_BYTES, SEMANTIC_MAX_BYTES } from '../scripts/lib/sw.ts';
import { STANDING_LINE_MAX } from '../src/schemas/documents.ts';
import { PRECOMPRESS_MIN_BYTES } from '../src/lib/site-headers.ts';
import { TEST, type LookupKind } from '../e2e/search-golden/index.ts';
import { DIST } from './dist.ts';
import { gzipSync } from 'node:zlib';
import { TABLE_TALK, tableTalkPairs } from '../src/lib/search/table-talk.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Files under `dir` (relative to the repository) whose name ends with `ext`, recursively. */
const filesUnder = (dir: string, ext = '') =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true }).filter((d) => d.isFile() && d.name.endsWith(ext)).length;
const markdownEntries = () =>
  readdirSync(join(ROOT, 'content'))
    .filter((c) => c !== 'sources')
    .reduce((n, c) => n + filesUnder(`content/${c}`, '.md'), 0);
const kind = (k: LookupKind) => TEST.filter((l) => l.kind === k).length;
const MiB = 1024 * 1024;
const keep = () => keepManifest(DIST);

interface Figure {
  /** The words around the figure; its one group is the number. */
  pattern: RegExp;
  /** What it counts, as it is now. */
  actual: () => number;
  /** A figure written "about N": the share it may be off by. */
  about?: number;
  /** Where the pattern must be found (every file of DOCS that has it is checked). */
  files: string[];
}

const FIGURES: Figure[] = [
  { files: ['README.md'], pattern: /The build makes ([\d,]+) pages/, actual: () => htmlFiles(DIST).length },
  { files: ['README.md'], pattern: /pages from ([\d,]+) Markdown entries/, actual: markdownEntries },
  { files: ['docs/measuring.md'], pattern: /writing\s+([\d,]+) pages/, actual: () => htmlFiles(DIST).length },
  { files: ['docs/measuring.md'], pattern: /rendering the ([\d,]+) Markdown entries/, actual: markdownEntries },
  { files: ['docs/measuring.md'], pattern: /Starlight site of the same ([\d,]+) Markdown entries/, actual: markdownEntries },
  { files: ['docs/measuring.md'], pattern: /Pagefind creates\s+about ([\d,]+) files/, actual: () => filesUnder('dist/pagefind'), about: 0.15 },
  { files: ['README.md'], pattern: /its ([\d,]+)-entry glossary/, actual: () => filesUnder('content/glossary/2e', '.md') },
  { files: ['README.md'], pattern: /\(([\d,]+) rulings\)/, actual: () => filesUnder('content/rulings', '.md') },
  { files: ['README.md'], pattern: /\(([\d,]+) errata\)/, actual: () => filesUnder('content/errata', '.md') },
  { files: ['docs/architecture.md'], pattern: /about ([\d,]+) files, [\d.]+ MB on disk/, actual: () => keep().files, about: 0.1 },
  { files: ['docs/architecture.md'], pattern: /about [\d,]+ files, ([\d.]+) MB on disk/, actual: () => keep().bytes / MiB, about: 0.1 },
  { files: ['docs/architecture.md'], pattern: /A file over ([\d.]+) MB/, actual: () => MAX_FILE_BYTES / MiB },
  { files: ['docs/architecture.md'], pattern: /the semantic layer's may reach ([\d.]+) MB/, actual: () => SEMANTIC_MAX_BYTES / MiB },
  {
    files: ['docs/architecture.md'],
    pattern: /against a budget of ([\d,]+) KB/,
    actual: () => Number(/FIRST_VISIT_BUDGET = (\d+) \* 1024/.exec(text('e2e/offline.spec.ts'))?.[1]),
  },
  { files: ['docs/content.md'], pattern: /at most ([\d,]+) characters/, actual: () => STANDING_LINE_MAX },
  { files: ['docs/search.md'], pattern: /gzip for ([\d,]+) entries/, actual: () => TABLE_TALK.length },
  {
    files: ['docs/search.md'],
    pattern: /about ([\d.]+) KB gzip for [\d,]+ entries/,
    actual: () => gzipSync(JSON.stringify(tableTalkPairs()), { level: 9 }).length / 1024,
    about: 0.15,
  },
  { files: ['docs/measuring.md'], pattern: /`test-12\.ts`, ([\d,]+) lookups/, actual: () => TEST.length },
  { files: ['docs/measuring.md'], pattern: /lookups: ([\d,]+) questions/, actual: () => kind('question') },
  { files: ['docs/measuring.md'], pattern: /([\d,]+) everyday\s+paraphrases/, actual: () => kind('paraphrase') },
  { files: ['docs/measuring.md'], pattern: /([\d,]+) typos/, actual: () => kind('typo') },
  { files: ['docs/measuring.md'], pattern: /([\d,]+) card names/, actual: () => kind('card') },
  { files: ['docs/measuring.md'], pattern: /([\d,]+) judge\s+lookups/, actual: () => kind('judge') },
  { files: ['docs/measuring.md'], pattern: /([\d,]+) keywords/, actual: () => kind('keyword') },
  { files: ['docs/architecture.md'], pattern: /\.bin of ([\d,]+) KB or more/, actual: () => PRECOMPRESS_MIN_BYTES / 1024 },
  { files: ['docs/deploying.md'], pattern: /file of at least ([\d,]+) KB/, actual: () => PRECOMPRESS_MIN_BYTES / 1024 },
];

/**
 * Counts and sizes that are records of a measurement made once (with where it is recorded), not of the site as it
 * is: they are not remeasured, and each must still be found where it is listed.
 */
const RECORDS: { file: string; words: string; why: string }[] = [
  {
    file: 'docs/measuring.md',
    words: '0.85–0.92 GB',
    why: 'the ten-fold build with and without allocator variables, measured when they were dropped (issue 29)',
  },
  { file: 'docs/measuring.md', words: '1.06–1.23 GB', why: 'the same measurement' },
  { file: 'docs/measuring.md', words: 'over 1 GB', why: 'the index step before records were batched, measured when it changed' },
  { file: 'docs/measuring.md', words: 'Node 374 MB + Pagefind 685 MB', why: 'the same measurement' },
  { file: 'docs/measuring.md', words: 'about 160 + 630 MB', why: 'the same measurement, after the change' },
  { file: 'docs/architecture.md', words: 'all 39 pages: 1,020 to 329', why: "the comparison's marks before and after issue 15's change" },
  { file: 'docs/architecture.md', words: '5,391 → 4,413', why: 'automatic links before and after issue 15' },
  { file: 'docs/measuring.md', words: '2,300 files: 54 ms', why: "the file system's allocation test (2,300 files of 4 KB), measured for issue 29" },
  { file: 'docs/measuring.md', words: '3,700 files', why: "this site's dist/ at that measurement (Starlight's: 1,100)" },
  {
    file: 'docs/measuring.md',
    words: "about 141 KB in all (the WebAssembly 59 KB, the lexicon 28 KB, the search's chunk 18 KB, the metadata 17 KB, Pagefind's script 14 KB)",
    why: 'what a cold first search loaded before its first results, measured for issue 34 on 29 November 2026 (brotli, as served)',
  },
  {
    file: 'docs/measuring.md',
    words: '884–911 KB each',
    why: 'what each cold first search fetched, the meaning layer after its results included, in npm run bench -- --cold-search on f37ee0e (issue 34, 29 November 2026)',
  },
  {
    file: 'docs/measuring.md',
    words: '885–912 KB each',
    why: 'what each cold first search fetched in npm run bench -- --cold-search on 11f2073, after the model was re-adapted (issue 34, 29 November 2026)',
  },
  { file: 'docs/search.md', words: '10 KB compressed', why: "search/semantic/ids.json's size when fused and lexical results took one id (issue 36)" },
  { file: 'docs/search.md', words: '662 lookups', why: 'TUNE when the v2 model was made (it has grown since: two sealed parts retired into it)' },
  { file: 'docs/search.md', words: '1,175 lookups', why: "LOOK's lookups with a passage among their answers when v2 was remade on them (issue 34)" },
  { file: 'docs/architecture.md', words: 'the 2.6 MB `model.bin`', why: 'the file of the p99 measurement for issue 35 (2,632,752 bytes)' },
];

const UNITS = /(\d[\d,.]*)[ -](?:Markdown )?(pages|entries|entry|files|lookups|rulings|errata|steps|KB|MB|GB)\b/g;
const number = (s: string) => Number(s.replace(/,/g, ''));

describe('figures in the README and docs/', () => {
  test.each(FIGURES.map((f) => [f.pattern.source, f] as const))('%s', (_, figure) => {
    const actual = figure.actual();
    expect(Number.isFinite(actual), `could not count what ${figure.pattern} counts`).toBe(true);
    for (const file of figure.files) {
      const m = figure.pattern.exec(text(file));
      expect(m, `${file}: the figure /${figure.pattern.source}/ is gone; put it back or remove it from tests/docs-figures.test.ts`).not.toBeNull();
      const written = number(m![1]!);
      const off = Math.abs(written - actual) / Math.max(actual, 1);
      const ok = figure.about ? off <= figure.about : Math.abs(written - actual) < 0.5;
      expect(ok, `${file}: "${m![0]}" says ${written}, but it is now ${figure.about ? 'about ' : ''}${Number(actual.toFixed(1))}: change the figure`).toBe(
        true,
      );
    }
  });

  test('should hold no count or size that is neither checked above nor a listed record', () => {
    const unchecked: string[] = [];
    for (const file of DOCS) {
      const body = text(file);
      const covered: [number, number][] = [];
      for (const f of FIGURES) {
        const m = new RegExp(f.pattern.source, 'g');
        for (const hit of body.matchAll(m)) covered.push([hit.index, hit.index + hit[0].length]);
      }
      for (const r of RECORDS.filter((r) => r.file === file)) {
        const at = body.indexOf(r.words);
        expect(at, `${file}: the record "${r.words}" is gone; remove it from RECORDS`).toBeGreaterThanOrEqual(0);
        covered.push([at, at + r.words.length]);
      }
      for (const hit of body.matchAll(UNITS)) {
        const inside = covered.some(([a, b]) => hit.index >= a && hit.index < b);
        if (!inside) unchecked.push(`${file}: "${hit[0]}" (line ${body.slice(0, hit.index).split('\n').length})`);
      }
    }
    expect(unchecked, 'each figure must be checked in FIGURES (or be a dated record in RECORDS) in tests/docs-figures.test.ts').toEqual([]);
  });

  test('should find the build it checks against', () => {
    expect(existsSync(join(DIST, 'pagefind')), 'run "npm run build" first').toBe(true);
  });
});
