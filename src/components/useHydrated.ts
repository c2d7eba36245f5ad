import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and when rendering it at build time), true from then on.
 * What depends on the visitor (the session, above all) renders its anonymous, prerendered state first and
 * its real one right after hydration, so the first client render matches the HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
