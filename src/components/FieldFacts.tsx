/** Where a field is, its hours and its price per hour: the lines every field card and summary shows. */
import { Group, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { formatPesos, formatTime12 } from '../../domain/format';
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
        <Text size="sm">
          {formatTime12(field.openingHour)} – {formatTime12(field.closingHour)}
        </Text>
      </Group>
    </>
  );
}

export function PricePerHour({ hourlyRate }: { hourlyRate: number }) {
  return (
    <Text fw={800} fz="lg" c="cancha.8">
      {formatPesos(hourlyRate)}{' '}
      <Text span size="sm" c="dimmed" fw={500}>
        / hora
      </Text>
    </Text>
  );
}
