/**
 * The ledger's passages as content/ holds them on disk, for the review tools (check-cli.ts, show.ts, stamp.ts): the
 * same passages the ingest resolves (resolve.ts, passagesOfPages), read from the files under content/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedFile } from '../lib/files.ts';
import type { LedgerPassages } from './ledger-check.ts';
import { GOVERNING_SETS, LEDGER_SETS } from './passages.ts';
import { passagesOfPages } from './resolve.ts';

export function ledgerPassages(contentDir: string): LedgerPassages {
  const folders = [...Object.values(LEDGER_SETS), ...Object.values(GOVERNING_SETS)].flatMap((s) => [...s.folders]);
  const files: GeneratedFile[] = folders.flatMap((folder) =>
    readdirSync(join(contentDir, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => ({ path: `content/${folder}/${name}`, content: readFileSync(join(contentDir, folder, name), 'utf8') })),
  );
  return passagesOfPages(files);
}
