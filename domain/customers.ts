/**
 * The customers 'Reserva manual' suggests (docs/product.md, "Manual bookings and turno fijo"): the field's earlier
 * manual bookings' customers, found by a part of their name (accents and case aside) or of their cellphone.
 */
import type { KnownCustomer } from './types';

/** Lower case without accents: 'Pérez' is found by 'perez'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * One customer per name, the most recently booked first (the list as the server sends it): the form fills the
 * cellphone of the name chosen, so a name stands for one customer.
 */
export function customersByName(customers: readonly KnownCustomer[]): Map<string, KnownCustomer> {
  const byName = new Map<string, KnownCustomer>();
  for (const customer of customers) if (!byName.has(customer.name)) byName.set(customer.name, customer);
  return byName;
}

/** Whether `customer` is one of those meant by what was typed: a part of the name, or 3 digits or more of the cellphone. */
export function customerMatches(customer: KnownCustomer, typed: string): boolean {
  const search = folded(typed.trim());
  if (!search) return true;
  const digits = typed.replace(/[\s-]/g, '');
  return folded(customer.name).includes(search) || (/^\d{3,}$/.test(digits) && customer.cellphone.includes(digits));
}
