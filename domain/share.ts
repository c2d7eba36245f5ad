/**
 * Sharing and remembering a reservation (docs/product.md, "Reservations"): the WhatsApp message with the
 * field, its address, the date, the times and a map link, and a one-event calendar file (.ics, RFC 5545) in
 * Bogota's time. Pure: the app turns them into links.
 */
import { APP_TIME_ZONE } from './constants';
import { dayInWords, formatPesos, formatTime12, whatsappLink } from './format';
import * as MSG from './messages';
import { paymentState, paymentText } from './payment';
import { addDays, instantInAppZone } from './time';

export interface ShareableReservation {
  id: number;
  reservationDate: string;
  startTime: string;
  endTime: string;
  teamName: string;
  field: { name: string; address: string; city: string };
  /** The total and what was received of it, where the sharer is shown them. */
  price?: number;
  paid?: number;
}

/** A map search for the field's name and address (opens the maps app on a phone). */
export function mapLink(field: ShareableReservation['field']): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${field.name}, ${field.address}, ${field.city}`)}`;
}

/** What a shared message adds: the team's line (not to a manual booking's customer), the booking's page in the app. */
export interface ShareOptions {
  /** Leave out the 'Equipo' line: a manual booking's `teamName` is its customer, to whom it is sent. */
  withoutTeam?: boolean;
  /** The absolute address of the booking in the app ('Ver la reserva'), for whoever has an account. */
  bookingUrl?: string;
}

/** The app's page that shows a team's booking: its list, on the booking's day. */
export const teamBookingPath = (r: { reservationDate: string }) => `/dashboard/reservation/list/team?date=${r.reservationDate}`;

/** A booking's day and hours in words: 'sábado 5 de diciembre, 7:00 p. m. – 9:00 p. m.'. */
export const bookingWhenInWords = (r: { reservationDate: string; startTime: string; endTime: string }) =>
  `${dayInWords(r.reservationDate)}, ${formatTime12(r.startTime)} – ${formatTime12(r.endTime)}`;

/**
 * The message shared on WhatsApp, one fact a line, read on a phone: the field, the day in words ('sábado 5 de
 * diciembre'), the hours on a 12-hour clock, the address, the team; with the price, the total and what is still
 * due (so the team collects it before the game, or the customer knows their deposit was received); the map,
 * and the booking in the app.
 */
export function shareText(r: ShareableReservation, options: ShareOptions = {}): string {
  const payment = paymentState(r);
  return [
    `${MSG.share.heading}: ${r.field.name}`,
    `${MSG.share.date}: ${dayInWords(r.reservationDate)}`,
    `${MSG.share.time}: ${formatTime12(r.startTime)} – ${formatTime12(r.endTime)}`,
    `${MSG.share.address}: ${r.field.address}, ${r.field.city}`,
    ...(options.withoutTeam ? [] : [`${MSG.share.team}: ${r.teamName}`]),
    ...(r.price === undefined ? [] : [`${MSG.rates.total}: ${formatPesos(r.price)}`]),
    ...(payment && payment.kind !== 'unpaid' ? [paymentText(payment)] : []),
    `${MSG.share.map}: ${mapLink(r.field)}`,
    ...(options.bookingUrl ? [`${MSG.share.seeBooking}: ${options.bookingUrl}`] : []),
  ].join('\n');
}

/**
 * wa.me with the text. To a manual booking's customer (`cellphone`, which only the field's administrator sees)
 * it opens their chat, without the team's line; with no number, WhatsApp asks whom to send it to (a chat, the
 * team's group).
 */
export function whatsappShareLink(r: ShareableReservation, cellphone?: string | null, options: ShareOptions = {}): string {
  const text = shareText(r, cellphone ? { ...options, withoutTeam: true } : options);
  return `${cellphone ? whatsappLink(cellphone) : 'https://wa.me/'}?text=${encodeURIComponent(text)}`;
}

/** Whether a booking is still worth sharing or putting in a calendar: ACTIVE and not yet ended at `now`. */
export const isShareable = (r: { status: string; reservationDate: string; endTime: string }, now: Date): boolean =>
  r.status === 'ACTIVE' && instantInAppZone(r.reservationDate, r.endTime).getTime() > now.getTime();

/**
 * 'Google Calendar': the event form of Google Calendar filled in with the booking (its title, its start and end
 * in UTC, its team and map, its address), for phones without an app that opens an .ics.
 */
