/**
 * The display state of a reservation and the buttons it allows (docs/product.md: Flows and states), at the edges, computed in a
 * machine zone far from Bogota: the answers must depend only on the instant, never on the zone the
 * browser (here: the test process) runs in.
 */
import { describe, expect, it } from 'vitest';
import { readableTextOn, reservationColor, reservationEvent } from '../../domain/calendar';
import { relativeDayLabel } from '../../domain/format';
import { allowedReservationActions, reservationDisplayState, todayInAppZone, type TimedReservation } from '../../domain/time';

// Tokyo is UTC+9, 14 hours ahead of Bogota: a Bogota evening is already the next morning here.
process.env.TZ = 'Asia/Tokyo';

const HOUR = 3_600_000;
/** 28 Nov 2026, 18:00–20:00 in Bogota (UTC-5) = 23:00Z – 01:00Z on the 29th = 08:00–10:00 on the 29th in Tokyo. */
const game: TimedReservation = { status: 'ACTIVE', reservationDate: '2026-11-28', startTime: '18:00', endTime: '20:00' };
const START = Date.parse('2026-11-28T23:00:00Z');
const END = Date.parse('2026-11-29T01:00:00Z');
const at = (ms: number) => new Date(ms);

describe('the test really runs in another zone', () => {
  it('the process zone is Tokyo, not Bogota', () => {
    expect(new Date(START).getTimezoneOffset()).toBe(-540);
    expect(new Date(START).getDate()).toBe(29);
  });
});

describe('reservationDisplayState at the edges', () => {
  it.each([
    ['a day before', START - 24 * HOUR, 'other'],
    ['just over 2 hours before the start', START - 2 * HOUR - 1, 'other'],
    ['exactly 2 hours before the start', START - 2 * HOUR, 'upcoming'],
    ['a minute before the start', START - 60_000, 'upcoming'],
    ['exactly at the start', START, 'inProgress'],
    ['a millisecond before the end', END - 1, 'inProgress'],
    ['exactly at the end', END, 'expired'],
    ['a day after', END + 24 * HOUR, 'expired'],
  ] as const)('%s → %s', (_label, now, expected) => {
    expect(reservationDisplayState(game, at(now))).toBe(expected);
  });

  it('only ACTIVE reservations have a display state; finished and canceled ones read "other"', () => {
    expect(reservationDisplayState({ ...game, status: 'FINISHED' }, at(START))).toBe('other');
    expect(reservationDisplayState({ ...game, status: 'CANCELED' }, at(END + HOUR))).toBe('other');
  });

  it('a booking that ends at midnight expires at midnight Bogota time', () => {
    const late: TimedReservation = { status: 'ACTIVE', reservationDate: '2026-11-28', startTime: '22:00', endTime: '24:00' };
    const midnight = Date.parse('2026-11-29T05:00:00Z');
    expect(reservationDisplayState(late, at(midnight - 1))).toBe('inProgress');
    expect(reservationDisplayState(late, at(midnight))).toBe('expired');
  });
});

describe('allowedReservationActions (docs/product.md: Flows and states)', () => {
  const field = { viewedBy: 'field' as const, canManage: true };
  const team = { viewedBy: 'team' as const, canManage: true };
  const none = { cancel: false, finalize: false };
  const cancel = { cancel: true, finalize: false };
  const finalize = { cancel: false, finalize: true };

  it.each([
    ['other (days ahead)', START - 24 * HOUR, cancel, cancel],
    ['upcoming (exactly 2 h before)', START - 2 * HOUR, cancel, cancel],
    ['inProgress (at the start)', START, finalize, none],
    ['inProgress (just before the end)', END - 1, finalize, none],
    ['expired (at the end)', END, finalize, finalize],
    ['expired (a day after)', END + 24 * HOUR, finalize, finalize],
  ] as const)('%s: field admin %o, team owner %o', (_label, now, forField, forTeam) => {
    expect(allowedReservationActions(game, field, at(now))).toEqual(forField);
    expect(allowedReservationActions(game, team, at(now))).toEqual(forTeam);
  });

  it('no buttons for someone who does not manage the reservation (a plain team member)', () => {
    expect(allowedReservationActions(game, { viewedBy: 'team', canManage: false }, at(START - 24 * HOUR))).toEqual(none);
    expect(allowedReservationActions(game, { viewedBy: 'field', canManage: false }, at(END))).toEqual(none);
  });

  it('no buttons on finished or canceled reservations', () => {
    expect(allowedReservationActions({ ...game, status: 'FINISHED' }, field, at(END))).toEqual(none);
    expect(allowedReservationActions({ ...game, status: 'CANCELED' }, team, at(START - 24 * HOUR))).toEqual(none);
  });
});

