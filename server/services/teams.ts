/** Teams: their members, the owner's changes, joining and leaving. */
import { randomBytes } from 'node:crypto';
import { ADULT_AGE } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import { teamHasRoom } from '../../domain/teams';
import type { TeamForm } from '../../domain/schemas';
import type { Team } from '../../domain/types';
import type { CurrentUser } from '../context';
import { constraintName, type Db } from '../db/client';
import { acceptPending } from '../data/applications';
import { firstPaidBooking } from '../data/attendance';
import {
  allTeams,
  deleteMember,
  deleteTeamRow,
  forgetDeparture,
  hasLeft,
  insertMember,
  insertTeam,
  memberCount,
  recordDeparture,
  replaceCalendarTokenIfOn,
  setTeamImageHash,
  teamRecord,
  type TeamRecord,
  updateTeamRow,
} from '../data/teams';
import { ageOf, userName, userOfRoleExists } from '../data/users';
import { fullName } from '../../domain/format';
import { countToday, throttleKeys } from '../auth/throttle';
import { MEMBER_ADDS_PER_DAY } from '../config';
import { conflict, forbidden, notFound } from '../http/errors';
import { deleteIfUnreferenced } from './images';
import { latestReservations, ofTeam, retireAndTell } from './reservations';
import { callerTeamId, imageUrl, membersOfTeams, teamIdOf } from './users';
import { countDirectoryPage } from '../auth/throttle';
import { teamFor } from './visibility';
import { NOTICE_LINKS, notify } from './notifications';
import { ownsTeam } from '../../domain/permissions';
import { answerOnce, type RequestKey } from './requestAnswers';

export { memberCount, type TeamRecord };

/** `lock` takes the row FOR UPDATE (changes, deletion). */
export async function loadTeam(db: Db, id: number, options: { lock?: boolean } = {}): Promise<TeamRecord> {
  const team = await teamRecord(db, id, options);
  if (!team) throw notFound(MSG.team.notFound);
  return team;
}

/** Only a team's owner edits it, adds and removes members, answers its applications and deletes it. */
export async function ownedTeam(db: Db, user: CurrentUser, id: number, options: { lock?: boolean } = {}): Promise<TeamRecord> {
  const team = await loadTeam(db, id, options);
  if (!ownsTeam(user, team)) throw forbidden('NOT_OWNER', MSG.team.notOwner);
  return team;
}

/** A team's reservations are read, and booked, by its members. */
export async function memberTeam(db: Db, user: CurrentUser, id: number): Promise<TeamRecord> {
  const team = await loadTeam(db, id);
  if ((await teamIdOf(db, user.id)) !== id) throw forbidden('NOT_MEMBER', MSG.reservation.notMember);
  return team;
}

/**
 * Teams with their members; a member of a team also gets its latest reservations and, but its owner, the day of the
 * first game not started at `now` whose share of la vaca they paid him (the 'Salir del equipo' confirmation says it).
 */
export async function teamsWithMembers(db: Db, records: TeamRecord[], viewer: CurrentUser, now: Date): Promise<Team[]> {
  const members = await membersOfTeams(
    db,
    records.map((t) => t.id),
  );
  const viewerTeamId = await teamIdOf(db, viewer.id);
  return Promise.all(
    records.map(async (t) => {
      const roster = members.filter((m) => m.team?.id === t.id);
      const team: Team = {
        id: t.id,
        name: t.name,
        city: t.city,
        neighborhood: t.neighborhood,
        maxPlayers: t.maxPlayers,
        ownerId: t.ownerId,
        imageUrl: imageUrl(t.imageHash),
        members: roster,
        memberCount: roster.length,
      };
      if (t.id === viewerTeamId) {
        team.reservations = await latestReservations(db, ofTeam(t.id), viewer.id);
        const sharePaidOn = viewer.id !== t.ownerId ? await firstPaidBooking(db, t.id, viewer.id, now) : undefined;
        if (sharePaidOn) team.sharePaidOn = sharePaidOn;
      }
      return teamFor(viewer, team);
    }),
  );
}

