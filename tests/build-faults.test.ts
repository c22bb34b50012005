/**
 * No fault let through (issue 35): `node scripts/build.ts` on a copy of the project with one fault at a time — a
 * directive the site does not know, raw HTML, a frontmatter field the schema does not know, a stray file and a
 * file that differs from another only in case under content/, a redirects file of the wrong type, a 200 kB title, and
 * an `[ERROR]` Astro logs while it exits 0 — exits non-zero in one block naming the file (or the line Astro logged)
 * and the fix, with no stack, and leaves no completion stamp. Each content fault is met by the content check before
 * Astro builds a page; the copy has its own (cold) caches (scripts/lib/linked-modules.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEnv, projectCopy, removeCopy } from './project-copy.ts';

// The build's own environment, not Vitest's: its DEV=1 made siteData() load every collection again for each page, and
// the [ERROR] test's astro build the slowest part of this file by far (tests/project-copy.ts).
const ENV = buildEnv({ DEBUG: '' });
const WARP_SPEED = 'content/glossary/1e/warp-speed.md';
const REDIRECTS = 'content/redirects/redirects.json';

let dir: string;
beforeAll(() => {
  dir = projectCopy('build-faults-', 'cold');
});
afterAll(() => removeCopy(dir));

/** Builds the copy with `path` changed by `edit` (restored after), and returns what the build printed. */
function buildWith(path: string, edit: (text: string) => string, more: () => void = () => undefined): string {
  const full = join(dir, path);
  const before = readFileSync(full, 'utf8');
  writeFileSync(full, edit(before));
  more();
  try {
    const build = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: dir, encoding: 'utf8', env: ENV, timeout: 960_000 });
    const output = `${build.stdout}\n${build.stderr}`;
    expect(build.status, output).not.toBe(0);
    expect(build.status, output).not.toBeNull();
    // One block: no stack frame, a hint, and no completion stamp.
    expect(output).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(output).toMatch(/Hint: /);
    expect(existsSync(join(dir, 'dist/.inputs-hash'))).toBe(false);
    return output;
  } finally {
    writeFileSync(full, before);
  }
}

describe('the build fails, naming the fault, on', () => {
  test('a directive the site does not know in content/', { timeout: 600_000 }, () => {
    const out = buildWith(WARP_SPEED, (t) => t.replace('constructed and sealed deck', 'constructed and :foo[sealed] deck'));
    expect(out).toContain(`${WARP_SPEED} (glossary, made by the glossary-1e importer), line`);
    expect(out).toContain('the directive ":foo" is not one the site knows');
  });

  test('raw HTML in a content file', { timeout: 600_000 }, () => {
    const out = buildWith(WARP_SPEED, (t) => t.replace('sealed deck', 'sealed <b>deck</b>'));
    expect(out).toContain(`${WARP_SPEED} (glossary, made by the glossary-1e importer), line`);
    expect(out).toContain('body: raw HTML ("<b>")');
  });

  test('a frontmatter field the schema does not know', { timeout: 600_000 }, () => {
    const out = buildWith(WARP_SPEED, (t) => t.replace(/^edition: 1E$/m, 'edition: 1E\nedtion: 1E'));
    expect(out).toContain(`${WARP_SPEED} (glossary, made by the glossary-1e importer)`);
    expect(out).toMatch(/\(the entry\): .*edtion/);
  });

  test('a stray file, and a file differing from another only in case, under a collection', { timeout: 600_000 }, () => {
    const stray = 'content/glossary/1e/warp-speed.md.orig';
    const strayOut = buildWith(
      WARP_SPEED,
      (t) => t,
      () => cpSync(join(dir, WARP_SPEED), join(dir, stray)),
    );
    rmSync(join(dir, stray));
    expect(strayOut).toContain(`${stray} (glossary`);
    expect(strayOut).toContain('a stray file: the glossary collection holds only Markdown entries');
    const cased = 'content/glossary/1e/Warp-Speed.md';
    const casedOut = buildWith(
      WARP_SPEED,
      (t) => t,
      () => cpSync(join(dir, WARP_SPEED), join(dir, cased)),
    );
    rmSync(join(dir, cased));
    expect(casedOut).toMatch(/differs from content\/glossary\/1e\/(warp-speed|Warp-Speed)\.md only in case/);
  });

  test('a redirects file of the wrong type', { timeout: 600_000 }, () => {
    const out = buildWith(REDIRECTS, () => '{"/2e/cards/analyze/": "/2e/cards/analyse/"}\n');
    expect(out).toContain(`${REDIRECTS} holds object, not a list of { "from": "/old/", "to": "/new/" }.`);
  });

  test('a 200 kB title, refused at once rather than stalling the search index', { timeout: 600_000 }, () => {
    const started = performance.now();
    const out = buildWith(WARP_SPEED, (t) => t.replace(/^title: Warp Speed$/m, `title: ${'Warp Speed '.repeat(20_000).trim()}`));
    expect(out).toContain(`${WARP_SPEED} (glossary, made by the glossary-1e importer)`);
    expect(out).toContain("title: a title of 219999 characters: a page's title is at most 300");
    expect(out).not.toContain('did not finish in');
    expect(performance.now() - started).toBeLessThan(300_000);
  });

  test("an [ERROR] line Astro logs while it exits 0 (an integration's logger.error)", { timeout: 1_000_000 }, () => {
    const out = buildWith('astro.config.mjs', (t) => {
      const withError = t.replace(
        '  integrations: [\n',
        "  integrations: [\n    { name: 'fault-test', hooks: { 'astro:build:done': ({ logger }) => logger.error('a fault the build must not let through') } },\n",
      );
      expect(withError).not.toBe(t);
      return withError;
    });
    expect(out).toContain('astro build logged errors, and a build that logs one is not complete (1 line):');
    expect(out).toMatch(/\[ERROR\] \[fault-test\] a fault the build must not let through/);
    expect(out).not.toContain('Built and indexed in');
  });
});
