// @vitest-environment happy-dom
/**
 * 'Avisos' (src/features/notifications/NotificationsPage.tsx) with the live notices (src/layout/notices.tsx): the
 * unread count read when the stream opens and counted up as notices arrive, a notice arriving shown at once, a
 * notice opened marked read and followed to its screen, 'Marcar todas como leídas', a failure apart from the empty list.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import * as MSG from '../../domain/messages';
import type { Notification, Page } from '../../domain/types';
import type { NoticeStreamEvent } from '../../machines/noticeStream';
import NotificationsPage from '../../src/features/notifications/NotificationsPage';
import { NoticesProvider, useNotices } from '../../src/layout/notices';
import { renderView } from './setup';

const api = vi.hoisted(() => ({ unread: vi.fn(), markRead: vi.fn(), markAllRead: vi.fn() }));
vi.mock('../../src/api/endpoints/notifications', () => ({
  NOTICE_STREAM_URL: '/api/v1/notification/stream',
  unread: api.unread,
  markRead: api.markRead,
  markAllRead: api.markAllRead,
}));

const notice = (id: number, readAt: string | null, text = `Aviso ${id}`): Notification => ({
  id,
  kind: 'REQUEST_RECEIVED',
  text,
  link: '/dashboard/requests',
  createdAt: '2026-11-20T15:00:00.000Z',
  readAt,
});
const page = (content: Notification[], totalElements = content.length): Page<Notification> => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / 20),
  size: 20,
  number: 0,
});

let view: ReturnType<typeof renderView> | undefined;
let sendBack: ((event: NoticeStreamEvent) => void) | undefined;
const stream = fromCallback<NoticeStreamEvent, { lastEventId: string | null }>(({ sendBack: send }) => {
  sendBack = send;
  return () => {
    sendBack = undefined;
  };
});

function Count() {
  const { unread } = useNotices();
  return <output data-testid="unread">{unread ?? '—'}</output>;
}

function show(load: (p: number) => Promise<Page<Notification>>) {
  view = renderView(
    <NoticesProvider stream={stream}>
      <Count />
      <NotificationsPage load={load} />
    </NoticesProvider>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard/notifications');
  api.unread.mockReset().mockResolvedValue({ count: 1, latestId: 2 });
  api.markRead.mockReset().mockResolvedValue(undefined);
  api.markAllRead.mockReset().mockResolvedValue(undefined);
});
afterEach(() => view?.unmount());

it('counts unread notices when the stream opens and as notices arrive, showing a new one at once', async () => {
  let shown = page([notice(2, null, 'Camilo Rojas pidió unirse a Los Costeños.'), notice(1, '2026-11-20T16:00:00.000Z')]);
  const load = vi.fn(async () => shown);
  show(load);
  expect(await screen.findByText('Camilo Rojas pidió unirse a Los Costeños.')).toBeTruthy();
  expect(screen.getAllByText(MSG.notices.unread)).toHaveLength(1);
  expect(screen.getByTestId('unread').textContent).toBe('—');
  act(() => sendBack!({ type: 'OPENED' }));
  await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('1'));

  shown = page([notice(3, null, 'Los Costeños aceptó tu solicitud: ya eres parte del equipo.'), ...shown.content]);
  act(() => sendBack!({ type: 'NOTICE', notice: shown.content[0] }));
  expect(screen.getByTestId('unread').textContent).toBe('2');
  expect(await screen.findByText('Los Costeños aceptó tu solicitud: ya eres parte del equipo.')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('a count read while a notice is on its way neither loses it nor counts it twice', async () => {
  show(async () => page([notice(2, null)]));
  await screen.findByText(MSG.notices.unread);
  // The count was read before notice 3 was made; the stream brings 3 before the count's answer comes back.
  let answer!: (counted: { count: number; latestId: number }) => void;
  api.unread.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  act(() => sendBack!({ type: 'OPENED' }));
  act(() => sendBack!({ type: 'NOTICE', notice: notice(3, null) }));
  expect(screen.getByTestId('unread').textContent).toBe('1');
  await act(async () => answer({ count: 1, latestId: 2 }));
  expect(screen.getByTestId('unread').textContent).toBe('2');
  // Read again after notice 4 was made, the count has it when the stream brings it.
  api.unread.mockResolvedValueOnce({ count: 3, latestId: 4 });
  act(() => sendBack!({ type: 'LOST' }));
  // The machine connects again after its first wait (machines/noticeStream.ts).
  await waitFor(() => expect(sendBack).toBeTypeOf('function'), { timeout: 3000 });
  act(() => sendBack!({ type: 'OPENED' }));
  await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('3'));
  act(() => sendBack!({ type: 'NOTICE', notice: notice(4, null) }));
  expect(screen.getByTestId('unread').textContent).toBe('3');
});

it('a notice opened is marked read and leads to its screen; «Marcar todas como leídas» marks the rest', async () => {
  show(async () => page([notice(5, null, 'Te agregaron al equipo Los Costeños.'), notice(4, null)]));
  fireEvent.click(await screen.findByText('Te agregaron al equipo Los Costeños.'));
  await waitFor(() => expect(window.location.pathname).toBe('/dashboard/requests'));
  expect(api.markRead).toHaveBeenCalledWith(5);
  expect(api.unread).toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: MSG.notices.markAll }));
  await waitFor(() => expect(api.markAllRead).toHaveBeenCalledTimes(1));
});

it('a failed load says so with «Reintentar», apart from the empty list', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(page([]));
  show(load);
  expect(await screen.findByText(MSG.notices.loadFailed)).toBeTruthy();
  expect(screen.queryByText(MSG.notices.empty)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: MSG.failure.retry }));
  expect(await screen.findByText(MSG.notices.empty)).toBeTruthy();
  expect(screen.queryByRole('button', { name: MSG.notices.markAll })).toBeNull();
});
