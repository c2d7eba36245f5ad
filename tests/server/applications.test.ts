/** /request: applying to a team and the owner's answer. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Application } from '../../domain/types';
import { applications, teamMembers } from '../../server/db/schema';
import { createTestApp, ENGINES, TODAY, type TestApp, type TestUser } from './harness';

describe.each(ENGINES)('/request on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser, member: TestUser, applicant: TestUser, other: TestUser, admin: TestUser;
  let team: Awaited<ReturnType<TestApp['team']>>;
  let application: Application;

  const apply = (u: TestUser, body: Record<string, unknown>) => t.api<Application>('POST', '/request', { token: u.token, body });
  const answer = (id: number, status: string, u = owner) => t.api<Application>('POST', `/request/${id}?statusRequest=${status}`, { token: u.token });

  beforeAll(async () => {
    t = await createTestApp(engine);
    [owner, member, applicant, other, admin] = await Promise.all([
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('FIELD_ADMIN'),
    ]);
    team = await t.team(owner, [member], { maxPlayers: 4 });
  });
  afterAll(() => t?.close());

  describe('POST /request', () => {
    it('a player without a team applies (201, PENDING, dated today)', async () => {
      const res = await apply(applicant, { playerId: applicant.id, teamId: team.id, description: '  Juego de volante  ' });
      expect(res.status).toBe(201);
      application = res.body;
      expect(application).toMatchObject({
        statusRequest: 'PENDING',
        description: 'Juego de volante',
        applicationDate: TODAY,
        player: { id: applicant.id, team: null },
        team: { id: team.id, ownerId: owner.id, name: team.name },
      });
    });

    it('once while PENDING (409)', async () => {
      const res = await apply(applicant, { teamId: team.id, description: 'Otra vez' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'APPLICATION_DUPLICATE', message: MSG.application.duplicate });
    });

    it('sent again with its Idempotency-Key after a lost answer, answers the request it made, once', async () => {
      const asker = await t.user('PLAYER');
      const other = await t.team(await t.user('PLAYER'), [], { maxPlayers: 6 });
      const headers = { 'idempotency-key': crypto.randomUUID() };
      const body = { teamId: other.id, description: 'Juego de lateral' };
      const first = await t.api('POST', '/request', { token: asker.token, body, headers });
      expect(first.status).toBe(201);
      const again = await t.api('POST', '/request', { token: asker.token, body, headers });
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(first.body.id);
      const mine = await t.api('GET', `/request/player/${asker.id}`, { token: asker.token });
      expect(mine.body.filter((a: { team: { id: number } }) => a.team.id === other.id)).toHaveLength(1);
    });

    it('not by a player who has a team (409), not by administrators or for someone else (403)', async () => {
      const res = await apply(member, { teamId: team.id, description: 'Hola equipo' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'ALREADY_HAS_TEAM', message: MSG.application.alreadyInTeam });
      expect((await apply(admin, { teamId: team.id, description: 'Hola equipo' })).status).toBe(403);
      expect((await apply(other, { playerId: applicant.id, teamId: team.id, description: 'Hola equipo' })).status).toBe(403);
    });

    it('a description of 3 to 200 characters (400); a team that exists (404)', async () => {
      for (const description of ['ab', '   ab  ', 'x'.repeat(201), 42]) {
        const res = await t.api('POST', '/request', { token: other.token, body: { teamId: team.id, description } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(MSG.validation.descriptionLength);
      }
      expect((await apply(other, { teamId: 999999, description: 'Hola equipo' })).status).toBe(404);
    });

    it('a description may have lines and tabs, but no other control character nor a direction override (400)', async () => {
      for (const description of ['\u202Eopiuqe le ne ragouJ', 'Hola \u2066equipo\u2069', 'Hola\u0007equipo', 'Hola\u2028equipo']) {
        const res = await t.api('POST', '/request', { token: other.token, body: { teamId: team.id, description } });
        expect(res.body, JSON.stringify(description)).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.validation.textControlCharacters });
      }
      // Sent to a team of its own, so the requests the tests below count stay theirs.
      const elsewhere = await t.team(await t.user('PLAYER'));
      const lines = await t.api<Application>('POST', '/request', {
        token: (await t.user('PLAYER')).token,
        body: { teamId: elsewhere.id, description: 'Hola,\r\n\tjuego de 9' },
      });
      expect(lines.status).toBe(201);
      expect(lines.body.description).toBe('Hola,\r\n\tjuego de 9');
    });
  });

  describe('reads', () => {
    it('GET /request/player/{id}: the player’s own (403 for anyone else)', async () => {
      const res = await t.api<Application[]>('GET', `/request/player/${applicant.id}`, { token: applicant.token });
      expect(res.body.map((a) => a.id)).toEqual([application.id]);
      expect((await t.api('GET', `/request/player/${applicant.id}`, { token: owner.token })).status).toBe(403);
    });

    it('GET /request/team/{id}: its owner’s (403 for members and strangers, 404 unknown)', async () => {
      const res = await t.api<Application[]>('GET', `/request/team/${team.id}`, { token: owner.token });
      expect(res.body.map((a) => a.id)).toEqual([application.id]);
      expect((await t.api('GET', `/request/team/${team.id}`, { token: member.token })).status).toBe(403);
      expect((await t.api('GET', `/request/team/${team.id}`, { token: admin.token })).status).toBe(403);
      expect((await t.api('GET', '/request/team/999999', { token: owner.token })).status).toBe(404);
    });
  });

  describe('POST /request/{id}?statusRequest=', () => {
    it('only the team’s owner answers (403); the answer is ACCEPTED or REJECTED (400)', async () => {
      const res = await answer(application.id, 'ACCEPTED', member);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'NOT_OWNER', message: MSG.team.notOwner });
      expect((await answer(application.id, 'ACCEPTED', applicant)).status).toBe(403);
      expect((await answer(application.id, 'PENDING')).status).toBe(400);
      expect((await t.api('POST', `/request/${application.id}`, { token: owner.token })).status).toBe(400);
      expect((await answer(999999, 'ACCEPTED')).status).toBe(404);
    });

    it('ACCEPTED adds the player to the team; a second answer is 409', async () => {
      const res = await answer(application.id, 'ACCEPTED');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: application.id, statusRequest: 'ACCEPTED', player: { id: applicant.id, team: { id: team.id } } });
      const again = await answer(application.id, 'REJECTED');
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'APPLICATION_NOT_PENDING', message: MSG.application.notPending });
    });

    it('REJECTED leaves the player without a team', async () => {
      const sent = await apply(other, { teamId: team.id, description: 'Quiero jugar' });
      const res = await answer(sent.body.id, 'REJECTED');
      expect(res.body.statusRequest).toBe('REJECTED');
      expect(await t.db.select().from(teamMembers).where(eq(teamMembers.playerId, other.id))).toEqual([]);
    });

    it('when the team filled up meanwhile, ACCEPTED is 409 and the application stays PENDING', async () => {
      const sent = await apply(other, { teamId: team.id, description: 'Segundo intento' });
      expect(sent.status).toBe(201);
      const filler = await t.user('PLAYER');
      await t.db.insert(teamMembers).values({ teamId: team.id, playerId: filler.id });
      const res = await answer(sent.body.id, 'ACCEPTED');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'TEAM_FULL', message: MSG.team.full });
      const [row] = await t.db.select().from(applications).where(eq(applications.id, sent.body.id));
      expect(row.status).toBe('PENDING');
    });

    it('a full team takes no new applications (409)', async () => {
      const late = await t.user('PLAYER');
      const res = await apply(late, { teamId: team.id, description: 'Hay cupo?' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'TEAM_FULL', message: MSG.team.full });
    });
  });

  describe('DELETE /request/{id}', () => {
    it('its player withdraws a pending request: it goes with the owner’s notice of it, and another may be sent', async () => {
      const owner2 = await t.user('PLAYER');
      const team2 = await t.team(owner2, [], { maxPlayers: 6 });
      const asker = await t.user('PLAYER', { firstName: 'Rita', lastName: 'Pide' });
      const sent = (await apply(asker, { teamId: team2.id, description: 'Quiero jugar' })).body;
      const notices = async () =>
        (await t.api('GET', '/notification?page=0&size=10', { token: owner2.token })).body.content.map((n: { text: string }) => n.text);
      expect(await notices()).toEqual([MSG.notification.requestReceived('Rita Pide', team2.name)]);
      const withdraw = (id: number, u: TestUser) => t.api('DELETE', `/request/${id}`, { token: u.token });
      // Nobody else withdraws it: not the team's owner, not another player.
      for (const u of [owner2, other]) expect((await withdraw(sent.id, u)).body).toEqual({ code: 'NOT_YOU', message: MSG.application.notYours });
      const res = await withdraw(sent.id, asker);
      expect([res.status, res.body]).toEqual([200, { message: MSG.application.withdrawn }]);
      expect(await t.db.select().from(applications).where(eq(applications.id, sent.id))).toEqual([]);
      expect(await notices()).toEqual([]);
      expect((await t.api('GET', `/request/team/${team2.id}`, { token: owner2.token })).body).toEqual([]);
      expect((await withdraw(sent.id, asker)).status).toBe(404);
      expect((await apply(asker, { teamId: team2.id, description: 'Otra vez' })).status).toBe(201);
    });

    it('an answered request stays (409), and an invitation is rejected, not withdrawn (403)', async () => {
      const owner3 = await t.user('PLAYER');
      const team3 = await t.team(owner3, [], { maxPlayers: 6 });
      const asker = await t.user('PLAYER');
      const sent = (await apply(asker, { teamId: team3.id, description: 'Quiero jugar' })).body;
      expect((await answer(sent.id, 'REJECTED', owner3)).status).toBe(200);
      expect((await t.api('DELETE', `/request/${sent.id}`, { token: asker.token })).body).toEqual({
        code: 'APPLICATION_NOT_PENDING',
        message: MSG.application.notPending,
      });
      const invited = await t.user('PLAYER');
      const invitation = await t.api<Application>('POST', `/team/${team3.id}/invitation/${invited.id}`, { token: owner3.token });
      expect(invitation.status).toBe(201);
      expect((await t.api('DELETE', `/request/${invitation.body.id}`, { token: invited.token })).status).toBe(403);
    });
  });
});
