/**
 * Whether the signed-in person must accept the data-treatment policy again (it changed since they accepted it): the
 * log-in answers it (`consentDue`, docs/api.md "Your data"), and the dashboard shows the consent dialog while it holds.
 */
import { useSyncExternalStore } from 'react';

let due = false;
const listeners = new Set<() => void>();

export function setConsentDue(value: boolean) {
  if (due === value) return;
  due = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useConsentDue = () =>
  useSyncExternalStore(
    subscribe,
    () => due,
    () => false,
  );
