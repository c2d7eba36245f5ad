/**
 * A team holds at most one ACTIVE reservation (docs/product.md, "Booking", step 1): while it holds one, the
 * places that would start a booking (the field list's cards, a field's 'Reservar cancha') show this notice
 * with a link to it instead, so the player never walks into the booking page's warning.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { reservationWhen } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';
import { LoadFailed } from '../../components/failure';
import { useLoad } from '../../components/useLoad';
import { loadActiveReservationOfTeam } from './api';

const TEAM_RESERVATIONS_PATH = '/dashboard/reservation/list/team';

/**
 * The ACTIVE reservation of the team (null: none, or no team), and whether that is known yet: until it is,
 * a booking entry point shows nothing rather than a link it may have to take back. A failed load counts as
 * known without one (the booking page still refuses a second booking), and is given as `failed`, for the
 * screen to say so with 'Reintentar' (ActiveReservationFailed).
 */
export function useActiveReservation(teamId: number | null) {
  const active = useLoad(() => (teamId === null ? Promise.resolve(null) : loadActiveReservationOfTeam(teamId)), [teamId]);
  return {
    reservation: active.status === 'success' ? (active.data ?? null) : null,
    known: active.status !== 'loading',
    failed: active.status === 'failure' ? { error: active.error, retry: active.reload } : null,
  };
}

/** The team's ACTIVE reservation could not be checked: said so, with 'Reintentar', instead of acting as if there were none. */
export function ActiveReservationFailed({ failed }: { failed: { error: unknown; retry: () => void } }) {
  return <LoadFailed title={MSG.activeReservation.checkFailed} error={failed.error} onRetry={failed.retry} />;
}

/** The sentence's last words with one final period: a time already ends in one ('9:00 p. m.'). */
const sentenceEnd = (text: string) => (text.endsWith('.') ? text : `${text}.`);

export function ActiveReservationNotice({ reservation, now }: { reservation: Reservation; now: Date }) {
  return (
    <Alert color="yellow" variant="light" title={MSG.activeReservation.title} role="status">
      <Text size="sm">
        {reservation.fieldName || reservation.field?.name}: {sentenceEnd(reservationWhen(reservation, now))}
      </Text>
      <Anchor component={Link} to={TEAM_RESERVATIONS_PATH} size="sm" fw={700} c="dark.8" underline="always" display="inline-block" py={4}>
        {MSG.activeReservation.link}
      </Anchor>
    </Alert>
  );
}
