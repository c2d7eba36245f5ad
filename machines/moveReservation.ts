/**
 * 'Cambiar horario' (docs/product.md, "Moving a booking"): a booking not yet started moves to another free time of
 * its field. The field's administrator moves a customer's manual booking, a team's owner their team's booking. The
 * date, the start time, the hours, the submit and CLOSE (Escape, ×) are events; the free times offered follow the
 * rules of domain/booking.ts (`moveChoices`), and the rule that the new price is not below what was received is a
 * guard calling domain/payment.ts, so a move goes out only when the server would take it.
 *
 * loading → editing → moving → moved. The field's schedule is read first (`loadFailed` offers RETRY). A time taken,
 * a day closed or the field's rates changed meanwhile go to `rereading` (the schedule read again, the form kept); a
 * booking cancelled or started meanwhile ends it (`refused`); no answer, or a 5xx, goes back to editing with the same
 * choice (`unsure`: the same move sent again moves it once; machines/answers.ts). SCHEDULE_READ takes a quiet
 * re-read of the screen's, TICK the clock.
 */
import { assign, fromPromise, setup } from 'xstate';
import { bookingDateProblem, closedDayProblem, fieldHorizonDays, manualHours, manualStartTimes, moveHorizonDays } from '../domain/booking';
import type { ReservationViewer } from '../domain/calendar';
import { errorCodeOf } from '../domain/errorBody';
import * as MSG from '../domain/messages';
import { movePriceRefusal } from '../domain/payment';
import { bookingPrice } from '../domain/pricing';
import type { MoveReservationRequest } from '../domain/schemas';
import { todayInAppZone } from '../domain/time';
import type { Field, Reservation } from '../domain/types';
import { answerGuards } from './answers';
import { failureReasonOf } from './failureReason';
import { slotActions, slotChoosing, type SlotChoice, type SlotEvent } from './slotChoice';

/** The field's hours and its ACTIVE reservations: what the form offers free times from. */
export interface FieldSchedule {
  field: Field;
  busy: Reservation[];
}

/** Where the booking goes, with the total the form showed for the new time. */
export type MoveRequest = MoveReservationRequest & { price: number };

export interface MoveInput {
  reservation: Reservation;
  fieldId: number;
  viewedBy: ReservationViewer;
  now: Date;
}

export interface MoveContext extends MoveInput, SlotChoice {
  schedule: FieldSchedule | null;
  /** Why the last move was not made, shown in the form; null when nothing failed. */
  failure: string | null;
  /** Why the schedule could not be read (`loadFailed`): a lost connection offers 'Reintentar'. */
  loadError: unknown;
}

export type MoveEvent =
  | SlotEvent
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' }
  | { type: 'SCHEDULE_READ'; schedule: FieldSchedule }
  | { type: 'TICK'; now: Date };

/**
 * What the form offers and would send, by the rules of domain/booking.ts and domain/pricing.ts: the field's free
 * times of the date (the booking's own counting as free), the start asked for only while free, and the price the
 * new time stores (where it already is, the price agreed).
 */
export function moveChoices({ reservation: r, schedule, date, start, hours: askedHours, now }: MoveContext) {
  const field = schedule!.field;
  const others = schedule!.busy.filter((b) => b.id !== r.id);
  // A later week of a fixed turn may lie past the field's horizon: it moves within its own date too.
  const horizonDays = moveHorizonDays(fieldHorizonDays(field), r.reservationDate, now);
  const dateProblem = bookingDateProblem(date, now, horizonDays) ?? closedDayProblem(field, date);
  const times = dateProblem ? [] : manualStartTimes(field, date, others, false, now);
  const startTime = times.some((t) => t.time === start) ? start : '';
  const lengths = startTime ? manualHours(field, date, startTime, others, false) : [];
  const hours = lengths.includes(askedHours) ? askedHours : (lengths.at(-1) ?? askedHours);
  const unchanged = date === r.reservationDate && startTime === r.startTime && hours === r.hours;
  const price =
    !startTime || lengths.length === 0 ? null : unchanged && r.price !== undefined ? r.price : bookingPrice(field, date, startTime, hours);
  const noTimes = field.status !== 'ACTIVE' ? MSG.reservation.fieldInactive : !dateProblem && times.length === 0 ? MSG.reservation.noFreeTimes : null;
  return { field, horizonDays, dateProblem, times, startTime, lengths, hours, price, noTimes };
}

/** Why the chosen time cannot take the booking for what was received (domain/payment.ts); null when it can. */
const paidRefusal = (context: MoveContext) => {
  const { price } = moveChoices(context);
  return price === null ? null : movePriceRefusal(context.reservation.paid ?? 0, price, context.viewedBy);
};

