/** The booking team's contact (docs/api.md, "Who sees what"): its owner, to the booked field's administrator alone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { createTestApp, ENGINES, TOMORROW, type TestApp, type TestUser } from './harness';

describe.each(ENGINES)("a team's contact on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  /** A field, and a booking of it by a team whose owner is `ownerAge` years old. */
  async function booked(ownerAge: number) {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin);
    const cellphone = `31${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`;
    const owner = await t.user('PLAYER', { firstName: 'Julián', lastName: 'Pérez', age: ownerAge, cellphone });
    const member = await t.user('PLAYER');
    const team = await t.team(owner, [member]);
    const created = await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 1 },
    });
    expect(created.status).toBe(201);
    return { admin, field, owner, member, cellphone, id: created.body.id as number };
  }
  const contact = (id: number, who: TestUser) => t.api('GET', `/reservation/${id}/contact`, { token: who.token });

  it("gives the field's administrator the team owner's name and cellphone", async () => {
    const { admin, cellphone, id } = await booked(30);
    const answer = await contact(id, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ name: 'Julián Pérez', cellphone });
  });

  it("keeps a minor owner's cellphone back", async () => {
    const { admin, id } = await booked(16);
    expect((await contact(id, admin)).body).toEqual({ name: 'Julián Pérez', cellphone: null });
  });

  it('is given while the booking is active and up to 7 days after its game, never once cancelled', async () => {
    const played = await booked(30);
    // 8:00 p. m. in Bogota, the game over: the administrator finalizes it.
    await t.at('2030-06-12T01:00:00Z', played.admin);
    try {
      expect((await t.api('PUT', `/reservation/${played.id}/status/finalize`, { token: played.admin.token })).status).toBe(200);
      expect((await contact(played.id, played.admin)).status).toBe(200);
      await t.at('2030-06-18T22:00:00Z', played.admin);
      expect((await contact(played.id, played.admin)).body.cellphone).toBe(played.cellphone);
      await t.at('2030-06-19T13:00:00Z', played.admin);
      const closed = await contact(played.id, played.admin);
      expect(closed.status).toBe(409);
      expect(closed.body).toEqual({ code: 'CONTACT_CLOSED', message: MSG.reservation.contactClosed });
    } finally {
      t.clock.reset();
    }
    const cancelled = await booked(30);
    expect((await t.api('PUT', `/reservation/${cancelled.id}/status/canceled`, { token: cancelled.owner.token })).status).toBe(200);
    expect((await contact(cancelled.id, cancelled.admin)).body).toEqual({ code: 'CONTACT_CLOSED', message: MSG.reservation.contactClosed });
  });

  it('is refused to anyone else: the team itself, another administrator, a stranger; a manual booking has no team', async () => {
    const { admin, field, owner, member, id } = await booked(30);
    const other = await t.user('FIELD_ADMIN');
    await t.field(other);
    const stranger = await t.user('PLAYER');
    for (const who of [owner, member, other, stranger]) {
      const refused = await contact(id, who);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'NOT_OWNER', message: MSG.reservation.contactNotAllowed });
    }
    expect((await t.api('GET', `/reservation/${id}/contact`)).status).toBe(401);
    expect((await contact(999999, admin)).status).toBe(404);
    const manual = await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: {
        fieldId: field.id,
        customerName: 'Carlos Pérez',
        customerCellphone: '3001234567',
        reservationDate: TOMORROW,
        startTime: '08:00',
        hours: 1,
      },
    });
    const none = await contact(manual.body.reservations[0].id, admin);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: 'NOT_FOUND', message: MSG.reservation.notTeamBooking });
  });
});
