/**
 * 'Reserva manual' (docs/product.md, "Manual bookings"): the field's administrator books a slot for a customer who
 * called, wrote or walked in, once or as a weekly fixed turn ('Repetir cada semana'). The date, the start, the hours,
 * the turn's repeat and weeks, the submit (with the customer's details the form checked), 'Aceptar' and CLOSE (Escape,
 * ×) are events; the times offered follow domain/booking.ts (`manualChoices`), a fixed turn's dates and total follow
 * domain/fixedTurn.ts, and a deposit above the first date's total is refused by a guard (domain/payment.ts) before
 * anything goes out.
 *
 * loading → editing → creating → created (a single booking: the form closes) or turnCreated (a fixed turn: the dates
 * booked and the 'Fechas omitidas' the server answered, until 'Aceptar'). The field's schedule is read first
 * (`loadFailed` offers RETRY); today without a start left, the form then opens on tomorrow. A time taken, a day
 * closed or the field set inactive meanwhile go to `rereading` (the schedule read again, the form kept); no answer,
 * or a 5xx, goes back to editing with the same request key, so the same booking sent again is made once
 * (machines/answers.ts); any other refusal says the server's reason. SCHEDULE_READ takes a quiet re-read of the
 * schedule, TICK the clock.
 */
import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { bookingDateProblem, closedDayProblem, manualHours, manualStartTimes } from '../domain/booking';
import { BOOKING_MIN_HOURS } from '../domain/constants';
import { failureReasonOf } from './failureReason';
import { manualBookingPlan } from '../domain/fixedTurn';
import * as MSG from '../domain/messages';
import { paymentRefusal } from '../domain/payment';
import { bookingPrice } from '../domain/pricing';
import {
  manualRequestOf,
  manualReservationFormDefaults,
  manualReservationFormSchema,
  weeksSchema,
  type ManualReservationForm,
  type ManualReservationRequest,
} from '../domain/schemas';
import { addDays, todayInAppZone } from '../domain/time';
import type { Field, KnownCustomer, ManualReservationResult, Reservation } from '../domain/types';
import { answerGuards } from './answers';
import { newRequestKey } from './requestKey';
import { slotActions, slotChoosing, type SlotChoice, type SlotEvent } from './slotChoice';

/** What the form offers bookable times from: the field (hours, status, horizon), its ACTIVE reservations and known customers. */
export interface ManualBookingData {
  field: Field;
  busy: Reservation[];
  /** The customers of the field's earlier manual bookings, which the form suggests. */
  customers: KnownCustomer[];
}

/** The form's own inputs, which the view checks before SUBMIT: the customer's, the note and the deposit. */
export type ManualDetails = Pick<ManualReservationForm, 'customerName' | 'customerCellphone' | 'note' | 'paid' | 'paidMethod'>;

export interface ManualInput {
  fieldId: number;
  /** The day the form starts on ('YYYY-MM-DD', the calendar's), when later than today. */
  day?: string;
  now: Date;
}

export interface ManualContext extends ManualInput, SlotChoice {
  data: ManualBookingData | null;
  /** Why the schedule could not be read (`loadFailed`): a lost connection offers 'Reintentar'. */
  loadError: unknown;
  repeat: boolean;
  /** The turn's weeks as typed ('' while empty). */
  weeks: number | '';
  /** Why a deposit was refused before sending, with the amount it was said of. */
  depositRefusal: { paid: number; message: string } | null;
  /** Why the last booking was not made, shown in the form; null when nothing failed. */
  failure: string | null;
  /** What was sent last and its key (`Idempotency-Key`): the same booking sent again after no answer keeps it. */
  request: ManualReservationRequest | null;
  key: string | null;
  /** How many times in a row this same booking was sent (1 the first time): each time with the same key. */
  attempts: number;
  /** What the server answered for a fixed turn: the dates booked and those left out. */
  result: ManualReservationResult | null;
}

export type ManualEvent =
  | SlotEvent
  | { type: 'REPEAT_CHANGED'; repeat: boolean }
  | { type: 'WEEKS_CHANGED'; weeks: number | '' }
  | { type: 'SUBMIT'; details: ManualDetails }
  | { type: 'RETRY' }
  | { type: 'ACCEPT' }
  | { type: 'CLOSE' }
  | { type: 'SCHEDULE_READ'; data: ManualBookingData }
  | { type: 'TICK'; now: Date };

/** The start the form proposes first, when the day offers it: the evening, when most games are booked. */
export const PREFERRED_START = '19:00';

