/**
 * Bearer-token middleware of the main API: a valid, unexpired token whose session still holds.
 *
 * The hot routes (SESSION_IN_ROUTE) read the session's user in their own statement, with their data, so
 * that each is one round trip to the database: for them the middleware checks the token only and leaves
 * its claims to the route, which must accept the session (`acceptSession`) before it uses anything it
 * read, and read its input through `inputBeforeSession` so that a bad input of an ended session is still
 * the 401 it is everywhere else.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as MSG from '../../domain/messages';
import { sessionOf, sessionUser, type SessionRow } from '../auth/session';
import type { AppDeps, AppEnv, CurrentUser } from '../context';
import type { Db } from '../db/client';
import { unauthorized } from '../http/errors';

/** `METHOD path` of the routes that read the session themselves (a HEAD is its GET's route). */
export const SESSION_IN_ROUTE = new Set(['POST /api/v1/reservation/availability', 'GET /api/v1/reservation/filter']);

const sessionInvalid = () => unauthorized('SESSION_INVALID', MSG.auth.sessionInvalid);

/** The token of an `Authorization: Bearer …` header, or null. */
export const bearerToken = (header: string | undefined): string | null => (header ? (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null) : null);

export function requireAuth(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw unauthorized();
    const token = bearerToken(header);
    const claims = token ? await deps.tokens.verifyAccess(token) : null;
    if (!claims) throw sessionInvalid();
    c.set('claims', claims);
    if (!SESSION_IN_ROUTE.has(`${c.req.method === 'HEAD' ? 'GET' : c.req.method} ${c.req.path}`)) {
      const user = await sessionUser(deps.db, claims);
      if (!user) throw sessionInvalid();
      c.set('user', user);
    }
    await next();
  });
}

/** The session a route's own statement read (its session columns), accepted: the user, or 401 SESSION_INVALID. */
export function acceptSession(c: Context<AppEnv>, row: SessionRow | undefined): CurrentUser {
  const user = sessionOf(c.get('claims'), row);
  if (!user) throw sessionInvalid();
  c.set('user', user);
  return user;
}

/**
 * A route's input, read before its statement reads the session: when the input is refused, the session is
 * asked first, so that an ended session is 401 whatever it sent, as the middleware answers on every other
 * route (the extra statement only on that path).
 */
export async function inputBeforeSession<T>(c: Context<AppEnv>, db: Db, read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(await sessionUser(db, c.get('claims')))) throw sessionInvalid();
    throw error;
  }
}
