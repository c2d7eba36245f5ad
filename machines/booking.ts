/**
 * The booking wizard (docs/product.md, "Booking"): preparing → editing → checkingAvailability → summary →
 * creating → done, or blockedByActiveReservation when the team already holds an ACTIVE reservation. A check that got
 * no answer ends in checkFailed: the time stays chosen, with the reason, and RETRY asks about it again.
 * A time taken by somebody else while the page was open (SLOT_TAKEN, from the check or from creating), a day its
 * administrator closed meanwhile (DAY_CLOSED) or a field set inactive (FIELD_CLOSED) goes through refreshingSlots,
 * which reloads the field with its busy reservations and closed days, so the page shows how it stands now.
 * Tapping a free start time sends CHECK (1 hour) from editing; in the summary another length sends CHECK
 * again; CANCEL (the summary's 'Cancelar', Escape or ×) goes back to editing keeping the date and time chosen.
 *
 * The day shown is context (`date`): the address's (`?date=`) when it names a day, else, once the field is read, its
 * first day with a free time (domain/booking.ts). DATE (a day chip, 'Fecha') chooses another, clears the error and
 * adds a history entry for it (`navigate`), so a reload or a shared link opens that day and Back returns to the day
 * before. Opening the summary adds an entry carrying its date, start and length (`?date=&start=&hours=`), marked as
 * the summary's; closing it otherwise than by Back takes that entry back (`navigate` -1). The invoked callback actor
 * `history`, provided by the app, tells of the browser's own moves (Back, Forward) as HISTORY with the address's
 * date and time: leaving the summary's entry closes the summary as CANCEL does, coming to another day shows it,
 * and Forward onto a summary's entry checks its time again. A link's time (`?date=&start=&hours=`) is asked about as
 * soon as the field is read, when it is free.
 *
 * The requests are actors invoked by the state that needs them, so leaving the state stops them and a late
 * answer is never taken: `prepare` (the field and whether the team has an ACTIVE reservation),
 * `checkAvailability`, `createReservation` and `reloadField` (the field again, with its busy reservations). The app provides them (src/features/booking/api.ts);
 * tests provide their own. A refusal is told apart by its error code (domain/errors.ts), never by its text.
 * What is UI (the notices and the navigation) stays in provided actions.
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { appNow } from '../domain/clock';
import { dayStartTimes, firstDayWithFreeTime, fittingHours } from '../domain/booking';
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS, DAY_CHIPS } from '../domain/constants';
import { errorCodeOf } from '../domain/errorBody';
import { isValidDate, TIME_PATTERN } from '../domain/time';
import { ActiveCheckFailed } from './activeCheck';
import { answerGuards } from './answers';
import { failureReasonOf, undecided } from './failureReason';
import * as MSG from '../domain/messages';
import type { AvailabilityRequest } from '../domain/schemas';
import type { AvailabilityResult, Field, Reservation } from '../domain/types';

/**
 * What the page's address says: its day (`?date=`, a real day or null), the time a link asks for (`start`, with
 * its length `hours` when 1 to 3; only with a day) and whether the entry is the one the summary added.
 */
export interface BookingAddress {
  date: string | null;
  start: string | null;
  hours: number | null;
  summary: boolean;
}

/** The history entry's state the summary's entry carries (React Router keeps it as the location's state). */
export interface SummaryEntry {
  bookingSummary?: true;
}

/** Reads an address's query (`?date=&start=&hours=`) and its entry's state; anything else is left out. */
export function readAddress(search: string, state: unknown): BookingAddress {
  const params = new URLSearchParams(search);
  const asked = params.get('date');
  const date = asked && isValidDate(asked) ? asked : null;
  // A link's time goes with its date: with no date, or one that is no day ('2026-11-31'), no time is chosen, never
  // a summary of another day than the one meant. Its length goes with its time.
  const startParam = params.get('start') ?? '';
  const start = date && TIME_PATTERN.test(startParam) ? startParam : null;
  const askedHours = Number(params.get('hours'));
  const hours = start && Number.isInteger(askedHours) && askedHours >= BOOKING_MIN_HOURS && askedHours <= BOOKING_MAX_HOURS ? askedHours : null;
  return { date, start, hours, summary: Boolean((state as SummaryEntry | null)?.bookingSummary) };
}

