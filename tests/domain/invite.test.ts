/** domain/invite.ts: a team's invitation link, its life and its WhatsApp message (docs/product.md, "Team invitations"). */
import { describe, expect, it } from 'vitest';
import { INVITE_VALID_DAYS } from '../../domain/constants';
import { inviteExpiry, inviteIsLive, invitePath, inviteWhatsappLink, isInviteSecret } from '../../domain/invite';
import * as MSG from '../../domain/messages';

describe('invitation links', () => {
  it('take a secret of 22 base64url characters only', () => {
    expect(isInviteSecret('AbCdEfGhIjKlMnOpQrSt_-')).toBe(true);
    expect(isInviteSecret('AbCdEfGhIjKlMnOpQrSt_')).toBe(false);
    expect(isInviteSecret('AbCdEfGhIjKlMnOpQrSt_-x')).toBe(false);
    expect(isInviteSecret('AbCdEfGhIjKlMnOpQrSt/=')).toBe(false);
    expect(invitePath('AbCdEfGhIjKlMnOpQrSt_-')).toBe('/invitacion/AbCdEfGhIjKlMnOpQrSt_-');
  });

  it('work for seven days from their making, and not a moment after', () => {
    expect(INVITE_VALID_DAYS).toBe(7);
    const made = new Date('2030-06-10T13:00:00Z');
    const end = inviteExpiry(made);
    expect(end.toISOString()).toBe('2030-06-17T13:00:00.000Z');
    expect(inviteIsLive(end, new Date(end.getTime() - 1))).toBe(true);
    expect(inviteIsLive(end, end)).toBe(false);
  });

  it('are shared on WhatsApp with a Spanish message naming the team, the link last', () => {
    const link = new URL(inviteWhatsappLink('Los Costeños', 'https://canchas.co/invitacion/x'));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    const text = link.searchParams.get('text')!;
    expect(text).toBe(MSG.invite.shareText('Los Costeños', 'https://canchas.co/invitacion/x'));
    expect(text.startsWith('¡Únete a Los Costeños en Canchas!')).toBe(true);
    expect(text.endsWith('https://canchas.co/invitacion/x')).toBe(true);
  });
});
