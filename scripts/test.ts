/**
 * `npm test`: everything, in order — lint (`npm run lint`: Biome, biome.jsonc), Chromium check (installs it as root on Debian),
 * the build, type checking (astro check, TypeScript strict), unit and build tests (Vitest), browser tests (Playwright on the system Chromium).
 * SIGINT/SIGTERM stop the step that runs and all it started (scripts/lib/stop.ts), and `npm test` exits non-zero.
 */
import { debugWanted, installErrorReporting } from './lib/run-main.ts';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runStoppable } from './lib/proc.ts';
import { installStopHandlers, runGroup, signalGroup, spawnGroup } from './lib/stop.ts';
import { ensureChromium } from './ensure-chromium.ts';

installStopHandlers();
// An error in this driver prints in one block (scripts/lib/run-main.ts); --debug (or DEBUG=1) adds the stack, here and
// in every step it starts.
installErrorReporting();
if (debugWanted()) process.env.DEBUG ??= '1';
// Lint first: it takes seconds and names the file and line of what it finds. The command lives in package.json only.
await runStoppable('npm', ['run', '--silent', 'lint']);
const chrome = ensureChromium();
// The build before the type check: astro check syncs the content first, filling the build's cache, and the build of a
// fresh clone is to start from none (its dist/ is then marked a clean build, which tests/reproducible-build.test.ts
// compares with one clean build of a copy instead of making two). After the build, the check's sync finds it current.
await runStoppable(process.execPath, ['scripts/build.ts']);
await runStoppable('npx', ['astro', 'check']);
// Two lanes: the build tests (Vitest's "build" project, most of its time spent waiting on builds of copies of the
// project, one core mostly idle) run beside the unit tests and then the browser tests, their output to a file that is
// printed when they end. The browser specs that build or serve from the project themselves (astro dev on the project's
// content/, the /rules/ build the build test makes) run after both lanes (Playwright's "own-builds" project).
const browserEnv = { ...process.env, CHROME_PATH: chrome };
const buildTests = startLogged('npx', ['vitest', 'run', '--project', 'build']);
console.log(`Build tests started beside the unit and browser tests; their output: ${buildTests.log}`);
await runLane('npx', ['vitest', 'run', '--project', 'unit', '--project', 'pages'], buildTests);
await runLane('npx', ['playwright', 'test', '--project', 'chromium'], buildTests, browserEnv);
const buildCode = await buildTests.done;
console.log(`\n── Build tests (npx vitest run --project build), run beside the above ──\n${readFileSync(buildTests.log, 'utf8')}`);
if (buildCode !== 0) {
  console.error(`\n✗ npx vitest run --project build failed (exit ${buildCode}).`);
  process.exit(buildCode ?? 1);
}
await runStoppable('npx', ['playwright', 'test', '--project', 'own-builds'], browserEnv);

/** A step started beside the others, its output to a file in the system's temporary directory. */
function startLogged(cmd: string, args: string[]): { done: Promise<number | null>; log: string; stop(): void } {
  const log = join(mkdtempSync(join(tmpdir(), 'stccg-test-')), 'build-tests.log');
  const fd = openSync(log, 'w');
  const child = spawnGroup(cmd, args, { cwd: ROOT, env: process.env, logFd: fd });
  closeSync(fd);
  const done = new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code));
  });
  return { done, log, stop: () => signalGroup(child, 'SIGTERM') };
}

/** Runs a step in the foreground; if it fails, stops the step beside it and exits with its code. */
async function runLane(cmd: string, args: string[], beside: { stop(): void }, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const code = await runGroup(cmd, args, { cwd: ROOT, env });
  if (code !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${code}); stopping the build tests beside it.`);
    beside.stop();
    process.exit(code);
  }
}
