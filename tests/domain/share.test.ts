/** domain/share.ts and domain/calendarFeed.ts: the WhatsApp message and the calendar file of a reservation, the team feed's addresses (docs/product.md, "Reservations"). */
import { describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import {
  bookingWhenInWords,
  calendarIcs,
  fieldWhatsappLink,
  googleCalendarLink,
  icsDataUrl,
  isShareable,
  mapLink,
  reservationIcs,
  shareText,
  teamBookingPath,
  whatsappShareLink,
} from '../../domain/share';
import { calendarFeedPath, webcalUrl } from '../../domain/calendarFeed';

const reservation = {
  id: 42,
  reservationDate: '2026-11-28',
  startTime: '19:00',
  endTime: '21:00',
  teamName: 'Tiburones de Manga',
  field: { name: 'La Bombonera', address: 'Cra 3 #8-45, Bocagrande', city: 'Cartagena' },
};
const NOW = new Date('2026-11-22T22:30:00Z');

describe('shareText and whatsappShareLink', () => {
  it('hold the field, the day in words, the 12-hour times, the address, the team and a map link', () => {
    const text = shareText(reservation);
    expect(text.split('\n')).toEqual([
      `${MSG.share.heading}: La Bombonera`,
      `${MSG.share.date}: sábado 28 de noviembre`,
      `${MSG.share.time}: 7:00\u00a0p.\u00a0m. – 9:00\u00a0p.\u00a0m.`,
      `${MSG.share.address}: Cra 3 #8-45, Bocagrande, Cartagena`,
      `${MSG.share.team}: Tiburones de Manga`,
      `${MSG.share.map}: ${mapLink(reservation.field)}`,
    ]);
    expect(mapLink(reservation.field)).toBe(
      'https://www.google.com/maps/search/?api=1&query=La%20Bombonera%2C%20Cra%203%20%238-45%2C%20Bocagrande%2C%20Cartagena',
    );
  });

  it('with the price, add the total and what was received: what is still due, or that it was paid', () => {
    const lines = (price: number, paid: number) => shareText({ ...reservation, price, paid }).split('\n');
    expect(lines(180000, 0).slice(5, -1)).toEqual([`${MSG.rates.total}: $\u00a0180.000`]);
    expect(lines(180000, 50000).slice(5, -1)).toEqual([`${MSG.rates.total}: $\u00a0180.000`, 'Abono de $\u00a050.000 · faltan $\u00a0130.000']);
    expect(lines(180000, 180000).slice(5, -1)).toEqual([`${MSG.rates.total}: $\u00a0180.000`, MSG.payment.paid]);
    expect(lines(180000, 50000).at(-1)).toBe(`${MSG.share.map}: ${mapLink(reservation.field)}`);
  });

  it('is a wa.me link without a number, whose text decodes back to the message', () => {
    const link = new URL(whatsappShareLink(reservation));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(shareText(reservation));
  });

  it("goes to the chat of a manual booking's customer, in Colombia, without the team's line (the customer's own name)", () => {
    const link = new URL(whatsappShareLink(reservation, '300 123-4567'));
    expect(link.origin + link.pathname).toBe('https://wa.me/573001234567');
    expect(link.searchParams.get('text')).toBe(shareText(reservation, { withoutTeam: true }));
    expect(link.searchParams.get('text')).not.toContain(MSG.share.team);
  });

  it('links back to the booking in the app, last, when given its address', () => {
    const url = `https://canchas.co${teamBookingPath(reservation)}`;
    expect(url).toBe('https://canchas.co/dashboard/reservation/list/team?date=2026-11-28');
    const text = new URL(whatsappShareLink(reservation, undefined, { bookingUrl: url })).searchParams.get('text')!;
    expect(text.split('\n').at(-1)).toBe(`${MSG.share.seeBooking}: ${url}`);
  });

  it('writes a day of December and a morning hour in words', () => {
    const december = { ...reservation, reservationDate: '2026-12-05', startTime: '09:30', endTime: '10:30' };
    expect(bookingWhenInWords(december)).toBe('sábado 5 de diciembre, 9:30\u00a0a.\u00a0m. – 10:30\u00a0a.\u00a0m.');
    expect(shareText(december)).toContain(`${MSG.share.date}: sábado 5 de diciembre\n`);
  });
});

describe('isShareable', () => {
  const at = (iso: string) => new Date(iso);
  it('offers sharing only for an ACTIVE booking that has not ended (Bogota is UTC−5)', () => {
    expect(isShareable({ ...reservation, status: 'ACTIVE' }, at('2026-11-29T01:59:00Z'))).toBe(true);
    expect(isShareable({ ...reservation, status: 'ACTIVE' }, at('2026-11-29T02:00:00Z'))).toBe(false);
    expect(isShareable({ ...reservation, status: 'CANCELED' }, NOW)).toBe(false);
    expect(isShareable({ ...reservation, status: 'FINISHED' }, NOW)).toBe(false);
  });
});

describe('googleCalendarLink', () => {
  const link = new URL(googleCalendarLink(reservation, { bookingUrl: 'https://canchas.co/x' }));
  it("is Google Calendar's event form with the booking's title, UTC times, details and place", () => {
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('text')).toBe(`${MSG.share.heading}: La Bombonera`);
    // 7:00 p. m. to 9:00 p. m. in Bogota are 00:00 and 02:00 UTC of the next day.
    expect(link.searchParams.get('dates')).toBe('20261129T000000Z/20261129T020000Z');
    expect(link.searchParams.get('location')).toBe('Cra 3 #8-45, Bocagrande, Cartagena');
    expect(link.searchParams.get('details')).toBe(
      `${MSG.share.team}: Tiburones de Manga\n${MSG.share.map}: ${mapLink(reservation.field)}\n${MSG.share.seeBooking}: https://canchas.co/x`,
    );
    expect(link.searchParams.get('ctz')).toBe('America/Bogota');
  });
  it('ends a booking until midnight at 05:00 UTC of the next day', () => {
    const late = new URL(googleCalendarLink({ ...reservation, startTime: '22:00', endTime: '24:00' }));
    expect(late.searchParams.get('dates')).toBe('20261129T030000Z/20261129T050000Z');
  });
});

