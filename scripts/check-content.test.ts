/** A bad value in one content file fails the build once, naming that file (issue 17, item 6: ~7,000 lines blamed other files). */
import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/proc.ts';

/**
 * Runs the check on a small content/ of one real entry (the 1E Glossary's "warp speed", as the ingest writes it) and an
 * empty rules folder, changed by `change`: enough for the check's message, without copying all of content/.
 */
function check(change: (file: string) => string): { status: number | null; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  try {
    mkdirSync(join(dir, 'glossary/1e'), { recursive: true });
    mkdirSync(join(dir, 'rules'));
    const file = join(dir, 'glossary/1e/warp-speed.md');
    writeFileSync(file, change(readFileSync(join(ROOT, 'content/glossary/1e/warp-speed.md'), 'utf8')));
    const r = spawnSync(process.execPath, ['scripts/check-content.ts', '--content', dir], { cwd: ROOT, encoding: 'utf8' });
    return { status: r.status, stderr: r.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the content check', () => {
  test('names the one file with a bad edition, in one message', () => {
    const r = check((t) => t.replace(/^edition: 1E$/m, 'edition: 3E'));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^✗ content\/glossary\/1e\/warp-speed: edition must be one of 1E, 2E, got "3E"\./);
    expect(r.stderr.trim().split('\n')).toHaveLength(2);
  });

  test('passes the unchanged entry, so a failure below is the change', () => {
    expect(check((t) => t).status).toBe(0);
  });

  test('names the file whose frontmatter does not parse', () => {
    const r = check((t) => t.replace(/^title: Warp Speed$/m, 'title: [Warp Speed'));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('glossary/1e/warp-speed.md');
  });

  test('passes the content as the ingest writes it', () => {
    const r = spawnSync(process.execPath, ['scripts/check-content.ts'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(0);
  });
});
