import { defineConfig } from '@playwright/test';
import { CHROME_ARGS } from './scripts/ensure-chromium.ts';

// E2E_PORT lets two checkouts run their browser tests at once.
const PORT = Number(process.env.E2E_PORT ?? 4322);
/** Specs that build or serve from the project themselves (astro dev on content/, the build under /rules/). */
const OWN_BUILDS = /(dev-links|dev-errors|base-path)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // axe on the largest pages (the walkthroughs, 1E cards A–Z) takes 10–25 s on this 2-core machine under load.
  timeout: 60_000,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The site's service worker keeps what a page fetches (and, when the reader chooses, the whole site). Tests other
    // than e2e/offline.spec.ts and e2e/update.spec.ts (which allow it) don't need it: blocking it keeps them
    // independent of its caches.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROME_ARGS,
    },
  },
  // "own-builds": the specs that start astro dev on the project's content/ (and edit it) or use the /rules/ build the
  // build tests make; `npm test` runs them after the build tests, which copy the project (scripts/test.ts).
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: OWN_BUILDS },
    { name: 'own-builds', use: { browserName: 'chromium' }, testMatch: OWN_BUILDS },
  ],
  webServer: {
    // The site as `npm start` serves it (scripts/serve.ts).
    command: `node scripts/serve.ts --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
