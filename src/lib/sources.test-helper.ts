/**
 * For tests only: the real sources as the tests read them (the importers' tests through scripts/ingest/lib/fixtures.ts,
 * and the site's tests that quote a source). In src/lib/ so that tests under src/ need not import scripts/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { squash } from './fold.ts';
import { SOURCES_DIR } from './source-documents.ts';

const SOURCES = join(import.meta.dirname, '../..', SOURCES_DIR);

const read = new Map<string, string>();
/** A source document of content/sources/ as it is on disk (read once per test file). */
export function readSource(file: string): string {
  let text = read.get(file);
  if (text === undefined) read.set(file, (text = readFileSync(join(SOURCES, file), 'utf8')));
  return text;
}

/** Lines `from`–`to` (1-based, inclusive) of a source document, joined and with runs of white space squashed. */
export const sourcePassage = (file: string, from: number, to = from): string =>
  squash(
    readSource(file)
      .split('\n')
      .slice(from - 1, to)
      .join(' '),
  );