describe('day labels around midnight in Bogota', () => {
  // 28 Nov 2026, 23:30 in Bogota: already the 29th in Tokyo (and in UTC).
  const lateEvening = at(Date.parse('2026-11-29T04:30:00Z'));
  it('today is the Bogota date, whatever the machine zone', () => {
    expect(todayInAppZone(lateEvening)).toBe('2026-11-28');
    expect(relativeDayLabel('2026-11-28', lateEvening)).toBe('HOY');
    expect(relativeDayLabel('2026-11-29', lateEvening)).toBe('MAÑANA');
    expect(relativeDayLabel('2026-11-27', lateEvening)).toBe('AYER');
    expect(relativeDayLabel('2026-12-01', lateEvening)).toBe('mar 1 dic 2026');
  });
});

describe('calendar events (docs/product.md: Data, Flows and states)', () => {
  const r = {
    id: 4,
    status: 'ACTIVE',
    reservationDate: '2026-11-28',
    startTime: '18:00',
    endTime: '20:00',
    team: { name: 'Los Costeños' },
    field: { name: 'La Bombonera' },
  };

  it('titles by who is looking, with the fallbacks', () => {
    expect(reservationEvent(r, 'field').title).toBe('Equipo: Los Costeños');
    expect(reservationEvent(r, 'team').title).toBe('Cancha: La Bombonera');
    expect(reservationEvent({ ...r, team: null, teamName: '' }, 'field').title).toBe('Equipo: Sin equipo');
    expect(reservationEvent({ ...r, field: null, fieldName: '' }, 'team').title).toBe('Cancha: Sin cancha');
    expect(reservationEvent({ ...r, team: null, teamName: 'Borrados FC' }, 'field').title).toBe('Equipo: Borrados FC');
  });

  it('adds what was received once something was, to whoever sees the price; not on a cancelled booking', () => {
    const priced = { ...r, price: 180000, paid: 0 };
    expect(reservationEvent(priced, 'field').title).toBe('Equipo: Los Costeños');
    expect(reservationEvent({ ...priced, paid: 50000 }, 'field').title).toBe('Equipo: Los Costeños\nfaltan $\u00a0130.000');
    expect(reservationEvent({ ...priced, paid: 50000 }, 'team').label).toMatch(/Cancha: La Bombonera · faltan \$\u00a0130\.000$/);
    expect(reservationEvent({ ...priced, paid: 180000, status: 'FINISHED' }, 'field').title).toBe('Equipo: Los Costeños\nPagado');
    expect(reservationEvent({ ...priced, paid: 50000, status: 'CANCELED' }, 'field').title).toBe('Equipo: Los Costeños');
    // Another team's slot carries no price: nothing to say.
    expect(reservationEvent({ ...r, team: null, teamName: 'Ocupado' }, 'field').title).toBe('Ocupado');
  });

  it('its label says the status, the day and times, and the title, for a screen reader and the tooltip', () => {
    expect(reservationEvent({ ...r, status: 'CANCELED' }, 'field').label).toBe(
      'Cancelada · sábado 28 de noviembre de 2026, 6:00\u00a0p.\u00a0m. – 8:00\u00a0p.\u00a0m., Equipo: Los Costeños',
    );
    expect(reservationEvent({ ...r, startTime: '23:00', endTime: '24:00' }, 'team').label).toBe(
      'Activa · sábado 28 de noviembre de 2026, 11:00\u00a0p.\u00a0m. – 12:00\u00a0a.\u00a0m., Cancha: La Bombonera',
    );
  });

  it('a cancelled booking ranks after the others, so the calendar never lets it narrow a live one', () => {
    expect(reservationEvent(r, 'field').rank).toBe(0);
    expect(reservationEvent({ ...r, status: 'FINISHED' }, 'field').rank).toBe(0);
    expect(reservationEvent({ ...r, status: 'CANCELED' }, 'field').rank).toBe(1);
  });

  it('start and end are the reservation date joined to its times; midnight ends on the next day', () => {
    expect(reservationEvent(r, 'field')).toMatchObject({ id: '4', start: '2026-11-28T18:00', end: '2026-11-28T20:00' });
    expect(reservationEvent({ ...r, startTime: '23:00', endTime: '24:00' }, 'field').end).toBe('2026-11-29T00:00');
  });

  it('colours: ACTIVE green, FINISHED gray, CANCELED red, anything else blue', () => {
    expect(reservationColor('ACTIVE')).toBe('#22c55e');
    expect(reservationColor('FINISHED')).toBe('#6b7280');
    expect(reservationColor('CANCELED')).toBe('#ef4444');
    expect(reservationColor('PENDING')).toBe('#3b82f6');
  });

  it('event text is black or white, whichever reads better on the status colour', () => {
    expect(readableTextOn('#22c55e')).toBe('#000000');
    expect(readableTextOn('#ef4444')).toBe('#000000');
    expect(readableTextOn('#3b82f6')).toBe('#000000');
    expect(readableTextOn('#6b7280')).toBe('#ffffff');
    expect(readableTextOn('#14532d')).toBe('#ffffff');
  });
});
