/**
 * The summary closed (Cancelar, Escape, ×, Back, or a refusal): the keyboard goes on from the time it was opened
 * from. The modal cannot return it there itself: that button was disabled while the time was checked.
 */
import { useEffect, useRef } from 'react';

/** `open`: the summary is in sight (or on its way); `picking`: the times can be chosen; `time`: the start chosen. */
export function useTimeFocus(open: boolean, picking: boolean, time: string | null) {
  const grid = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && picking && time) grid.current?.querySelector<HTMLButtonElement>(`[data-time="${time}"]:not(:disabled)`)?.focus();
    wasOpen.current = open;
  }, [open, picking, time]);
  return grid;
}
