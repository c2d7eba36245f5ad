/**
 * Money in whole pesos, end to end (docs/api.md, "Payments" and "Cash book"): the migration that made the money columns
 * integers keeps each book equal to the sum of its movements, and whatever an administrator records (payments, refunds,
 * moves, cancellations, in any order), each reservation's paid and refunded are the sums of its movements and each day's
 * cash book is the sum of that day's.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../domain/constants';
import { todayInAppZone } from '../../domain/time';
import type { CashDay } from '../../domain/types';
import { MIGRATIONS_FOLDER } from '../../server/db/client';
import { paymentMovements, reservations } from '../../server/db/schema';
import { createTestApp, DEFAULT_NOW, ENGINES, freshPostgresDatabase, TOMORROW, type TestApp } from './harness';

/** The migrations up to the one before whole pesos (0016), in a folder of their own. */
function migrationsBeforeWholePesos(): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'canchas-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 16);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

type Run = (text: string) => Promise<Record<string, unknown>[]>;

/** A database migrated to 0016, then `before` run on it, then every migration: `run` reads it afterwards. */
async function migratedFrom0016(
  engine: (typeof ENGINES)[number],
  before: (run: Run) => Promise<void>,
): Promise<{ run: Run; close(): Promise<void> }> {
  const old = migrationsBeforeWholePesos();
  try {
    if (engine === 'pglite') {
      const client = await PGlite.create(undefined, { extensions: { btree_gist } });
      const db = drizzlePglite(client);
      const run: Run = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      await migratePglite(db, { migrationsFolder: old.folder });
      await before(run);
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      return { run, close: () => client.close() };
    }
    const fresh = await freshPostgresDatabase();
    const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
    // A connection the server drops while idle is the pool's to replace, not an error of the run.
    pool.on('error', () => {});
    const db = drizzlePostgres(pool);
    const run: Run = async (text) => (await pool.query(text)).rows as Record<string, unknown>[];
    await migratePostgres(db, { migrationsFolder: old.folder });
    await before(run);
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      run,
      async close() {
        await pool.end();
        await fresh.drop();
      },
    };
  } finally {
    old.remove();
  }
}

