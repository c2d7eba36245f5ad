/** A field's closed days on its reservations calendar (docs/product.md, "Closed days"): the whole day, shaded, with a short label. */
import { describe, expect, it } from 'vitest';
import { closedDayEvent, closedDaysHeard } from '../../domain/calendar';
import * as MSG from '../../domain/messages';

describe('closedDayEvent', () => {
  it('covers the whole day, from its midnight to the next one, as a background event', () => {
    expect(closedDayEvent({ date: '2030-12-31', reason: null })).toMatchObject({
      id: 'cerrado-2030-12-31',
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
