/** /team: teams, their members, and the owner's changes. */
import { Hono } from 'hono';
import * as MSG from '../../domain/messages';
import { teamCreateSchema, teamUpdateSchema } from '../../domain/schemas';
import type { AppDeps, AppEnv } from '../context';
import { idParam, jsonBody, requestKey } from '../http/input';
import { requireRole, requireSelf } from '../services/access';
import { disableCalendar, renewCalendar, teamCalendar } from '../services/calendar';
import {
  addMember,
  countRosterRead,
  createTeam,
  deleteTeam,
  listTeams,
  ownedTeam,
  removeMember,
  setTeamImage,
  teamDetail,
  updateTeam,
} from '../services/teams';
import { uploadImage } from './images';
import { createInvitation } from '../services/applications';
import { createInvite, inviteState, joinByInvite, revokeInvite } from '../services/invites';
import { overHttps } from '../http/headers';
import type { Context } from 'hono';
import { teamRecord } from '../services/attendance';
import { countDirectoryPage } from '../auth/throttle';

export function teamRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // Every team with its members: a page of the player directory (docs/api.md, "Limits").
  app.get('/team', async (c) => {
    await countDirectoryPage(db, c.get('user').id, deps.now());
    return c.json(await listTeams(db, c.get('user'), deps.now()));
  });

  // A team's detail names its members: another team's is a page of the player directory; one's own is not counted.
  app.get('/team/:id', async (c) => {
    const id = idParam(c);
    const user = c.get('user');
    await countRosterRead(db, user, id, deps.now());
    return c.json(await teamDetail(db, id, user, deps.now()));
  });

  app.post('/team', async (c) => {
    const user = c.get('user');
    const body = await jsonBody(c, teamCreateSchema);
    const { ownerId, ...input } = body;
    requireRole(user, 'PLAYER');
    requireSelf(user, ownerId, 'NOT_OWNER', MSG.team.notOwner);
    const id = await createTeam(db, user, input, deps.now(), requestKey(c, body));
    return c.json(await teamDetail(db, id, user, deps.now()), 201);
  });

  // Ownership and the picture do not change here: ownerId may only name the caller, imageUrl is ignored.
  app.put('/team', async (c) => {
    const user = c.get('user');
    const { id, ownerId, name, city, neighborhood, maxPlayers } = await jsonBody(c, teamUpdateSchema);
    requireSelf(user, ownerId, 'NOT_OWNER', MSG.team.notOwner);
    await updateTeam(db, user, id, { name, city, neighborhood, maxPlayers });
    return c.json(await teamDetail(db, id, user, deps.now()));
  });

  app.delete('/team/:id', async (c) => {
    await deleteTeam(db, c.get('user'), idParam(c), deps.now());
    return c.json({ message: MSG.team.deleted });
  });

  app.post('/team/:teamId/member/:playerId', async (c) => {
    await addMember(db, c.get('user'), idParam(c, 'teamId'), idParam(c, 'playerId'), deps.now(), deps.memberAddsPerDay);
    return c.json({ message: MSG.team.playerAdded });
  });

  /** The owner invites a player, who answers it (`POST /request/{id}`): how a minor joins a team. */
  app.post('/team/:teamId/invitation/:playerId', async (c) => {
    const invitation = await createInvitation(db, c.get('user'), idParam(c, 'teamId'), idParam(c, 'playerId'), deps.now());
    return c.json(invitation, 201);
  });

  app.post('/team/delete/:playerId/team/:teamId', async (c) => {
    const message = await removeMember(db, c.get('user'), idParam(c, 'playerId'), idParam(c, 'teamId'), deps.now());
    return c.json({ message });
  });

  app.post('/team/:id/upload-image', async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    await ownedTeam(db, user, id);
    await uploadImage(c, deps, user.id, (tx, hash) => setTeamImage(tx, id, hash));
    return c.json(await teamDetail(db, id, user, deps.now()));
  });

  /** How many bookings the team kept and missed: field administrators and the team's members (docs/api.md, "A team's record"). */
  app.get('/team/:id/record', async (c) => c.json(await teamRecord(db, c.get('user'), idParam(c))));

  // The team's calendar feed: members read its URL, the owner turns it on, replaces it or turns it off.
  app.get('/team/:id/calendar', async (c) => c.json(await teamCalendar(db, c.get('user'), idParam(c))));
  app.post('/team/:id/calendar', async (c) => c.json(await renewCalendar(db, c.get('user'), idParam(c))));
  app.delete('/team/:id/calendar', async (c) => c.json(await disableCalendar(db, c.get('user'), idParam(c))));

  // The team's invitation link (docs/api.md, "Team invitations"): its owner reads until when it works, makes a
  // new one (replacing the last) or revokes it; a player joins with its secret.
  app.get('/team/:id/invite', async (c) => c.json(await inviteState(db, c.get('user'), idParam(c), deps.now())));
  app.post('/team/:id/invite', async (c) => c.json(await createInvite(db, c.get('user'), idParam(c), deps.now(), appOrigin(c, deps)), 201));
  app.delete('/team/:id/invite', async (c) => {
    await revokeInvite(db, c.get('user'), idParam(c));
    return c.body(null, 204);
  });
  app.post('/team/invite/:secret/join', async (c) => {
    const user = c.get('user');
    const teamId = await joinByInvite(db, user, c.req.param('secret'), deps.now());
    return c.json(await teamDetail(db, teamId, user, deps.now()));
  });

  return app;
}

/**
 * Where the app is served, for the links the server hands out: the page's origin the browser sent with the call
 * (`Origin`, when the app and the API are apart), else this server's own (HTTPS as our proxy says, with TRUST_PROXY).
 */
function appOrigin(c: Context<AppEnv>, deps: AppDeps): string {
  const origin = c.req.header('origin');
  if (origin && /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(origin)) return origin;
  const url = new URL(c.req.url);
  return `${overHttps(c, deps.trustProxy ?? false) ? 'https:' : url.protocol}//${url.host}`;
}