/** Where the page goes: an address of the same page (`?…`), added or in place of the entry, or -1 for one step Back. */
export type BookingNavigation = { to: string; replace?: boolean; summary?: boolean } | { to: -1 };

export interface BookingInput {
  fieldId: number;
  /** null when the player has no team: the wizard then says so and books nothing. */
  teamId: number | null;
  /** The address the page was opened at. */
  address: BookingAddress;
}

export interface BookingContext {
  fieldId: number;
  teamId: number | null;
  /** The day whose times are shown; null until the field is read when the address names none. */
  date: string | null;
  /** A link's time, asked about once the field is read; then forgotten. */
  link: { startTime: string; hours: number | null } | null;
  /** Whether the history entry in sight is the one the summary added. */
  summaryEntry: boolean;
  /** The field being booked, with its busy (ACTIVE, not ended) reservations for the calendar. */
  field: Field | null;
  /** What the player asked for last; kept while the server checks it and the summary shows it. */
  request: AvailabilityRequest | null;
  /** The server's answer to the availability check: what the summary shows and what is created. */
  availability: AvailabilityResult | null;
  /** The reason the server (or loading) refused, in Spanish, shown above the form. */
  error: string | null;
  /** Whether another try may load the field: no answer came or the server failed, not a refusal ('La cancha no existe.'). */
  retryable: boolean;
  /** What could not be read while preparing: the field, or whether the team already holds an ACTIVE reservation. */
  unread: 'field' | 'activeReservation';
  reservation: Reservation | null;
}

/** The request's error behind a preparing failure. */
const preparingFailure = (error: unknown) => (error instanceof ActiveCheckFailed ? error.reason : error);

export type BookingEvent =
  | { type: 'RETRY' }
  | { type: 'CHECK'; request: AvailabilityRequest }
  | { type: 'DATE'; date: string }
  | { type: 'HISTORY'; address: BookingAddress }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** What `prepare` answers. */
export interface PreparedBooking {
  field: Field;
  hasActiveReservation: boolean;
}

/** The booking as the summary showed it: its end and the total agreed (the server refuses another, PRICE_CHANGED). */
export type NewReservation = AvailabilityRequest & { endTime: string; price: number };

const notProvided = (name: string) => () => Promise.reject(new Error(`booking: actor ${name} not provided`));

/** The link's time as a request, when it is free on the field as read: its length when that fits, else an hour. */
function linkRequest(context: BookingContext, field: Field): AvailabilityRequest | null {
  const { link, date, teamId, fieldId } = context;
  if (!link || !date || teamId === null) return null;
  const busy = field.reservations ?? [];
  if (!dayStartTimes(field, date, busy, appNow()).some((t) => t.time === link.startTime && t.state === 'free')) return null;
  const hours = link.hours && fittingHours(field, date, link.startTime, busy).includes(link.hours) ? link.hours : BOOKING_MIN_HOURS;
  return { teamId, fieldId, reservationDate: date, startTime: link.startTime, hours };
}

/** A summary's entry reached by Forward, as a request for its time. */
function entryRequest(context: BookingContext, address: BookingAddress): AvailabilityRequest | null {
  if (!address.summary || !address.date || !address.start || context.teamId === null) return null;
  const hours = address.hours ?? BOOKING_MIN_HOURS;
  return { teamId: context.teamId, fieldId: context.fieldId, reservationDate: address.date, startTime: address.start, hours };
}

