/**
 * A field's page for anyone, /cancha/{id} (docs/product.md, "A field's times for visitors"): loading → choosing ⇄
 * askingAccount, or loadFailed. The field is read by `load` (its public data, the times its bookings ahead take, its
 * closed days; no session needed); a load that failed waits in `loadFailed` for RETRY, and a field that does not exist
 * (or is not open to bookings) ends in `missing`. In `choosing` the page shows the day's start times; a free one
 * sends PICK, which keeps the choice (`keepChoice`, provided by the app: the pending booking of
 * src/components/pendingBooking.ts) and asks the visitor to log in or sign up (`askingAccount`); CLOSE goes back to
 * the times, the choice still kept for a later log-in. The day shown is context (`date`): once the field is read, its
 * first day with a free time (domain/booking.ts); DATE (a day chip, 'Fecha') shows another. `asked` says the log-in
 * question has been asked once on this page (its dialog's code is fetched only then, and stays for closing).
 */
import { assign, fromPromise, setup } from 'xstate';
import { firstDayWithFreeTime } from '../domain/booking';
import { appNow } from '../domain/clock';
import { DAY_CHIPS } from '../domain/constants';
import { errorCodeOf } from '../domain/errorBody';
import * as MSG from '../domain/messages';
import type { PublicField } from '../domain/types';
import { failureReasonOf } from './failureReason';

export interface VisitorFieldInput {
  fieldId: number;
}

/** A start time chosen: its day, its start ('HH:mm') and its length in hours. */
export interface VisitorChoice {
  reservationDate: string;
  startTime: string;
  hours: number;
}

export interface VisitorFieldContext extends VisitorFieldInput {
  field: PublicField | null;
  /** The time chosen last, kept for after the log-in. */
  choice: VisitorChoice | null;
  /** Why the field could not be read, in Spanish. */
  error: string | null;
  /** The day whose times are shown; null until the field is read. */
  date: string | null;
  /** Whether the log-in question has been asked on this page. */
  asked: boolean;
}

export type VisitorFieldEvent = { type: 'RETRY' } | { type: 'PICK'; choice: VisitorChoice } | { type: 'CLOSE' } | { type: 'DATE'; date: string };

export const visitorFieldMachine = setup({
  types: { context: {} as VisitorFieldContext, events: {} as VisitorFieldEvent, input: {} as VisitorFieldInput },
  actors: {
    /** Reads the field as anyone may see it (GET /field/{id}/public). */
    load: fromPromise<PublicField, VisitorFieldInput>(() => Promise.reject(new Error('visitorField: actor load not provided'))),
  },
  actions: {
    /** Keeps the chosen booking for after sign-up and log-in. */
    keepChoice: (_, _params: { fieldId: number; choice: VisitorChoice }) => {},
  },
  guards: {
    /** The server says there is no such field to book: trying again would get the same answer. */
    missing: ({ event }) => errorCodeOf((event as unknown as { error: unknown }).error) === 'NOT_FOUND',
  },
}).createMachine({
  id: 'visitorField',
  context: ({ input }) => ({ fieldId: input.fieldId, field: null, choice: null, error: null, date: null, asked: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ fieldId: context.fieldId }),
        onDone: {
          target: 'choosing',
          actions: assign({
            field: ({ event }) => event.output,
            error: null,
            // The first of the next days with a free time, never a today whose times have all passed.
            date: ({ event }) => firstDayWithFreeTime(event.output, event.output.busy, appNow(), event.output.bookingHorizonDays, DAY_CHIPS),
          }),
        },
        onError: [
          { guard: 'missing', target: 'missing', actions: assign({ error: MSG.field.notFound }) },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => failureReasonOf(event.error, MSG.field.loadFailed) }) },
        ],
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    missing: { type: 'final' },
    choosing: {
      on: {
        DATE: { actions: assign({ date: ({ event }) => event.date }) },
        PICK: {
          target: 'askingAccount',
          actions: [
            assign({ choice: ({ event }) => event.choice, asked: true }),
            { type: 'keepChoice', params: ({ context, event }) => ({ fieldId: context.fieldId, choice: event.choice }) },
          ],
        },
      },
    },
    /** 'Inicia sesión o regístrate para reservar esta hora.': the choice is kept; CLOSE goes back to the times. */
    askingAccount: { on: { CLOSE: 'choosing' } },
  },
});
