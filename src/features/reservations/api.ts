/**
 * The reservation feature's calls: the actors the booking and reservation-actions machines invoke, and the
 * loaders of the reservation screens. Views take their requests from here, never from the endpoints.
 */
import { fromPromise } from 'xstate';
import type { PaymentMethod } from '../../../domain/constants';
import type { ReservationViewer } from '../../../domain/calendar';
import { endTimeOf } from '../../../domain/time';
import { downloadFileName, monthRange } from '../../../domain/download';
import type { AvailabilityRequest, ManualReservationRequest, MoveReservationRequest } from '../../../domain/schemas';
import type { AvailabilityResult, ClosedDay, Field, KnownCustomer, ManualReservationResult, Page, Reservation } from '../../../domain/types';
import type { NewReservation, PreparedBooking } from '../../../machines/booking';
import type { ReservationAction } from '../../../machines/reservationActions';
import { fieldsApi } from '../../api/endpoints/fields';
import { reservationsApi, type ReservationFilter } from '../../api/endpoints/reservations';

/** The real actors of machines/booking.ts. */
export const bookingActors = {
  prepare: fromPromise<PreparedBooking, { fieldId: number; teamId: number }>(async ({ input }) => {
    const [field, active] = await Promise.all([fieldsApi.byId(input.fieldId), reservationsApi.count('team', input.teamId, 'active')]);
    return { field, hasActiveReservation: active > 0 };
  }),
  checkAvailability: fromPromise<AvailabilityResult, AvailabilityRequest>(({ input }) => reservationsApi.availability(input)),
  createReservation: fromPromise<Reservation, NewReservation>(({ input }) => reservationsApi.create(input)),
  reloadField: fromPromise<Field, { fieldId: number }>(({ input }) => fieldsApi.byId(input.fieldId)),
};

/** The real actor of machines/reservationActions.ts. */
export const reservationActionsActors = {
  update: fromPromise<Reservation, { action: ReservationAction; id: number }>(async ({ input }) => {
    if (input.action === 'finalize') return reservationsApi.finalize(input.id);
    if (input.action === 'cancel') return reservationsApi.cancel(input.id);
    const canceled = await reservationsApi.cancelSeries(input.id);
    return canceled.find((r) => r.id === input.id) ?? canceled[0];
  }),
  read: fromPromise<Reservation, { id: number }>(({ input }) => reservationsApi.byId(input.id)),
  readTurn: fromPromise<Reservation[], { id: number }>(({ input }) => reservationsApi.turn(input.id)),
};

export type ReservationListFilter = Omit<ReservationFilter, 'teamId' | 'fieldId'>;

/** One page of a team's or a field's reservations, filtered. */
export const loadReservationPage = (by: ReservationViewer, scopeId: number, filter: ReservationListFilter): Promise<Page<Reservation>> =>
  reservationsApi.filter({ ...(by === 'team' ? { teamId: scopeId } : { fieldId: scopeId }), ...filter });

/** All the reservations of a field or a team, for the calendar. */
export const loadAllReservations = (by: ReservationViewer, scopeId: number): Promise<Reservation[]> =>
  by === 'field' ? reservationsApi.ofField(scopeId) : reservationsApi.ofTeam(scopeId);

/** The days a field is closed, from today on (its 'Días de cierre'), which its calendar hatches. */
export const loadClosedDays = async (fieldId: number): Promise<ClosedDay[]> => (await fieldsApi.byId(fieldId)).closedDays ?? [];

/** What the 'Reserva manual' form needs to offer only bookable times: the field (hours, status, horizon) and its ACTIVE reservations. */
export interface ManualBookingData {
  field: Field;
  busy: Reservation[];
  /** The customers of the field's earlier manual bookings, which the form suggests. */
  customers: KnownCustomer[];
}

/** The field's hours and its ACTIVE reservations: what a form offering the field's free times reads. */
export type FieldSchedule = Pick<ManualBookingData, 'field' | 'busy'>;

export const loadFieldSchedule = async (fieldId: number): Promise<FieldSchedule> => {
  const [field, busy] = await Promise.all([fieldsApi.byId(fieldId), reservationsApi.ofFieldWithStatus(fieldId, 'ACTIVE')]);
  return { field, busy };
};

export const loadManualBooking = async (fieldId: number): Promise<ManualBookingData> => {
  const [schedule, customers] = await Promise.all([loadFieldSchedule(fieldId), reservationsApi.customers(fieldId)]);
  return { ...schedule, customers };
};

/** A manual booking or a weekly fixed turn of the administrator's field (the form's submit). */
export const createManualReservation = (request: ManualReservationRequest, key: string): Promise<ManualReservationResult> =>
  reservationsApi.createManual(request, key);

/** All the field's administrator has received for a reservation so far (the payment form's submit). */
export const recordPayment = ({ id, paid, method }: { id: number; paid: number; method: PaymentMethod }): Promise<Reservation> =>
  reservationsApi.recordPayment(id, paid, method);

/** Where 'Cambiar horario' is sent to, with the total the form showed for the new time. */
export type MoveRequest = MoveReservationRequest & { price: number };

/**
 * 'Cambiar horario': where the form reads the field's free times and where it sends the move. The field's administrator
 * moves a manual booking (`PUT /reservation/{id}/schedule`) and reads the field's ACTIVE reservations; a team's owner
 * moves their team's booking (`PUT /reservation`, refused if the field's rates changed from the total shown) and reads
 * the field's busy slots as the booking page does, others' bookings among them as 'Ocupado'.
 */
export const moveActors: Record<
  ReservationViewer,
  { load: (fieldId: number) => Promise<FieldSchedule>; move: (r: Reservation, to: MoveRequest) => Promise<Reservation> }
> = {
  field: {
    load: loadFieldSchedule,
    move: (r, { price: _shown, ...to }) => reservationsApi.move(r.id, to),
  },
  team: {
    load: async (fieldId) => {
      const field = await fieldsApi.byId(fieldId);
      return { field, busy: field.reservations ?? [] };
    },
    move: (r, to) =>
      reservationsApi.reschedule({ id: r.id, teamId: r.team!.id, fieldId: r.field!.id, ...to, endTime: endTimeOf(to.startTime, to.hours)! }),
  },
};

/** Of what was received for a cancelled reservation, all its field's administrator gave back (the refund form's submit). */
export const recordRefund = ({ id, refunded, method }: { id: number; refunded: number; method: PaymentMethod }): Promise<Reservation> =>
  reservationsApi.recordRefund(id, refunded, method);

/**
 * 'Descargar reservas': the field's reservations of the month `month` falls in, saved by the browser as a CSV file;
 * how many there were (with none, no file). The text comes without its byte-order mark (the decoder takes it
 * off), and the file gets it back, or Excel would garble every accent.
 */
export async function downloadReservations({ fieldId, month }: { fieldId: number; month: string }): Promise<number> {
  const period = monthRange(month);
  const { csv, count } = await reservationsApi.download(fieldId, period);
  if (count > 0) {
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: downloadFileName(period) });
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked once the browser has surely taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return count;
}

/** The owner of the team that booked, for the field's administrator (GET /reservation/{id}/contact). */
export const loadTeamContact = (id: number) => reservationsApi.contact(id);
