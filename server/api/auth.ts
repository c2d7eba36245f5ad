/** Bearer-token middleware of the main API: a valid, unexpired token whose session still holds. */
import { createMiddleware } from 'hono/factory';
import * as MSG from '../../domain/messages';
import { sessionUser } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import { unauthorized } from '../http/errors';

export function requireAuth(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw unauthorized();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? await deps.tokens.verifyAccess(match[1]) : null;
    const user = claims ? await sessionUser(deps.db, claims) : null;
    if (!user) throw unauthorized('SESSION_INVALID', MSG.auth.sessionInvalid);
    c.set('user', user);
    await next();
  });
}
