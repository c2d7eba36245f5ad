/**
 * The booking wizard (docs/product.md, "Booking"): every shortest and simple path of the machine's graph is
 * replayed on a real actor whose requests are fakes; in each state the suite checks which requests went
 * out with which input, what the player sees (the error above the form, the summary) and which notice and
 * navigation ran; the replay itself checks that leaving a state stops its request. The day shown and the address
 * are the machine's too: each step checks the day (the address's, the field's first free one, a day chosen, the
 * browser's Back or Forward) and which moves of the address it made (an entry per day chosen, one for the summary,
 * that entry taken back when the summary closes otherwise than by Back, none when the browser moved itself).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import * as MSG from '../../domain/messages';
import type { AvailabilityRequest } from '../../domain/schemas';
import type { AvailabilityResult, Field, Reservation } from '../../domain/types';
import { bookingMachine, type BookingAddress, type BookingContext } from '../../machines/booking';
import { apiError, done, failed, fakeActors, flush, describePaths, type Call } from './paths';

const field = { id: 7, name: 'La Bombonera', hourlyRate: 95000, openingHour: '08:00', closingHour: '23:00', status: 'ACTIVE' } as Field;
const request: AvailabilityRequest = { teamId: 3, fieldId: 7, reservationDate: '2026-11-28', startTime: '18:30', hours: 2 };
const availability = { ...request, endTime: '20:30', price: 205000, team: { name: 'Los Costeños' }, field } as unknown as AvailabilityResult;
const reservation = { id: 41, status: 'ACTIVE', ...request, endTime: '20:30' } as unknown as Reservation;
const SLOT_TAKEN = 'La cancha ya está reservada en ese horario.';
const DAY_CLOSED = MSG.closure.dayClosedBecause('Mantenimiento de la grama');
/** The field read again after a SLOT_TAKEN: the time asked for is now busy. */
const taken = { id: 52, status: 'ACTIVE', reservationDate: '2026-11-28', startTime: '18:00', endTime: '20:00', hours: 2 } as Reservation;
const refreshed = { ...field, reservations: [taken] } as Field;
/** What the HTTP client throws when no answer came (src/api/http.ts): an axios error without a response. */
const noAnswer = Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true });

/** The harness's day (2026-11-20, 10:00 a. m. in Bogota): the field's first day with a free time. */
const TODAY = '2026-11-20';
const NO_ADDRESS: BookingAddress = { date: null, start: null, hours: null, summary: false };
/** A link to the time of `request` (a search's result, a teammate's link). */
const LINK: BookingAddress = { date: '2026-11-28', start: '18:30', hours: 2, summary: false };
/**
 * Browser moves: Back to a day's entry (another day than today's, the link's day itself), and Forward onto the
 * summary's entry of `request`.
 */
const BACK_TO_DAY = { type: 'HISTORY', address: { ...NO_ADDRESS, date: '2026-11-28' } } as const;
const FORWARD_TO_SUMMARY = { type: 'HISTORY', address: { ...LINK, summary: true } } as const;

const EVENTS = [
  done('prepare', { field, hasActiveReservation: false }),
  done('prepare', { field, hasActiveReservation: true }),
  failed('prepare', apiError(404, 'NOT_FOUND', 'La cancha no existe.')),
  { type: 'RETRY' },
  { type: 'CHECK', request },
  { type: 'DATE', date: '2026-11-21' },
  { type: 'DATE', date: '2026-11-28' },
  BACK_TO_DAY,
  FORWARD_TO_SUMMARY,
  done('checkAvailability', availability),
  failed('checkAvailability', apiError(409, 'SLOT_TAKEN', SLOT_TAKEN)),
  // The administrator closed the day while the page was open: the field is read again, as for a time taken.
  failed('checkAvailability', apiError(409, 'DAY_CLOSED', DAY_CLOSED)),
  failed('checkAvailability', apiError(409, 'TEAM_HAS_ACTIVE_RESERVATION', MSG.activeReservation.title)),
  failed('checkAvailability', apiError(400, 'VALIDATION_FAILED', 'La hora de inicio no es válida.')),
  // No answer to the check: the time stays chosen, with a retry.
  failed('checkAvailability', noAnswer),
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  done('createReservation', reservation),
  failed('createReservation', apiError(409, 'SLOT_TAKEN', SLOT_TAKEN)),
  // A network failure carries no body: the generic message is shown.
  failed('createReservation', new Error('Network Error')),
  // No answer, or the server failing: nothing was decided, and the summary stays to send it again.
  failed('createReservation', noAnswer),
  failed('createReservation', apiError(500, 'INTERNAL', 'Ocurrió un error inesperado. Intenta de nuevo.')),
  failed('createReservation', apiError(409, 'TEAM_HAS_ACTIVE_RESERVATION', MSG.activeReservation.title)),
  done('reloadField', refreshed),
  failed('reloadField', new Error('Network Error')),
] as const;

