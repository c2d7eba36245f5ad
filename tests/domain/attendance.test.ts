/** Match day's rules (domain/attendance.ts, domain/booking.ts): la vaca, who may answer or be marked a no-show, walk-ins. */
import { describe, expect, it } from 'vitest';
import {
  attendanceOpen,
  attendanceRefusal,
  attendanceShare,
  attendanceSummary,
  canMarkNoShow,
  noShowRefusal,
  nudgeLink,
  nudgeText,
  paidAmount,
  shareBalance,
  sharesPaid,
  vacaState,
} from '../../domain/attendance';
import { reservationEvent, reservationStatusLabel } from '../../domain/calendar';
import { bookingRefusal, manualStartTimes } from '../../domain/booking';
import { currentSlotStart, isWalkInSlot } from '../../domain/time';
import { downloadTable } from '../../domain/download';
import * as MSG from '../../domain/messages';
import { daySummary } from '../../domain/payment';
import { manualReservationFormSchema, manualRequestOf, needsCellphone, manualReservationSchema } from '../../domain/schemas';
import * as v from 'valibot';

// Saturday 28 November 2026, 19:10 in Bogota.
const now = new Date('2026-11-29T00:10:00Z');
const booking = (startTime: string, status = 'ACTIVE', reservationDate = '2026-11-28') => ({ status, reservationDate, startTime });
const entry = (playerId: number, paid = false) => ({ playerId, name: `Jugador ${playerId}`, paid });

describe('attendanceShare (la vaca)', () => {
  it('divides the price among those going, rounded UP to $ 100', () => {
    expect(attendanceShare(90000, 10)).toBe(9000);
    expect(attendanceShare(95000, 8)).toBe(11900); // 11.875 -> 11.900
    expect(attendanceShare(100000, 3)).toBe(33400); // 33.333,33 -> 33.400: the owner never comes up short
    expect(attendanceShare(120000, 1)).toBe(120000);
    expect(attendanceShare(100, 7)).toBe(100);
    expect(attendanceShare(0, 5)).toBe(0);
  });

  it('is null when nobody goes or the price is unknown', () => {
    expect(attendanceShare(90000, 0)).toBeNull();
    expect(attendanceShare(undefined, 4)).toBeNull();
    expect(attendanceShare(null, 4)).toBeNull();
  });
});

describe('attendanceSummary and vacaState', () => {
  const a = { going: [entry(1, true), entry(2), entry(3)], notGoing: [entry(4)], pending: [entry(5), entry(6)], share: 30000 };

  it("counts those going of the team's members, in the card's words", () => {
    expect(attendanceSummary(a)).toEqual({ going: 3, notGoing: 1, pending: 2, members: 6, text: '3 de 6 van' });
    expect(attendanceSummary({ going: [entry(1)], notGoing: [], pending: [] }).text).toBe('1 de 1 va');
    expect(attendanceSummary({ going: [], notGoing: [], pending: [entry(1), entry(2)] }).text).toBe('0 de 2 van');
  });

  it('tells who of those going still owes the owner, and how much in all, the owner himself aside', () => {
    const state = vacaState(a);
    expect(state.paid).toBe(1);
    expect(state.owing.map((e) => e.playerId)).toEqual([2, 3]);
    expect(state.owed).toBe(60000);
    // The owner collects: he owes himself nothing, and is no payer.
    expect(vacaState(a, 3)).toEqual({ paid: 1, payers: 2, owing: [entry(2)], owed: 30000 });
    expect(vacaState({ going: [], share: null })).toEqual({ paid: 0, payers: 0, owing: [], owed: 0 });
  });

  it('a share that changed after it was paid leaves the rest owed, or some to give back; a mark without an amount reads as the share', () => {
    const short = { ...entry(7, true), paidAmount: 22500 };
    const over = { ...entry(8, true), paidAmount: 45000 };
    // 90.000 among 3: 30.000 each. 7 paid when they were 4 going, 8 when they were 2.
    expect([shareBalance(short, 30000), shareBalance(over, 30000), shareBalance(entry(1, true), 30000), shareBalance(entry(2), 30000)]).toEqual([
      7500, -15000, 0, 30000,
    ]);
    expect([paidAmount(short, 30000), paidAmount(entry(1, true), 30000), paidAmount(entry(2), 30000)]).toEqual([22500, 30000, 0]);
    // Who owes the rest is not counted among those who paid; who paid more is.
    expect(vacaState({ going: [short, over, entry(2)], share: 30000 })).toEqual({ paid: 1, payers: 3, owing: [short, entry(2)], owed: 37500 });
  });

  it('names whose share the owner holds: each one marked paid, going or not any more, and those who left after paying', () => {
    const gone = entry(9, true);
    expect(sharesPaid({ going: a.going, notGoing: [entry(4, true), entry(7)], left: [gone] })).toEqual([entry(1, true), entry(4, true), gone]);
    expect(sharesPaid({ going: [entry(2)], notGoing: [], left: [] })).toEqual([]);
  });
});

