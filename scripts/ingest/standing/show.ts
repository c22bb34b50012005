/**
 * `node scripts/ingest/standing/show.ts <entry prefix>…`: every passage under the given entry prefixes, with its id,
 * source lines and words — for reviewing the ledger (e.g. `glossary/1e/mission` or `rulings/2e/`).
 */
import { join } from 'node:path';
import { ledgerPassages } from './ledger-files.ts';

const prefixes = process.argv.slice(2);
const { reviewed, governing } = ledgerPassages(join(process.cwd(), 'content'));
for (const [id, { passage: p }] of [...reviewed, ...governing]) {
  if (prefixes.length && !prefixes.some((x) => id.startsWith(x))) continue;
  console.log(`${id}  (lines ${p.lines ? p.lines.join('–') : '?'}${p.ownLines ? '' : ', section'})\n  ${p.text}\n`);
}
