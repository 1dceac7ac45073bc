import { defineConfig } from 'vitest/config';

/** Node-side tests: unit, server, storage and end-to-end (real host + real Chromium). */
export default defineConfig({
  test: {
    root: '.',
    include: ['test/{unit,server,storage,e2e}/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // End-to-end tests share two cores with the other suites; give them room under load.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    environment: 'node',
    globalSetup: ['test/support/globalSetup.ts'],
  },
});
