/**
 * Calendar events built from reservations (docs/product.md: Data, Flows and states calendar colours), and the
 * field's closed days shaded behind them (docs/product.md, "Closed days"), and the holidays tinted.
 */
import { closureReason } from './booking';
import { BUSY_TEAM_NAME, RESERVATION_OTHER_COLOR, RESERVATION_STATUS_COLORS, RESERVATION_STATUS_LABELS, type ReservationStatus } from './constants';
import { formatPesos, formatTime12, longDateLabel } from './format';
import * as MSG from './messages';
import { isColombianHoliday } from './holidays';
import { paymentState } from './payment';
import { addDays } from './time';
import type { ClosedDay } from './types';

export type ReservationViewer = 'field' | 'team';

export interface CalendarEvent {
  id: string;
  title: string;
  /** Wall-clock times in the app's zone, 'YYYY-MM-DDTHH:mm', as the calendar reads them. */
  start: string;
  end: string;
  color: string;
  /** Black or white, whichever reads better on `color` (the calendar colours of docs/product.md are too light for white text). */
  contrastColor: string;
  /**
   * The whole event in words, for a screen reader and as its tooltip: its status (else only a colour), its day
   * (a week's column headers do not reach the event) and times, and the title.
   */
  label: string;
  /**
   * 0, or 1 for a cancelled booking: the calendar lays out the 0s first, so that a cancelled booking never
   * narrows the live one of its slot (it waits behind the calendar's '+1' instead).
   */
  rank: 0 | 1;
}

export interface EventSource {
  id: number;
  status: ReservationStatus | string;
  reservationDate: string;
  startTime: string;
  endTime: string;
  teamName?: string | null;
  fieldName?: string | null;
  team?: { name: string } | null;
  field?: { name: string } | null;
  customer?: { name: string } | null;
  price?: number;
  paid?: number;
  /** Cancelled because its team or customer did not come ('No se presentó'). */
  noShow?: boolean;
}

/** A reservation's status as a card, the calendar and the download say it: 'No se presentó' on a no-show, else its status's label. */
export function reservationStatusLabel(r: { status: ReservationStatus | string; noShow?: boolean }): string {
  if (r.noShow) return MSG.reservation.noShow;
  return RESERVATION_STATUS_LABELS[r.status as ReservationStatus] ?? r.status;
}

export function reservationColor(status: string): string {
  return RESERVATION_STATUS_COLORS[status as ReservationStatus] ?? RESERVATION_OTHER_COLOR;
}

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text colour with the higher contrast on a background: black or white. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/**
 * 'Equipo: {team}' when a field's reservations are viewed (fallback 'Sin equipo'), otherwise
 * 'Cancha: {field}' (fallback 'Sin cancha'); a manual booking reads 'Cliente: {name}' to the field's administrator.
 */
export function reservationEventTitle(r: EventSource, viewedBy: ReservationViewer): string {
  // Another team's booking on a field's calendar: only that the slot is taken (docs/api.md, "Who sees what").
  if (viewedBy === 'field' && !r.team && r.teamName === BUSY_TEAM_NAME) return BUSY_TEAM_NAME;
  // A manual booking, to the field's administrator: its customer ('Cliente: Carlos Pérez').
  if (viewedBy === 'field' && r.customer) return `${MSG.reservation.customerLabel}: ${r.customer.name}`;
  if (viewedBy === 'field') return `Equipo: ${r.team?.name || r.teamName || 'Sin equipo'}`;
  return `Cancha: ${r.field?.name || r.fieldName || 'Sin cancha'}`;
}

/**
 * What was received, once something was ('Pagado', 'faltan $ 130.000'; docs/product.md, "Payments"), to whoever sees
 * the price; nothing on a cancelled booking, nor before anything was recorded, which would fill an owner's week
 * who does not record payments.
 */
export function eventPaymentNote(r: EventSource): string | null {
  const state = r.status === 'CANCELED' ? null : paymentState({ price: r.price, paid: r.paid });
  if (state?.kind === 'paid') return MSG.payment.paid;
  return state?.kind === 'deposit' ? MSG.payment.due(formatPesos(state.due)) : null;
}

