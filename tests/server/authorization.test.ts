/**
 * The authorization matrix: for every call that changes or reads private data, its owner succeeds, a
 * stranger of each role gets 403 (a player with a team of their own, an administrator with a field of
 * their own), and a request without a token gets 401. Each row starts from a fresh little world.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, TOMORROW, YESTERDAY, type TestApp, type TestUser } from './harness';
import { SAMPLES, upload } from './samples';

interface World {
  admin: TestUser;
  owner: TestUser;
  member: TestUser;
  applicant: TestUser;
  fieldId: number;
  teamId: number;
  reservationId: number;
  applicationId: number;
}

interface Row {
  method: string;
  path: (w: World) => string;
  body?: (w: World) => unknown;
  multipart?: boolean;
  /** Who may: the caller that must succeed. */
  who: (w: World) => TestUser;
  status?: number;
  /** When the world's reservation is (tomorrow at 10:00 unless said): a finalize waits for its start or end. */
  reservation?: { reservationDate: string; startTime: string };
}

const fieldForm = (w: World) => ({
  id: w.fieldId,
  name: 'Nueva',
  address: 'Calle 1',
  city: 'Cartagena',
  hourlyRate: 1000,
  openingHour: '08:00',
  closingHour: '20:00',
  status: 'ACTIVE',
});
const teamForm = (w: World) => ({ id: w.teamId, name: 'Nuevo', city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 8 });
const slot = (w: World) => ({ teamId: w.teamId, fieldId: w.fieldId, reservationDate: TOMORROW, startTime: '15:00', hours: 1 });
const profileOf = (u: TestUser) => ({
  id: u.id,
  firstName: 'N',
  lastName: 'M',
  city: 'Cartagena',
  age: 30,
  cellphone: `31${String(u.id).padStart(8, '0')}`,
  documentType: 'CC',
  documentNumber: `44${u.id}0000`,
  email: u.email,
});

