import { stripVTControlCharacters } from 'node:util';
import { defineConfig } from 'vitest/config';

/**
 * Three projects. "unit" needs nothing but the repository (npm run test:unit, on a fresh checkout), nor does "pages"
 * (pages of src/pages/ rendered with Astro's container API, vitest.pages.config.ts; test:unit runs both). "build"
 * reads the built site in dist/ (after npm run build; npm test builds first) or runs a whole astro build of a copy.
 */
const BUILD_TESTS = [
  'tests/build.test.ts',
  'tests/card-names.test.ts',
  'tests/csp-inline.test.ts',
  'tests/cite-copy.test.ts',
  'tests/coverage.test.ts',
  'tests/data-export.test.ts',
  'tests/docs-figures.test.ts',
  'tests/disagreements.test.ts',
  'tests/links.test.ts',
  'tests/lost-icons.test.ts',
  'tests/offline.test.ts',
  'tests/on-this-page.test.ts',
  'tests/reproducible.test.ts',
  'tests/reproducible-build.test.ts',
  'tests/search-index.test.ts',
  'tests/search-golden-test.test.ts',
  'tests/serve.test.ts',
  'tests/signals.test.ts',
  'tests/content-check-build.test.ts',
  'tests/build-faults.test.ts',
  'tests/base-path.test.ts',
  'tests/text-joins.test.ts',
  'tests/schema.test.ts',
  'tests/start-here.test.ts',
  'tests/walkthrough-build.test.ts',
  'scripts/bench/weight.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // Build tests parse all of dist/ once (≈7 s idle, up to ≈50 s on this 2-core machine under load).
    testTimeout: 60_000,
    // The pages project's container has no content layer (no sync runs under Vitest), so the layout's navigation
    // (src/data/site.ts) reads nine empty collections and Astro warns of each at every render: 18 lines for
    // src/pages/_moved.test.ts alone. Those tests check what a page says itself, not the navigation, so this one
    // warning is dropped (a project-wide option in Vitest); any other line is shown.
    onConsoleLog: (log) => !/\[WARN\] \[content\] The collection "\w+" does not exist or is empty\./.test(stripVTControlCharacters(log)),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['e2e/**', 'node_modules/**', 'dist/**', 'src/pages/**', ...BUILD_TESTS],
        },
      },
      // Pages rendered with Astro's container API, under Astro's Vite setup (vitest.pages.config.ts); no build needed.
      './vitest.pages.config.ts',
      // One worker, modules shared between files: tests/dist.ts parses dist/ once for every build test, not once a file.
      { extends: true, test: { name: 'build', include: BUILD_TESTS, isolate: false, fileParallelism: false } },
    ],
  },
});
