import { defineConfig } from 'vitest/config';

// Browser journeys in real Chromium against the real server (built app + API + fresh PGlite).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/server.globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
