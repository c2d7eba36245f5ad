import { defineConfig } from 'vitest/config';

// Two projects, so that only the server tests pay for the PostgreSQL cluster their global setup starts.
// The browser tests (tests/e2e) have their own config, vitest.e2e.config.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Rules are Bogota's whatever the machine's zone: the unit tests run far from it to prove so.
          env: { TZ: 'Asia/Tokyo' },
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/server/**', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/postgres.globalSetup.ts', 'tests/server/pglite.globalSetup.ts'],
          // Each file makes its own databases, so files need no fresh process; sharing one saves
          // compiling PGlite's WebAssembly and loading the server once per file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
