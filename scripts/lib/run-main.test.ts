/**
 * How the runners print an error (scripts/lib/run-main.ts over src/lib/errors.ts): the ingest's errors — a source not
 * shaped as an importer expects, a card name without a verdict (the error a contributor meets most) — in one block
 * with a hint and no stack; an unexpected plain Error as its message; the stack only with --debug or DEBUG.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatError, SiteError } from '../../src/lib/errors.ts';
import { importCurrentRulings2e } from '../ingest/current-rulings-2e.ts';
import { edited } from '../ingest/current-rulings-2e/whole-document.ts';
import { applyReview } from '../ingest/cards/review.ts';
import { rulings } from '../ingest/cards/test-sources.ts';
import { CARDS, REJECTED } from '../ingest/cards.review.ts';
import { UnreviewedCandidatesError } from '../ingest/cards/verdicts.ts';
import { SourceFormatError } from '../ingest/lib/source.ts';
import { ROOT } from './proc.ts';
import { SECTIONS, type SectionEntry } from '../ingest/grays-1e.corrections.ts';
import { checkOutlineData } from '../ingest/grays-1e/outline-data.ts';
import { must } from '../../src/lib/must.ts';
import { SOURCE_FILES } from '../../src/lib/source-documents.ts';

const STACK_LINE = /\n\s+at /;

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error');
}

describe('the ingest’s errors as a runner prints them', () => {
  test('a card name without a verdict: one block, each candidate with its line, a hint, no stack', () => {
    const e = caught(() =>
      applyReview(
        [{ name: 'Zefram Cochrane', edition: '1E', document: '1e-glossary', line: 12, pattern: 'name' }],
        { cards: CARDS, rejected: REJECTED },
        rulings.errata,
        { strict: false },
      ),
    );
    expect(e).toBeInstanceOf(UnreviewedCandidatesError);
    expect(e).toBeInstanceOf(SiteError);
    const printed = formatError(e);
    expect(printed).toMatch(/^✗ cards: 1 candidate name without a verdict in scripts\/ingest\/cards\.review\.ts/);
    expect(printed).toContain('  1E “Zefram Cochrane”: 1e-glossary:12 (name)');
    expect(printed.match(/Hint:/g)).toHaveLength(1);
    expect(printed).toContain('  Hint: add each to CARDS in scripts/ingest/cards.review.ts');
    expect(printed).not.toMatch(STACK_LINE);
  });

  test("a reviewed-data fault (a Gray's section titled otherwise than its heading): the data file, the entry, the source line, a hint", () => {
    const sections = SECTIONS as SectionEntry[];
    const i = sections.findIndex((s) => s.heading !== undefined && s.level > 1);
    const real = must(sections[i], "a Gray's section with a heading line");
    sections[i] = { ...real, title: `${real.title} (renamed)` };
    let e: unknown;
    try {
      e = caught(checkOutlineData);
    } finally {
      sections[i] = real;
    }
    expect(e).toBeInstanceOf(SiteError);
    const printed = formatError(e);
    expect(printed.split('\n')).toEqual([
      `✗ SECTIONS: "${real.title} (renamed)" must be titled ${JSON.stringify(real.title)} (its heading line without "Edit", or its v1.7 heading text).`,
      `  Where: scripts/ingest/grays-1e.corrections.ts, entry ${JSON.stringify(`${real.title} (renamed)`)}, field SECTIONS`,
      `  Where: content/sources/${SOURCE_FILES['1e-grays']}:${real.line}`,
      expect.stringMatching(
        /^ {2}Hint: the reviewed data must agree with the source and with itself: correct the entry in scripts\/ingest\/grays-1e\.corrections\.ts/,
      ),
    ]);
    expect(printed).not.toMatch(STACK_LINE);
    expect(() => checkOutlineData()).not.toThrow();
  });

  test('a source without its RULINGS heading: the file and line, and a hint to restore it or fix the importer', () => {
    const e = caught(() => importCurrentRulings2e(edited({ 25: '' })));
    expect(e).toBeInstanceOf(SourceFormatError);
    expect((e as SourceFormatError).where).toEqual([{ file: 'content/sources/2e-current-rulings-2011-01-03.txt', line: 27 }]);
    const printed = formatError(e);
    expect(printed).toMatch(/^✗ 2e-current-rulings-2011-01-03\.txt:27: expected the "RULINGS" heading after the preamble/);
    expect(printed).toContain('\n  Hint: the sources are kept verbatim: restore content/sources/2e-current-rulings-2011-01-03.txt');
    expect(printed).not.toMatch(STACK_LINE);
  });
});

describe('installErrorReporting in a runner', () => {
  let dir: string;
  let script: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'run-main-'));
    script = join(dir, 'runner.ts');
    // A runner that fails after an await, as the drivers do, with a plain error or a project error.
    writeFileSync(
      script,
      [
        `import { installErrorReporting } from ${JSON.stringify(join(ROOT, 'scripts/lib/run-main.ts'))};`,
        `import { SiteError } from ${JSON.stringify(join(ROOT, 'src/lib/errors.ts'))};`,
        'installErrorReporting();',
        'await new Promise((r) => setTimeout(r, 1));',
        "if (process.argv.includes('--plain')) throw new RangeError('Invalid array length');",
        "throw new SiteError({ what: 'content/cards/cards.json is not valid JSON at line 3, column 1.', hint: 'run npm run ingest.' });",
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { ...process.env, DEBUG: '', ...env } });

  test('should print a project error in one block and exit 1, with its stack only under --debug or DEBUG=1', () => {
    const plain = run([]);
    expect(plain.status).toBe(1);
    expect(plain.stderr).toBe('✗ content/cards/cards.json is not valid JSON at line 3, column 1.\n  Hint: run npm run ingest.\n');
    expect(run(['--debug']).stderr).toMatch(/^✗ content\/cards\/cards\.json[^\n]*\n {2}Hint: run npm run ingest\.\n {4}at /);
    expect(run([], { DEBUG: '1' }).stderr).toMatch(STACK_LINE);
  });

  test('should print an unexpected plain Error as its message, and its stack with --debug', () => {
    const r = run(['--plain']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^✗ RangeError: Invalid array length\n {2}\(An unexpected error: run again with --debug/);
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(run(['--plain', '--debug']).stderr).toMatch(/^✗ RangeError: Invalid array length\n {4}at /);
  });
});
