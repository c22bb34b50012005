/** `node scripts/sw.ts`: writes dist/sw.js for the build in ./dist (see scripts/lib/sw.ts); the last phase of `npm run build`. */
import { join } from 'node:path';
import { buildServiceWorker } from './lib/sw.ts';

const sw = await buildServiceWorker(join(process.cwd(), 'dist'));
console.log(`Service worker: dist/sw.js precaches ${sw.count} files, ${(sw.size / 1024 / 1024).toFixed(2)} MiB.`);
