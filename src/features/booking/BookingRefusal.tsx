/**
 * Why the booking did not go through, above the times or inside the summary; or, with `onRetry`, why the time chosen
 * could not be checked (no answer), with 'Reintentar' to ask again.
 */
import { Alert, Button } from '@mantine/core';
import * as MSG from '../../../domain/messages';

export function BookingRefusal({ reason, mb, onRetry }: { reason: string; mb?: string; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" title={onRetry ? MSG.reservation.checkFailed : MSG.reservation.refused} role="alert" mb={mb} py="xs">
      {reason}
      {onRetry && (
        <Button size="xs" mt="xs" display="block" onClick={onRetry}>
          {MSG.failure.retry}
        </Button>
      )}
    </Alert>
  );
}
