import { defineConfig } from 'vitest/config';

// Browser journeys in real Chromium against the real server (built app + API + fresh PGlite).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/server.globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // A journey that fails is run once more before it counts: two cores driving Chromium, the server and
    // the database can starve one wait. A real defect fails both runs; the report names the retried ones.
    retry: 1,
    // A poll waits as long as a locator does: what a page shows next may wait on a chunk or an answer.
    expect: { poll: { timeout: 15_000 } },
  },
});
