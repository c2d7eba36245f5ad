/**
 * The two things the app asks of navigation beyond wouter's hooks: going back in history, and the state
 * a page was opened with (the login form's prefill, the booking summary's entry).
 */
import { useCallback } from 'react';
import { useLocation } from 'wouter';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to an address ('?date=…' keeps the path), or `delta` steps through history (-1 is Back). */
export function useNavigate() {
  const [, navigate] = useLocation();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(to.startsWith('?') ? window.location.pathname + to : to, options);
    },
    [navigate],
  );
}

/** The state the current history entry was opened with; null when there is none (and when prerendering). */
export function useHistoryState<T>(): T | null {
  useLocation(); // read again on every navigation
  return typeof window === 'undefined' ? null : ((window.history.state as T | null) ?? null);
}

/**
 * The state of an entry opened from another screen that its 'Volver' / 'Cancelar' should return to (the
 * team form opened from the field list): with it, leaving is a step Back, so the abandoned form is not left
 * in history either.
 */
export interface OpenedFrom {
  from: string;
}
