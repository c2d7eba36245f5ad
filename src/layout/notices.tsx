/**
 * The signed-in user's live notices (docs/product.md, "Notices"): one stream for the whole dashboard, run by
 * machines/noticeStream.ts, whose `stream` actor comes from ./noticesApi.ts. The count of unread notices
 * is read when the stream opens and counted up as notices arrive (domain/unread.ts: none lost or counted twice when
 * the two cross); screens follow the notices with `useOnNotice`.
 */
import { useActorRef } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Notification } from '../../domain/types';
import { NO_TALLY, tallyArrived, tallyCounted, unreadOf } from '../../domain/unread';
import { noticeStreamMachine } from '../../machines/noticeStream';
import { inspector } from '../inspect';
import { noticeStream, unreadNotices } from './noticesApi';

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
  const [tally, setTally] = useState(NO_TALLY);
  const unread = unreadOf(tally);
  const refreshUnread = useCallback(() => {
    unreadNotices().then(
      (counted) => setTally((t) => tallyCounted(t, counted)),
      () => {},
    );
  }, []);
  const [machine] = useState(() =>
    noticeStreamMachine.provide({
      actors: { stream },
      actions: {
        onNotice: (_, notice) => {
          setTally((t) => tallyArrived(t, notice.id));
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
