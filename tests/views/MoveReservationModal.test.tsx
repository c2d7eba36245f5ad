// @vitest-environment happy-dom
/**
 * 'Cambiar horario' as the field's administrator uses it (docs/product.md, "Moving a booking"): every shortest path
 * and edge of machines/moveReservation.ts replayed against the real MoveReservationModal, its `load` and `move`
 * requests fakes. The user picks the date on the calendar, the start and the hours, taps 'Guardar horario' or
 * 'Reintentar' and closes with Escape or ×; the screen's quiet re-read of the field's schedule hands its answer on. In
 * each state the suite checks what the dialog shows (the free times, the total, the reason a move was not made, the
 * busy button) and which move went out: only to a free time, at a price not below the $ 150.000 received.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { formatPesos } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { movePriceRefusal } from '../../domain/payment';
import type { Reservation } from '../../domain/types';
import { moveChoices, moveReservationMachine, type FieldSchedule, type MoveContext } from '../../machines/moveReservation';
import { MoveReservationModal } from '../../src/features/manual-booking/MoveReservationModal';
import { apiError, describeViewPaths, done, failed, fakeActors, type Call } from '../machines/paths';
import { actAsync, buttonLabelled, pickDate, renderView, shownDialog, spaced } from './setup';
import { field } from '../fixtures/slotField';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

// The suites' clock: Friday 20 November 2026, 10:00 a. m. in Bogotá.
const NOW = new Date('2026-11-20T15:00:00Z');
const BOOKING = {
  id: 5,
  status: 'ACTIVE',
  reservationDate: '2026-11-23',
  startTime: '08:00',
  endTime: '10:00',
  hours: 2,
  price: 160000,
  paid: 150000,
  teamName: 'Carlos Pérez',
  customer: { name: 'Carlos Pérez', cellphone: '3001234567', note: null },
} as unknown as Reservation;
const other = { id: 9, status: 'ACTIVE', reservationDate: '2026-11-23', startTime: '10:00', endTime: '11:00', hours: 1 } as Reservation;
const SCHEDULE: FieldSchedule = { field, busy: [BOOKING, other] };
// What the quiet re-read finds: 11:00 a. m. of the booking's date was taken meanwhile.
const LATER: FieldSchedule = { field, busy: [...SCHEDULE.busy, { ...other, id: 10, startTime: '11:00', endTime: '12:00' }] };
const noAnswer = Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true });
const PRICE_CHANGED = 'El precio de la cancha cambió: el total ahora es $ 100.000.';
const NOT_ACTIVE = 'La reserva ya no está activa.';

const EVENTS = [
  { type: 'DATE_CHANGED', date: '2026-11-24' },
  { type: 'START_CHANGED', start: '11:00' },
  { type: 'HOURS_CHANGED', hours: 1 },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'CLOSE', via: 'Escape' },
  { type: 'CLOSE', via: '×' },
  { type: 'SCHEDULE_READ', schedule: LATER },
  done('load', SCHEDULE),
  failed('load', noAnswer),
  done('move', { ...BOOKING, reservationDate: '2026-11-24' }),
  failed('move', noAnswer),
  failed('move', apiError(409, 'SLOT_TAKEN', MSG.reservation.slotTaken)),
  failed('move', apiError(409, 'PRICE_CHANGED', PRICE_CHANGED)),
  failed('move', apiError(409, 'RESERVATION_NOT_ACTIVE', NOT_ACTIVE)),
  failed('move', apiError(409, 'RESERVATION_NOT_MANUAL', MSG.reservation.moveNotManual)),
] as const;

const pending = (calls: Call[]) => calls.filter((c) => !c.settled);
const select = (label: string) => screen.queryByLabelText<HTMLSelectElement>(new RegExp(label));
const offered = (label: string) => [...(select(label)?.options ?? [])].filter((o) => !o.disabled).map((o) => o.value);
const verdict = (context: MoveContext) => {
  if (!context.schedule) return 'none';
  const { price } = moveChoices(context);
  return price === null ? 'none' : movePriceRefusal(context.reservation.paid ?? 0, price, context.viewedBy) ? 'below' : 'ok';
};

// The calendar opens in a popover that renders only once the harness's act ends: a date asked for is tapped on it
// right after, before the step's checks.
let dateAsked: { date: string; actor: AnyActorRef } | null = null;

describeViewPaths({
  name: 'moveReservation',
  machine: moveReservationMachine,
  now: NOW,
  inputs: [{ reservation: BOOKING, fieldId: 7, viewedBy: 'field', now: NOW }],
  events: EVENTS,
  simplePaths: false,
  timeout: 240_000,
  // What decides the next step: where the flow is, which schedule it read, and whether the time chosen may go.
  serializeState: ({ value, context }) => JSON.stringify({ value, busy: context.schedule?.busy.length, verdict: verdict(context) }),
  act: actAsync,
  render: ({ calls, log }) =>
    renderView(
      <MoveReservationModal
        opened
        reservation={BOOKING}
        fieldId={7}
        viewedBy="field"
        actors={fakeActors(['load', 'move'], calls)}
        requests={{ load: async () => LATER, move: () => new Promise(() => {}) }}
        onClose={() => log.push('close')}
        onMoved={(r) => log.push(`moved:${r.reservationDate}`)}
        onRefused={() => log.push('refused')}
        onUnsure={() => log.push('unsure')}
      />,
    ),
  drive: (event, { actor }) => {
    const dialog = shownDialog()!;
    const payload = event as unknown as { date: string; start: string; hours: number; via: string };
    const form = dialog.querySelector('form');
    switch (event.type) {
      case 'DATE_CHANGED':
        if (form && !buttonLabelled(MSG.reservation.moveSave, dialog)?.hasAttribute('data-loading')) dateAsked = { date: payload.date, actor };
        else actor.send(event);
        return;
      case 'START_CHANGED':
      case 'HOURS_CHANGED': {
        const [label, value] = event.type === 'START_CHANGED' ? ['Hora de inicio', payload.start] : ['Horas', String(payload.hours)];
        // A time not offered (taken, or none while moving or reading) cannot be chosen: the machine is told, and shows none.
        if (form && offered(label).includes(value) && !select(label)!.disabled && !dialog.querySelector('[data-loading="true"]')) {
          fireEvent.change(select(label)!, { target: { value } });
        } else actor.send(event);
        return;
      }
      case 'SUBMIT': {
        const save = buttonLabelled(MSG.reservation.moveSave, dialog);
        if (save) fireEvent.click(save);
        return;
      }
      case 'RETRY': {
        const retry = buttonLabelled(MSG.failure.retry, dialog);
        if (retry) fireEvent.click(retry);
        return;
      }
      case 'SCHEDULE_READ':
        // The screen's quiet re-read (src/components/useRefreshOnReturn.ts, on its own machine) hands its answer on.
        actor.send(event);
        return;
      case 'CLOSE':
        if (payload.via === 'Escape') fireEvent.keyDown(dialog, { key: 'Escape' });
        else fireEvent.click(dialog.querySelector('button.mantine-Modal-close')!);
        return;
    }
  },
  check: async ({ snapshot: before, calls, log, event }) => {
    let snapshot = before;
    if (dateAsked) {
      const { date, actor } = dateAsked;
      dateAsked = null;
      await pickDate(/Fecha/, date);
      snapshot = actor.getSnapshot();
      expect(snapshot.context.date).toBe(date);
    }
    const { context } = snapshot;
    const dialog = shownDialog();
    const waiting = pending(calls);
    switch (snapshot.value) {
      case 'loading':
        expect(dialog!.textContent).toContain(MSG.reservation.moveTitle);
        expect(dialog!.querySelector('form')).toBeNull();
        expect(waiting.map((c) => c.src)).toEqual(['load']);
        break;
      case 'loadFailed':
        expect(dialog!.textContent).toContain(MSG.reservation.moveLoadFailed);
        expect(buttonLabelled(MSG.failure.retry, dialog!)).not.toBeNull();
        expect(waiting).toEqual([]);
        break;
      case 'editing':
      case 'moving':
      case 'rereading': {
        expect(dialog!.textContent).toContain('Carlos Pérez');
        const choices = moveChoices(context);
        // The start times offered are the field's free ones of the date; the one asked for shows only while free.
        expect(offered('Hora de inicio')).toEqual(choices.times.map((t) => t.time));
        expect(select('Hora de inicio')!.value).toBe(choices.startTime);
        expect(spaced(screen.getByLabelText(/Fecha/).textContent)).toContain(String(Number(context.date.slice(8))));
        const total = dialog!.querySelector('[data-testid="move-total"]');
        expect(total ? spaced(total.textContent) : null).toBe(choices.price === null ? null : spaced(formatPesos(choices.price)));
        expect(dialog!.querySelector('[role="alert"]')?.textContent ?? null).toBe(context.failure);
        const save = buttonLabelled(MSG.reservation.moveSave, dialog!)!;
        expect(save.getAttribute('data-loading')).toBe(snapshot.value === 'moving' ? 'true' : null);
        if (snapshot.value === 'moving') {
          // One move, to the free time shown, at the total shown, not below the $ 150.000 received.
          expect(waiting).toHaveLength(1);
          expect(waiting[0].input).toEqual({
            reservation: BOOKING,
            to: { reservationDate: context.date, startTime: choices.startTime, hours: choices.hours, price: choices.price },
          });
          expect(choices.price).toBeGreaterThanOrEqual(150000);
        } else if (snapshot.value === 'rereading') {
          expect(waiting.map((c) => c.src)).toEqual(['load']);
          expect([MSG.reservation.slotTaken, PRICE_CHANGED]).toContain(context.failure);
        } else {
          expect(waiting).toEqual([]);
          // Read again, the schedule shows what others booked meanwhile.
          if (event?.type === 'SCHEDULE_READ') expect(context.schedule).toBe(LATER);
          if (event?.type === 'SUBMIT' && verdict(context) === 'below') {
            expect(context.failure).toBe(MSG.reservation.moveOverPaid(formatPesos(150000)));
          }
          // No answer: the form stays to send it again, and the screen reads its reservations again behind it.
          if (event?.type === 'xstate.error.actor.move' && (event as { error?: unknown }).error === noAnswer) expect(log.at(-1)).toBe('unsure');
        }
        break;
      }
      case 'moved':
        expect(log.slice(-2)).toEqual(['moved:2026-11-24', 'close']);
        expect(screen.getAllByText(/Reserva movida al/).length).toBeGreaterThan(0);
        break;
      case 'refused':
        expect(log.slice(-2)).toEqual(['refused', 'close']);
        expect(screen.getAllByText(NOT_ACTIVE).length).toBeGreaterThan(0);
        break;
      case 'closed':
        expect(log.at(-1)).toBe('close');
        expect(waiting).toEqual([]);
        break;
    }
  },
});
