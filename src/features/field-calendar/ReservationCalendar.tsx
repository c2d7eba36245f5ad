/**
 * Reservations on a FullCalendar 7 time grid (docs/product.md: Screens calendar mode): week or day view (day at 1000 px or
 * less, or on a phone), height 450, Spanish, week from Monday, 12-hour labels with minutes, events
 * 'Equipo: …' / 'Cancha: …' in the calendar colours of docs/product.md, and the field's closed days hatched behind
 * them ('Cerrado'). Loaded only through LazyReservationCalendar, so no other screen downloads FullCalendar.
 */
import FullCalendar, { type CalendarRef, type EventClickInfo } from '@fullcalendar/react';
import esLocale from '@fullcalendar/react/locales/es';
import monarchTheme from '@fullcalendar/react/themes/monarch';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/monarch/theme.css';
import '@fullcalendar/react/themes/monarch/palettes/green.css';
import { Box, VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  closedDayEvent,
  closedDaysHeard,
  holidayEvents,
  holidaysHeard,
  reservationEvent,
  type EventSource,
  type ReservationViewer,
} from '../../../domain/calendar';
import { appNow } from '../../../domain/clock';
import { APP_TIME_ZONE, CALENDAR_DAY_VIEW_BREAKPOINT_PX, CALENDAR_HEIGHT_PX } from '../../../domain/constants';
import { formatTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { minutesOfDayInAppZone, minutesToTime, timeToMinutes, todayInAppZone } from '../../../domain/time';
import type { ClosedDay } from '../../../domain/types';
import classes from './ReservationCalendar.module.css';

export interface ReservationCalendarProps {
  reservations: EventSource[];
  /** 'field': a field's reservations, titled by team; otherwise by field. */
  reservationBy: ReservationViewer;
  /** The field's closed days, hatched across their column with 'Cerrado' (and the reason, when there is one). */
  closedDays?: readonly ClosedDay[];
  /** A phone: day view and no week/day switch. */
  mobile?: boolean;
  /** The day to show ('YYYY-MM-DD'); the calendar follows it when it changes. */
  date?: string;
  /** Narrows the grid to the field's hours, when known. */
  hours?: { openingHour: string; closingHour: string };
  /** The time ('HH:mm') to scroll to; by default the earliest reservation, so the bookings are in sight. */
  focusTime?: string;
  onReservationClick?: (id: number) => void;
  /** On a wide screen, the view to open on (the week by default). */
  view?: CalendarView;
  /**
   * The day the calendar shows, each time it moves: today while it is in sight, else the first day shown; and
   * its view, where the person chose it (not on a phone, which always shows one day).
   */
  onDayShown?: (day: string, view?: CalendarView) => void;
}

export type CalendarView = 'week' | 'day';

const NO_CLOSED_DAYS: readonly ClosedDay[] = [];

/** Where the grid starts: the opening's whole hour ('08:30' → '08:00:00'). */
const floorHour = (t: string) => `${minutesToTime(Math.floor(timeToMinutes(t) / 60) * 60)}:00`;
/** Where the grid ends: the closing rounded up to a whole hour ('22:30' → '23:00:00'). */
const ceilHour = (t: string) => {
  const m = Math.ceil(timeToMinutes(t) / 60) * 60;
  return m >= 24 * 60 ? '24:00:00' : `${minutesToTime(m)}:00`;
};

/**
 * '9:00 a. m.': 12-hour labels with minutes. A function formatter, because with Intl options the
 * calendar trims the space before the Spanish 'a. m.' / 'p. m.' ('9:00a. m.').
 */
type Clock = { hour: number; minute: number };
const clock12 = (d: Clock) => formatTime12(minutesToTime(d.hour * 60 + d.minute));
const twelveHour = ({ start, end }: { start: Clock; end?: Clock | null }) => (end ? `${clock12(start)} – ${clock12(end)}` : clock12(start));

/**
 * What the calendar's controls say to a screen reader, in Spanish: the 'es' locale leaves some texts in
 * English ('Timed', 'Change view') and words others awkwardly ('Semana antes'), so these override it.
 */
const unitWord = (unitText: string, unit: string) => (unit === 'week' ? 'semana' : unit === 'day' ? 'día' : unitText.toLowerCase());
const SPANISH_HINTS = {
  prevHint: (unitText: string, unit: string) => `${unitWord(unitText, unit)} anterior`.replace(/^./, (c) => c.toUpperCase()),
  nextHint: (unitText: string, unit: string) => `${unitWord(unitText, unit)} siguiente`.replace(/^./, (c) => c.toUpperCase()),
  // The button reads 'Hoy' in every view: its name must hold what it shows.
  todayHint: 'Hoy',
  viewHint: (viewButtonText: string) => `Ver por ${viewButtonText.toLowerCase()}`,
  viewChangeHint: 'Cambiar vista',
  timedText: 'Horas del día',
  allDayText: 'Todo el día',
  eventsHint: 'Reservas',
  navLinkHint: 'Ir al $0',
  closeHint: 'Cerrar',
  moreLinkHint: MSG.reservation.calendarMoreHint,
};

/**
 * The time grid scrolls inside its 450 px, so keyboard users must be able to focus and scroll it.
 * A focusable scroller cannot sit between the calendar's ARIA table rows, so the table roles go:
 * the grid is read as its events' text (each says team or field and its hours), not as a table of
 * hundreds of empty half-hour cells.
 */
function makeScrollerReachable(root: HTMLElement) {
  for (const el of root.querySelectorAll<HTMLElement>(
    '[role="table"],[role="rowgroup"],[role="row"],[role="cell"],[role="columnheader"],[role="rowheader"],[role="gridcell"]',
  )) {
    el.removeAttribute('role');
    for (const attr of [...el.attributes]) if (attr.name.startsWith('aria-') && attr.name !== 'aria-hidden') el.removeAttribute(attr.name);
  }
  for (const el of root.querySelectorAll<HTMLElement>('div')) {
    const { overflowY } = getComputedStyle(el);
    if ((overflowY === 'auto' || overflowY === 'scroll') && !el.hasAttribute('tabindex')) {
      el.tabIndex = 0;
      el.setAttribute('aria-label', 'Horario de reservas');
    }
  }
}

const nowInAppZone = (now = appNow()) => `${todayInAppZone(now)}T${minutesToTime(minutesOfDayInAppZone(now))}`;

export default function ReservationCalendar({
  reservations,
  reservationBy,
  closedDays = NO_CLOSED_DAYS,
  mobile = false,
  date,
  hours,
  focusTime,
  onReservationClick,
  view = 'week',
  onDayShown,
}: ReservationCalendarProps) {
  const ref = useRef<CalendarRef>(null);
  const narrow = mobile || window.innerWidth <= CALENDAR_DAY_VIEW_BREAKPOINT_PX;
  const dayView = narrow || view === 'day';
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

  useEffect(() => {
    if (date) ref.current?.getApi().gotoDate(date);
  }, [date]);
  useEffect(() => {
    ref.current?.getApi().scrollToTime(scrollTo);
  }, [scrollTo]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const observer = new MutationObserver(() => makeScrollerReachable(root));
    makeScrollerReachable(root);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={box}
      data-testid="reservation-calendar"
      style={{
        // The app's green for the calendar's own controls.
        ['--fc-monarch-primary' as string]: 'var(--mantine-color-cancha-6)',
        ['--fc-monarch-selected' as string]: 'var(--mantine-color-cancha-7)',
        ['--fc-monarch-secondary' as string]: 'var(--mantine-color-cancha-1)',
        // The palette's grey day names miss AA contrast on white.
        ['--fc-monarch-muted-foreground' as string]: 'var(--mantine-color-dimmed)',
      }}
    >
      <VisuallyHidden aria-live="polite">{heard}</VisuallyHidden>
      <FullCalendar
        ref={ref}
        plugins={[timeGridPlugin, monarchTheme]}
        locale={esLocale}
        {...SPANISH_HINTS}
        timeZone={APP_TIME_ZONE}
        initialView={dayView ? 'timeGridDay' : 'timeGridWeek'}
        initialDate={date ?? todayInAppZone()}
        firstDay={1}
        height={CALENDAR_HEIGHT_PX}
        // A short day title, so it fits a phone beside the arrows.
        views={{
          timeGridDay: {
            titleFormat: mobile ? { weekday: 'short', day: 'numeric', month: 'short' } : { weekday: 'long', day: 'numeric', month: 'long' },
          },
        }}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: mobile ? '' : 'timeGridWeek,timeGridDay' }}
        allDaySlot={false}
        // Today's column and the red line of the hour follow the app's clock (the server's), as the lists
        // do, not the phone's, which may be off: a time in Bogota, written like the events'.
        now={() => nowInAppZone()}
        nowIndicator
        slotHeaderFormat={twelveHour}
        eventTimeFormat={twelveHour}
        displayEventEnd
        // A slot holds one live booking at most, and cancelled ones may share it: the live one first, across the
        // whole column, and the cancelled ones behind a small '+1', which lists them (rank: domain/calendar.ts).
        eventOrder="rank,start,-duration,title"
        eventMaxStack={1}
        // Only when known: an explicit undefined would replace the calendar's defaults and break it (an
        // administrator with no reservation yet has no field hours to narrow to).
        {...(hours ? { slotMinTime: floorHour(hours.openingHour), slotMaxTime: ceilHour(hours.closingHour) } : {})}
        scrollTime={scrollTo}
        events={events}
        datesSet={(range) => {
          const [first, end, today] = [range.startStr.slice(0, 10), range.endStr.slice(0, 10), todayInAppZone()];
          setShownDay(first);
          setShownEnd(end);
          const shownView = range.view.type === 'timeGridDay' ? 'day' : 'week';
          onDayShown?.(first <= today && today < end ? today : first, narrow ? undefined : shownView);
        }}
        // A name or time cut by a short event's box reads whole where there is a pointer to rest on it.
        eventDidMount={({ el, event }) => {
          // The week view cuts long texts, and tells the status by colour alone: the whole event in words.
          el.title = event.extendedProps.label;
          el.setAttribute('aria-label', event.extendedProps.label);
        }}
        eventTitleClass={classes.eventTitle}
        eventTimeClass={classes.eventTime}
        // The theme hides the grid's first label (it would straddle the top edge), which left the opening hour
        // unlabelled beside the day's first bookings: it is shown, below its line.
        slotHeaderInnerClass={({ isFirst }) => (isFirst ? classes.firstSlotLabel : '')}
        backgroundEventClass={({ event }) => (event.extendedProps.kind === 'holiday' ? classes.holiday : classes.closedDay)}
        backgroundEventTitleClass={classes.dayTitle}
        eventClick={onReservationClick ? (info: EventClickInfo) => onReservationClick(Number(info.event.id)) : undefined}
      />
    </Box>
  );
}