export async function listTeams(db: Db, viewer: CurrentUser, now: Date): Promise<Team[]> {
  return teamsWithMembers(db, await allTeams(db), viewer, now);
}

/** A read of a team's members: another team's counts as a page of the player directory (docs/api.md, "Limits"); one's own does not. */
export async function countRosterRead(db: Db, user: CurrentUser, teamId: number, now: Date): Promise<void> {
  if (teamId !== (await callerTeamId(db, user))) await countDirectoryPage(db, user.id, now);
}

export async function teamDetail(db: Db, id: number, viewer: CurrentUser, now: Date): Promise<Team> {
  const [team] = await teamsWithMembers(db, [await loadTeam(db, id)], viewer, now);
  return team;
}

/** The creator owns the team and is its first member; a player owns at most one team and belongs to at most one. */
export async function createTeam(db: Db, user: CurrentUser, input: TeamForm, now: Date, key?: RequestKey): Promise<number> {
  try {
    // Sent again with its Idempotency-Key after its answer was lost: the team it made, not ALREADY_HAS_TEAM.
    return await db.transaction((tx) =>
      answerOnce(tx, user.id, key, now, async () => {
        if ((await teamIdOf(tx, user.id)) !== null) throw conflict('ALREADY_HAS_TEAM', MSG.team.youAlreadyHaveTeam);
        const teamId = await insertTeam(tx, { ...input, ownerId: user.id });
        await insertMember(tx, teamId, user.id);
        return teamId;
      }),
    );
  } catch (error) {
    // The creator joined another team (an acceptance, an owner's addition) after the check: the creator's own
    // conflict, not the one an owner adding a member gets from the same constraint.
    if (constraintName(error) === 'team_members_pkey') throw conflict('ALREADY_HAS_TEAM', MSG.team.youAlreadyHaveTeam);
    throw error;
  }
}

/** maxPlayers never below the members the team already has. */
export async function updateTeam(db: Db, user: CurrentUser, id: number, input: TeamForm): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedTeam(tx, user, id, { lock: true });
    if (input.maxPlayers < (await memberCount(tx, id))) throw conflict('TEAM_BELOW_MEMBERS', MSG.team.belowMembers);
    await updateTeamRow(tx, id, input);
  });
}

/** Deleting a team frees its members (and its applications) and retires its ACTIVE reservations (`retireAndTell`). */
export async function deleteTeam(db: Db, user: CurrentUser, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const team = await ownedTeam(tx, user, id, { lock: true });
    // Its bookings still to come are cancelled by a team: news to each field's administrator.
    await retireAndTell(tx, { teamId: id }, team.name, user.id, now);
    await deleteTeamRow(tx, id);
    await deleteIfUnreferenced(tx, team.imageHash);
  });
}

/**
 * Adds a player to a team, inside the caller's transaction: the team row is locked, so two additions
 * cannot both take the last place.
 */
export async function addMemberTx(tx: Db, teamId: number, playerId: number): Promise<void> {
  const team = await loadTeam(tx, teamId, { lock: true });
  if (!(await userOfRoleExists(tx, playerId, 'PLAYER'))) throw notFound(MSG.player.notFound);
  if ((await teamIdOf(tx, playerId)) !== null) throw conflict('PLAYER_ALREADY_IN_TEAM', MSG.team.alreadyInTeam);
  if (!teamHasRoom({ memberCount: await memberCount(tx, teamId), maxPlayers: team.maxPlayers })) throw conflict('TEAM_FULL', MSG.team.full);
  await insertMember(tx, teamId, playerId);
  // Their pending request to this team is answered by their joining, whoever added them: left pending, it
  // would let the owner bring them back after they leave of their own accord.
  await acceptPending(tx, teamId, playerId);
  // Back by their own request: the team's owner may add them again after a next departure only.
  await forgetDeparture(tx, teamId, playerId);
}

/**
 * The owner adds a player; not one who left this team of their own accord (they come back by a request), nor a minor (they
 * join by accepting an invitation).
 */
