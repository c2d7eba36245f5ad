import { defineConfig } from 'vitest/config';

// Three projects, so that only the server tests pay for the PostgreSQL cluster their global setup starts, and
// only the view tests for a fresh process per file: `npm run test:fast` runs `unit` and `views` (no database),
// `npm run test:server` runs `server`. The browser tests (tests/e2e) have their own config, vitest.e2e.config.ts.
// How fast `test:fast` is, and why: docs/benchmarks.md, "Test commands".

/** What the unit and view tests share. */
const fast = {
  // Rules are Bogota's whatever the machine's zone: the unit tests run far from it to prove so.
  env: { TZ: 'Asia/Tokyo' },
  // A view test types and clicks through a form: on two cores shared with other builds that takes
  // several seconds, and a 5 s limit failed tests that were only slow. A test that hangs still fails.
  testTimeout: 20_000,
  // Vitest's default is one worker fewer than the cores: on two cores, one file at a time.
  maxWorkers: '100%',
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...fast,
          name: 'unit',
          // Pure modules in Node (domain rules, machines, the app's modules, the docs checks): no DOM, nothing a
          // file leaves behind that another reads, so the files share one process per worker and import xstate,
          // valibot and the domain once, not once per file (half the CPU time of these files).
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/views/**', 'tests/e2e/**', 'tests/server/**', '**/node_modules/**'],
          isolate: false,
        },
      },
      {
        test: {
          ...fast,
          name: 'views',
          // Each file a fresh process with its own happy-dom page (the `@vitest-environment` line of each file):
          // a view suite mocks modules and renders into the document, which must not reach the next file.
          include: ['tests/views/**/*.test.{ts,tsx}'],
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
          // After the fast projects when all run at once: they use another number of workers.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
