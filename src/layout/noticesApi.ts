/**
 * The dashboard's live notices' calls (docs/api.md, "Notifications"): the `stream` actor of machines/noticeStream.ts,
 * `GET /notification/stream` read with @microsoft/fetch-event-source (an EventSource cannot send the bearer token),
 * telling the machine OPENED, each NOTICE and LOST, and never retrying by itself (the machine waits and connects
 * again); and the `unread` actor, which reads the count of unread notices. The library's code comes as the stream
 * first connects, after the screen's first paint; a download that fails is a lost connection like any other.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { Notification } from '../../domain/types';
import type { UnreadCount } from '../../domain/unread';
import type { NoticeStreamEvent } from '../../machines/noticeStream';
import { storedToken, tokenRefused } from '../api/http';
import * as notificationsApi from '../api/endpoints/notifications';
import { NOTICE_STREAM_URL } from '../api/endpoints/notifications';

/** The count of unread notices as the machine's promise actor. */
export const unreadCount = fromPromise<UnreadCount>(({ signal }) => notificationsApi.unread(signal));

/** The live stream as the machine's callback actor. */
export const noticeStream = fromCallback<NoticeStreamEvent, { lastEventId: string | null }>(({ input, sendBack }) => {
  const controller = new AbortController();
  const headers: Record<string, string> = {};
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (input.lastEventId) headers['Last-Event-ID'] = input.lastEventId;
  const connect = async () => {
    const { fetchEventSource } = await import('@microsoft/fetch-event-source');
    // Stopped while the library downloaded: an aborted signal would not stop a stream that had not begun.
    if (controller.signal.aborted) return;
    await fetchEventSource(NOTICE_STREAM_URL, {
      headers,
      signal: controller.signal,
      openWhenHidden: true,
      async onopen(response) {
        if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
          sendBack({ type: 'OPENED' });
          return;
        }
        // The token lapsed (a device whose clock was put right, a session left overnight): renewed as for any call, and
        // the stream connects again with the new one at its next try.
        if (response.status === 401 && token) void tokenRefused(token);
        throw new Error(`notice stream answered ${response.status}`);
      },
      onmessage(message) {
        if (!message.data) return;
        try {
          sendBack({ type: 'NOTICE', notice: JSON.parse(message.data) as Notification });
        } catch {
          // Not a notice: nothing to show.
        }
      },
      onclose() {
        throw new Error('notice stream ended');
      },
      onerror(error: unknown) {
        // No retry of the library's own: the machine decides when to connect again.
        throw error;
      },
    });
  };
  connect().catch(() => {
    if (!controller.signal.aborted) sendBack({ type: 'LOST' });
  });
  return () => controller.abort();
});
