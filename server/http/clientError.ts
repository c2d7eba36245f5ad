/**
 * Requests refused before the app sees them are answered like every other refusal, `{code, message}` in
 * Spanish with the security headers (docs/api.md), not with an empty 400 or 431:
 * - those Node's HTTP parser refuses (headers over Node's 16 KB, a request line that is no HTTP);
 * - those the adapter cannot turn into a web request (a backslash in the path, a host header that is no
 *   host, an absolute URL of another scheme, `OPTIONS *`): `adapterErrors` is its error handler.
 */
import { RequestError, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import * as MSG from '../../domain/messages';
import { CONTENT_SECURITY_POLICY, FIXED_HEADERS } from './headers';

const HEADERS: [string, string][] = [
  ['Content-Type', 'application/json; charset=UTF-8'],
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ...FIXED_HEADERS,
];

const MALFORMED = JSON.stringify({ code: 'MALFORMED_REQUEST', message: MSG.general.malformedRequest });
const HEADERS_TOO_LARGE = JSON.stringify({ code: 'HEADERS_TOO_LARGE', message: MSG.general.headersTooLarge });
const INTERNAL = JSON.stringify({ code: 'INTERNAL', message: MSG.general.internal });

export function answerClientErrors(server: ServerType): void {
  // An HTTP/1 server, as `serve` makes it.
  (server as Server).on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset or closed mid-request has nobody left to answer; one too slow to send its request
    // (Node's request timeout) is let go.
    if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || !socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = tooLarge ? HEADERS_TOO_LARGE : MALFORMED;
    const head = HEADERS.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
        `${head}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** The adapter's error handler: a request it could not make is malformed (400); anything else failed here (500). */
export function adapterErrors(error: unknown): Response {
  const malformed = error instanceof RequestError;
  return new Response(malformed ? MALFORMED : INTERNAL, { status: malformed ? 400 : 500, headers: HEADERS });
}
