/**
 * 'Invitar por enlace' on /dashboard/team, for the team's owner (docs/product.md, "Team invitations"): 'Invitar
 * por WhatsApp' makes a link (or takes the one made on this visit) and opens WhatsApp with the Spanish message;
 * 'Copiar enlace', 'Renovar enlace' (a new link, the old one stops working) and 'Revocar enlace' (confirmed
 * first); the section says until when the link works. The server keeps only a hash of the link, so the link
 * itself is known only on the visit that made it. Loading and the changes run on the load and submit machines.
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconLink, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { dayInWords, instantTime12 } from '../../../domain/format';
import { inviteIsLive, inviteWhatsappLink } from '../../../domain/invite';
import * as MSG from '../../../domain/messages';
import { todayInAppZone } from '../../../domain/time';
import type { TeamInvite } from '../../../domain/types';
import { appNow } from '../../../domain/clock';
import { errorMessage } from '../../api/http';
import { confirmModal } from '../../components/alerts';
import { notify } from '../../components/notify';
import { useLoad } from '../../components/useLoad';
import { useSubmit } from '../../components/useSubmit';
import { createInvite, loadInviteState, revokeInvite } from './api';
import { TeamSectionCard } from './TeamSectionCard';

/** What a new link is for: the WhatsApp message, the clipboard, or a renewal asked for. */
type Purpose = 'whatsapp' | 'copy' | 'renew';

/** '2026-12-05T00:00:00Z' → 'viernes 4 de diciembre, 7:00 p. m.' (Bogota). */
const validUntil = (iso: string) => {
  const at = new Date(iso);
  return MSG.invite.validUntil(`${dayInWords(todayInAppZone(at))}, ${instantTime12(at)}`);
};

export function InvitePanel({ teamId, teamName }: { teamId: number; teamName: string }) {
  const state = useLoad(() => loadInviteState(teamId), [teamId]);
  /** The link made on this visit, while it works. */
  const [invite, setInvite] = useState<TeamInvite | null>(null);
  /** The tab opened at the tap, which WhatsApp's address goes to once the link is made (a tab opened later is blocked). */
  const whatsappTab = useRef<Window | null>(null);
  const live = invite && inviteIsLive(new Date(invite.expiresAt), appNow()) ? invite : null;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(MSG.invite.copied);
    } catch {
      notify.error(MSG.invite.copyFailed);
    }
  };
  const openWhatsapp = (url: string) => {
    const link = inviteWhatsappLink(teamName, url);
    const tab = whatsappTab.current;
    whatsappTab.current = null;
    if (tab && !tab.closed) {
      tab.opener = null;
      tab.location.href = link;
    } else {
      window.location.href = link;
    }
  };

  const create = useSubmit((_purpose: Purpose) => createInvite(teamId), {
    onSuccess: (made: TeamInvite, purpose) => {
      setInvite(made);
      state.setData({ expiresAt: made.expiresAt });
      if (purpose === 'whatsapp') openWhatsapp(made.url);
      else if (purpose === 'copy') void copy(made.url);
      else notify.success(MSG.invite.renewed);
    },
    onError: (error) => {
      whatsappTab.current?.close();
      whatsappTab.current = null;
      notify.error(errorMessage(error, MSG.invite.createFailed));
    },
  });
  const revoke = useSubmit(() => revokeInvite(teamId), {
    onSuccess: () => {
      setInvite(null);
      state.setData({ expiresAt: null });
      notify.success(MSG.invite.revoked);
    },
    onError: (error) => notify.error(errorMessage(error, MSG.invite.revokeFailed)),
  });

  const shareOnWhatsapp = () => {
    if (live) {
      openWhatsappNow(teamName, live.url);
      return;
    }
    // Opened now, while the tap counts as the user's: a tab opened after the answer would be blocked.
    whatsappTab.current = window.open('about:blank', '_blank');
    create.submit('whatsapp');
  };
  const askRevoke = async () => {
    if (await confirmModal(MSG.invite.revokeConfirmTitle, MSG.invite.revokeConfirmText, MSG.invite.revoke, 'red')) revoke.submit(undefined);
  };

  const expiresAt = live?.expiresAt ?? state.data?.expiresAt ?? null;
  const busy = create.submitting || revoke.submitting;
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
          <Button leftSection={<IconBrandWhatsapp size={18} />} onClick={shareOnWhatsapp} loading={create.sending === 'whatsapp'} disabled={busy}>
            {MSG.invite.whatsapp}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCopy size={18} />}
            onClick={() => (live ? void copy(live.url) : create.submit('copy'))}
            loading={create.sending === 'copy'}
            disabled={busy}
          >
            {MSG.invite.copy}
          </Button>
        </Group>
        {expiresAt && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} />}
              onClick={() => create.submit('renew')}
              loading={create.sending === 'renew'}
              disabled={busy}
            >
              {MSG.invite.renew}
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconLinkOff size={18} />}
              onClick={askRevoke}
              loading={revoke.submitting}
              disabled={busy}
            >
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

/** A link of this visit still works: WhatsApp opens at once, in a tab of its own. */
function openWhatsappNow(teamName: string, url: string) {
  window.open(inviteWhatsappLink(teamName, url), '_blank', 'noopener,noreferrer');
}