export function reservationEvent(r: EventSource, viewedBy: ReservationViewer): CalendarEvent {
  // A booking ending at midnight ends at 00:00 of the next day.
  const end = r.endTime === '24:00' ? `${addDays(r.reservationDate, 1)}T00:00` : `${r.reservationDate}T${r.endTime}`;
  const note = eventPaymentNote(r);
  // A no-show says so on the event itself, not only in its colour (red, as any cancelled booking).
  const parts = [reservationEventTitle(r, viewedBy), ...(r.noShow ? [MSG.reservation.noShow] : []), ...(note ? [note] : [])];
  // The payment on a line of its own: a narrow column wraps the title between words, never inside an amount.
  const title = parts.join('\n');
  return {
    id: String(r.id),
    title,
    start: `${r.reservationDate}T${r.startTime}`,
    end,
    color: reservationColor(r.status),
    contrastColor: readableTextOn(reservationColor(r.status)),
    // The status leads the label ('No se presentó' included): the parts after it do not say it again.
    label: `${reservationStatusLabel(r)} · ${longDateLabel(r.reservationDate)}, ${formatTime12(r.startTime)} – ${formatTime12(r.endTime)}, ${[
      reservationEventTitle(r, viewedBy),
      ...(note ? [note] : []),
    ].join(' · ')}`,
    rank: r.status === 'CANCELED' ? 1 : 0,
  };
}

/** A day the field is closed, or a holiday, as the calendar shades its whole column: an all-day background event. */
export interface DayEvent {
  id: string;
  /** A closed day is hatched; a holiday only tinted, since the field opens on it. */
  kind: 'closed' | 'holiday';
  /** What the shaded day reads: 'Cerrado', or 'Cerrado: {motivo}'; 'Festivo'. */
  title: string;
  /** The day, and the next one (the end is exclusive), 'YYYY-MM-DD'. */
  start: string;
  end: string;
  allDay: true;
  display: 'background';
}

const dayEvent = (kind: DayEvent['kind'], date: string, title: string): DayEvent => ({
  id: `${kind}-${date}`,
  kind,
  title,
  start: date,
  end: addDays(date, 1),
  allDay: true,
  display: 'background',
});

export function closedDayEvent(day: ClosedDay): DayEvent {
  const reason = closureReason(day);
  return dayEvent('closed', day.date, reason ? MSG.closure.calendarDayBecause(reason) : MSG.closure.calendarDay);
}

/** A day of a date picker to a screen reader: 'martes 8 de diciembre de 2026, festivo' on a holiday. */
export const dayLabel = (date: string) => (isColombianHoliday(date) ? MSG.closure.holidayDay(longDateLabel(date)) : longDateLabel(date));

/** The Colombian holidays from `from` up to `to` (exclusive), 'YYYY-MM-DD'. */
export function holidaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) if (isColombianHoliday(day)) days.push(day);
  return days;
}

/**
 * The holidays shown that the field has not closed, tinted with 'Festivo' at the top: the field opens on them at
 * its weekend-and-holiday rate (docs/product.md, "Rates by time band"); a closed one reads 'Cerrado' only.
 */
export function holidayEvents(from: string, to: string, closedDays: readonly ClosedDay[]): DayEvent[] {
  return holidaysBetween(from, to)
    .filter((date) => !closedDays.some((d) => d.date === date))
    .map((date) => dayEvent('holiday', date, MSG.closure.calendarHoliday));
}

/**
 * The closed days among those shown (`from` up to `to`, exclusive), said in words for screen readers, which do
 * not hear a shaded column: 'La cancha está cerrada el domingo 29 de noviembre de 2026 (Mantenimiento).' Null
 * when none of the days shown is closed.
 */
export function closedDaysHeard(days: readonly ClosedDay[], from: string, to: string): string | null {
  const shown = days
    .filter((d) => from <= d.date && d.date < to)
    .map((d) => {
      const reason = closureReason(d);
      return reason ? `${longDateLabel(d.date)} (${reason})` : longDateLabel(d.date);
    });
  return shown.length ? MSG.closure.calendarHeard(shown) : null;
}

/** The holidays among the days shown, said in words: 'El lunes 7 de diciembre de 2026 es festivo.' Null when none. */
export function holidaysHeard(from: string, to: string): string | null {
  const shown = holidaysBetween(from, to).map(longDateLabel);
  return shown.length ? MSG.closure.holidaysHeard(shown) : null;
}
