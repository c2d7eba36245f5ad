/** A team's invitation link (docs/api.md, "Team invitations"): the owner's link, the public read, joining with one tap. */
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as MSG from '../../domain/messages';
import type { InvitedTeam, Team, TeamInvite } from '../../domain/types';
import { notification, teamInvites, teamMembers } from '../../server/db/schema';
import { createTestApp, DEFAULT_NOW, ENGINES, type TestApp, type TestUser } from './harness';

const SECRET_IN_URL = /^http:\/\/localhost\/invitacion\/([A-Za-z0-9_-]{22})$/;
const secretOf = (invite: TeamInvite) => SECRET_IN_URL.exec(invite.url)![1];
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe.each(ENGINES)('team invitations on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let team: Awaited<ReturnType<TestApp['team']>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [owner, member, stranger, admin] = await Promise.all([t.user('PLAYER'), t.user('PLAYER'), t.user('PLAYER'), t.user('FIELD_ADMIN')]);
    team = await t.team(owner, [member], { name: 'Los Costeños', neighborhood: 'Getsemaní', maxPlayers: 6 });
  });
  afterAll(() => t?.close());
  afterEach(() => t.at(DEFAULT_NOW, owner, member, stranger, admin));

  const create = (teamId: number, token = owner.token, headers?: Record<string, string>) =>
    t.api<TeamInvite>('POST', `/team/${teamId}/invite`, { token, headers });
  const revoke = (teamId: number, token = owner.token) => t.api('DELETE', `/team/${teamId}/invite`, { token });
  const read = (secret: string) => t.api<{ team: InvitedTeam }>('GET', `/team/invite/${secret}`);
  const join = (secret: string, token: string) => t.api<Team>('POST', `/team/invite/${secret}/join`, { token });

  it('the owner makes a link of the app page with a 128-bit secret, valid seven days (201)', async () => {
    const res = await create(team.id);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'url']);
    expect(res.body.url).toMatch(SECRET_IN_URL);
    expect(res.body.expiresAt).toBe(new Date(DEFAULT_NOW.getTime() + 7 * 24 * 3600 * 1000).toISOString());
    const state = await t.api('GET', `/team/${team.id}/invite`, { token: owner.token });
    expect(state).toMatchObject({ status: 200, body: { expiresAt: res.body.expiresAt } });
  });

  it('stores only the SHA-256 of the secret: no row of the database holds a working link', async () => {
    const secret = secretOf((await create(team.id)).body);
    const [row] = await t.db.select().from(teamInvites).where(eq(teamInvites.teamId, team.id));
    expect(row.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    // The hash itself is no link.
    expect((await read(row.secretHash.slice(0, 22))).status).toBe(404);
  });

  it('names the page the call came from when the app is served apart (Origin)', async () => {
    const res = await create(team.id, owner.token, { origin: 'https://canchas.co' });
    expect(res.body.url).toMatch(/^https:\/\/canchas\.co\/invitacion\/[A-Za-z0-9_-]{22}$/);
  });

  it('only the owner makes, reads or revokes it: a member, another player or an administrator get 403; no token 401', async () => {
    for (const who of [member, stranger, admin]) {
      expect(await create(team.id, who.token)).toMatchObject({ status: 403, body: { code: 'NOT_OWNER' } });
      expect(await revoke(team.id, who.token)).toMatchObject({ status: 403, body: { code: 'NOT_OWNER' } });
      expect((await t.api('GET', `/team/${team.id}/invite`, { token: who.token })).status).toBe(403);
    }
    expect((await t.api('POST', `/team/${team.id}/invite`)).status).toBe(401);
    expect((await create(999_999)).status).toBe(404);
  });

  it('anyone reads the team without a token, with nothing personal in it', async () => {
    const secret = secretOf((await create(team.id)).body);
    const res = await read(secret);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      team: { id: team.id, name: 'Los Costeños', city: 'Cartagena', neighborhood: 'Getsemaní', members: 2, maxPlayers: 6 },
    });
    const text = JSON.stringify(res.body);
    for (const personal of [owner.email, member.email, 'Jugador', 'Prueba', 'cellphone', 'ownerId', owner.documentNumber]) {
      expect(text).not.toContain(personal);
    }
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('a new link replaces the last one: the old secret is 404 at once, read or join', async () => {
    const old = secretOf((await create(team.id)).body);
    const current = secretOf((await create(team.id)).body);
    expect(await read(old)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: MSG.invite.invalid } });
    expect((await join(old, stranger.token)).status).toBe(404);
    expect((await read(current)).status).toBe(200);
    expect(await t.db.select().from(teamInvites).where(eq(teamInvites.teamId, team.id))).toHaveLength(1);
  });

  it('ends after seven days by the server clock: the moment before it works, at its end it is 404', async () => {
    const invite = (await create(team.id)).body;
    const secret = secretOf(invite);
    const end = new Date(invite.expiresAt);
    const late = await t.user('PLAYER');
    await t.at(new Date(end.getTime() - 1000), late, owner);
    expect((await read(secret)).status).toBe(200);
    await t.at(end, late, owner);
    expect(await read(secret)).toMatchObject({ status: 404, body: { message: MSG.invite.invalid } });
    expect((await join(secret, late.token)).status).toBe(404);
    expect((await t.api('GET', `/team/${team.id}/invite`, { token: owner.token })).body).toEqual({ expiresAt: null });
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.playerId, late.id))).toHaveLength(0);
  });

  it('revoked (204), the link is 404; revoking with none is no error', async () => {
    const secret = secretOf((await create(team.id)).body);
    const res = await revoke(team.id);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect((await read(secret)).status).toBe(404);
    expect((await join(secret, stranger.token)).status).toBe(404);
    expect((await revoke(team.id)).status).toBe(204);
    expect((await t.api('GET', `/team/${team.id}/invite`, { token: owner.token })).body).toEqual({ expiresAt: null });
  });

  it('unknown or malformed secrets are 404 like a revoked one, with or without a token', async () => {
    for (const secret of ['AAAAAAAAAAAAAAAAAAAAAA', 'corto', 'x'.repeat(200), '%00']) {
      expect((await read(secret)).status).toBe(404);
      expect((await join(secret, stranger.token)).status).toBe(404);
    }
  });

  it('a player without a team joins with one tap (200, the team with them in it)', async () => {
    const secret = secretOf((await create(team.id)).body);
    const joiner = await t.user('PLAYER', { firstName: 'Yeison', lastName: 'Barrios' });
    const res = await join(secret, joiner.token);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(team.id);
    expect(res.body.members.map((m) => m.id)).toContain(joiner.id);
    expect((await read(secret)).body.team.members).toBe(res.body.memberCount);
    // The owner who shared the link is told who came in by it.
    const [notice] = await t.db.select().from(notification).where(eq(notification.userId, owner.id)).orderBy(desc(notification.id)).limit(1);
    expect(notice).toMatchObject({ kind: 'TEAM_JOINED', link: '/dashboard/team', text: MSG.notification.teamJoined('Yeison Barrios', team.name) });
    // Once is enough: the link does not take them twice, nor into a second team.
    expect(await join(secret, joiner.token)).toMatchObject({ status: 409, body: { code: 'ALREADY_HAS_TEAM', message: MSG.team.youAlreadyHaveTeam } });
  });

  it('a player of another team is refused (409 ALREADY_HAS_TEAM); an administrator 403; no token 401', async () => {
    const secret = secretOf((await create(team.id)).body);
    const otherOwner = await t.user('PLAYER');
    await t.team(otherOwner);
    expect(await join(secret, otherOwner.token)).toMatchObject({ status: 409, body: { code: 'ALREADY_HAS_TEAM' } });
    expect((await join(secret, admin.token)).status).toBe(403);
    expect((await t.api('POST', `/team/invite/${secret}/join`)).status).toBe(401);
  });

  it('a full team is refused (409 TEAM_FULL)', async () => {
    const fullOwner = await t.user('PLAYER');
    const full = await t.team(fullOwner, await Promise.all([t.user('PLAYER'), t.user('PLAYER'), t.user('PLAYER')]), { maxPlayers: 4 });
    const secret = secretOf((await create(full.id, fullOwner.token)).body);
    expect((await read(secret)).body.team).toMatchObject({ members: 4, maxPlayers: 4 });
    expect(await join(secret, (await t.user('PLAYER')).token)).toMatchObject({ status: 409, body: { code: 'TEAM_FULL', message: MSG.team.full } });
  });

  it('two players taking the last place at once: one joins (200), the other is 409 TEAM_FULL', async () => {
    const teamOwner = await t.user('PLAYER');
    const last = await t.team(teamOwner, await Promise.all([t.user('PLAYER'), t.user('PLAYER')]), { maxPlayers: 4 });
    const secret = secretOf((await create(last.id, teamOwner.token)).body);
    const [a, b] = await Promise.all([t.user('PLAYER'), t.user('PLAYER')]);
    const answers = await Promise.all([join(secret, a.token), join(secret, b.token)]);
    expect(tally(answers.map((r) => r.status))).toEqual({ 200: 1, 409: 1 });
    expect((answers.find((r) => r.status === 409)!.body as unknown as { code: string }).code).toBe('TEAM_FULL');
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, last.id))).toHaveLength(4);
  });

  it('one player joining two teams at once ends in one of them (200 and 409 ALREADY_HAS_TEAM)', async () => {
    const [ownerA, ownerB, player] = await Promise.all([t.user('PLAYER'), t.user('PLAYER'), t.user('PLAYER')]);
    const [teamA, teamB] = [await t.team(ownerA), await t.team(ownerB)];
    const [secretA, secretB] = [secretOf((await create(teamA.id, ownerA.token)).body), secretOf((await create(teamB.id, ownerB.token)).body)];
    const answers = await Promise.all([join(secretA, player.token), join(secretB, player.token)]);
    expect(tally(answers.map((r) => r.status))).toEqual({ 200: 1, 409: 1 });
    expect((answers.find((r) => r.status === 409)!.body as unknown as { code: string }).code).toBe('ALREADY_HAS_TEAM');
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.playerId, player.id))).toHaveLength(1);
  });

  it('the secret never reaches the server log, whatever the answer', async () => {
    const secret = secretOf((await create(team.id)).body);
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => {}));
    try {
      await read(secret);
      await read(`${secret.slice(0, 21)}A`);
      await join(secret, admin.token);
      const written = spies.flatMap((s) => s.mock.calls.map((call) => JSON.stringify(call)));
      expect(written.filter((line) => line.includes(secret.slice(0, 21)))).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('deleting the team deletes its link', async () => {
    const teamOwner = await t.user('PLAYER');
    const doomed = await t.team(teamOwner);
    const secret = secretOf((await create(doomed.id, teamOwner.token)).body);
    expect((await t.api('DELETE', `/team/${doomed.id}`, { token: teamOwner.token })).status).toBe(200);
    expect((await read(secret)).status).toBe(404);
    expect(await t.db.select().from(teamInvites).where(eq(teamInvites.teamId, doomed.id))).toHaveLength(0);
  });
});
