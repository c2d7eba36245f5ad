/** /user: lookups of players and administrators. */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { MSG } from '../../domain/messages';
import type { AppDeps, AppEnv } from '../context';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import { idParam, query } from '../http/input';
import { byEmailAndRole, findUser } from '../services/users';

const ROLE_OF_PATH = { player: 'PLAYER', admin: 'FIELD_ADMIN' } as const;
const emailQuery = v.object({ email: v.pipe(v.string(MSG.validation.emailRequired), v.trim(), v.nonEmpty(MSG.validation.emailRequired), v.maxLength(120, MSG.validation.emailInvalid)) });

export function userRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/user/:kind{player|admin}/by-email', async (c) => {
    const { email } = query(c, emailQuery);
    const user = await findUser(db, byEmailAndRole(email, ROLE_OF_PATH[c.req.param('kind') as 'player' | 'admin']));
    if (!user) throw notFound(c.req.param('kind') === 'player' ? MSG.player.notFound : MSG.user.notFound);
    return c.json(user);
  });

  app.get('/user/:kind{player|admin}/:id{[0-9]+}', async (c) => {
    const role = ROLE_OF_PATH[c.req.param('kind') as 'player' | 'admin'];
    const user = await findUser(db, and(eq(users.id, idParam(c)), eq(users.role, role)));
    if (!user) throw notFound(role === 'PLAYER' ? MSG.player.notFound : MSG.user.notFound);
    return c.json(user);
  });

  return app;
}
