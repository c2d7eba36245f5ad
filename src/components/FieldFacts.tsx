/** Where a field is, its hours and its rates: the lines every field card, detail and booking page shows. */
import { Group, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { formatOpeningHours, formatPesos, formatTime12 } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { hasRateBands, lowestRate, type FieldRates } from '../../domain/rates';
import type { Field } from '../../domain/types';

type Facts = Pick<Field, 'address' | 'city' | 'openingHour' | 'closingHour'>;

export function FieldPlaceAndHours({ field }: { field: Facts }) {
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={16} aria-hidden />
        <Text size="sm">
          {field.address}, {field.city}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconClock size={16} aria-hidden />
        <Text size="sm">{formatOpeningHours(field)}</Text>
      </Group>
    </>
  );
}

/** The price a field shows: the one rate, or 'desde' the lowest when the field charges by time band. */
export function priceLabel(rates: FieldRates): string {
  const amount = formatPesos(lowestRate(rates));
  return hasRateBands(rates) ? MSG.rates.from(amount) : amount;
}

export function PricePerHour({ rates }: { rates: FieldRates }) {
  return (
    <Text fw={800} fz="lg" c="cancha.8" data-testid="field-price">
      {priceLabel(rates)}{' '}
      <Text span size="sm" c="dimmed" fw={500}>
        {MSG.rates.perHour}
      </Text>
    </Text>
  );
}

/** Each band the field charges, one a line: 'Diurna $ 80.000', 'Nocturna, desde las 6:00 p. m. $ 100.000', … */
export function rateBandLines(rates: FieldRates): { label: string; amount: string }[] {
  const lines: { label: string; amount: string }[] = [{ label: MSG.rates.day, amount: formatPesos(rates.hourlyRate) }];
  if (rates.nightRate != null && rates.nightFrom)
    lines.push({ label: MSG.rates.night(formatTime12(rates.nightFrom)), amount: formatPesos(rates.nightRate) });
  if (rates.weekendRate != null) lines.push({ label: MSG.rates.weekend, amount: formatPesos(rates.weekendRate) });
  return lines;
}

/** The bands as a small list with their prices per hour. */
export function RateBands({ rates, size = 'sm' }: { rates: FieldRates; size?: 'xs' | 'sm' }) {
  return (
    <ul aria-label={MSG.rates.title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rateBandLines(rates).map((line) => (
        <li key={line.label}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size={size} c="dimmed">
              {line.label}
            </Text>
            <Text size={size} fw={600} style={{ whiteSpace: 'nowrap' }}>
              {line.amount} {MSG.rates.perHour}
            </Text>
          </Group>
        </li>
      ))}
    </ul>
  );
}
