/** Applications to join a team: a player without a team applies, the team's owner answers. */
import type { SQL } from 'drizzle-orm';
import * as MSG from '../../domain/messages';
import { teamHasRoom } from '../../domain/teams';
import { todayInAppZone } from '../../domain/time';
import type { Application, Player } from '../../domain/types';
import type { CurrentUser } from '../context';
import { constraintName, type Db } from '../db/client';
import {
  applicationRows,
  applicationTeamId,
  byApplicationId,
  deleteApplication,
  hasPending,
  insertApplication,
  lockApplication,
  ofPlayer,
  ofTeam,
  setApplicationStatus,
} from '../data/applications';
import { memberCount } from '../data/teams';
import { usersByIds, userOfRoleExists, userName } from '../data/users';
import { conflict, forbidden, notFound } from '../http/errors';
import { requireRole } from './access';
import { addMemberTx, loadTeam } from './teams';
import { imageUrl, teamIdOf } from './users';
import { applicationFor, type Viewer } from './visibility';
import { ownsTeam } from '../../domain/permissions';
import { fullName } from '../../domain/format';
import { NOTICE_LINKS, notify } from './notifications';
import { deleteNoticesAbout } from '../data/notifications';
import { answerOnce, type RequestKey } from './requestAnswers';

async function listApplications(db: Db, viewer: Viewer, where: SQL): Promise<Application[]> {
  const rows = await applicationRows(db, where);
  if (rows.length === 0) return [];
  const players = (await usersByIds(db, [...new Set(rows.map((r) => r.application.playerId))])) as Player[];
  const applications_ = rows.map(({ application: a, team: t }) => ({
    id: a.id,
    player: players.find((p) => p.id === a.playerId)!,
    team: { id: t.id, name: t.name, ownerId: t.ownerId, city: t.city, neighborhood: t.neighborhood, imageUrl: imageUrl(t.imageHash) },
    description: a.description,
    statusRequest: a.status,
    kind: a.kind,
    // The day it was sent, in the app's zone, like every other date of the API.
    applicationDate: todayInAppZone(a.applicationDate),
  }));
  return applications_.map((a) => applicationFor(viewer, a));
}

async function applicationById(db: Db, viewer: Viewer, id: number): Promise<Application> {
  const [application] = await listApplications(db, viewer, byApplicationId(id));
  if (!application) throw notFound(MSG.application.notFound);
  return application;
}

export const applicationsOfPlayer = (db: Db, viewer: Viewer, playerId: number) => listApplications(db, viewer, ofPlayer(playerId));
export const applicationsOfTeam = (db: Db, viewer: Viewer, teamId: number) => listApplications(db, viewer, ofTeam(teamId));

/**
 * A player without a team applies to a team that has room, once while the application is PENDING
 * (the partial unique index settles a race). Sent again with its Idempotency-Key after its answer was lost, it answers
 * the application it made, not APPLICATION_DUPLICATE.
 */
export async function createApplication(
  db: Db,
  user: CurrentUser,
  input: { teamId: number; description: string },
  now: Date,
  key?: RequestKey,
): Promise<Application> {
  requireRole(user, 'PLAYER');
  const id = await db.transaction((tx) =>
    answerOnce(tx, user.id, key, now, async () => {
      if ((await teamIdOf(tx, user.id)) !== null) throw conflict('ALREADY_HAS_TEAM', MSG.application.alreadyInTeam);
      const team = await loadTeam(tx, input.teamId);
      if (!teamHasRoom({ memberCount: await memberCount(tx, team.id), maxPlayers: team.maxPlayers })) throw conflict('TEAM_FULL', MSG.team.full);
      if (await hasPending(tx, team.id, user.id)) throw conflict('APPLICATION_DUPLICATE', MSG.application.duplicate);
      const created = await insertApplication(tx, { playerId: user.id, teamId: team.id, description: input.description, applicationDate: now });
      // The team's owner hears of it (docs/api.md, "Notifications").
      const player = await userName(tx, user.id);
      await notify(
        tx,
        [team.ownerId],
        {
          kind: 'REQUEST_RECEIVED',
          text: MSG.notification.requestReceived(fullName(player), team.name),
          link: NOTICE_LINKS.requests,
          aboutUserId: user.id,
        },
        now,
      );
      return created;
    }),
  );
  return applicationById(db, user, id);
}

/**
 * The team's owner invites a player (docs/api.md, "Requests and invitations"): the way a minor joins a team, as they
 * choose to; any player may be invited. The player answers it as an owner answers a request (`answerApplication`).
 */
