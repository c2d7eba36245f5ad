/** A field's closed days on its reservations calendar (docs/product.md, "Closed days"): the whole day, shaded, with a short label. */
import { describe, expect, it } from 'vitest';
import { closedDayEvent } from '../../domain/calendar';
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
