/**
 * Bad input at every call, property-based (fast-check): random path parameters, bodies and query strings.
 * Whatever arrives, the answer is never a 5xx and no row of any table changes (a digest of every table is
 * compared before and after each property). Bodies and queries are generated "almost right" (the schema's
 * own keys with random values) and kept only when the domain schema refuses them, so they probe the
 * validation itself rather than the JSON parser alone.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../../domain/constants';
import { ERROR_CODES } from '../../domain/errors';
import {
  accountDeleteSchema,
  applicationAnswerSchema,
  applicationCreateSchema,
  availabilityRequestSchema,
  consentSchema,
  credentialsSchema,
  customerUpdateSchema,
  fieldCreateSchema,
  fieldUpdateSchema,
  idSchema,
  pageQuerySchema,
  profileUpdateSchema,
  refreshSchema,
  registerPayloadSchema,
  reservationCreateSchema,
  reservationFilterSchema,
  teamCreateSchema,
  teamUpdateSchema,
} from '../../domain/schemas';
import { createTestApp, ENGINES, TOMORROW, type TestApp, type TestUser } from './harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/** Every refusal is `{ code, message }` with a stable code and none of the validator's English. */
function expectSpanishError(body: unknown, where: string) {
  const { code, message } = body as { code?: unknown; message?: unknown };
  expect(ERROR_CODES as readonly unknown[], `${where}: ${JSON.stringify(body)}`).toContain(code);
  expect(typeof message).toBe('string');
  expect(message as string, where).not.toMatch(/Invalid|Expected|received/);
}

type Who = 'admin' | 'owner' | 'member' | 'applicant';
type Schema = v.GenericSchema<unknown, unknown>;
interface Route {
  method: string;
  /** Placeholders in braces name the world's values: {fieldId}, {teamId}, ... */
  path: string;
  who: Who;
  body?: Schema;
  query?: Schema;
  multipart?: boolean;
}

