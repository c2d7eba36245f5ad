/** A field's reservations as a CSV file for its administrator (docs/api.md, "Downloading a field's reservations"). */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { createTestApp, ENGINES, TOMORROW, type TestApp } from './harness';

const C = MSG.download.columns;

/** The file as a spreadsheet reads it: ';'-separated rows (the byte-order mark is taken off by the decoder). */
function rowsOf(csv: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe.each(ENGINES)('downloading reservations on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const download = (fieldId: number, token: string, query = 'from=2030-06-01&to=2030-06-30') =>
    t.api<string>('GET', `/reservation/field/${fieldId}/download?${query}`, { token });

  it('gives the administrator every reservation of the days asked, in order, with what was paid and is still due', async () => {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin);
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    // A team's booking of 2 hours at $ 90.000 the hour, half paid.
    const booked = await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 2 },
    });
    expect(booked.status).toBe(201);
    expect((await t.api('PUT', `/reservation/${booked.body.id}/payment`, { token: admin.token, body: { paid: 90000 } })).status).toBe(200);
    // A manual booking earlier that day whose customer's name and note a spreadsheet would run as formulas.
    const manual = await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: {
        fieldId: field.id,
        customerName: '=HYPERLINK("http://x.co";"Clic")',
        customerCellphone: '3001234567',
        reservationDate: TOMORROW,
        startTime: '08:00',
        hours: 1,
        note: '+57 paga; en "efectivo"\n=1+1',
      },
    });
    expect(manual.status).toBe(201);
    // A cancelled one, and one outside the days asked.
    await t.reservation(team, field, { reservationDate: '2030-06-05', startTime: '10:00', status: 'CANCELED' });
    await t.reservation(team, field, { reservationDate: '2030-07-01', startTime: '10:00', status: 'FINISHED' });
    // Another field's booking is never in it.
    const other = await t.field(await t.user('FIELD_ADMIN'));
    await t.reservation(team, other, { reservationDate: TOMORROW, startTime: '12:00', status: 'FINISHED' });

    const res = await download(field.id, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="reservas-2030-06.csv"');
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toContain('\r\n');
    const rows = rowsOf(res.body);
    expect(rows.map((r) => [r[C.date], r[C.start]])).toEqual([
      ['2030-06-05', '10:00'],
      [TOMORROW, '08:00'],
      [TOMORROW, '19:00'],
    ]);
    expect(rows[0]).toMatchObject({ [C.status]: 'Cancelada', [C.who]: team.name, [C.kind]: 'Equipo', [C.due]: '0' });
    // Formulas come out as text (a leading '), whole, quotes and line break included.
    expect(rows[1]).toMatchObject({
      [C.weekday]: 'martes',
      [C.end]: '09:00',
      [C.hours]: '1',
      [C.status]: 'Activa',
      [C.who]: `'=HYPERLINK("http://x.co";"Clic")`,
      [C.kind]: 'Reserva manual',
      [C.cellphone]: '3001234567',
      [C.note]: `'+57 paga; en "efectivo"\n=1+1`,
      [C.received]: '0',
    });
    expect(rows[2]).toMatchObject({
      [C.who]: team.name,
      [C.kind]: 'Equipo',
      [C.cellphone]: '',
      [C.hours]: '2',
      [C.total]: '180000',
      [C.received]: '90000',
      [C.due]: '90000',
    });
    // Any days, not only a month: the file says which.
    const week = await download(field.id, admin.token, `from=${TOMORROW}&to=2030-06-17`);
    expect(week.headers.get('content-disposition')).toBe(`attachment; filename="reservas-${TOMORROW}-a-2030-06-17.csv"`);
    expect(rowsOf(week.body)).toHaveLength(2);
  });

  it('an empty period is the heading alone', async () => {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin);
    const res = await download(field.id, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('0');
    expect(res.body).toBe(`${Object.values(C).join(';')}\r\n`);
    // The file starts with UTF-8's byte-order mark, without which Excel reads 'Día' as 'DÃ­a'.
    const raw = await t.app.request(`/api/v1/reservation/field/${field.id}/download?from=2030-06-01&to=2030-06-30`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 'F'.charCodeAt(0)]);
  });

  it('is the field administrator’s alone: a player, another administrator and nobody are refused', async () => {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin);
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    await t.reservation(team, field);
    const other = await t.user('FIELD_ADMIN');
    await t.field(other);
    for (const token of [owner.token, other.token]) {
      const refused = await download(field.id, token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'NOT_OWNER', message: MSG.field.notOwner });
    }
    expect((await t.api('GET', `/reservation/field/${field.id}/download?from=2030-06-01&to=2030-06-30`)).status).toBe(401);
    expect((await download(999999, admin.token)).status).toBe(404);
  });

  it('refuses a period that is not one: missing or impossible dates, reversed, longer than 366 days', async () => {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin);
    const refusals: [string, string][] = [
      ['from=2030-06-01', MSG.download.dateInvalid],
      ['from=2030-02-30&to=2030-03-01', MSG.download.dateInvalid],
      ['from=hoy&to=2030-03-01', MSG.download.dateInvalid],
      ['from=2030-06-30&to=2030-06-01', MSG.download.rangeReversed],
      ['from=2030-01-01&to=2031-01-02', MSG.download.rangeTooLong],
    ];
    for (const [query, message] of refusals) {
      const res = await download(field.id, admin.token, query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    // 366 days, a leap year's whole, is taken.
    expect((await download(field.id, admin.token, 'from=2032-01-01&to=2032-12-31')).status).toBe(200);
    // The first and last years a date can name are years like any other.
    for (const query of ['from=9999-12-01&to=9999-12-31', 'from=0050-03-01&to=0050-03-02', 'from=0001-01-01&to=0001-01-31']) {
      expect((await download(field.id, admin.token, query)).status, query).toBe(200);
    }
  });
});
