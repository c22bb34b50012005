/**
 * The build's check of content/ before Astro (scripts/lib/content-check.ts), on a small content/ made of real files:
 * the documents and precedence as committed, the glossary page content/glossary/1e/warp-speed.md and the first three
 * cards of content/cards/cards.json. A bad entry, a truncated JSON file, a wrong field type and a duplicate id must each
 * fail in one block, as the runners print it (src/lib/errors.ts's formatError), naming the file, the entry and the
 * field, with a hint, and without a stack trace; and the build's first phase, before astro build, must fail on them.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SiteError, formatError } from '../../src/lib/errors.ts';
import { ContentSchemaError } from '../ingest/lib/validate.ts';
import { BUILD_PHASES } from './build-phases.ts';
import { checkContent, contentProblems } from './content-check.ts';
import { CHECK_STEP, checkedAround, checkOnce } from './content-checked.ts';
import { recordsFile } from './freshness.ts';
import { ROOT } from './proc.ts';

const CARDS = 'content/cards/cards.json';
const WARP_SPEED = 'content/glossary/1e/warp-speed.md';
const realCards = (JSON.parse(readFileSync(join(ROOT, CARDS), 'utf8')) as Array<Record<string, unknown>>).slice(0, 3);

let root: string;

function put(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
const putCards = (cards: unknown[]) => put(CARDS, `${JSON.stringify(cards, null, 2)}\n`);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-check-'));
  for (const path of ['content/documents/documents.json', 'content/documents/precedence.json', WARP_SPEED]) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    copyFileSync(join(ROOT, path), join(root, path));
  }
  for (const path of [
    'content/disagreements/disagreements.json',
    'content/standing/standing.json',
    'content/links/pages.json',
    'content/links/targets.json',
    'content/search-aids/search-aids.json',
  ])
    put(path, '[]\n');
  putCards(realCards);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The block a runner prints for the check's failure. */
function printed(): string {
  try {
    checkContent(root);
  } catch (e) {
    expect(e).toBeInstanceOf(ContentSchemaError);
    return formatError(e);
  }
  throw new Error('expected the check to fail');
}