function build(calls: Call[], log: string[]) {
  return bookingMachine.provide({
    actors: fakeActors(['prepare', 'checkAvailability', 'createReservation', 'reloadField'], calls),
    actions: {
      onCreated: (_, { reservation: r }) => void log.push(`created:${r.id}`),
      onActiveReservation: () => void log.push('warnActive'),
      navigate: (_, to) =>
        void log.push(
          to.to === -1 ? 'back' : `nav:${to.to}${'replace' in to && to.replace ? ':replace' : ''}${'summary' in to && to.summary ? ':summary' : ''}`,
        ),
    },
  });
}

const last = (calls: Call[], src: string) => calls.filter((c) => c.src === src).at(-1);

type Snapshot = { value: unknown; context: BookingContext };
const PICKING = ['editing', 'checkFailed', 'refreshingSlots'];

/**
 * The moves of the address a step must make: an entry for a day chosen; the day in place of the address once the
 * field is read; an entry for the summary when it opens; that entry taken back when the summary closes otherwise
 * than by Back; none at all when the browser itself moved (HISTORY).
 */
function expectedMoves(previous: Snapshot, now: Snapshot, event: { type: string; date?: string }): string[] {
  if (event.type === 'HISTORY') return [];
  const moves: string[] = [];
  const entry = previous.context.summaryEntry;
  const entered = previous.value !== now.value;
  if (event.type === 'DATE' && PICKING.includes(previous.value as string) && event.date !== previous.context.date)
    moves.push(`nav:?date=${event.date}`);
  if (event.type === 'xstate.done.actor.prepare' && now.value !== 'blockedByActiveReservation' && !entry)
    moves.push(`nav:?date=${now.context.date}:replace`);
  if (entered && PICKING.includes(now.value as string) && entry) moves.push('back');
  if (entered && now.value === 'summary' && !entry) {
    const r = now.context.request!;
    moves.push(`nav:?date=${r.reservationDate}&start=${r.startTime}&hours=${r.hours}:summary`);
  }
  return moves;
}

/** How much of the log the steps before this one made. */
let logSeen = 0;

