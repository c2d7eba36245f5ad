/** HS256 session tokens: sub is the e-mail, role the user's role; refresh accepts a token expired < 7 days. */
import { sign, verify } from 'hono/jwt';
import type { Role } from '../../domain/constants';
import type { TokenClaims } from '../../domain/types';

export const REFRESH_GRACE_SECONDS = 7 * 24 * 3600;

export interface TokenService {
  issue(email: string, role: Role): Promise<string>;
  /** Claims of a valid, unexpired token, or null. */
  verifyAccess(token: string): Promise<TokenClaims | null>;
  /** Claims of a token with a valid signature that expired less than 7 days ago (or not at all), or null. */
  verifyForRefresh(token: string): Promise<TokenClaims | null>;
}

function asClaims(payload: Record<string, unknown>): TokenClaims | null {
  const { sub, role, exp, iat } = payload;
  if (typeof sub !== 'string' || (role !== 'PLAYER' && role !== 'FIELD_ADMIN') || typeof exp !== 'number' || typeof iat !== 'number') {
    return null;
  }
  return { sub, role, exp, iat };
}

export function createTokenService(secret: string, ttlSeconds: number, now = () => Date.now()): TokenService {
  const seconds = () => Math.floor(now() / 1000);
  // Imported once: given the secret as a string, hono/jwt imports it again on every call, which was
  // two thirds of the cost of checking a token (docs/benchmarks.md).
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // Times are checked here against our clock (not the library's), so tests can move time and refresh can
  // allow grace. A token issued in the future (beyond a minute of clock skew) is refused.
  const check = async (token: string) => {
    try {
      const claims = asClaims(await verify(token, await key, { alg: 'HS256', exp: false, nbf: false, iat: false }));
      return claims && claims.iat <= seconds() + 60 ? claims : null;
    } catch {
      return null;
    }
  };
  return {
    async issue(email, role) {
      const iat = seconds();
      return sign({ sub: email, role, iat, exp: iat + ttlSeconds }, await key, 'HS256');
    },
    async verifyAccess(token) {
      const claims = await check(token);
      return claims && claims.exp > seconds() ? claims : null;
    },
    async verifyForRefresh(token) {
      const claims = await check(token);
      return claims && seconds() - claims.exp < REFRESH_GRACE_SECONDS ? claims : null;
    },
  };
}
