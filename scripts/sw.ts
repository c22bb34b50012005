/** `node scripts/sw.ts`: writes dist/sw.js (see scripts/lib/sw.ts); the last phase of `npm run build`. */
import { join } from 'node:path';
import { ROOT } from './lib/proc.ts';
import { buildServiceWorker } from './lib/sw.ts';

const sw = await buildServiceWorker(join(process.cwd() === ROOT ? ROOT : process.cwd(), 'dist'));
console.log(`Service worker: dist/sw.js precaches ${sw.count} files, ${(sw.size / 1024 / 1024).toFixed(2)} MiB.`);
