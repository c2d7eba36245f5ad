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
import { and, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import { bookingRefusal, fieldHorizonDays } from '../../domain/booking';
import { bookingPrice } from '../../domain/pricing';
import { KNOWN_CUSTOMERS_MAX, type SkipReason } from '../../domain/constants';
import { isColombianHoliday } from '../../domain/holidays';
import * as MSG from '../../domain/messages';
import { toCents } from '../../domain/format';
import { paymentRefusal } from '../../domain/payment';
import type { ManualReservationRequest } from '../../domain/schemas';
import { addDays, endTimeOf, instantInAppZone } from '../../domain/time';
import type { KnownCustomer, ManualReservationResult } from '../../domain/types';
import type { CurrentUser } from '../context';
import { retryingConflicts, type Db } from '../db/client';
import { reservations } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { refusalError, type BookingClock } from './booking';
import { closedDaysFrom } from './closures';
import { ownedField } from './fields';
import { ofField, reservationsByIds, withStatus } from './reservations';

export async function createManualReservation(
  db: Db,
  user: CurrentUser,
  req: ManualReservationRequest,
  { now, horizonDays }: BookingClock,
): Promise<ManualReservationResult> {
  const series = req.weeks !== undefined;
  const { ids, skipped } = await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const field = await ownedField(tx, user, req.fieldId, { lock: true });
      const weeks = req.weeks ?? 1;
      const closedDays = await closedDaysFrom(tx, field.id, req.reservationDate, addDays(req.reservationDate, 7 * (weeks - 1)));
      // The first date passes every rule of a booking, the field's horizon and its closed days included; the later
      // weeks of a fixed turn may lie past the horizon.
      const refusal = bookingRefusal(req, { ...field, closedDays }, now, fieldHorizonDays(field, horizonDays));
      if (refusal) throw refusalError(refusal);
      const endTime = endTimeOf(req.startTime, req.hours)!;
      const seriesId = series ? randomUUID() : null;
      const ids: number[] = [];
      const skipped: { date: string; reason: SkipReason }[] = [];

      for (let week = 0; week < weeks; week++) {
        const date = addDays(req.reservationDate, 7 * week);
        if (series && isColombianHoliday(date)) {
          skipped.push({ date, reason: 'HOLIDAY' });
          continue;
        }
        if (closedDays.some((closed) => closed.date === date)) {
          skipped.push({ date, reason: 'CLOSED' });
          continue;
        }
        const startsAt = instantInAppZone(date, req.startTime);
        const endsAt = instantInAppZone(date, endTime);
        const [overlap] = await tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(eq(reservations.fieldId, field.id), withStatus('ACTIVE'), lt(reservations.startsAt, endsAt), gt(reservations.endsAt, startsAt)))
          .limit(1);
        if (overlap) {
          if (!series) throw conflict('SLOT_TAKEN', MSG.reservation.slotTaken);
          skipped.push({ date, reason: 'TAKEN' });
          continue;
        }
        const price = bookingPrice(field, date, req.startTime, req.hours);
        // A deposit received belongs to the first date booked; the later weeks start with nothing received.
        const paid = ids.length === 0 && req.paid !== undefined ? req.paid : 0;
        const paidRefusal = paymentRefusal(paid, price);
        if (paidRefusal) throw badRequest('VALIDATION_FAILED', paidRefusal);
        const [created] = await tx
          .insert(reservations)
          .values({
            fieldId: field.id,
            teamId: null,
            fieldName: field.name,
            teamName: req.customerName,
            customerName: req.customerName,
            customerCellphone: req.customerCellphone,
            note: req.note || null,
            seriesId,
            reservationDate: date,
            startTime: req.startTime,
            endTime,
            hours: req.hours,
            startsAt,
            endsAt,
            price,
            paid: toCents(paid),
          })
          .returning({ id: reservations.id });
        ids.push(created.id);
      }
      if (ids.length === 0) throw conflict('SLOT_TAKEN', MSG.reservation.seriesNoDates);
      return { ids, skipped };
    }),
  );
  return { reservations: await reservationsByIds(db, ids), skipped };
}

/**
 * The customers of the field's manual bookings, one per cellphone, the most recently booked first (at most
 * KNOWN_CUSTOMERS_MAX), for 'Reserva manual' to suggest: most of a field's customers call again.
 */
export async function knownCustomers(db: Db, fieldId: number): Promise<KnownCustomer[]> {
  const lastDate = sql<string>`max(${reservations.reservationDate})::text`;
  return db
    .select({
      cellphone: sql<string>`${reservations.customerCellphone}`,
      // The name as it was last written for that cellphone (a typo mended, a surname added).
      name: sql<string>`(array_agg(${reservations.customerName} order by ${reservations.reservationDate} desc, ${reservations.id} desc))[1]`,
      bookings: sql<number>`(count(*) filter (where ${reservations.status} <> 'CANCELED'))::int`,
      lastDate,
    })
    .from(reservations)
    .where(and(ofField(fieldId), isNotNull(reservations.customerCellphone)))
    .groupBy(reservations.customerCellphone)
    .orderBy(desc(lastDate), reservations.customerCellphone)
    .limit(KNOWN_CUSTOMERS_MAX);
}
