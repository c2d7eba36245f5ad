/**
 * Manual bookings (docs/api.md, "Manual bookings"): a field's administrator books a slot of their own field
 * for a customer who called, wrote or walked in, once or as a weekly fixed turn ('turno fijo'). They take
 * the slot under the same exclusion constraint as a team's booking.
 *
 * The field row is locked FOR UPDATE for the whole transaction: manual bookings of one field run one after
 * another, and a team's booking (which share-locks the field) waits for them or they for it, so the
 * overlap check below sees every committed booking. The constraint still has the final word.
 */
import { randomUUID } from 'node:crypto';
import { bookingRefusal, fieldHorizonDays, isSameSlot, moveHorizonDays } from '../../domain/booking';
import { manualBookingPlan } from '../../domain/fixedTurn';
import { KNOWN_CUSTOMERS_MAX } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import { formatPesos, toCents } from '../../domain/format';
import { paymentRefusal } from '../../domain/payment';
import { needsCellphone, type CustomerUpdate, type ManualReservationRequest, type MoveReservationRequest } from '../../domain/schemas';
import { DELETED_CUSTOMER_NAME } from '../../domain/privacy';
import { bookingPrice } from '../../domain/pricing';
import { addDays, endTimeOf, hasStarted, instantInAppZone } from '../../domain/time';
import type { KnownCustomer, ManualReservationResult, Reservation } from '../../domain/types';
import type { CurrentUser } from '../context';
import { retryingConflicts, type Db } from '../db/client';
import {
  activeOfFieldBetween,
  customerHasBookingAhead,
  customersOfField,
  insertReservation,
  lockReservation,
  reservationFieldId,
  rewriteCustomer,
  slotTaken,
  updateReservationRow,
} from '../data/reservations';
import { badRequest, conflict, notFound } from '../http/errors';
import { refusalError, type BookingClock } from './booking';
import { closedDaysFrom } from './closures';
import { ownedField } from './fields';
import { answerOnce, type RequestKey } from './requestAnswers';
import { recordMovement, reservationById, reservationsByIds } from './reservations';

export async function createManualReservation(
  db: Db,
  user: CurrentUser,
  req: ManualReservationRequest,
  clock: BookingClock,
  key?: RequestKey,
): Promise<ManualReservationResult> {
  const { ids, skipped } = await retryingConflicts(() =>
    db.transaction((tx) => answerOnce(tx, user.id, key, clock.now, () => bookManually(tx, user, req, clock))),
  );
  return { reservations: await reservationsByIds(db, ids, user.id), skipped };
}

/** The booking (or each week of the turn) written in `tx`: the ids made and the weeks left out. */
async function bookManually(tx: Db, user: CurrentUser, req: ManualReservationRequest, { now, horizonDays }: BookingClock) {
  const series = req.weeks !== undefined;
  const field = await ownedField(tx, user, req.fieldId, { lock: true });
  const lastDate = addDays(req.reservationDate, 7 * ((req.weeks ?? 1) - 1));
  const closedDays = await closedDaysFrom(tx, field.id, req.reservationDate, lastDate);
  // The first date passes every rule of a booking, the field's horizon and its closed days included; the later
  // weeks of a fixed turn may lie past the horizon.
  // A walk-in (the slot under way, today) is the one started time taken, and the one booking without a cellphone.
  const refusal = bookingRefusal(req, { ...field, closedDays }, now, fieldHorizonDays(field, horizonDays), { walkIn: !series });
  if (refusal) throw refusalError(refusal);
  if (!req.customerCellphone && needsCellphone(req, now)) {
    throw badRequest('VALIDATION_FAILED', MSG.validation.customerCellphoneRequired, {
      customerCellphone: [MSG.validation.customerCellphoneRequired],
    });
  }
  const endTime = endTimeOf(req.startTime, req.hours)!;
  const seriesId = series ? randomUUID() : null;
  // The field's ACTIVE reservations over the turn's days, read under the field's lock: the dates booked and
  // left out follow the rule the form counts with (domain/fixedTurn.ts).
  const busy = await activeOfFieldBetween(tx, field.id, req.reservationDate, lastDate);
  const plan = manualBookingPlan(req, { ...field, closedDays }, busy);
  if (!series && plan.booked.length === 0) throw conflict('SLOT_TAKEN', MSG.reservation.slotTaken);
  const ids: number[] = [];

  for (const { date, price } of plan.booked) {
    // A deposit received belongs to the first date booked; the later weeks start with nothing received.
    const paid = ids.length === 0 && req.paid !== undefined ? req.paid : 0;
    const paidRefusal = paymentRefusal(paid, price);
    if (paidRefusal) throw badRequest('VALIDATION_FAILED', paidRefusal);
    const { id: created } = await insertReservation(tx, {
      fieldId: field.id,
      teamId: null,
      fieldName: field.name,
      teamName: req.customerName,
      customerName: req.customerName,
      customerCellphone: req.customerCellphone || null,
      note: req.note || null,
      seriesId,
      reservationDate: date,
      startTime: req.startTime,
      endTime,
      hours: req.hours,
      startsAt: instantInAppZone(date, req.startTime),
      endsAt: instantInAppZone(date, endTime),
      price,
      paid: toCents(paid),
    });
    // The deposit in the field's cash book, on the day it was received.
    await recordMovement(tx, created, field.id, { kind: 'PAYMENT', change: paid, method: req.paidMethod }, now);
    ids.push(created);
  }
  if (ids.length === 0) throw conflict('SLOT_TAKEN', MSG.reservation.seriesNoDates);
  return { ids, skipped: plan.skipped };
}

