/**
 * The sources are pinned: deleting any one non-blank line of any document makes the ingest fail, naming the document
 * (issue 17, item 2: of 100 random one-line deletions, 8 used to ingest cleanly with official wording lost).
 */
import { describe, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { SOURCES_DIR, SourceChangedError, verifiedSources, ROOT } from './index.ts';
import { DOCUMENTS } from './documents.ts';

/** A few lines of each document, spread through it (deterministic: every n-th non-blank line). */
function sampleLines(text: string, count: number): number[] {
  const nonBlank = text.split('\n').flatMap((l, i) => (l.trim() ? [i] : []));
  const step = Math.max(1, Math.floor(nonBlank.length / count));
  return nonBlank.filter((_, k) => k % step === Math.floor(step / 2)).slice(0, count);
}

describe('the sources are the documents the site was built from', () => {
  test('every document in content/sources/ matches its recorded SHA-256', () => {
    const read = verifiedSources();
    for (const d of DOCUMENTS) expect(read(d.file).length, d.file).toBeGreaterThan(1000);
  });

  test.each(DOCUMENTS.map((d) => [d.file] as const))('deleting one non-blank line of %s fails, naming the document', (file) => {
    const dir = mkdtempSync(join(tmpdir(), 'sources-'));
    try {
      const text = readFileSync(join(SOURCES_DIR, file), 'utf8');
      for (const line of sampleLines(text, 8)) {
        const lines = text.split('\n');
        lines.splice(line, 1);
        writeFileSync(join(dir, file), lines.join('\n'));
        expect(() => verifiedSources(dir)(file), `line ${line + 1}`).toThrow(SourceChangedError);
        expect(() => verifiedSources(dir)(file)).toThrow(
          new RegExp(`^content/sources/${file.replace(/\./g, '\\.')} is not the document this site was built from`),
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('npm run ingest on a changed source exits 1 with one message and no stack', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ingest-'));
    try {
      for (const d of DOCUMENTS) copyFileSync(join(SOURCES_DIR, d.file), join(dir, d.file));
      // Current Rulings line 475: removing it used to glue two half-sentences into one, with exit 0.
      const file = '2e-current-rulings-2011-01-03.txt';
      const lines = readFileSync(join(dir, file), 'utf8').split('\n');
      lines.splice(474, 1);
      writeFileSync(join(dir, file), lines.join('\n'));
      const r = spawnSync(process.execPath, ['scripts/ingest/index.ts', '--check', '--sources', dir], { cwd: ROOT, encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^✗ content\/sources\/2e-current-rulings-2011-01-03\.txt is not the document this site was built from \(ST2E Current Rulings\)/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
