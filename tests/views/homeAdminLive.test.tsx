// @vitest-environment happy-dom
/**
 * home-admin left open while a team books (docs/product.md, "home-admin"): the counters and 'Hoy en tu cancha' read
 * again as the booking's notice arrives, as 'Novedades' does, not a minute later. The screen's requests are fakes that
 * answer with the field as it is now; the live notices come from a stream the test drives.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import type { Notification, Reservation } from '../../domain/types';
import type { NoticeStreamEvent } from '../../machines/noticeStream';
import { NoticesProvider } from '../../src/layout/notices';
import { renderView, spaced } from './setup';

const field = vi.hoisted(() => ({ today: [] as unknown[], active: 2, countReads: 0 }));
vi.mock('../../src/session/useSession', () => ({
  reloadUser: () => Promise.resolve(),
  useSession: () => ({ role: 'ADMIN', user: { id: 3 }, admin: { id: 3, name: 'Marta', lastname: 'Díaz', field: { id: 4, name: 'La 10' } } }),
}));
vi.mock('../../src/features/admin/api', () => ({
  loadReservationCounts: async () => {
    field.countReads += 1;
    return { active: field.active, finished: 5, canceled: 1 };
  },
  loadDayReservations: async () => field.today,
  loadFieldNews: async () => ({ since: '2030-06-10T00:00:00Z', readAt: '2030-06-16T12:00:00Z', total: 0, items: [] }),
  loadCashDay: async (_field: number, date: string) => ({ date, received: 0, refunded: 0, byMethod: [], movements: [] }),
  loadFieldStats: () => new Promise(() => {}),
  markNewsSeen: async () => ({}),
}));
const { default: HomeAdminPage } = await import('../../src/features/admin/HomeAdminPage');

let sendBack: ((event: NoticeStreamEvent) => void) | undefined;
const stream = fromCallback<NoticeStreamEvent, { lastEventId: string | null }>(({ sendBack: send }) => {
  sendBack = send;
});
const notice = (kind: Notification['kind']): Notification => ({
  id: 9,
  kind,
  text: 'Los Costeños reservó tu cancha.',
  link: '/dashboard/reservation/list/field',
  createdAt: '2030-06-16T15:00:00.000Z',
  readAt: null,
});

afterEach(() => {
  field.today = [];
  field.active = 2;
  field.countReads = 0;
});

it("reads the counters and today's bookings again when a team's booking arrives, and not for other notices", async () => {
  const view = renderView(
    <NoticesProvider stream={stream}>
      <HomeAdminPage />
    </NoticesProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('count-Activas').textContent).toBe('2'));
  expect(await screen.findByText('No hay reservas para hoy.')).toBeTruthy();

  // Another kind of notice (a player's request) changes nothing here: nothing is read again.
  await act(async () => sendBack!({ type: 'NOTICE', notice: notice('REQUEST_RECEIVED') }));
  expect(field.countReads).toBe(1);

  field.active = 3;
  field.today = [{ id: 1, status: 'ACTIVE', hours: 2, price: 160_000, paid: 40_000 } as Partial<Reservation>];
  await act(async () => sendBack!({ type: 'NOTICE', notice: notice('FIELD_BOOKING_CREATED') }));
  await waitFor(() => expect(screen.getByTestId('count-Activas').textContent).toBe('3'));
  expect(spaced(screen.getByTestId('today-figures').textContent)).toContain('1 reserva');
  expect(spaced(screen.getByTestId('today-figures').textContent)).toContain('120.000');
  view.unmount();
});
