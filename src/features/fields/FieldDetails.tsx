/**
 * A field's detail (docs/product.md: Screens field, field/detail/{id}). Its administrator sees 'Detalles de tu cancha',
 * edit and delete, and the next two reservations ('Próximas reservas'); anyone else a back button and 'Reservar cancha' (or, for a
 * team holding an ACTIVE reservation, the notice that leads to it).
 */
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus, IconCash, IconClock, IconMapPin, IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FIELD_STATUS_LABELS } from '../../../domain/constants';
import { formatOpeningHours, fullName } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { nextReservations } from '../../../domain/nextReservations';
import { isOpenNow } from '../../../domain/time';
import type { Field, Reservation } from '../../../domain/types';
import { RateBands } from '../../components/FieldFacts';
import { ActiveReservationNotice } from './ActiveReservationNotice';
import { FieldPicture } from './FieldPicture';
import { NoTeamPanel } from '../../components/NoTeamPanel';
import { ClosedDays } from './ClosedDays';
import { ReservationPeek } from './ReservationPeek';
import { BackButton } from '../../components/BackButton';

interface Props {
  field: Field;
  now: Date;
  /** The viewer administers this field. */
  isOwner: boolean;
  /**
   * For a visitor: whether they may book (a player with a team) or should first get a team, and their team's
   * ACTIVE reservation, which replaces 'Reservar cancha' with its notice.
   */
  visitor?: { canBook: boolean; needsTeam: boolean; activeReservation?: Reservation | null };
  onDelete?: () => void;
  deleting?: boolean;
  /** Its administrator uploaded a new picture (its address). */
  onPictureChanged?: (imageUrl: string) => void;
}

function Fact({ icon: Icon, label, children }: { icon: typeof IconMapPin; label: string; children: React.ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
        <Icon size={20} />
      </ThemeIcon>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        <Text fw={500} component="div">
          {children}
        </Text>
      </div>
    </Group>
  );
}

export function FieldDetails({ field, now, isOwner, visitor, onDelete, deleting = false, onPictureChanged }: Props) {
  const open = isOpenNow(field, now);
  const next = nextReservations(field.reservations ?? [], now);
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        {isOwner ? <Title order={1}>Detalles de tu cancha</Title> : <BackButton to="/dashboard" />}
        {isOwner && (
          <Group gap="xs">
            <Button component={Link} to={`/dashboard/field/form/${field.id}`} leftSection={<IconPencil size={18} />}>
              Editar
            </Button>
            <Button color="red" variant="light" leftSection={<IconTrash size={18} />} onClick={onDelete} loading={deleting}>
              Eliminar
            </Button>
          </Group>
        )}
      </Group>

      <Card withBorder radius="lg" padding="lg" shadow="xs">
        <Stack gap="md">
          <FieldPicture field={field} onChanged={isOwner ? onPictureChanged : undefined} />
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={2} fz={{ base: 22, sm: 26 }} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {field.name}
            </Title>
            <Group gap={6}>
              <Badge color={field.status === 'ACTIVE' ? 'cancha' : 'gray'} variant="outline">
                {FIELD_STATUS_LABELS[field.status]}
              </Badge>
              <Badge color={open ? 'cancha' : 'gray'} variant={open ? 'filled' : 'light'}>
                {open ? 'Abierta ahora' : 'Cerrada ahora'}
              </Badge>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Fact icon={IconMapPin} label="Dirección">
              {field.address}, {field.city}
            </Fact>
            <Fact icon={IconClock} label="Horario">
              {formatOpeningHours(field)}
            </Fact>
            <Fact icon={IconCash} label={MSG.rates.title}>
              <RateBands rates={field} />
              <Text size="sm" c="dimmed" component="span" display="block" mt={4}>
                {MSG.rates.horizon(field.bookingHorizonDays)}
              </Text>
            </Fact>
            <Fact icon={IconUser} label="Administrador">
              {fullName(field.admin)}
            </Fact>
          </SimpleGrid>
          {visitor?.canBook && visitor.activeReservation && <ActiveReservationNotice reservation={visitor.activeReservation} now={now} />}
          {visitor?.canBook && !visitor.activeReservation && (
            <Button component={Link} to={`/dashboard/reservation/form/field/${field.id}`} size="md" leftSection={<IconCalendarPlus size={20} />}>
              Reservar cancha
            </Button>
          )}
        </Stack>
      </Card>

      {visitor?.needsTeam && <NoTeamPanel />}

      {isOwner && (
        <Stack gap="sm" component="section" aria-labelledby="next-reservations">
          <Group justify="space-between">
            <Title order={2} fz="lg" id="next-reservations">
              {MSG.field.nextReservations}
            </Title>
            <Anchor component={Link} to="/dashboard/reservation/list/field" size="sm" display="inline-block" py={4}>
              Ver todas
            </Anchor>
          </Group>
          {next.length === 0 ? (
            <Text c="dimmed">{MSG.empty.nextReservations}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {next.map((r) => (
                <ReservationPeek key={r.id} reservation={r} now={now} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}

      <ClosedDays fieldId={field.id} closedDays={field.closedDays} isOwner={isOwner} />
    </Stack>
  );
}
