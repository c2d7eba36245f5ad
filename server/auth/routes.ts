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

/** 401 WRONG_ROLE: the account exists, the password is right, but it is of the other user type. */
const wrongRole = (accountRole: Role) =>
  new HttpError(401, accountRole === 'PLAYER' ? MSG.auth.wrongRolePlayer : MSG.auth.wrongRoleAdmin, undefined, 'WRONG_ROLE');

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
    if (limiter.isBlocked(keys)) throw new HttpError(429, MSG.auth.tooManyAttempts);
    // One account per e-mail, whatever its role: looked up by e-mail alone, so both outcomes cost one hash check.
    const [row] = await db.select({ hash: users.passwordHash, role: users.role }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    const ok = await verifyPassword(row?.hash ?? (await DUMMY_HASH_PROMISE), password);
    if (!row || !ok) {
      limiter.fail(keys);
      throw unauthorized(MSG.auth.badCredentials);
    }
    // The right password with the other user type: say which type the account is (docs/product.md, "Validation").
    if (row.role !== role) throw wrongRole(row.role);
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
