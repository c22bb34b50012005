/**
 * `npm start`: build if dist/ is not a complete, current build, then serve it on http://localhost:4321 (loopback;
 * `-- --host` for the network). `-- --no-build` serves dist/ as it is, or refuses. A site without its search index
 * or completion stamp (a build that failed or was stopped) is never served. SIGINT/SIGTERM stop the build or the
 * server with it (scripts/lib/stop.ts).
 */
import { debugWanted, installErrorReporting } from './lib/run-main.ts';
import { ROOT, runStoppable } from './lib/proc.ts';
import { distProblem } from './lib/build-stamp.ts';
import { installStopHandlers } from './lib/stop.ts';

installStopHandlers();
// An error in this driver prints in one block (scripts/lib/run-main.ts); --debug (or DEBUG=1) adds the stack, here and
// in every step it starts.
installErrorReporting();
if (debugWanted()) process.env.DEBUG ??= '1';
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
let problem = distProblem(ROOT);
if (!problem) console.log('dist/ is up to date; serving it.');
else if (noBuild) problem = distProblem(ROOT, false);
else {
  console.log(`${problem}: building it.`);
  await runStoppable(process.execPath, ['scripts/build.ts']);
  problem = distProblem(ROOT);
}
if (problem) {
  console.error(`✗ Not serving dist/: ${problem}. Run \`npm run build\` and fix what it reports, then \`npm start\` again.`);
  process.exit(1);
}
// Loopback only, unless asked: `npm start -- --host` serves the network too (scripts/serve.ts).
await runStoppable(process.execPath, ['scripts/serve.ts', '--port', '4321', ...args.filter((a) => a !== '--no-build' && a !== '--debug')]);
