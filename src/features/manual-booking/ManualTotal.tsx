/** The total of 'Reserva manual' to tell the customer: per week for a fixed turn, with the turn's total and the dates it leaves out. */
import { Group, Stack, Text } from '@mantine/core';
import { formatDateDMY, formatPesos } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { manualChoices } from '../../../machines/manualBooking';
import { SKIP_REASONS } from './skipReasons';

interface Props {
  total: number;
  repeat: boolean;
  turn: ReturnType<typeof manualChoices>['turn'];
}

export function ManualTotal({ total, repeat, turn }: Props) {
  return (
    <Stack gap={4} align="flex-end">
      <Group gap={6} justify="flex-end">
        <Text fw={700}>{MSG.rates.total}:</Text>
        <Text fw={800} c="cancha.8" data-testid="manual-total">
          {formatPesos(total)}
          {repeat && ` ${MSG.reservation.perWeek}`}
        </Text>
      </Group>
      {turn && turn.booked.length > 0 && (
        // One line of running text, a little smaller: on a phone it wraps between words, not label from amount.
        <Text size="sm" ta="right">
          <Text span fw={700} inherit>
            {MSG.reservation.turnTotalLabel}:
          </Text>{' '}
          <Text span fw={800} c="cancha.8" inherit data-testid="manual-turn-total">
            {formatPesos(turn.total)} {MSG.reservation.turnWeeks(turn.booked.length)}
          </Text>
        </Text>
      )}
      {turn && (turn.booked.length === 0 || turn.skipped.length > 0) && (
        <Text size="sm" c={turn.booked.length === 0 ? 'orange.9' : 'dimmed'} ta="right" data-testid="manual-turn-skipped">
          {turn.booked.length === 0
            ? MSG.reservation.seriesNoDates
            : MSG.reservation.turnSkipped(
                turn.skipped.length,
                turn.skipped.map((s) => `${formatDateDMY(s.date)} (${SKIP_REASONS[s.reason]})`).join(', '),
              )}
        </Text>
      )}
    </Stack>
  );
}
