/**
 * 'Reserva manual' (machines/manualBooking.ts): every shortest path and every edge of the machine's graph, for a
 * single booking and a weekly fixed turn, replayed on a real actor whose `load` and `create` requests are fakes. In
 * each state the suite checks that a booking goes out only for a free time of the field, with the customer's details
 * the rules take and a deposit not above the first date's total (domain/payment.ts); that the same booking sent
 * again after no answer keeps its request key while any other gets a new one; that a time taken meanwhile reads the
 * field again; and what the screen was told (created, closed).
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { paymentRefusal } from '../../domain/payment';
import type { ManualReservationRequest } from '../../domain/schemas';
import type { ManualReservationResult, Reservation } from '../../domain/types';
import { manualBookingMachine, manualChoices, type ManualBookingData, type ManualDetails } from '../../machines/manualBooking';
import { apiError, describePaths, done, failed, fakeActors, type Call } from './paths';
import { field } from '../fixtures/slotField';

// The suites' clock: Friday 20 November 2026, 10:00 a. m. in Bogotá; the form opens on Monday the 23rd.
const NOW = new Date('2026-11-20T15:00:00Z');
const other = { id: 9, status: 'ACTIVE', reservationDate: '2026-11-23', startTime: '10:00', endTime: '11:00', hours: 1 } as Reservation;
const DATA: ManualBookingData = { field, busy: [other], customers: [] };
// Read again later: 8:00 a. m. of the 23rd was taken meanwhile.
const LATER: ManualBookingData = { ...DATA, busy: [other, { ...other, id: 10, startTime: '08:00', endTime: '10:00', hours: 2 }] };
const noAnswer = Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true });
const details = (d: Partial<ManualDetails>): ManualDetails => ({
  customerName: 'Pedro Pérez',
  customerCellphone: '3001234567',
  note: '',
  paid: '',
  paidMethod: 'CASH',
  ...d,
});
const GOOD = details({ paid: 20000 });
const TOO_MUCH = details({ paid: 500000 });
const NO_NAME = details({ customerName: '' });
const booked = (date: string) => ({ ...other, id: 20, reservationDate: date, startTime: '08:00', endTime: '09:00' });
const RESULT: ManualReservationResult = {
  reservations: [booked('2026-11-23'), booked('2026-12-14')],
  skipped: [
    { date: '2026-11-30', reason: 'TAKEN' },
    { date: '2026-12-07', reason: 'HOLIDAY' },
  ],
};
const FAILED_OTHER = 'La cancha no acepta reservas manuales.';

type Chosen = {
  value: unknown;
  context: {
    date: string;
    start: string;
    hours: number;
    repeat: boolean;
    weeks: number | '';
    now: Date;
    data: ManualBookingData | null;
    request: unknown;
  };
};

// How far the choices go (the graph stays small enough to replay every edge): before the first submit, CHOICES of
// another date, start and length, the turn switched on (its weeks then emptied, a number the rules refuse), a quiet
// re-read finding 8:00 a. m. taken, and details refused; once a booking went out, the same sent again, and while the
// field is read again after a refusal the same choices. The clock moves a minute once, while the form loads.
// The fast loop makes one such choice; FULL_PATHS=1 (npm run test:full) two, some three thousand states.
const CHOICES = process.env.FULL_PATHS === '1' ? 2 : 1;
const EVENTS = ({ value, context: c }: Chosen) => {
  const made = [c.date === '2026-11-24', c.start === '11:00', c.hours === 2, c.repeat, c.weeks === ''].filter(Boolean).length;
  const first = c.request === null;
  const open = value === 'rereading' || (value === 'editing' && first);
  const choosing = made < CHOICES && open;
  return [
    ...(choosing && c.date !== '2026-11-24' ? [{ type: 'DATE_CHANGED', date: '2026-11-24' }] : []),
    ...(choosing && c.start !== '11:00' ? [{ type: 'START_CHANGED', start: '11:00' }] : []),
    ...(choosing && c.hours !== 2 ? [{ type: 'HOURS_CHANGED', hours: 2 }] : []),
    ...(choosing && !c.repeat ? [{ type: 'REPEAT_CHANGED', repeat: true }] : []),
    ...(open && c.repeat && c.weeks !== '' ? [{ type: 'WEEKS_CHANGED', weeks: '' }] : []),
    ...(c.data === null && c.now === NOW ? [{ type: 'TICK', now: new Date('2026-11-20T15:01:00Z') }] : []),
    ...(first && c.data?.busy.length === 1 ? [{ type: 'SCHEDULE_READ', data: LATER }] : []),
    { type: 'SUBMIT', details: GOOD },
    ...(first
      ? [
          { type: 'SUBMIT', details: TOO_MUCH },
          { type: 'SUBMIT', details: NO_NAME },
        ]
      : []),
    { type: 'RETRY' },
    { type: 'ACCEPT' },
    { type: 'CLOSE' },
    done('load', DATA),
    failed('load', noAnswer),
    done('create', RESULT),
    failed('create', noAnswer),
    failed('create', apiError(409, 'SLOT_TAKEN', MSG.reservation.slotTaken)),
    failed('create', apiError(400, 'VALIDATION_FAILED', FAILED_OTHER)),
  ];
};

function build(calls: Call[], log: string[]) {
  return manualBookingMachine.provide({
    actors: fakeActors(['load', 'create'], calls) as never,
    actions: {
      created: (_, { request }) => void log.push(request.weeks === undefined ? 'created' : `created:${request.weeks}`),
      closed: () => void log.push('closed'),
    },
  });
}

const creates = (calls: Call[]) => calls.filter((c) => c.src === 'create');
const inputOf = (call: Call) => call.input as { request: ManualReservationRequest; key: string };

describePaths({
  name: 'manualBooking',
  build,
  now: NOW,
  inputs: [{ fieldId: 7, day: '2026-11-23', now: NOW }],
  events: EVENTS as never,
  simplePaths: false,
  // The request key is new for each booking: states are told apart by whether one is kept.
  serializeState: ({
    value,
    context: { data, date, start, hours, repeat, weeks, now, failure, depositRefusal, request, key, attempts, loadError },
  }) =>
    JSON.stringify({
      value,
      busy: data?.busy.length,
      chosen: [date, start, hours, repeat, weeks, now === NOW],
      failure,
      refused: Boolean(depositRefusal),
      sent: request && [request.reservationDate, request.startTime, request.hours, request.weeks],
      key: Boolean(key),
      // A booking sent again with its key is another state than the first sending (more than twice is the same).
      attempts: Math.min(attempts, 2),
      loaded: Boolean(loadError),
    }),
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    const waiting = calls.filter((c) => !c.settled);
    switch (snapshot.value) {
      case 'loading':
      case 'rereading':
        // The field's schedule is read, once.
        expect(waiting).toHaveLength(1);
        expect(waiting[0]).toMatchObject({ src: 'load', input: { fieldId: 7 } });
        if (snapshot.value === 'rereading') expect(context.failure).toBe(MSG.reservation.slotTaken);
        break;
      case 'loadFailed':
        expect(waiting).toEqual([]);
        expect(context.loadError).toBe(noAnswer);
        break;
      case 'editing': {
        expect(waiting).toEqual([]);
        expect(context.data).not.toBeNull();
        const choices = manualChoices(context);
        // The start shown is one the day offers; the field has none at 7:00 p. m., so the first free one.
        if (choices.startTime) expect(choices.times.map((t) => t.time)).toContain(choices.startTime);
        if (event?.type === 'SUBMIT') {
          // Nothing went out: the details or the slot are refused, or the deposit is above the first date's total.
          expect(previous?.value).toBe('editing');
          const sent = (event as unknown as { details: ManualDetails }).details;
          if (sent === TOO_MUCH && choices.total !== null) {
            expect(context.depositRefusal).toEqual({ paid: 500000, message: paymentRefusal(500000, choices.total) });
          }
          if (sent === GOOD) expect(choices.turn?.booked.length === 0 || context.weeks === '' || !choices.startTime).toBe(true);
        }
        if (event?.type === 'xstate.error.actor.create') {
          const error = (event as unknown as { error: unknown }).error;
          expect(context.failure).toBe(error === noAnswer ? MSG.failure.offline : FAILED_OTHER);
        }
        break;
      }
      case 'creating': {
        // One booking, for the free time shown, with the details given and the deposit on the first date.
        expect(waiting).toHaveLength(1);
        expect(waiting[0].src).toBe('create');
        const choices = manualChoices(context);
        const { request, key } = inputOf(waiting[0]);
        expect(request).toMatchObject({
          fieldId: 7,
          customerName: 'Pedro Pérez',
          customerCellphone: '3001234567',
          reservationDate: context.date,
          startTime: choices.startTime,
          hours: choices.hours,
          paid: 20000,
        });
        expect(request.weeks).toBe(context.repeat ? context.weeks : undefined);
        expect(choices.times.map((t) => t.time)).toContain(choices.startTime);
        expect(choices.lengths).toContain(choices.hours);
        expect(20000).toBeLessThanOrEqual(choices.total!);
        expect(context.failure).toBeNull();
        // The same booking sent again after a failure keeps its key; any other booking gets a new one.
        const before = creates(calls).at(-2);
        expect(context.attempts > 1).toBe(Boolean(before) && key === inputOf(before!).key);
        if (before) {
          const again = previous?.context.failure !== null && JSON.stringify(inputOf(before).request) === JSON.stringify(request);
          expect(key === inputOf(before).key).toBe(again);
        }
        break;
      }
      case 'created':
        expect(context.request?.weeks).toBeUndefined();
        expect(log.slice(-2)).toEqual(['created', 'closed']);
        break;
      case 'turnCreated':
        expect(log.at(-1)).toBe(`created:${context.request!.weeks}`);
        expect(context.result).toEqual(RESULT);
        expect(waiting).toEqual([]);
        break;
      case 'closed':
        expect(log.at(-1)).toBe('closed');
        expect(waiting).toEqual([]);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('the day the form opens on', () => {
  const opened = async (now: Date, day?: string) => {
    const actor = createActor(
      manualBookingMachine.provide({ actors: { load: fromPromise(async (): Promise<ManualBookingData> => ({ field, busy: [], customers: [] })) } }),
      {
        input: { fieldId: 7, day, now },
      },
    ).start();
    const editing = await waitFor(actor, (s) => s.matches('editing'));
    actor.stop();
    return editing.context.date;
  };

  it('is today while today offers a start, tomorrow once its hours are over, and a later day asked for', async () => {
    expect(await opened(NOW)).toBe('2026-11-20');
    // 11:10 a. m.: the slot under way, 11:00 to noon, is still offered as a walk-in.
    expect(await opened(new Date('2026-11-20T16:10:00Z'))).toBe('2026-11-20');
    // 11:40 a. m.: nothing fits before noon, when the field closes.
    expect(await opened(new Date('2026-11-20T16:40:00Z'))).toBe('2026-11-21');
    expect(await opened(new Date('2026-11-20T16:40:00Z'), '2026-11-23')).toBe('2026-11-23');
  });
});

describe('the start shown', () => {
  it("proposes one until the administrator chooses; the one chosen, once a fixed turn no longer offers it (the walk-in slot), is none: 'Elige la hora'", async () => {
    // 10:10 a. m.: the slot under way (10:00) is offered as a walk-in, for a single booking only.
    const actor = createActor(
      manualBookingMachine.provide({ actors: { load: fromPromise(async (): Promise<ManualBookingData> => ({ field, busy: [], customers: [] })) } }),
      { input: { fieldId: 7, now: new Date('2026-11-20T15:10:00Z') } },
    ).start();
    const editing = await waitFor(actor, (s) => s.matches('editing'));
    const proposed = manualChoices(editing.context);
    const walkIn = proposed.times.find((t) => t.walkIn)!.time;
    expect(proposed.startTime).not.toBe('');
    expect(proposed.startTime).not.toBe(walkIn);
    actor.send({ type: 'START_CHANGED', start: walkIn });
    expect(manualChoices(actor.getSnapshot().context)).toMatchObject({ startTime: walkIn, walkIn: true });
    actor.send({ type: 'REPEAT_CHANGED', repeat: true });
    const turn = manualChoices(actor.getSnapshot().context);
    expect(turn.times.some((t) => t.time === walkIn)).toBe(false);
    expect(turn.startTime).toBe('');
    expect(turn.total).toBeNull();
    actor.stop();
  });
});