describe('fieldWhatsappLink', () => {
  it("opens the field's chat in Colombia with a message naming the team, the field, the day and the hour", () => {
    const link = new URL(
      fieldWhatsappLink('3001234567', {
        teamName: 'Tiburones de Manga',
        fieldName: 'La Bombonera',
        reservationDate: '2026-12-05',
        startTime: '19:00',
      }),
    );
    expect(link.origin + link.pathname).toBe('https://wa.me/573001234567');
    expect(link.searchParams.get('text')).toBe(
      MSG.share.fieldMessage('Tiburones de Manga', 'La Bombonera', 'sábado 5 de diciembre', '7:00\u00a0p.\u00a0m.'),
    );
    // The hour's own period ends the sentence: never 'p. m..'.
    expect(link.searchParams.get('text')).toBe(
      'Hola, somos Tiburones de Manga. Tenemos reservada La Bombonera el sábado 5 de diciembre a las 7:00\u00a0p.\u00a0m. Les escribimos por el abono.',
    );
  });
});

describe('reservationIcs', () => {
  const ics = reservationIcs(reservation, NOW);
  const unfolded = ics.replace(/\r\n /g, '');
  const lines = unfolded.split('\r\n');

  it('is one event in America/Bogota with CRLF lines', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('TZID:America/Bogota');
    expect(lines).toContain('TZOFFSETTO:-0500');
    expect(lines).toContain('DTSTART;TZID=America/Bogota:20261128T190000');
    expect(lines).toContain('DTEND;TZID=America/Bogota:20261128T210000');
    expect(lines).toContain('DTSTAMP:20261122T223000Z');
    expect(lines).toContain('UID:reserva-42@canchas');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes commas, semicolons and line breaks in texts, and names the field and its address', () => {
    expect(lines).toContain(`SUMMARY:${MSG.share.heading}: La Bombonera`);
    expect(lines).toContain('LOCATION:Cra 3 #8-45\\, Bocagrande\\, Cartagena');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toContain(`${MSG.share.team}: Tiburones de Manga\\n${MSG.share.map}: `);
    const odd = reservationIcs({ ...reservation, field: { ...reservation.field, name: 'A;B\\C' } }, NOW);
    expect(odd.replace(/\r\n /g, '')).toContain('SUMMARY:Reserva de cancha: A\\;B\\\\C');
  });

  it('folds lines over 75 octets without splitting a character', () => {
    const long = reservationIcs(
      { ...reservation, field: { ...reservation.field, address: 'Avenida Pedro de Heredia, Sector María Auxiliadora, Edificio Ñandú' } },
      NOW,
    );
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long.replace(/\r\n /g, '')).toContain('LOCATION:Avenida Pedro de Heredia\\, Sector María Auxiliadora\\, Edificio Ñandú\\, Cartagena');
  });

  it('ends a reservation at 24:00 on the next day at midnight', () => {
    const late = reservationIcs({ ...reservation, startTime: '22:00', endTime: '24:00' }, NOW);
    expect(late).toContain('DTEND;TZID=America/Bogota:20261129T000000');
  });

  it('downloads as a text/calendar data URL', () => {
    const url = icsDataUrl(reservation, NOW);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(reservationIcs(reservation, NOW));
  });
});

