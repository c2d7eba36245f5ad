/**
 * A field in the lists (docs/product.md, "Screens"): name, place, price ('desde' its lowest rate), hours, open-now marker,
 * administrator. With a destination the whole card is its link: the link's area is stretched over the card
 * (one link, so a keyboard or screen-reader user meets it once), named with the field's ('Reservar Cancha El Golazo'),
 * so that a screen reader's list of links tells the cards apart.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { fullName } from '../../../domain/format';
import { isOpenNow } from '../../../domain/time';
import type { Field } from '../../../domain/types';
import { FieldPlaceAndHours, PricePerHour } from '../../components/FieldFacts';
import classes from './FieldCard.module.css';

interface Props {
  field: Field;
  now: Date;
  /** Where the card's action leads (a visitor's: the field's times, /cancha/{id}); absent, the card has no action. */
  to?: string;
  /** The link's text; 'Reservar' by default. */
  action?: string;
  /** The level of its name's heading: under the page's own (h1 on the dashboard, h2 on /home). */
  heading: 2 | 3;
}

export function FieldCard({ field, now, to, action = 'Reservar', heading }: Props) {
  const open = isOpenNow(field, now);
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="article" aria-label={field.name} className={to ? classes.linked : undefined}>
      <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={heading} fz="lg" lh={1.25} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {field.name}
          </Title>
          <Badge color={open ? 'cancha' : 'gray'} variant={open ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
            {open ? 'Abierta ahora' : 'Cerrada ahora'}
          </Badge>
        </Group>
        <FieldPlaceAndHours field={field} />
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Administra: {fullName(field.admin)}
          </Text>
        </Group>
        {/* The button stays at the right when a long price puts it on a line of its own. */}
        <Group justify="space-between" mt="auto" pt="xs">
          <PricePerHour rates={field} />
          {to ? (
            <Button component={Link} to={to} className={classes.stretched} ml="auto" aria-label={`${action} ${field.name}`}>
              {action}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
