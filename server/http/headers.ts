/**
 * Security headers on every answer (docs/api.md, "Headers"). Scripts come from our origin only, but for the
 * app's one inline script (src/boot.js, which the build writes into every page), allowed by its hash; Mantine
 * sets inline styles, hence 'unsafe-inline' for styles and nothing else.
 */
import { createHash } from 'node:crypto';
import { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';

/** The CSP with, besides our origin's files, the inline scripts of these hashes ('sha256-…'). */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** The policy of an answer that carries no page (the API's, a refused request's). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The hashes of the inline scripts of these pages, as a CSP names them. */
export function inlineScriptHashes(pages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const [, code] of page.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`sha256-${createHash('sha256').update(code).digest('base64')}`);
    }
  }
  return [...hashes];
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Served over HTTPS: directly, or (with TRUST_PROXY) as our reverse proxy says. */
export function overHttps(c: Context, trustProxy: boolean): boolean {
  // The adapter writes the URL with a lower-case scheme (an absolute request target is normalized): a
  // prefix test, without parsing the URL on every answer.
  if (c.req.url.startsWith('https:')) return true;
  return trustProxy && (c.req.header('x-forwarded-proto') ?? '').split(',')[0].trim() === 'https';
}

/** The headers every answer carries whatever the request, in the order they are written. */
export const FIXED_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];
const HSTS = 'max-age=31536000; includeSubDomains';

/** Node's response, when the app is served by @hono/node-server (its `env`); absent under `app.request`. */
const nodeResponseOf = (c: Context): ServerResponse | undefined => {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
};

/** `scriptHashes`: the inline scripts of the pages served (`inlineScriptHashes`). */
export function securityHeaders(options: { trustProxy?: boolean; scriptHashes?: readonly string[] } = {}): MiddlewareHandler {
  const trustProxy = options.trustProxy ?? false;
  const policy = contentSecurityPolicy(options.scriptHashes);
  return async (c, next) => {
    const outgoing = nodeResponseOf(c);
    if (outgoing) {
      // Served by Node: the headers go on Node's response before the answer is made, and the answer's own
      // headers are merged over them when it is written (writeHead gives those precedence, so stored
      // images keep their stricter policy). Setting them on the answer instead would turn the adapter's
      // plain header object into a web Headers object, a few per cent of a small answer's CPU.
      outgoing.setHeader('Content-Security-Policy', policy);
      for (const [name, value] of FIXED_HEADERS) outgoing.setHeader(name, value);
      if (overHttps(c, trustProxy)) outgoing.setHeader('Strict-Transport-Security', HSTS);
      return next();
    }
    await next();
    const h = c.res.headers;
    // An answer may bring a stricter policy of its own (stored images are sandboxed).
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', policy);
    for (const [name, value] of FIXED_HEADERS) h.set(name, value);
    if (overHttps(c, trustProxy)) h.set('Strict-Transport-Security', HSTS);
  };
}

/**
 * `Cache-Control: no-store` on every answer of the API and the auth service that sets no caching of its own
 * (stored images and the calendar feed do): an answer may carry personal data (a profile's document number,
 * a roster's cellphones), which neither the browser's disk cache of a shared computer nor a proxy may keep.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    const outgoing = nodeResponseOf(c);
    if (outgoing) {
      // As above: the answer's own Cache-Control, when it has one, is merged over this one when it is written.
      outgoing.setHeader('Cache-Control', 'no-store');
      return next();
    }
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