/**
 * The start shown. Before the administrator chose one (`asked` empty): the preferred one, else the first that is not
 * the walk-in slot. Once chosen: that one while offered, else none, so that 'Hora de inicio' asks for another
 * ('Elige la hora') rather than book an hour nobody chose (a fixed turn does not offer the walk-in slot, say).
 */
const startShown = (times: readonly { time: string; walkIn?: boolean }[], asked: string) => {
  if (asked !== '') return times.some((t) => t.time === asked) ? asked : '';
  return times.find((t) => t.time === PREFERRED_START)?.time ?? times.find((t) => !t.walkIn)?.time ?? times[0]?.time ?? '';
};

/**
 * What the form offers and would send, by the rules the server applies (domain/booking.ts, domain/pricing.ts,
 * domain/fixedTurn.ts): the free start times of the date (today the slot under way too, as a walk-in), the lengths
 * that fit, the price to tell the customer and, for a fixed turn, the dates it books and leaves out and their total.
 */
export function manualChoices({ data, date, start, hours: askedHours, repeat, weeks, now }: ManualContext) {
  const { field, busy } = data!;
  const dateProblem = bookingDateProblem(date, now, field.bookingHorizonDays) ?? closedDayProblem(field, date);
  const times = dateProblem ? [] : manualStartTimes(field, date, busy, repeat, now, { walkIn: true });
  const startTime = startShown(times, start);
  const walkIn = times.some((t) => t.walkIn && t.time === startTime);
  const lengths = startTime ? manualHours(field, date, startTime, busy, repeat) : [];
  const hours = lengths.includes(askedHours) ? askedHours : (lengths.at(-1) ?? BOOKING_MIN_HOURS);
  const single = startTime && lengths.length > 0 ? bookingPrice(field, date, startTime, hours) : null;
  // A fixed turn's price per week is that of its first date booked, which a deposit goes to.
  const turn =
    single !== null && repeat && v.is(weeksSchema, weeks) ? manualBookingPlan({ reservationDate: date, startTime, hours, weeks }, field, busy) : null;
  const total = turn?.booked[0]?.price ?? single;
  const noTimes = field.status !== 'ACTIVE' ? MSG.reservation.fieldInactive : !dateProblem && times.length === 0 ? MSG.reservation.noFreeTimes : null;
  return { field, dateProblem, times, startTime, walkIn, lengths, hours, single, turn, total, noTimes };
}

/**
 * The schedule read, the day the form opens on: the one asked for, or tomorrow when that is today and today offers no
 * start (its hours over, or closed): late in the evening the owner books for the next day.
 */
function openingDay(context: ManualContext): Pick<ManualContext, 'data' | 'date'> {
  const today = todayInAppZone(context.now);
  const date = context.date === today && manualChoices(context).times.length === 0 ? addDays(today, 1) : context.date;
  return { data: context.data, date };
}

/** The whole form as domain/schemas.ts checks it: the details the view holds and the slot the machine holds. */
export function manualFormValues(context: ManualContext, details: ManualDetails): ManualReservationForm {
  const { startTime, hours } = manualChoices(context);
  return { ...details, reservationDate: context.date, startTime, hours, repeat: context.repeat, weeks: context.weeks };
}

/** The deposit's refusal the form shows: only while the amount it was said of is still the one typed. */
export const depositRefusalShown = ({ depositRefusal }: Pick<ManualContext, 'depositRefusal'>, paid: ManualDetails['paid']) =>
  depositRefusal && paid === depositRefusal.paid ? depositRefusal.message : null;

const detailsOf = (event: unknown) => (event as { details: ManualDetails }).details;

/** Why the deposit cannot be taken: more than the first date's total, which only the form knows before sending. */
const depositProblem = (context: ManualContext, details: ManualDetails) => {
  const { total } = manualChoices(context);
  return details.paid === '' || total === null ? null : paymentRefusal(details.paid, total);
};

const requestOf = (context: ManualContext, details: ManualDetails) =>
  manualRequestOf(context.fieldId, v.parse(manualReservationFormSchema, manualFormValues(context, details)));

const failureOf = ({ event }: { event: unknown }) => failureReasonOf((event as { error?: unknown }).error, MSG.reservation.manualFailed);

const choosing = {
  ...slotChoosing,
  REPEAT_CHANGED: { actions: 'chooseRepeat' },
  WEEKS_CHANGED: { actions: 'chooseWeeks' },
} as const;