export async function addMember(db: Db, user: CurrentUser, teamId: number, playerId: number, now: Date, addsPerDay?: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked before the departures are read: a departure committed meanwhile (`removeMember` locks the team
    // too) is then seen here, so a player cannot be pulled back in the moment they leave.
    const team = await ownedTeam(tx, user, teamId, { lock: true });
    // Unknown first: a deleted account's kept row left the team too, but is nobody to come back.
    if (!(await userOfRoleExists(tx, playerId, 'PLAYER'))) throw notFound(MSG.player.notFound);
    if (await hasLeft(tx, teamId, playerId)) throw conflict('PLAYER_LEFT_TEAM', MSG.team.playerLeft);
    // A minor joins a team only as they choose: by accepting an invitation (or by their own request).
    const age = await ageOf(tx, playerId);
    if (age !== undefined && age < ADULT_AGE) throw conflict('MINOR_NEEDS_INVITATION', MSG.invitation.minorNeedsInvitation);
    await addMemberTx(tx, teamId, playerId);
    if (playerId !== user.id) {
      // Counted once the addition is made (a refused one is not): the whole of it is undone when over the day's limit.
      const key = throttleKeys.memberAdds(teamId, playerId);
      await countToday(tx, key, addsPerDay ?? MEMBER_ADDS_PER_DAY, now, 'MEMBER_ADDS_THROTTLED', MSG.team.memberAddsThrottled);
      await notify(tx, [playerId], { kind: 'TEAM_ADDED', text: MSG.notification.teamAdded(team.name), link: NOTICE_LINKS.team }, now);
    }
  });
}

/** The owner removes a member (never themselves); any other member may leave. Returns the message to show. */
export async function removeMember(db: Db, user: CurrentUser, playerId: number, teamId: number, now: Date): Promise<string> {
  const leaving = playerId === user.id;
  await db.transaction(async (tx) => {
    // The team row is locked first, as in `addMember`, so a departure and an addition never cross.
    const team = await loadTeam(tx, teamId, { lock: true });
    if (leaving && team.ownerId === user.id) throw conflict('OWNER_CANNOT_LEAVE', MSG.team.ownerCannotLeave);
    if (!leaving && !ownsTeam(user, team)) throw forbidden('NOT_OWNER', MSG.team.notOwner);
    if (!(await deleteMember(tx, teamId, playerId))) throw notFound(MSG.team.notMember);
    // Kept with its time either way: a game that had started keeps them among its players (data/attendance.ts).
    await recordDeparture(tx, teamId, playerId, now, !leaving);
    if (leaving) {
      // Its owner learns that the team has one player less (a game the player said 'Voy' to), and that he holds their
      // share of the vaca of a game not started yet, if he does: that booking's card lists it to give back.
      const player = fullName(await userName(tx, playerId));
      const paidDay = await firstPaidBooking(tx, teamId, playerId, now);
      const notice = paidDay
        ? { text: MSG.notification.teamLeftSharePaid(player, team.name), link: NOTICE_LINKS.teamBookings(paidDay) }
        : { text: MSG.notification.teamLeft(player, team.name), link: NOTICE_LINKS.team };
      await notify(tx, [team.ownerId], { kind: 'TEAM_LEFT', ...notice, aboutUserId: playerId }, now);
    } else await notify(tx, [playerId], { kind: 'TEAM_REMOVED', text: MSG.notification.teamRemoved(team.name), link: NOTICE_LINKS.teams }, now);
    // Whoever leaves knew the calendar feed's URL: a feed that is on gets a new secret, so they stop
    // following the team's schedule (the members read the new URL on 'Mi equipo').
    await replaceCalendarTokenIfOn(tx, teamId, newCalendarSecret());
  });
  return leaving ? MSG.team.left : MSG.team.playerRemoved;
}

/** A new secret for a team's calendar feed: 32 random bytes in base64url, 43 characters. */
export const newCalendarSecret = () => randomBytes(32).toString('base64url');

/** Sets the picture; returns the hash it replaces (locked until the transaction ends). */
export const setTeamImage = setTeamImageHash;
