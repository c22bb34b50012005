import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // Build tests parse all of dist/ once (≈7 s idle, up to ≈50 s on this 2-core machine under load).
    testTimeout: 60_000,
  },
});
