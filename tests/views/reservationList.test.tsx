// @vitest-environment happy-dom
/**
 * The reservation list on the real page (src/features/reservation-list/ReservationListPage.tsx, run by
 * machines/reservationList.ts) with the reservation requests faked at the HTTP endpoints: the address's filters and
 * page are the list's start and the server is asked for them; 'Buscar' asks for other filters from the first page
 * and the address follows; a link from elsewhere starts the list again from the address; cancelling from a card sends the cancellation and the list is read again, quietly.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Page, Reservation } from '../../domain/types';
import { field as slotField } from '../fixtures/slotField';
import { actAsync, buttonLabelled, renderView, shownDialog } from './setup';

const api = vi.hoisted(() => ({
  filter: vi.fn(),
  cancel: vi.fn(),
  byId: vi.fn(),
  attendance: vi.fn(() => new Promise(() => {})),
  contact: vi.fn(() => new Promise(() => {})),
}));
vi.mock('../../src/api/endpoints/reservations', () => api);
vi.mock('../../src/api/endpoints/teams', () => ({ record: () => new Promise(() => {}) }));
const fieldById = vi.hoisted(() => vi.fn(() => new Promise(() => {})));
vi.mock('../../src/api/endpoints/fields', async (original) => ({ ...(await original<object>()), byId: fieldById }));
// The team's owner: user 3, team 4.
vi.mock('../../src/session/useSession', () => ({
  reloadUser: () => Promise.resolve(),
  useSession: () => ({ role: 'PLAYER', user: { id: 3 }, player: { team: { id: 4 } } }),
}));

const { default: ReservationListPage } = await import('../../src/features/reservation-list/ReservationListPage');

const booking = (id: number, fieldName: string, status: Reservation['status'] = 'ACTIVE') =>
  ({
    id,
    status,
    reservationDate: '2099-12-01',
    startTime: '20:00',
    endTime: '21:00',
    hours: 1,
    teamName: 'Los Pibes',
    fieldName,
    team: { id: 4, name: 'Los Pibes', ownerId: 3 },
    field: null,
  }) as unknown as Reservation;
const pageOf = (content: Reservation[], totalPages = 1): Page<Reservation> => ({
  content,
  totalPages,
  totalElements: content.length,
  size: 6,
  number: 0,
});

function open(address: string) {
  window.history.replaceState({}, '', address);
  return renderView(
    <Routes>
      <Route
        path="/dashboard/reservation/list/:var"
        element={
          <>
            {/* As home-admin's counters and the menu link to the list: a navigation from elsewhere. */}
            <Link to="/dashboard/reservation/list/team?status=FINISHED">Ver finalizadas</Link>
            <ReservationListPage />
          </>
        }
      />
    </Routes>,
  );
}
const cards = () => screen.queryAllByRole('article');

