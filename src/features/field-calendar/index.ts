/** What other features use of this one: the calendar, loaded with its own chunk when first shown. */
export { LazyReservationCalendar } from './LazyReservationCalendar';
export type { CalendarView } from './ReservationCalendar';
