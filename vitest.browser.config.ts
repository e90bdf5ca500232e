import { defineConfig } from 'vitest/config';

/** Browser tests: run against a built dist/ in Debian's chromium, one file at a time. */
export default defineConfig({
  // Its own cache folder: a run of it beside the unit tests (two terminals) must not share one
  // results file with them, which two runs writing at once could leave half-written.
  cacheDir: 'node_modules/.vite-browser',
  test: {
    include: ['test/browser/**/*.test.ts'],
    environment: 'node',
    // Throwaway projects in memory when the machine has room (test/support/globalSetup.ts).
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Pages checked side by side within a file (it.concurrent): three keep two cores busy.
    maxConcurrency: 3,
  },
});