describe.each(ENGINES)('whole pesos on %s', (engine) => {
  it('the migration rounds stored amounts half up on their running totals: each book still equals the sum of its movements', async () => {
    const database = await migratedFrom0016(engine, async (run) => {
      await run(`insert into users (id, role, first_name, last_name, city, age, cellphone, document_type, document_number, email, password_hash)
        values (1, 'FIELD_ADMIN', 'Ana', 'Paz', 'Cartagena', 30, '3000000001', 'CC', '1000001', 'ana@correo.co', 'x')`);
      await run(`insert into fields (id, admin_id, name, address, city, hourly_rate, night_rate, night_from, weekend_rate, opening_hour, closing_hour)
        values (1, 1, 'La Cancha', 'Cra 1', 'Cartagena', 90000.50, 100000.49, '18:00', null, '08:00', '22:00')`);
      const booking = (id: number, start: string, price: string, paid: string, refunded: string, status = 'ACTIVE') =>
        run(`insert into reservations (id, field_id, field_name, team_name, customer_name, customer_cellphone, reservation_date, start_time, end_time, hours, starts_at, ends_at, status, price, paid, refunded)
          values (${id}, 1, 'La Cancha', 'Carlos', 'Carlos', '3001234567', '2030-06-11', '${start}', '${start.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0'))}', 1,
          '2030-06-11 ${start}-05', '2030-06-11 ${start}-05'::timestamptz + interval '1 hour', '${status}', ${price}, ${paid}, ${refunded})`);
      await booking(1, '10:00', '180000.50', '1000.75', '0');
      await booking(2, '12:00', '90000', '0.40', '0');
      await booking(3, '14:00', '90000', '700.50', '700.50', 'CANCELED');
      const movement = (id: number, reservation: number, kind: string, amount: string, at: string) =>
        run(
          `insert into payment_movements (id, reservation_id, field_id, kind, amount, recorded_at) values (${id}, ${reservation}, 1, '${kind}', ${amount}, '${at}')`,
        );
      await movement(1, 1, 'PAYMENT', '500.25', '2030-06-10 09:00-05');
      await movement(2, 1, 'PAYMENT', '500.50', '2030-06-10 10:00-05');
      await movement(3, 2, 'PAYMENT', '0.40', '2030-06-10 11:00-05');
      await movement(4, 3, 'PAYMENT', '700.50', '2030-06-10 12:00-05');
      await movement(5, 3, 'REFUND', '200.25', '2030-06-10 13:00-05');
      await movement(6, 3, 'REFUND', '500.25', '2030-06-10 14:00-05');
    });
    try {
      const [field] = await database.run('select hourly_rate, night_rate, weekend_rate from fields');
      expect(field).toEqual({ hourly_rate: 90001, night_rate: 100000, weekend_rate: null });
      const booked = await database.run('select id, price, paid, refunded from reservations order by id');
      expect(booked).toEqual([
        { id: 1, price: 180001, paid: 1001, refunded: 0 },
        { id: 2, price: 90000, paid: 0, refunded: 0 },
        { id: 3, price: 90000, paid: 701, refunded: 701 },
      ]);
      const moved = await database.run('select id, amount from payment_movements order by id');
      // 500.25 → 500, then 1000.75 → 1001 (501 more); 0.40 moved no whole peso and went; 200.25 → 200, then 700.50 → 701.
      expect(moved).toEqual([
        { id: 1, amount: 500 },
        { id: 2, amount: 501 },
        { id: 4, amount: 701 },
        { id: 5, amount: 200 },
        { id: 6, amount: 501 },
      ]);
      const columns = await database.run(
        "select table_name, column_name, data_type from information_schema.columns where column_name in ('price', 'paid', 'refunded', 'amount', 'hourly_rate') and table_name in ('fields', 'reservations', 'payment_movements') and table_schema = 'public' order by 1, 2",
      );
      expect(new Set(columns.map((c) => c.data_type))).toEqual(new Set(['integer']));
    } finally {
      await database.close();
    }
  });

  describe('the cash book over any sequence of payments, refunds, moves and cancellations', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t?.close());

    const command = fc.oneof(
      fc.record({
        op: fc.constant('pay' as const),
        booking: fc.nat(1),
        amount: fc.integer({ min: 0, max: 100000 }),
        method: fc.constantFrom(...PAYMENT_METHODS),
      }),
      fc.record({
        op: fc.constant('refund' as const),
        booking: fc.nat(1),
        amount: fc.integer({ min: 0, max: 100000 }),
        method: fc.constantFrom(...PAYMENT_METHODS),
      }),
      fc.record({
        op: fc.constant('move' as const),
        booking: fc.nat(1),
        startTime: fc.constantFrom('14:00', '16:00', '18:00'),
        hours: fc.integer({ min: 1, max: 2 }),
      }),
      fc.record({ op: fc.constant('cancel' as const), booking: fc.nat(1) }),
      fc.record({ op: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 16 * 60 }) }),
    );

    it('each reservation’s paid and refunded are its movements’ sums, and each day’s book their day’s sum', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
          await t.at(DEFAULT_NOW);
          const admin = await t.user('FIELD_ADMIN');
          const field = await t.field(admin);
          const ids: number[] = [];
          for (const startTime of ['10:00', '12:00']) {
            const made = await t.api('POST', '/reservation/manual', {
              token: admin.token,
              body: { fieldId: field.id, customerName: 'Carlos', customerCellphone: '3001234567', reservationDate: TOMORROW, startTime, hours: 1 },
            });
            ids.push(made.body.reservations[0].id);
          }
          for (const c of commands) {
            let res;
            if (c.op === 'wait') {
              await t.at(new Date(t.clock.now.getTime() + c.minutes * 60_000), admin);
              continue;
            }
            const id = ids[c.booking];
            if (c.op === 'pay')
              res = await t.api('PUT', `/reservation/${id}/payment`, { token: admin.token, body: { paid: c.amount, method: c.method } });
            else if (c.op === 'refund')
              res = await t.api('PUT', `/reservation/${id}/refund`, { token: admin.token, body: { refunded: c.amount, method: c.method } });
            else if (c.op === 'cancel') res = await t.api('PUT', `/reservation/${id}/status/canceled`, { token: admin.token });
            else
              res = await t.api('PUT', `/reservation/${id}/schedule`, {
                token: admin.token,
                body: { reservationDate: TOMORROW, startTime: c.startTime, hours: c.hours },
              });
            // Refusals are fine (a refund before cancelling, a payment over the price); a failure never is.
            expect(res.status).toBeLessThan(500);
          }
          let held = 0;
          for (const id of ids) {
            const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
            const moved = await t.db.select().from(paymentMovements).where(eq(paymentMovements.reservationId, id));
            const total = (kind: string) => moved.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.amount, 0);
            expect(row.paid).toBe(total('PAYMENT'));
            expect(row.refunded).toBe(total('REFUND'));
            expect(Number.isInteger(row.paid) && Number.isInteger(row.refunded) && Number.isInteger(row.price)).toBe(true);
            held += row.paid - row.refunded;
          }
          const days = await t.db
            .selectDistinct({ at: paymentMovements.recordedAt })
            .from(paymentMovements)
            .where(eq(paymentMovements.fieldId, field.id));
          let booked = 0;
          for (const day of new Set(days.map((d) => todayInAppZone(d.at)))) {
            const book = (await t.api<CashDay>('GET', `/field/${field.id}/cash?date=${day}`, { token: admin.token })).body;
            const effect = book.movements.reduce((sum, m) => sum + (m.kind === 'PAYMENT' ? m.amount : -m.amount), 0);
            expect(book.received - book.refunded).toBe(effect);
            expect(book.byMethod.reduce((sum, m) => sum + m.amount, 0)).toBe(effect);
            expect(book.movements.every((m) => Number.isInteger(m.amount))).toBe(true);
            booked += effect;
          }
          expect(booked).toBe(held);
          // Nothing recorded the day before the first or after the last: every movement is in some day's book.
          const n = (await t.db.select({ id: paymentMovements.id }).from(paymentMovements).where(eq(paymentMovements.fieldId, field.id))).length;
          const listed = await Promise.all(
            [...new Set(days.map((d) => todayInAppZone(d.at)))].map(
              async (day) => (await t.api<CashDay>('GET', `/field/${field.id}/cash?date=${day}`, { token: admin.token })).body.movements.length,
            ),
          );
          expect(listed.reduce((a, b) => a + b, 0)).toBe(n);
        }),
        { numRuns: 15 },
      );
      await t.at(DEFAULT_NOW);
    });
  });
});