const codeIs =
  (...codes: string[]) =>
  ({ event }: { event: unknown }) =>
    codes.includes(errorCodeOf((event as { error?: unknown }).error) ?? '');

const failureOf = ({ event }: { event: unknown }) => failureReasonOf((event as { error?: unknown }).error, MSG.reservation.moveFailed);

export const moveReservationMachine = setup({
  types: {
    context: {} as MoveContext,
    events: {} as MoveEvent,
    input: {} as MoveInput,
  },
  actors: {
    load: fromPromise<FieldSchedule, { fieldId: number }>(async () => {
      throw new Error('load actor not provided');
    }),
    move: fromPromise<Reservation, { reservation: Reservation; to: MoveRequest }>(async () => {
      throw new Error('move actor not provided');
    }),
  },
  actions: {
    ...slotActions<MoveContext, MoveEvent>(),
    /** Provided by the view: tell it was moved (the list reads its reservations again). */
    moved: (_, _params: { reservation: Reservation }) => {},
    /** Provided by the view: cancelled or started meanwhile; the screen reads its reservations again. */
    refused: (_, _params: { error: unknown }) => {},
    /** Provided by the view: no answer came; the screen reads its reservations again behind the form. */
    unsure: () => {},
    /** Provided by the view: the form is left. */
    closed: () => {},
  },
  guards: {
    ...answerGuards,
    /** A free time is chosen and its price is not below what was received (domain/payment.ts). */
    movable: ({ context }) => moveChoices(context).price !== null && paidRefusal(context) === null,
    /** A free time is chosen whose price is below what was received. */
    belowPaid: ({ context }) => paidRefusal(context) !== null,
    /** The field's rates changed since the form read them (the team's move). */
    priceChanged: codeIs('PRICE_CHANGED'),
    /** Cancelled or started meanwhile: nothing to move. */
    notMovable: codeIs('RESERVATION_NOT_ACTIVE', 'RESERVATION_NOT_NOW'),
  },
}).createMachine({
  id: 'moveReservation',
  context: ({ input }) => {
    const today = todayInAppZone(input.now);
    const r = input.reservation;
    return {
      ...input,
      schedule: null,
      date: r.reservationDate >= today ? r.reservationDate : today,
      start: r.startTime,
      hours: r.hours,
      failure: null,
      loadError: null,
    };
  },
  initial: 'loading',
  on: {
    TICK: { actions: assign({ now: ({ event }) => event.now }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ fieldId: context.fieldId }),
        onDone: { target: 'editing', actions: assign({ schedule: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
      on: { CLOSE: { target: 'closed' } },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading' }, CLOSE: { target: 'closed' } },
    },
    editing: {
      on: {
        ...slotChoosing,
        SCHEDULE_READ: { actions: assign({ schedule: ({ event }) => event.schedule }) },
        SUBMIT: [
          { guard: 'movable', target: 'moving', actions: assign({ failure: null }) },
          { guard: 'belowPaid', actions: assign({ failure: ({ context }) => paidRefusal(context) }) },
        ],
        CLOSE: { target: 'closed' },
      },
    },
    moving: {
      invoke: {
        id: 'move',
        src: 'move',
        input: ({ context }) => {
          const { startTime, hours, price } = moveChoices(context);
          return { reservation: context.reservation, to: { reservationDate: context.date, startTime, hours, price: price! } };
        },
        onDone: { target: 'moved', actions: { type: 'moved', params: ({ event }) => ({ reservation: event.output }) } },
        onError: [
          { guard: 'answerUndecided', target: 'editing', actions: [assign({ failure: failureOf }), 'unsure'] },
          { guard: 'fieldChangedMeanwhile', target: 'rereading', actions: assign({ failure: failureOf }) },
          { guard: 'priceChanged', target: 'rereading', actions: assign({ failure: failureOf }) },
          { guard: 'notMovable', target: 'refused', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
          { target: 'editing', actions: assign({ failure: failureOf }) },
        ],
      },
    },
    rereading: {
      // The field changed meanwhile: its schedule is read again while the form keeps what was chosen.
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ fieldId: context.fieldId }),
        onDone: { target: 'editing', actions: assign({ schedule: ({ event }) => event.output }) },
        onError: { target: 'editing' },
      },
      on: { ...slotChoosing, CLOSE: { target: 'closed' } },
    },
    moved: { type: 'final', entry: 'closed' },
    refused: { type: 'final', entry: 'closed' },
    closed: { type: 'final', entry: 'closed' },
  },
});
