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
import { useEffect, useRef } from 'react';
import type { EventSource, ReservationViewer } from '../../../domain/calendar';
import { APP_TIME_ZONE, CALENDAR_DAY_VIEW_BREAKPOINT_PX, CALENDAR_HEIGHT_PX } from '../../../domain/constants';
import { todayInAppZone } from '../../../domain/time';
import type { ClosedDay } from '../../../domain/types';
import { ceilHour, floorHour, nowInAppZone, SPANISH_HINTS, twelveHour } from './calendarOptions';
import classes from './ReservationCalendar.module.css';
import { useReachableScroller } from './useReachableScroller';
import { useShownDays } from './useShownDays';

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
  const { events, heard, scrollTo, showDays } = useShownDays({ reservations, reservationBy, closedDays, date, dayView, hours, focusTime });

  useEffect(() => {
    if (date) ref.current?.getApi().gotoDate(date);
  }, [date]);
  useEffect(() => {
    ref.current?.getApi().scrollToTime(scrollTo);
  }, [scrollTo]);
  const box = useReachableScroller();

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
          showDays(first, end);
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
