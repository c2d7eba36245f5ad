// @vitest-environment happy-dom
/**
 * 'Reservas fuera del nuevo horario' (docs/product.md, "Teams and fields"): the server answers the reservations
 * left outside the new hours latest first; the dialog lists them soonest first, the order in which the
 * administrator has to tell their customers.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { addDays, todayInAppZone } from '../../domain/time';
import type { Reservation } from '../../domain/types';
import { OutsideHoursModal } from '../../src/features/fields/OutsideHoursModal';
import { renderView } from './setup';

const day = (n: number) => addDays(todayInAppZone(), n);
const booking = (id: number, date: string, teamName: string) =>
  ({ id, status: 'ACTIVE', reservationDate: date, startTime: '20:00', endTime: '21:00', teamName, team: null }) as unknown as Reservation;

describe('the reservations outside the new hours', () => {
  let view: ReturnType<typeof renderView> | undefined;
  afterEach(() => view?.unmount());

  it('are listed soonest first', () => {
    const answer = [booking(3, day(20), 'Tercero'), booking(2, day(9), 'Segundo'), booking(1, day(2), 'Primero')];
    view = renderView(
      <OutsideHoursModal opened reservations={answer} submitting={false} onCancelThem={() => {}} onKeepHours={() => {}} onClose={() => {}} />,
    );
    const items = within(screen.getByRole('list', { name: MSG.field.outsideHoursTitle })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split('· ')[1])).toEqual(['Primero', 'Segundo', 'Tercero']);
  });

  it("offers a manual booking's customer as a WhatsApp link, to tell them", () => {
    const walkIn = { ...booking(4, day(3), 'Pedro Pérez'), customer: { name: 'Pedro Pérez', cellphone: '3001234567', note: null } } as Reservation;
    view = renderView(
      <OutsideHoursModal opened reservations={[walkIn]} submitting={false} onCancelThem={() => {}} onKeepHours={() => {}} onClose={() => {}} />,
    );
    const link = screen.getByRole('link', { name: MSG.reservation.whatsappCustomerLink('Pedro Pérez', '3001234567') });
    expect(link.getAttribute('href')).toBe('https://wa.me/573001234567');
  });
});
