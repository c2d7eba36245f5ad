/**
 * A field's times for visitors (docs/product.md, "A field's times for visitors"): every path of the machine's graph
 * replayed on a real actor whose `load` request is a fake; in each state the suite checks what was asked, what is
 * shown and that a chosen time was kept for after the log-in.
 */
import { expect } from 'vitest';
import * as MSG from '../../domain/messages';
import type { PublicField } from '../../domain/types';
import { visitorFieldMachine } from '../../machines/visitorField';
import { apiError, describePaths, done, failed, fakeActors, type Call } from './paths';

const field = {
  id: 7,
  name: 'La Bombonera',
  status: 'ACTIVE',
  openingHour: '08:00',
  closingHour: '23:00',
  bookingHorizonDays: 60,
  busy: [],
  closedDays: [],
} as unknown as PublicField;
const SATURDAY = { reservationDate: '2030-06-15', startTime: '20:00', hours: 1 };
const SUNDAY = { reservationDate: '2030-06-16', startTime: '09:30', hours: 1 };
/** What the HTTP client throws when no answer came (src/api/http.ts): an axios error without a response. */
const noAnswer = Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true });

const EVENTS = [
  done('load', field),
  failed('load', noAnswer),
  failed('load', apiError(404, 'NOT_FOUND', MSG.field.notFound)),
  { type: 'RETRY' },
  { type: 'PICK', choice: SATURDAY },
  { type: 'PICK', choice: SUNDAY },
  { type: 'DATE', date: SUNDAY.reservationDate },
  { type: 'CLOSE' },
] as const;

const build = (calls: Call[], log: string[]) =>
  visitorFieldMachine.provide({
    actors: fakeActors(['load'], calls),
    actions: {
      keepChoice: (_, { fieldId, choice }) => void log.push(`kept:${fieldId}:${choice.reservationDate}:${choice.startTime}:${choice.hours}`),
    },
  });

describePaths({
  name: 'visitorField',
  build,
  inputs: [{ fieldId: 7 }],
  events: EVENTS,
  // 2030-06-15, a Saturday, is the field's first day with a free time (it has no bookings): the page opens on it.
  now: new Date('2030-06-15T13:00:00Z'),
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    const kept = log.filter((l) => l.startsWith('kept:'));
    // Every load asks for this field, and only one is waiting at a time.
    expect(calls.every((c) => JSON.stringify(c.input) === '{"fieldId":7}')).toBe(true);
    expect(calls.filter((c) => !c.settled && !c.signal.aborted).length).toBeLessThanOrEqual(1);
    switch (snapshot.value) {
      case 'loading':
        expect(calls.at(-1)?.settled).toBe(false);
        expect(context.error).toBeNull();
        break;
      case 'loadFailed':
        // No answer: the reason, and 'Reintentar' may help.
        expect(context.error).toBe(MSG.failure.offline);
        expect(context.field).toBeNull();
        break;
      case 'missing':
        expect(context.error).toBe(MSG.field.notFound);
        break;
      case 'choosing':
        expect(context.field).toBe(field);
        expect(context.error).toBeNull();
        // The page opens on the field's first day with a free time; a day chosen is shown, nothing else moves it.
        if (event?.type === 'xstate.done.actor.load') expect(context.date).toBe(SATURDAY.reservationDate);
        else if (event?.type === 'DATE') expect(context.date).toBe((event as unknown as { date: string }).date);
        else expect(context.date).toBe(previous?.context.date);
        // The log-in question has been asked once a time was chosen, and only then.
        expect(context.asked).toBe(context.choice !== null);
        // Closing the question keeps the choice (and what was kept) for a later log-in.
        // A choice is kept the moment it is made, and closing the question keeps both for a later log-in.
        if (context.choice === null) expect(kept).toEqual([]);
        else expect(kept.at(-1)).toBe(`kept:7:${context.choice.reservationDate}:${context.choice.startTime}:1`);
        break;
      case 'askingAccount':
        // The choice is kept at once, before any account: the log-in and the sign-up lead back to it.
        expect(context.choice).not.toBeNull();
        expect([SATURDAY, SUNDAY]).toContainEqual(context.choice);
        expect(kept.at(-1)).toBe(`kept:7:${context.choice!.reservationDate}:${context.choice!.startTime}:1`);
        expect(context.asked).toBe(true);
        // Asking keeps the day shown; a day chosen behind the question changes nothing.
        expect(context.date).toBe(previous?.context.date);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});
