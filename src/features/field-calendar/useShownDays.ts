/**
 * What the reservation calendar derives from the days it shows: its events (the reservations, the field's closed days
 * and the holidays of those days), what a screen reader hears of the closed days and holidays shown, and the time the
 * grid scrolls to.
 */
import { useMemo, useState } from 'react';
import {
  closedDayEvent,
  closedDaysHeard,
  holidayEvents,
  holidaysHeard,
  reservationEvent,
  type EventSource,
  type ReservationViewer,
} from '../../../domain/calendar';
import { minutesToTime, timeToMinutes, todayInAppZone } from '../../../domain/time';
import type { ClosedDay } from '../../../domain/types';

interface ShownDaysInput {
  reservations: EventSource[];
  reservationBy: ReservationViewer;
  closedDays: readonly ClosedDay[];
  /** The day the calendar opens on ('YYYY-MM-DD'); today by default. */
  date?: string;
  /** One day shown at a time: the time to scroll to is that day's. */
  dayView: boolean;
  hours?: { openingHour: string; closingHour: string };
  focusTime?: string;
}

export function useShownDays({ reservations, reservationBy, closedDays, date, dayView, hours, focusTime }: ShownDaysInput) {
  // The day shown scrolls to its own first booking, not the earliest hour of any day: the one a phone opens
  // on, and each day its arrows or 'Hoy' move to.
  const [shownDay, setShownDay] = useState(date ?? todayInAppZone());
  // The day after the last one shown: with shownDay, the range whose closed days and holidays are marked and said in words.
  const [shownEnd, setShownEnd] = useState<string | null>(null);
  const events = useMemo(
    () => [
      ...reservations.map((r) => reservationEvent(r, reservationBy)),
      ...closedDays.map(closedDayEvent),
      ...(shownEnd ? holidayEvents(shownDay, shownEnd, closedDays) : []),
    ],
    [reservations, reservationBy, closedDays, shownDay, shownEnd],
  );
  const heard = shownEnd && [closedDaysHeard(closedDays, shownDay, shownEnd), holidaysHeard(shownDay, shownEnd)].filter(Boolean).join(' ');
  const earliest = reservations
    .filter((r) => !dayView || r.reservationDate === shownDay)
    .map((r) => r.startTime)
    .sort()[0];
  // From the hour at least half an hour before, so that its label is in sight above the booking; and a quarter
  // of an hour above that hour's line, since its label is drawn across the line and the top edge would cut it.
  const focus = timeToMinutes(focusTime || earliest || hours?.openingHour || '08:00');
  const hourAbove = Math.floor(Math.max(0, focus - 30) / 60) * 60;
  const scrollTo = `${minutesToTime(Math.max(0, hourAbove - 15))}:00`;
  /** The calendar moved: `first` is the first day it shows, `end` the day after its last. */
  const showDays = (first: string, end: string) => {
    setShownDay(first);
    setShownEnd(end);
  };
  return { events, heard, scrollTo, showDays };
}
