/** The authentication service: register, log in and refresh, for each role, and log out (docs/api.md, "Auth service"). */
import { Hono } from 'hono';
import type { Role } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import { canonicalDocumentNumber, credentialsSchema, refreshSchema, registerPayloadSchema } from '../../domain/schemas';
import type { AppDeps } from '../context';
import { clientAddress } from '../http/address';
import { keyReused, toHttpError, unauthorized } from '../http/errors';
import { bearerToken } from '../api/auth';
import { jsonBody, requestKey } from '../http/input';
import { assertProfileUnique, findUserById } from '../services/users';
import { accountOfRegistration, createAccount, loginAccount, userByRegistrationKey } from '../services/registration';
import { isConsentDue } from '../services/privacy';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './passwords';
import { endSession, sessionOf, sessionRow, sessionUser } from './session';
import { SESSION_MAX_AGE_SECONDS } from './tokens';
import { claimOrRefuse, clear, LOGIN_ACCOUNT_RULE, LOGIN_ADDRESS_RULE, registerRule, release, TAKEN_RULE, throttleKeys } from './throttle';

const ROLE_OF_PATH: Record<string, Role> = { player: 'PLAYER', admin: 'FIELD_ADMIN' };

/** 401 WRONG_ROLE: the account exists, the password is right, but it is of the other user type. */
const wrongRole = (accountRole: Role) => unauthorized('WRONG_ROLE', accountRole === 'PLAYER' ? MSG.auth.wrongRolePlayer : MSG.auth.wrongRoleAdmin);

