/**
 * Personal data as Colombian law asks, and money records that never vanish (docs/api.md, "Your data"; docs/product.md,
 * "Your data and your rights"): consent with its proof, the cellphone shown only by choice, the player directory's limits,
 * a person's copy of their data and the deletion of their account, fields with money kept, customers corrected or
 * deleted, moves to another field as news to both, sign-up replays without a password oracle, minors by invitation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { addDays } from '../../domain/time';
import { DIRECTORY_PAGES_PER_HOUR, POLICY_VERSION, PROFILE_VIEWS_PER_HOUR } from '../../domain/privacy';
import type { MyData } from '../../domain/types';
import {
  consents,
  fields,
  notification,
  paymentMovements,
  pushSubscription,
  requestAnswers,
  reservations,
  throttles,
  users,
} from '../../server/db/schema';
import { createTestApp, DEFAULT_NOW, ENGINES, PASSWORD, registration, TODAY, TOMORROW, type TestApp, type TestUser } from './harness';

const DAY_AFTER = addDays(TOMORROW, 1);

describe.each(ENGINES)('personal data on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const logIn = (email: string, password = PASSWORD, kind = 'player') => t.call('POST', `/auth/authenticate/${kind}`, { body: { email, password } });

  describe('consent to the data-treatment policy', () => {
    it('a sign-up without acceptedPolicy: true is refused (400 CONSENT_REQUIRED) and makes no account', async () => {
      for (const acceptedPolicy of [undefined, false, 'true']) {
        const body = registration({ acceptedPolicy });
        const res = await t.call('POST', '/auth/player/register', { body });
        expect(res.status).toBe(400);
        expect(res.body).toEqual(expect.objectContaining({ code: 'CONSENT_REQUIRED', message: MSG.privacy.consentRequired }));
        expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
      }
    });

    it('keeps the proof (version and moment) and asks again at the next log-in once the policy changed', async () => {
      for (const kind of ['player', 'admin']) {
        const body = registration();
        const made = await t.call('POST', `/auth/${kind}/register`, { body });
        expect(made.status).toBe(201);
        const proof = await t.db.select().from(consents).where(eq(consents.userId, made.body.id));
        expect(proof).toEqual([expect.objectContaining({ policyVersion: POLICY_VERSION, acceptedAt: t.clock.now, source: 'REGISTER' })]);
        const first = await logIn(body.email, PASSWORD, kind);
        expect(first.body.consentDue).toBe(false);
        // The policy changed since: the consent on record is of an older version.
        await t.db.update(consents).set({ policyVersion: '2000-01-01' }).where(eq(consents.userId, made.body.id));
        const asked = await logIn(body.email, PASSWORD, kind);
        expect(asked.status).toBe(200);
        expect(asked.body.consentDue).toBe(true);
        const refused = await t.api('POST', '/user/me/consent', { token: asked.body.token, body: { acceptedPolicy: false } });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ code: 'CONSENT_REQUIRED', message: MSG.privacy.consentStillRequired });
        const recorded = await t.api('POST', '/user/me/consent', { token: asked.body.token, body: { acceptedPolicy: true } });
        expect(recorded.status).toBe(200);
        expect((await logIn(body.email, PASSWORD, kind)).body.consentDue).toBe(false);
        // Accepted again while nothing is due (a double tap, a replay): the proof stays as it was given, one row.
        for (let i = 0; i < 3; i++)
          expect((await t.api('POST', '/user/me/consent', { token: asked.body.token, body: { acceptedPolicy: true } })).status).toBe(200);
        const all = await t.db.select().from(consents).where(eq(consents.userId, made.body.id));
        expect(all.map((c) => c.source).sort()).toEqual(['LOGIN', 'REGISTER']);
      }
    });

    it('an account with no consent on record (made before it was asked) is asked at its log-in', async () => {
      const old = await t.user('PLAYER');
      expect((await logIn(old.email)).body.consentDue).toBe(true);
    });
  });

  it('the English addresses of the policy and the terms lead to their Spanish pages (301)', async () => {
    for (const [from, to] of [
      ['/privacy', '/privacidad'],
      ['/terms', '/terminos'],
    ]) {
      const res = await t.call('GET', from);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  describe("a player's cellphone", () => {
    it('reaches other players only when they chose to show it, at sign-up or in the profile; they always see their own', async () => {
      const viewer = await t.user('PLAYER');
      const shy = registration();
      const open = registration({ showCellphone: true });
      const shyMade = (await t.call('POST', '/auth/player/register', { body: shy })).body;
      const openMade = (await t.call('POST', '/auth/player/register', { body: open })).body;
      expect(shyMade.showCellphone).toBe(false);
      expect(openMade.showCellphone).toBe(true);
      const seen = async (id: number) => (await t.api('GET', `/user/player/${id}`, { token: viewer.token })).body;
      expect(await seen(shyMade.id)).not.toHaveProperty('cellphone');
      expect(await seen(shyMade.id)).not.toHaveProperty('showCellphone');
      expect((await seen(openMade.id)).cellphone).toBe(open.cellphone);
      const directory = (await t.api('GET', '/user/player?size=50', { token: viewer.token })).body.content as { id: number }[];
      expect(directory.find((p) => p.id === shyMade.id)).not.toHaveProperty('cellphone');
      // The shy player turns it on in the profile, then off again.
      const token = (await logIn(shy.email)).body.token;
      const { password: _p, acceptedPolicy: _a, ...profile } = shy;
      const on = await t.api('PUT', '/user/player', { token, body: { id: shyMade.id, ...profile, showCellphone: true } });
      expect(on.status).toBe(200);
      expect(on.body.showCellphone).toBe(true);
      expect((await seen(shyMade.id)).cellphone).toBe(shy.cellphone);
      // A profile saved without the switch keeps it as it was.
      await t.api('PUT', '/user/player', { token, body: { id: shyMade.id, ...profile } });
      expect((await seen(shyMade.id)).cellphone).toBe(shy.cellphone);
      await t.api('PUT', '/user/player', { token, body: { id: shyMade.id, ...profile, showCellphone: false } });
      expect(await seen(shyMade.id)).not.toHaveProperty('cellphone');
      const own = await t.api('GET', `/user/player/${shyMade.id}`, { token });
      expect(own.body).toMatchObject({ cellphone: shy.cellphone, showCellphone: false });
    });

    it("existing accounts start with it off: a team's members do not see each other's cellphone", async () => {
      const [owner, member] = [await t.user('PLAYER'), await t.user('PLAYER')];
      const team = await t.team(owner, [member]);
      const detail = await t.api('GET', `/team/${team.id}`, { token: owner.token });
      expect(detail.body.members.find((m: { id: number }) => m.id === member.id)).not.toHaveProperty('cellphone');
      const members = await t.api('GET', `/user/player/team/${team.id}`, { token: owner.token });
      expect(members.body.find((m: { id: number }) => m.id === member.id)).not.toHaveProperty('cellphone');
    });
  });

  describe('the player directory', () => {
    it('answers at most 50 a page (400 beyond) and refuses a harvest with 429, counted in the database', async () => {
      const viewer = await t.user('PLAYER');
      const tooLarge = await t.api('GET', '/user/player?size=51', { token: viewer.token });
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.body.message).toBe(MSG.privacy.pageTooLarge);
      for (let page = 0; page < DIRECTORY_PAGES_PER_HOUR; page++) {
        expect((await t.api('GET', `/user/player?page=${page}&size=50`, { token: viewer.token })).status).toBe(200);
      }
      const refused = await t.api('GET', `/user/player?page=${DIRECTORY_PAGES_PER_HOUR}&size=50`, { token: viewer.token });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'DIRECTORY_THROTTLED', message: MSG.privacy.directoryThrottled });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Kept where every server process reads it.
      const [row] = await t.db
        .select()
        .from(throttles)
        .where(eq(throttles.key, `directory:${viewer.id}`));
      expect(row.hits).toBe(DIRECTORY_PAGES_PER_HOUR);
      // Another account is not held back by it.
      expect((await t.api('GET', '/user/player', { token: (await t.user('PLAYER')).token })).status).toBe(200);
    });

    it("counts every team with its members, a team's members and another team's detail as pages of it; one's own team is not counted", async () => {
      const viewer = await t.user('PLAYER');
      const own = await t.team(viewer);
      const team = await t.team(await t.user('PLAYER'));
      const reads = ['/team', `/user/player/team/${team.id}`, '/user/player', `/team/${team.id}`];
      for (let i = 0; i < 5; i++) {
        expect((await t.api('GET', `/team/${own.id}`, { token: viewer.token })).status).toBe(200);
        expect((await t.api('GET', `/user/player/team/${own.id}`, { token: viewer.token })).status).toBe(200);
      }
      for (let page = 0; page < DIRECTORY_PAGES_PER_HOUR; page++) {
        expect((await t.api('GET', reads[page % reads.length], { token: viewer.token })).status).toBe(200);
      }
      for (const path of reads) {
        const refused = await t.api('GET', path, { token: viewer.token });
        expect(refused.body).toEqual({ code: 'DIRECTORY_THROTTLED', message: MSG.privacy.directoryThrottled });
      }
    });

    it("refuses reading the players one id after another (429 past PROFILE_VIEWS_PER_HOUR); one's own profile is not counted", async () => {
      const viewer = await t.user('PLAYER');
      const other = await t.user('PLAYER');
      for (let i = 0; i < PROFILE_VIEWS_PER_HOUR; i++) {
        // Ids nobody has count too: they are how a harvest looks.
        const id = i % 2 === 0 ? other.id : 900_000 + i;
        expect((await t.api('GET', `/user/player/${id}`, { token: viewer.token })).status).toBe(i % 2 === 0 ? 200 : 404);
      }
      const refused = await t.api('GET', `/user/admin/${other.id}`, { token: viewer.token });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'PROFILE_THROTTLED', message: MSG.privacy.profilesThrottled });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await t.api('GET', `/user/player/${viewer.id}`, { token: viewer.token })).status).toBe(200);
      expect((await t.api('GET', `/user/player/${viewer.id}`, { token: other.token })).status).toBe(200);
    });
  });

  /** An administrator with a field at $ 90.000 the hour and a customer's manual booking of it. */
  async function manualBooking(admin: TestUser, fieldId: number, values: Record<string, unknown> = {}) {
    const res = await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: {
        fieldId,
        customerName: 'Carlos Pérez',
        customerCellphone: '3001234567',
        reservationDate: TOMORROW,
        startTime: '10:00',
        hours: 1,
        ...values,
      },
    });
    expect(res.status).toBe(201);
    return res.body.reservations[0] as { id: number };
  }

  describe("a person's copy of their data", () => {
    it("has the profile, consents, team, bookings, requests, the payments recorded on the team's bookings, notices, devices, answers and teams left", async () => {
      const body = registration();
      const me = (await t.call('POST', '/auth/player/register', { body })).body;
      const token = (await logIn(body.email)).body.token;
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin, { whatsapp: '3001112233', paymentInstructions: 'Nequi 3001112233' });
      const otherTeam = await t.team(await t.user('PLAYER'));
      // A team they were in and left of their own accord.
      const leftTeam = await t.team(await t.user('PLAYER'), [{ id: me.id } as TestUser]);
      expect((await t.api('POST', `/team/delete/${me.id}/team/${leftTeam.id}`, { token })).status).toBe(200);
      const applied = await t.api('POST', '/request', { token, body: { playerId: me.id, teamId: otherTeam.id, description: 'Quiero jugar' } });
      expect(applied.status).toBe(201);
      const created = await t.api('POST', '/team', {
        token,
        body: { ownerId: me.id, name: 'Los Datos', city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6 },
      });
      expect(created.status).toBe(201);
      const booked = await t.api('POST', '/reservation', {
        token,
        body: { teamId: created.body.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 1 },
      });
      expect(booked.status).toBe(201);
      expect((await t.api('PUT', `/reservation/${booked.body.id}/payment`, { token: admin.token, body: { paid: 40000 } })).status).toBe(200);
      expect((await t.api('PUT', `/reservation/${booked.body.id}/attendance`, { token, body: { going: true } })).status).toBe(200);
      const endpoint = `https://fcm.googleapis.com/fcm/send/datos-${me.id}`;
      await t.db.insert(pushSubscription).values({ userId: me.id, endpoint, p256dh: 'k', auth: 'a', sessionId: 's', createdAt: t.clock.now });
      // A join request to the team the player now owns: a notice of theirs.
      const applicant = await t.user('PLAYER');
      expect((await t.api('POST', '/request', { token: applicant.token, body: { teamId: created.body.id, description: 'Hola' } })).status).toBe(201);
      const res = await t.api<MyData>('GET', '/user/me/data', { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.profile).toMatchObject({ id: me.id, email: body.email, cellphone: body.cellphone, documentNumber: body.documentNumber });
      expect(res.body.consents).toEqual([{ policyVersion: POLICY_VERSION, acceptedAt: t.clock.now.toISOString(), source: 'REGISTER' }]);
      expect(res.body.team).toMatchObject({ id: created.body.id, name: 'Los Datos' });
      expect(res.body.bookings.map((b) => b.id)).toEqual([booked.body.id]);
      // The field's contact as the app shows it to the team while its booking there is active, as in `team`.
      expect(res.body.bookings[0].field).toMatchObject({ whatsapp: '3001112233', paymentInstructions: 'Nequi 3001112233' });
      // Their own request, and the one their team received.
      expect(res.body.requests).toEqual([
        expect.objectContaining({ kind: 'REQUEST', team: expect.objectContaining({ id: otherTeam.id }) }),
        expect.objectContaining({ kind: 'REQUEST', team: expect.objectContaining({ id: created.body.id }) }),
      ]);
      expect(res.body.payments).toEqual([expect.objectContaining({ reservationId: booked.body.id, kind: 'PAYMENT', amount: 40000, method: 'CASH' })]);
      expect(res.body.notices).toEqual([expect.objectContaining({ kind: 'REQUEST_RECEIVED', link: '/dashboard/requests' })]);
      expect(res.body.devices).toEqual([{ endpoint, subscribedAt: t.clock.now.toISOString() }]);
      expect(res.body.attendance).toEqual([
        { reservationId: booked.body.id, going: true, paid: false, paidAmount: null, answeredAt: t.clock.now.toISOString() },
      ]);
      expect(res.body.teamsLeft).toEqual([{ teamId: leftTeam.id, teamName: leftTeam.name, leftAt: expect.any(String), byOwner: false }]);
      // Nothing of anyone else's.
      expect(JSON.stringify(res.body)).not.toContain(applicant.email);
      expect((await t.api('GET', '/user/me/data')).status).toBe(401);
    });

    it("an administrator's has their field and its customers", async () => {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      await manualBooking(admin, field.id);
      const res = await t.api<MyData>('GET', '/user/me/data', { token: admin.token });
      expect(res.body.field).toMatchObject({ id: field.id });
      expect(res.body.customers).toEqual([expect.objectContaining({ name: 'Carlos Pérez', cellphone: '3001234567' })]);
      expect(res.body.bookings).toHaveLength(1);
    });
  });

  describe('deleting the account', () => {
    it('asks the password again; then the token, the log-in and the data go, and the same person may register again', async () => {
      const body = registration();
      const me = (await t.call('POST', '/auth/player/register', { body })).body;
      const owner = await t.user('PLAYER');
      const team = await t.team(owner, [{ id: me.id } as TestUser]);
      const token = (await logIn(body.email)).body.token;
      const wrong = await t.api('DELETE', '/user/me', { token, body: { password: 'Otra-Clave1' } });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('WRONG_PASSWORD');
      expect((await t.api('DELETE', '/user/me', { token, body: {} })).status).toBe(400);
      const gone = await t.api('DELETE', '/user/me', { token, body: { password: PASSWORD } });
      expect(gone.status).toBe(204);
      expect((await t.api('GET', '/field', { token })).status).toBe(401);
      expect((await logIn(body.email)).status).toBe(401);
      expect(await t.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
      expect(await t.db.select().from(consents).where(eq(consents.userId, me.id))).toEqual([]);
      const roster = await t.api('GET', `/team/${team.id}`, { token: owner.token });
      expect(roster.body.members.map((m: { id: number }) => m.id)).toEqual([owner.id]);
      const again = await t.call('POST', '/auth/player/register', { body: { ...body, firstName: 'Otra vez' } });
      expect(again.status).toBe(201);
    });

    it("the notices that name them go too: the team's owner no longer reads who asked to join, or who joined by the link, only that a member left", async () => {
      const owner = await t.user('PLAYER');
      const team = await t.team(owner, [], { maxPlayers: 10 });
      const asker = await t.user('PLAYER', { firstName: 'Santi', lastName: 'Pregunta' });
      const joiner = await t.user('PLAYER', { firstName: 'Vale', lastName: 'Enlace' });
      const other = await t.user('PLAYER', { firstName: 'Otro', lastName: 'Queda' });
      expect((await t.api('POST', '/request', { token: asker.token, body: { teamId: team.id, description: 'Quiero jugar' } })).status).toBe(201);
      expect((await t.api('POST', '/request', { token: other.token, body: { teamId: team.id, description: 'Yo también' } })).status).toBe(201);
      const invite = await t.api('POST', `/team/${team.id}/invite`, { token: owner.token });
      const secret = /\/invitacion\/([^/?#]+)/.exec(invite.body.url)![1];
      expect((await t.api('POST', `/team/invite/${secret}/join`, { token: joiner.token })).status).toBe(200);
      const texts = async () =>
        (await t.api('GET', '/notification?page=0&size=20', { token: owner.token })).body.content.map((n: { text: string }) => n.text);
      expect(await texts()).toEqual([
        MSG.notification.teamJoined('Vale Enlace', team.name),
        MSG.notification.requestReceived('Otro Queda', team.name),
        MSG.notification.requestReceived('Santi Pregunta', team.name),
      ]);
      for (const gone of [asker, joiner])
        expect((await t.api('DELETE', '/user/me', { token: gone.token, body: { password: PASSWORD } })).status).toBe(204);
      // The member who joined by the link and deleted their account is a player less, without their name.
      expect(await texts()).toEqual([MSG.notification.teamMemberDeleted(team.name), MSG.notification.requestReceived('Otro Queda', team.name)]);
    });

    it("a team's owner with other members is refused (409); alone, the team goes with its bookings retired and their money kept", async () => {
      const owner = await t.user('PLAYER');
      const member = await t.user('PLAYER');
      const team = await t.team(owner, [member]);
      const refused = await t.api('DELETE', '/user/me', { token: owner.token, body: { password: PASSWORD } });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'TEAM_HAS_MEMBERS', message: MSG.privacy.ownerWithMembers });
      expect((await t.api('POST', `/team/delete/${member.id}/team/${team.id}`, { token: owner.token })).status).toBe(200);
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      const booked = await t.api('POST', '/reservation', {
        token: owner.token,
        body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 1 },
      });
      await t.api('PUT', `/reservation/${booked.body.id}/payment`, { token: admin.token, body: { paid: 30000 } });
      expect((await t.api('DELETE', '/user/me', { token: owner.token, body: { password: PASSWORD } })).status).toBe(204);
      const [kept] = await t.db.select().from(reservations).where(eq(reservations.id, booked.body.id));
      expect(kept).toMatchObject({ teamId: null, teamName: team.name, status: 'CANCELED', paid: 30000, price: 90000 });
      expect(await t.db.select().from(paymentMovements).where(eq(paymentMovements.reservationId, booked.body.id))).toHaveLength(1);
    });

    it("an administrator's field without money goes; one with money stays INACTIVE with its movements, shown as 'Usuario eliminado'", async () => {
      const plain = registration();
      const plainMade = (await t.call('POST', '/auth/admin/register', { body: plain })).body;
      const plainField = await t.field({ id: plainMade.id } as TestUser);
      const plainToken = (await logIn(plain.email, PASSWORD, 'admin')).body.token;
      expect((await t.api('DELETE', '/user/me', { token: plainToken, body: { password: PASSWORD } })).status).toBe(204);
      expect(await t.db.select().from(fields).where(eq(fields.id, plainField.id))).toEqual([]);

      const body = registration();
      const made = (await t.call('POST', '/auth/admin/register', { body })).body;
      const field = await t.field({ id: made.id } as TestUser, {
        whatsapp: body.cellphone,
        paymentInstructions: `Nequi ${body.cellphone} a nombre de Ana`,
      });
      const token = (await logIn(body.email, PASSWORD, 'admin')).body.token;
      const admin = { id: made.id, token } as TestUser;
      const booking = await manualBooking(admin, field.id, { paid: 20000, note: 'Viene con 10 amigos' });
      // Somebody took the address a kept row is given first, and may not: it is no mailbox.
      const taker = (await t.call('POST', '/auth/player/register', { body: registration({ email: `eliminado-${made.id}@canchas.invalid` }) })).body;
      expect(taker).toMatchObject({ code: 'VALIDATION_FAILED', details: { email: [MSG.validation.emailInvalid] } });
      // What else is kept of the person: a notice, a phone told by Web Push, a retried request's answer.
      const at = new Date();
      await t.db
        .insert(notification)
        .values({ userId: made.id, kind: 'FIELD_BOOKING_CREATED', text: 'Aviso', link: '/dashboard/home-admin', createdAt: at });
      await t.db.insert(pushSubscription).values({
        userId: made.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/a${made.id}`,
        p256dh: 'k',
        auth: 'a',
        sessionId: 's',
        createdAt: at,
      });
      await t.db.insert(requestAnswers).values({ userId: made.id, key: crypto.randomUUID(), requestHash: 'h', answer: {}, createdAt: at });
      // A booking to come with a deposit received is settled first: cancelled with the account, nobody could record its refund.
      const held = await t.api('DELETE', '/user/me', { token, body: { password: PASSWORD } });
      expect(held.status).toBe(409);
      expect(held.body).toEqual({ code: 'FIELD_HOLDS_DEPOSITS', message: MSG.privacy.fieldHoldsDeposits });
      expect(await t.db.select({ status: fields.status }).from(fields).where(eq(fields.id, field.id))).toEqual([{ status: 'ACTIVE' }]);
      expect((await t.api('PUT', `/reservation/${booking.id}/status/canceled`, { token })).status).toBe(200);
      expect((await t.api('DELETE', '/user/me', { token, body: { password: PASSWORD } })).status).toBe(204);
      for (const table of [notification, pushSubscription, requestAnswers]) {
        expect(await t.db.select().from(table).where(eq(table.userId, made.id))).toEqual([]);
      }
      // Its customers' data goes with the only person who could correct or delete it; the amounts stay.
      const [forgotten] = await t.db.select().from(reservations).where(eq(reservations.id, booking.id));
      expect(forgotten).toMatchObject({ customerName: 'Cliente', teamName: 'Cliente', customerCellphone: null, note: null, paid: 20000 });
      // So does the field's contact, often the owner's own phone and name.
      const [kept] = await t.db.select().from(fields).where(eq(fields.id, field.id));
      expect(kept).toMatchObject({ status: 'INACTIVE', whatsapp: null, paymentInstructions: null });
      expect(await t.db.select().from(paymentMovements).where(eq(paymentMovements.fieldId, field.id))).toEqual([
        expect.objectContaining({ reservationId: booking.id, amount: 20000 }),
      ]);
      const [row] = await t.db.select().from(users).where(eq(users.id, made.id));
      expect(row).toMatchObject({ firstName: 'Usuario', lastName: 'eliminado', city: '' });
      expect(row.deletedAt).not.toBeNull();
      for (const value of [body.email, body.cellphone, body.documentNumber]) expect(JSON.stringify(row)).not.toContain(value);
      const viewer = await t.user('PLAYER');
      const shown = await t.api('GET', `/field/${field.id}`, { token: viewer.token });
      expect(shown.body.admin).toEqual({ id: made.id, firstName: 'Usuario', lastName: 'eliminado' });
      expect((await t.api('GET', '/field', { token })).status).toBe(401);
      expect((await logIn(body.email, PASSWORD, 'admin')).status).toBe(401);
      expect((await t.call('POST', '/auth/admin/register', { body })).status).toBe(201);
    });

    it("a player in la vaca's record stays in the share of a game played, and as a share to give back of the game to come", async () => {
      // A game today at 8:30 a. m. (half an hour from now), played and finalized, then one tomorrow; $ 90.000 each, the
      // three going to both.
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin, { hourlyRate: 90000 });
      const owner = await t.user('PLAYER');
      const beto = await t.user('PLAYER');
      const body = registration();
      const ana = (await t.call('POST', '/auth/player/register', { body })).body;
      const token = (await logIn(body.email)).body.token;
      const team = await t.team(owner, [beto, { id: ana.id } as TestUser]);
      const bookAndGo = async (reservationDate: string, startTime: string) => {
        const booked = await t.api('POST', '/reservation', {
          token: owner.token,
          body: { teamId: team.id, fieldId: field.id, reservationDate, startTime, hours: 1 },
        });
        expect(booked.status).toBe(201);
        for (const who of [owner.token, beto.token, token]) {
          expect((await t.api('PUT', `/reservation/${booked.body.id}/attendance`, { token: who, body: { going: true } })).status).toBe(200);
        }
        return booked.body.id as number;
      };
      const played = await bookAndGo(TODAY, '08:30');
      t.clock.set(new Date(DEFAULT_NOW.getTime() + 45 * 60_000));
      try {
        expect((await t.api('PUT', `/reservation/${played}/status/finalize`, { token: admin.token })).status).toBe(200);
        const toCome = await bookAndGo(TOMORROW, '19:00');
        expect((await t.api('PUT', `/reservation/${toCome}/attendance/${ana.id}/paid`, { token: owner.token, body: { paid: true } })).status).toBe(
          200,
        );
        expect((await t.api('DELETE', '/user/me', { token, body: { password: PASSWORD } })).status).toBe(204);

        const read = async (id: number) => (await t.api('GET', `/reservation/${id}/attendance`, { token: owner.token })).body;
        const deleted = { playerId: ana.id, name: 'Usuario eliminado' };
        // The game played: she played it, the share as it was.
        const game = await read(played);
        expect([game.going.map((e: { playerId: number }) => e.playerId), game.share]).toEqual([[owner.id, beto.id, ana.id], 30000]);
        expect(game.going[2]).toEqual({ ...deleted, paid: false });
        // The game to come: two go, and the owner reads the share he holds of hers, to give back.
        const next = await read(toCome);
        expect([next.going.length, next.share]).toEqual([2, 45000]);
        expect(next.left).toEqual([{ ...deleted, paid: true, paidAmount: 30000 }]);
        const [notice] = (await t.api('GET', '/notification?page=0&size=1', { token: owner.token })).body.content;
        expect(notice).toMatchObject({
          text: MSG.notification.teamMemberDeletedSharePaid(team.name),
          link: `/dashboard/reservation/list/team?date=${TOMORROW}`,
        });
        // Nothing of hers is kept, no list of players shows the row, and nobody can add it to a team.
        const [row] = await t.db.select().from(users).where(eq(users.id, ana.id));
        for (const value of [body.email, body.cellphone, body.documentNumber, body.firstName]) expect(JSON.stringify(row)).not.toContain(value);
        const players = (await t.api('GET', '/user/player?page=0&size=50', { token: beto.token })).body.content;
        expect(players.some((p: { id: number }) => p.id === ana.id)).toBe(false);
        expect((await t.api('GET', `/user/player/${ana.id}`, { token: beto.token })).status).toBe(404);
        expect((await t.api('POST', `/team/${team.id}/member/${ana.id}`, { token: owner.token })).status).toBe(404);
        expect((await logIn(body.email)).status).toBe(401);
        expect((await t.call('POST', '/auth/player/register', { body })).status).toBe(201);
      } finally {
        t.clock.reset();
      }
    });
  });

  describe('money records never vanish', () => {
    it("a field with a payment or refund recorded is not deleted (409, pointing to 'Inactiva'); one without is", async () => {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      const booking = await manualBooking(admin, field.id);
      await t.api('PUT', `/reservation/${booking.id}/payment`, { token: admin.token, body: { paid: 10000 } });
      // Corrected back to nothing: the movements are still money recorded.
      await t.api('PUT', `/reservation/${booking.id}/payment`, { token: admin.token, body: { paid: 0 } });
      const refused = await t.api('DELETE', `/field/${field.id}`, { token: admin.token });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'FIELD_HAS_MONEY', message: MSG.privacy.fieldHasMoney });
      expect(refused.body.message).toContain('Inactiva');
      expect(await t.db.select().from(paymentMovements).where(eq(paymentMovements.fieldId, field.id))).toHaveLength(2);
      const other = await t.user('FIELD_ADMIN');
      const empty = await t.field(other);
      await manualBooking(other, empty.id);
      expect((await t.api('DELETE', `/field/${empty.id}`, { token: other.token })).status).toBe(200);
    });

    it('amounts are whole pesos: a payment, refund or deposit with decimals is refused (400 AMOUNT_NOT_WHOLE)', async () => {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      const booking = await manualBooking(admin, field.id);
      const paid = await t.api('PUT', `/reservation/${booking.id}/payment`, { token: admin.token, body: { paid: 10000.5 } });
      expect(paid.status).toBe(400);
      expect(paid.body).toEqual(expect.objectContaining({ code: 'AMOUNT_NOT_WHOLE', message: MSG.privacy.amountNotWhole }));
      await t.api('PUT', `/reservation/${booking.id}/payment`, { token: admin.token, body: { paid: 10000 } });
      await t.api('PUT', `/reservation/${booking.id}/status/canceled`, { token: admin.token });
      const refund = await t.api('PUT', `/reservation/${booking.id}/refund`, { token: admin.token, body: { refunded: 0.01 } });
      expect(refund.status).toBe(400);
      expect(refund.body.code).toBe('AMOUNT_NOT_WHOLE');
      const deposit = await t.api('POST', '/reservation/manual', {
        token: admin.token,
        body: {
          fieldId: field.id,
          customerName: 'Ana',
          customerCellphone: '3001234568',
          reservationDate: TOMORROW,
          startTime: '12:00',
          hours: 1,
          paid: 99.9,
        },
      });
      expect(deposit.status).toBe(400);
      expect(deposit.body.code).toBe('AMOUNT_NOT_WHOLE');
      const [row] = await t.db.select().from(reservations).where(eq(reservations.id, booking.id));
      expect(row).toMatchObject({ paid: 10000, refunded: 0 });
    });
  });

  describe("a manual booking's customer", () => {
    it("is corrected on every booking of theirs, and deleted: the suggestion goes, past bookings read 'Cliente' without the cellphone", async () => {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      const past = await manualBooking(admin, field.id);
      const customers = () => t.api('GET', `/reservation/field/${field.id}/customers`, { token: admin.token });
      const fixed = await t.api('PUT', `/reservation/field/${field.id}/customers/3001234567`, {
        token: admin.token,
        body: { name: 'Carlos Pérez Díaz', cellphone: '3001234569' },
      });
      expect(fixed.status).toBe(200);
      expect(fixed.body).toEqual([expect.objectContaining({ name: 'Carlos Pérez Díaz', cellphone: '3001234569' })]);
      const stranger = await t.user('FIELD_ADMIN');
      await t.field(stranger);
      expect((await t.api('DELETE', `/reservation/field/${field.id}/customers/3001234569`, { token: stranger.token })).status).toBe(403);
      expect((await t.api('DELETE', `/reservation/field/${field.id}/customers/3009999999`, { token: admin.token })).status).toBe(404);
      // A booking still to come keeps them.
      const refused = await t.api('DELETE', `/reservation/field/${field.id}/customers/3001234569`, { token: admin.token });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'CUSTOMER_HAS_BOOKINGS', message: MSG.customer.hasBookings });
      // Once it was played.
      await t.at(`${DAY_AFTER}T20:00:00Z`, admin);
      const deleted = await t.api('DELETE', `/reservation/field/${field.id}/customers/3001234569`, { token: admin.token });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual([]);
      expect((await customers()).body).toEqual([]);
      const read = await t.api('GET', `/reservation/${past.id}`, { token: admin.token });
      expect(read.body).toMatchObject({ teamName: 'Cliente', price: 90000, customer: { name: 'Cliente', cellphone: null, note: null } });
      await t.at(DEFAULT_NOW);
    });
  });

  describe('a team moving its booking to another field', () => {
    it("is news to both: 'se movió a otra cancha' to the one it left, a new booking to the one it reaches", async () => {
      const [adminA, adminB] = [await t.user('FIELD_ADMIN'), await t.user('FIELD_ADMIN')];
      const [fieldA, fieldB] = [await t.field(adminA), await t.field(adminB)];
      const owner = await t.user('PLAYER');
      const team = await t.team(owner);
      const booked = await t.api('POST', '/reservation', {
        token: owner.token,
        body: { teamId: team.id, fieldId: fieldA.id, reservationDate: TOMORROW, startTime: '19:00', hours: 1 },
      });
      await t.api('PUT', `/field/${fieldA.id}/news/seen`, { token: adminA.token, body: { until: t.clock.now.toISOString() } });
      await t.at(new Date(t.clock.now.getTime() + 60_000), adminA, adminB, owner);
      const moved = await t.api('PUT', '/reservation', {
        token: owner.token,
        body: { id: booked.body.id, teamId: team.id, fieldId: fieldB.id, reservationDate: TOMORROW, startTime: '20:00', hours: 1 },
      });
      expect(moved.status).toBe(200);
      const left = (await t.api('GET', `/field/${fieldA.id}/news`, { token: adminA.token })).body;
      expect(left.items).toEqual([
        { kind: 'MOVED_AWAY', at: t.clock.now.toISOString(), reservation: expect.objectContaining({ id: booked.body.id }) },
      ]);
      expect(left.items[0].reservation).not.toHaveProperty('price');
      const reached = (await t.api('GET', `/field/${fieldB.id}/news`, { token: adminB.token })).body;
      expect(reached.items).toEqual([
        { kind: 'BOOKED', at: t.clock.now.toISOString(), reservation: expect.objectContaining({ id: booked.body.id }) },
      ]);
    });
  });

  describe('a sign-up sent again with its Idempotency-Key', () => {
    it('gets the account only for the very same request; any other is refused without it, and every replay is counted', async () => {
      const key = crypto.randomUUID();
      const body = registration();
      const address = { 'x-forwarded-for': '10.250.0.1' };
      const send = (b: unknown) => t.call('POST', '/auth/player/register', { body: b, headers: { ...address, 'idempotency-key': key } });
      const made = await send(body);
      expect(made.status).toBe(201);
      const same = await send(body);
      expect(same.status).toBe(201);
      expect(same.body.id).toBe(made.body.id);
      // The same e-mail with another password is another request: no profile, no word on the password.
      const other = await send({ ...body, password: 'Otra-Clave1' });
      expect(other.status).toBe(422);
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(JSON.stringify(other.body)).not.toContain(body.cellphone);
      const changed = await send({ ...body, city: 'Barranquilla' });
      expect(changed.status).toBe(422);
      // Five sign-ups an hour from one address (made, same, other, changed = 4): the fifth passes, the sixth is refused.
      expect((await send(body)).status).toBe(201);
      const throttled = await send(body);
      expect(throttled.status).toBe(429);
      expect(throttled.body.code).toBe('REGISTRATION_THROTTLED');
      const [row] = await t.db.select({ digest: users.registrationDigest }).from(users).where(eq(users.id, made.body.id));
      expect(row.digest).toMatch(/^[\w-]{43}$/);
      expect(row.digest).not.toContain(body.password);
    });
  });

  describe('minors join a team only by accepting an invitation', () => {
    it('the owner cannot add a minor (409) but invites them; only the minor answers, and joins by accepting', async () => {
      const owner = await t.user('PLAYER');
      const team = await t.team(owner);
      const minor = await t.user('PLAYER', { age: 15, documentType: 'TI' });
      const added = await t.api('POST', `/team/${team.id}/member/${minor.id}`, { token: owner.token });
      expect(added.status).toBe(409);
      expect(added.body).toEqual({ code: 'MINOR_NEEDS_INVITATION', message: MSG.invitation.minorNeedsInvitation });
      const stranger = await t.user('PLAYER');
      expect((await t.api('POST', `/team/${team.id}/invitation/${minor.id}`, { token: stranger.token })).status).toBe(403);
      const invited = await t.api('POST', `/team/${team.id}/invitation/${minor.id}`, { token: owner.token });
      expect(invited.status).toBe(201);
      expect(invited.body).toMatchObject({ kind: 'INVITATION', statusRequest: 'PENDING', team: { id: team.id } });
      expect((await t.api('POST', `/team/${team.id}/invitation/${minor.id}`, { token: owner.token })).body.code).toBe('APPLICATION_DUPLICATE');
      const mine = await t.api('GET', `/request/player/${minor.id}`, { token: minor.token });
      expect(mine.body).toEqual([expect.objectContaining({ id: invited.body.id, kind: 'INVITATION' })]);
      const byOwner = await t.api('POST', `/request/${invited.body.id}?statusRequest=ACCEPTED`, { token: owner.token });
      expect(byOwner.status).toBe(403);
      expect(byOwner.body).toEqual({ code: 'NOT_YOU', message: MSG.invitation.notInvited });
      const accepted = await t.api('POST', `/request/${invited.body.id}?statusRequest=ACCEPTED`, { token: minor.token });
      expect(accepted.status).toBe(200);
      expect(accepted.body.statusRequest).toBe('ACCEPTED');
      const roster = await t.api('GET', `/team/${team.id}`, { token: owner.token });
      expect(roster.body.members.map((m: { id: number }) => m.id)).toContain(minor.id);
    });

    it('an adult added by the owner leaves in one call', async () => {
      const owner = await t.user('PLAYER');
      const team = await t.team(owner);
      const adult = await t.user('PLAYER');
      expect((await t.api('POST', `/team/${team.id}/member/${adult.id}`, { token: owner.token })).status).toBe(200);
      const left = await t.api('POST', `/team/delete/${adult.id}/team/${team.id}`, { token: adult.token });
      expect(left.status).toBe(200);
      expect(left.body.message).toBe(MSG.team.left);
    });
  });
});
