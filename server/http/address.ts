/** The caller's address, for the throttles: the connection's, or with TRUST_PROXY the one our proxy saw. */
import type { Context } from 'hono';
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * With `trustProxy` (TRUST_PROXY=true, only behind a reverse proxy that sets X-Forwarded-For), the last
 * address of that header: the one our proxy appended, which the client cannot forge. Otherwise the
 * header is ignored: anyone could send it. Counted as `throttledAddress` writes it.
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const last = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return throttledAddress(last.slice(0, 64));
  }
  try {
    return throttledAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/**
 * One caller, as the throttles count it. An IPv4 address as it is (also when written as IPv6,
 * `::ffff:a.b.c.d`). An IPv6 address as its /64 network: a home or a server is given a whole /64 and may
 * use any of its 2⁶⁴ addresses, so counting each address apart would give an attacker a new count for
 * every request. A port after the address is left out. Anything else (a proxy's odd header) as it came.
 */
export function throttledAddress(address: string): string {
  // Some proxies append the client's port ('203.0.113.5:4711', '[2001:db8::1]:4711'): a new one per
  // connection, so it is no part of the caller.
  const unported = /^\[([^\]]+)\](?::\d+)?$/.exec(address)?.[1] ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address)?.[1] ?? address;
  const bare = unported.replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill('0');
  return [...first, ...zeros, ...last].map((g) => parseInt(g, 16));
}