describePaths({
  name: 'booking',
  build,
  inputs: [
    { fieldId: 7, teamId: 3, address: NO_ADDRESS },
    { fieldId: 7, teamId: null, address: NO_ADDRESS },
    // A link to a time, and a reload on the summary's own entry.
    { fieldId: 7, teamId: 3, address: LINK },
    { fieldId: 7, teamId: 3, address: { ...LINK, summary: true } },
  ],
  // A booking done, or sent to the team's reservation, takes no event any more.
  events: (snapshot) => (snapshot.status === 'done' ? [] : EVENTS),
  check: ({ snapshot, calls, log, event, previous, input }) => {
    const { context } = snapshot;
    expect(calls.filter((c) => c.src === 'prepare').every((c) => JSON.stringify(c.input) === '{"fieldId":7,"teamId":3}')).toBe(true);
    const address = (input as { address: BookingAddress }).address;
    if (previous && (previous as { status?: string }).status === 'done') {
      // Booked, or sent to the team's reservation: nothing moves any more.
      expect(context).toEqual(previous.context);
    } else if (!event || !previous) {
      logSeen = 0;
      // The day the address names, until the field is read; whether it is the summary's entry.
      expect(context.date).toBe(address.date);
      expect(context.summaryEntry).toBe(address.summary);
    } else {
      const moves = log.slice(logSeen).filter((l) => l === 'back' || l.startsWith('nav:'));
      expect(moves, `${event.type} from ${JSON.stringify(previous.value)}`).toEqual(expectedMoves(previous, snapshot, event as never));
      // The day shown: the address's (else the field's first with a free time) once read, a day chosen, the browser's.
      const chosen = (event as unknown as { date?: string }).date;
      if (event.type === 'xstate.done.actor.prepare' && snapshot.value !== 'blockedByActiveReservation')
        expect(context.date).toBe(previous.context.date ?? TODAY);
      else if (event.type === 'DATE' && PICKING.includes(previous.value as string)) expect(context.date).toBe(chosen);
      else if (event.type === 'HISTORY') expect(context.date).toBe((event as typeof BACK_TO_DAY).address.date ?? previous.context.date);
      else expect(context.date).toBe(previous.context.date);
      // Whether the entry in sight is the summary's: as the browser says, else as the summary opens and closes.
      const entered = previous.value !== snapshot.value;
      if (event.type === 'HISTORY') expect(context.summaryEntry).toBe((event as typeof BACK_TO_DAY).address.summary);
      else if (entered && snapshot.value === 'summary') expect(context.summaryEntry).toBe(true);
      else if (entered && PICKING.includes(snapshot.value as string)) expect(context.summaryEntry).toBe(false);
      else expect(context.summaryEntry).toBe(previous.context.summaryEntry);
    }
    logSeen = log.length;
    switch (snapshot.value) {
      case 'preparing':
        expect(last(calls, 'prepare')?.settled).toBe(false);
        expect(context.error).toBeNull();
        break;
      case 'unavailable':
        expect(context.error).toBe((input as { teamId: number | null }).teamId === null ? MSG.reservation.noTeam : 'La cancha no existe.');
        // 'La cancha no existe.' is the server's refusal: another try would get it again.
        if ((input as { teamId: number | null }).teamId !== null) expect(context.retryable).toBe(false);
        break;
      case 'editing':
        // The field as loaded, or as read again after a time was found taken.
        if (event?.type === 'xstate.done.actor.reloadField') expect(context.field).toBe(refreshed);
        else if (previous?.value === 'refreshingSlots' || previous?.value === 'editing') expect(context.field).toBe(previous.context.field);
        else expect([field, refreshed]).toContain(context.field);
        if (previous?.value === 'refreshingSlots') {
          // Back to the times, the refusal still shown (unless another date was chosen meanwhile).
          expect(context.error).toBe(previous.context.error);
          expect(context.request).toEqual(request);
          expect(context.availability).toBeNull();
        } else if (event?.type === 'xstate.error.actor.checkAvailability' || event?.type === 'xstate.error.actor.createReservation') {
          const error = (event as unknown as { error: unknown }).error;
          expect(context.error).toBe(error instanceof Error ? MSG.general.saveFailed : 'La hora de inicio no es válida.');
          // The form stays as the player left it; only the refused summary is dropped.
          expect(context.request).toEqual(request);
          expect(context.availability).toBeNull();
        } else if ((event?.type === 'CANCEL' || event?.type === 'HISTORY') && previous?.value === 'summary') {
          // 'Cancelar', Escape, × and Back alike keep the date and time chosen; only the answer is dropped.
          expect(context.request).toEqual(request);
          expect(context.availability).toBeNull();
          expect(context.error).toBeNull();
        } else if (event?.type === 'CANCEL' && previous?.value === 'summary') {
          // 'Cancelar' keeps the date and time chosen; only the answer is dropped.
          expect(context.request).toEqual(request);
          expect(context.availability).toBeNull();
          expect(context.error).toBeNull();
        } else if (event?.type === 'DATE' && (event as unknown as { date: string }).date !== previous?.context.date) {
          // Another date: the error about the last one goes.
          expect(context.error).toBeNull();
        } else if (previous?.value !== 'editing') {
          expect(context.error).toBeNull();
        }
        break;
      case 'checkFailed':
        // Nothing was decided: the reason, and the time still chosen for RETRY to ask about again.
        expect(context.error).toBe(MSG.failure.offline);
        expect(context.request).toEqual(request);
        expect(context.availability).toBeNull();
        break;
      case 'checkingAvailability':
        expect(last(calls, 'checkAvailability')).toMatchObject({ input: request, settled: false });
        expect(context.error).toBeNull();
        // Checked again from the summary (another length), the last answer stays on screen meanwhile.
        if (previous?.value === 'summary') expect(context.availability).toBe(availability);
        if (previous?.value === 'editing') expect(context.availability).toBeNull();
        break;
      case 'refreshingSlots':
        // Taken or closed meanwhile: the reason is shown at once, the refused summary goes, and the field is read again.
        if (previous?.value !== 'refreshingSlots') {
          expect(context.error).toBe((event as unknown as { error: ReturnType<typeof apiError> }).error.response.data.message);
          expect(last(calls, 'reloadField')).toMatchObject({ input: { fieldId: 7 }, settled: false });
        } else if (event?.type === 'DATE' && (event as unknown as { date: string }).date !== previous.context.date) {
          expect(context.error).toBeNull();
        } else if (event?.type !== 'HISTORY') {
          // Nothing else the player does changes anything while the times are read again.
          expect(context).toEqual(previous.context);
        }
        expect(context.availability).toBeNull();
        expect(context.request).toEqual(request);
        break;
      case 'summary':
        expect(context.availability).toBe(availability);
        if (event?.type === 'xstate.error.actor.createReservation') {
          // Nothing was decided: the reason shows in the summary, which keeps what was chosen for the same press.
          expect(context.error).toBe(
            // A 5xx reads as the server failing, whatever its body says.
            (event as unknown as { error: unknown }).error === noAnswer ? MSG.failure.offline : MSG.failure.server,
          );
          expect(context.request).toEqual(request);
        } else if (previous?.value === 'summary') {
          // Nothing the player does in the summary but a press changes what it shows.
          expect(context.error).toBe(previous.context.error);
        } else {
          expect(context.error).toBeNull();
        }
        break;
      case 'creating':
        // The total the summary showed goes with it, so the server never stores another.
        expect(last(calls, 'createReservation')).toMatchObject({ input: { ...request, endTime: '20:30', price: 205000 }, settled: false });
        expect(calls.filter((c) => c.src === 'createReservation' && !c.settled)).toHaveLength(1);
        break;
      case 'done':
        expect(snapshot.status).toBe('done');
        expect(log.at(-1)).toBe('created:41');
        break;
      case 'blockedByActiveReservation':
        expect(snapshot.status).toBe('done');
        expect(log.at(-1)).toBe('warnActive');
        expect(log.filter((l) => l.startsWith('created'))).toEqual([]);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('booking machine, beyond the graph', () => {
  const start = (teamId: number | null) => {
    const calls: Call[] = [];
    const log: string[] = [];
    const actor = createActor(build(calls, log), { input: { fieldId: 7, teamId, address: NO_ADDRESS } }).start();
    return { calls, log, actor };
  };

  it('a player without a team is told so and nothing is asked of the server', async () => {
    const { calls, actor } = start(null);
    await flush();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.error).toBe(MSG.reservation.noTeam);
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(calls).toEqual([]);
  });

  it('the refusal is told by its code, not its text: a reworded message still blocks', async () => {
    const { calls, actor, log } = start(3);
    calls[0].resolve({ field, hasActiveReservation: false });
    await flush();
    actor.send({ type: 'CHECK', request });
    calls[1].reject(apiError(409, 'TEAM_HAS_ACTIVE_RESERVATION', 'Otro texto cualquiera'));
    await flush();
    expect(actor.getSnapshot().value).toBe('blockedByActiveReservation');
    expect(log.filter((l) => !l.startsWith('nav:'))).toEqual(['warnActive']);
  });

  it('a 409 whose text is the active-reservation title but whose code is another is a plain refusal', async () => {
    const { calls, actor } = start(3);
    calls[0].resolve({ field, hasActiveReservation: false });
    await flush();
    actor.send({ type: 'CHECK', request });
    calls[1].reject(apiError(409, 'SLOT_TAKEN', MSG.activeReservation.title));
    await flush();
    expect(actor.getSnapshot().value).toBe('refreshingSlots');
    expect(actor.getSnapshot().context.error).toBe(MSG.activeReservation.title);
    calls[2].resolve(field);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a day closed since the page loaded, found at the check or at the confirmation, reads the field again', async () => {
    const closedField = { ...field, closedDays: [{ date: request.reservationDate, reason: 'Mantenimiento de la grama' }] } as Field;
    const { calls, actor } = start(3);
    calls[0].resolve({ field, hasActiveReservation: false });
    await flush();
    actor.send({ type: 'CHECK', request });
    calls[1].reject(apiError(409, 'DAY_CLOSED', DAY_CLOSED));
    await flush();
    expect(actor.getSnapshot().value).toBe('refreshingSlots');
    calls[2].resolve(closedField);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.field).toBe(closedField);

    actor.send({ type: 'CHECK', request: { ...request, reservationDate: '2026-11-29' } });
    calls[3].resolve(availability);
    await flush();
    actor.send({ type: 'CONFIRM' });
    calls[4].reject(apiError(409, 'DAY_CLOSED', MSG.closure.dayClosed));
    await flush();
    expect(actor.getSnapshot().value).toBe('refreshingSlots');
    expect(calls[5]).toMatchObject({ src: 'reloadField', input: { fieldId: 7 } });
  });

  it('a double confirmation creates once', async () => {
    const { calls, actor } = start(3);
    calls[0].resolve({ field, hasActiveReservation: false });
    await flush();
    actor.send({ type: 'CHECK', request });
    calls[1].resolve(availability);
    await flush();
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CANCEL' });
    await flush();
    expect(actor.getSnapshot().value).toBe('creating');
    expect(calls.filter((c) => c.src === 'createReservation')).toHaveLength(1);
  });

  it('stopping the wizard (leaving the page) stops the request under way', async () => {
    vi.useRealTimers();
    const { calls, actor } = start(3);
    actor.stop();
    expect(calls[0].signal.aborted).toBe(true);
  });
});
