/** /team: creating, reading, editing and deleting teams; adding, removing and leaving members. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Team } from '../../domain/types';
import { notification, reservations, teamMembers, teams, users } from '../../server/db/schema';
import { createTestApp, ENGINES, TODAY, TOMORROW, YESTERDAY, type TestApp, type TestUser } from './harness';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Los Costeños',
  city: 'Cartagena',
  neighborhood: 'Getsemaní',
  maxPlayers: 4,
  ...overrides,
});

describe.each(ENGINES)('/team on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let free: TestUser[];
  let admin: TestUser;
  let team: Team;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [owner, member, admin] = await Promise.all([t.user('PLAYER'), t.user('PLAYER'), t.user('FIELD_ADMIN')]);
    free = await Promise.all(Array.from({ length: 5 }, () => t.user('PLAYER')));
  });
  afterAll(() => t?.close());

  const add = (teamId: number, playerId: number, token = owner.token) => t.api('POST', `/team/${teamId}/member/${playerId}`, { token });
  const remove = (playerId: number, teamId: number, token: string) => t.api('POST', `/team/delete/${playerId}/team/${teamId}`, { token });

  describe('POST /team', () => {
    it('creates a team whose creator is its owner and first member (201)', async () => {
      const res = await t.api<Team>('POST', '/team', { token: owner.token, body: form({ ownerId: owner.id }) });
      expect(res.status).toBe(201);
      team = res.body;
      expect(team).toMatchObject({ ...form(), ownerId: owner.id, memberCount: 1, imageUrl: null, reservations: [] });
      expect(team.members.map((m) => m.id)).toEqual([owner.id]);
      expect(team.members[0].team).toMatchObject({ id: team.id, ownerId: owner.id });
    });

    it('refuses a second team for a player who already has one (409)', async () => {
      const res = await t.api('POST', '/team', { token: owner.token, body: form({ name: 'Otro' }) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'ALREADY_HAS_TEAM', message: MSG.team.youAlreadyHaveTeam });
    });

    it('sent again with its Idempotency-Key after a lost answer, answers the team it made; the key with another team is 422', async () => {
      const creator = await t.user('PLAYER');
      const key = crypto.randomUUID();
      const send = (body: unknown) => t.api<Team>('POST', '/team', { token: creator.token, body, headers: { 'idempotency-key': key } });
      const first = await send(form({ name: 'Los Perdidos' }));
      expect(first.status).toBe(201);
      const again = await send(form({ name: 'Los Perdidos' }));
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(first.body.id);
      expect((await send(form({ name: 'Otros' }))).body).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: MSG.general.keyReused });
      // Without the key, a second team is the player's second: refused.
      expect((await t.api('POST', '/team', { token: creator.token, body: form({ name: 'Los Perdidos' }) })).body.code).toBe('ALREADY_HAS_TEAM');
    });

    it('is for players only, as their own owner (403)', async () => {
      expect((await t.api('POST', '/team', { token: admin.token, body: form() })).status).toBe(403);
      expect((await t.api('POST', '/team', { token: free[0].token, body: form({ ownerId: owner.id }) })).status).toBe(403);
    });

    it('needs at least 4 players and the required texts (400)', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ maxPlayers: 3 }, MSG.validation.maxPlayersMin],
        [{ maxPlayers: 31 }, MSG.validation.maxPlayersMax],
        [{ neighborhood: '' }, MSG.validation.neighborhoodRequired],
        [{ name: ' ' }, MSG.validation.teamNameRequired],
      ];
      for (const [bad, message] of cases) {
        const res = await t.api('POST', '/team', { token: free[0].token, body: form(bad) });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });
  });

  describe('members', () => {
    it('the owner adds a player (message), who then has the team', async () => {
      const res = await add(team.id, member.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: MSG.team.playerAdded });
      const me = await t.api('GET', `/user/player/${member.id}`, { token: member.token });
      expect(me.body.team).toMatchObject({ id: team.id, name: team.name });
    });

    it('only the owner adds players: "No eres dueño del equipo" (403)', async () => {
      const res = await add(team.id, free[0].id, member.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'NOT_OWNER', message: MSG.team.notOwner });
      expect((await add(team.id, free[0].id, admin.token)).status).toBe(403);
    });

    it('refuses a player who already has a team, and one who is no player (409, 404)', async () => {
      const elsewhere = await t.user('PLAYER');
      await t.team(elsewhere);
      const res = await add(team.id, elsewhere.id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'PLAYER_ALREADY_IN_TEAM', message: MSG.team.alreadyInTeam });
      expect((await add(team.id, member.id)).status).toBe(409);
      expect((await add(team.id, admin.id)).status).toBe(404);
      expect((await add(team.id, 999999)).status).toBe(404);
      expect((await add(999999, free[0].id)).status).toBe(404);
    });

    it('refuses a player when the team is full (409)', async () => {
      await add(team.id, free[0].id);
      await add(team.id, free[1].id);
      const res = await add(team.id, free[2].id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'TEAM_FULL', message: MSG.team.full });
    });

    it('GET /team/{id} shows the members, and the reservations only to members', async () => {
      const asMember = await t.api<Team>('GET', `/team/${team.id}`, { token: member.token });
      expect(asMember.body.memberCount).toBe(4);
      expect(asMember.body.members.map((m) => m.id)).toEqual([owner.id, member.id, free[0].id, free[1].id]);
      expect(asMember.body.reservations).toEqual([]);
      const asStranger = await t.api<Team>('GET', `/team/${team.id}`, { token: free[3].token });
      expect(asStranger.body.memberCount).toBe(4);
      expect(asStranger.body).not.toHaveProperty('reservations');
      expect((await t.api('GET', '/team/999999', { token: owner.token })).status).toBe(404);
    });

    it('GET /team lists the teams with their member counts', async () => {
      const res = await t.api<Team[]>('GET', '/team', { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.find((x) => x.id === team.id)).toMatchObject({ memberCount: 4, maxPlayers: 4 });
      expect(res.body.length).toBeGreaterThanOrEqual(2);
    });

    it('a member leaves ("Sin equipo"); the owner removes a member ("Jugador eliminado")', async () => {
      const left = await remove(free[1].id, team.id, free[1].token);
      expect(left.status).toBe(200);
      expect(left.body).toEqual({ message: MSG.team.left });
      // Its owner is told; the one who left is not.
      const [who] = await t.db.select().from(users).where(eq(users.id, free[1].id));
      const toOwner = await t.db
        .select()
        .from(notification)
        .where(and(eq(notification.userId, owner.id), eq(notification.kind, 'TEAM_LEFT')));
      expect(toOwner.map((n) => [n.text, n.link, n.aboutUserId])).toEqual([
        [MSG.notification.teamLeft(`${who.firstName} ${who.lastName}`, team.name), '/dashboard/team', free[1].id],
      ]);
      expect(
        await t.db
          .select()
          .from(notification)
          .where(and(eq(notification.userId, free[1].id), eq(notification.kind, 'TEAM_LEFT'))),
      ).toEqual([]);
      const removed = await remove(free[0].id, team.id, owner.token);
      expect(removed.body).toEqual({ message: MSG.team.playerRemoved });
      const members = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
      expect(members.map((m) => m.playerId).sort()).toEqual([owner.id, member.id].sort());
    });

    it('a player who left cannot be put back by the owner (409); removed by the owner, they can; back by their own request, the mark is gone', async () => {
      // free[1] left (above), free[0] was removed by the owner.
      const back = await add(team.id, free[1].id);
      expect(back.status).toBe(409);
      expect(back.body).toEqual({ code: 'PLAYER_LEFT_TEAM', message: MSG.team.playerLeft });
      expect(
        (
          await t.api('POST', '/team', {
            token: free[1].token,
            body: { name: `Propio ${free[1].id}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6 },
          })
        ).status,
      ).toBe(201);
      await t.db.delete(teams).where(eq(teams.ownerId, free[1].id));
      expect((await add(team.id, free[0].id)).status).toBe(200);
      const request = await t.api<{ id: number }>('POST', '/request', {
        token: free[1].token,
        body: { teamId: team.id, description: 'Quiero volver' },
      });
      expect(request.status).toBe(201);
      // Full again with free[0] back: make room, then accept.
      await remove(free[0].id, team.id, owner.token);
      expect((await t.api('POST', `/request/${request.body.id}?statusRequest=ACCEPTED`, { token: owner.token })).status).toBe(200);
      await remove(free[1].id, team.id, owner.token);
      expect((await add(team.id, free[1].id)).status).toBe(200);
      await remove(free[1].id, team.id, owner.token);
    });

    it('a request pending when the owner adds its player reads ACCEPTED, and cannot bring them back after they leave', async () => {
      const player = await t.user('PLAYER');
      const request = await t.api<{ id: number }>('POST', '/request', { token: player.token, body: { teamId: team.id, description: 'Me sumo' } });
      expect(request.status).toBe(201);
      expect((await add(team.id, player.id)).status).toBe(200);
      const mine = await t.api<{ id: number; statusRequest: string }[]>('GET', `/request/player/${player.id}`, { token: player.token });
      expect(mine.body.find((r) => r.id === request.body.id)?.statusRequest).toBe('ACCEPTED');
      expect((await remove(player.id, team.id, player.token)).status).toBe(200);
      const again = await t.api('POST', `/request/${request.body.id}?statusRequest=ACCEPTED`, { token: owner.token });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'APPLICATION_NOT_PENDING' });
      const members = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
      expect(members.map((m) => m.playerId)).not.toContain(player.id);
    });

    it('the owner cannot leave (409); nobody else removes members (403); a non-member is 404', async () => {
      const ownerLeaves = await remove(owner.id, team.id, owner.token);
      expect(ownerLeaves.status).toBe(409);
      expect(ownerLeaves.body).toEqual({ code: 'OWNER_CANNOT_LEAVE', message: MSG.team.ownerCannotLeave });
      expect((await remove(owner.id, team.id, member.token)).status).toBe(403);
      expect((await remove(member.id, team.id, free[3].token)).status).toBe(403);
      const notMember = await remove(free[3].id, team.id, owner.token);
      expect(notMember.status).toBe(404);
      expect(notMember.body).toEqual({ code: 'NOT_FOUND', message: MSG.team.notMember });
    });
  });

  describe('PUT /team', () => {
    it('lets the owner edit the team; ownerId may only name the owner, imageUrl is ignored', async () => {
      const res = await t.api<Team>('PUT', '/team', {
        token: owner.token,
        body: form({ id: team.id, ownerId: owner.id, name: 'Los Costeños FC', maxPlayers: 6, imageUrl: 'x' }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Los Costeños FC', maxPlayers: 6, imageUrl: null });
      const transfer = await t.api('PUT', '/team', { token: owner.token, body: form({ id: team.id, ownerId: member.id }) });
      expect(transfer.status).toBe(403);
    });

    it('never below the current member count (409)', async () => {
      await add(team.id, free[2].id);
      await add(team.id, free[3].id);
      await add(team.id, free[4].id);
      const res = await t.api('PUT', '/team', { token: owner.token, body: form({ id: team.id, maxPlayers: 4 }) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'TEAM_BELOW_MEMBERS', message: MSG.team.belowMembers });
    });

    it('refuses members who are not the owner and strangers (403), unknown teams (404)', async () => {
      expect((await t.api('PUT', '/team', { token: member.token, body: form({ id: team.id }) })).status).toBe(403);
      expect((await t.api('PUT', '/team', { token: admin.token, body: form({ id: team.id }) })).status).toBe(403);
      expect((await t.api('PUT', '/team', { token: owner.token, body: form({ id: 999999 }) })).status).toBe(404);
    });
  });

  describe('DELETE /team/{id}', () => {
    it('refuses anyone but the owner (403)', async () => {
      expect((await t.api('DELETE', `/team/${team.id}`, { token: member.token })).status).toBe(403);
      expect((await t.api('DELETE', `/team/${team.id}`, { token: admin.token })).status).toBe(403);
    });

    it('frees the members, cancels its ACTIVE reservation still to come and keeps the field’s history', async () => {
      const field = await t.field(admin);
      const ref = { id: team.id, name: 'Los Costeños FC' };
      await t.reservation(ref, field, { reservationDate: YESTERDAY, status: 'FINISHED' });
      await t.reservation(ref, field, { reservationDate: TOMORROW });
      const res = await t.api('DELETE', `/team/${team.id}`, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: MSG.team.deleted });
      expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toEqual([]);
      const me = await t.api('GET', `/user/player/${member.id}`, { token: member.token });
      expect(me.body.team).toBeNull();
      const history = await t.api('GET', `/reservation/field/${field.id}`, { token: admin.token });
      type Row = { reservationDate: string; status: string; team: unknown; teamName: string };
      const byDate = (history.body as Row[]).sort((a, b) => a.reservationDate.localeCompare(b.reservationDate));
      expect(byDate.map((r) => [r.reservationDate, r.status, r.team, r.teamName])).toEqual([
        [YESTERDAY, 'FINISHED', null, 'Los Costeños FC'],
        [TOMORROW, 'CANCELED', null, 'Los Costeños FC'],
      ]);
      expect(await t.db.select().from(reservations).where(eq(reservations.status, 'ACTIVE'))).toEqual([]);
      expect((await t.api('GET', `/team/${team.id}`, { token: owner.token })).status).toBe(404);
    });

    it('finalizes its reservation under way: deleting the team cannot cancel what the team could not', async () => {
      const captain = await t.user('PLAYER');
      const mine = await t.team(captain);
      // 7:30 to 8:30, and it is 8:00.
      const underWay = await t.reservation(mine, await t.field(await t.user('FIELD_ADMIN')), { reservationDate: TODAY, startTime: '07:30' });
      expect((await t.api('DELETE', `/reservation/${underWay.id}`, { token: captain.token })).status).toBe(409);
      expect((await t.api('DELETE', `/team/${mine.id}`, { token: captain.token })).status).toBe(200);
      const [row] = await t.db.select().from(reservations).where(eq(reservations.id, underWay.id));
      expect(row).toMatchObject({ status: 'FINISHED', teamId: null, teamName: mine.name });
    });
  });
});
