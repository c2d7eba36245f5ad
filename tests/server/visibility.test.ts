/**
 * The visibility matrix (docs/api.md, "Who sees what"): every route that answers users, for every
 * audience. Age and document only to the user themselves; e-mail only to themselves (and to a team owner
 * searching that exact address); an adult player's cellphone to signed-in players when that player chose 'Mostrar mi
 * celular a otros jugadores' (never otherwise), never to anonymous callers
 * or administrators, and an administrator's to nobody; a field's administrator by name only; other teams' bookings on a calendar as 'Ocupado'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_TEAM_NAME } from '../../domain/constants';
import { createTestApp, ENGINES, TOMORROW, type TestApp, type TestUser } from './harness';

const PRIVATE = ['age', 'documentType', 'documentNumber', 'email'] as const;

/** The players under 18 (one per engine, a member of the team): their cellphone reaches no one but themselves. */
const minors = new Set<number>();
/** The adult players who left 'Mostrar mi celular a otros jugadores' off (as every account starts): theirs reaches no one either. */
const unshown = new Set<number>();

type Json = Record<string, unknown>;

/** Every object in the answer that describes a person: users (role + firstName) and field administrators. */
function people(body: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(body)) body.forEach((b) => people(b, out));
  else if (body && typeof body === 'object') {
    const o = body as Json;
    if (typeof o.firstName === 'string') out.push(o);
    Object.values(o).forEach((v) => people(v, out));
  }
  return out;
}

/** Checks what each person of the answer shows to this viewer; returns how many people were checked. */
function expectVisible(body: unknown, viewer: TestUser | null, where: string, options: { emailOf?: number } = {}): number {
  const found = people(body);
  for (const p of found) {
    const label = `${where}: person ${String(p.id)} seen by ${viewer ? `${viewer.role} ${viewer.id}` : 'anonymous'}`;
    if (viewer && p.id === viewer.id && 'role' in p) {
      for (const key of [...PRIVATE, 'cellphone']) expect(p, label).toHaveProperty(key);
      continue;
    }
    for (const key of ['age', 'documentType', 'documentNumber', 'showCellphone']) expect(p, label).not.toHaveProperty(key);
    if (options.emailOf === p.id) expect(p, label).toHaveProperty('email');
    else expect(p, label).not.toHaveProperty('email');
    // The WhatsApp contact of the player list: adult players' cellphones, to players, when they chose to show it; a
    // minor's, an unshown one's and an administrator's to nobody.
    const shown = !minors.has(Number(p.id)) && !unshown.has(Number(p.id));
    if (viewer?.role === 'PLAYER' && p.role === 'PLAYER' && shown) expect(p, label).toHaveProperty('cellphone');
    else expect(p, label).not.toHaveProperty('cellphone');
  }
  return found.length;
}

