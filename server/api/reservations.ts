/** /reservation: booking, the lists and counts of a team or a field, and finalize / cancel. */
import { Hono } from 'hono';
import { and } from 'drizzle-orm';
import * as v from 'valibot';
import { BOOKING_HORIZON_MAX_DAYS, RESERVATION_STATUSES, type ReservationStatus } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import { availabilityRequestSchema, idSchema, manualReservationSchema, reservationCreateSchema, reservationFilterSchema } from '../../domain/schemas';
import type { AppDeps, AppEnv } from '../context';
import { forbidden } from '../http/errors';
import { idParam, jsonBody, parse, query } from '../http/input';
import { checkAvailability, createReservation, rescheduleReservation } from '../services/booking';
import { ownedField } from '../services/fields';
import { createManualReservation } from '../services/manualBooking';
import {
  cancelSeriesFrom,
  changeStatus,
  countReservations,
  listReservations,
  ofField,
  ofTeam,
  ownReservations,
  pageOfReservations,
  readReservation,
  withStatus,
  type ReservationFilter,
} from '../services/reservations';
import { memberTeam } from '../services/teams';
import { callerFieldId, callerTeamId } from '../services/users';

const reservationUpdateSchema = v.object({ ...reservationCreateSchema.entries, id: idSchema });
const statusSchema = v.picklist(RESERVATION_STATUSES, MSG.validation.invalidData);
const COUNTED = { active: 'ACTIVE', finished: 'FINISHED', canceled: 'CANCELED' } as const satisfies Record<string, ReservationStatus>;

export function reservationRoutes({ db, now, bookingHorizonDays }: AppDeps) {
  const app = new Hono<AppEnv>();
  const clock = () => ({ now: now(), horizonDays: bookingHorizonDays ?? BOOKING_HORIZON_MAX_DAYS });

  /** The caller's own reservations: their team's (a player) or their field's (an administrator). */
  app.get('/reservation', async (c) => c.json(await listReservations(db, await ownReservations(db, c.get('user')))));

  /**
   * Filters within what the caller may read: a named team must be theirs, or a named field must be theirs;
   * with neither, their own reservations.
   */
  app.get('/reservation/filter', async (c) => {
    const user = c.get('user');
    const { date, status, teamId, fieldId, page, size } = query(c, reservationFilterSchema);
    const [myTeam, myField] = await Promise.all([callerTeamId(db, user), callerFieldId(db, user)]);
    let scope: Pick<ReservationFilter, 'teamId' | 'fieldId' | 'match'>;
    if (teamId === undefined && fieldId === undefined) {
      scope = { teamId: myTeam, fieldId: myField, match: 'any' };
    } else {
      if (!((teamId !== undefined && teamId === myTeam) || (fieldId !== undefined && fieldId === myField))) {
        throw forbidden('FORBIDDEN', MSG.reservation.notAllowed);
      }
      scope = { teamId, fieldId, match: 'all' };
    }
    return c.json(await pageOfReservations(db, { ...scope, date, status }, { page, size }, now()));
  });

  app.post('/reservation/availability', async (c) => {
    const input = await jsonBody(c, availabilityRequestSchema);
    return c.json(await checkAvailability(db, c.get('user'), input, clock()));
  });

  app.post('/reservation', async (c) => {
    const input = await jsonBody(c, reservationCreateSchema);
    return c.json(await createReservation(db, c.get('user'), input, clock()), 201);
  });

  /** A manual booking, or a weekly fixed turn, of the caller's own field (docs/api.md, "Manual bookings"). */
  app.post('/reservation/manual', async (c) => {
    const input = await jsonBody(c, manualReservationSchema);
    return c.json(await createManualReservation(db, c.get('user'), input, clock()), 201);
  });

  app.put('/reservation', async (c) => {
    const { id, ...input } = await jsonBody(c, reservationUpdateSchema);
    return c.json(await rescheduleReservation(db, c.get('user'), id, input, clock()));
  });

  app.get('/reservation/team/:id', async (c) => {
    const team = await memberTeam(db, c.get('user'), idParam(c));
    return c.json(await listReservations(db, ofTeam(team.id)));
  });

  app.get('/reservation/team/:id/:which{active|finished|canceled}', async (c) => {
    const team = await memberTeam(db, c.get('user'), idParam(c));
    const status = COUNTED[c.req.param('which') as keyof typeof COUNTED];
    return c.json(await countReservations(db, and(ofTeam(team.id), withStatus(status))));
  });

  app.get('/reservation/field/:id', async (c) => {
    const field = await ownedField(db, c.get('user'), idParam(c));
    return c.json(await listReservations(db, ofField(field.id)));
  });

  app.get('/reservation/field/:id/:which{active|finished|canceled}', async (c) => {
    const field = await ownedField(db, c.get('user'), idParam(c));
    const status = COUNTED[c.req.param('which') as keyof typeof COUNTED];
    return c.json(await countReservations(db, and(ofField(field.id), withStatus(status))));
  });

  app.get('/reservation/field/:id/status/:status', async (c) => {
    const id = idParam(c);
    const status = parse(statusSchema, c.req.param('status'));
    const field = await ownedField(db, c.get('user'), id);
    return c.json(await listReservations(db, and(ofField(field.id), withStatus(status))));
  });

  app.get('/reservation/:id', async (c) => c.json(await readReservation(db, c.get('user'), idParam(c))));

  // Reservations are never erased, so both sides keep their history: DELETE cancels, like /status/canceled.
  app.delete('/reservation/:id', async (c) => {
    await changeStatus(db, c.get('user'), idParam(c), 'CANCELED');
    return c.json({ message: MSG.reservation.canceled });
  });

  app.put('/reservation/:id/status/finalize', async (c) => c.json(await changeStatus(db, c.get('user'), idParam(c), 'FINISHED')));
  app.put('/reservation/:id/status/canceled', async (c) => c.json(await changeStatus(db, c.get('user'), idParam(c), 'CANCELED')));
  /** This occurrence of a fixed turn and every later one. */
  app.put('/reservation/:id/series/canceled', async (c) => c.json(await cancelSeriesFrom(db, c.get('user'), idParam(c))));

  return app;
}
