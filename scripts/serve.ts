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
import { builtBase, createSiteServer, listen } from './lib/server.ts';
import { installErrorReporting } from './lib/run-main.ts';
import { searchIndexProblem } from './lib/build-stamp.ts';

// An error prints in one block (scripts/lib/run-main.ts); --debug (or DEBUG=1) adds the stack.
installErrorReporting();

const { values } = parseArgs({ options: { port: { type: 'string', default: '4321' }, host: { type: 'string' } }, allowPositionals: false, strict: false });
const dist = join(ROOT, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('✗ dist/ holds no built site. Run `npm run build` (or `npm start`, which builds when needed).');
  process.exit(1);
}
// A site without its search index (a build stopped after astro build wrote the pages) is not one to serve.
const noIndex = searchIndexProblem(dist);
if (noIndex) {
  console.error(`✗ Not serving dist/: ${noIndex}; its build did not finish. Run \`npm run build\` (or \`npm start\`, which builds when needed).`);
  process.exit(1);
}
const host = values.host === undefined ? '127.0.0.1' : values.host === true || values.host === '' ? '0.0.0.0' : String(values.host);
const port = Number(values.port);
if (!/^\d+$/.test(String(values.port)) || port > 65535) {
  console.error(`✗ --port ${String(values.port)} is not a port: give a number from 0 to 65535 (0: any free one).`);
  process.exit(1);
}
let address: string;
try {
  address = await listen(createSiteServer({ dist }), port, host);
} catch (e) {
  const code = (e as NodeJS.ErrnoException).code;
  const why =
    code === 'EADDRINUSE'
      ? 'is in use (another server, or an earlier `npm start`?): stop it or give another `--port`'
      : code === 'EACCES'
        ? 'may not be opened by this user: give a port above 1023'
        : code === 'EADDRNOTAVAIL'
          ? 'is not an address of this machine: give one it has with `--host`, or leave `--host` out'
          : `cannot be listened on (${(e as Error).message})`;
  console.error(`✗ ${host}:${port} ${why}.`);
  process.exit(1);
}
// A site built under a base path (SITE_BASE) is served under it; the root redirects there.
const base = builtBase(dist);
console.log(
  `Serving dist/ on ${address.replace('127.0.0.1', 'localhost')}${base === '/' ? '' : base}${host === '127.0.0.1' ? '' : ' (network)'} — Ctrl+C stops.`,
);
