/**
 * `node scripts/ingest/standing/check-cli.ts [--prefix <entry prefix>…]`: checks the ledger's records (ledger-check.ts)
 * and lists the passages without one (under the given entry prefixes, or all).
 */
import { join } from 'node:path';
import { installErrorReporting } from '../../lib/run-main.ts';
import { checkLedger } from './ledger-check.ts';
import { ledgerPassages } from './ledger-files.ts';
import { LEDGER } from './ledger/index.ts';

installErrorReporting();
const args = process.argv.slice(2);
const prefixes = args.flatMap((a, i) => (args[i - 1] === '--prefix' ? [a] : []));
const root = process.cwd();
const records = LEDGER;
const { problems, missing } = checkLedger(records, ledgerPassages(join(root, 'content')));
const wanted = missing.filter((id) => prefixes.length === 0 || prefixes.some((p) => id.startsWith(p)));
for (const p of problems) console.log(`✗ ${p}`);
console.log(
  `${records.length} records; ${problems.length} problems; ${wanted.length} passages without a record${prefixes.length ? ' (under the prefixes given)' : ''}`,
);
for (const id of wanted.slice(0, 400)) console.log(`  missing: ${id}`);
process.exit(problems.length ? 1 : 0);
