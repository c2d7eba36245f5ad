/**
 * The signed-in user's live notices (docs/product.md, "Notices"): one stream for the whole dashboard and its unread
 * count, both run by machines/noticeStream.ts, whose `stream` and `unread` actors come from ./noticesApi.ts; screens
 * follow the notices with `useOnNotice`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Notification } from '../../domain/types';
import { unreadOf } from '../../domain/unread';
import { noticeStreamMachine } from '../../machines/noticeStream';
import { inspector } from '../inspect';
import { noticeStream, unreadCount } from './noticesApi';

export interface Notices {
  /** The unread notices; null until first read. */
  unread: number | null;
  /** Reads the count again (after marking notices read). */
  refreshUnread: () => void;
  /** Calls `listener` at each notice that arrives; returns its removal. */
  subscribe: (listener: (notice: Notification) => void) => () => void;
}

const NoticesContext = createContext<Notices>({ unread: null, refreshUnread: () => {}, subscribe: () => () => {} });

export function NoticesProvider({ children, stream = noticeStream }: { children: ReactNode; stream?: typeof noticeStream }) {
  const listeners = useRef(new Set<(notice: Notification) => void>());
  const [machine] = useState(() =>
    noticeStreamMachine.provide({
      actors: { stream, unread: unreadCount },
      actions: {
        onNotice: (_, notice) => {
          for (const listener of listeners.current) listener(notice);
        },
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const unread = useSelector(actor, (s) => unreadOf(s.context.tally));
  useEffect(() => {
    const online = () => actor.send({ type: 'ONLINE' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor]);
  const refreshUnread = useCallback(() => actor.send({ type: 'RECOUNT' }), [actor]);
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