export async function createInvitation(db: Db, user: CurrentUser, teamId: number, playerId: number, now: Date): Promise<Application> {
  const team = await loadTeam(db, teamId);
  if (!ownsTeam(user, team)) throw forbidden('NOT_OWNER', MSG.team.notOwner);
  if (!(await userOfRoleExists(db, playerId, 'PLAYER'))) throw notFound(MSG.player.notFound);
  if ((await teamIdOf(db, playerId)) !== null) throw conflict('PLAYER_ALREADY_IN_TEAM', MSG.team.alreadyInTeam);
  if (!teamHasRoom({ memberCount: await memberCount(db, team.id), maxPlayers: team.maxPlayers })) throw conflict('TEAM_FULL', MSG.team.full);
  try {
    const created = await insertApplication(db, {
      playerId,
      teamId,
      kind: 'INVITATION',
      description: MSG.invitation.defaultText,
      applicationDate: now,
    });
    return applicationById(db, user, created);
  } catch (error) {
    if (constraintName(error) === 'applications_one_pending_key') throw conflict('APPLICATION_DUPLICATE', MSG.application.duplicate);
    throw error;
  }
}

/**
 * The application and its team, both locked: one lock order everywhere, the team first, then its applications (deleting
 * a team does the same), so an answer, a withdrawal and a deletion wait for each other instead of deadlocking.
 */
async function lockedApplication(tx: Db, id: number) {
  const teamId = await applicationTeamId(tx, id);
  if (teamId === undefined) throw notFound(MSG.application.notFound);
  const team = await loadTeam(tx, teamId, { lock: true });
  const application = await lockApplication(tx, id);
  if (!application) throw notFound(MSG.application.notFound);
  return { team, application };
}

/**
 * DELETE /request/{id}: the player withdraws their own request while it is PENDING (an invitation they reject instead);
 * the team's owner no longer reads it, nor his notice of it.
 */
export async function withdrawApplication(db: Db, user: CurrentUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { team, application } = await lockedApplication(tx, id);
    if (application.kind !== 'REQUEST' || application.playerId !== user.id) throw forbidden('NOT_YOU', MSG.application.notYours);
    if (application.status !== 'PENDING') throw conflict('APPLICATION_NOT_PENDING', MSG.application.notPending);
    await deleteApplication(tx, id);
    await deleteNoticesAbout(tx, team.ownerId, 'REQUEST_RECEIVED', user.id);
  });
}

/**
 * The team's owner answers a PENDING application (the invited player, an invitation). ACCEPTED adds the player in the same transaction, so
 * when that fails (team full, player already in a team) the application stays PENDING and the answer is 409.
 */
export async function answerApplication(db: Db, user: CurrentUser, id: number, status: 'ACCEPTED' | 'REJECTED', now: Date): Promise<Application> {
  await db.transaction(async (tx) => {
    const { team, application } = await lockedApplication(tx, id);
    // A request is answered by the team's owner; an invitation by the player it invites, and by nobody else.
    if (application.kind === 'INVITATION') {
      if (application.playerId !== user.id) throw forbidden('NOT_YOU', MSG.invitation.notInvited);
    } else if (!ownsTeam(user, team)) throw forbidden('NOT_OWNER', MSG.team.notOwner);
    if (application.status !== 'PENDING') throw conflict('APPLICATION_NOT_PENDING', MSG.application.notPending);
    if (status === 'ACCEPTED') await addMemberTx(tx, team.id, application.playerId);
    await setApplicationStatus(tx, id, status);
    const accepted = status === 'ACCEPTED';
    if (application.kind === 'INVITATION') {
      // The owner who invited hears the player's answer (deleted with the player's account, as it names them).
      const player = fullName(await userName(tx, application.playerId));
      const about = { aboutUserId: application.playerId };
      await notify(
        tx,
        [team.ownerId],
        accepted
          ? { kind: 'INVITATION_ACCEPTED', text: MSG.notification.invitationAccepted(player, team.name), link: NOTICE_LINKS.team, ...about }
          : { kind: 'INVITATION_DECLINED', text: MSG.notification.invitationDeclined(player, team.name), link: NOTICE_LINKS.requests, ...about },
        now,
      );
      return;
    }
    // The player hears the owner's answer.
    await notify(
      tx,
      [application.playerId],
      accepted
        ? { kind: 'REQUEST_ACCEPTED', text: MSG.notification.requestAccepted(team.name), link: NOTICE_LINKS.team }
        : { kind: 'REQUEST_REJECTED', text: MSG.notification.requestRejected(team.name), link: NOTICE_LINKS.requests },
      now,
    );
  });
  return applicationById(db, user, id);
}
