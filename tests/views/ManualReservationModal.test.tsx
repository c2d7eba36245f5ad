// @vitest-environment happy-dom
/**
 * 'Reserva manual' (docs/product.md, "Manual bookings"): the form reads the field's hours and its ACTIVE
 * reservations, and offers only the start times and lengths the server would take (the field opens 8:00 a. m.
 * to 12:00 p. m. here, so never 7:00 p. m. nor midnight); a fixed turn may start on a time taken on its first
 * date, marked; a failed load says so with 'Reintentar'.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateDMY, formatPesos } from '../../domain/format';
import { isColombianHoliday } from '../../domain/holidays';
import * as MSG from '../../domain/messages';
import { paymentRefusal } from '../../domain/payment';
import { bookingPrice } from '../../domain/pricing';
import type { ManualReservationRequest } from '../../domain/schemas';
import { addDays, todayInAppZone } from '../../domain/time';
import type { Field, ManualReservationResult, Reservation } from '../../domain/types';
import { ManualReservationModal, type ManualBookingActors } from '../../src/features/manual-booking/ManualReservationModal';
import { actAsync, buttonLabelled, openCalendarAt, pickDate, renderView, spaced } from './setup';
import { field } from '../fixtures/slotField';

// Mantine's autosizing 'Nota (opcional)' listens to the document's fonts, which happy-dom lacks.
if (!document.fonts) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

// A date ahead, so that none of its times has started whatever the hour the suite runs at.
const date = addDays(todayInAppZone(), 3);
const busy = [{ id: 1, status: 'ACTIVE', reservationDate: date, startTime: '10:00', endTime: '11:00' } as Reservation];

const optionsOf = (label: RegExp) =>
  within(screen.getByLabelText<HTMLSelectElement>(label))
    .getAllByRole('option')
    .map((o) => spaced(o.textContent));

async function open(actors: ManualBookingActors) {
  const view = renderView(<ManualReservationModal fieldId={7} opened onClose={() => {}} onCreated={() => {}} actors={actors} />);
  await actAsync(async () => {});
  return view;
}

async function change(label: RegExp, value: string) {
  await actAsync(async () => {
    // The input itself: the customer's name also labels its list of suggestions.
    fireEvent.change(screen.getByLabelText(label, { selector: 'input, select, textarea' }), { target: { value } });
  });
}

describe("'Reserva manual' offers only bookable times", () => {
  let view: ReturnType<typeof renderView> | undefined;
  afterEach(() => view?.unmount());

  it("lists the field's free start times of the date and the lengths that fit, and sends what is shown", async () => {
    const create = vi.fn<(r: ManualReservationRequest) => Promise<ManualReservationResult>>(() => new Promise(() => {}));
    const load = vi.fn(async () => ({ field, busy, customers: [] }));
    view = await open({ load, create });
    expect(load).toHaveBeenCalledWith(7);
    await pickDate(/Fecha/, date);
    expect(optionsOf(/Hora de inicio/)).toEqual(['8:00 a. m.', '8:30 a. m.', '9:00 a. m.', '11:00 a. m.']);
    // The calendar goes as far as the field's horizon, 30 days.
    expect((await openCalendarAt(/Fecha/, addDays(todayInAppZone(), 30))).disabled).toBe(false);
    expect((await openCalendarAt(/Fecha/, addDays(todayInAppZone(), 31))).disabled).toBe(true);
    await actAsync(async () => {
      fireEvent.click(screen.getByLabelText(/Fecha/));
    });
    // 8:00 fits two hours before the 10:00 booking; 11:00 only one before closing.
    expect(optionsOf(/Horas/)).toEqual(['1 hora', '2 horas']);
    await change(/Hora de inicio/, '11:00');
    expect(optionsOf(/Horas/)).toEqual(['1 hora']);
    // The price to tell the customer, by the field's bands on that date.
    expect(spaced(screen.getByTestId('manual-total').textContent)).toBe('$ 100.000');
    expect(bookingPrice(field, date, '11:00', 1)).toBe(100000);

    await change(/Nombre del cliente/, 'Pedro Pérez');
    await change(/Celular del cliente/, '3001234567');
    await actAsync(async () => {
      fireEvent.click(buttonLabelled(MSG.reservation.manualButton, screen.getByRole('dialog'))!);
    });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ fieldId: 7, reservationDate: date, startTime: '11:00', hours: 1 }),
      expect.any(String),
    );
  });

  it("suggests the field's earlier customers by a part of their name or cellphone; choosing one fills in the cellphone", async () => {
    const customers = [
      { name: 'Carlos Pérez', cellphone: '3001234567', bookings: 3, lastDate: date },
      { name: 'Ana Gómez', cellphone: '3109876543', bookings: 1, lastDate: date },
    ];
    view = await open({ load: async () => ({ field, busy, customers }), create: () => new Promise(() => {}) });
    expect(screen.getByText(MSG.reservation.customerNameHint)).toBeTruthy();
    // Accents and case aside.
    await change(/Nombre del cliente/, 'perez');
    const suggested = () => within(screen.getByRole('listbox')).getAllByRole('option');
    expect(suggested().map((o) => spaced(o.textContent))).toEqual([`Carlos Pérez${MSG.reservation.knownCustomer('3001234567', 3)}`]);
    await change(/Nombre del cliente/, '310 98');
    const [ana] = suggested();
    expect(spaced(ana.textContent)).toBe(`Ana Gómez${MSG.reservation.knownCustomer('3109876543', 1)}`);
    await actAsync(async () => {
      fireEvent.click(ana);
    });
    expect(screen.getByLabelText<HTMLInputElement>(/Nombre del cliente/, { selector: 'input' }).value).toBe('Ana Gómez');
    expect(screen.getByLabelText<HTMLInputElement>(/Celular del cliente/).value).toBe('3109876543');
  });

  it('offers a fixed turn the times taken on its first date, marked', async () => {
    view = await open({ load: async () => ({ field, busy, customers: [] }), create: () => new Promise(() => {}) });
    await pickDate(/Fecha/, date);
    await actAsync(async () => {
      fireEvent.click(screen.getByLabelText(MSG.reservation.repeatWeekly));
    });
    expect(optionsOf(/Hora de inicio/)).toContain(`10:00 a. m. · ${MSG.reservation.takenThisDate}`);
    await change(/Hora de inicio/, '10:00');
    expect(optionsOf(/Horas/)).toEqual(['1 hora', '2 horas']);
    expect(spaced(screen.getByTestId('manual-total').textContent)).toBe(`$ 80.000 ${MSG.reservation.perWeek}`);
  });

  it('adds up a fixed turn by the dates the server will book: taken weeks, closed days and holidays left out', async () => {
    const [second, third, fourth] = [7, 14, 21].map((days) => addDays(date, days));
    const closedField = { ...field, closedDays: [{ date: third, reason: null }] } as Field;
    const takenLater = { ...busy[0], id: 3, reservationDate: second, startTime: '08:00', endTime: '09:00' };
    view = await open({
      load: async () => ({ field: closedField, busy: [...busy, takenLater], customers: [] }),
      create: () => new Promise(() => {}),
    });
    await pickDate(/Fecha/, date);
    await change(/Hora de inicio/, '08:00');
    await change(/Horas/, '1');
    expect(screen.queryByTestId('manual-turn-total')).toBeNull();
    await actAsync(async () => {
      fireEvent.click(screen.getByLabelText(MSG.reservation.repeatWeekly));
    });
    // 4 weeks: the second is taken at 8:00, the field is closed the third; a holiday is left out too, and said as
    // one before anything else (the second week falls on 8 December when the test runs in late November).
    const reasonOf = (d: string) =>
      isColombianHoliday(d)
        ? MSG.reservation.skippedHoliday
        : d === third
          ? MSG.reservation.skippedClosed
          : d === second
            ? MSG.reservation.skippedTaken
            : null;
    const weeks = [date, second, third, fourth];
    const booked = weeks.filter((d) => !reasonOf(d));
    const skipped = weeks.filter(reasonOf).map((d) => [d, reasonOf(d)!]);
    expect(spaced(screen.getByTestId('manual-total').textContent)).toBe(`$ 80.000 ${MSG.reservation.perWeek}`);
    expect(spaced(screen.getByTestId('manual-turn-total').textContent)).toBe(
      spaced(`${formatPesos(80000 * booked.length)} ${MSG.reservation.turnWeeks(booked.length)}`),
    );
    expect(screen.getByTestId('manual-turn-skipped').textContent).toBe(
      MSG.reservation.turnSkipped(skipped.length, skipped.map(([d, reason]) => `${formatDateDMY(d)} (${reason})`).join(', ')),
    );
  });

  it('a time someone booked meanwhile, refused by the server, is read again: no longer offered, the rest of the form kept', async () => {
    const taken = { ...busy[0], id: 2, startTime: '11:00', endTime: '12:00' };
    const load = vi
      .fn()
      .mockResolvedValueOnce({ field, busy, customers: [] })
      .mockResolvedValue({ field, busy: [...busy, taken], customers: [] });
    const create = vi.fn().mockRejectedValue({ response: { status: 409, data: { code: 'SLOT_TAKEN', message: MSG.reservation.slotTaken } } });
    view = await open({ load, create });
    await pickDate(/Fecha/, date);
    await change(/Hora de inicio/, '11:00');
    await change(/Nombre del cliente/, 'Pedro Pérez');
    await change(/Celular del cliente/, '3001234567');
    await actAsync(async () => {
      fireEvent.click(buttonLabelled(MSG.reservation.manualButton, screen.getByRole('dialog'))!);
    });
    expect(screen.getByRole('alert').textContent).toBe(MSG.reservation.slotTaken);
    expect(load).toHaveBeenCalledTimes(2);
    // The hour chosen is gone: none is put in its place, the form asks for one and cannot be sent without it.
    expect(optionsOf(/Hora de inicio/)).toEqual([MSG.reservation.moveChooseTime, '8:00 a. m.', '8:30 a. m.', '9:00 a. m.']);
    expect(buttonLabelled(MSG.reservation.manualButton, screen.getByRole('dialog'))!.disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/Nombre del cliente/, { selector: 'input' }).value).toBe('Pedro Pérez');
  });

  it('says when the day has no time left and does not let the form be sent', async () => {
    const full = [{ ...busy[0], startTime: '08:00', endTime: '12:00' }];
    view = await open({ load: async () => ({ field, busy: full, customers: [] }), create: () => new Promise(() => {}) });
    await pickDate(/Fecha/, date);
    expect(screen.getByText(MSG.reservation.noFreeTimes)).toBeTruthy();
    expect(buttonLabelled(MSG.reservation.manualButton, screen.getByRole('dialog'))!.disabled).toBe(true);
  });

  it('a fixed turn lists the dates booked and those left out until Aceptar, and the list loads again', async () => {
    const second = addDays(date, 7);
    const result: ManualReservationResult = {
      reservations: [{ ...busy[0], id: 11, startTime: '08:00', endTime: '09:00', price: 80000 }],
      skipped: [{ date: second, reason: 'TAKEN' }],
    };
    const create = vi.fn(async () => result);
    const onCreated = vi.fn();
    const onClose = vi.fn();
    view = renderView(
      <ManualReservationModal
        fieldId={7}
        opened
        onClose={onClose}
        onCreated={onCreated}
        actors={{ load: async () => ({ field, busy, customers: [] }), create }}
      />,
    );
    await actAsync(async () => {});
    await pickDate(/Fecha/, date);
    await change(/Hora de inicio/, '08:00');
    await actAsync(async () => {
      fireEvent.click(screen.getByLabelText(MSG.reservation.repeatWeekly));
    });
    await change(/Número de semanas/, '2');
    await change(/Nombre del cliente/, 'Pedro Pérez');
    await change(/Celular del cliente/, '3001234567');
    await actAsync(async () => {
      fireEvent.click(buttonLabelled(MSG.reservation.manualButton, screen.getByRole('dialog'))!);
    });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ reservationDate: date, startTime: '08:00', weeks: 2 }), expect.any(String));
    expect(onCreated).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(MSG.reservation.seriesCreated(1));
    expect(within(screen.getByLabelText(MSG.reservation.skippedTitle)).getByRole('listitem').textContent).toBe(
      `${formatDateDMY(second)}: ${MSG.reservation.skippedTaken}`,
    );
    expect(onClose).not.toHaveBeenCalled();
    await actAsync(async () => {
      fireEvent.click(buttonLabelled(MSG.auth.accept, dialog)!);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a deposit above the total before sending, and sends the same booking again with its key after no answer', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Network Error'), { isAxiosError: true }))
      .mockReturnValue(new Promise(() => {}));
    view = await open({ load: async () => ({ field, busy, customers: [] }), create });
    await pickDate(/Fecha/, date);
    await change(/Hora de inicio/, '11:00');
    await change(/Nombre del cliente/, 'Pedro Pérez');
    await change(/Celular del cliente/, '3001234567');
    await change(/Abono/, '200000');
    const submit = () =>
      actAsync(async () => {
        fireEvent.click(buttonLabelled(MSG.reservation.manualButton, screen.getByRole('dialog'))!);
      });
    await submit();
    expect(create).not.toHaveBeenCalled();
    const abono = screen.getByLabelText(/Abono/);
    expect(abono.getAttribute('aria-invalid')).toBe('true');
    expect(
      spaced(
        document.getElementById(
          abono
            .getAttribute('aria-describedby')!
            .split(' ')
            .find((id) => id.endsWith('-error'))!,
        )?.textContent,
      ),
    ).toBe(spaced(paymentRefusal(200000, 100000)));
    await change(/Abono/, '50000');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(MSG.failure.offline);
    await submit();
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1]).toEqual(create.mock.calls[0]);
    expect(create.mock.calls[0][0]).toMatchObject({ startTime: '11:00', paid: 50000 });
  });

  it("says when the field's hours cannot be loaded, and 'Reintentar' loads them again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue({ field, busy, customers: [] });
    view = await open({ load, create: () => new Promise(() => {}) });
    expect(screen.getByText(MSG.reservation.manualLoadFailed)).toBeTruthy();
    await actAsync(async () => {
      fireEvent.click(buttonLabelled(MSG.failure.retry)!);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText(/Hora de inicio/)).toBeTruthy();
  });
});