const reservationUpdateSchema = v.object({ ...reservationCreateSchema.entries, id: idSchema });
const emailQuery = v.object({ email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)) });

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/v1/field/{fieldId}', who: 'admin' },
  { method: 'GET', path: '/api/v1/field/admin/{adminId}', who: 'admin' },
  { method: 'POST', path: '/api/v1/field', who: 'admin', body: fieldCreateSchema },
  { method: 'PUT', path: '/api/v1/field', who: 'admin', body: fieldUpdateSchema },
  { method: 'GET', path: '/api/v1/field/{fieldId}/stats', who: 'admin' },
  { method: 'DELETE', path: '/api/v1/field/{fieldId}', who: 'admin' },
  { method: 'POST', path: '/api/v1/field/{fieldId}/upload-image', who: 'admin', multipart: true },
  { method: 'GET', path: '/api/v1/team/{teamId}', who: 'owner' },
  { method: 'POST', path: '/api/v1/team', who: 'applicant', body: teamCreateSchema },
  { method: 'PUT', path: '/api/v1/team', who: 'owner', body: teamUpdateSchema },
  { method: 'DELETE', path: '/api/v1/team/{teamId}', who: 'owner' },
  { method: 'POST', path: '/api/v1/team/{teamId}/member/{applicantId}', who: 'owner' },
  { method: 'POST', path: '/api/v1/team/delete/{memberId}/team/{teamId}', who: 'owner' },
  { method: 'POST', path: '/api/v1/team/{teamId}/upload-image', who: 'owner', multipart: true },
  { method: 'GET', path: '/api/v1/reservation/{reservationId}', who: 'member' },
  { method: 'GET', path: '/api/v1/reservation/team/{teamId}', who: 'member' },
  { method: 'GET', path: '/api/v1/reservation/team/{teamId}/active', who: 'member' },
  { method: 'GET', path: '/api/v1/reservation/team/{teamId}/finished', who: 'member' },
  { method: 'GET', path: '/api/v1/reservation/field/{fieldId}', who: 'admin' },
  { method: 'GET', path: '/api/v1/reservation/field/{fieldId}/canceled', who: 'admin' },
  { method: 'GET', path: '/api/v1/reservation/field/{fieldId}/status/{status}', who: 'admin' },
  { method: 'GET', path: '/api/v1/reservation/filter', who: 'member', query: reservationFilterSchema },
  { method: 'POST', path: '/api/v1/reservation/availability', who: 'member', body: availabilityRequestSchema },
  { method: 'POST', path: '/api/v1/reservation', who: 'member', body: reservationCreateSchema },
  { method: 'PUT', path: '/api/v1/reservation', who: 'owner', body: reservationUpdateSchema },
  { method: 'DELETE', path: '/api/v1/reservation/{reservationId}', who: 'owner' },
  { method: 'PUT', path: '/api/v1/reservation/{reservationId}/status/finalize', who: 'owner' },
  { method: 'PUT', path: '/api/v1/reservation/{reservationId}/status/canceled', who: 'owner' },
  { method: 'POST', path: '/api/v1/request', who: 'applicant', body: applicationCreateSchema },
  { method: 'GET', path: '/api/v1/request/player/{applicantId}', who: 'applicant' },
  { method: 'GET', path: '/api/v1/request/team/{teamId}', who: 'owner' },
  { method: 'POST', path: '/api/v1/request/{applicationId}', who: 'owner', query: applicationAnswerSchema },
  { method: 'GET', path: '/api/v1/user/player', who: 'member', query: pageQuerySchema },
  { method: 'GET', path: '/api/v1/user/player/team/{teamId}', who: 'member' },
  { method: 'GET', path: '/api/v1/user/player/by-email', who: 'member', query: emailQuery },
  { method: 'GET', path: '/api/v1/user/admin/{adminId}', who: 'member' },
  { method: 'PUT', path: '/api/v1/user/player', who: 'member', body: profileUpdateSchema },
  { method: 'PUT', path: '/api/v1/user/admin', who: 'admin', body: profileUpdateSchema },
  { method: 'POST', path: '/api/v1/user/player/{memberId}/upload-image', who: 'member', multipart: true },
  { method: 'POST', path: '/api/v1/user/admin/{adminId}/upload-image', who: 'admin', multipart: true },
  { method: 'POST', path: '/api/v1/user/me/consent', who: 'member', body: consentSchema },
  { method: 'DELETE', path: '/api/v1/user/me', who: 'member', body: accountDeleteSchema },
  { method: 'POST', path: '/api/v1/team/{teamId}/invitation/{applicantId}', who: 'owner' },
  { method: 'PUT', path: '/api/v1/reservation/field/{fieldId}/customers/3001234567', who: 'admin', body: customerUpdateSchema },
  { method: 'DELETE', path: '/api/v1/reservation/field/{fieldId}/customers/3001234567', who: 'admin' },
  { method: 'POST', path: '/auth/player/register', who: 'member', body: registerPayloadSchema },
  { method: 'POST', path: '/auth/admin/register', who: 'member', body: registerPayloadSchema },
  { method: 'POST', path: '/auth/authenticate/player', who: 'member', body: credentialsSchema },
  { method: 'POST', path: '/auth/refresh/admin', who: 'member', body: refreshSchema },
];

// ---- Arbitraries ----

/** Values that look like what the forms carry, right or nearly so, next to arbitrary ones. */
const plausible = fc.constantFrom<unknown>(
  0,
  -1,
  1,
  3,
  4,
  1.5,
  2 ** 31,
  -(2 ** 31),
  1e308,
  '1',
  '0',
  '',
  ' ',
  '\u0000',
  'x'.repeat(300),
  '%00',
  '💥',
  null,
  true,
  [],
  {},
  '2030-06-11',
  '2030-02-30',
  '1999-01-01',
  // The first and last days a date can name.
  '0001-01-01',
  '9999-12-31',
  '08:00',
  '10:15',
  '24:00',
  '23:59',
  'ACTIVE',
  'INACTIVE',
  'ACCEPTED',
  'PENDING',
  'CC',
  'XX',
  'a@b.co',
  'no-es-correo',
  'Clave-Segura1',
  '3001234567',
  '12345678',
  'Cartagena',
  "'; drop table users; --",
);
const anyValue = fc.oneof(plausible, fc.jsonValue(), fc.string({ unit: 'binary', maxLength: 40 }), fc.integer(), fc.double({ noNaN: true }));

