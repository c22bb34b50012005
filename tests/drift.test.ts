/**
 * Generated content is reproducible: re-running every importer into a temp folder gives exactly the committed
 * content/ and reports/ (no file missing, extra or changed).
 */
import { expect, test } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ingestAll, writeOutput, diffOutput, ROOT, GENERATED_ROOTS } from '../scripts/ingest/index.ts';

test('should regenerate content/ byte for byte from content/sources/', () => {
  const out = ingestAll();
  const tmp = mkdtempSync(join(tmpdir(), 'ingest-'));
  try {
    expect(writeOutput(out, tmp)).toEqual({ written: out.files.length, deleted: 0 });
    // What the ingest wrote to the temp folder is what it produced…
    expect(diffOutput(out, tmp)).toEqual([]);
    // …and the committed tree holds exactly that.
    expect(diffOutput(out, ROOT)).toEqual([]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  expect(GENERATED_ROOTS).not.toContain('content/sources');
});

test('should rewrite only what changed: a changed file, a file it no longer makes, nothing else', () => {
  const out = ingestAll();
  const tmp = mkdtempSync(join(tmpdir(), 'ingest-'));
  try {
    writeOutput(out, tmp);
    const term = join(tmp, 'content/glossary/1e/dilemma.md');
    const untouched = join(tmp, 'content/glossary/1e/warp-speed.md');
    const before = statSync(untouched).mtimeMs;
    writeFileSync(term, 'edited by hand');
    mkdirSync(join(tmp, 'content/glossary/3e'));
    writeFileSync(join(tmp, 'content/glossary/3e/stray.md'), '---\ntitle: stray\n---\n');
    expect(writeOutput(out, tmp)).toEqual({ written: 1, deleted: 1 });
    expect(diffOutput(out, tmp)).toEqual([]);
    expect(existsSync(join(tmp, 'content/glossary/3e'))).toBe(false);
    expect(statSync(untouched).mtimeMs).toBe(before);
    expect(writeOutput(out, tmp)).toEqual({ written: 0, deleted: 0 });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
