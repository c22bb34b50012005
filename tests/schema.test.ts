/**
 * Invalid frontmatter fails the build, naming the file and the field. Runs `astro sync` (the content layer's
 * validation, as in a build) on a copy of the site whose content is one malformed entry.
 */
import { expect, test } from 'vitest';
import { cpSync, mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { linkNodeModules } from '../scripts/lib/linked-modules.ts';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = resolve(import.meta.dirname, '..');

function syncWith(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'schema-'));
  try {
    for (const f of ['src', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'content/documents', 'content/links'])
      cpSync(join(ROOT, f), join(dir, f), { recursive: true });
    // node_modules, and scripts/ for the linking pass the config's dev integration imports (src/plugins/dev-links.ts).
    for (const f of ['scripts']) symlinkSync(join(ROOT, f), join(dir, f));
    // Its own caches: Astro's must not be shared with the project's (scripts/lib/linked-modules.ts).
    linkNodeModules(ROOT, dir);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const r = spawnSync('npx', ['astro', 'sync'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('should fail on a glossary entry without a title and with an unknown edition, naming the file and both fields', () => {
  const { status, output } = syncWith({
    'content/glossary/1e/zero.md': '---\nedition: 3E\ndocument: 1e-glossary\nlines: [4278, 4281]\n---\n\nZero is an even number.\n',
  });
  expect(status).not.toBe(0);
  expect(output).toContain('glossary → 1e/zero data does not match collection schema.');
  expect(output).toMatch(/title\W+title: Required|title: Required/);
  expect(output).toContain('edition: Invalid option: expected one of "1E"|"2E"');
  expect(output).toContain('content/glossary/1e/zero.md');
}, 60_000);

test('should fail on a rule section whose source lines run backwards', () => {
  const { status, output } = syncWith({
    'content/rules/1e/rulebook/introduction.md':
      '---\ntitle: INTRODUCTION\nedition: 1E\ndocument: 1e-rulebook-v1.7\norder: 1\nlevel: 1\nparent: null\nlines: [20, 9]\n---\n\nWelcome.\n',
  });
  expect(status).not.toBe(0);
  expect(output).toContain('rules → 1e/rulebook/introduction data does not match collection schema.');
  expect(output).toContain('the first line must not come after the last');
  expect(output).toContain('content/rules/1e/rulebook/introduction.md');
}, 60_000);

test('should fail on a card without mentions and with an unknown pattern, naming the entry and the fields', () => {
  const { status, output } = syncWith({
    'content/cards/cards.json': `${JSON.stringify([
      { id: '1e/qs-tent', title: "Q's Tent", edition: '1E', aliases: ['Q’s Tent'], mentions: [] },
      { id: '1e/wormhole', title: 'Wormhole', edition: '1E', mentions: [{ document: '1e-glossary', line: 531, pattern: 'guess' }] },
    ])}\n`,
  });
  expect(status).not.toBe(0);
  expect(output).toContain('cards → 1e/qs-tent data does not match collection schema.');
  expect(output).toMatch(/mentions: (Too small|Array must contain at least 1)/);
}, 60_000);
