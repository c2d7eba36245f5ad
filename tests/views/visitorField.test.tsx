// @vitest-environment happy-dom
/**
 * A field's times for visitors (docs/product.md, "A field's times for visitors"): every path of the visitorField graph
 * replayed against VisitorFieldView with its `load` request replaced by a fake. In each state the suite checks what
 * the page shows (the start times free with their price, taken, past; the failure with 'Reintentar', distinct from a
 * day with no free time) and that a chosen time is kept as the pending booking the log-in leads back to.
 */
import { fireEvent } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import * as MSG from '../../domain/messages';
import type { PublicField } from '../../domain/types';
import { visitorFieldMachine } from '../../machines/visitorField';
import { forgetPendingBooking, pendingBooking } from '../../src/components/pendingBooking';
import { VisitorFieldView } from '../../src/features/booking/VisitorFieldPage';
import { apiError, describeViewPaths, done, failed, fakeActors } from '../machines/paths';
import { actAsync, buttonLabelled, isShown, renderView, spaced } from './setup';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

// The harness's clock: Friday 20 November 2026, 10:00 a. m. in Bogota.
const TODAY = '2026-11-20';
const TOMORROW = '2026-11-21';
const FIELD = {
  id: 7,
  name: 'La Bombonera',
  address: 'Cra 1 # 2-3',
  city: 'Cartagena',
  hourlyRate: 95000,
  nightRate: null,
  nightFrom: null,
  weekendRate: null,
  bookingHorizonDays: 14,
  openingHour: '08:00',
  closingHour: '23:00',
  status: 'ACTIVE',
  imageUrl: null,
  adminId: 2,
  admin: { id: 2, firstName: 'Marta', lastName: 'Díaz' },
  busy: [{ reservationDate: TODAY, startTime: '19:00', endTime: '21:00', status: 'ACTIVE' }],
  closedDays: [],
} as PublicField;
const CHOICE = { reservationDate: TODAY, startTime: '18:00', hours: 1 };
const LATER = { reservationDate: TOMORROW, startTime: '18:00', hours: 1 };
/** The day chips' names for the days the suite chooses. */
const CHIPS: Record<string, string> = { [TODAY]: 'Hoy', [TOMORROW]: 'Mañana' };
const offline = Object.assign(new Error('Network Error'), { isAxiosError: true });

const EVENTS = [
  done('load', FIELD),
  failed('load', offline),
  failed('load', apiError(404, 'NOT_FOUND', MSG.field.notFound)),
  { type: 'RETRY' },
  { type: 'PICK', choice: CHOICE },
  { type: 'PICK', choice: LATER },
  { type: 'DATE', date: TOMORROW },
  { type: 'DATE', date: TODAY },
  { type: 'CLOSE' },
] as const;

const text = () => spaced(document.body.textContent);
const timeButton = (time: string) => document.querySelector<HTMLButtonElement>(`button[data-time="${time}"]`);
const chip = (date: string) => buttonLabelled(CHIPS[date], document.querySelector<HTMLElement>('[role="group"][aria-label="Día"]') ?? undefined);

/** A time is picked on the day shown: the day chosen last (today, the field's first day with a free time, at first). */
function pickedOnDayShown(events: { type: string }[]) {
  let day = TODAY;
  for (const event of events) {
    if (event.type === 'DATE') day = (event as unknown as { date: string }).date;
    if (event.type === 'PICK' && (event as unknown as { choice: typeof CHOICE }).choice.reservationDate !== day) return false;
  }
  return true;
}

beforeEach(() => forgetPendingBooking());

describeViewPaths({
  name: 'visitorField',
  machine: visitorFieldMachine,
  inputs: [{ fieldId: 7 }],
  events: EVENTS,
  feasible: pickedOnDayShown,
  act: actAsync,
  render: ({ calls }) => {
    forgetPendingBooking();
    window.history.replaceState(null, '', '/cancha/7');
    return renderView(<VisitorFieldView fieldId={7} actors={fakeActors(['load'], calls)} />);
  },
  drive: (sent, { actor }) => {
    const event = sent as { type: string; date?: string; choice?: typeof CHOICE };
    const button =
      event.type === 'PICK'
        ? timeButton(event.choice!.startTime)
        : event.type === 'DATE'
          ? chip(event.date!)
          : event.type === 'RETRY'
            ? buttonLabelled(MSG.failure.retry)
            : ([...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.getAttribute('aria-label') !== null) ??
              null);
    if (!button || button.disabled || !isShown(button)) {
      // Nothing on screen sends it in this state: the machine must ignore it.
      actor.send(event);
      return;
    }
    fireEvent.click(button);
  },
  check: ({ snapshot, calls, event }) => {
    const pending = calls.filter((c) => !c.settled);
    switch (snapshot.value) {
      case 'loading':
        expect(document.querySelector('[role="status"]')?.textContent).toMatch(/^Cargando/);
        expect(pending.at(-1)).toMatchObject({ src: 'load', input: { fieldId: 7 } });
        break;
      case 'loadFailed':
        // A failure, not an empty day: the reason and 'Reintentar', and no time at all.
        expect(text()).toContain(MSG.field.loadFailed);
        expect(text()).toContain(MSG.failure.offline);
        expect(buttonLabelled(MSG.failure.retry)).not.toBeNull();
        expect(timeButton('18:00')).toBeNull();
        break;
      case 'missing':
        expect(text()).toContain(MSG.field.notFound);
        expect(buttonLabelled(MSG.failure.retry)).toBeNull();
        break;
      case 'choosing':
      case 'askingAccount': {
        expect(text()).toContain('La Bombonera');
        expect(text()).toContain(MSG.search.visitorIntro);
        expect(buttonLabelled(MSG.failure.retry)).toBeNull();
        // The day shown is the one chosen last (today, its first day with a free time, at first), its chip pressed.
        const day = snapshot.context.date;
        if (event?.type === 'DATE' && snapshot.value === 'choosing') expect(day).toBe((event as unknown as { date: string }).date);
        if (event?.type === 'xstate.done.actor.load') expect(day).toBe(TODAY);
        expect(chip(day!)?.getAttribute('aria-pressed')).toBe('true');
        expect(chip(day === TODAY ? TOMORROW : TODAY)?.getAttribute('aria-pressed')).toBe('false');
        // Free with its price; today taken by the booking at 7 p. m. and past before 10 a. m., tomorrow all free.
        expect(spaced(timeButton('18:00')?.textContent)).toBe('6:00 p. m. $ 95.000');
        expect(timeButton('18:00')?.disabled).toBe(false);
        expect(timeButton('19:00')?.getAttribute('data-state')).toBe(day === TODAY ? 'taken' : 'free');
        expect(timeButton('19:00')?.disabled).toBe(day === TODAY);
        expect(timeButton('08:00')?.getAttribute('data-state')).toBe(day === TODAY ? 'past' : 'free');
        const { choice } = snapshot.context;
        if (snapshot.value === 'askingAccount' || choice) {
          // The time chosen is kept, as the booking's summary the log-in and the sign-up lead to.
          expect(pendingBooking()).toBe(`/dashboard/reservation/form/field/7?date=${choice!.reservationDate}&start=18:00&hours=1`);
          // The time chosen stands out on its own day only.
          expect(timeButton('18:00')?.getAttribute('data-variant') === 'filled').toBe(choice!.reservationDate === day);
        } else {
          expect(pendingBooking()).toBeNull();
        }
        // The log-in question is asked once a time is chosen, and only then.
        expect(snapshot.context.asked).toBe(choice !== null);
        break;
      }
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});
