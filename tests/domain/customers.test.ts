/** The customers 'Reserva manual' suggests (domain/customers.ts; docs/product.md, "Manual bookings and turno fijo"). */
import { describe, expect, it } from 'vitest';
import { customerMatches, customersByName } from '../../domain/customers';

const carlos = { name: 'Carlos Pérez', cellphone: '3001234567', bookings: 3, lastDate: '2030-06-12' };
const ana = { name: 'Ana Gómez', cellphone: '3109876543', bookings: 1, lastDate: '2030-06-11' };

describe('customerMatches', () => {
  it('finds a customer by a part of the name, whatever the accents and the case', () => {
    for (const typed of ['carlos', 'PEREZ', 'los pé', '  Carlos Pérez ']) expect(customerMatches(carlos, typed), typed).toBe(true);
    expect(customerMatches(carlos, 'Ana')).toBe(false);
  });

  it('finds a customer by 3 digits or more of the cellphone, typed with spaces or dashes', () => {
    for (const typed of ['300', '300 123', '123-4567']) expect(customerMatches(carlos, typed), typed).toBe(true);
    expect(customerMatches(carlos, '30')).toBe(false);
    expect(customerMatches(carlos, '310')).toBe(false);
  });

  it('shows everyone before anything is typed', () => {
    expect(customerMatches(ana, '')).toBe(true);
  });
});

describe('customersByName', () => {
  it('keeps one customer per name, the most recent (the first the server sends)', () => {
    const older = { ...carlos, cellphone: '3000000000', lastDate: '2030-01-01' };
    expect([...customersByName([carlos, ana, older]).values()]).toEqual([carlos, ana]);
  });
});
