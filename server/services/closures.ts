/**
 * Closed days ('Días de cierre', docs/api.md, "Closed days"): the days a field's administrator closes the field.
 * Closing and reopening lock the field's row, as every booking of the field does, so a booking and the closing of
 * its day never both pass: the later one sees the other.
 */
import { closureDateProblem } from '../../domain/booking';
import * as MSG from '../../domain/messages';
import { todayInAppZone } from '../../domain/time';
import type { ClosedDay } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { closedDaysFrom, deleteClosure, upsertClosure } from '../data/closures';
import { badRequest, conflict } from '../http/errors';
import { activeOn, countReservations } from '../data/reservations';
import { ownedField } from './fields';

export { closedDaysFrom };

/**
 * Closes the field on `date` (today or later), saying why when `reason` is given; closing a closed day again sets
 * its reason. Refused while that day holds ACTIVE reservations: the administrator cancels them first.
 */
export async function closeDay(db: Db, user: CurrentUser, fieldId: number, date: string, reason: string | null, now: Date): Promise<ClosedDay[]> {
  const problem = closureDateProblem(date, now);
  if (problem) throw badRequest('VALIDATION_FAILED', problem);
  await db.transaction(async (tx) => {
    const field = await ownedField(tx, user, fieldId, { lock: true });
    const active = await countReservations(tx, activeOn(field.id, date));
    if (active > 0) throw conflict('DAY_HAS_RESERVATIONS', MSG.closure.hasReservations(active));
    await upsertClosure(tx, field.id, date, reason);
  });
  return closedDaysFrom(db, fieldId, todayInAppZone(now));
}

/** Opens a closed day again (a day that was not closed stays as it is; a past one stays in the history). */
export async function reopenDay(db: Db, user: CurrentUser, fieldId: number, date: string, now: Date): Promise<ClosedDay[]> {
  const problem = closureDateProblem(date, now);
  if (problem) throw badRequest('VALIDATION_FAILED', problem);
  await db.transaction(async (tx) => {
    const field = await ownedField(tx, user, fieldId, { lock: true });
    await deleteClosure(tx, field.id, date);
  });
  return closedDaysFrom(db, fieldId, todayInAppZone(now));
}
