/**
 * The scale data set, made by PostgreSQL itself with generate_series (a handful of INSERT … SELECT
 * statements, not one insert per request):
 *
 *   FIELDS administrators (ids 1..FIELDS) with one field each (ids 1..FIELDS), open 06:00–23:00;
 *   PLAYERS players (ids FIELDS+1..) each owning and belonging to one team (team t is owned by player t);
 *   reservations laid out per field as slot number k = 0, 1, 2, …: 8 slots a day (06:00, 08:00, … 20:00,
 *   each 1 or 2 hours, so slots never overlap), slot k on day (today + 9 − k div 8). Growing k walks
 *   into the past, the way a real history grows: the first 20 slots of every field are the 20,000
 *   reservations of the small data set, slots 20..1999 take it to 2,000,000.
 *
 * The database's own rules hold by construction: slots of a field never overlap, so the exclusion
 * constraint is satisfied; only slots today or later (k < 80) are ever ACTIVE, each with a team of its
 * own (team (field−1)·80 + k + 1), so no team has two. 70% of those are ACTIVE and 30% CANCELED; every
 * earlier slot belongs to a pseudo-random team and is FINISHED (90%) or CANCELED (10%). Teams above
 * FIELDS·80 never hold an ACTIVE reservation.
 */
import type pg from 'pg';
import { hashPassword } from '../../server/auth/passwords';
import { PASSWORD } from './api';

export const SCALE = {
  fields: 1_000,
  players: 100_000,
  slotsPerDay: 8,
  futureDays: 10,
};

/** Players' and administrators' e-mails, for logging in as them. */
export const adminEmail = (n: number) => `admin${n}@scale.example`;
export const playerEmail = (n: number) => `player${n}@scale.example`;

const lpad = (expr: string, n: number) => `lpad((${expr})::text, ${n}, '0')`;

export async function generateUsersFieldsTeams(db: pg.Client, fieldsCount = SCALE.fields, players = SCALE.players): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO users (id, role, first_name, last_name, city, age, cellphone, document_type, document_number, email, password_hash)
     SELECT n, 'FIELD_ADMIN', 'Admin', 'Escala ' || n, 'Cartagena', 40, '31' || ${lpad('n', 8)}, 'CC', '7' || ${lpad('n', 8)},
            'admin' || n || '@scale.example', $1
     FROM generate_series(1, $2::int) AS n`,
    [hash, fieldsCount],
  );
  await db.query(
    `INSERT INTO users (id, role, first_name, last_name, city, age, cellphone, document_type, document_number, email, password_hash)
     SELECT $2::int + n, 'PLAYER', 'Jugador', 'Escala ' || n, 'Cartagena', 18 + n % 40, '32' || ${lpad('n', 8)}, 'CC', '8' || ${lpad('n', 8)},
            'player' || n || '@scale.example', $1
     FROM generate_series(1, $3::int) AS n`,
    [hash, fieldsCount, players],
  );
  await db.query(
    `INSERT INTO fields (id, admin_id, name, address, city, hourly_rate, opening_hour, closing_hour, status)
     SELECT n, n, 'Cancha ' || ${lpad('n', 4)}, 'Calle ' || n || ' #1-2', 'Cartagena', 60000 + (n % 9) * 5000, '06:00', '23:00', 'ACTIVE'
     FROM generate_series(1, $1::int) AS n`,
    [fieldsCount],
  );
  await db.query(
    `INSERT INTO teams (id, owner_id, name, city, neighborhood, max_players)
     SELECT n, $1::int + n, 'Equipo ' || n, 'Cartagena', 'Barrio ' || (n % 50), 8
     FROM generate_series(1, $2::int) AS n`,
    [fieldsCount, players],
  );
  await db.query(`INSERT INTO team_members (player_id, team_id) SELECT $1::int + n, n FROM generate_series(1, $2::int) AS n`, [fieldsCount, players]);
  for (const [table, max] of [
    ['users', fieldsCount + players],
    ['fields', fieldsCount],
    ['teams', players],
  ] as const) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), $1)`, [max]);
  }
  await db.query('COMMIT');
}

/** Inserts the slots k in [fromK, toK) of every field, in batches of `batchK` slots (progress is printed). */
export async function generateReservations(
  db: pg.Client,
  fromK: number,
  toK: number,
  options: { fieldsCount?: number; players?: number; batchK?: number } = {},
): Promise<void> {
  const fieldsCount = options.fieldsCount ?? SCALE.fields;
  const players = options.players ?? SCALE.players;
  const batchK = options.batchK ?? 100;
  const future = SCALE.slotsPerDay * SCALE.futureDays;
  for (let k0 = fromK; k0 < toK; k0 += batchK) {
    const k1 = Math.min(toK, k0 + batchK);
    const started = Date.now();
    await db.query(
      `WITH slot AS (
         SELECT f, k,
                (now() AT TIME ZONE 'America/Bogota')::date + (${SCALE.futureDays - 1} - k / ${SCALE.slotsPerDay}) AS day,
                6 + 2 * (k % ${SCALE.slotsPerDay}) AS start_hour,
                1 + (f + k) % 2 AS hours,
                CASE WHEN k < ${future} THEN (f - 1) * ${future} + k + 1
                     ELSE ((f::bigint * 7919 + k::bigint * 104729) % $3::int + 1)::int END AS team,
                CASE WHEN k < ${future} THEN CASE WHEN (f + k) % 10 < 7 THEN 'ACTIVE' ELSE 'CANCELED' END
                     ELSE CASE WHEN (f + k) % 10 = 0 THEN 'CANCELED' ELSE 'FINISHED' END END AS status
         FROM generate_series(1, $4::int) AS f CROSS JOIN generate_series($1::int, $2::int - 1) AS k
       )
       INSERT INTO reservations (field_id, team_id, field_name, team_name, reservation_date, start_time, end_time, hours, starts_at, ends_at, status, created_at, price)
       SELECT f, team, 'Cancha ' || ${lpad('f', 4)}, 'Equipo ' || team, day,
              ${lpad('start_hour', 2)} || ':00', ${lpad('start_hour + hours', 2)} || ':00', hours,
              (day + make_interval(hours => start_hour)) AT TIME ZONE 'America/Bogota',
              (day + make_interval(hours => start_hour + hours)) AT TIME ZONE 'America/Bogota',
              status,
              (day - 3)::timestamp AT TIME ZONE 'America/Bogota',
              hours * 80000
       FROM slot
       ORDER BY day, f, start_hour`,
      [k0, k1, players, fieldsCount],
    );
    process.stdout.write(
      `    slots ${k0}..${k1 - 1} of every field: ${((k1 - k0) * fieldsCount).toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  }
  await db.query('VACUUM (ANALYZE) reservations');
}