describe.each(ENGINES)('visibility on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser, owner: TestUser, member: TestUser, stranger: TestUser, applicant: TestUser, otherAdmin: TestUser;
  let fieldId: number, teamId: number, strangerTeamId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, owner, member, stranger, applicant, otherAdmin] = await Promise.all([
      t.user('FIELD_ADMIN'),
      t.user('PLAYER', { showCellphone: true }),
      t.user('PLAYER', { showCellphone: true }),
      t.user('PLAYER', { showCellphone: true }),
      t.user('PLAYER', { showCellphone: true }),
      t.user('FIELD_ADMIN'),
    ]);
    const field = await t.field(admin);
    await t.field(otherAdmin);
    const minor = await t.user('PLAYER', { age: 15, documentType: 'TI', showCellphone: true });
    minors.add(minor.id);
    const shy = await t.user('PLAYER');
    unshown.add(shy.id);
    const team = await t.team(owner, [member, minor, shy]);
    const strangerTeam = await t.team(stranger);
    [fieldId, teamId, strangerTeamId] = [field.id, team.id, strangerTeam.id];
    await t.reservation(team, field, { reservationDate: TOMORROW, startTime: '10:00' });
    await t.reservation(strangerTeam, field, { reservationDate: TOMORROW, startTime: '14:00' });
    const sent = await t.api('POST', '/request', { token: applicant.token, body: { teamId, description: 'Quiero jugar' } });
    expect(sent.status).toBe(201);
  });
  afterAll(() => t?.close());

  const GETS: [string, () => string][] = [
    ['GET /user/player', () => '/user/player?size=50'],
    ['GET /user/player/{id} (member)', () => `/user/player/${member.id}`],
    ['GET /user/player/{id} (owner)', () => `/user/player/${owner.id}`],
    ['GET /user/admin/{id}', () => `/user/admin/${admin.id}`],
    ['GET /user/admin/by-email', () => `/user/admin/by-email?email=${admin.email}`],
    ['GET /user/player/team/{id}', () => `/user/player/team/${teamId}`],
    ['GET /team', () => '/team'],
    ['GET /team/{id}', () => `/team/${teamId}`],
    ['GET /field', () => '/field'],
    ['GET /field/{id}', () => `/field/${fieldId}`],
    ['GET /field/admin/{id}', () => `/field/admin/${admin.id}`],
    ['GET /field/active', () => '/field/active'],
  ];
  const viewers = () => ({ admin, owner, member, stranger, applicant, otherAdmin });

  it.each(GETS)('%s: each audience sees only what it may', async (name, path) => {
    for (const [who, viewer] of Object.entries(viewers())) {
      const res = await t.api('GET', path(), { token: viewer.token });
      expect(res.status, `${name} as ${who}`).toBe(200);
      expect(expectVisible(res.body, viewer, `${name} as ${who}`), `${name} answers people`).toBeGreaterThan(0);
    }
  });

  it('anonymous callers get 401 everywhere but GET /field/active, which shows the administrator by name only', async () => {
    for (const [name, path] of GETS.filter(([n]) => n !== 'GET /field/active')) {
      expect((await t.api('GET', path())).status, name).toBe(401);
    }
    const res = await t.api('GET', '/field/active');
    expect(res.status).toBe(200);
    expect(expectVisible(res.body, null, 'GET /field/active')).toBeGreaterThan(0);
    for (const field of res.body) expect(Object.keys(field.admin).sort()).toEqual(['firstName', 'id', 'lastName']);
  });

  it('applications: the applicant sees their own data, the owner the applicant’s public data', async () => {
    const mine = await t.api('GET', `/request/player/${applicant.id}`, { token: applicant.token });
    expect(expectVisible(mine.body, applicant, 'GET /request/player/{id}')).toBeGreaterThan(0);
    expect(mine.body[0].player.documentNumber).toBe(applicant.documentNumber);
    const theirs = await t.api('GET', `/request/team/${teamId}`, { token: owner.token });
    expect(expectVisible(theirs.body, owner, 'GET /request/team/{id}')).toBeGreaterThan(0);
    expect(theirs.body[0].player).not.toHaveProperty('documentNumber');
  });

  it('the answers of writes follow the same rules (POST /team, PUT /team)', async () => {
    const res = await t.api('PUT', '/team', {
      token: owner.token,
      body: { id: teamId, name: 'Los de siempre', city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 8 },
    });
    expect(res.status).toBe(200);
    expect(expectVisible(res.body, owner, 'PUT /team')).toBe(4);
  });

  it('a team owner searching a player by that exact e-mail gets it back; nobody else does', async () => {
    const path = `/user/player/by-email?email=${encodeURIComponent(applicant.email)}`;
    const asOwner = await t.api('GET', path, { token: owner.token });
    expectVisible(asOwner.body, owner, 'by-email as owner', { emailOf: applicant.id });
    expect(asOwner.body.email).toBe(applicant.email);
    for (const viewer of [member, admin]) {
      const res = await t.api('GET', path, { token: viewer.token });
      expect(res.status).toBe(200);
      expectVisible(res.body, viewer, 'by-email');
    }
  });

  it('the own record carries everything: log-in answer and GET of oneself', async () => {
    const self = await t.api('GET', `/user/player/${member.id}`, { token: member.token });
    expect(self.body).toMatchObject({ email: member.email, documentNumber: member.documentNumber, age: 25 });
  });

  it('a field’s calendar: other teams’ bookings read Ocupado; names to the field’s administrator and the team’s members', async () => {
    const names = async (viewer: TestUser) =>
      ((await t.api('GET', `/field/${fieldId}`, { token: viewer.token })).body.reservations as { team: { id: number } | null; teamName: string }[])
        .map((r) => (r.team ? r.team.id : r.teamName))
        .sort();
    expect(await names(admin)).toEqual([strangerTeamId, teamId].sort());
    expect(await names(member)).toEqual([BUSY_TEAM_NAME, teamId].sort());
    expect(await names(owner)).toEqual([BUSY_TEAM_NAME, teamId].sort());
    expect(await names(stranger)).toEqual([BUSY_TEAM_NAME, strangerTeamId].sort());
    expect(await names(applicant)).toEqual([BUSY_TEAM_NAME, BUSY_TEAM_NAME]);
    expect(await names(otherAdmin)).toEqual([BUSY_TEAM_NAME, BUSY_TEAM_NAME]);
  });
});
