/**
 * The small data set of the load and soak benchmarks, made through the API like real users would:
 * 20 administrators with a field each, 10 players owning a team each, and 100 reservations on the first
 * field (10 days × 10 teams), all FINISHED except the last one of teams 2..10, which stay ACTIVE.
 */
import { call, dayFromToday, makeAdmin, makeBooker, pool, type Admin, type Booker } from './api';
import type { Route } from './cannon';

export interface LoadFixture {
  admins: Admin[];
  bookers: Booker[];
}

export const FIXTURE_FIELDS = 20;
export const FIXTURE_TEAMS = 10;
export const FIXTURE_DAYS = 10;

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

export async function makeLoadFixture(base: string): Promise<LoadFixture> {
  const admins = await pool(
    Array.from({ length: FIXTURE_FIELDS }, (_, i) => i + 1),
    4,
    (n) => makeAdmin(base, n),
  );
  const bookers = await pool(
    Array.from({ length: FIXTURE_TEAMS }, (_, i) => i + 1),
    4,
    (n) => makeBooker(base, n),
  );
  const field = admins[0].fieldId;
  await pool(bookers, 4, async (b, t) => {
    for (let day = 0; day < FIXTURE_DAYS; day++) {
      const r = await call<{ id: number }>(base, 'POST', '/api/v1/reservation', {
        token: b.token,
        body: { teamId: b.teamId, fieldId: field, reservationDate: dayFromToday(1 + day), startTime: hour(6 + t), hours: 1 },
      });
      if (r.status !== 201) throw new Error(`fixture booking: ${r.status} ${JSON.stringify(r.body)}`);
      const last = day === FIXTURE_DAYS - 1;
      if (!last || t === 0) {
        // The field's administrator: a team may finalize only once the match is over, and these are to come.
        const f = await call(base, 'PUT', `/api/v1/reservation/${r.body.id}/status/finalize`, { token: admins[0].token });
        if (f.status !== 200) throw new Error(`fixture finalize: ${f.status} ${JSON.stringify(f.body)}`);
      }
    }
  });
  return { admins, bookers };
}

/**
 * The routes measured under load (docs/benchmarks.md, "API under load"), as the app calls them. The first team has no ACTIVE reservation, so its
 * availability check of a free slot answers 200 after running every rule.
 */
export function loadRoutes(f: { adminToken: string; fieldId: number; playerToken: string; teamId: number; availabilityFieldId?: number }): Route[] {
  return [
    { name: 'GET /health (ceiling)', method: 'GET', path: '/health' },
    { name: 'GET /api/v1/field/active', method: 'GET', path: '/api/v1/field/active' },
    {
      name: 'POST /api/v1/reservation/availability',
      method: 'POST',
      path: '/api/v1/reservation/availability',
      token: f.playerToken,
      body: { teamId: f.teamId, fieldId: f.availabilityFieldId ?? f.fieldId, reservationDate: dayFromToday(40), startTime: '18:00', hours: 2 },
    },
    {
      name: 'GET /api/v1/reservation/filter (field admin)',
      method: 'GET',
      path: `/api/v1/reservation/filter?fieldId=${f.fieldId}&page=0&size=6`,
      token: f.adminToken,
    },
    {
      name: 'GET /api/v1/reservation/filter (team member)',
      method: 'GET',
      path: `/api/v1/reservation/filter?teamId=${f.teamId}&page=0&size=6`,
      token: f.playerToken,
    },
  ];
}