/**
 * Moves a manual booking to another date and time of its field (docs/api.md, "Moving a manual booking"): only
 * its field's administrator, only while it is ACTIVE and has not started, to a slot that passes every rule of a
 * booking (within the field's horizon or its own date, whichever is further) and no other ACTIVE booking overlaps.
 * Its price is the field's on the new date and time; what was received stays, so the new price cannot be lower. To
 * where it already is, nothing changes. The field's row is locked first, as a booking's is, then the
 * booking's own, so no payment, cancellation or other booking lands in between.
 */
export async function moveManualReservation(
  db: Db,
  user: CurrentUser,
  id: number,
  req: MoveReservationRequest,
  { now, horizonDays }: BookingClock,
): Promise<Reservation> {
  await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const found = await reservationFieldId(tx, id);
      if (!found) throw notFound(MSG.reservation.notFound);
      // A booking whose field was deleted is no longer ACTIVE.
      if (found.fieldId === null) throw conflict('RESERVATION_NOT_ACTIVE', MSG.reservation.notActive);
      const field = await ownedField(tx, user, found.fieldId, { lock: true });
      const held = (await lockReservation(tx, id))!;
      if (held.status !== 'ACTIVE') throw conflict('RESERVATION_NOT_ACTIVE', MSG.reservation.notActive);
      if (held.teamId !== null || held.customerName === null) throw conflict('RESERVATION_NOT_MANUAL', MSG.reservation.moveNotManual);
      if (hasStarted(held.reservationDate, held.startTime, now)) throw conflict('RESERVATION_NOT_NOW', MSG.reservation.alreadyStarted);
      // Where it already is: nothing to move, and its price stays what was agreed.
      if (isSameSlot(held, req)) return;
      const closedDays = await closedDaysFrom(tx, field.id, req.reservationDate, req.reservationDate);
      const horizon = moveHorizonDays(fieldHorizonDays(field, horizonDays), held.reservationDate, now);
      const refusal = bookingRefusal(req, { ...field, closedDays }, now, horizon);
      if (refusal) throw refusalError(refusal);
      const endTime = endTimeOf(req.startTime, req.hours)!;
      const startsAt = instantInAppZone(req.reservationDate, req.startTime);
      const endsAt = instantInAppZone(req.reservationDate, endTime);
      // Half-open ranges, as in the constraint: back to back is fine; the booking itself is not in the way.
      if (await slotTaken(tx, field.id, startsAt, endsAt, id)) throw conflict('SLOT_TAKEN', MSG.reservation.slotTaken);
      const price = bookingPrice(field, req.reservationDate, req.startTime, req.hours);
      if (held.paid > price) throw conflict('RESERVATION_PAID', MSG.reservation.moveOverPaid(formatPesos(held.paid)));
      await updateReservationRow(tx, id, {
        reservationDate: req.reservationDate,
        startTime: req.startTime,
        endTime,
        hours: req.hours,
        startsAt,
        endsAt,
        price,
      });
    }),
  );
  return reservationById(db, id, user.id);
}

/**
 * The customers of the field's manual bookings, one per cellphone, the most recently booked first (at most
 * KNOWN_CUSTOMERS_MAX), for 'Reserva manual' to suggest: most of a field's customers call again.
 */
export async function knownCustomers(db: Db, fieldId: number): Promise<KnownCustomer[]> {
  return customersOfField(db, fieldId, KNOWN_CUSTOMERS_MAX);
}

/** The cellphone in a customer's path: ten digits, as they were written. */
const CUSTOMER_CELLPHONE = /^\d{10}$/;

/**
 * `PUT /reservation/field/{id}/customers/{cellphone}`: the administrator corrects a customer's name and cellphone on every
 * booking of theirs at the field (docs/api.md, "Manual bookings"). Answers the field's customers as they are now.
 */
export async function updateCustomer(db: Db, user: CurrentUser, fieldId: number, cellphone: string, input: CustomerUpdate): Promise<KnownCustomer[]> {
  const field = await ownedField(db, user, fieldId);
  if (!CUSTOMER_CELLPHONE.test(cellphone)) throw notFound(MSG.customer.notFound);
  const changed = await rewriteCustomer(db, field.id, cellphone, {
    customerName: input.name,
    teamName: input.name,
    customerCellphone: input.cellphone,
  });
  if (changed === 0) throw notFound(MSG.customer.notFound);
  return knownCustomers(db, field.id);
}

/**
 * `DELETE /reservation/field/{id}/customers/{cellphone}`: the customer's name, cellphone and notes leave every booking of
 * theirs at the field, which then reads 'Cliente' (its amounts stay), and they leave the suggestions. Refused while they
 * have a booking still to come (it would be left without anyone to reach).
 */
export async function deleteCustomer(db: Db, user: CurrentUser, fieldId: number, cellphone: string, now: Date): Promise<KnownCustomer[]> {
  const field = await ownedField(db, user, fieldId);
  if (!CUSTOMER_CELLPHONE.test(cellphone)) throw notFound(MSG.customer.notFound);
  await db.transaction(async (tx) => {
    if (await customerHasBookingAhead(tx, field.id, cellphone, now)) throw conflict('CUSTOMER_HAS_BOOKINGS', MSG.customer.hasBookings);
    const changed = await rewriteCustomer(tx, field.id, cellphone, {
      customerName: DELETED_CUSTOMER_NAME,
      teamName: DELETED_CUSTOMER_NAME,
      customerCellphone: null,
      note: null,
    });
    if (changed === 0) throw notFound(MSG.customer.notFound);
  });
  return knownCustomers(db, field.id);
}