function schemaKeys(schema: Schema): string[] {
  const s = schema as unknown as { entries?: Record<string, unknown>; pipe?: { entries?: Record<string, unknown> }[] };
  return Object.keys(s.entries ?? s.pipe?.[0]?.entries ?? {});
}

/** Bodies the schema refuses: mostly objects with the schema's keys, sometimes any JSON at all. */
function badBody(schema: Schema) {
  const keys = schemaKeys(schema);
  const shaped = fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), anyValue, { maxKeys: keys.length + 2 });
  return fc
    .oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: fc.jsonValue() })
    .filter((body) => !v.is(schema, JSON.parse(JSON.stringify(body) ?? 'null')));
}

/** Query strings the schema refuses. */
function badQuery(schema: Schema) {
  const keys = schemaKeys(schema);
  const text = fc.oneof(
    fc.constantFrom('0', '1', '-1', '6', '1000', 'ACTIVE', 'ACCEPTED', '2030-06-11', '0001-01-01', '9999-12-31', 'a@b.co', '', '%', '%zz'),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  return fc
    .dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })), text, { maxKeys: keys.length + 2 })
    .filter((q) => !v.is(schema, q));
}

/** Path segments that are no id of anything that exists (dot segments are URL syntax, not values). */
const badSegment = fc
  .oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
    fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', ' 1', '2147483648', '99999999999999999999', 'null', 'NaN', 'ACTIVE'),
    fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }).map(String),
  )
  .filter((s) => s !== '.' && s !== '..' && !(/^\d+$/.test(s) && Number(s) < 1_000_000));

/** Upload bodies that carry no acceptable image: random bytes that start with 0x00, or the wrong field name. */
const badUpload = fc.record({
  field: fc.constantFrom('file', 'foto', ''),
  bytes: fc.uint8Array({ maxLength: 64 }).map((b) => Uint8Array.from([0, ...b])),
  type: fc.constantFrom('image/png', 'text/plain', 'application/octet-stream', ''),
});

// ---- The suite ----

