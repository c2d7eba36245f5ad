/**
 * Many teams at once for the notice benchmarks (bench/relay.ts, bench/reminders.ts), made by PostgreSQL itself with
 * generate_series, and their sessions' tokens signed here with the benchmark server's secret (a log-in through the API
 * hashes a password: thousands of them would take minutes of the machine).
 *
 *   administrators 1..fields, each with field n (open 06:00–23:00);
 *   team t (1..teams) owned by player `ownerId(t)`, with `members` players in all (the owner the first of them).
 */
import type pg from 'pg';
import { hashPassword } from '../../server/auth/passwords';
import { createTokenService } from '../../server/auth/tokens';
import { PASSWORD } from './api';
import { JWT_SECRET } from './server';

export interface TeamsLayout {
  fields: number;
  teams: number;
  /** Players of each team, its owner included (at least 1). */
  members: number;
}

/** The user id of the k-th player (0-based) of team t (1-based): k = 0 is its owner. */
export const playerId = (layout: TeamsLayout, t: number, k: number) => layout.fields + (t - 1) * layout.members + k + 1;
export const playerEmail = (id: number) => `player${id}@notices.example`;
export const adminEmail = (id: number) => `admin${id}@notices.example`;

export async function generateTeams(db: pg.Client, layout: TeamsLayout): Promise<void> {
  const { fields, teams, members } = layout;
  const hash = await hashPassword(PASSWORD);
  const players = teams * members;
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO users (id, role, first_name, last_name, city, age, cellphone, document_type, document_number, email, password_hash)
     SELECT n, 'FIELD_ADMIN', 'Admin', 'Avisos ' || n, 'Cartagena', 40, '31' || lpad(n::text, 8, '0'), 'CC', '7' || lpad(n::text, 8, '0'),
            'admin' || n || '@notices.example', $1
     FROM generate_series(1, $2::int) AS n`,
    [hash, fields],
  );
  await db.query(
    `INSERT INTO users (id, role, first_name, last_name, city, age, cellphone, document_type, document_number, email, password_hash)
     SELECT n, 'PLAYER', 'Jugador', 'Avisos ' || n, 'Cartagena', 25, '32' || lpad(n::text, 8, '0'), 'CC', '8' || lpad(n::text, 8, '0'),
            'player' || n || '@notices.example', $1
     FROM generate_series($2::int + 1, $2::int + $3::int) AS n`,
    [hash, fields, players],
  );
  await db.query(
    `INSERT INTO fields (id, admin_id, name, address, city, hourly_rate, opening_hour, closing_hour, status)
     SELECT n, n, 'Cancha ' || lpad(n::text, 5, '0'), 'Calle ' || n || ' #1-2', 'Cartagena', 80000, '06:00', '23:00', 'ACTIVE'
     FROM generate_series(1, $1::int) AS n`,
    [fields],
  );
  await db.query(
    `INSERT INTO teams (id, owner_id, name, city, neighborhood, max_players)
     SELECT t, $1::int + (t - 1) * $2::int + 1, 'Equipo ' || t, 'Cartagena', 'Manga', 30
     FROM generate_series(1, $3::int) AS t`,
    [fields, members, teams],
  );
  await db.query(
    `INSERT INTO team_members (team_id, player_id)
     SELECT t, $1::int + (t - 1) * $2::int + k + 1
     FROM generate_series(1, $3::int) AS t CROSS JOIN generate_series(0, $2::int - 1) AS k`,
    [fields, members, teams],
  );
  for (const [table, max] of [
    ['users', fields + players],
    ['fields', fields],
    ['teams', teams],
  ] as const) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), $1)`, [max]);
  }
  await db.query('COMMIT');
  await db.query('VACUUM (ANALYZE) users, fields, teams, team_members');
}

/** A token of a new session of the player or administrator, as the log-in would answer it. */
export function tokens(ttlSeconds = 6 * 3600) {
  const service = createTokenService(JWT_SECRET, ttlSeconds);
  return {
    player: (id: number) => service.issue({ id, email: playerEmail(id), role: 'PLAYER', tokenVersion: 0 }),
    admin: (id: number) => service.issue({ id, email: adminEmail(id), role: 'FIELD_ADMIN', tokenVersion: 0 }),
  };
}

/** The p-th percentile (0–100) of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
