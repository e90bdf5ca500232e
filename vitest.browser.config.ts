import { defineConfig } from 'vitest/config';

/** Browser tests: run against a built dist/ in Debian's chromium, one file at a time. */
export default defineConfig({
  // Its own cache folder: npm test runs it beside the unit tests, and two runs writing one
  // results file at once could leave it half-written.
  cacheDir: 'node_modules/.vite-browser',
  test: {
    include: ['test/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Pages checked side by side within a file (it.concurrent): three keep two cores busy.
    maxConcurrency: 3,
  },
});
