/** /reservation: booking, the lists and counts of a team or a field, finalize / cancel, payments, and a field's download. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { BOOKING_HORIZON_MAX_DAYS, RESERVATION_STATUSES, type ReservationStatus } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import {
  attendanceAnswerSchema,
  availabilityRequestSchema,
  customerUpdateSchema,
  idSchema,
  manualReservationSchema,
  moveReservationSchema,
  paymentSchema,
  refundSchema,
  sharePaidSchema,
  reservationCreateSchema,
  reservationDownloadSchema,
  reservationFilterSchema,
} from '../../domain/schemas';
import { downloadFileName } from '../../domain/download';
import { instantInAppZone } from '../../domain/time';
import type { AppDeps, AppEnv, CurrentUser } from '../context';
import { sessionRow } from '../auth/session';
import { acceptSession, inputBeforeSession } from './auth';
import { forbidden } from '../http/errors';
import { idParam, jsonBody, parse, query, requestKey } from '../http/input';
import { checkAvailability, createReservation, rescheduleReservation } from '../services/booking';
import { ownedField } from '../services/fields';
import { fieldReservationsCsv } from '../services/download';
import { createManualReservation, deleteCustomer, knownCustomers, moveManualReservation, updateCustomer } from '../services/manualBooking';
import {
  cancelSeriesFrom,
  changeStatus,
  countReservationsOf,
  listOwnReservations,
  listReservationsOf,
  markNoShow,
  readFilterPage,
  readReservation,
  readTurn,
  recordPayment,
  teamContact,
  recordRefund,
} from '../services/reservations';
import { memberTeam } from '../services/teams';
import { answerAttendance, markSharePaid, readAttendance } from '../services/attendance';

const reservationUpdateSchema = v.object({ ...reservationCreateSchema.entries, id: idSchema });
const statusSchema = v.picklist(RESERVATION_STATUSES, MSG.validation.invalidData);
const logReminders = (error: Error) => console.error('Recordatorios:', error.message);
const COUNTED = { active: 'ACTIVE', finished: 'FINISHED', canceled: 'CANCELED' } as const satisfies Record<string, ReservationStatus>;

export function reservationRoutes({ db, now, bookingHorizonDays, teamBookingsPerDay, filterPages, reminders }: AppDeps) {
  const app = new Hono<AppEnv>();
  const clock = () => ({ now: now(), horizonDays: bookingHorizonDays ?? BOOKING_HORIZON_MAX_DAYS, bookingsPerDay: teamBookingsPerDay });
  /**
   * A team booking's reminders brought in line with its change (services/reminders.ts). The change is made: a failure
   * here is only logged, and the sweep of some process schedules them within minutes.
   */
  const remind = async <T extends { id: number }>(changed: T): Promise<T> => {
    await reminders?.sync(changed.id).catch(logReminders);
    return changed;
  };

  /** The caller's own reservations: their team's (a player) or their field's (an administrator). */
  app.get('/reservation', async (c) => {
    return c.json(await listOwnReservations(db, c.get('user')));
  });

  /**
   * Filters within what the caller may read: a named team must be theirs, or a named field must be theirs;
   * with neither, their own reservations. The caller's session is read in the page's statement (one round
   * trip) and accepted before anything else is judged. A page already read is kept (deps.filterPages,
   * services/kept.ts) until a write changes what the list shows or a reservation in it ends; it is answered
   * after the session is read on its own and the caller's right checked as for a fresh one (still one
   * statement). A page of the caller's own list is kept for them alone; a named team's or field's is the
   * same for everyone of one role who may read it.
   */
  app.get('/reservation/filter', async (c) => {
    const { date, status, teamId, fieldId, page, size } = await inputBeforeSession(c, db, () => query(c, reservationFilterSchema));
    const claims = c.get('claims');
    const at = now();
    const own = teamId === undefined && fieldId === undefined;
    // The field's contact on a page differs by side: its administrator sees it always, the team's members while they
    // hold an ACTIVE booking there (docs/api.md, "Who sees what"); so a page both sides may read is kept for each.
    const key = JSON.stringify([own ? claims.uid : claims.role, teamId ?? null, fieldId ?? null, date ?? null, status ?? null, page, size]);
    const mayRead = (user: CurrentUser) => {
      if (!own && !((teamId !== undefined && teamId === user.teamId) || (fieldId !== undefined && fieldId === user.fieldId))) {
        throw forbidden('FORBIDDEN', MSG.reservation.filterNotAllowed);
      }
    };
    const answer = (body: string) => c.body(body, 200, { 'Content-Type': 'application/json' });

    const kept = filterPages?.peek(key, at.getTime());
    if (kept !== undefined) {
      mayRead(acceptSession(c, await sessionRow(db, claims)));
      return answer(kept);
    }
    const mark = filterPages?.mark() ?? 0;
    const read = await readFilterPage(db, claims, { teamId, fieldId, date, status }, { page, size }, at);
    const user = acceptSession(c, read.session);
    mayRead(user);
    const body = JSON.stringify(read.page(user));
    filterPages?.keep(key, mark, body, at.getTime(), read.until);
    return answer(body);
  });

  /** Availability reads the caller's session with the team, the field and the slot, in one statement. */
  app.post('/reservation/availability', async (c) => {
    const input = await inputBeforeSession(c, db, () => jsonBody(c, availabilityRequestSchema));
    return c.json(await checkAvailability(db, c.get('claims'), (session) => acceptSession(c, session), input, clock()));
  });

  /** A team's booking; its reminders are scheduled as a new booking's (its start is the one asked for). */
  app.post('/reservation', async (c) => {
    const input = await jsonBody(c, reservationCreateSchema);
    const made = await createReservation(db, c.get('user'), input, clock());
    await reminders?.created(made.id, instantInAppZone(made.reservationDate, made.startTime)).catch(logReminders);
    return c.json(made, 201);
  });

  /** A manual booking, or a weekly fixed turn, of the caller's own field (docs/api.md, "Manual bookings"). */
  app.post('/reservation/manual', async (c) => {
    const input = await jsonBody(c, manualReservationSchema);
    return c.json(await createManualReservation(db, c.get('user'), input, clock(), requestKey(c, input)), 201);
  });

  /** A manual booking moved by its field's administrator to another date and time (docs/api.md, "Moving a manual booking"). */
  app.put('/reservation/:id/schedule', async (c) => {
    const id = idParam(c);
    const input = await jsonBody(c, moveReservationSchema);
    return c.json(await moveManualReservation(db, c.get('user'), id, input, clock()));
  });

  app.put('/reservation', async (c) => {
    const { id, ...input } = await jsonBody(c, reservationUpdateSchema);
    return c.json(await remind(await rescheduleReservation(db, c.get('user'), id, input, clock())));
  });

  app.get('/reservation/team/:id', async (c) => {
    const user = c.get('user');
    const team = await memberTeam(db, user, idParam(c));
    return c.json(await listReservationsOf(db, { teamId: team.id }, user.id));
  });

  app.get('/reservation/team/:id/:which{active|finished|canceled}', async (c) => {
    const team = await memberTeam(db, c.get('user'), idParam(c));
    const status = COUNTED[c.req.param('which') as keyof typeof COUNTED];
    return c.json(await countReservationsOf(db, { teamId: team.id }, status));
  });

  app.get('/reservation/field/:id', async (c) => {
    const user = c.get('user');
    const field = await ownedField(db, user, idParam(c));
    return c.json(await listReservationsOf(db, { fieldId: field.id }, user.id));
  });

  app.get('/reservation/field/:id/:which{active|finished|canceled}', async (c) => {
    const field = await ownedField(db, c.get('user'), idParam(c));
    const status = COUNTED[c.req.param('which') as keyof typeof COUNTED];
    return c.json(await countReservationsOf(db, { fieldId: field.id }, status));
  });

  /** 'Descargar reservas': the field's reservations of some days as a CSV file; only the field's administrator. */
  app.get('/reservation/field/:id/download', async (c) => {
    const period = query(c, reservationDownloadSchema);
    const field = await ownedField(db, c.get('user'), idParam(c));
    const { csv, count } = await fieldReservationsCsv(db, field.id, period);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${downloadFileName(period)}"`,
      'X-Total-Count': String(count),
    });
  });

  /** The customers of the field's manual bookings, for 'Reserva manual' to suggest; only the field's administrator. */
  app.get('/reservation/field/:id/customers', async (c) => {
    const field = await ownedField(db, c.get('user'), idParam(c));
    return c.json(await knownCustomers(db, field.id));
  });

  /** The administrator corrects a customer's name and cellphone on all their bookings (docs/api.md, "Manual bookings"). */
  app.put('/reservation/field/:id/customers/:cellphone', async (c) => {
    const id = idParam(c);
    const input = await jsonBody(c, customerUpdateSchema);
    return c.json(await updateCustomer(db, c.get('user'), id, c.req.param('cellphone'), input));
  });

  /** ... or deletes them: their bookings read 'Cliente', without a cellphone, and they leave the suggestions. */
  app.delete('/reservation/field/:id/customers/:cellphone', async (c) =>
    c.json(await deleteCustomer(db, c.get('user'), idParam(c), c.req.param('cellphone'), now())),
  );

  app.get('/reservation/field/:id/status/:status', async (c) => {
    const id = idParam(c);
    const status = parse(statusSchema, c.req.param('status'));
    const user = c.get('user');
    const field = await ownedField(db, user, id);
    return c.json(await listReservationsOf(db, { fieldId: field.id }, user.id, status));
  });

  app.get('/reservation/:id', async (c) => c.json(await readReservation(db, c.get('user'), idParam(c))));

  /** The team's owner, to reach them about the booking: the booked field's administrator only. */
  app.get('/reservation/:id/contact', async (c) => c.json(await teamContact(db, c.get('user'), idParam(c), now())));

  // Reservations are never erased, so both sides keep their history: DELETE cancels, like /status/canceled.
  app.delete('/reservation/:id', async (c) => {
    await remind(await changeStatus(db, c.get('user'), idParam(c), 'CANCELED', now()));
    return c.json({ message: MSG.reservation.canceled });
  });

  app.put('/reservation/:id/status/finalize', async (c) =>
    c.json(await remind(await changeStatus(db, c.get('user'), idParam(c), 'FINISHED', now()))),
  );
  app.put('/reservation/:id/status/canceled', async (c) =>
    c.json(await remind(await changeStatus(db, c.get('user'), idParam(c), 'CANCELED', now()))),
  );
  /** 'No se presentó': the field's administrator, once the start has passed (docs/api.md, "No-shows"). */
  app.put('/reservation/:id/status/no-show', async (c) => c.json(await remind(await markNoShow(db, c.get('user'), idParam(c), now()))));

  /** '¿Quién va?': the team's members and the field's administrator read it; each member answers for themselves (docs/api.md, "Who is going"). */
  app.get('/reservation/:id/attendance', async (c) => c.json(await readAttendance(db, c.get('user'), idParam(c))));
  app.put('/reservation/:id/attendance', async (c) => {
    const id = idParam(c);
    const { going } = await jsonBody(c, attendanceAnswerSchema);
    return c.json(await answerAttendance(db, c.get('user'), id, going, now()));
  });
  /** 'La vaca': the team's owner notes who paid them their share. */
  app.put('/reservation/:id/attendance/:playerId/paid', async (c) => {
    const id = idParam(c);
    const playerId = idParam(c, 'playerId');
    const { paid } = await jsonBody(c, sharePaidSchema);
    return c.json(await markSharePaid(db, c.get('user'), id, playerId, paid));
  });
  /** Every occurrence of the fixed turn this one belongs to, for 'Cancelar el resto del turno' to count what it cancels. */
  app.get('/reservation/:id/series', async (c) => c.json(await readTurn(db, c.get('user'), idParam(c))));
  /** This occurrence of a fixed turn and every later one. */
  app.put('/reservation/:id/series/canceled', async (c) => c.json(await cancelSeriesFrom(db, c.get('user'), idParam(c), now())));
  /** All the field's administrator has received for it so far (docs/api.md, "Payments"). */
  app.put('/reservation/:id/payment', async (c) => {
    const id = idParam(c);
    const { paid, method } = await jsonBody(c, paymentSchema);
    return c.json(await recordPayment(db, c.get('user'), id, paid, method, now()));
  });

  /** Of what was received for a cancelled reservation, all its field's administrator gave back (docs/api.md, "Payments"). */
  app.put('/reservation/:id/refund', async (c) => {
    const id = idParam(c);
    const { refunded, method } = await jsonBody(c, refundSchema);
    return c.json(await recordRefund(db, c.get('user'), id, refunded, method, now()));
  });

  return app;
}
