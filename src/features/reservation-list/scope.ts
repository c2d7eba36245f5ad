/** What the list and the calendar of reservation/list/{team|field} share: whose reservations, who looks, what a card's buttons send. */
import type { ReactNode } from 'react';
import type { ReservationViewer } from '../../../domain/calendar';
import { canManageReservation } from '../../../domain/permissions';
import type { Reservation } from '../../../domain/types';
import type { ReservationActions } from './useReservationActions';

export interface ScopeProps {
  by: ReservationViewer;
  scopeId: number;
  userId: number;
  isAdmin: boolean;
}

/** The header above either mode, given what a manual booking made loads again in that mode. */
export type Header = (reloadShown: () => void) => ReactNode;

/**
 * Whether this viewer may finalize or cancel (domain/permissions.ts): the field's administrator or the
 * team's owner. A field's list is the administrator's own field, so its administrator is the viewer.
 */
export const managerOf =
  ({ by, userId, isAdmin }: ScopeProps) =>
  (r: Reservation) =>
    canManageReservation({ id: userId }, { teamOwnerId: r.team?.ownerId ?? null, fieldAdminId: by === 'field' && isAdmin ? userId : null });

/**
 * A card's buttons, as events of the reservation actions' machine (useReservationActions). On a team's list the one
 * who cancels is the team's owner, who collects the vaca.
 */
export const cardActions = (send: ReservationActions['send'], by: ReservationViewer) => ({
  onFinalize: (id: number, teamName: string, ended: boolean) => send({ type: 'FINALIZE', id, teamName, ended }),
  onCancel: (id: number) => send({ type: 'CANCEL_RESERVATION', id, vaca: by === 'team' }),
  onCancelSeries: (id: number) => send({ type: 'CANCEL_SERIES', id }),
  onNoShow: (id: number, teamName: string) => send({ type: 'NO_SHOW', id, teamName }),
});