export function googleCalendarLink(r: ShareableReservation, options: ShareOptions = {}): string {
  const start = utcStamp(instantInAppZone(r.reservationDate, r.startTime));
  const end = utcStamp(instantInAppZone(r.reservationDate, r.endTime));
  const details = [
    ...(options.withoutTeam ? [] : [`${MSG.share.team}: ${r.teamName}`]),
    `${MSG.share.map}: ${mapLink(r.field)}`,
    ...(options.bookingUrl ? [`${MSG.share.seeBooking}: ${options.bookingUrl}`] : []),
  ].join('\n');
  const q = (value: string) => encodeURIComponent(value);
  return (
    'https://calendar.google.com/calendar/render?action=TEMPLATE' +
    `&text=${q(`${MSG.share.heading}: ${r.field.name}`)}` +
    `&dates=${start}/${end}` +
    `&details=${q(details)}` +
    `&location=${q(`${r.field.address}, ${r.field.city}`)}` +
    `&ctz=${q(APP_TIME_ZONE)}`
  );
}

/**
 * A team member's message to the field about their booking (its deposit, a question), in the field's WhatsApp
 * chat, with Colombia's code: it names the team, the field, the day in words and the hour.
 */
export function fieldWhatsappLink(whatsapp: string, r: { teamName: string; fieldName: string; reservationDate: string; startTime: string }): string {
  const text = MSG.share.fieldMessage(r.teamName, r.fieldName, dayInWords(r.reservationDate), formatTime12(r.startTime));
  return `${whatsappLink(whatsapp)}?text=${encodeURIComponent(text)}`;
}

/** '2026-11-23' and '06:00' -> '20261123T060000'; '24:00' is the next day's midnight. */
function localStamp(date: string, time: string): string {
  const [day, clock] = time === '24:00' ? [addDays(date, 1), '00:00'] : [date, time];
  return `${day.replaceAll('-', '')}T${clock.replace(':', '')}00`;
}

/** A UTC instant as an iCalendar stamp: '20261122T223000Z'. */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * iCalendar text values escape backslashes, semicolons, commas and line breaks. Every kind of line break (a
 * lone CR too, which lenient readers take as the end of a line, NEL and the Unicode line and paragraph
 * separators) becomes an escaped one, and other control characters, which a text value may not hold, are
 * left out: a field's name or address cannot start a line of its own in a team's feed.
 */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The VEVENT of one reservation, in America/Bogota: named by the field, placed at its address, with the map link. */
function reservationEvent(r: ShareableReservation, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:reserva-${r.id}@canchas`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${APP_TIME_ZONE}:${localStamp(r.reservationDate, r.startTime)}`,
    `DTEND;TZID=${APP_TIME_ZONE}:${localStamp(r.reservationDate, r.endTime)}`,
    `SUMMARY:${escapeText(`${MSG.share.heading}: ${r.field.name}`)}`,
    `LOCATION:${escapeText(`${r.field.address}, ${r.field.city}`)}`,
    `DESCRIPTION:${escapeText(`${MSG.share.team}: ${r.teamName}\n${MSG.share.map}: ${mapLink(r.field)}`)}`,
    `URL:${mapLink(r.field)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

export interface CalendarOptions {
  /** The calendar's name in the subscriber's app (X-WR-CALNAME); a feed has one, a single event's file none. */
  name?: string;
  /** How often a subscribed app should read the feed again, in minutes (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
}

/**
 * A calendar file (.ics, RFC 5545) with one VEVENT per reservation, in America/Bogota (with its VTIMEZONE,
 * UTC−5 all year). Each event's UID is the reservation's, so a subscribed calendar updates the same event
 * when it is read again. `now` stamps the events (DTSTAMP). Both the single reservation's file and the
 * team's feed (GET /calendar/{token}.ics) are built here.
 */
export function calendarIcs(list: readonly ShareableReservation[], now: Date, options: CalendarOptions = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Canchas//Reservas//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, `X-WR-TIMEZONE:${APP_TIME_ZONE}`] : []),
    ...(options.refreshMinutes
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`]
      : []),
    'BEGIN:VTIMEZONE',
    `TZID:${APP_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0500',
    'TZNAME:-05',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...list.flatMap((r) => reservationEvent(r, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The reservation as a calendar file of its own ('Añadir al calendario'). */
export function reservationIcs(r: ShareableReservation, now: Date): string {
  return calendarIcs([r], now);
}

/** The .ics as a link the browser downloads (and a phone offers to add to its calendar). */
export function icsDataUrl(r: ShareableReservation, now: Date): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(reservationIcs(r, now))}`;
}
