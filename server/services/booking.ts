/**
 * Booking a field for a team: availability, create and reschedule apply the same checks, in one place.
 * The database has the final word: its exclusion constraint refuses an overlapping ACTIVE reservation and
 * its partial unique index a second ACTIVE reservation of a team, so a race lost there is a 409 as well.
 */
import { movedToAnotherDay } from '../../domain/attendance';
import { bookingRefusal, fieldHorizonDays, isSameSlot, type BookingRefusal } from '../../domain/booking';
import { formatPesos } from '../../domain/format';
import { bookingPrice } from '../../domain/pricing';
import * as MSG from '../../domain/messages';
import type { AvailabilityRequest } from '../../domain/schemas';
import { endTimeOf, instantInAppZone } from '../../domain/time';
import type { AvailabilityResult, ClosedDay, Reservation } from '../../domain/types';
import type { CurrentUser } from '../context';
import { retryingConflicts, type Db } from '../db/client';
import { clearUnpaidAnswers } from '../data/attendance';
import { availabilityFacts, lockedBookingFacts, shareLockedTeam } from '../data/availability';
import { activeBookingId, insertReservation, lockReservation, recordFieldMove, toReservation, updateReservationRow } from '../data/reservations';
import { sessionParams, type SessionKey, type SessionRow } from '../auth/session';
import { countToday, throttleKeys } from '../auth/throttle';
import { TEAM_BOOKINGS_PER_DAY } from '../config';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors';
import { loadField, type FieldRecord } from './fields';
import { reservationById, requireTeamOwnerOf } from './reservations';
import type { TeamRecord } from './teams';
import { bookingFacts, tellBooking, type BookingFacts } from './notifications';

/**
 * The clock a booking is judged by, and the server's ceiling on every field's horizon (BOOKING_HORIZON_DAYS):
 * a field takes bookings up to its own bookingHorizonDays ahead, never beyond the ceiling.
 */
export interface BookingClock {
  now: Date;
  horizonDays: number;
  /** Bookings a team may make or move in a day (TEAM_BOOKINGS_PER_DAY); 20 when absent. */
  bookingsPerDay?: number;
}

export interface BookingRequest extends AvailabilityRequest {
  /** Optional in the payload; when given it must agree with start + hours. */
  endTime?: string;
  /**
   * Optional in the payload: the total the player agreed to (availability's `price`, shown in the summary).
   * When given and the field's rates now give another, the booking is refused (409 PRICE_CHANGED).
   */
  price?: number;
}

/**
 * What the rules need to read, in the order they ask for it. Inside a booking's transaction they take three
 * statements, under its locks (`lockedReads`); availability, which changes nothing, reads them all at once
 * in one prepared statement, with the caller's session (`readAtOnce`). Both from server/data/availability.ts.
 */
interface BookingReads {
  /** The team (404 when there is none). */
  team(): Promise<BookingTeam>;
  /** Whether the caller is a member of the team. */
  callerIsMember(): Promise<boolean>;
  /** The field (404 when there is none), with the day asked for among its closed days when it is closed then. */
  field(): Promise<BookingField & { closedDays: ClosedDay[] }>;
  /** Whether the team already holds an ACTIVE reservation (other than the one being rescheduled). */
  teamHasActive(): Promise<boolean>;
  /** Whether an ACTIVE reservation of the field overlaps the slot (other than the one being rescheduled). */
  slotTaken(slot: BookingSlot): Promise<boolean>;
}

/** What of the team and the field the rules and the answers use. */
type BookingTeam = Pick<TeamRecord, 'id' | 'ownerId' | 'name' | 'city' | 'neighborhood'>;
type BookingField = Pick<
  FieldRecord,
  | 'id'
  | 'name'
  | 'address'
  | 'city'
  | 'status'
  | 'openingHour'
  | 'closingHour'
  | 'bookingHorizonDays'
  | 'hourlyRate'
  | 'nightRate'
  | 'nightFrom'
  | 'weekendRate'
>;

