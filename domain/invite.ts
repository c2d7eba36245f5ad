/**
 * A team's invitation link (docs/product.md, "Team invitations"): its shape, its life and the WhatsApp message
 * that carries it. Pure: the server makes and checks the secret, the app shares it.
 */
import { INVITE_VALID_DAYS } from './constants';
import * as MSG from './messages';

/** The secret in the link: 16 random bytes (128 bits) in base64url, 22 characters. */
export const INVITE_SECRET_PATTERN = '[A-Za-z0-9_-]{22}';
const SECRET = new RegExp(`^${INVITE_SECRET_PATTERN}$`);
export const isInviteSecret = (text: string): boolean => SECRET.test(text);

/** The app's page a link opens: '/invitacion/{secret}'. */
export const invitePath = (secret: string) => `/invitacion/${secret}`;

/** Until when a link made at `now` works: INVITE_VALID_DAYS later. */
export const inviteExpiry = (now: Date): Date => new Date(now.getTime() + INVITE_VALID_DAYS * 24 * 60 * 60 * 1000);

/** A link works while its end is still ahead. */
export const inviteIsLive = (expiresAt: Date, now: Date): boolean => expiresAt.getTime() > now.getTime();

/** wa.me with the invitation's message: WhatsApp asks to whom (a chat or the team's group). */
export const inviteWhatsappLink = (teamName: string, url: string) => `https://wa.me/?text=${encodeURIComponent(MSG.invite.shareText(teamName, url))}`;
