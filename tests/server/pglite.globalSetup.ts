/**
 * One migrated PGlite database, dumped once per run: each test file starts its in-memory PGlite from this
 * dump, which is several times cheaper than initdb plus the migrations in every file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dump of a freshly migrated PGlite database. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await openDatabase({ inMemory: true });
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'canchas-pglite-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