/** The block is one error's: no stack frame, a hint, the build stopped before Astro built a page. */
function expectOneBlock(text: string): void {
  expect(text).not.toMatch(/\n\s+at /);
  expect(text).toMatch(/^✗ 1 entry of content\/ does not match its collection's schema \(src\/schemas\/\); the build stopped before Astro built a page\./);
  expect(text.match(/\n {2}Hint: /g)).toHaveLength(1);
}

describe('the content check before Astro', () => {
  test('should pass real content', () => {
    expect(contentProblems(root)).toEqual([]);
  });

  test('a bad entry: a glossary page without its title names the file, the field and its importer', () => {
    put(WARP_SPEED, readFileSync(join(ROOT, WARP_SPEED), 'utf8').replace(/^title: Warp Speed\n/m, ''));
    const text = printed();
    expectOneBlock(text);
    expect(text).toContain(`  ${WARP_SPEED} (glossary, made by the glossary-1e importer)`);
    expect(text).toMatch(/\n {4}title: .+/);
    expect(text).toContain('Hint: the entry is made by scripts/ingest/glossary-1e.ts, or its reviewed data in scripts/ingest/glossary-1e.corrections.ts');
  });

  test('a truncated content/cards/cards.json names the file and the line where it breaks', () => {
    const text = readFileSync(join(root, CARDS), 'utf8');
    const cut = text.slice(0, Math.floor(text.length / 2));
    put(CARDS, cut);
    const printedText = printed();
    expectOneBlock(printedText);
    const lastLine = cut.split('\n').length;
    expect(printedText).toContain(`  ${CARDS} (cards, made by the cards importer), line ${lastLine}`);
    expect(printedText).toMatch(/\n {4}\(the file\): not valid JSON at line \d+, column \d+ \(.+\); is the file truncated\?/);
    expect(printedText).toContain('  Hint: the file is made by scripts/ingest/cards.ts');
    expect(printedText).toContain('run npm run ingest to make it again');
  });

  test('a wrong field type names the file, the entry, the field and the entry’s line', () => {
    const [first, second, third] = realCards;
    putCards([first, { ...second, aliases: 'Two Tribbles' }, third]);
    const text = printed();
    expectOneBlock(text);
    const line =
      readFileSync(join(root, CARDS), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes(`"id": "${String(second!.id)}"`)) + 1;
    expect(text).toContain(`  ${CARDS} → ${String(second!.id)} (cards, made by the cards importer), line ${line}`);
    expect(text).toMatch(/\n {4}aliases: .*expected array/);
    expect(text).toContain('scripts/ingest/cards.review.ts');
  });

  test('a duplicate id names the file, the entry and the field "id", at its second use', () => {
    const [first, second] = realCards;
    putCards([first, second, { ...first }]);
    const text = printed();
    expectOneBlock(text);
    const lines = readFileSync(join(root, CARDS), 'utf8').split('\n');
    const second_use = lines.findLastIndex((l) => l.includes(`"id": "${String(first!.id)}"`)) + 1;
    expect(text).toContain(`  ${CARDS} → ${String(first!.id)} (cards, made by the cards importer), line ${second_use}`);
    expect(text).toContain(`    id: the id "${String(first!.id)}" is used by two entries; each entry needs its own`);
  });

  /** The real page with its first paragraph's words changed, and the line of the file that paragraph is on. */
  const editFirstParagraph = (from: string, to: string): number => {
    const text = readFileSync(join(ROOT, WARP_SPEED), 'utf8');
    expect(text).toContain(from);
    put(WARP_SPEED, text.replace(from, to));
    return text.slice(0, text.indexOf(from)).split('\n').length;
  };

  test('a directive the site does not know names the file, its line and the directives it knows', () => {
    const line = editFirstParagraph('constructed and sealed deck', 'constructed and :foo[sealed] deck');
    const text = printed();
    expectOneBlock(text);
    expect(text).toContain(`  ${WARP_SPEED} (glossary, made by the glossary-1e importer), line ${line}`);
    expect(text).toMatch(/\n {4}body: the directive ":foo" is not one the site knows \(:ref, :icon, :gap, :::aside/);
    // A known name of the wrong kind is unknown too (`:aside` is a container, `:::aside`).
    editFirstParagraph('constructed and sealed deck', 'constructed and :aside[sealed] deck');
    expect(printed()).toContain('body: the directive ":aside" is not one the site knows');
  });

  test('raw HTML in a body names the file, its line and what it is', () => {
    const line = editFirstParagraph('sealed deck', 'sealed <span class="x">deck</span>');
    const text = printed();
    expectOneBlock(text);
    expect(text).toContain(`  ${WARP_SPEED} (glossary, made by the glossary-1e importer), line ${line}`);
    expect(text).toContain('    body: raw HTML ("<span class=\\"x\\">")');
  });

  test('a frontmatter field the schema does not know names the file and the field', () => {
    put(WARP_SPEED, readFileSync(join(ROOT, WARP_SPEED), 'utf8').replace(/^edition: 1E\n/m, 'edition: 1E\nedtion: 1E\n'));
    const text = printed();
    expectOneBlock(text);
    expect(text).toContain(`  ${WARP_SPEED} (glossary, made by the glossary-1e importer)`);
    expect(text).toMatch(/\n {4}\(the entry\): .*edtion/);
  });

  test('a 200 kB title is refused by the content check, naming the entry, before it reaches the search index', () => {
    put(WARP_SPEED, readFileSync(join(ROOT, WARP_SPEED), 'utf8').replace(/^title: Warp Speed$/m, `title: ${'Warp Speed '.repeat(20_000).trim()}`));
    const text = printed();
    expectOneBlock(text);
    expect(text).toContain(`  ${WARP_SPEED} (glossary, made by the glossary-1e importer)`);
    expect(text).toMatch(/\n {4}title: a title of 219999 characters: a page's title is at most 300/);
  });

  test('a stray file in a collection’s folder, and a file that differs from another only in case, are named', () => {
    put('content/glossary/1e/warp-speed.md.orig', readFileSync(join(ROOT, WARP_SPEED), 'utf8'));
    const stray = printed();
    expectOneBlock(stray);
    expect(stray).toContain('  content/glossary/1e/warp-speed.md.orig (glossary');
    expect(stray).toContain('a stray file: the glossary collection holds only Markdown entries (content/glossary/**/*.md)');
    rmSync(join(root, 'content/glossary/1e/warp-speed.md.orig'));
    put('content/glossary/1e/Warp-Speed.md', readFileSync(join(ROOT, WARP_SPEED), 'utf8'));
    const cased = contentProblems(root).map((p) => `${p.path}: ${p.message}`);
    expect(cased).toEqual([
      expect.stringMatching(
        /^content\/glossary\/1e\/(Warp-Speed|warp-speed)\.md: its path differs from content\/glossary\/1e\/(warp-speed|Warp-Speed)\.md only in case/,
      ),
    ]);
  });

  test('a redirects file of the wrong type fails the check in one block naming it, without a stack', () => {
    put('content/redirects/redirects.json', '{"/2e/cards/analyze/": "/2e/cards/analyse/"}\n');
    let text = '';
    try {
      checkContent(root);
    } catch (e) {
      expect(e).toBeInstanceOf(SiteError);
      text = formatError(e);
    }
    expect(text).toContain('content/redirects/redirects.json holds object, not a list of { "from": "/old/", "to": "/new/" }.');
    expect(text).toContain('run npm run ingest to make it again');
    expect(text).not.toMatch(/\n\s+at /);
  });

  test('the build runs the check in its first phase, before astro build (or beside it), and that phase fails in one block', () => {
    const [check] = BUILD_PHASES;
    const astro = BUILD_PHASES.findIndex((p) => p.args.some((a) => a.includes('astro.mjs')));
    expect(check!.args).toEqual(['scripts/links/index.ts']);
    expect(astro).toBeGreaterThan(0);
    // Where the pass has nothing to do, the same check runs beside astro build (tests/content-check-build.test.ts).
    expect(BUILD_PHASES[astro]!.alongside?.args).toEqual(['scripts/check-content.ts']);
    const [first, second] = realCards;
    putCards([first, { ...second, aliases: 'Two Tribbles' }]);
    const r = spawnSync(process.execPath, [check!.args[0]!, '--check', '--content', join(root, 'content')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DEBUG: '' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^✗ 1 entry of content\/ does not match/);
    expect(r.stderr).toContain(`${CARDS} → ${String(second!.id)}`);
    expect(r.stderr).toMatch(/\n {4}aliases: /);
    expect(r.stderr).toContain('  Hint: ');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    // --debug adds the stack.
    const debug = spawnSync(process.execPath, [check!.args[0]!, '--check', '--debug', '--content', join(root, 'content')], { cwd: ROOT, encoding: 'utf8' });
    expect(debug.status).toBe(1);
    expect(debug.stderr).toMatch(/\n {4}at /);
  });

  test("the linking pass, the build's first phase, fails on a :ref to nothing in one block: the file, the line, a hint, no stack", () => {
    const [pass] = BUILD_PHASES;
    const text = `${readFileSync(join(ROOT, WARP_SPEED), 'utf8').trimEnd()}\n\nSee :ref[Elim Garak]{to="glossary/1e/elim-garak"}.\n`;
    put(WARP_SPEED, text);
    const line = text.split('\n').findIndex((l) => l.includes(':ref[Elim Garak]')) + 1;
    const r = spawnSync(process.execPath, [pass!.args[0]!, '--check', '--content', join(root, 'content')], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DEBUG: '' },
    });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toBe(
      `✗ ${WARP_SPEED}: line ${line}: the reference target "glossary/1e/elim-garak" is neither a page nor a card in content/.\n` +
        '  Hint: content/ is generated; fix the importer or its reviewed data in scripts/ingest/ that wrote this :ref, then run npm run ingest.\n',
    );
  });

  test('the build checks once per state of content/: a passing check is kept, an edit is checked again before the pass', async () => {
    mkdirSync(join(root, 'node_modules'));
    const memo = join(root, recordsFile(CHECK_STEP.name));
    let passes = 0;
    const pass = () => Promise.resolve(++passes);
    await expect(checkedAround(root, pass)).resolves.toBe(1);
    expect(existsSync(memo)).toBe(true);
    const kept = readFileSync(memo, 'utf8');
    await expect(checkedAround(root, pass)).resolves.toBe(2);
    expect(readFileSync(memo, 'utf8')).toBe(kept);
    const [first, second] = realCards;
    putCards([first, { ...second, aliases: 'Two Tribbles' }]);
    await expect(checkedAround(root, pass)).rejects.toThrow(ContentSchemaError);
    expect(passes).toBe(2);
  });

  test('beside Astro, the whole check runs once per state of content/, and an edit is checked again', async () => {
    mkdirSync(join(root, 'node_modules'));
    await expect(checkOnce(root)).resolves.toBe(true);
    await expect(checkOnce(root)).resolves.toBe(false);
    const [first, second] = realCards;
    putCards([first, { ...second, aliases: 'Two Tribbles' }]);
    await expect(checkOnce(root)).rejects.toThrow(ContentSchemaError);
    // A failed check is not recorded: the next build checks again.
    await expect(checkOnce(root)).rejects.toThrow(ContentSchemaError);
  });
});
