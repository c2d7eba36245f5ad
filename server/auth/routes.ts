/** The authentication service (spec §7): register, log in and refresh, for each role. */
import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { eq, or } from 'drizzle-orm';
import type { Role } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { credentialsSchema, refreshSchema, registerPayloadSchema } from '../../domain/schemas';
import type { AppDeps } from '../context';
import { users } from '../db/schema';
import { conflict, HttpError, unauthorized } from '../http/errors';
import { jsonBody } from '../http/input';
import { byEmailAndRole, findUser } from '../services/users';
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
    const taken = await db
      .select({ email: users.email, documentNumber: users.documentNumber, cellphone: users.cellphone })
      .from(users)
      .where(or(eq(users.email, input.email), eq(users.documentNumber, input.documentNumber), eq(users.cellphone, input.cellphone)));
    if (taken.some((u) => u.email === input.email)) throw conflict(MSG.auth.emailTaken);
    if (taken.some((u) => u.documentNumber === input.documentNumber)) throw conflict(MSG.auth.documentTaken);
    if (taken.some((u) => u.cellphone === input.cellphone)) throw conflict(MSG.auth.cellphoneTaken);
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
    if (limiter.isBlocked(keys)) throw new HttpError(429, MSG.auth.tooManyAttempts);
    const [row] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(byEmailAndRole(email, role))
      .limit(1);
    // The wrong role's endpoint fails exactly like a wrong password.
    const ok = await verifyPassword(row?.hash ?? (await DUMMY_HASH_PROMISE), password);
    if (!row || !ok) {
      limiter.fail(keys);
      throw unauthorized(MSG.auth.badCredentials);
    }
    limiter.succeed(keys[0]);
    const user = await findUser(db, byEmailAndRole(email, role));
    return c.json({ token: await tokens.issue(email, role), user });
  });

  app.post('/refresh/:kind{player|admin}', async (c) => {
    const role = ROLE_OF_PATH[c.req.param('kind')];
    const { email, token } = await jsonBody(c, refreshSchema);
    const claims = await tokens.verifyForRefresh(token);
    if (!claims || claims.sub !== email.toLowerCase() || claims.role !== role) throw unauthorized(MSG.auth.refreshRefused);
    const user = await findUser(db, byEmailAndRole(claims.sub, role));
    if (!user) throw unauthorized(MSG.auth.refreshRefused);
    return c.json({ token: await tokens.issue(claims.sub, role), user });
  });

  return app;
}
