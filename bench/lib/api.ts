/** The few API calls the benchmarks need to make their users, fields, teams and bookings, over HTTP. */
import { addDays, todayInAppZone } from '../../domain/time';

export const PASSWORD = 'Bench-Clave1';

export interface Session {
  id: number;
  email: string;
  token: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  body: T;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(base: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T };
}

async function expectStatus<T>(reply: Promise<Reply<T>>, status: number, what: string): Promise<T> {
  const r = await reply;
  if (r.status !== status) throw new Error(`${what}: expected ${status}, got ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

let counter = 0;
/** Distinct e-mail, document and cellphone per user within one process (each benchmark uses a fresh database). */
function profile(kind: 'player' | 'admin', n = ++counter) {
  const digits = String(n).padStart(8, '0');
  return {
    firstName: kind === 'admin' ? 'Admin' : 'Jugador',
    lastName: `Bench ${n}`,
    city: 'Cartagena',
    age: 30,
    cellphone: `3${kind === 'admin' ? 1 : 2}${digits}`,
    documentType: 'CC',
    documentNumber: `${kind === 'admin' ? 7 : 8}${digits}`,
    email: `${kind}${n}@bench.example`,
    password: PASSWORD,
    // The data policy, which every sign-up accepts.
    acceptedPolicy: true,
  };
}

export async function registerAndLogin(base: string, kind: 'player' | 'admin'): Promise<Session> {
  const p = profile(kind);
  await expectStatus(call(base, 'POST', `/auth/${kind}/register`, { body: p }), 201, `register ${kind}`);
  return login(base, kind, p.email);
}

export async function login(base: string, kind: 'player' | 'admin', email: string): Promise<Session> {
  const body = await expectStatus(
    call<{ token: string; user: { id: number } }>(base, 'POST', `/auth/authenticate/${kind}`, { body: { email, password: PASSWORD } }),
    200,
    `login ${email}`,
  );
  return { id: body.user.id, email, token: body.token };
}

export async function createField(base: string, admin: Session, n: number): Promise<number> {
  const body = await expectStatus(
    call<{ id: number }>(base, 'POST', '/api/v1/field', {
      token: admin.token,
      body: {
        name: `Cancha ${String(n).padStart(4, '0')}`,
        address: `Calle ${n} #1-2`,
        city: 'Cartagena',
        hourlyRate: 80000,
        openingHour: '06:00',
        closingHour: '23:00',
        status: 'ACTIVE',
        adminId: admin.id,
      },
    }),
    201,
    'create field',
  );
  return body.id;
}

export async function createTeam(base: string, owner: Session, n: number): Promise<number> {
  const body = await expectStatus(
    call<{ id: number }>(base, 'POST', '/api/v1/team', {
      token: owner.token,
      body: { name: `Equipo ${n}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 8, ownerId: owner.id },
    }),
    201,
    'create team',
  );
  return body.id;
}

export interface Slot {
  fieldId: number;
  reservationDate: string;
  startTime: string;
  hours: number;
}

export function bookingBody(teamId: number, slot: Slot) {
  return { teamId, ...slot };
}

/** The date `days` after today in Bogota (bookings must be today or later). */
export const dayFromToday = (days: number) => addDays(todayInAppZone(new Date()), days);

/** A team owner and a team: the unit that books. */
export interface Booker extends Session {
  teamId: number;
}

export async function makeBooker(base: string, n: number): Promise<Booker> {
  const s = await registerAndLogin(base, 'player');
  return { ...s, teamId: await createTeam(base, s, n) };
}

export interface Admin extends Session {
  fieldId: number;
}

export async function makeAdmin(base: string, n: number): Promise<Admin> {
  const s = await registerAndLogin(base, 'admin');
  return { ...s, fieldId: await createField(base, s, n) };
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i], i);
      }
    }),
  );
  return results;
}
