/** Why a date of a fixed turn is left out, as 'Reserva manual' says it. */
import * as MSG from '../../../domain/messages';

export const SKIP_REASONS = {
  HOLIDAY: MSG.reservation.skippedHoliday,
  TAKEN: MSG.reservation.skippedTaken,
  CLOSED: MSG.reservation.skippedClosed,
} as const;
