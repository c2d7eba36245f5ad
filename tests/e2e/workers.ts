import { availableParallelism } from 'node:os';

/**
 * How many journey files run at once, each worker on its own server and database: E2E_WORKERS, or one per
 * core up to two (a journey drives Chromium and a server, so more workers than cores only slows each one).
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.min(2, availableParallelism());
}
