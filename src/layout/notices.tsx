/**
 * The signed-in user's live notices (docs/product.md, "Notices"): one stream for the whole dashboard, run by
 * machines/noticeStream.ts, whose `stream` actor is given here: `GET /notification/stream` read with
 * @microsoft/fetch-event-source (an EventSource cannot send the bearer token), telling the machine OPENED, each
 * NOTICE and LOST, and never retrying by itself (the machine waits and connects again). The count of unread notices
 * is read when the stream opens and counted up as notices arrive; screens follow the notices with `useOnNotice`.
 */
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { useActorRef } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromCallback } from 'xstate';
import type { Notification } from '../../domain/types';
import { noticeStreamMachine, type NoticeStreamEvent } from '../../machines/noticeStream';
import { storedToken } from '../api/http';
import { NOTICE_STREAM_URL, notificationsApi } from '../api/endpoints/notifications';
import { inspector } from '../inspect';

export interface Notices {
  /** The unread notices; null until first read. */
  unread: number | null;
  /** Reads the count again (after marking notices read). */
  refreshUnread: () => void;
  /** Calls `listener` at each notice that arrives; returns its removal. */
  subscribe: (listener: (notice: Notification) => void) => () => void;
}

const NoticesContext = createContext<Notices>({ unread: null, refreshUnread: () => {}, subscribe: () => () => {} });

/** The live stream as the machine's callback actor. */
export const noticeStream = fromCallback<NoticeStreamEvent, { lastEventId: string | null }>(({ input, sendBack }) => {
  const controller = new AbortController();
  const headers: Record<string, string> = {};
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (input.lastEventId) headers['Last-Event-ID'] = input.lastEventId;
  fetchEventSource(NOTICE_STREAM_URL, {
    headers,
    signal: controller.signal,
    openWhenHidden: true,
    async onopen(response) {
      if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        sendBack({ type: 'OPENED' });
        return;
      }
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
  }).catch(() => {
    if (!controller.signal.aborted) sendBack({ type: 'LOST' });
  });
  return () => controller.abort();
});

export function NoticesProvider({ children, stream = noticeStream }: { children: ReactNode; stream?: typeof noticeStream }) {
  const listeners = useRef(new Set<(notice: Notification) => void>());
  const [unread, setUnread] = useState<number | null>(null);
  const refreshUnread = useCallback(() => {
    notificationsApi.unread().then(setUnread, () => {});
  }, []);
  const [machine] = useState(() =>
    noticeStreamMachine.provide({
      actors: { stream },
      actions: {
        onNotice: (_, notice) => {
          setUnread((count) => (count ?? 0) + 1);
          for (const listener of listeners.current) listener(notice);
        },
        onOpened: () => refreshUnread(),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  useEffect(() => {
    const online = () => actor.send({ type: 'ONLINE' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor]);
  const subscribe = useCallback((listener: (notice: Notification) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo<Notices>(() => ({ unread, refreshUnread, subscribe }), [unread, refreshUnread, subscribe]);
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}

export const useNotices = () => useContext(NoticesContext);

/** Calls `listener` at each notice that arrives while the component is shown. */
export function useOnNotice(listener: (notice: Notification) => void) {
  const { subscribe } = useNotices();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((notice) => latest.current(notice)), [subscribe]);
}
