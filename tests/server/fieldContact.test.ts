/**
 * The field's 'WhatsApp de la cancha' and 'Cómo pagar el abono' (docs/api.md, "Who sees what"): written by its
 * administrator, read by them and by the members of a team holding an ACTIVE reservation on it, null to everyone
 * else in every answer that carries the field (its page, the lists, the reservations that embed it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../domain/errors';
import * as MSG from '../../domain/messages';
import type { Field, Page, Reservation, Team } from '../../domain/types';
import { createTestApp, ENGINES, TOMORROW, type TestApp, type TestUser } from './harness';

const WHATSAPP = '3001234567';
const HOW_TO_PAY = 'Nequi 300 123 4567 a nombre de Luisa Pérez';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'La Bombonera',
  address: 'Cra 3 #8-45',
  city: 'Cartagena',
  hourlyRate: 95000,
  openingHour: '08:00',
  closingHour: '23:00',
  status: 'ACTIVE',
  ...overrides,
});

const contactOf = (f: { whatsapp?: string | null; paymentInstructions?: string | null } | null | undefined) => ({
  whatsapp: f?.whatsapp ?? null,
  paymentInstructions: f?.paymentInstructions ?? null,
});
const SHOWN = { whatsapp: WHATSAPP, paymentInstructions: HOW_TO_PAY };
const HIDDEN = { whatsapp: null, paymentInstructions: null };

describe.each(ENGINES)("the field's contact on %s", (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  /** Holds an ACTIVE booking on the field: its owner and a member. */
  let holderOwner: TestUser;
  let holder: TestUser;
  /** Booked the field once and cancelled. */
  let canceled: TestUser;
  /** Holds a booking on another field. */
  let elsewhere: TestUser;
  let loner: TestUser;
  let field: Field;
  let holderTeam: Awaited<ReturnType<TestApp['team']>>;
  let booking: Awaited<ReturnType<TestApp['reservation']>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, otherAdmin, holderOwner, holder, canceled, elsewhere, loner] = await Promise.all([
      t.user('FIELD_ADMIN'),
      t.user('FIELD_ADMIN'),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('PLAYER'),
    ]);
    const res = await t.api<Field>('POST', '/field', { token: admin.token, body: form({ whatsapp: WHATSAPP, paymentInstructions: HOW_TO_PAY }) });
    expect(res.status).toBe(201);
    field = res.body;
    const other = await t.field(otherAdmin);
    holderTeam = await t.team(holderOwner, [holder]);
    booking = await t.reservation(holderTeam, field);
    await t.reservation(await t.team(canceled), field, { status: 'CANCELED', startTime: '12:00' });
    await t.reservation(await t.team(elsewhere), other);
  });
  afterAll(() => t?.close());

  it('the administrator writes both and reads them back (201, and on their field page)', async () => {
    expect(contactOf(field)).toEqual(SHOWN);
    const mine = await t.api<Field>('GET', `/field/admin/${admin.id}`, { token: admin.token });
    expect(contactOf(mine.body)).toEqual(SHOWN);
  });

  it('validates them as the product does: a 10-digit cellphone, at most 200 characters; empty is none', async () => {
    const put = (values: Record<string, unknown>) =>
      t.api<ApiError & Field>('PUT', '/field', { token: admin.token, body: form({ id: field.id, ...values }) });
    for (const whatsapp of ['300123456', '30012345678', '300 123 4567', 'WhatsApp']) {
      const res = await put({ whatsapp, paymentInstructions: HOW_TO_PAY });
      expect(res.status).toBe(400);
      expect(res.body.details?.whatsapp).toEqual([MSG.validation.cellphoneInvalid]);
    }
    const long = await put({ whatsapp: WHATSAPP, paymentInstructions: 'n'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.details?.paymentInstructions).toEqual([MSG.validation.paymentInstructionsLength]);
    const twoLines = await put({ whatsapp: WHATSAPP, paymentInstructions: 'Nequi\n300' });
    expect(twoLines.status).toBe(400);
    const emptied = await put({ whatsapp: '', paymentInstructions: '   ' });
    expect(emptied.status).toBe(200);
    expect(contactOf(emptied.body)).toEqual(HIDDEN);
    const restored = await put({ whatsapp: ` ${WHATSAPP} `, paymentInstructions: `${'ñ'.repeat(199)}é` });
    expect(contactOf(restored.body)).toEqual({ whatsapp: WHATSAPP, paymentInstructions: `${'ñ'.repeat(199)}é` });
    expect((await put({ whatsapp: WHATSAPP, paymentInstructions: HOW_TO_PAY })).status).toBe(200);
  });

  it("GET /field/{id}: the administrator and the holding team's members see them; any other caller gets null", async () => {
    const read = async (who: TestUser) => contactOf((await t.api<Field>('GET', `/field/${field.id}`, { token: who.token })).body);
    expect(await read(admin)).toEqual(SHOWN);
    expect(await read(holderOwner)).toEqual(SHOWN);
    expect(await read(holder)).toEqual(SHOWN);
    for (const who of [otherAdmin, canceled, elsewhere, loner]) expect(await read(who)).toEqual(HIDDEN);
  });

  it('the field lists: the signed-in list as for the page, the public list to nobody', async () => {
    const inList = async (who: TestUser) =>
      contactOf((await t.api<Field[]>('GET', '/field', { token: who.token })).body.find((f) => f.id === field.id));
    expect(await inList(admin)).toEqual(SHOWN);
    expect(await inList(holder)).toEqual(SHOWN);
    for (const who of [otherAdmin, canceled, elsewhere, loner]) expect(await inList(who)).toEqual(HIDDEN);
    const active = await t.api<Field[]>('GET', '/field/active');
    expect(contactOf(active.body.find((f) => f.id === field.id))).toEqual(HIDDEN);
    expect(JSON.stringify(active.body)).not.toContain(WHATSAPP);
    const ofAdmin = await t.api<Field>('GET', `/field/admin/${admin.id}`, { token: loner.token });
    expect(contactOf(ofAdmin.body)).toEqual(HIDDEN);
  });

  it('reservations that embed the field: the holding team and the administrator see it, another team never', async () => {
    const one = await t.api<Reservation>('GET', `/reservation/${booking.id}`, { token: holder.token });
    expect(contactOf(one.body.field)).toEqual(SHOWN);
    const filter = await t.api<Page<Reservation>>('GET', '/reservation/filter?page=0&size=6', { token: holder.token });
    expect(filter.body.content.map((r) => contactOf(r.field))).toEqual([SHOWN]);
    const list = await t.api<Reservation[]>('GET', `/reservation/team/${holderTeam.id}`, { token: holder.token });
    expect(list.body.map((r) => contactOf(r.field))).toEqual([SHOWN]);
    const team = await t.api<Team>('GET', `/team/${holderTeam.id}`, { token: holder.token });
    expect(team.body.reservations!.map((r) => contactOf(r.field))).toEqual([SHOWN]);
    const adminList = await t.api<Page<Reservation>>('GET', '/reservation/filter?page=0&size=6', { token: admin.token });
    expect(adminList.body.content.map((r) => contactOf(r.field))).toEqual([SHOWN, SHOWN]);
    // The cancelled team's own list names the field, without its contact.
    const theirs = await t.api<Page<Reservation>>('GET', '/reservation/filter?page=0&size=6', { token: canceled.token });
    expect(theirs.body.content.map((r) => contactOf(r.field))).toEqual([HIDDEN]);
    // On the field's page, another team sees the busy slots, whose field carries nothing either.
    const page = await t.api<Field>('GET', `/field/${field.id}`, { token: elsewhere.token });
    expect(page.body.reservations!.length).toBeGreaterThan(0);
    expect(JSON.stringify(page.body)).not.toContain(WHATSAPP);
    expect(JSON.stringify(page.body)).not.toContain('Nequi');
  });

  it('a team that books the field sees them in the booking answer and from then on; after cancelling, no more', async () => {
    const ownerOf = await t.user('PLAYER');
    const team = await t.team(ownerOf);
    const before = await t.api<Field>('GET', `/field/${field.id}`, { token: ownerOf.token });
    expect(contactOf(before.body)).toEqual(HIDDEN);
    const booked = await t.api<Reservation>('POST', '/reservation', {
      token: ownerOf.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '18:00', hours: 1 },
    });
    expect(booked.status).toBe(201);
    expect(contactOf(booked.body.field)).toEqual(SHOWN);
    expect(contactOf((await t.api<Field>('GET', `/field/${field.id}`, { token: ownerOf.token })).body)).toEqual(SHOWN);
    expect((await t.api('DELETE', `/reservation/${booked.body.id}`, { token: ownerOf.token })).status).toBe(200);
    expect(contactOf((await t.api<Field>('GET', `/field/${field.id}`, { token: ownerOf.token })).body)).toEqual(HIDDEN);
    const after = await t.api<Reservation>('GET', `/reservation/${booked.body.id}`, { token: ownerOf.token });
    expect(contactOf(after.body.field)).toEqual(HIDDEN);
  });
});
