/**
 * The team's invite link for InvitePanel (docs/product.md, "Team invitations"): until when it works (the load
 * machine, useLoad), the link made on this visit while it works, and the changes on the submit machine (useSubmit):
 * share it on WhatsApp, copy it, renew it, revoke it (confirmed first). The server keeps only a hash of the link,
 * so the link itself is known only on the visit that made it.
 */
import { useRef, useState } from 'react';
import { appNow } from '../../../domain/clock';
import { inviteIsLive, inviteWhatsappLink } from '../../../domain/invite';
import * as MSG from '../../../domain/messages';
import type { TeamInvite } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { confirmModal } from '../../components/alerts';
import { notify } from '../../components/notify';
import { useLoad } from '../../components/useLoad';
import { useSubmit } from '../../components/useSubmit';
import { createInvite, loadInviteState, revokeInvite } from './api';

/** What a new link is for: the WhatsApp message, the clipboard, or a renewal asked for. */
type Purpose = 'whatsapp' | 'copy' | 'renew';

export function useInviteLink(teamId: number, teamName: string) {
  const state = useLoad(() => loadInviteState(teamId), [teamId]);
  /** The link made on this visit, while it works. */
  const [invite, setInvite] = useState<TeamInvite | null>(null);
  /** The tab opened at the tap, which WhatsApp's address goes to once the link is made (a tab opened later is blocked). */
  const whatsappTab = useRef<Window | null>(null);
  const live = invite && inviteIsLive(new Date(invite.expiresAt), appNow()) ? invite : null;

  const copyToClipboard = async (url: string) => {
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
      else if (purpose === 'copy') void copyToClipboard(made.url);
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

  const share = () => {
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

  return {
    /** The load of until when the link works, for the section's spinner and 'Reintentar'. */
    state,
    live,
    /** Until when the link works (the one of this visit, else the server's), or null: there is none. */
    expiresAt: live?.expiresAt ?? state.data?.expiresAt ?? null,
    busy: create.submitting || revoke.submitting,
    /** What the link being made is for, so that only the button pressed spins. */
    creating: create.sending,
    revoking: revoke.submitting,
    /** 'Invitar por WhatsApp'. */
    share,
    /** 'Copiar enlace'. */
    copy: () => (live ? void copyToClipboard(live.url) : create.submit('copy')),
    renew: () => create.submit('renew'),
    askRevoke,
  };
}

/** A link of this visit still works: WhatsApp opens at once, in a tab of its own. */
function openWhatsappNow(teamName: string, url: string) {
  window.open(inviteWhatsappLink(teamName, url), '_blank', 'noopener,noreferrer');
}