const ROWS: Record<string, Row> = {
  'PUT /field': { method: 'PUT', path: () => '/field', body: fieldForm, who: (w) => w.admin },
  'GET /field/{id}/stats': { method: 'GET', path: (w) => `/field/${w.fieldId}/stats`, who: (w) => w.admin },
  'DELETE /field/{id}': { method: 'DELETE', path: (w) => `/field/${w.fieldId}`, who: (w) => w.admin },
  'POST /field/{id}/upload-image': { method: 'POST', path: (w) => `/field/${w.fieldId}/upload-image`, multipart: true, who: (w) => w.admin },
  'GET /reservation/field/{id}': { method: 'GET', path: (w) => `/reservation/field/${w.fieldId}`, who: (w) => w.admin },
  'GET /reservation/field/{id}/status/{status}': { method: 'GET', path: (w) => `/reservation/field/${w.fieldId}/status/ACTIVE`, who: (w) => w.admin },
  'GET /reservation/field/{id}/active': { method: 'GET', path: (w) => `/reservation/field/${w.fieldId}/active`, who: (w) => w.admin },
  'GET /reservation/field/{id}/finished': { method: 'GET', path: (w) => `/reservation/field/${w.fieldId}/finished`, who: (w) => w.admin },
  'GET /reservation/field/{id}/canceled': { method: 'GET', path: (w) => `/reservation/field/${w.fieldId}/canceled`, who: (w) => w.admin },
  'GET /reservation/filter?fieldId': { method: 'GET', path: (w) => `/reservation/filter?fieldId=${w.fieldId}&page=0&size=6`, who: (w) => w.admin },
  'POST /reservation/manual': {
    method: 'POST',
    path: () => '/reservation/manual',
    body: (w) => ({
      fieldId: w.fieldId,
      customerName: 'Carlos Pérez',
      customerCellphone: '3001234567',
      reservationDate: TOMORROW,
      startTime: '17:00',
      hours: 1,
    }),
    who: (w) => w.admin,
    status: 201,
  },
  'PUT /team': { method: 'PUT', path: () => '/team', body: teamForm, who: (w) => w.owner },
  'DELETE /team/{id}': { method: 'DELETE', path: (w) => `/team/${w.teamId}`, who: (w) => w.owner },
  'POST /team/{teamId}/member/{playerId}': { method: 'POST', path: (w) => `/team/${w.teamId}/member/${w.applicant.id}`, who: (w) => w.owner },
  'POST /team/delete/{playerId}/team/{teamId} (remove)': {
    method: 'POST',
    path: (w) => `/team/delete/${w.member.id}/team/${w.teamId}`,
    who: (w) => w.owner,
  },
  'POST /team/delete/{playerId}/team/{teamId} (leave)': {
    method: 'POST',
    path: (w) => `/team/delete/${w.member.id}/team/${w.teamId}`,
    who: (w) => w.member,
  },
  'POST /team/{id}/upload-image': { method: 'POST', path: (w) => `/team/${w.teamId}/upload-image`, multipart: true, who: (w) => w.owner },
  'GET /reservation/team/{id}': { method: 'GET', path: (w) => `/reservation/team/${w.teamId}`, who: (w) => w.member },
  'GET /reservation/team/{id}/active': { method: 'GET', path: (w) => `/reservation/team/${w.teamId}/active`, who: (w) => w.member },
  'GET /reservation/team/{id}/finished': { method: 'GET', path: (w) => `/reservation/team/${w.teamId}/finished`, who: (w) => w.member },
  'GET /reservation/filter?teamId': { method: 'GET', path: (w) => `/reservation/filter?teamId=${w.teamId}&page=0&size=6`, who: (w) => w.member },
  'GET /request/team/{id}': { method: 'GET', path: (w) => `/request/team/${w.teamId}`, who: (w) => w.owner },
  'POST /request/{id}?statusRequest': { method: 'POST', path: (w) => `/request/${w.applicationId}?statusRequest=ACCEPTED`, who: (w) => w.owner },
  'GET /request/player/{id}': { method: 'GET', path: (w) => `/request/player/${w.applicant.id}`, who: (w) => w.applicant },
  'GET /reservation/{id} (member)': { method: 'GET', path: (w) => `/reservation/${w.reservationId}`, who: (w) => w.member },
  'GET /reservation/{id} (administrator)': { method: 'GET', path: (w) => `/reservation/${w.reservationId}`, who: (w) => w.admin },
  'PUT /reservation/{id}/status/finalize (administrator)': {
    method: 'PUT',
    path: (w) => `/reservation/${w.reservationId}/status/finalize`,
    who: (w) => w.admin,
  },
  'PUT /reservation/{id}/status/finalize (owner)': {
    method: 'PUT',
    path: (w) => `/reservation/${w.reservationId}/status/finalize`,
    who: (w) => w.owner,
    reservation: { reservationDate: YESTERDAY, startTime: '10:00' },
  },
  'PUT /reservation/{id}/status/canceled (owner)': {
    method: 'PUT',
    path: (w) => `/reservation/${w.reservationId}/status/canceled`,
    who: (w) => w.owner,
  },
  'PUT /reservation/{id}/status/canceled (administrator)': {
    method: 'PUT',
    path: (w) => `/reservation/${w.reservationId}/status/canceled`,
    who: (w) => w.admin,
  },
  'DELETE /reservation/{id}': { method: 'DELETE', path: (w) => `/reservation/${w.reservationId}`, who: (w) => w.owner },
  'PUT /reservation': { method: 'PUT', path: () => '/reservation', body: (w) => ({ ...slot(w), id: w.reservationId }), who: (w) => w.owner },
  'PUT /user/player': { method: 'PUT', path: () => '/user/player', body: (w) => profileOf(w.member), who: (w) => w.member },
  'PUT /user/admin': { method: 'PUT', path: () => '/user/admin', body: (w) => profileOf(w.admin), who: (w) => w.admin },
  'POST /user/player/{id}/upload-image': {
    method: 'POST',
    path: (w) => `/user/player/${w.member.id}/upload-image`,
    multipart: true,
    who: (w) => w.member,
  },
  'POST /user/admin/{id}/upload-image': {
    method: 'POST',
    path: (w) => `/user/admin/${w.admin.id}/upload-image`,
    multipart: true,
    who: (w) => w.admin,
  },
};

