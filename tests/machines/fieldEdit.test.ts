/**
 * Saving the edited field with new hours (machines/fieldEdit.ts): every path and edge of the machine's graph,
 * replayed on a real actor whose `save` request is a fake. In each state the suite checks that the field is saved
 * with the values sent, that `cancelOutside` goes out only once the administrator chose to cancel the reservations
 * outside the new hours, that those reservations are listed while choosing, and what the screen was told (saved,
 * failed, the old hours kept).
 */
import { expect } from 'vitest';
import * as MSG from '../../domain/messages';
import type { FieldForm } from '../../domain/schemas';
import type { Reservation } from '../../domain/types';
import { fieldEditMachine } from '../../machines/fieldEdit';
import { apiError, describePaths, done, failed, fakeActors, type Call } from './paths';

const VALUES = { name: 'La Bombonera', openingHour: '08:00', closingHour: '18:00' } as FieldForm;
const booking = (id: number, startTime: string) =>
  ({ id, status: 'ACTIVE', reservationDate: '2026-11-23', startTime, endTime: '21:00', teamName: 'Los Pibes' }) as unknown as Reservation;
const OUTSIDE = [booking(3, '20:00')];
const MORE = [booking(3, '20:00'), booking(4, '19:00')];
const outsideError = (reservations: Reservation[]) => ({
  response: { status: 409, data: { code: 'RESERVATIONS_OUTSIDE_HOURS', message: MSG.field.reservationsOutsideHours, reservations } },
});
const noAnswer = Object.assign(new Error('Network Error'), { isAxiosError: true });

const EVENTS = [
  { type: 'SUBMIT', values: VALUES },
  { type: 'CANCEL_OUTSIDE' },
  { type: 'KEEP_HOURS' },
  { type: 'CLOSE' },
  done('save', { id: 7 }),
  failed('save', outsideError(OUTSIDE)),
  failed('save', outsideError(MORE)),
  failed('save', noAnswer),
  failed('save', apiError(400, 'VALIDATION_FAILED', 'Datos inválidos.')),
] as const;

function build(calls: Call[], log: string[]) {
  return fieldEditMachine.provide({
    actors: fakeActors(['save'], calls) as never,
    actions: {
      saved: (_, { cancelOutside }) => void log.push(cancelOutside ? 'saved:cancelOutside' : 'saved'),
      keptHours: (_, { values }) => void log.push(`kept:${values.name}`),
    },
  });
}

describePaths({
  name: 'fieldEdit',
  build,
  events: EVENTS,
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    const waiting = calls.filter((c) => !c.settled);
    switch (snapshot.value) {
      case 'editing':
        expect(waiting).toEqual([]);
        expect(context.outside).toBeNull();
        if (event?.type === 'KEEP_HOURS' && previous?.value === 'outside') expect(log.at(-1)).toBe('kept:La Bombonera');
        // Said until the next try (the save and the cancelling below start without it).
        if (event?.type === 'xstate.error.actor.save') expect(context.error).toBe((event as unknown as { error: unknown }).error);
        if (event?.type === 'CLOSE' && previous?.value === 'outside') expect(log).toEqual([]);
        break;
      case 'saving':
        // The values typed, the reservations outside the new hours not touched.
        expect(waiting).toHaveLength(1);
        expect(waiting[0]).toMatchObject({ src: 'save', input: { values: VALUES, cancelOutside: false } });
        expect(context.error).toBeNull();
        break;
      case 'outside': {
        // The reservations the server answered, to choose about; nothing saved meanwhile.
        expect(waiting).toEqual([]);
        expect(context.outside).not.toBeNull();
        if (event?.type === 'xstate.error.actor.save') {
          const { error } = event as unknown as { error: { response?: { data?: { reservations?: Reservation[] } } } };
          const listed = error.response?.data?.reservations;
          if (listed) expect(context.outside).toEqual(listed);
          // Any other refusal while cancelling them: said, the dialog still open to choose again.
          else expect([previous?.value, context.error]).toEqual(['cancelling', error]);
        }
        break;
      }
      case 'cancelling':
        // Only once chosen: the same values, the reservations outside cancelled with them.
        if (previous?.value !== 'cancelling') expect([previous?.value, event?.type]).toEqual(['outside', 'CANCEL_OUTSIDE']);
        expect(waiting).toHaveLength(1);
        expect(waiting[0]).toMatchObject({ src: 'save', input: { values: VALUES, cancelOutside: true } });
        expect(context.error).toBeNull();
        break;
      case 'saved':
        expect(log.at(-1)).toBe(previous?.value === 'cancelling' ? 'saved:cancelOutside' : 'saved');
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});
