/**
 * Reservations: one file per job, all on the data layer's queries (server/data/reservations.ts).
 * - access.ts: who may read, manage or move one, and the reads that are only that check;
 * - list.ts: the caller's own, a team's and a field's lists and counts;
 * - filter.ts: the reservation filter's page, read with the caller's session;
 * - status.ts: finalize, cancel, 'No se presentó';
 * - payments.ts: payments and refunds;
 * - turn.ts: a weekly fixed turn read and cancelled from one occurrence on;
 * - retire.ts: a team's or a field's reservations retired when it goes, each cancellation told.
 * Booking itself (availability, create, reschedule) is in ../booking.ts; manual bookings in ../manualBooking.ts.
 */
export { readReservation, requireTeamOwnerOf, reservationById, teamContact } from './access';
export { countReservationsOf, listOwnReservations, listReservationsOf, type ReservationsOf } from './list';
export { readFilterPage, type FilterRead, type FilterRequest } from './filter';
export { changeStatus, markNoShow } from './status';
export { recordPayment, recordRefund } from './payments';
export { cancelSeriesFrom, readTurn } from './turn';
export { retireAndTell, tellingCancellations } from './retire';
// What other services build on, from the data layer.
export {
  busyAfter,
  contactShown,
  countReservations,
  DETAIL_RESERVATIONS,
  latestReservations,
  listReservations,
  nextReservations,
  ofField,
  ofTeam,
  onDate,
  recordMovement,
  RESERVATION_LISTS_CHANNEL,
  reservationsByIds,
  retireReservations,
  withStatus,
} from '../../data/reservations';
