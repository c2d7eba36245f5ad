/** The authentication service (spec §7): register, log in and refresh, for each role. */
import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { eq } from 'drizzle-orm';
import type { Role } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { credentialsSchema, refreshSchema, registerPayloadSchema } from '../../domain/schemas';
import type { AppDeps } from '../context';
import { users } from '../db/schema';
import { HttpError, unauthorized } from '../http/errors';
import { jsonBody } from '../http/input';
import { assertProfileUnique, byEmailAndRole, findUser } from '../services/users';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './passwords';

const ROLE_OF_PATH: Record<string, Role> = { player: 'PLAYER', admin: 'FIELD_ADMIN' };

function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function authRoutes(deps: AppDeps) {
  const { db, tokens, limiter } = deps;
  const app = new Hono();

  app.post('/:kind{player|admin}/register', async (c) => {
    const role = ROLE_OF_PATH[c.req.param('kind')];
    const input = await jsonBody(c, registerPayloadSchema);
    await assertProfileUnique(db, input);
    const { password, ...profile } = input;
    const [created] = await db
      .insert(users)
      .values({ ...profile, role, passwordHash: await hashPassword(password) })
      .returning({ id: users.id });
    const user = await findUser(db, eq(users.id, created.id));
    return c.json(user, 201);
  });

  app.post('/authenticate/:kind{player|admin}', async (c) => {
    const role = ROLE_OF_PATH[c.req.param('kind')];
    const { email, password } = await jsonBody(c, credentialsSchema);
    const keys = [`email:${email}`, `addr:${clientAddress(c)}`];
    if (limiter.isBlocked(keys)) throw new HttpError(429, 'TOO_MANY_ATTEMPTS', MSG.auth.tooManyAttempts);
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(byEmailAndRole(email, role)).limit(1);
    // The wrong role's endpoint fails exactly like a wrong password.
    const ok = await verifyPassword(row?.hash ?? (await DUMMY_HASH_PROMISE), password);
    if (!row || !ok) {
      limiter.fail(keys);
      throw unauthorized('BAD_CREDENTIALS', MSG.auth.badCredentials);
    }
    limiter.succeed(keys[0]);
    const user = await findUser(db, byEmailAndRole(email, role));
    return c.json({ token: await tokens.issue(email, role), user });
  });

  app.post('/refresh/:kind{player|admin}', async (c) => {
    const role = ROLE_OF_PATH[c.req.param('kind')];
    const { email, token } = await jsonBody(c, refreshSchema);
    const claims = await tokens.verifyForRefresh(token);
    if (!claims || claims.sub !== email.toLowerCase() || claims.role !== role) throw unauthorized('REFRESH_REFUSED', MSG.auth.refreshRefused);
    const user = await findUser(db, byEmailAndRole(claims.sub, role));
    if (!user) throw unauthorized('REFRESH_REFUSED', MSG.auth.refreshRefused);
    return c.json({ token: await tokens.issue(claims.sub, role), user });
  });

  return app;
}