/** An action that may move the address: it enqueues the provided `navigate` (typed here, before the machine is). */
const withNavigation = (
  body: Parameters<
    typeof enqueueActions<
      BookingContext,
      BookingEvent,
      undefined,
      BookingEvent,
      never,
      { type: 'navigate'; params: BookingNavigation },
      never,
      never,
      never
    >
  >[0],
) =>
  enqueueActions<BookingContext, BookingEvent, undefined, BookingEvent, never, { type: 'navigate'; params: BookingNavigation }, never, never, never>(
    body,
  );

export const bookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent, input: {} as BookingInput },
  actors: {
    /** Loads the field and whether the team holds an ACTIVE reservation. */
    prepare: fromPromise<PreparedBooking, { fieldId: number; teamId: number }>(notProvided('prepare')),
    /** Asks the server whether the slot can be booked; answers the summary's data. */
    checkAvailability: fromPromise<AvailabilityResult, AvailabilityRequest>(notProvided('checkAvailability')),
    /** Creates the reservation. */
    createReservation: fromPromise<Reservation, NewReservation>(notProvided('createReservation')),
    /** Loads the field again, with its busy reservations, after a time was found taken. */
    reloadField: fromPromise<Field, { fieldId: number }>(notProvided('reloadField')),
    /** Tells of the browser's own moves in the history (Back, Forward) as HISTORY; the app provides it. */
    history: fromCallback<BookingEvent>(() => undefined),
  },
  actions: {
    /** 'Reserva creada' and on to the team's reservation list. */
    onCreated: (_, _params: { reservation: Reservation }) => {},
    /** The warning 'Tienes una reserva activa' and on to the team's reservation list. */
    onActiveReservation: () => {},
    /** Moves the page's address (React Router's navigate). */
    navigate: (_, _params: BookingNavigation) => {},
    /** The server's refusal above the form; the refused summary goes. */
    refuse: assign({ availability: null, error: ({ event }) => failureReasonOf((event as { error?: unknown }).error, MSG.general.saveFailed) }),
    /** Another day chosen: shown, its error gone, and an entry of its own in the history. */
    chooseDate: withNavigation(({ event, enqueue }) => {
      const { date } = event as { date: string };
      enqueue({ type: 'navigate', params: { to: `?date=${date}` } });
      enqueue.assign({ date, error: null });
    }),
    /** The field is read: the address names the day shown (in place of the link's entry), the link's time is used. */
    showDay: withNavigation(({ context, enqueue }) => {
      if (!context.summaryEntry) enqueue({ type: 'navigate', params: { to: `?date=${context.date}`, replace: true } });
      enqueue.assign({ link: null });
    }),
    /** The summary opens: an entry of its own, with its date, start and length, so that Back closes it. */
    enterSummaryEntry: withNavigation(({ context, enqueue }) => {
      if (context.summaryEntry || !context.request) return;
      const { reservationDate, startTime, hours } = context.request;
      enqueue({ type: 'navigate', params: { to: `?date=${reservationDate}&start=${startTime}&hours=${hours}`, summary: true } });
      enqueue.assign({ summaryEntry: true });
    }),
    /** The summary closed otherwise than by Back (Cancelar, Escape, ×, a refusal): its entry is taken back. */
    leaveSummaryEntry: withNavigation(({ context, enqueue }) => {
      if (!context.summaryEntry) return;
      enqueue({ type: 'navigate', params: { to: -1 } });
      enqueue.assign({ summaryEntry: false });
    }),
    /** The browser moved to another entry: its day is shown; the summary's entry or not, as it says. */
    followHistory: assign({
      date: ({ context, event }) => (event as { address: BookingAddress }).address.date ?? context.date,
      summaryEntry: ({ event }) => (event as { address: BookingAddress }).address.summary,
      // The link's time was for the entry left.
      link: null,
    }),
  },
  guards: {
    withoutTeam: ({ context }) => context.teamId === null,
    teamHasActiveReservation: ({ event }) => errorCodeOf((event as { error?: unknown }).error) === 'TEAM_HAS_ACTIVE_RESERVATION',
    /** The field changed since the page read it: a time taken, a day closed, the field set inactive. */
    fieldChanged: answerGuards.fieldChangedMeanwhile,
    undecided: answerGuards.answerUndecided,
    /** Another day than the one shown. */
    otherDate: ({ context, event }) => (event as { date: string }).date !== context.date,
    /** The browser left the summary's entry. */
    leftSummary: ({ event }) => !(event as { address: BookingAddress }).address.summary,
    /** Forward onto a summary's entry: its time is checked again. */
    toSummary: ({ context, event }) => entryRequest(context, (event as { address: BookingAddress }).address) !== null,
    /** The link's time is free on the field just read. */
    linkFree: ({ context, event }) => linkRequest(context, (event as unknown as { output: PreparedBooking }).output.field) !== null,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    fieldId: input.fieldId,
    teamId: input.teamId,
    date: input.address.date,
    link: input.address.start ? { startTime: input.address.start, hours: input.address.hours } : null,
    summaryEntry: input.address.summary,
    field: null,
    request: null,
    availability: null,
    error: null,
    retryable: true,
    unread: 'field',
    reservation: null,
  }),
  invoke: { id: 'history', src: 'history' },
  on: { HISTORY: { actions: 'followHistory' } },
  initial: 'preparing',
  states: {
    preparing: {
      always: { guard: 'withoutTeam', target: 'unavailable', actions: assign({ error: MSG.reservation.noTeam }) },
      invoke: {
        id: 'prepare',
        src: 'prepare',
        input: ({ context }) => ({ fieldId: context.fieldId, teamId: context.teamId! }),
        onDone: [
          {
            guard: ({ event }) => event.output.hasActiveReservation,
            target: 'blockedByActiveReservation',
            actions: assign({ field: ({ event }) => event.output.field }),
          },
          {
            // A link's free time: straight to its summary.
            guard: 'linkFree',
            target: 'checkingAvailability',
            actions: [
              assign({
                field: ({ event }) => event.output.field,
                error: null,
                request: ({ context, event }) => linkRequest(context, event.output.field),
              }),
              'showDay',
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({
                field: ({ event }) => event.output.field,
                error: null,
                // Without a day in the address, the first with a free time, never a today whose times have all passed.
                date: ({ context, event }) =>
                  context.date ??
                  firstDayWithFreeTime(
                    event.output.field,
                    event.output.field.reservations ?? [],
                    appNow(),
                    event.output.field.bookingHorizonDays,
                    DAY_CHIPS,
                  ),
              }),
              'showDay',
            ],
          },
        ],
        onError: {
          target: 'unavailable',
          actions: assign({
            error: ({ event }) => failureReasonOf(preparingFailure(event.error), MSG.field.loadFailed),
            retryable: ({ event }) => undecided(preparingFailure(event.error)),
            unread: ({ event }) => (event.error instanceof ActiveCheckFailed ? 'activeReservation' : 'field'),
          }),
        },
      },
    },
    /** The field could not be loaded, or this user cannot book (no team): the message, and a retry when another try may help. */
    unavailable: {
      on: { RETRY: { target: 'preparing', actions: assign({ error: null }) } },
    },
    editing: {
      entry: 'leaveSummaryEntry',
      on: {
        CHECK: { target: 'checkingAvailability', actions: assign({ request: ({ event }) => event.request, error: null }) },
        // Another day: the error about the last one goes.
        DATE: { guard: 'otherDate', actions: 'chooseDate' },
        HISTORY: [
          {
            guard: 'toSummary',
            target: 'checkingAvailability',
            actions: ['followHistory', assign({ request: ({ context, event }) => entryRequest(context, event.address), error: null })],
          },
          { actions: 'followHistory' },
        ],
      },
    },
    checkingAvailability: {
      invoke: {
        id: 'checkAvailability',
        src: 'checkAvailability',
        input: ({ context }) => context.request!,
        onDone: { target: 'summary', actions: assign({ availability: ({ event }) => event.output }) },
        onError: [
          { guard: 'teamHasActiveReservation', target: 'blockedByActiveReservation' },
          // Taken (or the day closed) since the page loaded: the message, and the field read again.
          { guard: 'fieldChanged', target: 'refreshingSlots', actions: 'refuse' },
          // No answer, or the server failing: nothing was decided about the time.
          { guard: 'undecided', target: 'checkFailed', actions: 'refuse' },
          // A refusal shows the server's message and the form stays as the player left it.
          { target: 'editing', actions: 'refuse' },
        ],
      },
      on: {
        // Back while the time (or another length) is checked: the summary is not opened, as if closed.
        HISTORY: { guard: 'leftSummary', target: 'editing', actions: ['followHistory', assign({ availability: null, error: null })] },
      },
    },
    /** The time chosen could not be checked: it stays chosen with the reason, and RETRY asks about it again. */
    checkFailed: {
      entry: 'leaveSummaryEntry',
      on: {
        RETRY: { target: 'checkingAvailability', actions: assign({ error: null }) },
        CHECK: { target: 'checkingAvailability', actions: assign({ request: ({ event }) => event.request, error: null }) },
        DATE: { guard: 'otherDate', target: 'editing', actions: 'chooseDate' },
      },
    },
    summary: {
      entry: 'enterSummaryEntry',
      on: {
        CONFIRM: { target: 'creating', actions: assign({ error: null }) },
        // Another length: checked again, the summary showing the last answer meanwhile.
        CHECK: { target: 'checkingAvailability', actions: assign({ request: ({ event }) => event.request, error: null }) },
        // The date and time chosen stay (context.request); only the answer is dropped.
        CANCEL: { target: 'editing', actions: assign({ availability: null, error: null }) },
        // Back: the summary's entry is left, which closes it as CANCEL does.
        HISTORY: { guard: 'leftSummary', target: 'editing', actions: ['followHistory', assign({ availability: null, error: null })] },
      },
    },
    creating: {
      invoke: {
        id: 'createReservation',
        src: 'createReservation',
        input: ({ context }) => ({ ...context.request!, endTime: context.availability!.endTime, price: context.availability!.price }),
        onDone: { target: 'done', actions: assign({ reservation: ({ event }) => event.output }) },
        onError: [
          { guard: 'teamHasActiveReservation', target: 'blockedByActiveReservation' },
          // Someone took the slot (or the day was closed) between the check and the confirmation: the field is read again.
          { guard: 'fieldChanged', target: 'refreshingSlots', actions: 'refuse' },
          // No answer, or the server failing: nothing was decided, so the summary stays with the reason and
          // 'Confirmar reserva' sends the same booking again.
          {
            guard: 'undecided',
            target: 'summary',
            actions: assign({ error: ({ event }) => failureReasonOf(event.error, MSG.general.saveFailed) }),
          },
          // Any other refusal, a rate changed since the summary (PRICE_CHANGED, naming the new total) among them.
          { target: 'editing', actions: 'refuse' },
        ],
      },
    },
    /**
     * The field read again after a SLOT_TAKEN, DAY_CLOSED or FIELD_CLOSED, the refusal shown meanwhile. Its failure keeps the times as
     * they were: the refusal already says why, and the next tap asks the server again.
     */
    refreshingSlots: {
      entry: 'leaveSummaryEntry',
      invoke: {
        id: 'reloadField',
        src: 'reloadField',
        input: ({ context }) => ({ fieldId: context.fieldId }),
        onDone: { target: 'editing', actions: assign({ field: ({ event }) => event.output }) },
        onError: 'editing',
      },
      on: {
        // Another date meanwhile: the error about the last one goes, the reload goes on.
        DATE: { guard: 'otherDate', actions: 'chooseDate' },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'onCreated', params: ({ context }) => ({ reservation: context.reservation! }) },
    },
    blockedByActiveReservation: {
      type: 'final',
      entry: 'onActiveReservation',
    },
  },
});
