/** Display formats shared by every screen. */
import { appNow } from './clock';
import { PHONE_COUNTRY_CODE } from './constants';
import * as rates from './messages/rates';
import { addDays, minutesOfDayInAppZone, minutesToTime, todayInAppZone } from './time';

/** Money with two decimals, as the database keeps it (numeric(12, 2)): sums and differences with cents do not drift. */
export const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Colombian pesos, no decimals: 95000 -> '$ 95.000', with a no-break space, so that a line never ends on '$'
 * apart from its amount.
 */
export function formatPesos(amount: number): string {
  const rounded = Math.round(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}$\u00a0${digits}`;
}

/**
 * Whole pesos as Colombians write them, the way back from formatPesos: digits alone ('95000') or grouped by
 * threes with dots or commas ('95.000', '95,000', '1.200.000'), with or without '$' and spaces. Anything else is
 * no amount (null): centavos ('95.000,50', '95000,5'), a group that is not three digits ('9.50'), letters
 * ('95k'), a sign.
 */
export function parsePesos(text: string): number | null {
  const bare = text.replace(/[$\s]/g, '');
  return /^(\d+|\d{1,3}([.,]\d{3})+)$/.test(bare) ? Number(bare.replace(/[.,]/g, '')) : null;
}

/** Pesos in few characters, for a chart's axis: 80000 -> '$ 80 mil', 1250000 -> '$ 1,25 M', 0 -> '$ 0'. */
export function formatPesosShort(amount: number): string {
  const abs = Math.abs(amount);
  const sign = amount < 0 ? '-' : '';
  const decimals = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');
  if (abs >= 1_000_000) return `${sign}$\u00a0${decimals(abs / 1_000_000)}\u00a0M`;
  if (abs >= 1_000) return `${sign}$\u00a0${decimals(abs / 1_000)}\u00a0mil`;
  return formatPesos(amount);
}

/** '2026-11-22' -> '22/11/2026' (the filter headings' format). */
export function formatDateDMY(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];

/** 'HOY', 'MAÑANA', 'AYER' or a short local date such as 'sáb 28 nov 2026'. */
export function relativeDayLabel(date: string, now: Date = appNow()): string {
  const today = todayInAppZone(now);
  if (date === today) return 'HOY';
  if (date === addDays(today, 1)) return 'MAÑANA';
  if (date === addDays(today, -1)) return 'AYER';
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** When a reservation is, as a notice or a confirmation says it: 'mañana, 7:00 p. m. – 8:00 p. m.'. */
export function reservationWhen(r: { reservationDate: string; startTime: string; endTime: string }, now: Date = appNow()): string {
  return `${relativeDayLabel(r.reservationDate, now).toLowerCase()}, ${formatTime12(r.startTime)} – ${formatTime12(r.endTime)}`;
}

/** A day as a button of the booking page names it: 'Hoy', 'Mañana' or 'mié 25'. */
export function shortDayLabel(date: string, now: Date = appNow()): string {
  const today = todayInAppZone(now);
  if (date === today) return 'Hoy';
  if (date === addDays(today, 1)) return 'Mañana';
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()}`;
}

/** A booking's hours: '7:00 p. m. – 8:00 p. m.'. */
export const hoursSpan = (r: { startTime: string; endTime: string }) => `${formatTime12(r.startTime)} – ${formatTime12(r.endTime)}`;

/**
 * Where and when a booking is, written once in full, as a notice says it: 'La Bombonera del Caribe, jueves 11 de junio
 * de 2030, 10:00 a. m. – 11:00 a. m.'.
 */
export const bookingInFull = (r: { fieldName: string; reservationDate: string; startTime: string; endTime: string }) =>
  `${r.fieldName}, ${longDateLabel(r.reservationDate)}, ${hoursSpan(r)}`;

/** A day of a month, short: '2026-11-16' -> '16 nov' (the revenue chart's weeks). */
export function dayMonthLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** A date written once, in full: '2026-11-28' -> 'sábado 28 de noviembre de 2026'. */
export function longDateLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${LONG_WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} de ${LONG_MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
}

/** A day in words, without its year, as a message says it: '2026-12-05' -> 'sábado 5 de diciembre'. */
export function dayInWords(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${LONG_WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} de ${LONG_MONTHS[d.getUTCMonth()]}`;
}

/** A date's weekday, written out: '2026-11-28' -> 'sábado'. */
export const weekdayName = (date: string) => LONG_WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** A month as it is named: '2026-11-01' (any day of it) -> 'noviembre de 2026'. */
export function monthLabel(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return `${LONG_MONTHS[m - 1]} de ${y}`;
}

const LONG_WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const LONG_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/**
 * A field's hours as read: '7:00 a. m. – 10:00 p. m.'. A closing at '24:00' (midnight at the end of the day)
 * reads '12:00 a. m. (medianoche)', as the field form names it, not a bare '12:00 a. m.' that reads as the day's start.
 */
export const formatOpeningHours = (field: { openingHour: string; closingHour: string }) =>
  `${formatTime12(field.openingHour)} – ${field.closingHour === '24:00' ? rates.midnight : formatTime12(field.closingHour)}`;

/** An instant's time of day in Bogota, as `formatTime12` writes it: when a payment was recorded, a booking made. */
export const instantTime12 = (instant: Date) => formatTime12(minutesToTime(minutesOfDayInAppZone(instant)));

/** '18:30' -> '6:30 p. m.' */
export function formatTime12(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  // No-break spaces: '6:00 p. m.' never splits over two lines ('6:00 p.' / 'm.') in a narrow card.
  return `${hour}:${String(m).padStart(2, '0')}\u00a0${h < 12 || h === 24 ? 'a.\u00a0m.' : 'p.\u00a0m.'}`;
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Names as a sentence says them: 'Ana', 'Ana y Luis', 'Ana, Luis y Eva'. */
export const listOfNames = (names: string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(names);

/** WhatsApp chat link with Colombia's country code. */
export function whatsappLink(cellphone: string): string {
  return `https://wa.me/${PHONE_COUNTRY_CODE}${cellphone.replace(/\D/g, '')}`;
}

/**
 * A player's city, with their age only where the server shows it (to the player themselves; docs/api.md,
 * "Who sees what"): 'Cartagena · 24 años' or 'Cartagena'.
 */
export function cityAndAge(player: { city: string; age?: number }): string {
  return player.age === undefined ? player.city : `${player.city} · ${player.age} años`;
}

/** A time chosen to book, as the log-in's request shows it: 'Cancha El Golazo · sábado 5 de diciembre · 8:00 p. m.'. */
export const chosenTimeLabel = (fieldName: string, date: string, start: string) => `${fieldName} · ${longDateLabel(date)} · ${formatTime12(start)}`;
