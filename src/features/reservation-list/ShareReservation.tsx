/**
 * The reservation card's way to share and remember an ACTIVE reservation (docs/product.md, "Reservations"):
 * 'Compartir por WhatsApp' opens wa.me with the field, address, date, times and a map link (in the chat of a
 * manual booking's customer, for the administrator);
 * 'Añadir al calendario' downloads an .ics in Bogota's time. Both are plain links built by domain/share.ts.
 */
import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconCalendarPlus } from '@tabler/icons-react';
import { appNow } from '../../../domain/clock';
import * as MSG from '../../../domain/messages';
import { icsDataUrl, whatsappShareLink } from '../../../domain/share';
import type { Reservation } from '../../../domain/types';

export function ShareReservation({ reservation: r }: { reservation: Reservation }) {
  if (r.status !== 'ACTIVE' || !r.field) return null;
  const shareable = { ...r, teamName: r.team?.name || r.teamName, field: r.field };
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={whatsappShareLink(shareable, r.customer?.cellphone ?? undefined)}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        variant="light"
        color="green"
        leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
      >
        {MSG.share.whatsapp}
      </Button>
      <Button
        component="a"
        href={icsDataUrl(shareable, appNow())}
        download={`reserva-${r.id}.ics`}
        size="xs"
        variant="light"
        leftSection={<IconCalendarPlus size={14} aria-hidden />}
      >
        {MSG.share.calendar}
      </Button>
    </Group>
  );
}
