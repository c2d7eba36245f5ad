/**
 * The reservation card's way to share and remember a booking still ahead (docs/product.md, "Reservations"):
 * 'Compartir por WhatsApp' opens wa.me with a message a phone reads well (the field, the day in words, the
 * 12-hour times, the address, the team, the map and, for the team, the booking in the app; in the chat of a manual
 * booking's customer, for the administrator); 'Añadir al calendario' downloads an .ics in Bogota's time;
 * 'Google Calendar' opens Google's event form filled in. None is offered once the booking ended or was cancelled.
 * All are plain links built by domain/share.ts.
 */
import { Button, Group } from '@mantine/core';
import { IconBrandGoogle, IconBrandWhatsapp, IconCalendarPlus } from '@tabler/icons-react';
import type { ReservationViewer } from '../../../domain/calendar';
import { appNow } from '../../../domain/clock';
import * as MSG from '../../../domain/messages';
import { googleCalendarLink, icsDataUrl, isShareable, teamBookingPath, whatsappShareLink, type ShareOptions } from '../../../domain/share';
import type { Reservation } from '../../../domain/types';

export function ShareReservation({ reservation: r, viewedBy }: { reservation: Reservation; viewedBy: ReservationViewer }) {
  if (!r.field || !isShareable(r, appNow())) return null;
  const shareable = { ...r, teamName: r.team?.name || r.teamName, field: r.field };
  // The team's message links back to its booking in the app; a customer's (no account) and the field's own do not.
  const options: ShareOptions =
    viewedBy === 'team' ? { bookingUrl: `${window.location.origin}${teamBookingPath(r)}` } : { withoutTeam: Boolean(r.customer) };
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={whatsappShareLink(shareable, r.customer?.cellphone, options)}
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
      <Button
        component="a"
        href={googleCalendarLink(shareable, options)}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        variant="light"
        aria-label={MSG.share.googleCalendarLabel}
        leftSection={<IconBrandGoogle size={14} aria-hidden />}
      >
        {MSG.share.googleCalendar}
      </Button>
    </Group>
  );
}
