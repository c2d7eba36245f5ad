/**
 * The reservation filter's kept pages (server/services/kept.ts, api/reservations.ts): a page read once is
 * answered again from the process, with the session read on its own (one statement), until a write
 * changes what it shows or a reservation in it ends. Each check compares with what the database holds.
 * On PGlite, as a server process runs it (the harness wires it so); the notification across processes on
 * PostgreSQL is in processes.test.ts. The clock stands at Monday 2030-06-10 08:00 in Bogota.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Reservation } from '../../domain/types';
import { filterPagesKept, Kept } from '../../server/services/kept';
import { createTestApp, DEFAULT_NOW, TODAY, TOMORROW, type TestApp, type TestUser } from './harness';

describe('Kept', () => {
  it('answers a kept value only between its read and its end', () => {
    const kept = new Kept<string>(true, 10);
    kept.keep('a', kept.mark(), 'A', 100, 200);
    expect(kept.peek('a', 99)).toBeUndefined();
    kept.keep('a', kept.mark(), 'A', 100, 200);
    expect(kept.peek('a', 100)).toBe('A');
    expect(kept.peek('a', 199)).toBe('A');
    expect(kept.peek('a', 200)).toBeUndefined();
    expect(kept.peek('a', 150)).toBeUndefined(); // gone once past
  });

  it('does not keep a read that a change overtook, nor anything while off', () => {
    const kept = new Kept<string>(true, 10);
    const mark = kept.mark();
    kept.invalidate();
    kept.keep('a', mark, 'stale');
    expect(kept.peek('a')).toBeUndefined();
    kept.keep('a', kept.mark(), 'fresh');
    expect(kept.peek('a')).toBe('fresh');
    kept.setEnabled(false);
    expect(kept.peek('a')).toBeUndefined();
    kept.keep('a', kept.mark(), 'fresh');
    expect(kept.peek('a')).toBeUndefined();
  });

  it('counts a filter page’s key and bookkeeping, not its JSON alone: many empty pages cannot hold much memory', () => {
    const pages = filterPagesKept(true);
    const key = (n: number) => JSON.stringify([7, null, null, null, null, n, 6]);
    const empty = '{"content":[],"totalElements":0,"totalPages":0,"number":0,"size":6}';
    for (let n = 0; n < 40_000; n++) pages.keep(key(n), pages.mark(), empty);
    expect(pages.peek(key(39_999))).toBe(empty);
    expect(pages.peek(key(0))).toBeUndefined();
    // 8 million characters at (67 + about 30 + 256) a page: about 22,000 kept, not 119,000.
    expect(pages.peek(key(40_000 - 24_000))).toBeUndefined();
  });

  it('keeps at most its capacity by weight, dropping the oldest first', () => {
    const kept = new Kept<string>(true, 10, (s) => s.length);
    kept.keep('a', kept.mark(), 'aaaa');
    kept.keep('b', kept.mark(), 'bbbb');
    kept.keep('c', kept.mark(), 'cccc');
    expect([kept.peek('a'), kept.peek('b'), kept.peek('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    kept.keep('huge', kept.mark(), 'x'.repeat(11));
    expect(kept.peek('huge')).toBeUndefined();
    expect(kept.peek('c')).toBe('cccc');
  });
});

describe('the filter’s kept pages (pglite)', () => {
  let t: TestApp;
  let admin: TestUser, otherAdmin: TestUser, owner: TestUser, stranger: TestUser;
  let field: Awaited<ReturnType<TestApp['field']>>;
  let team: Awaited<ReturnType<TestApp['team']>>;

  const filter = (u: TestUser, q: string) => t.api<Page<Reservation>>('GET', `/reservation/filter?${q}&page=0&size=6`, { token: u.token });
  const ids = async (u: TestUser, q: string) => (await filter(u, q)).body.content.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp('pglite');
    [admin, otherAdmin, owner, stranger] = await Promise.all([t.user('FIELD_ADMIN'), t.user('FIELD_ADMIN'), t.user('PLAYER'), t.user('PLAYER')]);
    field = await t.field(admin, { openingHour: '06:00', closingHour: '24:00' });
    await t.field(otherAdmin);
    team = await t.team(owner);
  });
  afterAll(() => t?.close());

  it('a page read again is answered from the process, after the session alone is read, with the same body', async () => {
    await t.reservation(team, field, { reservationDate: TOMORROW, startTime: '10:00' });
    const first = await filter(admin, `fieldId=${field.id}`);
    const again = await t.queriesOf(() => filter(admin, `fieldId=${field.id}`));
    expect(again.result.body).toEqual(first.body);
    expect(again.queries).toHaveLength(1);
    expect(again.queries[0]).not.toMatch(/reservations/);
  });

  it('a call that cannot write (no token, an unknown path) leaves the kept pages', async () => {
    await filter(admin, `fieldId=${field.id}`);
    expect((await t.call('POST', '/api/v1/nada')).status).toBe(404);
    expect((await t.api('POST', '/reservation', { body: {} })).status).toBe(401);
    const again = await t.queriesOf(() => filter(admin, `fieldId=${field.id}`));
    expect(again.queries).toHaveLength(1);
    expect(again.queries[0]).not.toMatch(/reservations/);
  });

  it('a kept page still asks who is calling: an ended session is 401 and a caller without right 403', async () => {
    await filter(admin, `fieldId=${field.id}`);
    expect((await filter(otherAdmin, `fieldId=${field.id}`)).status).toBe(403);
    expect((await filter(stranger, `fieldId=${field.id}`)).status).toBe(403);
    const session = await t.user('FIELD_ADMIN');
    await t.field(session);
    await t.at(DEFAULT_NOW, session); // its token knows its field
    await filter(session, '');
    expect((await t.call('POST', '/auth/logout', { token: session.token })).status).toBe(200);
    expect((await filter(session, '')).status).toBe(401);
    expect((await filter(session, `fieldId=${field.id}`)).status).toBe(401);
  });

  it('the caller’s own list is kept for them alone', async () => {
    expect((await filter(admin, '')).body.totalElements).toBeGreaterThan(0);
    expect((await filter(otherAdmin, '')).body.totalElements).toBe(0);
    expect((await filter(owner, '')).body.content.every((r) => r.team?.id === team.id)).toBe(true);
  });

  it("a page of a team on a field is kept for each side apart: the team's members never get the field's contact its administrator sees", async () => {
    const keeper = await t.user('FIELD_ADMIN');
    const contactField = await t.field(keeper, { whatsapp: '3109998877', paymentInstructions: 'Nequi 3109998877' });
    await t.at(DEFAULT_NOW, keeper); // its token knows its field
    // Cancelled: the team holds no ACTIVE booking there, so its members are shown no contact.
    await t.reservation(team, contactField, { reservationDate: TOMORROW, startTime: '12:00', status: 'CANCELED' });
    const both = `teamId=${team.id}&fieldId=${contactField.id}`;
    const contact = async (u: TestUser) =>
      (await filter(u, both)).body.content.map((r) => [r.field?.whatsapp ?? null, r.field?.paymentInstructions ?? null]);
    expect(await contact(keeper)).toEqual([['3109998877', 'Nequi 3109998877']]);
    expect(await contact(owner)).toEqual([[null, null]]);
    expect(await contact(keeper)).toEqual([['3109998877', 'Nequi 3109998877']]);
  });

  it('a booking, a cancellation and a write straight to the database show at once', async () => {
    const before = await ids(admin, `fieldId=${field.id}`);
    const booked = await t.api<{ reservations: Reservation[] }>('POST', '/reservation/manual', {
      token: admin.token,
      body: {
        fieldId: field.id,
        reservationDate: TOMORROW,
        startTime: '15:00',
        hours: 1,
        customerName: 'Luis Pérez',
        customerCellphone: '3001234567',
      },
    });
    expect(booked.status).toBe(201);
    const [made] = booked.body.reservations;
    expect(before).not.toContain(made.id);
    expect(await ids(admin, `fieldId=${field.id}`)).toContain(made.id);

    expect((await t.api('PUT', `/reservation/${made.id}/status/canceled`, { token: admin.token })).status).toBe(200);
    const cancelled = (await filter(admin, `fieldId=${field.id}`)).body.content.find((r) => r.id === made.id);
    expect(cancelled?.status).toBe('CANCELED');

    await t.db.execute(sql`update teams set name = 'Los de siempre' where id = ${team.id}`);
    expect((await filter(admin, `fieldId=${field.id}`)).body.content.find((r) => r.team?.id === team.id)?.teamName).toBe('Los de siempre');
  });

  it('a reservation that ends moves to those waiting to be finalized without any write, and a clock set back reads again', async () => {
    // One that ended at 07:00 and waits to be finalized: it comes first, ahead of those still to come.
    const ended = await t.reservation(await t.team(await t.user('PLAYER')), field, { reservationDate: TODAY, startTime: '06:00', hours: 1 });
    const soon = await t.reservation(await t.team(await t.user('PLAYER')), field, { reservationDate: TODAY, startTime: '08:00', hours: 1 });
    const order = async () =>
      (await filter(admin, `fieldId=${field.id}`)).body.content.map((r) => r.id).filter((id) => id === ended.id || id === soon.id);
    expect(await order()).toEqual([ended.id, soon.id]);
    await t.at(new Date(DEFAULT_NOW.getTime() + 60 * 60_000), admin); // 09:00, its end: now the latest to finalize
    expect(await order()).toEqual([soon.id, ended.id]);
    await t.at(DEFAULT_NOW, admin);
    expect(await order()).toEqual([ended.id, soon.id]);
  });
});

describe('the filter’s kept pages on postgres, told of nothing but this process’s own calls', () => {
  let t: TestApp;
  let admin: TestUser;
  let field: Awaited<ReturnType<TestApp['field']>>;

  beforeAll(async () => {
    t = await createTestApp('postgres', { filterPages: filterPagesKept(true) });
    admin = await t.user('FIELD_ADMIN');
    field = await t.field(admin, { openingHour: '06:00', closingHour: '24:00' });
  });
  afterAll(() => t?.close());

  it('a write through the API shows at once in the same process, before any notification; a refused call keeps the page', async () => {
    const read = async () =>
      (await t.api<Page<Reservation>>('GET', `/reservation/filter?fieldId=${field.id}&page=0&size=6`, { token: admin.token })).body;
    expect((await read()).totalElements).toBe(0);
    const book = (customerName: string) =>
      t.api('POST', '/reservation/manual', {
        token: admin.token,
        body: { fieldId: field.id, reservationDate: TOMORROW, startTime: '15:00', hours: 1, customerName, customerCellphone: '3001234567' },
      });
    expect((await book('Ana Ruiz')).status).toBe(201);
    expect((await read()).content.map((r) => r.customer?.name)).toEqual(['Ana Ruiz']);

    // Refused (400, and 409 for the taken slot): nothing written, the page stays kept.
    expect((await t.api('POST', '/reservation/manual', { token: admin.token, body: {} })).status).toBe(400);
    expect((await book('Otra Persona')).status).toBe(409);
    const again = await t.queriesOf(read);
    expect(again.queries).toHaveLength(1);
    expect(again.queries[0]).not.toMatch(/reservations/);
  });
});
