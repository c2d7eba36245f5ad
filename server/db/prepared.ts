/**
 * Prepared statements of the hot routes (the session's user, availability, the reservation filter). Each
 * is built once per database handle, the first time it is used: Drizzle writes its SQL once, and on
 * PostgreSQL node-postgres parses it once per pooled connection under its name, after which each call
 * only binds the values (`sql.placeholder`) and PostgreSQL may reuse its plan. PGlite runs the same
 * statements (it ignores the name and parses them each time, still skipping Drizzle's building).
 *
 * A prepared statement belongs to the handle it was built on: inside a transaction (`tx`) the ordinary
 * query builder is used instead. A name must always stand for the same SQL text (node-postgres refuses a
 * name reused for another text on a connection), so each name is written in one place.
 */
import type { Db } from './client';

/** `build(db)` once per database handle; later calls with the same handle get the same statement(s). */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * Statements of one family, one per shape of the query (e.g. which filters a list request names): built
 * once per handle and shape, named `${prefix}_${shape}`.
 */
export function perDatabaseAndShape<T>(prefix: string, build: (db: Db, name: string, shape: string) => T): (db: Db, shape: string) => T {
  const families = perDatabase(() => new Map<string, T>());
  return (db, shape) => {
    const family = families(db);
    let statement = family.get(shape);
    if (statement === undefined) {
      statement = build(db, `${prefix}_${shape}`, shape);
      family.set(shape, statement);
    }
    return statement;
  };
}
