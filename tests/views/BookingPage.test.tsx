// @vitest-environment happy-dom
/**
 * The booking page as a person uses it (docs/product.md, "Booking"), rendered in happy-dom on fake requests:
 * the path preparing → editing → checkingAvailability → summary → (another length) → summary → Back →
 * editing → summary → creating → done, and the refusals, each step asserted on what is on screen and on
 * what was asked of the server.
 */
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longDateLabel } from '../../domain/format';
import * as MSG from '../../domain/messages';
import type { AvailabilityResult, Field, Reservation } from '../../domain/types';
import { ActiveCheckFailed } from '../../machines/activeCheck';
import { BookingWizard } from '../../src/features/booking/BookingPage';
import type { BookingActors } from '../../src/features/booking/useBooking';
import { theme } from '../../src/theme';
import { apiError, fakeActors, flush, type Call } from '../machines/paths';
// The browser parts happy-dom leaves out that Mantine needs (matchMedia, ResizeObserver, scrolling).
import { calendarDay, openCalendarAt, pickDate, spaced } from './setup';

// The toasts the page shows, as the player reads them (title, text).
const toasts = vi.hoisted(() => [] as [string, string | undefined][]);
vi.mock('../../src/components/notify', () => {
  const record = (title: string, message?: string) => void toasts.push([title, message]);
  return { notify: { success: record, error: record, warning: record } };
});

// 2026-11-28 09:10 in Bogota: 08:00 to 09:00 have started.
const NOW = new Date('2026-11-28T14:10:00Z');
const TODAY = '2026-11-28';
const TOMORROW = '2026-11-29';
const busy = { id: 90, status: 'ACTIVE', reservationDate: TODAY, startTime: '10:00', endTime: '11:00', hours: 1 } as Reservation;
const field = {
  id: 7,
  name: 'La Bombonera',
  address: 'Cra 3',
  city: 'Cartagena',
  hourlyRate: 95000,
  nightRate: null,
  nightFrom: null,
  weekendRate: null,
  bookingHorizonDays: 60,
  openingHour: '08:00',
  closingHour: '13:00',
  status: 'ACTIVE',
  reservations: [busy],
} as Field;
const answer = (startTime: string, hours: number, endTime: string, reservationDate = TODAY, price = hours * 95000) =>
  ({
    teamId: 3,
    fieldId: 7,
    reservationDate,
    startTime,
    hours,
    endTime,
    price,
    team: { name: 'Los Costeños' },
    field,
  }) as unknown as AvailabilityResult;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toasts.length = 0;
});

function renderPage(url = '/dashboard/reservation/form/field/7', ownsTeam = false, teamId: number | null = 3) {
  const calls: Call[] = [];
  const actors = fakeActors(['prepare', 'checkAvailability', 'createReservation', 'reloadField'], calls) as unknown as BookingActors;
  // The page in the browser's history (happy-dom's), one step after the field list.
  window.history.replaceState(null, '', '/dashboard/home-player');
  window.history.pushState(null, '', url);
  render(
    <MantineProvider theme={{ ...theme, components: { ...theme.components, Modal: { defaultProps: { transitionProps: { duration: 0 } } } } }}>
      <BrowserRouter>
        <Routes>
          <Route
            path="/dashboard/reservation/form/field/:id"
            element={<BookingWizard fieldId={7} teamId={teamId} ownsTeam={ownsTeam} actors={actors} />}
          />
          <Route path="/dashboard/reservation/list/team" element={<p>Lista de reservas del equipo</p>} />
          <Route path="/dashboard/home-player" element={<p>Canchas</p>} />
        </Routes>
      </BrowserRouter>
    </MantineProvider>,
  );
  /** Settles the pending call of a request and lets the page render the answer. */
  const settle = async (src: string, outcome: { output: unknown } | { error: unknown }) => {
    const call = calls.findLast((c) => c.src === src && !c.settled);
    if (!call) throw new Error(`no pending ${src}`);
    call.settled = true;
    await act(async () => {
      if ('output' in outcome) call.resolve(outcome.output);
      else call.reject(outcome.error);
      await flush();
    });
  };
  const tap = async (element: HTMLElement) => {
    await act(async () => {
      fireEvent.click(element);
      await flush();
    });
  };
  return { calls, settle, tap };
}

