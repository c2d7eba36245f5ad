/**
 * The hook over the generic load machine: a screen gives a loader and the keys it depends on, and
 * renders the machine's state. A change of keys reloads, also while a load is in flight (the earlier
 * answer is then dropped). No screen fetches with its own useEffect. The loader gets the load's
 * AbortSignal, which fires when the load is left (a newer one started, or the screen closed).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { createLoadMachine } from '../../machines/load';
import { inspector } from '../inspect';

export function useLoad<T>(loader: (signal: AbortSignal) => Promise<T>, keys: readonly unknown[] = []) {
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    createLoadMachine<T, readonly unknown[]>().provide({ actors: { load: fromPromise(({ signal }) => loaderRef.current(signal)) } }),
  );
  const actor = useActorRef(machine, { input: keys, inspect: inspector?.inspect });
  const keyString = JSON.stringify(keys);
  const shown = useRef(keyString);
  useEffect(() => {
    if (shown.current === keyString) return;
    shown.current = keyString;
    actor.send({ type: 'RELOAD', input: JSON.parse(keyString) as unknown[] });
  }, [keyString, actor]);
  const state = useSelector(actor, (s) => s);
  return {
    status: state.value as 'loading' | 'success' | 'failure',
    data: state.context.data,
    error: state.context.error,
    reload: () => actor.send({ type: 'RELOAD' }),
    setData: (data: T) => actor.send({ type: 'SET_DATA', data }),
  };
}