describe.each(ENGINES)('authorization matrix on %s', (engine) => {
  let t: TestApp;
  let strangerPlayer: TestUser;
  let strangerAdmin: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [strangerPlayer, strangerAdmin] = await Promise.all([t.user('PLAYER'), t.user('FIELD_ADMIN')]);
    await t.team(strangerPlayer);
    await t.field(strangerAdmin);
  });
  afterAll(() => t?.close());

  async function world(when: Row['reservation'] = { reservationDate: TOMORROW, startTime: '10:00' }): Promise<World> {
    const [admin, owner, member, applicant] = await Promise.all([t.user('FIELD_ADMIN'), t.user('PLAYER'), t.user('PLAYER'), t.user('PLAYER')]);
    const field = await t.field(admin);
    const team = await t.team(owner, [member]);
    const reservation = await t.reservation(team, field, when);
    const application = await t.api('POST', '/request', { token: applicant.token, body: { teamId: team.id, description: 'Quiero jugar' } });
    return { admin, owner, member, applicant, fieldId: field.id, teamId: team.id, reservationId: reservation.id, applicationId: application.body.id };
  }

  it.each(Object.entries(ROWS))('%s', async (_name, row) => {
    const w = await world(row.reservation);
    const send = (token?: string) =>
      t.api(row.method, row.path(w), {
        token,
        body: row.body?.(w),
        raw: row.multipart ? upload(SAMPLES.png) : undefined,
      });
    for (const stranger of [strangerPlayer, strangerAdmin]) {
      const res = await send(stranger.token);
      expect(res.status, `${stranger.role} stranger: ${JSON.stringify(res.body)}`).toBe(403);
      expect(['FORBIDDEN', 'NOT_OWNER', 'NOT_YOU', 'NOT_MEMBER']).toContain(res.body.code);
      expect(typeof res.body.message).toBe('string');
    }
    const anonymous = await send();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHORIZED');
    const res = await send(row.who(w).token);
    expect(res.status, JSON.stringify(res.body)).toBe(row.status ?? 200);
  });

  it.each([
    ['/reservation/availability', 200],
    ['/reservation', 201],
  ])('POST %s: a member of the team (%i); strangers of both roles 403; no token 401', async (path, status) => {
    const w = await world();
    await t.api('PUT', `/reservation/${w.reservationId}/status/canceled`, { token: w.owner.token });
    for (const stranger of [strangerPlayer, strangerAdmin]) {
      expect((await t.api('POST', path, { token: stranger.token, body: slot(w) })).status).toBe(403);
    }
    expect((await t.api('POST', path, { body: slot(w) })).status).toBe(401);
    expect((await t.api('POST', path, { token: w.member.token, body: slot(w) })).status).toBe(status);
  });

  it("PUT /reservation/{id}/series/canceled and GET …/series: the field's administrator; the team's players, strangers of both roles 403; no token 401", async () => {
    const w = await world();
    const series = await t.api('POST', '/reservation/manual', {
      token: w.admin.token,
      body: {
        fieldId: w.fieldId,
        customerName: 'Turno',
        customerCellphone: '3001234567',
        reservationDate: TOMORROW,
        startTime: '18:00',
        hours: 1,
        weeks: 3,
      },
    });
    const path = `/reservation/${series.body.reservations[0].id}/series/canceled`;
    for (const other of [strangerPlayer, strangerAdmin, w.owner, w.member]) {
      const res = await t.api('PUT', path, { token: other.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('NOT_OWNER');
      // Nor may they read the turn (its customer is the administrator's alone).
      const read = await t.api('GET', `/reservation/${series.body.reservations[0].id}/series`, { token: other.token });
      expect(read.status).toBe(403);
      expect(read.body.code).toBe('NOT_OWNER');
    }
    expect((await t.api('GET', `/reservation/${series.body.reservations[0].id}/series`)).status).toBe(401);
    expect((await t.api('PUT', path)).status).toBe(401);
    const res = await t.api('PUT', path, { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
  });
});
