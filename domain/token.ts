/**
 * Reading a session token on the device, without trusting the device's clock (docs/architecture.md,
 * "Session"). The skew is measured once, when a token arrives fresh from the server: its `iat` is the
 * server's "now", so `Date.now() - iat` is how far the device's clock is off.
 */
import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from './types';

export function decodeClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<TokenClaims>(token);
    return typeof claims.exp === 'number' && typeof claims.iat === 'number' && typeof claims.sub === 'string' ? claims : null;
  } catch {
    return null;
  }
}

/** How far ahead (positive) or behind the device's clock runs, measured on a token just issued. */
export const clockSkewMs = (claims: Pick<TokenClaims, 'iat'>, deviceNow: number = Date.now()): number => deviceNow - claims.iat * 1000;

/** A token is renewed a minute before it expires (or halfway through a life shorter than two minutes). */
const RENEW_AHEAD_MS = 60_000;
/** setTimeout holds at most ~24.8 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds from now, on the device's clock corrected by the skew, until the token should be renewed. */
export function renewDelayMs(claims: Pick<TokenClaims, 'iat' | 'exp'>, skewMs: number, deviceNow: number = Date.now()): number {
  const lifetime = (claims.exp - claims.iat) * 1000;
  const renewAt = claims.iat * 1000 + skewMs + Math.max(lifetime - RENEW_AHEAD_MS, lifetime / 2);
  return Math.min(Math.max(renewAt - deviceNow, 0), MAX_TIMER_MS);
}
