/** After a fixed turn of 'Reserva manual': the dates booked and the 'Fechas omitidas' the server answered, until 'Aceptar'. */
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { formatDateDMY, formatPesos, formatTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { ManualReservationResult } from '../../../domain/types';
import { SKIP_REASONS } from './skipReasons';

export function TurnCreated({ result, onAccept }: { result: ManualReservationResult; onAccept: () => void }) {
  return (
    <Stack>
      <Text>{MSG.reservation.seriesCreated(result.reservations.length)}</Text>
      <List size="sm" spacing={2}>
        {result.reservations.map((r) => (
          <List.Item key={r.id}>
            {formatDateDMY(r.reservationDate)} · {formatTime12(r.startTime)} – {formatTime12(r.endTime)}
            {r.price !== undefined && ` · ${formatPesos(r.price)}`}
          </List.Item>
        ))}
      </List>
      <Alert
        color={result.skipped.length ? 'yellow' : 'gray'}
        variant="light"
        title={MSG.reservation.skippedTitle}
        aria-label={MSG.reservation.skippedTitle}
      >
        {result.skipped.length === 0 ? (
          MSG.reservation.noDates
        ) : (
          <List size="sm" spacing={2}>
            {result.skipped.map((s) => (
              <List.Item key={s.date}>
                {formatDateDMY(s.date)}: {SKIP_REASONS[s.reason]}
              </List.Item>
            ))}
          </List>
        )}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onAccept} data-autofocus>
          {MSG.auth.accept}
        </Button>
      </Group>
    </Stack>
  );
}
