/**
 * A real app on a real database for each test file: PGlite in memory, or a fresh database on the
 * PostgreSQL cluster the global setup started. Every server suite runs on both (describe.each(ENGINES)).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '../../domain/constants';
import { createApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { createTokenService } from '../../server/auth/tokens';
import type { AppDeps } from '../../server/context';
import { openDatabase, type Db } from '../../server/db/client';
import { ActiveFieldsCache } from '../../server/services/activeFields';
import { filterPagesKept, type Kept } from '../../server/services/kept';
import { RESERVATION_LISTS_CHANNEL } from '../../server/services/reservations';
import { NoticeHub } from '../../server/services/notifications';
import { PushService } from '../../server/services/push';
import { Reminders } from '../../server/services/reminders';
import { DEFAULT_VAPID_SUBJECT, generateVapidKeys } from '../../server/config';
import { fields, reservations, teamMembers, teams, users } from '../../server/db/schema';
import { instantInAppZone, endTimeOf } from '../../domain/time';

export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/** Monday 10 June 2030, 08:00 in Bogota: every test's "now" unless it moves the clock. */
export const DEFAULT_NOW = new Date('2030-06-10T13:00:00Z');
export const TODAY = '2030-06-10';
export const TOMORROW = '2030-06-11';
export const YESTERDAY = '2030-06-09';
export const PASSWORD = 'Clave-Segura1';
export const JWT_SECRET = 'test-secret-of-the-server-suite-0123456789';
export const TOKEN_TTL_SECONDS = 3600;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Response<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestUser {
  id: number;
  email: string;
  role: Role;
  token: string;
  documentNumber: string;
}

export interface CallOptions {
  token?: string;
  /** A JSON body; give `raw` instead for anything else. */
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
}

let passwordHash: Promise<string> | undefined;
let unique = 0;

/** A distinct number per call, for e-mails, documents and cellphones that never collide. */
export const nextUnique = () => ++unique;

/** A sign-up (`POST /auth/{kind}/register`) whose e-mail, document and cellphone nobody has yet. */
export function registration(overrides: Record<string, unknown> = {}) {
  const n = String(nextUnique()).padStart(7, '0');
  return {
    firstName: 'Ana',
    lastName: 'Bolívar',
    city: 'Cartagena',
    age: 27,
    cellphone: `310${n}`,
    documentType: 'CC',
    documentNumber: `7${n}`,
    email: `ana${n}@correo.co`,
    password: PASSWORD,
    acceptedPolicy: true,
    ...overrides,
  };
}

export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** `filterPages`: kept reservation pages told of nothing but the app's own calls (no LISTEN). */
/**
 * `noticeHeartbeatMs`: notice streams woken by the database, with that heartbeat. `push`: Web Push sent to local
 * (http:) push services with a generated VAPID pair.
 */
