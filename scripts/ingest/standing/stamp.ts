/**
 * `npm run standing:stamp -- <passage id>… | --new`: records that the named ledger records (or, with --new, every
 * record not yet stamped) were read against the words content/ now holds, by writing the digest of both sides' words
 * to scripts/ingest/standing/ledger/seen.json. Run it only after reading both sides: a stamp is a reviewer's word
 * that the record is right for these words. A record whose words change is stale again (the ingest says so).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installErrorReporting } from '../../lib/run-main.ts';
import { SiteError } from '../../../src/lib/errors.ts';
import { LEDGER, SEEN, SEEN_PATH } from './ledger/index.ts';
import { ledgerPassages } from './ledger-files.ts';
import { standingDigest } from './resolve.ts';
import type { PassageText } from './passages.ts';

installErrorReporting();
const args = process.argv.slice(2);
const wantNew = args.includes('--new');
const ids = args.filter((a) => !a.startsWith('--'));
if (!wantNew && ids.length === 0)
  throw new SiteError({
    what: 'Nothing to stamp.',
    hint: 'name the passages you have read (npm run standing:stamp -- "<entry>#<anchor>"), or --new for every record not yet stamped.',
  });
const passages = ledgerPassages(join(process.cwd(), 'content'));
const seen: Record<string, string> = { ...SEEN };
const byId = new Map(LEDGER.map((l) => [l.record.passage, l.record]));
const targets = wantNew ? [...byId.keys()].filter((id) => seen[id] === undefined) : ids;
const problems: string[] = [];
for (const id of targets) {
  const record = byId.get(id);
  const mine = passages.reviewed.get(id)?.passage;
  const governing = record?.governing.map((g) => passages.governing.get(g.passage)?.passage);
  if (!record || !mine || !governing || governing.some((g) => !g)) {
    problems.push(`${id}: no record for this passage, or it names a passage content/ does not have`);
    continue;
  }
  seen[id] = standingDigest(mine, governing as PassageText[]);
}
if (problems.length)
  throw new SiteError({
    what: 'Some records could not be stamped:',
    details: problems,
    hint: 'check the passage ids (npm run ingest lists the records that do not match).',
  });
const sorted = Object.fromEntries(Object.entries(seen).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(SEEN_PATH, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`Stamped ${targets.length} record(s) in scripts/ingest/standing/ledger/seen.json.`);
