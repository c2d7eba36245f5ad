/**
 * 'Reserva manual' (docs/product.md, "Manual bookings"), run by machines/manualBooking.ts: the field's administrator
 * books a slot for a customer who called, wrote or walked in, once or as a weekly fixed turn ('Repetir cada semana').
 * The machine reads the field's hours and its ACTIVE reservations, offers only the start times and lengths the rules
 * of domain/booking.ts allow on the chosen date, adds up a fixed turn by the dates the server books
 * (domain/fixedTurn.ts), sends the booking and reads its answer; after a fixed turn the modal lists the 'Fechas
 * omitidas' (holidays and dates already taken) the server answered. The view holds the customer's details, checks
 * the whole form with domain/schemas.ts, renders the machine's context and sends it events.
 */
import { useRef } from 'react';
import * as MSG from '../../../domain/messages';
import { TitledModal } from '../../components/TitledModal';
import { ManualReservationForm } from './ManualReservationForm';
import type { ManualBookingProps } from './useManualBooking';

export type { ManualBookingActors } from './useManualBooking';

/** The modal; its content is mounted while it is open, so each opening reads the field's hours and bookings afresh. */
export function ManualReservationModal({ opened, onClose, ...rest }: ManualBookingProps) {
  // Escape and × are the form's CLOSE, sent to the machine the open form runs.
  const closeForm = useRef<(() => void) | null>(null);
  return (
    <TitledModal opened={opened} onClose={() => (closeForm.current ?? onClose)()} title={MSG.reservation.manualTitle} size="lg">
      <ManualReservationForm onClose={onClose} closeForm={closeForm} {...rest} />
    </TitledModal>
  );
}
