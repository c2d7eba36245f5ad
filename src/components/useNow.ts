import { useEffect, useState } from 'react';
import { appNow, onClockCorrected } from '../../domain/clock';
import { todayInAppZone } from '../../domain/time';

/** The current time on the server's clock (domain/clock.ts), ticking every minute so time-based markers (open now, display states) stay right. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(appNow);
  useEffect(() => {
    const read = () => setNow(appNow());
    const t = setInterval(read, intervalMs);
    // The first answer of the server may tell that the phone's clock is wrong: read again at once, not a minute later.
    const stop = onClockCorrected(read);
    return () => {
      clearInterval(t);
      stop();
    };
  }, [intervalMs]);
  return now;
}

/** Today in the app's zone, on the server's clock: it turns at midnight on a screen left open. */
export const useToday = (): string => todayInAppZone(useNow());
