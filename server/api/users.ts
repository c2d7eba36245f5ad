/** /user: lookups of players and administrators, the paged player list, and each user's own profile. */
import { Hono } from 'hono';
import * as v from 'valibot';
import * as MSG from '../../domain/messages';
import {
  accountDeleteSchema,
  canonicalDocumentNumber,
  consentSchema,
  pageQuerySchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../../domain/schemas';
import { deleteAccount, isConsentDue, myData, recordConsent } from '../services/privacy';
import type { ProfileUpdateResponse, SessionRenewal } from '../../domain/types';
import { changePassword, logoutEverywhere } from '../services/account';
import { ownUser, userFor } from '../services/visibility';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../http/errors';
import { claimOrRefuse, countDirectoryPage, EMAIL_LOOKUP_RULE, PROFILE_RULE, throttleKeys } from '../auth/throttle';
import { idParam, jsonBody, query } from '../http/input';
import { countRosterRead, loadTeam } from '../services/teams';
import {
  findUserByEmail,
  findUserById,
  findUserOfRole,
  ownedTeamIdOf,
  listPlayers,
  membersOfTeams,
  requireSelfUser,
  setUserImage,
  updateProfile,
} from '../services/users';
import { uploadImage } from './images';

const ROLE_OF_PATH = { player: 'PLAYER', admin: 'FIELD_ADMIN' } as const;
type Kind = keyof typeof ROLE_OF_PATH;
const emailQuery = v.object({
  email: v.pipe(
    v.string(MSG.validation.emailRequired),
    v.trim(),
    v.nonEmpty(MSG.validation.emailRequired),
    v.maxLength(120, MSG.validation.emailInvalid),
  ),
});
const notFoundMessage = (kind: Kind) => (kind === 'player' ? MSG.player.notFound : MSG.user.notFound);

export function userRoutes(deps: AppDeps) {
  const { db, tokens, now } = deps;
  const app = new Hono<AppEnv>();

  /** Every player but the caller, with their team, a page at a time (page from 0). */
  app.get('/user/player', async (c) => {
    const pageRequest = query(c, pageQuerySchema);
    const viewer = c.get('user');
    // Each page is counted for the caller: browsing passes, reading the whole directory does not (docs/api.md, "Limits").
    await countDirectoryPage(db, viewer.id, now());
    const page = await listPlayers(db, viewer.id, pageRequest);
    return c.json({ ...page, content: page.content.map((p) => userFor(viewer, p)) });
  });

  app.get('/user/player/team/:teamId', async (c) => {
    const team = await loadTeam(db, idParam(c, 'teamId'));
    await countRosterRead(db, c.get('user'), team.id, now());
    return c.json((await membersOfTeams(db, [team.id])).map((p) => userFor(c.get('user'), p)));
  });

  app.get('/user/:kind{player|admin}/by-email', async (c) => {
    const kind = c.req.param('kind') as Kind;
    const { email } = query(c, emailQuery);
    const viewer = c.get('user');
    // Each answer about somebody else tells whether they have that e-mail: counted per user (docs/api.md,
    // "Limits"). The caller's own address tells nothing new, and the app loads the signed-in user so on
    // every start: never counted.
    if (email.toLowerCase() !== viewer.email.toLowerCase()) {
      await claimOrRefuse(db, [[throttleKeys.emailLookup(viewer.id), EMAIL_LOOKUP_RULE]], now(), 'LOOKUP_THROTTLED', MSG.user.lookupThrottled);
    }
    const user = await findUserByEmail(db, email, ROLE_OF_PATH[kind]);
    if (!user) throw notFound(notFoundMessage(kind));
    // A team owner looking for a player to add typed that exact address: the answer may repeat it.
    const revealEmail = kind === 'player' && (await ownedTeamIdOf(db, viewer.id)) !== null;
    return c.json(userFor(viewer, user, { revealEmail }));
  });

  app.get('/user/:kind{player|admin}/:id', async (c) => {
    const kind = c.req.param('kind') as Kind;
    const id = idParam(c);
    // One id after another would read every player: counted, as the directory's pages are; one's own is not.
    if (id !== c.get('user').id) {
      await claimOrRefuse(db, [[throttleKeys.profile(c.get('user').id), PROFILE_RULE]], now(), 'PROFILE_THROTTLED', MSG.privacy.profilesThrottled);
    }
    const user = await findUserOfRole(db, id, ROLE_OF_PATH[kind]);
    if (!user) throw notFound(notFoundMessage(kind));
    return c.json(userFor(c.get('user'), user));
  });

  /**
   * A user edits only their own profile. A new e-mail needs `currentPassword` and ends every other
   * session; the answer then carries a fresh `token` for this one.
   */
  app.put('/user/:kind{player|admin}', async (c) => {
    const sent = await jsonBody(c, profileUpdateSchema);
    const input = { ...sent, documentNumber: canonicalDocumentNumber(sent.documentType, sent.documentNumber) };
    const caller = c.get('user');
    let updated;
    try {
      updated = await updateProfile(db, caller, ROLE_OF_PATH[c.req.param('kind') as Kind], input, now());
    } finally {
      // An administrator's name shows in the public field list.
      if (caller.role === 'FIELD_ADMIN') deps.activeFields?.invalidate();
    }
    const { user, session } = updated;
    const own = ownUser(user);
    const body: ProfileUpdateResponse = session ? { ...own, token: await tokens.issue(session) } : own;
    return c.json(body);
  });

  /** A new password: every other session ends, the answer is a fresh token for this one. */
  app.put('/user/password', async (c) => {
    const input = await jsonBody(c, passwordChangeSchema);
    const session = await changePassword(db, c.get('user'), input, now());
    const body: SessionRenewal = { token: await tokens.issue(session), user: ownUser((await findUserById(db, session.id))!) };
    return c.json(body);
  });

  /** Every session of the caller ends, this one included. */
  app.post('/user/logout-all', async (c) => {
    await logoutEverywhere(db, c.get('user'));
    return c.json({ message: MSG.auth.loggedOutEverywhere });
  });

  /** Everything kept of the caller, as one JSON file to download (docs/api.md, "Your data"). */
  app.get('/user/me/data', async (c) => {
    const data = await myData(db, c.get('user'), now());
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  });

  /**
   * The policy in force accepted again after it changed (the log-in answered `consentDue: true`). Recorded once: when
   * the latest acceptance already is of the version in force, nothing is added (the proof stays as it was given).
   */
  app.post('/user/me/consent', async (c) => {
    await jsonBody(c, consentSchema);
    const userId = c.get('user').id;
    if (await isConsentDue(db, userId)) await recordConsent(db, userId, 'LOGIN', now());
    return c.json({ message: MSG.privacy.consentRecorded, consentDue: false });
  });

  /** The caller's account deleted, with the password asked again (docs/api.md, "Your data"). */
  app.delete('/user/me', async (c) => {
    const { password } = await jsonBody(c, accountDeleteSchema);
    const deletion = await deleteAccount(db, c.get('user'), password, now());
    // An administrator's field leaves the public list (deleted, or set INACTIVE).
    if (deletion.wasAdmin) deps.activeFields?.invalidate();
    return c.body(null, 204);
  });

  app.post('/user/:kind{player|admin}/:id/upload-image', async (c) => {
    const id = idParam(c);
    await requireSelfUser(db, c.get('user'), ROLE_OF_PATH[c.req.param('kind') as Kind], id);
    await uploadImage(c, deps, c.get('user').id, (tx, hash) => setUserImage(tx, id, hash));
    return c.json(ownUser((await findUserById(db, id))!));
  });

  return app;
}
