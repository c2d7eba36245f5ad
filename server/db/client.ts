/**
 * Opens the database: PostgreSQL when a connection URL is given, else the embedded PGlite under
 * DATA_DIR. Both speak the PostgreSQL dialect, so the same schema, migrations and queries serve both.
 */
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ensureDataDir } from '../config';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `loadDataDir` can start from. */
  dump?(): Promise<Blob>;
  /**
   * LISTEN on `channel`. PostgreSQL: on a connection of its own (outside the pool), reconnecting when it
   * is lost or stops answering (asked every 5 s), told each notification's payload; `onState(false)` when it is lost (notifications may be
   * missed from then on), `onState(true)` once listening again. PGlite: in the process, told as each change
   * commits. Resolves when listening.
   */
  listen(channel: string, handlers: { onNotify(payload: string): void; onState(listening: boolean): void }): Promise<void>;
  /**
   * Runs SQL as given, for a library that brings its own (the reminders' job queue, services/reminders.ts): with
   * `values`, one statement with its parameters; without, any number of statements (the rows of the last).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The `application_name` of the connections that LISTEN, as `pg_stat_activity` shows them. */
export const LISTEN_APPLICATION_NAME = 'canchas-listen';
/** How often a LISTEN connection is asked whether it is alive, and how long its answer may take. */
const LISTEN_HEARTBEAT_MS = 5_000;
const LISTEN_HEARTBEAT_TIMEOUT_MS = 3_000;

/** Any constant: the advisory lock that lets one process at a time run the migrations on a database. */
const MIGRATION_LOCK = 7_415_022_026;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** PGlite only: start from a dump (Database.dump) instead of an empty cluster; much faster than initdb. */
  loadDataDir?: Blob;
  /** Told the text of every statement the app sends (a round trip each); the tests count them with it. */
  onQuery?: (query: string) => void;
}

const loggerOf = (options: OpenOptions) => (options.onQuery ? { logQuery: options.onQuery } : undefined);

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pg = (await import('pg')).default;
    const { Pool } = pg;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: Number(process.env.DB_POOL_SIZE ?? 10) });
    // An idle connection can die (server restart, administrator's kill); the pool replaces it. Without a
    // listener that error would end the process.
    pool.on('error', (error) => console.error('PostgreSQL: conexión inactiva perdida:', error.message));
    const db = drizzle(pool, { schema, logger: loggerOf(options) });
    // Several processes may start at once on one database: the first migrates, the others wait for it
    // and then find nothing to do. The lock is held by a connection of its own (the pool may be of one).
    const lock = new Pool({ connectionString: options.databaseUrl, max: 1 });
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock.end();
    }
    let closed = false;
    const listeners: import('pg').Client[] = [];
    async function listen(channel: string, handlers: { onNotify(payload: string): void; onState(listening: boolean): void }) {
      const connect = async () => {
        if (closed) return;
        const client = new pg.Client({
          connectionString: options.databaseUrl,
          application_name: LISTEN_APPLICATION_NAME,
          keepAlive: true,
          connectionTimeoutMillis: LISTEN_HEARTBEAT_MS,
        });
        listeners.push(client);
        let lost = false;
        const timers: { heartbeat?: NodeJS.Timeout; late?: NodeJS.Timeout } = {};
        const onLost = (error?: Error) => {
          if (lost) return;
          lost = true;
          clearInterval(timers.heartbeat);
          clearTimeout(timers.late);
          listeners.splice(listeners.indexOf(client), 1);
          void client.end().catch(() => {});
          if (closed) return;
          handlers.onState(false);
          console.error('PostgreSQL: conexión de LISTEN perdida, reintentando:', error?.message ?? 'cerrada');
          setTimeout(() => void connect().catch(() => {}), 1000).unref();
        };
        client.on('error', onLost);
        client.on('end', () => onLost());
        client.on('notification', (message) => {
          if (message.channel === channel) handlers.onNotify(message.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
        } catch (error) {
          onLost(error as Error);
          throw error;
        }
        // A connection can die without a word (a network or a proxy dropping it, a stuck server): asked
        // every few seconds, one that does not answer in time counts as lost.
        timers.heartbeat = setInterval(() => {
          const late = setTimeout(() => onLost(new Error('sin respuesta')), LISTEN_HEARTBEAT_TIMEOUT_MS);
          late.unref();
          timers.late = late;
          client.query('select 1').then(() => clearTimeout(late), onLost);
        }, LISTEN_HEARTBEAT_MS);
        timers.heartbeat.unref();
        handlers.onState(true);
      };
      await connect();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen,
      executeSql: async (text, values) => {
        const client = await pool.connect();
        try {
          const result = await client.query(text, values && values.length > 0 ? values : undefined);
          // Several statements: pg answers each one's result.
          return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
        } catch (error) {
          // A failed statement of a BEGIN … COMMIT text leaves its transaction open and aborted: never give the
          // connection back to the pool so.
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      async close() {
        closed = true;
        await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (!options.inMemory) {
    // The database's folder and the data folder around it are the server user's only (0700).
    ensureDataDir(options.dataDir ?? './data');
    dataDir = `${options.dataDir ?? './data'}/pglite`;
    ensureDataDir(dataDir);
  }
  const client = await PGlite.create(dataDir, { extensions: { btree_gist }, loadDataDir: options.loadDataDir });
  const db = drizzle(client, { schema, logger: loggerOf(options) });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // PGlite calls the listener when a write commits, before the write's own call returns.
    async listen(channel, handlers) {
      await client.listen(channel, (payload) => handlers.onNotify(payload));
      handlers.onState(true);
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/** The SQLSTATE of a database error, looking through the wrappers Drizzle puts around it. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * Runs `work` (a transaction) again, up to three times in all, when PostgreSQL aborted it to break a
 * deadlock or a serialization conflict (40P01, 40001). Bookings racing for one slot meet in its exclusion
 * constraint, where two inserts can each wait for the other; the one aborted gets its real answer (the
 * slot is taken) on the next try instead of 'Algo salió mal'.
 */
export async function retryingConflicts<T>(work: () => Promise<T>, states: readonly string[] = ['40P01', '40001']): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !states.includes(sqlState(error) ?? '')) throw error;
    }
  }
}

export function constraintName(error: unknown): string | undefined {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}