interface BookingSlot {
  endTime: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The slot a request asks for, or null when it runs past midnight. Only asked of requests the rules let
 * through, and before them by availability, which reads the overlap of whatever slot was asked for (an
 * impossible one is refused by the rules before the overlap is looked at).
 */
function slotOf(req: BookingRequest): BookingSlot | null {
  const endTime = endTimeOf(req.startTime, req.hours);
  if (endTime === null) return null;
  const startsAt = instantInAppZone(req.reservationDate, req.startTime);
  const endsAt = instantInAppZone(req.reservationDate, endTime);
  return Number.isNaN(startsAt.getTime() + endsAt.getTime()) ? null : { endTime, startsAt, endsAt };
}

/** An `endTime` sent must be the slot's end (the start and hours decide it): 400 otherwise. */
function requireSlotEnd(req: BookingRequest): void {
  if (req.endTime !== undefined && req.endTime !== endTimeOf(req.startTime, req.hours))
    throw badRequest('VALIDATION_FAILED', MSG.validation.invalidData);
}

/** A rule's refusal as the server answers it: a closed field or day is a 409 (the request was right, the field says no), the rest 400. */
export const refusalError = ({ code, message }: BookingRefusal) =>
  code === 'FIELD_CLOSED' || code === 'DAY_CLOSED' ? conflict(code, message) : badRequest(code, message);

/**
 * Every rule a booking must pass, in the order a person would want to hear them.
 */
async function checkBooking(reads: BookingReads, req: BookingRequest, { now, horizonDays }: BookingClock) {
  const team = await reads.team();
  if (!(await reads.callerIsMember())) throw forbidden('NOT_MEMBER', MSG.reservation.notMember);
  const field = await reads.field();

  if (await reads.teamHasActive()) throw conflict('TEAM_HAS_ACTIVE_RESERVATION', MSG.activeReservation.title);

  const refusal = bookingRefusal(req, field, now, fieldHorizonDays(field, horizonDays));
  if (refusal) throw refusalError(refusal);
  // No refusal: the date and times are valid, so the slot is there.
  const { endTime, startsAt, endsAt } = slotOf(req)!;
  requireSlotEnd(req);

  // Half-open ranges, as in the constraint: back to back is fine.
  if (await reads.slotTaken({ endTime, startsAt, endsAt })) throw conflict('SLOT_TAKEN', MSG.reservation.slotTaken);

  // The rates may have changed since the summary showed its total: never store another price than agreed.
  const price = bookingPrice(field, req.reservationDate, req.startTime, req.hours);
  if (req.price !== undefined && Math.round(req.price * 100) !== Math.round(price * 100)) {
    throw conflict('PRICE_CHANGED', MSG.reservation.priceChanged(formatPesos(price)));
  }

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
      price,
    },
  };
}

/**
 * The reads of a booking's transaction, in three statements. The team row is share-locked (with whether the caller is
 * one of its members, and who they are) and then the field row locked: deleting either (which locks it FOR UPDATE
 * first) waits for the booking and then cancels it, or the booking finds it gone (404). Bookings of one field (manual
 * ones too) take their turns on its row, so two of them never meet half-way in the slot's exclusion constraint, where
 * each insert could wait for the other until PostgreSQL aborted one as a deadlock (of 20 teams racing for one slot, one
 * was sometimes answered 'Algo salió mal' even after `retryingConflicts` ran it again). A field takes few bookings a
 * minute: the wait is a few milliseconds. Once the field is locked, one more statement reads what the rules judge
 * under that lock (its own snapshot, taken after the lock, so it sees every booking and closing that held the lock
 * before): the day's closing, the team's ACTIVE reservation and an overlap. `replacing` is the reservation being
 * rescheduled, which neither counts as the team's active one nor as an overlap.
 */
