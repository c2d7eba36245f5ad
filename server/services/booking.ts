/**
 * Booking a field for a team: availability, create and reschedule apply the same checks, in one place.
 * The database has the final word: its exclusion constraint refuses an overlapping ACTIVE reservation and
 * its partial unique index a second ACTIVE reservation of a team, so a race lost there is a 409 as well.
 */
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { bookingRefusal, fieldHorizonDays } from '../../domain/booking';
import { bookingPrice } from '../../domain/pricing';
import { MSG } from '../../domain/messages';
import type { AvailabilityRequest } from '../../domain/schemas';
import { endTimeOf, instantInAppZone } from '../../domain/time';
import type { AvailabilityResult, Reservation } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { reservations } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { loadField } from './fields';
import { reservationById, requireTeamOwnerOf, withStatus } from './reservations';
import { memberTeam } from './teams';

/**
 * The clock a booking is judged by, and the server's ceiling on every field's horizon (BOOKING_HORIZON_DAYS):
 * a field takes bookings up to its own bookingHorizonDays ahead, never beyond the ceiling.
 */
export interface BookingClock {
  now: Date;
  horizonDays: number;
}

export interface BookingRequest extends AvailabilityRequest {
  /** Optional in the payload; when given it must agree with start + hours. */
  endTime?: string;
}

/**
 * Every rule a booking must pass, in the order a person would want to hear them. `replacing` is the
 * reservation being rescheduled, which neither counts as the team's active one nor as an overlap.
 */
async function checkBooking(
  db: Db,
  user: CurrentUser,
  req: BookingRequest,
  { now, horizonDays }: BookingClock,
  options: { replacing?: number; lock?: boolean } = {},
) {
  const { replacing, lock = false } = options;
  // Inside a booking's transaction the team and field rows are share-locked: deleting either (which locks
  // it FOR UPDATE first) waits for the booking and then cancels it, or the booking finds it gone (404).
  const team = await memberTeam(db, user, req.teamId, { share: lock });
  const field = await loadField(db, req.fieldId, { share: lock });
  const notReplaced = replacing === undefined ? undefined : ne(reservations.id, replacing);

  const [active] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.teamId, team.id), withStatus('ACTIVE'), notReplaced))
    .limit(1);
  if (active) throw conflict('TEAM_HAS_ACTIVE_RESERVATION', MSG.reservation.activeTitle);

  const refusal = bookingRefusal(req, field, now, fieldHorizonDays(field, horizonDays));
  if (refusal) throw refusal.code === 'FIELD_CLOSED' ? conflict(refusal.code, refusal.message) : badRequest(refusal.code, refusal.message);
  const endTime = endTimeOf(req.startTime, req.hours)!;
  if (req.endTime !== undefined && req.endTime !== endTime) throw badRequest('VALIDATION_FAILED', MSG.validation.invalidData);
  const startsAt = instantInAppZone(req.reservationDate, req.startTime);
  const endsAt = instantInAppZone(req.reservationDate, endTime);

  // Half-open ranges, as in the constraint: back to back is fine.
  const [overlap] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.fieldId, field.id),
        withStatus('ACTIVE'),
        lt(reservations.startsAt, endsAt),
        gt(reservations.endsAt, startsAt),
        notReplaced,
      ),
    )
    .limit(1);
  if (overlap) throw conflict('SLOT_TAKEN', MSG.reservation.slotTaken);

  return {
    team,
    field,
    row: {
      teamId: team.id,
      fieldId: field.id,
      teamName: team.name,
      fieldName: field.name,
      reservationDate: req.reservationDate,
      startTime: req.startTime,
      endTime,
      hours: req.hours,
      startsAt,
      endsAt,
      price: bookingPrice(field, req.reservationDate, req.startTime, req.hours),
    },
  };
}

export async function checkAvailability(db: Db, user: CurrentUser, req: AvailabilityRequest, clock: BookingClock): Promise<AvailabilityResult> {
  const { team, field, row } = await checkBooking(db, user, req, clock);
  return {
    team: { id: team.id, ownerId: team.ownerId, name: team.name, city: team.city, neighborhood: team.neighborhood },
    field: {
      id: field.id,
      name: field.name,
      address: field.address,
      city: field.city,
      hourlyRate: Number(field.hourlyRate),
      openingHour: field.openingHour,
      closingHour: field.closingHour,
    },
    reservationDate: row.reservationDate,
    startTime: row.startTime,
    endTime: row.endTime,
    hours: row.hours,
    price: row.price,
  };
}

export async function createReservation(db: Db, user: CurrentUser, req: BookingRequest, clock: BookingClock): Promise<Reservation> {
  const id = await db.transaction(async (tx) => {
    const { row } = await checkBooking(tx, user, req, clock, { lock: true });
    const [created] = await tx.insert(reservations).values(row).returning({ id: reservations.id });
    return created.id;
  });
  return reservationById(db, id);
}

/** Moves an ACTIVE reservation to another time (or field) of the same team; only the team's owner may. */
export async function rescheduleReservation(db: Db, user: CurrentUser, id: number, req: BookingRequest, clock: BookingClock): Promise<Reservation> {
  await db.transaction(async (tx) => {
    const current = await requireTeamOwnerOf(tx, user, id);
    if (current.teamId !== req.teamId) throw badRequest('VALIDATION_FAILED', MSG.validation.invalidData);
    const { row } = await checkBooking(tx, user, req, clock, { replacing: id, lock: true });
    const updated = await tx
      .update(reservations)
      .set(row)
      .where(and(eq(reservations.id, id), withStatus('ACTIVE')))
      .returning({ id: reservations.id });
    if (updated.length === 0) throw conflict('RESERVATION_NOT_ACTIVE', MSG.reservation.notActive);
  });
  return reservationById(db, id);
}
