/** /request: applications to join a team. */
import { Hono } from 'hono';
import * as MSG from '../../domain/messages';
import { applicationAnswerSchema, applicationCreateSchema } from '../../domain/schemas';
import type { AppDeps, AppEnv } from '../context';
import { forbidden } from '../http/errors';
import { idParam, jsonBody, query, requestKey } from '../http/input';
import { requireSelf } from '../services/access';
import { answerApplication, applicationsOfPlayer, applicationsOfTeam, createApplication, withdrawApplication } from '../services/applications';
import { ownedTeam } from '../services/teams';

export function applicationRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/request', async (c) => {
    const user = c.get('user');
    const body = await jsonBody(c, applicationCreateSchema);
    const { playerId, ...input } = body;
    requireSelf(user, playerId, 'NOT_YOU', MSG.application.notYours);
    return c.json(await createApplication(db, user, input, now(), requestKey(c, body)), 201);
  });

  /** A player reads their own applications. */
  app.get('/request/player/:id', async (c) => {
    const id = idParam(c);
    if (id !== c.get('user').id) throw forbidden('NOT_YOU', MSG.application.notYours);
    return c.json(await applicationsOfPlayer(db, c.get('user'), id));
  });

  /** A team's applications are read by its owner, who answers them. */
  app.get('/request/team/:id', async (c) => {
    const team = await ownedTeam(db, c.get('user'), idParam(c));
    return c.json(await applicationsOfTeam(db, c.get('user'), team.id));
  });

  app.post('/request/:id', async (c) => {
    const id = idParam(c);
    const { statusRequest } = query(c, applicationAnswerSchema);
    return c.json(await answerApplication(db, c.get('user'), id, statusRequest, now()));
  });

  /** The player withdraws their own pending request. */
  app.delete('/request/:id', async (c) => {
    await withdrawApplication(db, c.get('user'), idParam(c));
    return c.json({ message: MSG.application.withdrawn });
  });

  return app;
}
