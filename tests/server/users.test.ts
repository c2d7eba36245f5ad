/** /user: the paged player list, players of a team, lookups, and each user's own profile. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Page, Player, ProfileUpdateResponse, User } from '../../domain/types';
import { createTestApp, ENGINES, PASSWORD, type TestApp, type TestUser } from './harness';

const CODE_OF: Record<string, string> = {
  [MSG.auth.emailTaken]: 'EMAIL_TAKEN',
  [MSG.auth.documentTaken]: 'DOCUMENT_TAKEN',
  [MSG.auth.cellphoneTaken]: 'CELLPHONE_TAKEN',
};

describe.each(ENGINES)('/user on %s', (engine) => {
  let t: TestApp;
  let me: TestUser, mate: TestUser, loner: TestUser, admin: TestUser, otherAdmin: TestUser;
  let team: Awaited<ReturnType<TestApp['team']>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    me = await t.user('PLAYER', { firstName: 'Ana' });
    mate = await t.user('PLAYER', { firstName: 'Beto', showCellphone: true });
    loner = await t.user('PLAYER', { firstName: 'Carla' });
    [admin, otherAdmin] = await Promise.all([t.user('FIELD_ADMIN'), t.user('FIELD_ADMIN')]);
    team = await t.team(me, [mate]);
  });
  afterAll(() => t?.close());

  it('GET /user/player pages every player but the caller, each with their team', async () => {
    const first = await t.api<Page<Player>>('GET', '/user/player?page=0&size=1', { token: me.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: 2, totalPages: 2, size: 1, number: 0 });
    expect(first.body.content[0]).toMatchObject({ id: mate.id, role: 'PLAYER', team: { id: team.id, ownerId: me.id } });
    const second = await t.api<Page<Player>>('GET', '/user/player?page=1&size=1', { token: me.token });
    expect(second.body.content[0]).toMatchObject({ id: loner.id, team: null });
    const asAdmin = await t.api<Page<Player>>('GET', '/user/player', { token: admin.token });
    expect(asAdmin.body).toMatchObject({ totalElements: 3, size: 20, number: 0 });
    expect(JSON.stringify(asAdmin.body)).not.toMatch(/password/i);
    expect((await t.api('GET', '/user/player?page=-1', { token: me.token })).status).toBe(400);
    expect((await t.api('GET', '/user/player?size=1000', { token: me.token })).status).toBe(400);
  });

  it('GET /user/player/team/{teamId} lists the team’s players (404 for an unknown team)', async () => {
    const res = await t.api<Player[]>('GET', `/user/player/team/${team.id}`, { token: admin.token });
    expect(res.body.map((p) => p.id)).toEqual([me.id, mate.id]);
    expect((await t.api('GET', '/user/player/team/999999', { token: admin.token })).status).toBe(404);
  });

  it('finds users by id and e-mail within their role (404 across roles)', async () => {
    expect((await t.api<User>('GET', `/user/player/${mate.id}`, { token: me.token })).body.id).toBe(mate.id);
    expect((await t.api('GET', `/user/admin/${mate.id}`, { token: me.token })).status).toBe(404);
    const byEmail = await t.api<User>('GET', `/user/admin/by-email?email=${admin.email.toUpperCase()}`, { token: me.token });
    expect(byEmail.body.id).toBe(admin.id);
    const missing = await t.api('GET', `/user/player/by-email?email=${admin.email}`, { token: me.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'NOT_FOUND', message: MSG.player.notFound });
    expect((await t.api('GET', '/user/player/by-email', { token: me.token })).status).toBe(400);
  });

  it('who has an e-mail cannot be asked without end: 60 look-ups an hour per user, then 429; others still answered', async () => {
    const asker = await t.user('PLAYER');
    const lookUp = (i: number, who = asker) =>
      i % 2
        ? t.api('GET', `/user/player/by-email?email=nadie${i}@ejemplo.co`, { token: who.token })
        : t.api('GET', `/user/admin/by-email?email=${admin.email}`, { token: who.token });
    // A malformed look-up is refused for its input and not counted.
    expect((await t.api('GET', '/user/player/by-email', { token: asker.token })).status).toBe(400);
    for (let i = 0; i < 60; i++) expect((await lookUp(i)).status).toBe(i % 2 ? 404 : 200);
    const refused = await lookUp(0);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'LOOKUP_THROTTLED', message: MSG.user.lookupThrottled });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await lookUp(0, loner)).status).toBe(200);
    // The caller's own e-mail, which the app looks up on every start, is never counted nor refused.
    for (let i = 0; i < 70; i++) {
      const own = await t.api('GET', `/user/player/by-email?email=${asker.email.toUpperCase()}`, { token: asker.token });
      expect(own.status).toBe(200);
    }
  });

  describe('PUT /user/player and /user/admin', () => {
    const profile = (u: TestUser, overrides: Record<string, unknown> = {}) => ({
      id: u.id,
      firstName: 'Nuevo',
      lastName: 'Nombre',
      city: 'Barranquilla',
      age: 30,
      cellphone: `3${String(u.id).padStart(9, '7')}`,
      documentType: 'TI',
      documentNumber: `55${String(u.id).padStart(6, '0')}`,
      email: `nuevo${u.id}@correo.co`,
      ...overrides,
    });

    it('a user edits their own profile', async () => {
      const res = await t.api<User>('PUT', '/user/player', { token: loner.token, body: profile(loner, { email: loner.email }) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: loner.id, firstName: 'Nuevo', city: 'Barranquilla', documentType: 'TI', team: null });
      const adminRes = await t.api<User>('PUT', '/user/admin', { token: admin.token, body: profile(admin, { email: admin.email }) });
      expect(adminRes.status).toBe(200);
      expect(adminRes.body).toMatchObject({ id: admin.id, role: 'FIELD_ADMIN', field: null });
    });

    it('only their own, on their own role’s path (403)', async () => {
      const res = await t.api('PUT', '/user/player', { token: me.token, body: profile(mate) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'NOT_YOU', message: MSG.user.notYou });
      expect((await t.api('PUT', '/user/admin', { token: me.token, body: profile(me) })).status).toBe(403);
      expect((await t.api('PUT', '/user/player', { token: otherAdmin.token, body: profile(otherAdmin) })).status).toBe(403);
    });

    it('e-mail, document and cellphone stay unique (409); the form’s rules hold (400)', async () => {
      const clash = async (field: string, value: string, message: string) => {
        const res = await t.api('PUT', '/user/player', {
          token: me.token,
          body: profile(me, { email: me.email, currentPassword: PASSWORD, [field]: value }),
        });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ code: CODE_OF[message], message });
      };
      await clash('email', admin.email, MSG.auth.emailTaken);
      await clash('documentNumber', mate.documentNumber, MSG.auth.documentTaken);
      const [mateRow] = await t
        .api<User[]>('GET', `/user/player/team/${team.id}`, { token: me.token })
        .then((r) => r.body.filter((u) => u.id === mate.id));
      await clash('cellphone', mateRow.cellphone!, MSG.auth.cellphoneTaken);
      const bad = await t.api('PUT', '/user/player', { token: me.token, body: profile(me, { cellphone: '12' }) });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(MSG.validation.cellphoneInvalid);
    });

    it('after changing the e-mail (with the current password) the old token no longer works; the answer’s token does', async () => {
      const res = await t.api<ProfileUpdateResponse>('PUT', '/user/player', {
        token: mate.token,
        body: profile(mate, { currentPassword: PASSWORD }),
      });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(`nuevo${mate.id}@correo.co`);
      expect((await t.api('GET', '/field', { token: mate.token })).status).toBe(401);
      expect((await t.api('GET', '/field', { token: res.body.token })).status).toBe(200);
    });
  });
});