function lockedReads(
  tx: Db,
  user: CurrentUser,
  req: BookingRequest,
  replacing?: number,
): BookingReads & { memberIds(): number[]; lockedField(): FieldRecord } {
  let team: (BookingTeam & { memberIds: number[] }) | undefined;
  let field: FieldRecord | undefined;
  let facts: { closedReason: string | null; teamHasActive: boolean; slotTaken: boolean } | undefined;
  return {
    team: async () => {
      team = await shareLockedTeam(tx, req.teamId);
      if (!team) throw notFound(MSG.team.notFound);
      return team;
    },
    callerIsMember: async () => team!.memberIds.includes(user.id),
    field: async () => {
      field = await loadField(tx, req.fieldId, { lock: true });
      // No slot: the rules refuse the request before asking for an overlap.
      const slot = slotOf(req);
      facts = await lockedBookingFacts(tx, { teamId: team!.id, fieldId: field.id, date: req.reservationDate, slot, except: replacing });
      const closedDays = facts.closedReason === null ? [] : [{ date: req.reservationDate, reason: facts.closedReason || null }];
      return { ...field, closedDays };
    },
    teamHasActive: async () => facts!.teamHasActive,
    slotTaken: async () => facts!.slotTaken,
    memberIds: () => team!.memberIds,
    lockedField: () => field!,
  };
}

/**
 * The caller's session and availability's reads, in one statement. `accept` judges the session the
 * statement read (it throws when the session has ended) before any rule looks at the rest.
 */
async function readAtOnce(db: Db, caller: SessionKey, accept: (session: SessionRow) => CurrentUser, req: BookingRequest): Promise<BookingReads> {
  const slot = slotOf(req);
  const [facts] = await availabilityFacts(db).execute({
    ...sessionParams(caller),
    teamId: req.teamId,
    fieldId: req.fieldId,
    date: req.reservationDate,
    // No slot: the rules refuse the request before asking for an overlap.
    startsAt: slot?.startsAt.toISOString() ?? null,
    endsAt: slot?.endsAt.toISOString() ?? null,
  });
  accept(facts);
  return {
    team: async () => {
      if (!facts.team) throw notFound(MSG.team.notFound);
      return facts.team;
    },
    callerIsMember: async () => facts.member,
    field: async () => {
      if (!facts.field) throw notFound(MSG.field.notFound);
      const closedDays = facts.closedReason === null ? [] : [{ date: req.reservationDate, reason: facts.closedReason || null }];
      return { ...facts.field, closedDays };
    },
    teamHasActive: async () => facts.teamHasActive,
    slotTaken: async () => facts.slotTaken,
  };
}

/**
 * Whether the slot can be booked, judged as a booking is (without its locks). The caller is the token's
 * user (`uid`, of session `sid`), whose session is read in the same statement and judged by `accept` first.
 */
export async function checkAvailability(
  db: Db,
  caller: SessionKey,
  accept: (session: SessionRow) => CurrentUser,
  req: AvailabilityRequest,
  clock: BookingClock,
): Promise<AvailabilityResult> {
  const { team, field, row } = await checkBooking(await readAtOnce(db, caller, accept, req), req, clock);
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

/** A booking the team makes or moves, once it is allowed: over the day's limit, the whole of it is undone (docs/api.md, "Limits"). */
const countTeamBooking = (tx: Db, teamId: number, clock: BookingClock) =>
  countToday(
    tx,
    throttleKeys.teamBookings(teamId),
    clock.bookingsPerDay ?? TEAM_BOOKINGS_PER_DAY,
    clock.now,
    'BOOKINGS_THROTTLED',
    MSG.reservation.bookingsThrottled,
  );

/**
 * Books the slot for the team: the rules under the team's and the field's locks, the reservation, and the notices to
 * the team's members and the field's administrator, in one transaction. The answer is made from the rows the
 * transaction read and wrote (the team and the field locked, the reservation as inserted), as a read of it after the
 * commit would find it: the caller is a member of the team now holding an ACTIVE reservation on the field, so the
 * field's contact is theirs to see.
 */
export async function createReservation(db: Db, user: CurrentUser, req: BookingRequest, clock: BookingClock): Promise<Reservation> {
  const made = await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const reads = lockedReads(tx, user, req);
      const { team, row } = await checkBooking(reads, req, clock);
      await countTeamBooking(tx, team.id, clock);
      const field = reads.lockedField();
      // Made at the app's clock, as its moves and cancellations are stamped: the field's news compares them.
      const created = await insertReservation(tx, { ...row, createdAt: clock.now });
      const facts: BookingFacts = {
        id: created.id,
        teamId: team.id,
        fieldId: field.id,
        teamName: row.teamName,
        fieldName: row.fieldName,
        reservationDate: row.reservationDate,
        startTime: row.startTime,
        endTime: row.endTime,
        fieldAdminId: field.adminId,
      };
      await tellBooking(tx, 'CREATED', facts, user.id, clock.now, undefined, reads.memberIds());
      return toReservation({
        ...created,
        reservationDate: row.reservationDate,
        startTime: row.startTime,
        endTime: row.endTime,
        hours: row.hours,
        bookedTeamName: row.teamName,
        bookedFieldName: row.fieldName,
        teamId: team.id,
        teamOwnerId: team.ownerId,
        teamName: team.name,
        teamCity: team.city,
        teamNeighborhood: team.neighborhood,
        fieldId: field.id,
        fieldAdminId: field.adminId,
        fieldName: field.name,
        fieldAddress: field.address,
        fieldCity: field.city,
        fieldHourlyRate: field.hourlyRate,
        fieldOpeningHour: field.openingHour,
        fieldClosingHour: field.closingHour,
        fieldWhatsapp: field.whatsapp,
        fieldPaymentInstructions: field.paymentInstructions,
        fieldContactShown: true,
      });
    }),
  ).catch(async (error: unknown) => {
    // The same booking sent again after its answer was lost (a phone's connection dropped once the server had
    // taken it): the team's ACTIVE reservation is this very booking, answered again rather than refused.
    const same = error instanceof HttpError && error.code === 'TEAM_HAS_ACTIVE_RESERVATION' ? await sameActiveBooking(db, req) : undefined;
    if (same === undefined) throw error;
    return reservationById(db, same, user.id);
  });
  return made;
}

