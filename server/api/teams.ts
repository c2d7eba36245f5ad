/** /team: teams, their members, and the owner's changes. */
import { Hono } from 'hono';
import * as MSG from '../../domain/messages';
import { teamCreateSchema, teamUpdateSchema } from '../../domain/schemas';
import type { AppDeps, AppEnv } from '../context';
import { idParam, jsonBody } from '../http/input';
import { requireRole, requireSelf } from '../services/access';
import { disableCalendar, renewCalendar, teamCalendar } from '../services/calendar';
import { addMember, createTeam, deleteTeam, listTeams, ownedTeam, removeMember, setTeamImage, teamDetail, updateTeam } from '../services/teams';
import { uploadImage } from './images';
import { teamRecord } from '../services/attendance';

export function teamRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/team', async (c) => c.json(await listTeams(db, c.get('user'))));

  app.get('/team/:id', async (c) => c.json(await teamDetail(db, idParam(c), c.get('user'))));

  app.post('/team', async (c) => {
    const user = c.get('user');
    const { ownerId, ...input } = await jsonBody(c, teamCreateSchema);
    requireRole(user, 'PLAYER');
    requireSelf(user, ownerId, 'NOT_OWNER', MSG.team.notOwner);
    const id = await createTeam(db, user, input);
    return c.json(await teamDetail(db, id, user), 201);
  });

  // Ownership and the picture do not change here: ownerId may only name the caller, imageUrl is ignored.
  app.put('/team', async (c) => {
    const user = c.get('user');
    const { id, ownerId, name, city, neighborhood, maxPlayers } = await jsonBody(c, teamUpdateSchema);
    requireSelf(user, ownerId, 'NOT_OWNER', MSG.team.notOwner);
    await updateTeam(db, user, id, { name, city, neighborhood, maxPlayers });
    return c.json(await teamDetail(db, id, user));
  });

  app.delete('/team/:id', async (c) => {
    await deleteTeam(db, c.get('user'), idParam(c), deps.now());
    return c.json({ message: MSG.team.deleted });
  });

  app.post('/team/:teamId/member/:playerId', async (c) => {
    await addMember(db, c.get('user'), idParam(c, 'teamId'), idParam(c, 'playerId'));
    return c.json({ message: MSG.team.playerAdded });
  });

  app.post('/team/delete/:playerId/team/:teamId', async (c) => {
    const message = await removeMember(db, c.get('user'), idParam(c, 'playerId'), idParam(c, 'teamId'));
    return c.json({ message });
  });

  app.post('/team/:id/upload-image', async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    await ownedTeam(db, user, id);
    await uploadImage(c, deps, user.id, (tx, hash) => setTeamImage(tx, id, hash));
    return c.json(await teamDetail(db, id, user));
  });

  /** How many bookings the team kept and missed: field administrators and the team's members (docs/api.md, "A team's record"). */
  app.get('/team/:id/record', async (c) => c.json(await teamRecord(db, c.get('user'), idParam(c))));

  // The team's calendar feed: members read its URL, the owner turns it on, replaces it or turns it off.
  app.get('/team/:id/calendar', async (c) => c.json(await teamCalendar(db, c.get('user'), idParam(c))));
  app.post('/team/:id/calendar', async (c) => c.json(await renewCalendar(db, c.get('user'), idParam(c))));
  app.delete('/team/:id/calendar', async (c) => c.json(await disableCalendar(db, c.get('user'), idParam(c))));

  return app;
}
