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

const TEAM_RESERVATIONS_PATH = '/dashboard/reservation/list/team';

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