describe('who may answer, and when a no-show may be marked', () => {
  it('answers are open on an ACTIVE booking until its start, then closed', () => {
    expect(attendanceRefusal(booking('19:30'), now)).toBeNull();
    expect(attendanceRefusal(booking('19:00'), now)).toEqual({ code: 'ATTENDANCE_CLOSED', message: MSG.attendance.closed });
    expect(attendanceRefusal(booking('19:10'), now)?.code).toBe('ATTENDANCE_CLOSED');
    expect(attendanceRefusal(booking('20:00', 'CANCELED'), now)?.code).toBe('RESERVATION_NOT_ACTIVE');
    expect(attendanceOpen({ ...booking('20:00'), team: { id: 1 } }, now)).toBe(true);
    expect(attendanceOpen({ ...booking('20:00'), team: null }, now)).toBe(false);
  });

  it("a no-show only on an ACTIVE booking whose start has passed, and only on the field's side", () => {
    expect(noShowRefusal(booking('19:10'), now)).toBeNull();
    expect(noShowRefusal(booking('18:00'), now)).toBeNull();
    expect(noShowRefusal(booking('19:30'), now)).toEqual({ code: 'RESERVATION_NOT_STARTED', message: MSG.reservation.noShowTooEarly });
    expect(noShowRefusal(booking('18:00', 'FINISHED'), now)?.code).toBe('RESERVATION_NOT_ACTIVE');
    expect(noShowRefusal(booking('18:00', 'CANCELED'), now)?.code).toBe('RESERVATION_NOT_ACTIVE');
    expect(canMarkNoShow(booking('18:00'), 'field', now)).toBe(true);
    expect(canMarkNoShow(booking('18:00'), 'team', now)).toBe(false);
    expect(canMarkNoShow(booking('20:00'), 'field', now)).toBe(false);
  });
});

