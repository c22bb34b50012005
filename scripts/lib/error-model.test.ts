/**
 * The error model holds (src/lib/errors.ts): an error a contributor or reader can cause is a SiteError (what, where,
 * hint); a plain `new Error(` (or `throw Error(`) in scripts/ and src/ is only a bug check — `bug(…)` or `must(…)`,
 * which say it is a bug and how to report it — and JSON is read through src/lib/read-json.ts. A new plain Error or
 * JSON.parse fails here with its file and line. Allowed apart from that:
 * - a line marked `// error-model: <why>` (code run inside the browser page by Playwright's `page.evaluate`, which
 *   has no SiteError; a JSON string literal that is not a file);
 * - the browser's own code (BROWSER), which cannot import the Node reader and whose errors the page catches and
 *   shows as its state ("search is not available"), never printed by a runner or Astro;
 * - test support (TEST_SUPPORT): modules only tests import (checked below), whose throws fail a test.
 */
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { bug, BugError, formatError, REPORT_BUG } from '../../src/lib/errors.ts';
import { must } from '../../src/lib/must.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Browser code (bundled for the page or a worker, or served to it as text). */
const BROWSER = ['src/client/', 'src/walkthrough/island.ts', 'scripts/lib/sw-template.js'];

/** Modules that only tests (and other test support) import. */
const TEST_SUPPORT = [
  'scripts/ingest/current-rulings-2e/whole-document.ts',
  'scripts/ingest/glossary-1e/snippets.ts',
  'scripts/ingest/cards/test-sources.ts',
  'scripts/ingest/lib/fixtures.ts',
  'scripts/ingest/lib/read-back.ts',
  'scripts/ingest/grays-1e/whole-book.ts',
  'scripts/ingest/rulebook-1e/whole-book.ts',
  'scripts/ingest/rulebook-2e/whole-book.ts',
  'src/walkthrough/testing.ts',
];

const isTest = (path: string) => /\.test(-helper)?\.ts$/.test(path) || path.endsWith('.test-helper.ts') || path.startsWith('tests/') || path.startsWith('e2e/');

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...filesUnder(path));
    else if (/\.(ts|mts|js|mjs|astro)$/.test(e.name)) out.push(path);
  }
  return out;
}

/** The code of scripts/ and src/ that runs for contributors and readers: no tests, no test support. */
const CODE = [...filesUnder('scripts'), ...filesUnder('src'), 'astro.config.mjs'].filter((f) => !isTest(f) && !TEST_SUPPORT.includes(f)).sort();

/** Each line of `text` (the file `file`) that matches `pattern` and is not marked, as "file:line: text". */
function offendingLines(file: string, text: string, pattern: RegExp): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (!pattern.test(line)) return;
    // Marked on the line itself, or by a comment line of its own just above.
    if (/\/\/ error-model: \S/.test(line) || /^\s*\/\/ error-model: \S/.test(lines[i - 1] ?? '')) return;
    out.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return out;
}

/** {@link offendingLines} of each of `files` not under `allowedIn` (a folder ending in "/", or a file). */
function offending(files: readonly string[], pattern: RegExp, allowedIn: readonly string[]): string[] {
  return files
    .filter((file) => !allowedIn.some((a) => (a.endsWith('/') ? file.startsWith(a) : file === a)))
    .flatMap((file) => offendingLines(file, readFileSync(join(ROOT, file), 'utf8'), pattern));
}

const PLAIN_ERROR = /\bnew Error\(|\bthrow Error\(/;
const JSON_PARSE = /\bJSON\.parse\(/;

describe('the error model in scripts/ and src/', () => {
  test('should throw no plain Error outside a bug check (bug(), must()): a contributor’s or reader’s fault is a SiteError', () => {
    const found = offending(CODE, PLAIN_ERROR, BROWSER);
    expect(found, `a plain Error: throw a SiteError (what, where, hint), or bug(…) if only a bug in the code can cause it:\n${found.join('\n')}`).toEqual([]);
  });

  test('should read JSON only through src/lib/read-json.ts (readJson with a schema, readJsonAs for the build’s own files)', () => {
    const found = offending(CODE, JSON_PARSE, [...BROWSER, 'src/lib/read-json.ts']);
    expect(found, `JSON.parse outside the shared reader: use readJson / parseJson (src/lib/read-json.ts):\n${found.join('\n')}`).toEqual([]);
  });

  test('the check names a new plain Error and JSON.parse by file and line, and lets a marked line or bug() pass', () => {
    // The shape of scripts/ingest/grays-1e/outline-data.ts before it threw SiteErrors, and of a reader with a cast.
    const text = [
      'if (slugs.has(slug)) throw new Error(`SECTIONS: two sections would have the same slug.`);',
      'const cards = JSON.parse(json) as Array<{ id: string }>;',
      'if (v === undefined) throw bug(`a cell read before it was set`);',
      "if (!box) throw new Error('no box'); // error-model: thrown in the page (page.evaluate)",
      'throw Error(`bare`);',
    ].join('\n');
    expect(offendingLines('scripts/x.ts', text, PLAIN_ERROR)).toEqual([
      'scripts/x.ts:1: if (slugs.has(slug)) throw new Error(`SECTIONS: two sections would have the same slug.`);',
      'scripts/x.ts:5: throw Error(`bare`);',
    ]);
    expect(offendingLines('scripts/x.ts', text, JSON_PARSE)).toEqual(['scripts/x.ts:2: const cards = JSON.parse(json) as Array<{ id: string }>;']);
  });

  test('test support is imported only by tests and other test support', () => {
    const importers = new Map<string, string[]>(TEST_SUPPORT.map((f) => [f, []]));
    const all = [...filesUnder('scripts'), ...filesUnder('src'), ...filesUnder('tests'), ...filesUnder('e2e')];
    for (const file of all) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
        const target = relative(ROOT, resolve(ROOT, dirname(file), m[1] ?? ''));
        importers.get(target)?.push(file);
      }
    }
    for (const [module, by] of importers) {
      expect(by.length, `${module} is imported by nothing: take it off TEST_SUPPORT`).toBeGreaterThan(0);
      const code = by.filter((f) => !isTest(f) && !TEST_SUPPORT.includes(f));
      expect(code, `${module} is test support, yet code imports it`).toEqual([]);
    }
  });
});

describe('a bug check says it is a bug, and how to report it', () => {
  test('must() of a missing value', () => {
    let caught: unknown;
    try {
      must(new Map<string, number>().get('x'), 'the rank of glossary/1e/warp-speed');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(BugError);
    expect((caught as Error).message).toBe(`the rank of glossary/1e/warp-speed is missing: the code assumed it is always there. ${REPORT_BUG}`);
    expect(REPORT_BUG).toMatch(/a bug in the site's code, not in the content.*report it to the maintainers.*the command you ran.*--debug/);
    // A runner prints it as an error to report, with how to see its stack.
    const printed = formatError(caught);
    expect(printed.split('\n')[0]).toBe(`✗ BugError: the rank of glossary/1e/warp-speed is missing: the code assumed it is always there. ${REPORT_BUG}`);
    expect(printed).toContain('--debug');
  });

  test('bug() ends its sentence before the report line', () => {
    expect(bug('cell (1, 2) read before it was set').message).toBe(`cell (1, 2) read before it was set. ${REPORT_BUG}`);
    expect(bug('No section "x" in this outline.').message).toBe(`No section "x" in this outline. ${REPORT_BUG}`);
  });
});
