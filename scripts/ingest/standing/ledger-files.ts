/**
 * The ledger's reviewed files (scripts/ingest/standing/ledger/*.ts, each exporting `LEDGER`), and the passages they
 * are checked against.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GOVERNING_SETS, LEDGER_SETS, passagesOf } from './passages.ts';
import type { LedgerPassages } from './ledger-check.ts';
import type { StandingInput } from './types.ts';

export const LEDGER_DIR = 'scripts/ingest/standing/ledger';

export async function loadLedger(root: string): Promise<Array<{ record: StandingInput; file: string }>> {
  const dir = join(root, LEDGER_DIR);
  const out: Array<{ record: StandingInput; file: string }> = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts') || name === 'index.ts') continue;
    const mod = (await import(pathToFileURL(join(dir, name)).href)) as { LEDGER?: StandingInput[] };
    for (const record of mod.LEDGER ?? []) out.push({ record, file: `${LEDGER_DIR}/${name}` });
  }
  return out;
}

export function ledgerPassages(contentDir: string): LedgerPassages {
  const reviewed: LedgerPassages['reviewed'] = new Map();
  for (const [set, spec] of Object.entries(LEDGER_SETS))
    for (const p of passagesOf(contentDir, spec.folders)) reviewed.set(p.id, { passage: p, set, edition: spec.edition });
  const governing: LedgerPassages['governing'] = new Map();
  for (const [set, spec] of Object.entries(GOVERNING_SETS))
    for (const p of passagesOf(contentDir, spec.folders)) governing.set(p.id, { passage: p, edition: set === 'glossary-1e' ? '1E' : '2E' });
  return { reviewed, governing };
}
