/** `npm start`: build if dist/ is missing or older than its inputs, then serve it on http://localhost:4321 (loopback; `-- --host` for the network). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, inputsHash, ROOT } from './lib/proc.ts';

const stamp = join(ROOT, 'dist/.inputs-hash');
const current = existsSync(stamp) && existsSync(join(ROOT, 'dist/pagefind/pagefind.js')) && existsSync(join(ROOT, 'dist/search/lexicon.json')) && readFileSync(stamp, 'utf8') === inputsHash();
if (current) console.log('dist/ is up to date; serving it.');
else run('node', ['scripts/build.ts']);
// Loopback only, unless asked: `npm start -- --host` serves the network too (scripts/serve.ts).
run(process.execPath, ['scripts/serve.ts', '--port', '4321', ...process.argv.slice(2)]);
