/** A field in the lists (spec §2 field/list): name, place, price, hours, open-now marker, administrator. */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatPesos, formatTime12, fullName } from '../../../domain/format';
import { isOpenNow } from '../../../domain/time';
import type { Field } from '../../../domain/types';

interface Props {
  field: Field;
  now: Date;
  /** Where the card's action leads; absent for a visitor, who gets onReserve instead. */
  to?: string;
  onReserve?: () => void;
}

export function FieldCard({ field, now, to, onReserve }: Props) {
  const open = isOpenNow(field, now);
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="article" aria-label={field.name}>
      <Stack gap={8} style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg" lh={1.25}>
            {field.name}
          </Title>
          <Badge color={open ? 'cancha' : 'gray'} variant={open ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
            {open ? 'Abierta ahora' : 'Cerrada ahora'}
          </Badge>
        </Group>
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
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            Administra: {fullName(field.admin)}
          </Text>
        </Group>
        <Group justify="space-between" mt="auto" pt="xs">
          <Text fw={800} fz="lg" c="cancha.8">
            {formatPesos(field.hourlyRate)} <Text span size="sm" c="dimmed" fw={500}>/ hora</Text>
          </Text>
          {to ? (
            <Button component={Link} to={to}>
              Reservar
            </Button>
          ) : onReserve ? (
            <Button onClick={onReserve}>Reservar</Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
