/**
 * `npm test`: everything, in order — Chromium check (installs it as root on Debian), the content drift check,
 * the build, unit and build tests (Vitest), browser tests (Playwright on the system Chromium).
 */
import { run } from './lib/proc.ts';
import { ensureChromium } from './ensure-chromium.ts';

const chrome = ensureChromium();
run('node', ['scripts/ingest/index.ts', '--check']);
run('node', ['scripts/build.ts']);
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test'], { ...process.env, CHROME_PATH: chrome });