describe("the owner's WhatsApp reminder", () => {
  const r = { teamName: 'Los Costeños', fieldName: 'La Bombonera', reservationDate: '2026-11-28', startTime: '19:00' };

  it('names the team, the day and the hour', () => {
    expect(nudgeText(r)).toBe(
      "¡Hola! ¿Vas al partido de Los Costeños el sábado 28/11/2026 a las 7:00\u00a0p.\u00a0m. en La Bombonera? Responde 'Voy' o 'No voy' en Canchas.",
    );
  });

  it("opens the member's chat with it", () => {
    const link = nudgeLink('300 123 4567', r);
    expect(link.startsWith('https://wa.me/573001234567?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1])).toBe(nudgeText(r));
  });
});

describe('a no-show in the figures and the download', () => {
  it("is not in 'Hoy en tu cancha': no total, nothing to collect", () => {
    const day = daySummary([
      { status: 'ACTIVE', hours: 1, price: 90000, paid: 0 },
      { status: 'CANCELED', hours: 2, price: 180000, paid: 20000 },
    ]);
    expect(day).toEqual({ count: 1, hours: 1, total: 90000, due: 90000 });
  });

  it("reads 'No se presentó' in the CSV, with nothing to collect", () => {
    const [, row] = downloadTable([
      {
        reservationDate: '2026-11-28',
        startTime: '18:00',
        endTime: '19:00',
        hours: 1,
        status: 'CANCELED',
        noShow: true,
        teamName: 'Los Costeños',
        customerName: null,
        customerCellphone: null,
        note: null,
        seriesId: null,
        price: 90000,
        paid: 20000,
        refunded: 0,
      },
    ]);
    expect(row[5]).toBe('No se presentó');
    expect(row[12]).toBe('0');
  });
});

describe("a no-show's mark", () => {
  const r = {
    id: 3,
    status: 'CANCELED',
    noShow: true,
    reservationDate: '2026-11-28',
    startTime: '18:00',
    endTime: '19:00',
    team: { name: 'Los Costeños' },
    price: 90000,
    paid: 0,
  };

  it("reads 'No se presentó' as its status, and on its calendar event", () => {
    expect(reservationStatusLabel(r)).toBe('No se presentó');
    expect(reservationStatusLabel({ ...r, noShow: false })).toBe('Cancelada');
    expect(reservationStatusLabel({ status: 'ACTIVE' })).toBe('Activa');
    const event = reservationEvent(r, 'field');
    expect(event.title).toBe('Equipo: Los Costeños\nNo se presentó');
    expect(event.label.startsWith('No se presentó · ')).toBe(true);
    // Said once: a screen reader hears the status first, not again after the team.
    expect(event.label.match(/No se presentó/g)).toHaveLength(1);
    expect(event.label.endsWith(', Equipo: Los Costeños')).toBe(true);
    expect(event.rank).toBe(1);
    expect(reservationEvent({ ...r, noShow: false }, 'field').title).toBe('Equipo: Los Costeños');
  });
});

describe('walk-ins', () => {
  const field = { status: 'ACTIVE' as const, openingHour: '08:00', closingHour: '23:00' };

  it('the slot under way is its :00 or :30, at most 30 minutes past', () => {
    expect(currentSlotStart(now)).toBe('19:00');
    expect(currentSlotStart(new Date('2026-11-29T00:29:59Z'))).toBe('19:00');
    expect(currentSlotStart(new Date('2026-11-29T00:30:00Z'))).toBe('19:30');
    expect(isWalkInSlot('2026-11-28', '19:00', now)).toBe(true);
    expect(isWalkInSlot('2026-11-28', '18:30', now)).toBe(false);
    expect(isWalkInSlot('2026-11-29', '19:00', now)).toBe(false);
  });

  it("a manual booking takes it; a team's booking and any other started time are still in the past", () => {
    const walkIn = { reservationDate: '2026-11-28', startTime: '19:00', hours: 1 };
    expect(bookingRefusal(walkIn, field, now, 60, { walkIn: true })).toBeNull();
    expect(bookingRefusal(walkIn, field, now, 60)?.code).toBe('BOOKING_IN_THE_PAST');
    expect(bookingRefusal({ ...walkIn, startTime: '18:30' }, field, now, 60, { walkIn: true })?.code).toBe('BOOKING_IN_THE_PAST');
  });

  it("'Reserva manual' offers it first for today, unless a booking is under way or it is a fixed turn; a move never", () => {
    expect(manualStartTimes(field, '2026-11-28', [], false, now).some((t) => t.walkIn)).toBe(false);
    expect(manualStartTimes(field, '2026-11-28', [], false, now, { walkIn: true })[0]).toEqual({ time: '19:00', taken: false, walkIn: true });
    const busy = [{ status: 'ACTIVE', reservationDate: '2026-11-28', startTime: '18:00', endTime: '20:00' }];
    expect(manualStartTimes(field, '2026-11-28', busy, false, now, { walkIn: true }).some((t) => t.walkIn)).toBe(false);
    expect(manualStartTimes(field, '2026-11-28', [], true, now, { walkIn: true }).some((t) => t.walkIn)).toBe(false);
    expect(manualStartTimes(field, '2026-11-29', [], false, now, { walkIn: true }).some((t) => t.walkIn)).toBe(false);
  });

  it('needs no cellphone; any other manual booking does', () => {
    expect(needsCellphone({ reservationDate: '2026-11-28', startTime: '19:00' }, now)).toBe(false);
    expect(needsCellphone({ reservationDate: '2026-11-28', startTime: '19:00', weeks: 4 }, now)).toBe(true);
    expect(needsCellphone({ reservationDate: '2026-11-28', startTime: '20:00' }, now)).toBe(true);
    expect(
      v.safeParse(manualReservationSchema, { fieldId: 1, customerName: 'Ana', reservationDate: '2026-11-28', startTime: '19:00', hours: 1 }).success,
    ).toBe(true);
    expect(
      v.safeParse(manualReservationSchema, {
        fieldId: 1,
        customerName: 'Ana',
        customerCellphone: '12',
        reservationDate: '2026-11-28',
        startTime: '19:00',
        hours: 1,
      }).success,
    ).toBe(false);
  });

  it('the form leaves an empty cellphone out of the request', () => {
    const form = v.parse(manualReservationFormSchema, {
      customerName: 'Ana',
      customerCellphone: '3001234567',
      reservationDate: '2030-01-05',
      startTime: '19:00',
      hours: 1,
      note: '',
      repeat: false,
      weeks: 4,
      paid: '',
      paidMethod: 'CASH',
    });
    expect(manualRequestOf(1, form).customerCellphone).toBe('3001234567');
    expect(manualRequestOf(1, { ...form, customerCellphone: '' })).not.toHaveProperty('customerCellphone');
    const missing = v.safeParse(manualReservationFormSchema, { ...form, customerCellphone: '' });
    expect(missing.success).toBe(false);
    expect(missing.issues?.[0].message).toBe(MSG.validation.customerCellphoneRequired);
  });
});
