/**
 * How a team reaches the field it booked (docs/product.md, "Reaching the field"): 'Cómo pagar el abono' with the
 * field's instructions (a Nequi number, a Bre-B key…) and 'Escribir a la cancha por WhatsApp', whose message names
 * the team, the field, the day and the hour. The server sends them only to the teams holding a booking there (and
 * to the field's administrator); without them nothing shows.
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconCash } from '@tabler/icons-react';
import * as MSG from '../../domain/messages';
import { fieldWhatsappLink } from '../../domain/share';
import { SMALL_LINK_TARGET } from './targets';

interface Props {
  field: { name: string; whatsapp?: string | null; paymentInstructions?: string | null };
  booking: { teamName: string; reservationDate: string; startTime: string };
}

export function FieldContact({ field, booking }: Props) {
  if (!field.whatsapp && !field.paymentInstructions) return null;
  return (
    <Stack gap={4} p="xs" style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-cancha-0)' }}>
      {field.paymentInstructions && (
        <>
          <Group gap={6} wrap="nowrap">
            <IconCash size={16} aria-hidden />
            <Text size="xs" fw={700} tt="uppercase" c="cancha.9">
              {MSG.share.howToPay}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {field.paymentInstructions}
          </Text>
        </>
      )}
      {field.whatsapp && (
        <Anchor
          href={fieldWhatsappLink(field.whatsapp, { ...booking, fieldName: field.name })}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          c="green.9"
          style={SMALL_LINK_TARGET}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconBrandWhatsapp size={16} aria-hidden />
            <span>{MSG.share.writeField}</span>
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
