/**
 * A field's closed days on its reservations calendar (docs/product.md, "Closed days"): the whole day, shaded, with a short
 * label; and the holidays, tinted, since the field opens on them.
 */
import { describe, expect, it } from 'vitest';
import { closedDayEvent, closedDaysHeard, holidayEvents, holidaysBetween, holidaysHeard } from '../../domain/calendar';
import * as MSG from '../../domain/messages';

describe('closedDayEvent', () => {
  it('covers the whole day, from its midnight to the next one, as a background event', () => {
    expect(closedDayEvent({ date: '2030-12-31', reason: null })).toMatchObject({
      id: 'closed-2030-12-31',
      kind: 'closed',
      start: '2030-12-31',
      end: '2031-01-01',
      allDay: true,
      display: 'background',
    });
  });

  it("reads 'Cerrado', with the reason when there is one, without the reason's own full stop", () => {
    expect(closedDayEvent({ date: '2030-06-11', reason: null }).title).toBe(MSG.closure.calendarDay);
    expect(closedDayEvent({ date: '2030-06-11', reason: 'Mantenimiento de la grama.' }).title).toBe('Cerrado: Mantenimiento de la grama');
    // A reason made of stops alone says nothing.
    expect(closedDayEvent({ date: '2030-06-11', reason: '...' }).title).toBe('Cerrado');
  });
});

describe('closedDaysHeard', () => {
  const days = [
    { date: '2030-06-09', reason: null },
    { date: '2030-06-11', reason: 'Mantenimiento de la grama.' },
    { date: '2030-06-17', reason: null },
  ];

  it('says the closed days of the range shown, with their reasons, and none outside it', () => {
    expect(closedDaysHeard(days, '2030-06-10', '2030-06-17')).toBe(
      'La cancha está cerrada el martes 11 de junio de 2030 (Mantenimiento de la grama).',
    );
    expect(closedDaysHeard(days, '2030-06-09', '2030-06-18')).toBe(
      'La cancha está cerrada estos días: domingo 9 de junio de 2030; martes 11 de junio de 2030 (Mantenimiento de la grama); lunes 17 de junio de 2030.',
    );
  });

  it('is null when no day shown is closed (the end is exclusive)', () => {
    expect(closedDaysHeard(days, '2030-06-12', '2030-06-17')).toBeNull();
    expect(closedDaysHeard([], '2030-06-01', '2030-07-01')).toBeNull();
  });
});

describe('holidays on the calendar', () => {
  it('finds the Colombian holidays of the days shown, the end exclusive', () => {
    // December 2026: Inmaculada Concepción on Tuesday the 8th (not moved) and Navidad.
    expect(holidaysBetween('2026-12-01', '2027-01-01')).toEqual(['2026-12-08', '2026-12-25']);
    expect(holidaysBetween('2026-12-09', '2026-12-25')).toEqual([]);
    // Año Nuevo begins the next year; Reyes Magos (6 January 2027, a Wednesday) moves to Monday the 11th.
    expect(holidaysBetween('2026-12-28', '2027-01-12')).toEqual(['2027-01-01', '2027-01-11']);
  });

  it("tints each holiday with 'Festivo', except one the field closed, which reads 'Cerrado' only", () => {
    const events = holidayEvents('2026-12-07', '2026-12-14', []);
    expect(events).toEqual([
      { id: 'holiday-2026-12-08', kind: 'holiday', title: 'Festivo', start: '2026-12-08', end: '2026-12-09', allDay: true, display: 'background' },
    ]);
    expect(holidayEvents('2026-12-07', '2026-12-14', [{ date: '2026-12-08', reason: 'Festivo: cerramos' }])).toEqual([]);
  });

  it('says the holidays shown in words, for a screen reader, which does not see a tint', () => {
    expect(holidaysHeard('2026-12-07', '2026-12-14')).toBe('El martes 8 de diciembre de 2026 es festivo.');
    expect(holidaysHeard('2026-12-01', '2027-01-01')).toBe('Son festivos: martes 8 de diciembre de 2026; viernes 25 de diciembre de 2026.');
    expect(holidaysHeard('2026-12-09', '2026-12-25')).toBeNull();
  });
});
