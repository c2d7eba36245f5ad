import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The journeys that also run on PostgreSQL in `npm test` (`npm run e2e:postgres`). Every journey runs on the
 * embedded PGlite (`npm run e2e`), and the server suites (`npm run test:server`) run every rule on both
 * engines, so a second browser pass pays off only where the engine changes what a person sees: one journey
 * per area as a smoke test of the real database, and every journey whose server path differs on PostgreSQL
 * (row locks and constraints raced by another request, the NOTIFY that tells the kept lists of a change).
 * `npm run test:full` (E2E_ALL=1) runs every journey on PostgreSQL too. `test` is a part of the journey's
 * name (its describe's name included); a describe's name selects all its journeys. A journey added to a
 * file below is not picked up by itself: list it here when it meets one of the reasons above.
 */
export const POSTGRES_JOURNEYS: readonly { file: string; test: string; why: string }[] = [
  {
    file: 'tests/e2e/auth.e2e.test.ts',
    test: 'a new player registers, logs in, stays in after a reload and logs out',
    why: 'auth: accounts, tokens and their sessions on the real database',
  },
  {
    file: 'tests/e2e/reservations.e2e.test.ts',
    test: 'three taps from the fields to "Reserva creada" on a phone',
    why: "booking: a team's reservation, then the kept reservation list told of it by NOTIFY",
  },
  {
    file: 'tests/e2e/slotTaken.e2e.test.ts',
    test: 'a time taken while the booking page is open',
    why: 'booking: two teams race for one slot (the exclusion constraint and the row locks of booking)',
  },
  {
    file: 'tests/e2e/teams.e2e.test.ts',
    test: 'three players: create a team, apply and be accepted',
    why: 'team: join requests, members and the full-team rule under their locks',
  },
  {
    file: 'tests/e2e/fields.e2e.test.ts',
    test: 'journey: an administrator registers, registers a field, finds it on the public home',
    why: 'field administration: the public field list, kept per process and renewed by NOTIFY',
  },
  {
    file: 'tests/e2e/payments.e2e.test.ts',
    test: 'on a phone the administrator records a deposit; the team sees what is due',
    why: 'money: a payment and what is due',
  },
  {
    file: 'tests/e2e/payments.e2e.test.ts',
    test: 'a reservation cancelled while its payment was being written',
    why: 'money: a payment raced by a cancellation (the reservation row locked by both)',
  },
  {
    file: 'tests/e2e/notices.e2e.test.ts',
    test: 'a join request shows live on «Avisos»',
    why: "notifications: a notice written in the request's transaction reaches the open stream through LISTEN/NOTIFY",
  },
  {
    file: 'tests/e2e/freeSearch.e2e.test.ts',
    test: 'a player with a team: Saturday, 8 p. m., Reservar',
    why: "booking: the free-field search, one statement over the exclusion constraint's index",
  },
  {
    file: 'tests/e2e/privacy.e2e.test.ts',
    test: 'Mis datos: the download is one JSON file',
    why: "personal data: an account's deletion across its rows and constraints, and the same e-mail registering again",
  },
];

/**
 * How many journey files run at once, each worker on its own server and database (tests/e2e/server.globalSetup.ts
 * starts one per worker): E2E_WORKERS, or one per core up to two (a journey drives Chromium and a server, so more
 * workers than cores only slows each one).
 */
const askedWorkers = Number(process.env.E2E_WORKERS);
const workers = Number.isInteger(askedWorkers) && askedWorkers > 0 ? askedWorkers : Math.min(2, availableParallelism());

const onPostgres = process.env.E2E_DATABASE === 'postgres';
const everyJourney = process.env.E2E_ALL === '1';
const selected = onPostgres && !everyJourney;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Browser journeys in real Chromium against the real server (built app + API + fresh PGlite, or PostgreSQL
// with E2E_DATABASE=postgres).
export default defineConfig({
  test: {
    include: selected ? [...new Set(POSTGRES_JOURNEYS.map((j) => j.file))] : ['tests/e2e/**/*.e2e.test.ts'],
    testNamePattern: selected ? new RegExp(POSTGRES_JOURNEYS.map((j) => escape(j.test)).join('|')) : undefined,
    globalSetup: ['tests/e2e/server.globalSetup.ts'],
    // Files share nothing (each worker has a server and database of its own); within a worker they run one after another.
    maxWorkers: workers,
    fileParallelism: workers > 1,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // A journey that fails, fails: a wait that starves on a busy machine is a defect of the journey (it must
    // wait for the event that proves its moment, never for a fixed time), and a retry would hide it.
    retry: 0,
    // A poll waits as long as a locator does: what a page shows next may wait on a chunk or an answer.
    expect: { poll: { timeout: 15_000 } },
  },
});
