/** A field in the lists (docs/product.md: Screens field/list): name, place, price, hours, open-now marker, administrator. */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { fullName } from '../../../domain/format';
import { isOpenNow } from '../../../domain/time';
import type { Field } from '../../../domain/types';
import { FieldPlaceAndHours, PricePerHour } from '../../components/FieldFacts';

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
      <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg" lh={1.25} lineClamp={2} title={field.name} style={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
            {field.name}
          </Title>
          <Badge color={open ? 'cancha' : 'gray'} variant={open ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
            {open ? 'Abierta ahora' : 'Cerrada ahora'}
          </Badge>
        </Group>
        <FieldPlaceAndHours field={field} />
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text size="sm" c="dimmed" truncate>
            Administra: {fullName(field.admin)}
          </Text>
        </Group>
        <Group justify="space-between" mt="auto" pt="xs">
          <PricePerHour hourlyRate={field.hourlyRate} />
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
