/**
 * HS256 session tokens (docs/api.md, "Token"): `sub` is the e-mail (the app reads it), `role` the user's
 * role, `uid` the user's id, `ver` the user's token version (raised by a password or e-mail change and by
 * "log out everywhere"), `auth_time` the moment of the log-in the session started with and `sid` the
 * session's id, which its log-out ends. Every call and every refresh checks all of them against the user's
 * row and the ended sessions (server/auth/session.ts).
 */
import { sign, verify } from 'hono/jwt';
import type { Role } from '../../domain/constants';
import type { TokenClaims } from '../../domain/types';

/** Refresh renews a token that expired less than this long ago... */
export const REFRESH_GRACE_SECONDS = 7 * 24 * 3600;
/** ...of a session whose log-in is at most this old; then the user logs in again. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** Whom a token is for: the user's row as far as sessions go. */
export interface SessionSubject {
  id: number;
  email: string;
  role: Role;
  tokenVersion: number;
}

/** The session a token continues: its log-in (seconds) and id. */
export interface SessionStart {
  authTime: number;
  sid: string;
}

/** The longest session id a token may carry (ours are UUIDs, 36 characters). */
const SID_MAX_LENGTH = 64;

export interface TokenService {
  /** How long a token lives. */
  readonly ttlSeconds: number;
  /** A token for the subject, of the given session or, without it, of a new one that starts now. */
  issue(subject: SessionSubject, session?: SessionStart): Promise<string>;
  /** Claims of a valid, unexpired token, or null. */
  verifyAccess(token: string): Promise<TokenClaims | null>;
  /**
   * Claims of a token with a valid signature that expired less than 7 days ago (or not at all), of a
   * session started at most 30 days ago, or null.
   */
  verifyForRefresh(token: string): Promise<TokenClaims | null>;
  /**
   * A keyed digest (HMAC-SHA-256 under the secret, base64url) of `text`: what a sign-up's body is matched by when it is
   * sent again, stored without being a fast hash of its password that anyone holding the database could try guesses on.
   */
  digest(purpose: string, text: string): Promise<string>;
}

/** How many tokens with a good signature a process remembers (about 3 MB at most). */
const SIGNED_TOKENS_KEPT = 10_000;

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

function asClaims(payload: Record<string, unknown>): TokenClaims | null {
  const { sub, role, exp, iat, uid, ver, auth_time, sid } = payload;
  if (typeof sub !== 'string' || (role !== 'PLAYER' && role !== 'FIELD_ADMIN')) return null;
  if (!isInt(exp) || !isInt(iat) || !isInt(uid) || !isInt(ver) || !isInt(auth_time)) return null;
  if (typeof sid !== 'string' || sid.length === 0 || sid.length > SID_MAX_LENGTH) return null;
  return { sub, role, exp, iat, uid, ver, auth_time, sid };
}

/** A compact JWT as we issue it: three base64url parts without padding. */
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Whether the token's signature is written as base64url writes its bytes. Its last character carries two bits that
 * decoding drops, so without this check a token would have four spellings that all pass; only the one issued does.
 * (The header and payload need no such check: the signature covers them as written.)
 */
const canonicalSignature = (token: string) => {
  const signature = token.slice(token.lastIndexOf('.') + 1);
  return Buffer.from(signature, 'base64url').toString('base64url') === signature;
};

export function createTokenService(secret: string, ttlSeconds: number, now = () => Date.now()): TokenService {
  const seconds = () => Math.floor(now() / 1000);
  // Imported once: given the secret as a string, hono/jwt imports it again on every call, which was
  // two thirds of the cost of checking a token (docs/benchmarks.md).
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // Tokens whose signature was found good, with their claims: the same token (a session calls with one
  // for an hour) is not checked by HMAC again, which costs 40–80 µs of CPU through WebCrypto, about a
  // sixth of an authenticated request's (docs/benchmarks.md). A signature stays good for as long as the
  // secret does; the times are checked on every call, and the session against the user's row.
  const signed = new Map<string, TokenClaims>();
  const signatureChecked = async (token: string): Promise<TokenClaims | null> => {
    // One spelling per token: the library's decoding would also take padding ('=') or other stray characters.
    if (!TOKEN_SHAPE.test(token) || !canonicalSignature(token)) return null;
    const known = signed.get(token);
    if (known) return known;
    const claims = asClaims(await verify(token, await key, { alg: 'HS256', exp: false, nbf: false, iat: false }));
    if (claims) {
      // The oldest out first: a bounded memory, whatever the number of tokens seen.
      if (signed.size >= SIGNED_TOKENS_KEPT) signed.delete(signed.keys().next().value!);
      signed.set(token, claims);
    }
    return claims;
  };
  // Times are checked here against our clock (not the library's), so tests can move time and refresh can
  // allow grace. A token issued (or a session started) in the future beyond a minute of skew is refused.
  const check = async (token: string) => {
    try {
      const claims = await signatureChecked(token);
      return claims && claims.iat <= seconds() + 60 && claims.auth_time <= seconds() + 60 ? claims : null;
    } catch {
      return null;
    }
  };
  return {
    ttlSeconds,
    async issue(subject, session) {
      const iat = seconds();
      const claims: TokenClaims = {
        sub: subject.email,
        role: subject.role,
        uid: subject.id,
        ver: subject.tokenVersion,
        auth_time: session?.authTime ?? iat,
        sid: session?.sid ?? crypto.randomUUID(),
        iat,
        exp: iat + ttlSeconds,
      };
      return sign({ ...claims }, await key, 'HS256');
    },
    async verifyAccess(token) {
      const claims = await check(token);
      return claims && claims.exp > seconds() ? claims : null;
    },
    async digest(purpose, text) {
      const mac = await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(`${purpose}\n${text}`));
      return Buffer.from(mac).toString('base64url');
    },
    async verifyForRefresh(token) {
      const claims = await check(token);
      if (!claims) return null;
      const now = seconds();
      return now - claims.exp < REFRESH_GRACE_SECONDS && now - claims.auth_time <= SESSION_MAX_AGE_SECONDS ? claims : null;
    },
  };
}
