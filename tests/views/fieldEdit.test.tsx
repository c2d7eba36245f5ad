// @vitest-environment happy-dom
/**
 * 'Editar cancha' with new hours that leave reservations outside (docs/product.md, "Teams and fields"), on the real
 * page (src/features/fields/EditField.tsx, run by machines/fieldEdit.ts) with the field's requests faked at the
 * HTTP endpoints: the server's 409 opens 'Reservas fuera del nuevo horario' with the reservations it answered; 'Cancelar
 * reservas y guardar' saves the same values with `cancelOutside`; 'Conservar el horario anterior' puts the saved hours
 * back in the form and saves nothing; closing the dialog changes nothing.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Field, Reservation } from '../../domain/types';
import { actAsync, buttonLabelled, renderView, shownDialog } from './setup';

const api = vi.hoisted(() => ({ byId: vi.fn(), update: vi.fn() }));
vi.mock('../../src/api/endpoints/fields', () => api);
vi.mock('../../src/session/useSession', () => ({ reloadUser: () => Promise.resolve(), useSession: () => ({}) }));

const { EditField } = await import('../../src/features/fields/EditField');

const FIELD = {
  id: 7,
  adminId: 3,
  name: 'La Bombonera',
  address: 'Cra 3 #8-45',
  city: 'Cartagena',
  hourlyRate: 80000,
  nightRate: null,
  nightFrom: null,
  weekendRate: null,
  bookingHorizonDays: 30,
  openingHour: '06:00',
  closingHour: '22:00',
  status: 'ACTIVE',
} as unknown as Field;
const early = {
  id: 31,
  status: 'ACTIVE',
  reservationDate: '2026-12-01',
  startTime: '06:00',
  endTime: '08:00',
  teamName: 'Los Pibes',
} as unknown as Reservation;
const outside = {
  response: { status: 409, data: { code: 'RESERVATIONS_OUTSIDE_HOURS', message: MSG.field.reservationsOutsideHours, reservations: [early] } },
};

let keys = 0;
async function open() {
  // Each test edits another administrator's field: no draft of one opens in another.
  const adminId = 100 + keys++;
  api.byId.mockResolvedValue({ ...FIELD, adminId });
  const view = renderView(<EditField id={7} adminId={adminId} />);
  await actAsync(async () => {});
  return { view, adminId };
}

async function saveWithOpeningAt(time: string) {
  await actAsync(async () => {
    fireEvent.change(screen.getByLabelText(/Hora de apertura/), { target: { value: time } });
  });
  await actAsync(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  });
}

describe('new hours that leave reservations outside', () => {
  let view: ReturnType<typeof renderView> | undefined;
  beforeEach(() => {
    api.update.mockReset();
    localStorage.clear();
  });
  afterEach(() => view?.unmount());

  it('lists them, and cancelling them saves the same hours with cancelOutside', async () => {
    ({ view } = await open());
    api.update.mockRejectedValueOnce(outside).mockResolvedValueOnce({ ...FIELD, openingHour: '08:00' });
    await saveWithOpeningAt('08:00');
    const dialog = shownDialog()!;
    expect(dialog.textContent).toContain(MSG.field.outsideHoursTitle);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Los Pibes')]);
    expect(api.update).toHaveBeenCalledTimes(1);
    expect(api.update.mock.calls[0][0]).toMatchObject({ id: 7, openingHour: '08:00' });
    expect(api.update.mock.calls[0][0].cancelOutside).toBeUndefined();
    await actAsync(async () => {
      fireEvent.click(buttonLabelled(MSG.field.cancelOutside, dialog)!);
    });
    expect(api.update).toHaveBeenCalledTimes(2);
    expect(api.update.mock.calls[1][0]).toEqual({ ...api.update.mock.calls[0][0], cancelOutside: true });
    expect(screen.getByText(MSG.field.updatedCancelingOutside)).toBeTruthy();
  });

  it("'Conservar el horario anterior' puts the saved hours back and saves nothing", async () => {
    ({ view } = await open());
    api.update.mockRejectedValueOnce(outside);
    await saveWithOpeningAt('08:00');
    await actAsync(async () => {
      fireEvent.click(buttonLabelled(MSG.field.keepHours, shownDialog()!)!);
    });
    expect(shownDialog()).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>(/Hora de apertura/).value).toBe('06:00');
    expect(api.update).toHaveBeenCalledTimes(1);
  });

  it('closing the dialog keeps what was typed and saves nothing; saving again asks again', async () => {
    ({ view } = await open());
    api.update.mockRejectedValue(outside);
    await saveWithOpeningAt('08:00');
    await actAsync(async () => {
      fireEvent.keyDown(shownDialog()!, { key: 'Escape' });
    });
    expect(shownDialog()).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>(/Hora de apertura/).value).toBe('08:00');
    expect(api.update).toHaveBeenCalledTimes(1);
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    expect(shownDialog()!.textContent).toContain(MSG.field.outsideHoursTitle);
    expect(api.update).toHaveBeenCalledTimes(2);
  });

  it('a save with no answer says so above the buttons, not in a toast over them; the next save clears it', async () => {
    ({ view } = await open());
    api.update.mockRejectedValueOnce(Object.assign(new Error('Network Error'), { isAxiosError: true })).mockResolvedValueOnce(FIELD);
    await saveWithOpeningAt('07:00');
    const said = screen.getByRole('alert');
    expect(said.textContent).toBe(MSG.failure.offline);
    // Above 'Cancelar' and 'Guardar cambios', in the form.
    expect(said.compareDocumentPosition(screen.getByRole('button', { name: 'Guardar cambios' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    expect(screen.queryByText(MSG.failure.offline)).toBeNull();
  });
});
