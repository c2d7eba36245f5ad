import { describe, expect, it } from 'vitest';
import { reservationEventTitle } from '../../domain/calendar';

const base = { id: 1, status: 'ACTIVE', reservationDate: '2030-06-11', startTime: '19:00', endTime: '21:00', fieldName: 'La Bombonera' };

describe('reservationEventTitle', () => {
  it("names a manual booking's customer to the field's administrator", () => {
    const manual = { ...base, team: null, teamName: 'Carlos Pérez', customer: { name: 'Carlos Pérez' } };
    expect(reservationEventTitle(manual, 'field')).toBe('Cliente: Carlos Pérez');
  });
  it('names the team of a team booking, and Ocupado when the server hid it', () => {
    expect(reservationEventTitle({ ...base, team: { name: 'Tiburones' }, teamName: 'Tiburones', customer: null }, 'field')).toBe('Equipo: Tiburones');
    expect(reservationEventTitle({ ...base, team: null, teamName: 'Ocupado' }, 'field')).toBe('Ocupado');
    expect(reservationEventTitle({ ...base, team: null, teamName: 'x', customer: { name: 'x' } }, 'team')).toBe('Cancha: La Bombonera');
  });
});