export function authRoutes(deps: AppDeps) {
  const { db, tokens, now } = deps;
  const app = new Hono();

  app.post('/:kind{player|admin}/register', async (c) => {
    const role = ROLE_OF_PATH[c.req.param('kind')];
    const body = await jsonBody(c, registerPayloadSchema);
    const input = { ...body, documentNumber: canonicalDocumentNumber(body.documentType, body.documentNumber) };
    const address = clientAddress(c, deps.trustProxy);
    const key = throttleKeys.register(address);
    const rule = registerRule(deps.registrationsPerHour);
    // The same sign-up sent again after its answer was lost (docs/api.md, "Auth service"): the account it made, only
    // for the very same request, matched by a keyed digest of its whole body (never by trying its password). Every
    // replay counts as a sign-up, so a key cannot be used to ask about an account without end.
    const registrationKey = requestKey(c, body)?.key ?? null;
    const digest = registrationKey ? await tokens.digest('registration', JSON.stringify([role, Object.entries(input).sort()])) : null;
    if (registrationKey) {
      const made = await accountOfRegistration(db, registrationKey, now());
      if (made) {
        await claimOrRefuse(db, [[key, rule]], now(), 'REGISTRATION_THROTTLED', MSG.auth.registrationThrottled);
        if (made.digest === null || made.digest !== digest) throw keyReused();
        return c.json(await findUserById(db, made.id), 201);
      }
    }
    // "Already taken" refusals tell whose data is registered: counted apart, they keep their count.
    const taken = { key: throttleKeys.takenAtRegister(address), rule: TAKEN_RULE, now: now() };
    // Counted before the account is made, so registrations sent at once cannot all pass; a refused one gives its count back.
    await claimOrRefuse(db, [[key, rule]], now(), 'REGISTRATION_THROTTLED', MSG.auth.registrationThrottled);
    let created: { id: number };
    try {
      await assertProfileUnique(db, input, taken);
      const { password, acceptedPolicy: _accepted, showCellphone, ...profile } = input;
      const passwordHash = await hashPassword(password);
      created = await createAccount(
        db,
        { ...profile, role, registrationKey, registrationDigest: digest, passwordHash, showCellphone: role === 'PLAYER' && showCellphone },
        now(),
      );
    } catch (error) {
      // The same sign-up sent twice at once: the copy that lost the race to the other's account answers as its replay.
      const made = registrationKey && toHttpError(error).status === 409 ? await userByRegistrationKey(db, registrationKey) : undefined;
      if (made) {
        await release(db, taken.key, taken.rule);
        if (made.digest !== digest) throw keyReused();
        return c.json(await findUserById(db, made.id), 201);
      }
      await release(db, key, rule);
      throw error;
    }
    const user = await findUserById(db, created.id);
    return c.json(user, 201);
  });

  app.post('/authenticate/:kind{player|admin}', async (c) => {
    const role = ROLE_OF_PATH[c.req.param('kind')];
    const { email, password } = await jsonBody(c, credentialsSchema);
    const address = clientAddress(c, deps.trustProxy);
    const accountKey = throttleKeys.loginAccount(email, address);
    const addressKey = throttleKeys.loginAddress(address);
    // The attempt is counted as a failure before the password is checked, so guesses sent at once are
    // counted one after another (at most the rule's free ones are tried); a right password gives it back.
    await claimOrRefuse(
      db,
      [
        [accountKey, LOGIN_ACCOUNT_RULE],
        [addressKey, LOGIN_ADDRESS_RULE],
      ],
      now(),
      'TOO_MANY_ATTEMPTS',
      MSG.auth.tooManyAttempts,
    );
    // One account per e-mail, whatever its role: looked up by e-mail alone, so both outcomes cost one hash check.
    const row = await loginAccount(db, email);
    const ok = await verifyPassword(row?.hash ?? (await DUMMY_HASH_PROMISE), password);
    if (!row || !ok) throw unauthorized('BAD_CREDENTIALS', MSG.auth.badCredentials);
    // The right password is no failed attempt, whichever log-in it was sent to.
    await release(db, addressKey, LOGIN_ADDRESS_RULE);
    // The right password with the other user type: say which type the account is (docs/product.md, "Validation").
    if (row.role !== role) {
      await release(db, accountKey, LOGIN_ACCOUNT_RULE);
      throw wrongRole(row.role);
    }
    await clear(db, accountKey);
    const user = await findUserById(db, row.id);
    return c.json({ token: await tokens.issue(row), user, consentDue: await isConsentDue(db, row.id) });
  });

  /** A new token for the same session: same account (id, e-mail, role, version), log-in at most 30 days ago. */
  app.post('/refresh/:kind{player|admin}', async (c) => {
    const role = ROLE_OF_PATH[c.req.param('kind')];
    const { email, token } = await jsonBody(c, refreshSchema);
    const claims = await tokens.verifyForRefresh(token);
    if (!claims || claims.sub !== email.toLowerCase() || claims.role !== role) throw unauthorized('REFRESH_REFUSED', MSG.auth.refreshRefused);
    const session = await sessionUser(db, claims);
    if (!session) throw unauthorized('REFRESH_REFUSED', MSG.auth.refreshRefused);
    const user = await findUserById(db, session.id);
    return c.json({
      token: await tokens.issue(session, { authTime: claims.auth_time, sid: claims.sid }),
      user,
      consentDue: await isConsentDue(db, session.id),
    });
  });

  /**
   * Log-out of the bearer's session: its tokens, this one and any copy or renewal of it, are refused from
   * now on. A token that could still be renewed is accepted, so that an expired one is ended too.
   */
  app.post('/logout', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    const claims = token ? await tokens.verifyForRefresh(token) : null;
    if (!claims) throw unauthorized('SESSION_INVALID', MSG.auth.sessionInvalid);
    // A token of an account deleted, or changed since (password, e-mail), speaks for no session: refused as on any
    // call. A session logged out already answers the same again.
    const row = await sessionRow(db, claims);
    if (!sessionOf(claims, row && { ...row, sessionEnded: false })) throw unauthorized('SESSION_INVALID', MSG.auth.sessionInvalid);
    // Kept while a token of the session could be used: 30 days after its log-in, then a token's life.
    await endSession(db, claims.sid, now(), SESSION_MAX_AGE_SECONDS + tokens.ttlSeconds);
    return c.json({ message: MSG.session.logoutSuccessText });
  });

  return app;
}
