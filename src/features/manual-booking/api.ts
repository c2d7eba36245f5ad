/**
 * 'Reserva manual' and 'Cambiar horario': the field's schedule and known customers they read, and where they send
 * the booking or the move. Views take their requests from here, never from the endpoints.
 */
import type { ReservationViewer } from '../../../domain/calendar';
import { fromPromise } from 'xstate';
import type { CustomerUpdate, ManualReservationRequest } from '../../../domain/schemas';
import { endTimeOf } from '../../../domain/time';
import type { ManualReservationResult, Reservation } from '../../../domain/types';
import * as fieldsApi from '../../api/endpoints/fields';
import * as reservationsApi from '../../api/endpoints/reservations';
import type { ManualBookingData } from '../../../machines/manualBooking';
import type { FieldSchedule, MoveRequest } from '../../../machines/moveReservation';

/** What the 'Reserva manual' form needs to offer only bookable times: the field (hours, status, horizon), its ACTIVE reservations and known customers. */
export type { ManualBookingData };

/** The field's hours and its ACTIVE reservations: what a form offering the field's free times reads. */
export type { FieldSchedule, MoveRequest };

export const loadFieldSchedule = async (fieldId: number): Promise<FieldSchedule> => {
  const [field, busy] = await Promise.all([fieldsApi.byId(fieldId), reservationsApi.ofFieldWithStatus(fieldId, 'ACTIVE')]);
  return { field, busy };
};

export const loadManualBooking = async (fieldId: number): Promise<ManualBookingData> => {
  const [schedule, customers] = await Promise.all([loadFieldSchedule(fieldId), reservationsApi.customers(fieldId)]);
  return { ...schedule, customers };
};

/** The requests of 'Reserva manual': reading the field's schedule and customers, sending the booking with its key. */
export interface ManualBookingRequests {
  load: (fieldId: number) => Promise<ManualBookingData>;
  /** `key`: the request's key, the same when the same booking is sent again (docs/api.md, "A lost answer"). */
  create: (request: ManualReservationRequest, key: string) => Promise<ManualReservationResult>;
}

/** The actors of machines/manualBooking.ts on those requests. */
export const manualMachineActors = ({ load, create }: ManualBookingRequests) => ({
  load: fromPromise<ManualBookingData, { fieldId: number }>(({ input }) => load(input.fieldId)),
  create: fromPromise<ManualReservationResult, { request: ManualReservationRequest; key: string }>(({ input }) => create(input.request, input.key)),
});

/** 'Clientes': the field's customers, corrected or deleted by its administrator. */
export const loadCustomers = (fieldId: number) => reservationsApi.customers(fieldId);
export const updateCustomer = (fieldId: number, cellphone: string, customer: CustomerUpdate) =>
  reservationsApi.updateCustomer(fieldId, cellphone, customer);
export const deleteCustomer = (fieldId: number, cellphone: string) => reservationsApi.deleteCustomer(fieldId, cellphone);

/** A manual booking or a weekly fixed turn of the administrator's field (the form's submit). */
export const createManualReservation = (request: ManualReservationRequest, key: string): Promise<ManualReservationResult> =>
  reservationsApi.createManual(request, key);

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

/** Reading the field's schedule and sending the move, for one who moves bookings (an entry of `moveActors`). */
export type MoveRequests = (typeof moveActors)[ReservationViewer];

/** The actors of machines/moveReservation.ts on the requests of who moves it: reading the field's free times, sending the move. */
export const moveMachineActors = ({ load, move }: MoveRequests) => ({
  load: fromPromise<FieldSchedule, { fieldId: number }>(({ input }) => load(input.fieldId)),
  move: fromPromise<Reservation, { reservation: Reservation; to: MoveRequest }>(({ input }) => move(input.reservation, input.to)),
});
