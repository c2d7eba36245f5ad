/**
 * field/form/{id}: the new hours leave ACTIVE reservations outside (409 RESERVATIONS_OUTSIDE_HOURS). The
 * administrator sees which ones and chooses: cancel them and save, or keep the old hours (docs/product.md:
 * Teams and fields). Closing the dialog changes nothing. Its code comes when it first opens (EditField.tsx).
 */
import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { formatDateDMY, formatTime12, whatsappLink } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { inReadingOrder } from '../../../domain/reservationOrder';
import type { Reservation } from '../../../domain/types';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface Props {
  opened: boolean;
  reservations: readonly Reservation[];
  submitting: boolean;
  onCancelThem: () => void;
  onKeepHours: () => void;
  onClose: () => void;
}

export function OutsideHoursModal({ opened, reservations, submitting, onCancelThem, onKeepHours, onClose }: Props) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={MSG.field.outsideHoursTitle}>
      <Stack>
        <Text>{MSG.field.reservationsOutsideHours}</Text>
        <List spacing={6} aria-label={MSG.field.outsideHoursTitle}>
          {/* The soonest first: the order in which their customers are to be told. */}
          {inReadingOrder(reservations).map((r) => (
            <List.Item key={r.id}>
              <Text fw={600} span>
                {formatDateDMY(r.reservationDate)}, {/* A time never breaks inside '8:00 p. m.' on a phone. */}
                <span style={NO_WRAP}>{formatTime12(r.startTime)}</span> – <span style={NO_WRAP}>{formatTime12(r.endTime)}</span>
              </Text>{' '}
              <Text span c="dimmed">
                · {r.team?.name || r.teamName || 'Sin equipo'}
              </Text>
              {/* A manual booking's customer has no account: the administrator tells them by WhatsApp. */}
              {r.customer?.cellphone && (
                <>
                  {' '}
                  <Anchor
                    href={whatsappLink(r.customer.cellphone!)}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    style={NO_WRAP}
                    aria-label={MSG.reservation.whatsappCustomerLink(r.customer.name, r.customer.cellphone!)}
                  >
                    <IconBrandWhatsapp size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {r.customer.cellphone}
                  </Anchor>
                </>
              )}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeepHours} disabled={submitting}>
            {MSG.field.keepHours}
          </Button>
          <Button color="red" onClick={onCancelThem} loading={submitting}>
            {MSG.field.cancelOutside}
          </Button>
        </Group>
      </Stack>
    </TitledModal>
  );
}
