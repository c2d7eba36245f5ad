/**
 * A card's display state (upcoming, inProgress, expired, other) from machines/reservationDisplay.ts: its
 * timers fire at the reservation's own boundaries, so the card changes on time without polling the clock.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ReservationDisplayState, TimedReservation } from '../../../domain/time';
import { reservationDisplayMachine } from '../../../machines/reservationDisplay';
import { inspector } from '../../inspect';

export function useReservationDisplay(reservation: TimedReservation): ReservationDisplayState {
  const actor = useActorRef(reservationDisplayMachine, { input: { reservation }, inspect: inspector?.inspect });
  const { status, reservationDate, startTime, endTime } = reservation;
  const shown = useRef({ status, reservationDate, startTime, endTime });
  useEffect(() => {
    const before = shown.current;
    if (before.status === status && before.reservationDate === reservationDate && before.startTime === startTime && before.endTime === endTime)
      return;
    shown.current = { status, reservationDate, startTime, endTime };
    actor.send({ type: 'RESERVATION_CHANGED', reservation: { status, reservationDate, startTime, endTime } });
  }, [actor, status, reservationDate, startTime, endTime]);
  return useSelector(actor, (s) => s.value as ReservationDisplayState);
}
