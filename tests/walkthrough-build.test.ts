/**
 * A walkthrough step that cites a paragraph its page does not have fails the build, and the message names the
 * state and the citation. Runs `astro build` on a copy of the site whose 1E machine has one anchor misspelt.
 */
import { expect, test } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { linkNodeModules } from '../scripts/lib/linked-modules.ts';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildEnv } from './project-copy.ts';

const ROOT = resolve(import.meta.dirname, '..');

test('should fail the build on a citation whose anchor does not exist, naming the state and the citation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'walkthrough-'));
  try {
    for (const f of ['src', 'astro.config.mjs', 'tsconfig.json', 'package.json']) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
    for (const f of ['content', 'scripts']) symlinkSync(join(ROOT, f), join(dir, f));
    // Its own caches: Astro's must not be shared with the project's (scripts/lib/linked-modules.ts).
    linkNodeModules(ROOT, dir);
    const machine = join(dir, 'src/walkthrough/machines/1e.ts');
    const text = readFileSync(machine, 'utf8');
    const good = "anchor: 'p-most-dilemmas-with-conditions-end-with'";
    expect(text).toContain(good);
    writeFileSync(machine, text.replace(good, "anchor: 'p-most-dilemmas-end-with'"));
    const r = spawnSync('npx', ['astro', 'build'], { cwd: dir, encoding: 'utf8', env: buildEnv() });
    const output = `${r.stdout}\n${r.stderr}`;
    expect(r.status).not.toBe(0);
    expect(output).toContain('The 1E dilemma walkthrough has 1 problem:');
    expect(output).toContain(
      '- state "stopped-discarded", citation 1 (rules/1e/rulebook/attempting-missions#p-most-dilemmas-end-with): "rules/1e/rulebook/attempting-missions" has no paragraph "p-most-dilemmas-end-with". Its anchors include "p-most-dilemmas-with-conditions-end-with".',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
