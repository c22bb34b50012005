/**
 * Generated content is reproducible: re-running every importer into a temp folder gives exactly the committed
 * content/ and reports/ (no file missing, extra or changed).
 */
import { expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ingestAll, writeOutput, diffOutput, ROOT, GENERATED_ROOTS } from '../scripts/ingest/index.ts';

test('should regenerate content/ byte for byte from content/sources/', () => {
  const out = ingestAll();
  const tmp = mkdtempSync(join(tmpdir(), 'ingest-'));
  try {
    writeOutput(out, tmp);
    // What the ingest wrote to the temp folder is what it produced…
    expect(diffOutput(out, tmp)).toEqual([]);
    // …and the committed tree holds exactly that.
    expect(diffOutput(out, ROOT)).toEqual([]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  expect(GENERATED_ROOTS).not.toContain('content/sources');
});
