// @vitest-environment happy-dom
/**
 * A team's contact in its details, to the field's administrator (docs/product.md, "Screens"): read while the booking is
 * active and up to 7 days after its game; otherwise it says so, and asks the server for nothing.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Reservation } from '../../domain/types';
import { TeamContact } from '../../src/features/reservation-list/TeamContact';
import { actAsync, renderView } from './setup';

const api = vi.hoisted(() => ({ loadTeamContact: vi.fn() }));
vi.mock('../../src/features/reservation-list/api', () => api);

let view: ReturnType<typeof renderView> | undefined;
beforeEach(() => {
  // Thursday 20 June 2030, noon in Bogota.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-06-20T17:00:00Z'));
  api.loadTeamContact.mockReset().mockResolvedValue({ name: 'Julián Pérez', cellphone: '3001234567' });
});
afterEach(() => {
  view?.unmount();
  vi.useRealTimers();
});

const booking = (status: Reservation['status'], reservationDate: string) => ({ id: 5, status, reservationDate }) as Reservation;

it.each([
  ['ACTIVE', '2030-06-21'],
  ['FINISHED', '2030-06-13'],
] as const)('reads the owner of a %s booking of %s', async (status, date) => {
  await actAsync(async () => {
    view = renderView(<TeamContact reservation={booking(status, date)} />);
  });
  expect(await screen.findByText('Julián Pérez')).toBeTruthy();
  expect(api.loadTeamContact).toHaveBeenCalledWith(5);
});

it.each([
  ['CANCELED', '2030-06-21'],
  ['FINISHED', '2030-06-12'],
] as const)('says the contact is closed for a %s booking of %s, without asking the server', async (status, date) => {
  await actAsync(async () => {
    view = renderView(<TeamContact reservation={booking(status, date)} />);
  });
  expect(screen.getByTestId('team-contact').textContent).toBe(MSG.reservation.contactClosed);
  expect(api.loadTeamContact).not.toHaveBeenCalled();
});
