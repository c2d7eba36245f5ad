/** Bearer-token middleware of the main API: a valid, unexpired token of a user that still exists. */
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { byEmailAndRole } from '../services/users';

export function requireAuth(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? await deps.tokens.verifyAccess(match[1]) : null;
    if (!claims) throw unauthorized();
    const [user] = await deps.db
      .select({ id: users.id, email: users.email, role: users.role, documentNumber: users.documentNumber })
      .from(users)
      .where(byEmailAndRole(claims.sub, claims.role))
      .limit(1);
    if (!user) throw unauthorized();
    c.set('user', user);
    await next();
  });
}
