import { defineConfig } from 'vitest/config';

// Two projects, so that only the server tests pay for the PostgreSQL cluster their global setup starts:
// `npm run test:fast` runs `unit` (no database), `npm run test:server` runs `server`.
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
          // A view test types and clicks through a form: on two cores shared with other builds that takes
          // several seconds, and a 5 s limit failed tests that were only slow. A test that hangs still fails.
          testTimeout: 20_000,
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
