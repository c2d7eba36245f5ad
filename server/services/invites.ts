/**
 * A team's invitation link (docs/api.md, "Team invitations"): its owner makes one (a new one replaces the last,
 * so one link works at a time), reads until when it works, or revokes it; anyone reads the team it invites to,
 * and a player without a team joins it with one tap. The secret is 16 random bytes (128 bits): it cannot be
 * guessed, and only its SHA-256 is stored, so a copy of the database gives no link that works.
 */
import { createHash, randomBytes } from 'node:crypto';
import { inviteExpiry, invitePath, isInviteSecret } from '../../domain/invite';
import * as MSG from '../../domain/messages';
import { teamHasRoom } from '../../domain/teams';
import type { InvitedTeam, TeamInvite, TeamInviteState } from '../../domain/types';
import type { CurrentUser } from '../context';
import { constraintName, type Db } from '../db/client';
import { deleteInvite, invitedTeamRow, liveInviteExpiry, liveInviteTeamId, upsertInvite } from '../data/invites';
import { memberCount } from '../data/teams';
import { userName } from '../data/users';
import { fullName } from '../../domain/format';
import { NOTICE_LINKS, notify } from './notifications';
import { conflict, HttpError, notFound } from '../http/errors';
import { requireRole } from './access';
import { addMemberTx, loadTeam, ownedTeam } from './teams';
import { teamIdOf } from './users';

/** A new secret: 16 random bytes in base64url, 22 characters. */
export const newInviteSecret = () => randomBytes(16).toString('base64url');

/** What is stored of a secret: its SHA-256, in hex. */
export const inviteSecretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

const invalid = () => notFound(MSG.invite.invalid);

/** Until when the team's link works (null: none, or it has ended). Its owner only. */
export async function inviteState(db: Db, user: CurrentUser, teamId: number, now: Date): Promise<TeamInviteState> {
  await ownedTeam(db, user, teamId);
  const expiresAt = await liveInviteExpiry(db, teamId, now);
  return { expiresAt: expiresAt ? expiresAt.toISOString() : null };
}

/**
 * A new link for the team, valid INVITE_VALID_DAYS from `now`; the one before stops working at once. Its owner
 * only. `origin` is where the app is served ('https://canchas.co'): the link opens its page '/invitacion/{secret}'.
 */
export async function createInvite(db: Db, user: CurrentUser, teamId: number, now: Date, origin: string): Promise<TeamInvite> {
  return db.transaction(async (tx) => {
    await ownedTeam(tx, user, teamId, { lock: true });
    const secret = newInviteSecret();
    const expiresAt = inviteExpiry(now);
    const row = { secretHash: inviteSecretHash(secret), expiresAt, createdAt: now };
    await upsertInvite(tx, teamId, row);
    return { url: `${origin}${invitePath(secret)}`, expiresAt: expiresAt.toISOString() };
  });
}

/** The team's link stops working (none is no error). Its owner only. */
export async function revokeInvite(db: Db, user: CurrentUser, teamId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedTeam(tx, user, teamId, { lock: true });
    await deleteInvite(tx, teamId);
  });
}

/** The team a secret invites to while its link works, or null (malformed, unknown, replaced, revoked or ended). */
async function liveInviteTeam(db: Db, secret: string, now: Date): Promise<number | null> {
  if (!isInviteSecret(secret)) return null;
  return liveInviteTeamId(db, inviteSecretHash(secret), now);
}

/** The team a link invites to, as anyone may see it: its name, where it plays and how many they are. 404 when the link does not work. */
export async function invitedTeam(db: Db, secret: string, now: Date): Promise<{ team: InvitedTeam }> {
  if (!isInviteSecret(secret)) throw invalid();
  const team = await invitedTeamRow(db, inviteSecretHash(secret), now);
  if (!team) throw invalid();
  return { team };
}

/**
 * The caller, a player without a team, joins the team of a link that works: with the team's row locked (as
 * every change of its members: services/teams.ts), so two players taking its last place at once get one place
 * and one TEAM_FULL, and the link is read again after the lock, so one replaced or revoked meanwhile admits
 * nobody. A player joining two teams at once gets one (the membership's key), the other ALREADY_HAS_TEAM.
 * Returns the team's id.
 */
export async function joinByInvite(db: Db, user: CurrentUser, secret: string, now: Date): Promise<number> {
  requireRole(user, 'PLAYER');
  try {
    return await db.transaction(async (tx) => {
      const teamId = await liveInviteTeam(tx, secret, now);
      if (teamId === null) throw invalid();
      const team = await loadTeam(tx, teamId, { lock: true });
      if ((await liveInviteTeam(tx, secret, now)) !== teamId) throw invalid();
      if ((await teamIdOf(tx, user.id)) !== null) throw conflict('ALREADY_HAS_TEAM', MSG.team.youAlreadyHaveTeam);
      if (!teamHasRoom({ memberCount: await memberCount(tx, teamId), maxPlayers: team.maxPlayers })) throw conflict('TEAM_FULL', MSG.team.full);
      await addMemberTx(tx, teamId, user.id);
      // The owner who shared the link hears who came in by it (docs/api.md, "Notifications").
      const player = await userName(tx, user.id);
      const text = MSG.notification.teamJoined(fullName(player), team.name);
      await notify(tx, [team.ownerId], { kind: 'TEAM_JOINED', text, link: NOTICE_LINKS.team, aboutUserId: user.id }, now);
      return teamId;
    });
  } catch (error) {
    // Joined another team meanwhile (after the check above, or before the membership's insert): the caller's own
    // conflict, not the one an owner adding a member gets.
    const joinedMeanwhile = error instanceof HttpError && error.code === 'PLAYER_ALREADY_IN_TEAM';
    if (joinedMeanwhile || constraintName(error) === 'team_members_pkey') throw conflict('ALREADY_HAS_TEAM', MSG.team.youAlreadyHaveTeam);
    throw error;
  }
}
