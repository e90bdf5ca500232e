import { defineConfig } from 'vitest/config';

/** Browser tests: run against a built dist/ in Debian's chromium, one file at a time. */
export default defineConfig({
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