/** The id of the team's ACTIVE reservation when it is `req` itself (same field, day, start and end). */
async function sameActiveBooking(db: Db, req: BookingRequest): Promise<number | undefined> {
  const endTime = endTimeOf(req.startTime, req.hours);
  return activeBookingId(db, {
    teamId: req.teamId,
    fieldId: req.fieldId,
    reservationDate: req.reservationDate,
    startTime: req.startTime,
    endTime: endTime ?? '',
  });
}

/** Moves an ACTIVE reservation to another time (or field) of the same team; only the team's owner may. */
export async function rescheduleReservation(db: Db, user: CurrentUser, id: number, req: BookingRequest, clock: BookingClock): Promise<Reservation> {
  await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const current = await requireTeamOwnerOf(tx, user, id, clock.now);
      if (current.teamId !== req.teamId) throw badRequest('VALIDATION_FAILED', MSG.validation.invalidData);
      // Where it already is: nothing moves, but an `endTime` sent must still be the slot's, as for any move.
      if (isSameSlot(current, req)) return requireSlotEnd(req);
      const { row } = await checkBooking(lockedReads(tx, user, req, id), req, clock);
      await countTeamBooking(tx, req.teamId, clock);
      // What the field's administrator has recorded as paid, locked so that no payment lands in between.
      const held = await lockReservation(tx, id);
      if (held?.status !== 'ACTIVE') throw conflict('RESERVATION_NOT_ACTIVE', MSG.reservation.notActive);
      // The money was received by this field, against this field's price: it neither moves nor is owed back.
      if (held.paid > 0 && held.fieldId !== row.fieldId) throw conflict('RESERVATION_PAID', MSG.reservation.paidStaysOnField);
      if (held.paid > row.price) throw conflict('RESERVATION_PAID', MSG.reservation.paidOverPrice(formatPesos(held.paid)));
      const before = await bookingFacts(tx, id);
      await updateReservationRow(tx, id, { ...row, movedAt: clock.now });
      // Another day: who goes is asked again; a share paid to the owner stays, with its answer.
      if (!before || movedToAnotherDay(before, req)) await clearUnpaidAnswers(tx, id);
      // To another field: news to both, the one it left and the one it reaches (server/services/news.ts).
      if (held.fieldId !== null && held.fieldId !== row.fieldId) {
        await recordFieldMove(tx, { reservationId: id, fromFieldId: held.fieldId, toFieldId: row.fieldId, movedAt: clock.now });
      }
      await tellBooking(tx, 'MOVED', (await bookingFacts(tx, id))!, user.id, clock.now, before);
    }),
  );
  return reservationById(db, id, user.id);
}