describe.each(ENGINES)('bad input on %s', (engine) => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  let values: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const [admin, owner, member, applicant] = await Promise.all([t.user('FIELD_ADMIN'), t.user('PLAYER'), t.user('PLAYER'), t.user('PLAYER')]);
    users = { admin, owner, member, applicant };
    const field = await t.field(admin);
    const team = await t.team(owner, [member]);
    const reservation = await t.reservation(team, field, { reservationDate: TOMORROW });
    const other = await t.user('PLAYER');
    const application = await t.api('POST', '/request', { token: other.token, body: { teamId: team.id, description: 'Quiero jugar' } });
    values = {
      fieldId: String(field.id),
      teamId: String(team.id),
      adminId: String(admin.id),
      memberId: String(member.id),
      applicantId: String(applicant.id),
      reservationId: String(reservation.id),
      applicationId: String(application.body.id),
      status: 'ACTIVE',
    };
  });
  afterAll(() => t?.close());

  const fill = (path: string, param: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => param(name));

  async function send(route: Route, path: string, options: { body?: unknown; raw?: BodyInit; headers?: Record<string, string> }) {
    const res = await t.call(route.method, path, { token: users[route.who].token, ...options });
    expect(res.status, `${route.method} ${path} -> ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
    if (res.status >= 400) expectSpanishError(res.body, `${route.method} ${path}`);
    return res;
  }

  /** Runs a property, then checks that no table changed. */
  async function unchanged<Ts extends unknown[]>(property: fc.IAsyncProperty<Ts>) {
    const before = await t.snapshot();
    await fc.assert(property, { numRuns: RUNS });
    expect(await t.snapshot()).toEqual(before);
  }

  const withParams = ROUTES.filter((r) => r.path.includes('{'));
  it.each(withParams.map((r) => [`${r.method} ${r.path}`, r] as const))('params: %s', async (_name, route) => {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    await unchanged(
      fc.asyncProperty(fc.array(badSegment, { minLength: names.length, maxLength: names.length }), fc.jsonValue(), async (segments, body) => {
        const path = fill(route.path, (name) => encodeURIComponent(segments[names.indexOf(name)]));
        const res = await send(route, path, route.multipart || route.method === 'GET' ? {} : { body });
        expect([400, 403, 404]).toContain(res.status);
      }),
    );
  });

  it.each(ROUTES.filter((r) => r.body).map((r) => [`${r.method} ${r.path}`, r] as const))('body: %s', async (_name, route) => {
    const path = fill(route.path, (name) => values[name]);
    await unchanged(
      fc.asyncProperty(
        fc.oneof(
          { weight: 5, arbitrary: badBody(route.body!).map((b) => ({ json: b as unknown })) },
          { weight: 1, arbitrary: fc.string({ unit: 'binary' }).map((s) => ({ text: s })) },
        ),
        async (input) => {
          const res =
            'json' in input
              ? await send(route, path, { body: input.json })
              : await send(route, path, { raw: input.text, headers: { 'content-type': 'application/json' } });
          expect(res.status).toBe(400);
          expect(typeof res.body.message).toBe('string');
        },
      ),
    );
  });

  it.each(ROUTES.filter((r) => r.query).map((r) => [`${r.method} ${r.path}`, r] as const))('query: %s', async (_name, route) => {
    const path = fill(route.path, (name) => values[name]);
    await unchanged(
      fc.asyncProperty(
        fc.oneof(
          badQuery(route.query!).map((q) => ({ qs: new URLSearchParams(q).toString(), refused: true })),
          // Raw text may happen to be a valid query: then only "no 5xx, no change" holds.
          fc.string({ unit: 'binary', maxLength: 40 }).map((s) => ({ qs: s.replace(/[#\s]/g, encodeURIComponent), refused: false })),
        ),
        async ({ qs, refused }) => {
          const res = await send(route, `${path}?${qs}`, {});
          if (refused) expect(res.status).toBe(400);
        },
      ),
    );
  });

  it.each(ROUTES.filter((r) => r.multipart).map((r) => [`${r.method} ${r.path}`, r] as const))('upload: %s', async (_name, route) => {
    const path = fill(route.path, (name) => values[name]);
    await unchanged(
      fc.asyncProperty(badUpload, async ({ field, bytes, type }) => {
        const form = new FormData();
        form.append(field, new Blob([bytes as BlobPart], { type }), 'x');
        const res = await send(route, path, { raw: form });
        expect([400, 415]).toContain(res.status);
      }),
    );
  });

  it('random methods and paths', async () => {
    await unchanged(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.array(
          fc.oneof(fc.constantFrom('field', 'team', 'reservation', 'request', 'user', 'player', 'admin', 'status', 'member', 'delete'), badSegment),
          { maxLength: 5 },
        ),
        fc.jsonValue(),
        async (method, segments, body) => {
          const path = `/api/v1/${segments.map(encodeURIComponent).join('/')}`;
          const res = await t.call(method, path, { token: users.owner.token, body: method === 'GET' ? undefined : body });
          expect(res.status, `${method} ${path}`).toBeLessThan(500);
        },
      ),
    );
  });

  it('a text the database cannot store (a NUL character) in an otherwise valid form is 400, and nothing is written', async () => {
    const before = await t.snapshot();
    const team = await t.api('POST', '/team', {
      token: users.applicant.token,
      body: { name: 'Los\u0000Pibes', city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 5 },
    });
    expect(team.status).toBe(400);
    const search = await t.api('GET', `/user/player/by-email?email=${encodeURIComponent('a\u0000@b.co')}`, { token: users.member.token });
    expect(search.status).toBe(400);
    expect(await t.snapshot()).toEqual(before);
  });

  it('the status segment of /reservation/field/{id}/status/{status} accepts only the statuses', async () => {
    await unchanged(
      fc.asyncProperty(
        fc
          .string({ unit: 'binary', minLength: 1 })
          .filter((s) => !(RESERVATION_STATUSES as readonly string[]).includes(s) && s !== '.' && s !== '..'),
        async (status) => {
          const res = await t.api('GET', `/reservation/field/${values.fieldId}/status/${encodeURIComponent(status)}`, { token: users.admin.token });
          expect(res.status).toBe(400);
        },
      ),
    );
  });
});