describe('the reservation list', () => {
  let view: ReturnType<typeof renderView> | undefined;
  beforeEach(() => {
    for (const fn of [api.filter, api.cancel, api.byId]) fn.mockReset();
  });
  afterEach(() => view?.unmount());

  it("starts from the address's filters and page, and 'Buscar' asks for others from the first page, the address following", async () => {
    api.filter.mockResolvedValue(pageOf([booking(1, 'La Bombonera')], 3));
    view = open('/dashboard/reservation/list/team?status=ACTIVE&pagina=2');
    await actAsync(async () => {});
    expect(api.filter).toHaveBeenCalledTimes(1);
    expect(api.filter.mock.calls[0][0]).toEqual({ teamId: 4, status: 'ACTIVE', page: 1, size: 6 });
    expect(screen.getByRole('heading', { name: 'Lista de reservas con estado "Activa"' })).toBeTruthy();

    await actAsync(async () => {
      fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'CANCELED' } });
    });
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    });
    expect(api.filter).toHaveBeenCalledTimes(2);
    expect(api.filter.mock.calls[1][0]).toEqual({ teamId: 4, status: 'CANCELED', page: 0, size: 6 });
    expect(window.location.search).toBe('?status=CANCELED');
    expect(screen.getByRole('heading', { name: 'Lista de reservas con estado "Cancelada"' })).toBeTruthy();
    // The same filters again on the first page: nothing to read.
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    });
    expect(api.filter).toHaveBeenCalledTimes(2);
  });

  it('a link to the list with other filters starts it again from the address', async () => {
    api.filter.mockResolvedValue(pageOf([booking(1, 'La Bombonera')], 3));
    view = open('/dashboard/reservation/list/team?status=CANCELED&pagina=3');
    await actAsync(async () => {});
    await actAsync(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Ver finalizadas' }));
    });
    expect(api.filter.mock.calls.map(([f]) => f)).toEqual([
      { teamId: 4, status: 'CANCELED', page: 2, size: 6 },
      { teamId: 4, status: 'FINISHED', page: 0, size: 6 },
    ]);
    expect(window.location.search).toBe('?status=FINISHED');
    expect(screen.getByRole('heading', { name: 'Lista de reservas con estado "Finalizada"' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Estado').value).toBe('FINISHED');
  });

  it('a page the list no longer has shows its last one, and the address says so', async () => {
    api.filter.mockImplementation(({ page }: { page: number }) => Promise.resolve(pageOf([booking(10 + page, 'La Bombonera')], 2)));
    view = open('/dashboard/reservation/list/team?pagina=9');
    await actAsync(async () => {});
    expect(api.filter.mock.calls.map(([f]) => f.page)).toEqual([8, 1]);
    expect(window.location.search).toBe('?pagina=2');
    expect(cards()).toHaveLength(1);
  });

  it('cancelling from a card sends the cancellation, and the list is read again', async () => {
    const bombonera = booking(1, 'La Bombonera');
    const campin = booking(2, 'El Campín');
    api.filter.mockResolvedValueOnce(pageOf([bombonera, campin]));
    view = open('/dashboard/reservation/list/team?status=ACTIVE');
    await actAsync(async () => {});
    expect(cards()).toHaveLength(2);

    api.cancel.mockResolvedValueOnce({ ...bombonera, status: 'CANCELED' });
    // Read again, the ACTIVE list no longer holds it.
    api.filter.mockResolvedValueOnce(pageOf([campin]));
    // The team's owner is first told who paid him their share of the vaca, one who left the team since included.
    api.attendance.mockResolvedValueOnce({
      going: [{ playerId: 7, name: 'Ana Díaz', paid: true }],
      notGoing: [],
      pending: [],
      share: 45000,
      left: [{ playerId: 9, name: 'Mateo Gómez', paid: true }],
    });
    const card = screen.getByRole('article', { name: 'Reserva de La Bombonera' });
    await actAsync(async () => {
      fireEvent.click(buttonLabelled('Cancelar reserva', card)!);
    });
    expect(within(shownDialog()!).getByText(MSG.reservation.cancelSharesPaid('Ana Díaz y Mateo Gómez', 2))).toBeTruthy();
    await actAsync(async () => {
      fireEvent.click(buttonLabelled('Sí, cancelar reserva', shownDialog()!)!);
    });
    expect(api.cancel).toHaveBeenCalledTimes(1);
    expect(api.cancel).toHaveBeenCalledWith(1);
    expect(api.filter).toHaveBeenCalledTimes(2);
    expect(api.filter.mock.calls[1][0]).toEqual({ teamId: 4, status: 'ACTIVE', page: 0, size: 6 });
    expect(screen.getByText('Reserva cancelada.')).toBeTruthy();
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Reserva de El Campín']);
  });

  it("says the field's 'Cómo pagar el abono' once on a card: la vaca under it does not repeat it", async () => {
    const HOW_TO_PAY = 'Nequi 300 123 4567 a nombre de Rosa Pérez';
    const field = { ...slotField, paymentInstructions: HOW_TO_PAY };
    api.filter.mockResolvedValueOnce(pageOf([{ ...booking(1, 'La Bombonera'), field } as unknown as Reservation]));
    api.attendance.mockResolvedValueOnce({
      going: [{ playerId: 7, name: 'Ana Díaz', paid: false }],
      notGoing: [],
      pending: [],
      share: 90000,
      left: [],
    });
    fieldById.mockResolvedValueOnce(field);
    view = open('/dashboard/reservation/list/team?status=ACTIVE');
    await actAsync(async () => {});
    const card = screen.getByRole('article', { name: 'Reserva de La Bombonera' });
    await within(card).findByTestId('vaca');
    await actAsync(async () => {});
    expect(fieldById).toHaveBeenCalledWith(slotField.id);
    expect(within(card).getByText(MSG.share.howToPay)).toBeTruthy();
    expect(within(card).getAllByText(HOW_TO_PAY)).toHaveLength(1);
  });
});
