/**
 * `npm test`: everything, in order — Chromium check (installs it as root on Debian),
 * type checking (astro check, TypeScript strict), the build, unit and build tests (Vitest), browser tests (Playwright on the system Chromium).
 */
import { run } from './lib/proc.ts';
import { ensureChromium } from './ensure-chromium.ts';

const chrome = ensureChromium();
run('npx', ['astro', 'check']);
run('node', ['scripts/build.ts']);
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test'], { ...process.env, CHROME_PATH: chrome });
