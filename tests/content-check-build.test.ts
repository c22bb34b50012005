/**
 * The build's content check beside Astro (scripts/check-content.ts, `alongside` in scripts/lib/build-phases.ts): where
 * the linking pass finds its data current it checks nothing, and the check that runs beside astro build fails the
 * build with its own message — file, entry and field named — and stops Astro before it renders a page.
 * Runs `node scripts/build.ts` on a copy of the project with its own (cold) caches.
 */
import { expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEnv, projectCopy, removeCopy } from './project-copy.ts';

const ENV = buildEnv();

test('a bad entry in a collection the linking pass does not read fails the build beside Astro, named, before any page', { timeout: 150_000 }, () => {
  const dir = projectCopy('content-check-', 'cold');
  try {
    // The copy has no git: the pass runs once (checking content/ around it) and records that this code made its data.
    const links = spawnSync(process.execPath, ['scripts/links/index.ts'], { cwd: dir, encoding: 'utf8', env: ENV });
    expect(links.status, links.stderr).toBe(0);

    // Then a document's edition goes bad: documents.json is not among the pass's files, so its data stays current.
    const path = join(dir, 'content/documents/documents.json');
    const documents = JSON.parse(readFileSync(path, 'utf8')) as Array<{ id: string; edition: string }>;
    documents[0]!.edition = '3E';
    writeFileSync(path, `${JSON.stringify(documents, null, 2)}\n`);

    const build = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: dir, encoding: 'utf8', env: ENV, timeout: 120_000 });
    const output = `${build.stdout}\n${build.stderr}`;
    expect(build.status, output).not.toBe(0);
    // The pass did nothing; the check beside Astro named the file, the entry and the field.
    expect(output).toContain('so the linking data is current');
    expect(output).toContain('content/documents/documents.json');
    expect(output).toContain(documents[0]!.id);
    expect(output).toMatch(/edition/);
    expect(output).toContain("✗ The build's content check failed (exit 1)");
    // Astro was stopped before it built a page, and nothing says the build is complete.
    expect(output).not.toContain('[build] Complete!');
    expect(existsSync(join(dir, 'dist/index.html'))).toBe(false);
    expect(existsSync(join(dir, 'dist/.inputs-hash'))).toBe(false);
  } finally {
    removeCopy(dir);
  }
});
