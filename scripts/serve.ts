/**
 * Serves the built site (dist/) on http://localhost:<port> (default 4321) — loopback only unless `--host` is given
 * (then every interface, or the one named: `--host 0.0.0.0`). See scripts/lib/server.ts for what it serves.
 *
 *   node scripts/serve.ts [--port N] [--host [ADDRESS]]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/proc.ts';
import { createSiteServer, listen } from './lib/server.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4321' }, host: { type: 'string' } }, allowPositionals: false, strict: false });
const dist = join(ROOT, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('✗ dist/ holds no built site. Run `npm run build` (or `npm start`, which builds when needed).');
  process.exit(1);
}
const host = values.host === undefined ? '127.0.0.1' : values.host === true || values.host === '' ? '0.0.0.0' : String(values.host);
const address = await listen(createSiteServer({ dist }), Number(values.port), host);
console.log(`Serving dist/ on ${address.replace('127.0.0.1', 'localhost')}${host === '127.0.0.1' ? '' : ' (network)'} — Ctrl+C stops.`);
