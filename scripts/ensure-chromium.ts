/**
 * The browser tests need Chromium. Find it (CHROME_PATH, else /usr/bin/chromium); when it is missing, say how
 * to get it and, as root on Debian, install it. Never downloads a browser build of its own.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** The flags every headless Chromium of the project starts with (browser tests, bench, search tools): no sandbox, GPU or background traffic. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function ensureChromium(): string {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const hint =
    `Chromium is needed for the browser tests and is not at ${path}.\n` +
    `  On Debian/Ubuntu: apt-get install -y chromium   (or set CHROME_PATH to a Chromium or Chrome binary)`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROME_PATH && isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')) {
    console.log(`${hint}\nRunning as root on Debian: installing it now (apt-get update && apt-get install -y chromium)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) break;
    }
    if (existsSync(path)) return path;
  }
  console.error(`✗ ${hint}`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`Chromium: ${ensureChromium()}`);
