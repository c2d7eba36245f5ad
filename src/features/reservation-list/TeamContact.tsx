/**
 * Whom the field's administrator reaches about a team's booking (docs/product.md, "Reservations"): the team's owner,
 * with WhatsApp and a call when their cellphone is visible. Loaded when the team's details open (useLoad), while the
 * booking is active and for a few days after its game (`teamContactOpen`).
 */
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { whatsappLink } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { teamContactOpen } from '../../../domain/permissions';
import type { Reservation } from '../../../domain/types';
import { LoadFailed } from '../../components/failure';
import { useLoad } from '../../components/useLoad';
import { useToday } from '../../components/useNow';
import { loadTeamContact } from './api';

export function TeamContact({ reservation }: { reservation: Reservation }) {
  const today = useToday();
  if (!teamContactOpen(reservation, today)) {
    return (
      <Text size="sm" c="dimmed" data-testid="team-contact">
        {MSG.reservation.contactClosed}
      </Text>
    );
  }
  return <OwnerContact reservationId={reservation.id} />;
}

function OwnerContact({ reservationId }: { reservationId: number }) {
  const contact = useLoad(() => loadTeamContact(reservationId), [reservationId]);
  if (contact.status === 'failure') return <LoadFailed title={MSG.reservation.contactFailed} error={contact.error} onRetry={contact.reload} />;
  if (contact.status === 'loading' || !contact.data) return <Skeleton height={44} radius="sm" aria-hidden />;
  const { name, cellphone } = contact.data;
  return (
    <Stack gap={4} data-testid="team-contact">
      <Group justify="space-between" gap="md" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {MSG.reservation.teamOwner}
        </Text>
        <Text size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      </Group>
      {cellphone ? (
        <Group gap="md" justify="flex-end">
          {/* 32 px tall to a finger, as the cards' buttons, without moving the line. */}
          <Anchor
            href={whatsappLink(cellphone)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            display="inline-block"
            py={6}
            aria-label={MSG.reservation.whatsappTeam(name)}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconBrandWhatsapp size={16} aria-hidden />
              <span>{cellphone}</span>
            </Group>
          </Anchor>
          <Anchor href={`tel:+57${cellphone}`} size="sm" display="inline-block" py={6} aria-label={MSG.reservation.callTeam(name)}>
            <Group gap={4} wrap="nowrap" component="span">
              <IconPhone size={16} aria-hidden />
              <span>Llamar</span>
            </Group>
          </Anchor>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" ta="right">
          {MSG.reservation.noCellphone}
        </Text>
      )}
    </Stack>
  );
}
