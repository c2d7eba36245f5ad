/**
 * Reads a screen's data again, quietly, when the person comes back to it (another tab or app, the phone
 * unlocked), every minute while it is in sight, and whenever the screen asks (`refresh`, after the server
 * refused something it showed): what others booked or cancelled meanwhile shows without a reload. The read is
 * machines/refresh.ts; its answer goes to the screen's load (useLoad's setData), which takes it only while it
 * shows its data.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { refreshMachine } from '../../machines/refresh';
import { inspector } from '../inspect';

/** How often a screen that follows others' changes reads again while it is in sight. */
const REFRESH_EVERY_MS = 60_000;

/**
 * `everyMinute: false` for a screen told of changes as they happen (the live notices, src/layout/notices.tsx): it
 * reads again on coming back and when asked, not on a timer.
 */
export function useRefreshOnReturn<T>(read: () => Promise<T>, keys: readonly unknown[], show: (data: T) => void, { everyMinute = true } = {}) {
  const latest = useRef({ read, show });
  latest.current = { read, show };
  const [machine] = useState(() =>
    refreshMachine.provide({
      actors: { read: fromPromise<unknown>(() => latest.current.read()) },
      actions: { onRefreshed: (_, data) => latest.current.show(data as T) },
    }),
  );
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const keyString = JSON.stringify(keys);
  useEffect(() => () => actor.send({ type: 'STOP' }), [keyString, actor]);
  useEffect(() => {
    const inSight = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'REFRESH' });
    };
    const timer = everyMinute ? setInterval(inSight, REFRESH_EVERY_MS) : undefined;
    document.addEventListener('visibilitychange', inSight);
    window.addEventListener('focus', inSight);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', inSight);
      window.removeEventListener('focus', inSight);
    };
  }, [actor, everyMinute]);
  return () => actor.send({ type: 'REFRESH' });
}
