/**
 * A request Node's HTTP parser refuses before the app sees it (headers over Node's 16 KB, a request line
 * that is no HTTP) is answered like every other refusal, `{code, message}` in Spanish (docs/api.md), not
 * with Node's empty 400 or 431.
 */
import type { ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import * as MSG from '../../domain/messages';

export function answerClientErrors(server: ServerType): void {
  // An HTTP/1 server, as `serve` makes it.
  (server as Server).on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset or closed mid-request has nobody left to answer; one too slow to send its request
    // (Node's request timeout) is let go.
    if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || !socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify(
      tooLarge
        ? { code: 'HEADERS_TOO_LARGE', message: MSG.general.headersTooLarge }
        : { code: 'MALFORMED_REQUEST', message: MSG.general.malformedRequest },
    );
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
        `Content-Type: application/json; charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
