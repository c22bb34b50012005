/**
 * `npm run build`: astro build, then the Pagefind index (astro build wipes dist/pagefind), then a stamp of the
 * inputs so `npm start` knows whether dist/ is current.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, inputsHash, ROOT } from './lib/proc.ts';

const started = performance.now();
run('npx', ['astro', 'build']);
run('npx', ['pagefind', '--site', 'dist']);
writeFileSync(join(ROOT, 'dist/.inputs-hash'), inputsHash());
console.log(`Built and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
