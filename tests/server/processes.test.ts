/**
 * Two real server processes on one PostgreSQL database, as the README runs them behind a reverse proxy
 * (same JWT_SECRET, TRUST_PROXY and DATABASE_URL): bookings, the log-in limiter and the public field
 * list behave as with one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Field, Page, Reservation } from '../../domain/types';
import { LISTEN_APPLICATION_NAME } from '../../server/db/client';
import { REMINDER_QUEUE } from '../../server/services/reminders';
import { notification, reservations } from '../../server/db/schema';
import { freePort, sleep } from '../support/net';
import { sseReader } from '../support/sse';
import { createTestApp, JWT_SECRET, nextUnique, PASSWORD, type TestApp, type TestUser } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** `node --import tsx server/main.ts` on the database, answering /health. */
async function startServer(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      STATIC_ROOT: '',
      DB_POOL_SIZE: '5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; await sleep(50)) {
    if (child.exitCode !== null) throw new Error(`server exited at start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
  }
}

/** Reads until `seen` holds what was read (at most `limitMs`): the milliseconds it took. */
async function pollUntil<T>(read: () => Promise<T>, seen: (value: T) => boolean, limitMs = 5000): Promise<number> {
  const start = Date.now();
  while (!seen(await read())) {
    if (Date.now() - start > limitMs) throw new Error(`not seen within ${limitMs / 1000} s`);
    await sleep(10);
  }
  return Date.now() - start;
}

/** The date `days` from today in Bogota, as the booking form sends it. */
const bogotaDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });

describe('two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  let servers: ServerProcess[];
  let dataDir: string;
  let admin: TestUser;
  let field: { id: number; name: string };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call<T = any>(server: ServerProcess, method: string, path: string, options: { token?: string; body?: unknown; from?: string } = {}) {
    const headers: Record<string, string> = { 'x-forwarded-for': options.from ?? `10.9.${nextUnique() % 250}.${nextUnique() % 250}` };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: res.status, body: (await res.json()) as T };
  }
  const activeOn = async (server: ServerProcess, id = field.id) =>
    (await call<Field[]>(server, 'GET', '/api/v1/field/active')).body.find((f) => f.id === id);

  /** Polls the other process's list until `seen` holds; the milliseconds it took. */
  const until = (server: ServerProcess, seen: (f: Field | undefined) => boolean, id = field.id) => pollUntil(() => activeOn(server, id), seen);

  beforeAll(async () => {
    t = await createTestApp('postgres');
    // The processes run on the real clock: the suite's tokens must too.
    t.clock.set(new Date());
    dataDir = mkdtempSync(join(tmpdir(), 'canchas-procs-'));
    // Both at once on a fresh database: one migrates, the other waits for it (advisory lock).
    servers = await Promise.all([startServer(t.url!, join(dataDir, 'a')), startServer(t.url!, join(dataDir, 'b'))]);
    admin = await t.user('FIELD_ADMIN');
    field = await t.field(admin, { openingHour: '06:00', closingHour: '23:00' });
  });
  afterAll(async () => {
    for (const s of servers ?? []) s.child.kill('SIGTERM');
    await Promise.all(
      (servers ?? []).map((s) => new Promise((resolve) => (s.child.exitCode !== null ? resolve(null) : s.child.once('exit', resolve)))),
    );
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await t?.close();
  });

  it('a request Node refuses before the app (headers over 16 KB, no HTTP at all) is answered with a code and a Spanish message', async () => {
    const huge = await fetch(`${servers[0].url}/api/v1/field/active`, { headers: { authorization: `Bearer ${'x'.repeat(20_000)}` } });
    expect(huge.status).toBe(431);
    expect(await huge.json()).toEqual({ code: 'HEADERS_TOO_LARGE', message: MSG.general.headersTooLarge });
    const port = Number(new URL(servers[0].url).port);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('ESTO NO ES HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 'MALFORMED_REQUEST', message: MSG.general.malformedRequest });
    // The process still serves.
    expect((await fetch(`${servers[0].url}/health`)).status).toBe(200);
  });

  it('a body broken off mid-way (a bad chunk) is the client’s fault: answered 400, and nothing logged as a failure of ours', async () => {
    const port = Number(new URL(servers[0].url).port);
    const before = servers[0].output().length;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'POST /api/v1/auth/authenticate/player HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Transfer-Encoding: chunked\r\n\r\n5\r\n{"ema\r\nZZ\r\n',
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect((await fetch(`${servers[0].url}/health`)).status).toBe(200);
    await sleep(200);
    expect(servers[0].output().slice(before)).toBe('');
  });

  it('a request HTTP can read but the adapter cannot make into a URL is answered the same way, with the security headers', async () => {
    const port = Number(new URL(servers[0].url).port);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    for (const request of [
      'GET /api/v1/user/player\\5 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      'GET /api/v1/field/active HTTP/1.1\r\nHost: a@b\r\nConnection: close\r\n\r\n',
      'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    ]) {
      const answer = await raw(request);
      expect(answer, request).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
      expect(answer).toMatch(/\r\ncontent-security-policy: /i);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body.includes('{') ? body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1) : body)).toEqual({
        code: 'MALFORMED_REQUEST',
        message: MSG.general.malformedRequest,
      });
    }
  });

  it('20 teams racing for one slot across both processes: exactly one booking', async () => {
    const owners = await Promise.all(Array.from({ length: 20 }, () => t.user('PLAYER')));
    const teams = await Promise.all(owners.map((o) => t.team(o)));
    const reservationDate = bogotaDate(3);
    const answers = await Promise.all(
      owners.map((o, i) =>
        call(servers[i % 2], 'POST', '/api/v1/reservation', {
          token: o.token,
          body: { teamId: teams[i].id, fieldId: field.id, reservationDate, startTime: '19:00', hours: 2 },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const winner = answers.findIndex((a) => a.status === 201);
    const active = await t.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.fieldId, field.id), eq(reservations.status, 'ACTIVE')));
    expect(active.map((r) => r.teamId)).toEqual([teams[winner].id]);
  });

  it('the log-in limiter counts failures made on both processes', async () => {
    const player = await t.user('PLAYER');
    const from = '198.51.100.7';
    const login = (server: ServerProcess, password: string) =>
      call(server, 'POST', '/auth/authenticate/player', { body: { email: player.email, password }, from });
    // Five failures are free, alternating processes; the sixth try is refused on either, right password or not.
    for (let i = 0; i < 5; i++) expect((await login(servers[i % 2], 'Mala-Clave1')).status).toBe(401);
    expect((await login(servers[1], PASSWORD)).status).toBe(429);
    expect((await login(servers[0], PASSWORD)).status).toBe(429);
  });

  it('a field edited through one process is in the other’s public list within a second, and at once in its own', async () => {
    const [a, b] = servers;
    const body = (overrides: Record<string, unknown>) => ({
      id: field.id,
      adminId: admin.id,
      name: field.name,
      address: 'Cra 3 #8-45',
      city: 'Cartagena',
      hourlyRate: 95000,
      openingHour: '06:00',
      closingHour: '23:00',
      status: 'ACTIVE',
      ...overrides,
    });
    // Both lists read (and kept) before each change.
    expect((await activeOn(a))?.name).toBe(field.name);
    expect((await activeOn(b))?.name).toBe(field.name);

    expect((await call(a, 'PUT', '/api/v1/field', { token: admin.token, body: body({ name: 'Renombrada' }) })).status).toBe(200);
    expect((await activeOn(a))?.name).toBe('Renombrada');
    expect(await until(b, (f) => f?.name === 'Renombrada')).toBeLessThan(1000);

    // Inactive: gone from the list, through the other process this time.
    expect((await call(b, 'PUT', '/api/v1/field', { token: admin.token, body: body({ name: 'Renombrada', status: 'INACTIVE' }) })).status).toBe(200);
    expect(await activeOn(b)).toBeUndefined();
    expect(await until(a, (f) => f === undefined)).toBeLessThan(1000);
    await call(b, 'PUT', '/api/v1/field', { token: admin.token, body: body({ name: 'Renombrada' }) });
    await until(a, (f) => f !== undefined);

    // The administrator's name, shown in the list.
    const profile = {
      id: admin.id,
      firstName: 'Otro',
      lastName: 'Nombre',
      city: 'Cartagena',
      age: 30,
      cellphone: `3${String(admin.id).padStart(9, '7')}`,
      documentType: 'CC',
      documentNumber: admin.documentNumber,
      email: admin.email,
    };
    expect((await call(b, 'PUT', '/api/v1/user/admin', { token: admin.token, body: profile })).status).toBe(200);
    expect((await activeOn(b))?.admin.firstName).toBe('Otro');
    expect(await until(a, (f) => f?.admin.firstName === 'Otro')).toBeLessThan(1000);

    // Deleted through one: gone from both.
    expect((await call(a, 'DELETE', `/api/v1/field/${field.id}`, { token: admin.token })).status).toBe(200);
    expect(await activeOn(a)).toBeUndefined();
    expect(await until(b, (f) => f === undefined)).toBeLessThan(1000);
  });

  it('a booking made through one process is in the other’s kept reservation page within a second, and at once in its own; a write straight to the database too', async () => {
    const [a, b] = servers;
    const fieldAdmin = await t.user('FIELD_ADMIN');
    const own = await t.field(fieldAdmin, { openingHour: '06:00', closingHour: '23:00' });
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    const names = async (server: ServerProcess) =>
      (
        await call<Page<Reservation>>(server, 'GET', `/api/v1/reservation/filter?fieldId=${own.id}&page=0&size=6`, { token: fieldAdmin.token })
      ).body.content.map((r) => r.teamName);
    /** Polls a process's page until `seen` holds; the milliseconds it took. */
    const seenOn = (server: ServerProcess, seen: (teamNames: (string | null)[]) => boolean) => pollUntil(() => names(server), seen);
    // Both pages read (and kept) before the change.
    expect(await names(a)).toEqual([]);
    expect(await names(b)).toEqual([]);
    const booked = await call(a, 'POST', '/api/v1/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: own.id, reservationDate: bogotaDate(2), startTime: '08:00', hours: 1 },
    });
    expect(booked.status).toBe(201);
    expect(await names(a)).toEqual([team.name]);
    expect(await seenOn(b, (n) => n.length === 1)).toBeLessThan(1000);

    // Renamed by hand in the database: no route of ours ran, the database tells both processes.
    await t.db.execute(sql`update teams set name = 'Renombrado a mano' where id = ${team.id}`);
    expect(await seenOn(a, (n) => n[0] === 'Renombrado a mano')).toBeLessThan(1000);
    expect(await seenOn(b, (n) => n[0] === 'Renombrado a mano')).toBeLessThan(1000);
  });

  // Its backends are stopped with a signal: only on the cluster the test setup started here.
  it.runIf(inject('postgresLocal'))(
    'a LISTEN connection that goes silent (its PostgreSQL backend stopped) is found out within seconds: the reservation pages are right again',
    async () => {
      const [a, b] = servers;
      const fieldAdmin = await t.user('FIELD_ADMIN');
      const own = await t.field(fieldAdmin);
      const owner = await t.user('PLAYER');
      const team = await t.team(owner);
      await t.reservation(team, own, { reservationDate: bogotaDate(3) });
      const teamName = async () =>
        (await call<Page<Reservation>>(b, 'GET', `/api/v1/reservation/filter?fieldId=${own.id}&page=0&size=6`, { token: fieldAdmin.token })).body
          .content[0]?.teamName;
      expect(await teamName()).toBe(team.name); // kept by b
      // Every LISTEN connection stops answering, as behind a dead network: no error, no end.
      const listening = (await t.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
      )) as unknown as { rows: { pid: number }[] };
      expect(listening.rows).toHaveLength(6);
      try {
        for (const { pid } of listening.rows) process.kill(pid, 'SIGSTOP');
        expect(
          (
            await call(a, 'PUT', '/api/v1/team', {
              token: owner.token,
              body: { id: team.id, name: 'Callados', city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6 },
            })
          ).status,
        ).toBe(200);
        // Asked every 5 s, 3 s to answer: found out within about 8 s.
        expect(await pollUntil(teamName, (name) => name === 'Callados', 15_000)).toBeLessThan(10_000);
      } finally {
        for (const { pid } of listening.rows) process.kill(pid, 'SIGCONT');
      }
      // Both processes listen again on their three channels: the stopped connections not found out yet are ended
      // too, and each is made anew after a second.
      for (const { pid } of listening.rows) await t.db.execute(sql`select pg_terminate_backend(${pid})`);
      for (const start = Date.now(); ; await sleep(200)) {
        const again = (await t.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME} and state = 'idle'`,
        )) as unknown as { rows: { pid: number }[] };
        if (again.rows.length === 6 && again.rows.every((r) => !listening.rows.some((old) => old.pid === r.pid))) break;
        if (Date.now() - start > 20_000) throw new Error(`listening again: ${again.rows.length} connections`);
      }
    },
  );

  it('a notice made through one process reaches its user’s stream on the other at once, one written straight to the database too; a reconnection to either catches up', async () => {
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    const [a, b] = servers;
    const open = async (server: ServerProcess, lastEventId?: string) => {
      const headers: Record<string, string> = { authorization: `Bearer ${owner.token}` };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      const res = await fetch(`${server.url}/api/v1/notification/stream`, { headers });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      return sseReader(res.body!);
    };
    const apply = async (server: ServerProcess) => {
      const player = await t.user('PLAYER');
      expect((await call(server, 'POST', '/api/v1/request', { token: player.token, body: { teamId: team.id, description: 'Hola' } })).status).toBe(
        201,
      );
    };
    const stream = await open(a);
    let started = Date.now();
    await apply(b);
    const first = await stream.nextEvent(2000);
    expect(JSON.parse(first!.data!)).toMatchObject({ kind: 'REQUEST_RECEIVED', link: '/dashboard/requests' });
    expect(Date.now() - started).toBeLessThan(1000);
    started = Date.now();
    const [straight] = await t.db
      .insert(notification)
      .values({ userId: owner.id, kind: 'TEAM_ADDED', text: 'Te agregaron al equipo.', link: '/dashboard/team', createdAt: new Date() })
      .returning();
    expect((await stream.nextEvent(2000))!.id).toBe(String(straight.id));
    expect(Date.now() - started).toBeLessThan(1000);
    await stream.cancel();
    // Made while no stream was open: the next one, on the other process, sends it first.
    await apply(a);
    const again = await open(b, String(straight.id));
    expect(JSON.parse((await again.nextEvent(2000))!.data!)).toMatchObject({ kind: 'REQUEST_RECEIVED' });
    await again.cancel();
  });

  it('a process whose LISTEN connection is lost keeps nothing until it listens again: still no stale list', async () => {
    const [a, b] = servers;
    const owner = await t.user('FIELD_ADMIN');
    const body = {
      adminId: owner.id,
      name: 'Antes',
      address: 'Cra 1 #2-3',
      city: 'Cartagena',
      hourlyRate: 80000,
      openingHour: '08:00',
      closingHour: '22:00',
      status: 'ACTIVE',
    };
    const made = await call<Field>(a, 'POST', '/api/v1/field', { token: owner.token, body });
    expect(made.status).toBe(201);
    const named = async (server: ServerProcess) => (await activeOn(server, made.body.id))?.name;
    expect(await named(b)).toBe('Antes');
    // An administrator (or a restart of PostgreSQL's side) ends both processes' LISTEN connections.
    const ended = await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
    );
    // Three each: the field list's channel, the reservation lists' and the notices'.
    expect((ended as unknown as { rows: unknown[] }).rows).toHaveLength(6);
    await sleep(100);
    const rename = (name: string) => call(a, 'PUT', '/api/v1/field', { token: owner.token, body: { ...body, id: made.body.id, name } });
    expect((await rename('Durante')).status).toBe(200);
    expect(await named(b)).toBe('Durante');
    // Listening again after a second: changes still show.
    await sleep(1500);
    expect(await named(b)).toBe('Durante');
    expect((await rename('Después')).status).toBe(200);
    expect(await until(b, (f) => f?.name === 'Después', made.body.id)).toBeLessThan(1000);
    expect(servers.map((s) => s.output()).join('')).toContain('conexión de LISTEN perdida');
  });

  it('a game’s reminders are scheduled once whichever process books or moves; each is told once while both work; none lost or doubled when both restart', async () => {
    const owner = await t.user('PLAYER');
    const mate = await t.user('PLAYER');
    const team = await t.team(owner, [mate]);
    const own = await t.field(await t.user('FIELD_ADMIN'), { openingHour: '06:00', closingHour: '23:00' });
    const reservationDate = bogotaDate(5);
    const booking = { teamId: team.id, fieldId: own.id, reservationDate, hours: 1 };
    const booked = await call<Reservation>(servers[0], 'POST', '/api/v1/reservation', {
      token: owner.token,
      body: { ...booking, startTime: '16:00' },
    });
    expect(booked.body).toMatchObject({ status: 'ACTIVE', teamName: team.name });
    const id = booked.body.id;
    const jobs = async () =>
      (
        (await t.db.execute(
          sql`select id::text, state, data->>'kind' as kind from pgboss.job where name = ${REMINDER_QUEUE} and (data->>'reservationId')::int = ${id} order by start_after`,
        )) as unknown as { rows: { id: string; state: string; kind: string }[] }
      ).rows;
    expect((await jobs()).map((j) => [j.kind, j.state])).toEqual([
      ['REMINDER_DAY_BEFORE', 'created'],
      ['REMINDER_TWO_HOURS', 'created'],
    ]);
    expect((await call(servers[1], 'PUT', '/api/v1/reservation', { token: owner.token, body: { ...booking, id, startTime: '17:00' } })).status).toBe(
      200,
    );
    const live = (await jobs()).filter((j) => j.state === 'created');
    expect(live.map((j) => j.kind)).toEqual(['REMINDER_DAY_BEFORE', 'REMINDER_TWO_HOURS']);
    expect((await jobs()).filter((j) => j.state === 'cancelled')).toHaveLength(2);

    const told = async (kind: string) =>
      (await t.db.select({ userId: notification.userId }).from(notification).where(eq(notification.kind, kind))).map((r) => r.userId).sort();
    const members = [owner.id, mate.id].sort();
    // The queue's clock is the database's: the two-hour reminder made due now. Both processes poll the queue.
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = ${REMINDER_QUEUE} and id = ${live[1].id}::uuid`);
    await pollUntil(
      () => told('REMINDER_TWO_HOURS'),
      (ids) => ids.length >= 2,
      10_000,
    );
    await sleep(2500);
    expect(await told('REMINDER_TWO_HOURS')).toEqual(members);

    // Both processes killed without a word, the day-before reminder comes due meanwhile, both start again.
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(
      servers.map(
        (s) => new Promise((resolve) => (s.child.exitCode !== null || s.child.signalCode !== null ? resolve(null) : s.child.once('exit', resolve))),
      ),
    );
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = ${REMINDER_QUEUE} and id = ${live[0].id}::uuid`);
    servers = await Promise.all([startServer(t.url!, join(dataDir, 'c')), startServer(t.url!, join(dataDir, 'd'))]);
    await pollUntil(
      () => told('REMINDER_DAY_BEFORE'),
      (ids) => ids.length >= 2,
      15_000,
    );
    await sleep(2500);
    expect(await told('REMINDER_DAY_BEFORE')).toEqual(members);
    expect(await told('REMINDER_TWO_HOURS')).toEqual(members);
  });
});
