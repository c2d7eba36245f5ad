/**
 * Security headers on every answer (docs/api.md, "Headers"). The app has no inline script (index.html
 * loads one module file), so scripts come from our origin only; Mantine sets inline styles, hence
 * 'unsafe-inline' for styles and nothing else.
 */
import type { Context, MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Served over HTTPS: directly, or (with TRUST_PROXY) as our reverse proxy says. */
function overHttps(c: Context, trustProxy: boolean): boolean {
  // The adapter writes the URL with a lower-case scheme (an absolute request target is normalized): a
  // prefix test, without parsing the URL on every answer.
  if (c.req.url.startsWith('https:')) return true;
  return trustProxy && (c.req.header('x-forwarded-proto') ?? '').split(',')[0].trim() === 'https';
}

export function securityHeaders(options: { trustProxy?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // An answer may bring a stricter policy of its own (stored images are sandboxed).
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Permissions-Policy', PERMISSIONS_POLICY);
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (overHttps(c, options.trustProxy ?? false)) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
