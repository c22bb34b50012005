/**
 * `npm test`: everything, in order — lint (`npm run lint`: Biome, biome.jsonc), Chromium check (installs it as root on Debian),
 * the build, type checking (astro check, TypeScript strict), unit and build tests (Vitest), browser tests (Playwright on the system Chromium).
 * SIGINT/SIGTERM stop the step that runs and all it started (scripts/lib/stop.ts), and `npm test` exits non-zero.
 */
import { debugWanted, installErrorReporting } from './lib/run-main.ts';
import { runStoppable } from './lib/proc.ts';
import { installStopHandlers } from './lib/stop.ts';
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
await runStoppable('npx', ['vitest', 'run']);
await runStoppable('npx', ['playwright', 'test'], { ...process.env, CHROME_PATH: chrome });