describe('calendarIcs (the team feed)', () => {
  const second = {
    ...reservation,
    id: 43,
    reservationDate: '2026-11-30',
    startTime: '06:00',
    endTime: '07:00',
    field: { ...reservation.field, name: 'El Campín' },
  };
  const feed = calendarIcs([reservation, second], NOW, { name: MSG.calendar.feedName('Tiburones de Manga'), refreshMinutes: 60 });
  const lines = feed.replace(/\r\n /g, '').split('\r\n');

  it('holds one VEVENT per reservation, each with its own stable UID, inside one calendar', () => {
    expect(lines.filter((l) => l === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(['UID:reserva-42@canchas', 'UID:reserva-43@canchas']);
    expect(lines.filter((l) => l.startsWith('DTSTART;'))).toEqual([
      'DTSTART;TZID=America/Bogota:20261128T190000',
      'DTSTART;TZID=America/Bogota:20261130T060000',
    ]);
    expect(lines).toContain(`SUMMARY:${MSG.share.heading}: El Campín`);
    // The same builder as the single event: the event lines are the same.
    const single = reservationIcs(reservation, NOW).replace(/\r\n /g, '').split('\r\n');
    const event = (all: string[], uid: string) => all.slice(all.indexOf(uid) - 1, all.indexOf('END:VEVENT', all.indexOf(uid)) + 1);
    expect(event(lines, 'UID:reserva-42@canchas')).toEqual(event(single, 'UID:reserva-42@canchas'));
  });

  it('names the calendar and asks subscribers to read it again within the hour', () => {
    expect(lines).toContain('X-WR-CALNAME:Reservas de Tiburones de Manga');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    expect(lines).toContain('X-PUBLISHED-TTL:PT60M');
    expect(reservationIcs(reservation, NOW)).not.toContain('X-WR-CALNAME');
  });

  it('is a valid empty calendar when the team has no bookings', () => {
    const empty = calendarIcs([], NOW, { name: 'Reservas de X' }).split('\r\n');
    expect(empty[0]).toBe('BEGIN:VCALENDAR');
    expect(empty).toContain('END:VTIMEZONE');
    expect(empty.at(-2)).toBe('END:VCALENDAR');
    expect(empty).not.toContain('BEGIN:VEVENT');
  });

  it("is reached at webcal:// on the page's host", () => {
    expect(calendarFeedPath('abc')).toBe('/api/v1/calendar/abc.ics');
    expect(webcalUrl('https://canchas.co', '/api/v1/calendar/abc.ics')).toBe('webcal://canchas.co/api/v1/calendar/abc.ics');
    expect(webcalUrl('http://127.0.0.1:4173', '/x.ics')).toBe('webcal://127.0.0.1:4173/x.ics');
  });
});