/** `text` as a pattern, each space matching any space (times are written with no-break spaces). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');
/** A start time's button, named by the time first ('11:00 a. m. $ 95.000', '9:30 a. m. Ocupado'). */
const timeButton = (time: string, note = '') =>
  within(screen.getByRole('region', { name: /Horarios de inicio/ })).getByRole('button', { name: new RegExp(`^${escape(time)} ${escape(note)}`) });
const summary = () => screen.queryByRole('dialog', { name: 'Resumen de la reserva' });
const pending = (calls: Call[], src: string) => calls.filter((c) => c.src === src && !c.settled);

describe('booking page (happy-dom, fake requests)', () => {
  it('walks the path from the times to "Reserva creada": a time, another length, Back, the time again, Confirmar', async () => {
    const { calls, settle, tap } = renderPage();
    // preparing: the field is asked for with the team.
    expect(calls.map((c) => [c.src, c.input])).toEqual([['prepare', { fieldId: 7, teamId: 3 }]]);
    await settle('prepare', { output: { field, hasActiveReservation: false } });

    // editing: today's times, started ones and the one overlapping the busy hour not choosable.
    expect(screen.getByRole('button', { name: 'Hoy', pressed: true })).toBeTruthy();
    for (const [time, note, disabled] of [
      ['8:00 a. m.', 'Ya pasó', true],
      ['9:00 a. m.', 'Ya pasó', true],
      ['9:30 a. m.', 'Ocupado', true],
      ['10:30 a. m.', 'Ocupado', true],
      ['11:00 a. m.', '$ 95.000', false],
      ['12:00 p. m.', '$ 95.000', false],
    ] as const) {
      expect((timeButton(time, note) as HTMLButtonElement).disabled, time).toBe(disabled);
    }
    expect(within(timeButton('11:00 a. m.')).getByText('$ 95.000')).toBeTruthy();

    // A free time: an hour is checked at once.
    await tap(timeButton('11:00 a. m.'));
    expect(pending(calls, 'checkAvailability').map((c) => c.input)).toEqual([
      { teamId: 3, fieldId: 7, reservationDate: TODAY, startTime: '11:00', hours: 1 },
    ]);
    await settle('checkAvailability', { output: answer('11:00', 1, '12:00') });

    // summary: the date written once, the lengths that fit before closing (13:00), the total.
    const dialog = summary()!;
    expect(within(dialog).getByText('sábado 28 de noviembre de 2026')).toBeTruthy();
    expect(within(dialog).getByText('$ 95.000')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['1', '2']);
    expect(window.location.search).toBe(`?date=${TODAY}&start=11:00&hours=1`);

    // Another length is checked again; the summary stays meanwhile.
    await tap(within(dialog).getByLabelText('2 horas'));
    expect(pending(calls, 'checkAvailability').map((c) => (c.input as { hours: number }).hours)).toEqual([2]);
    expect(summary()).toBeTruthy();
    await settle('checkAvailability', { output: answer('11:00', 2, '13:00') });
    expect(within(summary()!).getByText('$ 190.000')).toBeTruthy();

    // Back closes the summary and stays on the page, with the time still chosen.
    await act(async () => {
      window.history.back();
      await flush();
    });
    // (the modal leaves after its closing transition)
    await waitFor(() => expect(summary()).toBeNull());
    expect(window.location.pathname).toBe('/dashboard/reservation/form/field/7');
    expect(timeButton('11:00 a. m.').getAttribute('data-variant')).toBe('filled');

    // The time again, then 'Confirmar reserva'.
    await tap(timeButton('11:00 a. m.'));
    await settle('checkAvailability', { output: answer('11:00', 1, '12:00') });
    await tap(within(summary()!).getByRole('button', { name: 'Confirmar reserva' }));
    // With the total the summary showed, which the server holds the booking to.
    expect(pending(calls, 'createReservation').map((c) => c.input)).toEqual([
      { teamId: 3, fieldId: 7, reservationDate: TODAY, startTime: '11:00', hours: 1, endTime: '12:00', price: 95000 },
    ]);
    await settle('createReservation', { output: { id: 41 } });
    expect(window.location.pathname).toBe('/dashboard/reservation/list/team');
  });

  it('"Cancelar" keeps the day and the time; a refusal shows its reason and goes with the next choice', async () => {
    const { calls, settle, tap } = renderPage();
    await settle('prepare', { output: { field, hasActiveReservation: false } });
    await tap(screen.getByRole('button', { name: 'Mañana' }));
    expect(screen.getByRole('button', { name: 'Mañana', pressed: true })).toBeTruthy();
    // Tomorrow nothing has started and the busy hour is today's: every time is free.
    expect(screen.queryAllByRole('button', { name: /Ocupado|Ya pasó/ })).toEqual([]);

    await tap(timeButton('9:00 a. m.'));
    await settle('checkAvailability', { output: answer('09:00', 1, '10:00', TOMORROW) });
    await tap(within(summary()!).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(summary()).toBeNull());
    expect(screen.getByRole('button', { name: 'Mañana', pressed: true })).toBeTruthy();
    expect(timeButton('9:00 a. m.').getAttribute('data-variant')).toBe('filled');

    // Taken meanwhile: the reason above the times, no summary, and the field is read again.
    await tap(timeButton('9:00 a. m.'));
    await settle('checkAvailability', { error: apiError(409, 'SLOT_TAKEN', MSG.reservation.slotTaken) });
    expect(screen.getByRole('alert').textContent).toContain(MSG.reservation.slotTaken);
    await waitFor(() => expect(summary()).toBeNull());
    expect(pending(calls, 'reloadField').map((c) => c.input)).toEqual([{ fieldId: 7 }]);
    // While the times are read again none can be tapped.
    expect((timeButton('10:00 a. m.') as HTMLButtonElement).disabled).toBe(true);
    const takenMeanwhile = { id: 91, status: 'ACTIVE', reservationDate: TOMORROW, startTime: '09:00', endTime: '10:00', hours: 1 } as Reservation;
    await settle('reloadField', { output: { ...field, reservations: [busy, takenMeanwhile] } });
    // The time shows as taken without a reload; the others stay free and the reason stays.
    expect((timeButton('9:00 a. m.', 'Ocupado') as HTMLButtonElement).disabled).toBe(true);
    expect((timeButton('10:00 a. m.', '$ 95.000') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain(MSG.reservation.slotTaken);
    // Another day: the message goes.
    await tap(screen.getByRole('button', { name: 'Hoy' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.src === 'checkAvailability')).toHaveLength(2);
  });

  it('Escape and × close the summary as "Cancelar" does: nothing is booked, the day and the time stay chosen', async () => {
    const { calls, settle, tap } = renderPage();
    await settle('prepare', { output: { field, hasActiveReservation: false } });
    await tap(screen.getByRole('button', { name: 'Mañana' }));
    for (const close of ['Escape', '×'] as const) {
      await tap(timeButton('9:00 a. m.'));
      await settle('checkAvailability', { output: answer('09:00', 1, '10:00', TOMORROW) });
      const dialog = summary()!;
      await act(async () => {
        if (close === 'Escape') fireEvent.keyDown(dialog, { key: 'Escape' });
        else fireEvent.click(dialog.querySelector('button.mantine-Modal-close')!);
        await flush();
      });
      await waitFor(() => expect(summary(), close).toBeNull());
      expect(screen.getByRole('button', { name: 'Mañana', pressed: true })).toBeTruthy();
      expect(timeButton('9:00 a. m.').getAttribute('data-variant'), close).toBe('filled');
      expect(window.location.pathname).toBe('/dashboard/reservation/form/field/7');
      // The summary's history entry is taken back: the address is the day's again, and Back would leave the page.
      await waitFor(() => expect(window.location.search, close).toBe(`?date=${TOMORROW}`));
    }
    expect(calls.filter((c) => c.src === 'createReservation')).toEqual([]);
  });

  it('the day chosen goes in the address, and Back and Forward move between the days chosen', async () => {
    const { settle, tap } = renderPage();
    await settle('prepare', { output: { field, hasActiveReservation: false } });
    // Opened without a day: the first with a free time (today here) is written in the address, in place of it.
    expect(window.location.search).toBe(`?date=${TODAY}`);
    await tap(screen.getByRole('button', { name: 'Mañana' }));
    expect(window.location.search).toBe(`?date=${TOMORROW}`);
    await pickDate('Fecha', '2026-12-01');
    expect(window.location.search).toBe('?date=2026-12-01');
    const pressed = () => screen.getByRole('group', { name: 'Día' }).querySelector('[aria-pressed="true"]')?.textContent ?? null;
    const shown = () => screen.getByLabelText('Fecha').textContent;
    // Back: the day chosen before, then today; Forward: tomorrow again. The page stays.
    for (const [move, day, chip] of [
      ['back', TOMORROW, 'Mañana'],
      ['back', TODAY, 'Hoy'],
      ['forward', TOMORROW, 'Mañana'],
    ] as const) {
      await act(async () => {
        if (move === 'back') window.history.back();
        else window.history.forward();
        await flush();
      });
      await waitFor(() => expect(shown(), `${move} to ${day}`).toBe(longDateLabel(day)));
      expect(pressed()).toBe(chip);
      expect(window.location.search).toBe(`?date=${day}`);
    }
    // A time on the day Forward came back to opens that day's summary.
    await tap(timeButton('9:00 a. m.'));
    await settle('checkAvailability', { output: answer('09:00', 1, '10:00', TOMORROW) });
    expect(window.location.search).toBe(`?date=${TOMORROW}&start=09:00&hours=1`);
  });

  it('Back out of the summary stays on the page and its day; Forward onto it checks its time again', async () => {
    const { calls, settle, tap } = renderPage();
    await settle('prepare', { output: { field, hasActiveReservation: false } });
    await tap(screen.getByRole('button', { name: 'Mañana' }));
    await tap(timeButton('9:00 a. m.'));
    await settle('checkAvailability', { output: answer('09:00', 1, '10:00', TOMORROW) });
    await act(async () => {
      window.history.back();
      await flush();
    });
    await waitFor(() => expect(summary()).toBeNull());
    expect(window.location.pathname).toBe('/dashboard/reservation/form/field/7');
    expect(window.location.search).toBe(`?date=${TOMORROW}`);
    expect(screen.getByRole('button', { name: 'Mañana', pressed: true })).toBeTruthy();
    await act(async () => {
      window.history.forward();
      await flush();
    });
    await waitFor(() => expect(pending(calls, 'checkAvailability')).toHaveLength(1));
    expect(pending(calls, 'checkAvailability')[0].input).toEqual({ teamId: 3, fieldId: 7, reservationDate: TOMORROW, startTime: '09:00', hours: 1 });
    await settle('checkAvailability', { output: answer('09:00', 1, '10:00', TOMORROW) });
    await waitFor(() => expect(summary()).not.toBeNull());
    // Its entry is the summary's already: closing it takes the entry back rather than adding another.
    await tap(within(summary()!).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(window.location.search).toBe(`?date=${TOMORROW}`));
    expect(calls.filter((c) => c.src === 'createReservation')).toEqual([]);
  });

  it('a past date says so and offers no time; a link preselects the day and opens a free time’s summary', async () => {
    const first = renderPage('/dashboard/reservation/form/field/7?date=2026-11-27');
    await first.settle('prepare', { output: { field, hasActiveReservation: false } });
    expect(screen.getByText(MSG.validation.reservationDate)).toBeTruthy();
    // The calendar offers no past day.
    expect((await openCalendarAt('Fecha', '2026-11-27')).disabled).toBe(true);
    expect(screen.queryByRole('region', { name: /Horarios de inicio/ })).toBeNull();
    cleanup();

    const linked = renderPage(`/dashboard/reservation/form/field/7?date=${TOMORROW}&start=12:00`);
    await linked.settle('prepare', { output: { field, hasActiveReservation: false } });
    expect(pending(linked.calls, 'checkAvailability').map((c) => c.input)).toEqual([
      { teamId: 3, fieldId: 7, reservationDate: TOMORROW, startTime: '12:00', hours: 1 },
    ]);
    expect(screen.getByLabelText('Fecha').textContent).toBe(longDateLabel(TOMORROW));
    cleanup();

    // A link's date that is no day (30 November meant as the 31st) or none: today's times, nothing asked about.
    for (const address of ['?date=2026-11-31&start=12:00', '?date=banana&start=12:00', '?start=12:00']) {
      const mistyped = renderPage(`/dashboard/reservation/form/field/7${address}`);
      await mistyped.settle('prepare', { output: { field, hasActiveReservation: false } });
      expect(pending(mistyped.calls, 'checkAvailability'), address).toEqual([]);
      expect(screen.getByLabelText('Fecha').textContent).toBe(longDateLabel(TODAY));
      cleanup();
    }
  });

  it('a link’s length (a search’s result) is asked for when it fits, else an hour', async () => {
    // A search's result carries its length: asked for when it fits, else an hour (the summary offers the rest).
    const long = renderPage(`/dashboard/reservation/form/field/7?date=${TOMORROW}&start=11:00&hours=2`);
    await long.settle('prepare', { output: { field, hasActiveReservation: false } });
    expect(pending(long.calls, 'checkAvailability').map((c) => c.input)).toEqual([
      { teamId: 3, fieldId: 7, reservationDate: TOMORROW, startTime: '11:00', hours: 2 },
    ]);
    cleanup();
    const late = renderPage(`/dashboard/reservation/form/field/7?date=${TOMORROW}&start=12:00&hours=3`);
    await late.settle('prepare', { output: { field, hasActiveReservation: false } });
    expect(pending(late.calls, 'checkAvailability').map((c) => (c.input as { hours: number }).hours)).toEqual([1]);
    cleanup();
  });

  it('a field with bands: each time shows its band’s price, the summary its hours by band and the server’s total', async () => {
    // Monday 30 November 2026; night from 18:00, weekend (and holidays) 110.000. Today is Saturday the 28th.
    const banded = {
      ...field,
      openingHour: '16:00',
      closingHour: '22:00',
      nightRate: 100000,
      nightFrom: '18:00',
      weekendRate: 110000,
      reservations: [],
    };
    const { settle, tap } = renderPage('/dashboard/reservation/form/field/7?date=2026-11-30');
    await settle('prepare', { output: { field: banded, hasActiveReservation: false } });
    expect(screen.getByText(MSG.rates.from('$ 95.000'), { exact: false })).toBeTruthy();
    expect(spaced(screen.getByRole('list', { name: MSG.rates.title }).textContent)).toContain(MSG.rates.night('6:00 p. m.'));
    expect(within(timeButton('5:30 p. m.')).getByText('$ 95.000')).toBeTruthy();
    expect(within(timeButton('6:00 p. m.')).getByText('$ 100.000')).toBeTruthy();
    // Today, a Saturday, every hour is at the weekend rate.
    await tap(screen.getByRole('button', { name: 'Hoy' }));
    expect(within(timeButton('4:00 p. m.')).getByText('$ 110.000')).toBeTruthy();
    expect(within(timeButton('8:00 p. m.')).getByText('$ 110.000')).toBeTruthy();

    await tap(screen.getByRole('button', { name: 'lun 30' }));
    await tap(timeButton('5:00 p. m.'));
    await settle('checkAvailability', { output: answer('17:00', 2, '19:00', '2026-11-30', 195000) });
    const dialog = summary()!;
    const breakdown = spaced(within(dialog).getByTestId('booking-breakdown').textContent);
    expect(breakdown).toContain(`${MSG.rates.dayLabel}: 1 hora × $ 95.000`);
    expect(breakdown).toContain(`${MSG.rates.nightLabel}: 1 hora × $ 100.000`);
    expect(spaced(within(dialog).getByTestId('booking-total').textContent)).toBe('$ 195.000');
  });

  it("the field's horizon limits the day buttons and the date picker; a date beyond it says so and offers no time", async () => {
    const { settle } = renderPage();
    await settle('prepare', { output: { field: { ...field, bookingHorizonDays: 3 }, hasActiveReservation: false } });
    // Today and the 3 days after it, no more.
    expect(
      within(screen.getByRole('group', { name: 'Día' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Hoy', 'Mañana', 'lun 30', 'mar 1']);
    expect(screen.getByText(MSG.rates.horizon(3))).toBeTruthy();
    // The calendar offers the last day of the horizon, not the next; a later date on a link says so and offers no time.
    expect((await openCalendarAt('Fecha', '2026-12-02')).disabled).toBe(true);
    expect(calendarDay('2026-12-01')!.disabled).toBe(false);
    await pickDate('Fecha', '2026-12-01');
    expect(screen.getByLabelText('Fecha').textContent).toBe(longDateLabel('2026-12-01'));
    cleanup();
    const beyond = renderPage('/dashboard/reservation/form/field/7?date=2026-12-02');
    await beyond.settle('prepare', { output: { field: { ...field, bookingHorizonDays: 3 }, hasActiveReservation: false } });
    expect(screen.getByText(MSG.reservation.beyondHorizon(3))).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Horarios de inicio/ })).toBeNull();
  });

  it("a player without a team is shown the way to one ('Crear equipo', 'Buscar equipos'), not a 'Reintentar' that cannot help", async () => {
    const { calls } = renderPage(undefined, false, null);
    await act(flush);
    expect(screen.getByText('Necesitas un equipo para reservar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear equipo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("a time whose check gets no answer says it could not be checked, not that the booking failed, and 'Reintentar' asks again", async () => {
    const { calls, settle, tap } = renderPage();
    await settle('prepare', { output: { field, hasActiveReservation: false } });
    await tap(screen.getByRole('button', { name: 'Mañana' }));
    await tap(timeButton('9:00 a. m.'));
    await settle('checkAvailability', { error: Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true }) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MSG.reservation.checkFailed);
    expect(alert.textContent).not.toContain(MSG.reservation.refused);
    expect(alert.textContent).toContain(MSG.failure.offline);
    expect(summary()).toBeNull();
    // The time stays chosen, and the others can still be tapped.
    expect(timeButton('9:00 a. m.').getAttribute('data-variant')).toBe('filled');
    expect((timeButton('10:00 a. m.') as HTMLButtonElement).disabled).toBe(false);
    await tap(within(alert).getByRole('button', { name: MSG.failure.retry }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pending(calls, 'checkAvailability').map((c) => c.input)).toEqual([
      { teamId: 3, fieldId: 7, reservationDate: TOMORROW, startTime: '09:00', hours: 1 },
    ]);
    await settle('checkAvailability', { output: answer('09:00', 1, '10:00', TOMORROW) });
    await waitFor(() => expect(summary()).not.toBeNull());
    // A refusal, unlike no answer, is said as the booking refused, with nothing to retry.
    await tap(within(summary()!).getByRole('button', { name: 'Cancelar' }));
    await tap(timeButton('9:00 a. m.'));
    await settle('checkAvailability', { error: apiError(400, 'VALIDATION_FAILED', 'La hora de inicio no es válida.') });
    expect(screen.getByRole('alert').textContent).toContain(MSG.reservation.refused);
    expect(within(screen.getByRole('alert')).queryByRole('button', { name: MSG.failure.retry })).toBeNull();
  });

  it("a field that cannot be loaded says so with the reason and 'Reintentar', and a 5xx's own words are not shown", async () => {
    const { settle, calls } = renderPage();
    await settle('prepare', { error: apiError(502, 'BAD_GATEWAY', 'Bad Gateway') });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MSG.field.loadFailed);
    expect(alert.textContent).toContain(MSG.failure.server);
    expect(alert.textContent).not.toContain('Bad Gateway');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await act(flush);
    expect(calls.filter((c) => c.src === 'prepare')).toHaveLength(2);
  });

  it("when only the team's active reservation cannot be checked, the page says that, not that the field failed; 'Reintentar' asks again", async () => {
    const { settle, calls } = renderPage();
    await settle('prepare', { error: new ActiveCheckFailed(apiError(502, 'BAD_GATEWAY', 'Bad Gateway')) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MSG.activeReservation.checkFailed);
    expect(alert.textContent).not.toContain(MSG.field.loadFailed);
    expect(alert.textContent).toContain(MSG.failure.server);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await act(flush);
    expect(calls.filter((c) => c.src === 'prepare')).toHaveLength(2);
  });

  it("a field the server says does not exist gives the reason and the way to the fields, without a 'Reintentar' that would get the same answer", async () => {
    const { settle } = renderPage();
    await settle('prepare', { error: apiError(404, 'NOT_FOUND', 'La cancha no existe.') });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('La cancha no existe.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver canchas' })).toBeTruthy();
  });

  it('a team holding an ACTIVE reservation is sent to its list; a member is told to ask for it to be cancelled', async () => {
    const { settle } = renderPage();
    await settle('prepare', { output: { field, hasActiveReservation: true } });
    expect(window.location.pathname).toBe('/dashboard/reservation/list/team');
    expect(toasts).toEqual([[MSG.activeReservation.title, MSG.activeReservation.text]]);
  });

  it("the team's owner, who can cancel it, is told to cancel it there rather than to ask the owner", async () => {
    const { settle } = renderPage(undefined, true);
    await settle('prepare', { output: { field, hasActiveReservation: true } });
    expect(window.location.pathname).toBe('/dashboard/reservation/list/team');
    expect(toasts).toEqual([[MSG.activeReservation.title, 'Si quieres reservar otra, cancélala primero en Tus reservas.']]);
  });
});
