/**
 * 'Invitar por enlace' on /dashboard/team, for the team's owner (docs/product.md, "Team invitations"): 'Invitar
 * por WhatsApp' makes a link (or takes the one made on this visit) and opens WhatsApp with the Spanish message;
 * 'Copiar enlace', 'Renovar enlace' (a new link, the old one stops working) and 'Revocar enlace' (confirmed
 * first); the section says until when the link works. The link, its loading and its changes are useInviteLink's.
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconLink, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { dayInWords, instantTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { todayInAppZone } from '../../../domain/time';
import { TeamSectionCard } from './TeamSectionCard';
import { useInviteLink } from './useInviteLink';

/** '2026-12-05T00:00:00Z' → 'viernes 4 de diciembre, 7:00 p. m.' (Bogota). */
const validUntil = (iso: string) => {
  const at = new Date(iso);
  return MSG.invite.validUntil(`${dayInWords(todayInAppZone(at))}, ${instantTime12(at)}`);
};

export function InvitePanel({ teamId, teamName }: { teamId: number; teamName: string }) {
  const { state, live, expiresAt, busy, creating, revoking, share, copy, renew, askRevoke } = useInviteLink(teamId, teamName);
  return (
    <TeamSectionCard
      id="team-invite-title"
      icon={<IconLink size={22} aria-hidden />}
      title={MSG.invite.panelTitle}
      load={state}
      failedTitle={MSG.invite.stateFailed}
    >
      <Stack gap="sm">
        <Text size="sm">{MSG.invite.panelText}</Text>
        <Text size="sm" fw={600}>
          {expiresAt ? validUntil(expiresAt) : MSG.invite.none}
        </Text>
        {live && <TextInput label={MSG.invite.linkLabel} value={live.url} readOnly onFocus={(e) => e.currentTarget.select()} />}
        <Group gap="sm">
          <Button leftSection={<IconBrandWhatsapp size={18} />} onClick={share} loading={creating === 'whatsapp'} disabled={busy}>
            {MSG.invite.whatsapp}
          </Button>
          <Button variant="light" leftSection={<IconCopy size={18} />} onClick={copy} loading={creating === 'copy'} disabled={busy}>
            {MSG.invite.copy}
          </Button>
        </Group>
        {expiresAt && (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={renew} loading={creating === 'renew'} disabled={busy}>
              {MSG.invite.renew}
            </Button>
            <Button variant="subtle" color="red" leftSection={<IconLinkOff size={18} />} onClick={askRevoke} loading={revoking} disabled={busy}>
              {MSG.invite.revoke}
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {MSG.invite.replaces}
        </Text>
      </Stack>
    </TeamSectionCard>
  );
}
