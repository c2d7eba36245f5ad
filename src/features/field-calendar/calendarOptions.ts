/**
 * How the reservation calendar reads: the grid's first and last hour from the field's, 12-hour labels with minutes,
 * Spanish hints for screen readers, and the app's clock as the calendar's now.
 */
import { appNow } from '../../../domain/clock';
import { formatTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { minutesOfDayInAppZone, minutesToTime, timeToMinutes, todayInAppZone } from '../../../domain/time';

/** Where the grid starts: the opening's whole hour ('08:30' → '08:00:00'). */
export const floorHour = (t: string) => `${minutesToTime(Math.floor(timeToMinutes(t) / 60) * 60)}:00`;
/** Where the grid ends: the closing rounded up to a whole hour ('22:30' → '23:00:00'). */
export const ceilHour = (t: string) => {
  const m = Math.ceil(timeToMinutes(t) / 60) * 60;
  return m >= 24 * 60 ? '24:00:00' : `${minutesToTime(m)}:00`;
};

/**
 * '9:00 a. m.': 12-hour labels with minutes. A function formatter, because with Intl options the
 * calendar trims the space before the Spanish 'a. m.' / 'p. m.' ('9:00a. m.').
 */
type Clock = { hour: number; minute: number };
const clock12 = (d: Clock) => formatTime12(minutesToTime(d.hour * 60 + d.minute));
export const twelveHour = ({ start, end }: { start: Clock; end?: Clock | null }) => (end ? `${clock12(start)} – ${clock12(end)}` : clock12(start));

/**
 * What the calendar's controls say to a screen reader, in Spanish: the 'es' locale leaves some texts in
 * English ('Timed', 'Change view') and words others awkwardly ('Semana antes'), so these override it.
 */
const unitWord = (unitText: string, unit: string) => (unit === 'week' ? 'semana' : unit === 'day' ? 'día' : unitText.toLowerCase());
export const SPANISH_HINTS = {
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

/** The app's clock (the server's) as a time in Bogota, written like the events'. */
export const nowInAppZone = (now = appNow()) => `${todayInAppZone(now)}T${minutesToTime(minutesOfDayInAppZone(now))}`;
