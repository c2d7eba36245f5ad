/** The caller's address, for the throttles: the connection's, or with TRUST_PROXY the one our proxy saw. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * With `trustProxy` (TRUST_PROXY=true, only behind a reverse proxy that sets X-Forwarded-For), the last
 * address of that header: the one our proxy appended, which the client cannot forge. Otherwise the
 * header is ignored: anyone could send it.
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const last = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
