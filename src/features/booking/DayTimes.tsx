/**
 * A day's start times as buttons ('Horarios de inicio · 1 hora'), each free with its price for an hour, 'Ocupado' or
 * 'Ya pasó'; 'No quedan horarios libres este día…' when none is free. The booking page and the visitors' page draw
 * them the same way.
 */
import { SimpleGrid, Text } from '@mantine/core';
import type { Ref } from 'react';
import type { dayStartTimes } from '../../../domain/booking';
import { formatPesos } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { hourRate } from '../../../domain/pricing';
import type { FieldRates } from '../../../domain/rates';
import { StartTimeButton } from './StartTimeButton';

interface Props {
  rates: FieldRates;
  date: string;
  times: ReturnType<typeof dayStartTimes>;
  /** The time chosen on this day, if any. */
  chosen: string | null;
  /** The chosen time is being checked (its button spins). */
  checking?: boolean;
  /** No time can be tapped now (a check, a booking or a reload under way). */
  disabled?: boolean;
  onPick: (time: string) => void;
  gridRef?: Ref<HTMLDivElement>;
}

export function DayTimes({ rates, date, times, chosen, checking = false, disabled = false, onPick, gridRef }: Props) {
  return (
    <section aria-labelledby="times-title">
      <Text id="times-title" size="sm" fw={600} mb={6}>
        Horarios de inicio · 1 hora
      </Text>
      {!times.some((t) => t.state === 'free') && (
        <Text size="sm" c="dimmed" mb="xs">
          {MSG.reservation.noFreeTimes}
        </Text>
      )}
      <SimpleGrid ref={gridRef} cols={{ base: 4, sm: 6 }} spacing={4} verticalSpacing={6}>
        {times.map((t) => (
          <StartTimeButton
            key={t.time}
            slot={t}
            price={formatPesos(hourRate(rates, date, t.time))}
            chosen={t.time === chosen}
            loading={checking && t.time === chosen}
            disabled={disabled}
            onPick={() => onPick(t.time)}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}
