/**
 * A throwaway PostgreSQL cluster for the server tests, started once per run. With DATABASE_URL set, that
 * server is used instead (each test file still creates its own database on it).
 */
import type { TestProject } from 'vitest/node';
import { startCluster } from '../support/postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of a PostgreSQL server on which the tests may CREATE DATABASE. */
    postgresUrl: string;
    /** Whether that server is the cluster started here, on this machine (its processes are ours to signal). */
    postgresLocal: boolean;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('postgresUrl', process.env.DATABASE_URL);
    project.provide('postgresLocal', false);
    return;
  }
  // Durability off: a test cluster need not survive a power cut, and it makes every commit cheap.
  const cluster = await startCluster({ fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' });
  project.provide('postgresUrl', cluster.adminUrl);
  project.provide('postgresLocal', true);
  return () => cluster.stop();
}