export const manualBookingMachine = setup({
  types: {
    context: {} as ManualContext,
    events: {} as ManualEvent,
    input: {} as ManualInput,
  },
  actors: {
    load: fromPromise<ManualBookingData, { fieldId: number }>(async () => {
      throw new Error('load actor not provided');
    }),
    create: fromPromise<ManualReservationResult, { request: ManualReservationRequest; key: string }>(async () => {
      throw new Error('create actor not provided');
    }),
  },
  actions: {
    ...slotActions<ManualContext, ManualEvent>(),
    chooseRepeat: assign({ repeat: ({ event }) => (event as { repeat: boolean }).repeat }),
    chooseWeeks: assign({ weeks: ({ event }) => (event as { weeks: number | '' }).weeks }),
    /** Provided by the view: something was booked (the list and calendar load again); `weeks` set for a fixed turn. */
    created: (_, _params: { result: ManualReservationResult; request: ManualReservationRequest }) => {},
    /** Provided by the view: the form is left. */
    closed: () => {},
  },
  guards: {
    ...answerGuards,
    /** The details and the slot make a request the server takes (domain/schemas.ts), a free time among them. */
    sendable: ({ context, event }) =>
      manualChoices(context).startTime !== '' &&
      v.is(manualReservationFormSchema, manualFormValues(context, detailsOf(event))) &&
      depositProblem(context, detailsOf(event)) === null,
    /** A deposit above the first date's total. */
    depositTooHigh: ({ context, event }) => depositProblem(context, detailsOf(event)) !== null,
    /** A single booking was made (the form closes); a fixed turn shows what it booked. */
    single: ({ context }) => context.request?.weeks === undefined,
  },
}).createMachine({
  id: 'manualBooking',
  context: ({ input }) => {
    const today = todayInAppZone(input.now);
    return {
      ...input,
      data: null,
      loadError: null,
      date: input.day && input.day > today ? input.day : today,
      // None chosen yet: the form proposes one (startShown).
      start: '',
      hours: manualReservationFormDefaults.hours,
      repeat: manualReservationFormDefaults.repeat,
      weeks: manualReservationFormDefaults.weeks,
      depositRefusal: null,
      failure: null,
      request: null,
      key: null,
      attempts: 0,
      result: null,
    };
  },
  initial: 'loading',
  on: {
    TICK: { actions: assign({ now: ({ event }) => event.now }) },
    CLOSE: { target: '.closed' },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ fieldId: context.fieldId }),
        onDone: { target: 'editing', actions: assign(({ context, event }) => openingDay({ ...context, data: event.output })) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading' } },
    },
    editing: {
      on: {
        ...choosing,
        SCHEDULE_READ: { actions: assign({ data: ({ event }) => event.data }) },
        SUBMIT: [
          {
            guard: 'sendable',
            target: 'creating',
            actions: assign(({ context, event }) => {
              const request = requestOf(context, event.details);
              // The same booking sent again after a failure keeps its key: a server that made it answers it again.
              const again = context.failure !== null && JSON.stringify(request) === JSON.stringify(context.request);
              const kept = again && context.key !== null;
              return {
                request,
                key: kept ? context.key : newRequestKey(),
                attempts: kept ? context.attempts + 1 : 1,
                failure: null,
                depositRefusal: null,
              };
            }),
          },
          {
            guard: 'depositTooHigh',
            actions: assign({
              depositRefusal: ({ context, event }) => ({ paid: event.details.paid as number, message: depositProblem(context, event.details)! }),
            }),
          },
        ],
      },
    },
    creating: {
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ request: context.request!, key: context.key! }),
        onDone: [
          {
            guard: 'single',
            target: 'created',
            actions: { type: 'created', params: ({ context, event }) => ({ result: event.output, request: context.request! }) },
          },
          {
            target: 'turnCreated',
            actions: [
              assign({ result: ({ event }) => event.output }),
              { type: 'created', params: ({ context, event }) => ({ result: event.output, request: context.request! }) },
            ],
          },
        ],
        onError: [
          { guard: 'answerUndecided', target: 'editing', actions: assign({ failure: failureOf }) },
          { guard: 'fieldChangedMeanwhile', target: 'rereading', actions: assign({ failure: failureOf }) },
          // Any other refusal: the server's reason.
          { target: 'editing', actions: assign({ failure: failureOf }) },
        ],
      },
    },
    rereading: {
      // The field changed meanwhile: its schedule is read again, and the refused time (or closed day) no longer shows as free.
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ fieldId: context.fieldId }),
        onDone: { target: 'editing', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'editing' },
      },
      on: { ...choosing },
    },
    turnCreated: {
      on: { ACCEPT: { target: 'closed' } },
    },
    created: { type: 'final', entry: 'closed' },
    closed: { type: 'final', entry: 'closed' },
  },
});
