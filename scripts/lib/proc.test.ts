/** The build's runner: a phase that hangs is stopped at its limit with a message (issue 17, item 1); NODE_OPTIONS are kept (item 7). */
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, withNodeOptions, checkWritable } from './proc.ts';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

describe('start', () => {
  test('stops a command that outlives its limit and fails saying which phase and what to check', () => {
    const script = `import { start } from ${JSON.stringify(join(ROOT, 'scripts/lib/proc.ts'))};
      const code = await start(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], process.env, { seconds: 1, what: "The build's search index phase", hint: 'Check dist/pagefind/.' }).done;
      process.exit(code ?? 1);`;
    const started = Date.now();
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("✗ The build's search index phase did not finish in 1 s and was stopped. Check dist/pagefind/.");
  });

  test('passes the output through and gives each line to onLine, the last one included, before it is done', () => {
    // Astro's "[ERROR]" lines fail the build (scripts/build.ts): a line written just before the exit must be seen.
    const child = `process.stdout.write('18:00:00 [build] page 1\\n'); console.error('18:00:01 [ERROR] [test] a fault'); process.stdout.write('no newline at the end'); process.exit(0);`;
    const script = `import { start } from ${JSON.stringify(join(ROOT, 'scripts/lib/proc.ts'))};
      const lines = [];
      const code = await start(process.execPath, ['-e', ${JSON.stringify(child)}], process.env, undefined, (line) => lines.push(line)).done;
      console.log('\\nSEEN ' + JSON.stringify({ code, lines: lines.sort() }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.stderr).toContain('[ERROR] [test] a fault');
    expect(r.stdout).toContain('18:00:00 [build] page 1\nno newline at the end');
    const seen = JSON.parse(/SEEN (.*)/.exec(r.stdout)![1]!) as { code: number; lines: string[] };
    expect(seen).toEqual({ code: 0, lines: ['18:00:00 [build] page 1', '18:00:01 [ERROR] [test] a fault', 'no newline at the end'] });
  });
});

describe('withNodeOptions', () => {
  test('keeps the user’s flags, after the project’s, so a user can raise the heap', () => {
    expect(withNodeOptions('--max-old-space-size=640', { NODE_OPTIONS: '--max-old-space-size=4096 --trace-warnings' })).toBe(
      '--max-old-space-size=640 --max-old-space-size=4096 --trace-warnings',
    );
    expect(withNodeOptions('--max-old-space-size=640', {})).toBe('--max-old-space-size=640');
  });
});

describe('checkWritable', () => {
  test('says in one line that dist/ cannot be written, and why', () => {
    // Root may write anywhere, so the unwritable folder is one under a plain file.
    const dir = mkdtempSync(join(tmpdir(), 'build-'));
    try {
      writeFileSync(join(dir, 'dist'), 'a file where the folder should be');
      expect(checkWritable(join(dir, 'dist', 'site'), false)).toBe(
        `✗ Cannot write the build to ${join(dir, 'dist', 'site')}: ENOTDIR. Check the folder's owner and permissions (or remove it), then build again.`,
      );
      expect(checkWritable(dir, false)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
