/**
 * The booking page's calls: the actors machines/booking.ts invokes. Views take their requests from here, never
 * from the endpoints.
 */
import { fromPromise } from 'xstate';
import type { AvailabilityRequest } from '../../../domain/schemas';
import type { AvailabilityResult, Field, PublicField, Reservation } from '../../../domain/types';
import { ActiveCheckFailed } from '../../../machines/activeCheck';
import type { NewReservation, PreparedBooking } from '../../../machines/booking';
import * as fieldsApi from '../../api/endpoints/fields';
import * as reservationsApi from '../../api/endpoints/reservations';

/** The real actors of machines/booking.ts. */
export const bookingActors = {
  prepare: fromPromise<PreparedBooking, { fieldId: number; teamId: number }>(async ({ input }) => {
    const active = reservationsApi.count('team', input.teamId, 'active').catch((error: unknown) => {
      throw new ActiveCheckFailed(error);
    });
    const [field, activeCount] = await Promise.all([fieldsApi.byId(input.fieldId), active]);
    return { field, hasActiveReservation: activeCount > 0 };
  }),
  checkAvailability: fromPromise<AvailabilityResult, AvailabilityRequest>(({ input }) => reservationsApi.availability(input)),
  createReservation: fromPromise<Reservation, NewReservation>(({ input }) => reservationsApi.create(input)),
  reloadField: fromPromise<Field, { fieldId: number }>(({ input }) => fieldsApi.byId(input.fieldId)),
};

/** The real actor of machines/visitorField.ts: a field as anyone may read it, no session needed. */
export const visitorFieldActors = {
  load: fromPromise<PublicField, { fieldId: number }>(({ input }) => fieldsApi.publicPage(input.fieldId)),
};