export async function createTestApp(
  engine: Engine,
  options: { filterPages?: Kept<string>; noticeHeartbeatMs?: number; push?: boolean; reminders?: boolean } = {},
) {
  let drop = async () => {};
  let url: string | undefined;
  let database;
  // The statements sent while `queriesOf` records (each is a round trip to the database).
  let recorded: string[] | undefined;
  const onQuery = (query: string) => recorded?.push(query);
  if (engine === 'pglite') {
    database = await openDatabase({ inMemory: true, loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]), onQuery });
  } else {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    url = fresh.url;
    database = await openDatabase({ databaseUrl: fresh.url, onQuery });
  }
  const db = database.db;

  const clock = {
    now: new Date(DEFAULT_NOW),
    set(date: Date | string) {
      this.now = new Date(date);
    },
    reset() {
      this.now = new Date(DEFAULT_NOW);
    },
  };
  const deps: AppDeps = {
    db,
    tokens: createTokenService(JWT_SECRET, TOKEN_TTL_SECONDS, () => clock.now.getTime()),
    now: () => clock.now,
    // Each call comes from its own address (below) unless a test names one, so the per-address
    // throttles only bite in the tests about them.
    trustProxy: true,
    // The sign-up limit's rules, tried at a small one (the default, server/config.ts, is checked on its own).
    registrationsPerHour: 5,
    // One process: the routes' own invalidation keeps it right (a test that writes fields straight to the
    // database and then reads the list must read it before, or not at all).
    activeFields: new ActiveFieldsCache(),
  };
  if (options.filterPages) {
    deps.filterPages = options.filterPages;
  } else if (engine === 'pglite') {
    // The filter's kept pages as a server process keeps them: PGlite tells every write as it commits, the
    // tests' own writes straight to the database too, so every filter call of the suites answers what the
    // database holds. On PostgreSQL the notification comes a moment after the write (its check across two
    // processes is in tests/server/processes.test.ts).
    const pages = filterPagesKept(false);
    await pages.follow(database, RESERVATION_LISTS_CHANNEL);
    deps.filterPages = pages;
  }
  if (options.noticeHeartbeatMs !== undefined || options.push) {
    // Open notice streams woken by the database's notification, as in a server process.
    deps.notices = new NoticeHub(options.noticeHeartbeatMs);
    await deps.notices.follow(database);
  }
  if (options.push) {
    deps.push = new PushService(db, { vapid: { ...generateVapidKeys(), subject: DEFAULT_VAPID_SUBJECT }, localService: true });
    deps.push.follow(deps.notices!);
  }
  if (options.reminders) {
    // The games' reminders on the suite's clock, polling often; a test sweeps when it wants to.
    deps.reminders = new Reminders(database, () => clock.now, { pollingSeconds: 0.5, sweep: false });
    await deps.reminders.start();
  }
  const app = createApp(deps);

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Response<T>> {
    const n = nextUnique();
    const headers: Record<string, string> = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    // Whatever the call, no answer carries a password hash.
    if (/\$argon2|passwordHash|password_hash/.test(text)) throw new Error(`${method} ${path} answered a password hash`);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  const api = <T = any>(method: string, path: string, options?: CallOptions) => call<T>(method, `/api/v1${path}`, options); // eslint-disable-line @typescript-eslint/no-explicit-any

  /** A user straight in the database (hashing once per file), with a token of the suite's clock. */
  async function user(role: Role, profile: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
    passwordHash ??= hashPassword(PASSWORD);
    const n = nextUnique();
    const suffix = `${process.pid % 1000}${String(n).padStart(5, '0')}`;
    const [row] = await db
      .insert(users)
      .values({
        role,
        firstName: role === 'PLAYER' ? 'Jugador' : 'Admin',
        lastName: `Prueba${n}`,
        city: 'Cartagena',
        age: 25,
        cellphone: `3${suffix.padStart(9, '0')}`.slice(0, 10),
        documentType: 'CC',
        documentNumber: `9${suffix}`,
        email: `u${suffix}@prueba.co`,
        passwordHash: await passwordHash,
        ...profile,
      })
      .returning();
    return { id: row.id, email: row.email, role, token: await deps.tokens.issue(row), documentNumber: row.documentNumber };
  }

  /** Moves the suite's clock to `date` and gives each user a token of that moment (tokens live an hour). */
  async function at(date: Date | string, ...who: TestUser[]): Promise<void> {
    clock.set(date);
    for (const u of who) {
      const [row] = await db.select().from(users).where(eq(users.id, u.id));
      u.token = await deps.tokens.issue(row);
    }
  }

  async function field(admin: TestUser, values: Partial<typeof fields.$inferInsert> = {}) {
    const [row] = await db
      .insert(fields)
      .values({
        adminId: admin.id,
        name: `Cancha ${nextUnique()}`,
        address: 'Cra 1 #2-3',
        city: 'Cartagena',
        hourlyRate: 90000,
        openingHour: '08:00',
        closingHour: '22:00',
        status: 'ACTIVE',
        ...values,
      })
      .returning();
    return row;
  }

  /** A team owned by `owner`, with `others` as members too. */
  async function team(owner: TestUser, others: TestUser[] = [], values: Partial<typeof teams.$inferInsert> = {}) {
    const [row] = await db
      .insert(teams)
      .values({ ownerId: owner.id, name: `Equipo ${nextUnique()}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ...values })
      .returning();
    await db.insert(teamMembers).values([owner, ...others].map((m) => ({ teamId: row.id, playerId: m.id })));
    return row;
  }

  /** A reservation straight in the database (no rule checked), for history and conflicts. */
  async function reservation(
    team: { id: number; name: string },
    field: { id: number; name: string },
    values: { reservationDate?: string; startTime?: string; hours?: number; status?: 'ACTIVE' | 'FINISHED' | 'CANCELED' } = {},
  ) {
    const reservationDate = values.reservationDate ?? TOMORROW;
    const startTime = values.startTime ?? '10:00';
    const hours = values.hours ?? 1;
    const endTime = endTimeOf(startTime, hours)!;
    const [row] = await db
      .insert(reservations)
      .values({
        teamId: team.id,
        fieldId: field.id,
        teamName: team.name,
        fieldName: field.name,
        reservationDate,
        startTime,
        endTime,
        hours,
        startsAt: instantInAppZone(reservationDate, startTime),
        endsAt: instantInAppZone(reservationDate, endTime),
        price: 0,
        status: values.status ?? 'ACTIVE',
      })
      .returning();
    return row;
  }

  /** The statements the app sends to the database while `run` runs (run nothing else meanwhile). */
  async function queriesOf<T>(run: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
    const queries: string[] = [];
    recorded = queries;
    try {
      return { result: await run(), queries };
    } finally {
      recorded = undefined;
    }
  }

  return {
    engine,
    database,
    /** PostgreSQL: the URL of the file's database, for server processes of a test's own. */
    url,
    db,
    deps,
    app,
    clock,
    at,
    call,
    api,
    user,
    field,
    team,
    reservation,
    queriesOf,
    snapshot: () => snapshot(db),
    async close() {
      await deps.reminders?.stop();
      await database.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const TABLES = ['users', 'fields', 'teams', 'team_members', 'team_departures', 'reservations', 'applications', 'images'];

/** Every table's row count and a digest of its content: equal snapshots mean no row was added, changed or removed. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await db.execute(
      sql.raw(`select count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`),
    );
    out[table] = String((result as unknown as { rows: { digest: string }[] }).rows[0].digest);
  }
  return out;
}

/**
 * PostgreSQL: waits (up to 2 s) until a statement of this test's database waits on a lock, one whose text is like
 * `queryLike` when given, while the test's other connection `client` holds it.
 */
export async function untilWaitingOnLock(client: pg.Client, queryLike = '%'): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await client.query(
      "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE $1",
      [queryLike],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
