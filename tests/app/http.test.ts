/**
 * The axios setup (src/api/http.ts) against a real HTTP server on a free port: the bearer token, JSON and
 * query parameters, errors read as {code, message}, a request with no answer, a captive portal's page, the
 * server's clock from the Date header, cancellation and time limits, and the one renewal and retry on a 401
 * (docs/architecture.md, "HTTP").
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAxiosError } from 'axios';
import { createActor } from 'xstate';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appNow } from '../../domain/clock';
import * as MSG from '../../domain/messages';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler = (_req, _body, res) => res.end();
const seen: { method?: string; url?: string; authorization?: string; contentType?: string; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, contentType: req.headers['content-type'], body });
    handler(req, body, res);
  });
});
const json = (res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(data));
};

const store = new Map<string, string>();
let client: typeof import('../../src/api/http');
let base = '';

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  client = await import('../../src/api/http');
  // The app calls same-origin paths; here they go to the test server.
  client.apiHttp.defaults.baseURL = `${base}/api/v1`;
  client.authHttp.defaults.baseURL = `${base}/auth`;
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});
beforeEach(() => {
  seen.length = 0;
  store.clear();
  client.setUnauthorizedHandler(null);
});

describe('the HTTP setup (axios)', () => {
  it('sends the stored token, JSON and query parameters (none undefined), and resolves with the answer', async () => {
    store.set('token', 'tok-1');
    handler = (_req, _body, res) => json(res, 200, { ok: true });
    const answer = await client.apiHttp.post<{ ok: boolean }>('/team', { name: 'Los Costeños' }, { params: { page: 0, size: 5, date: undefined } });
    expect(answer.data).toEqual({ ok: true });
    expect(answer.status).toBe(200);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/team?page=0&size=5',
      authorization: 'Bearer tok-1',
      contentType: 'application/json',
    });
    expect(JSON.parse(seen[0].body)).toEqual({ name: 'Los Costeños' });
  });

  it('a refusal is an error whose code, message and status the app reads', async () => {
    handler = (_req, _body, res) => json(res, 409, { code: 'TEAM_HAS_ACTIVE_RESERVATION', message: 'El equipo ya tiene una reserva activa.' });
    const error = await client.apiHttp.get('/team/1').catch((e: unknown) => e);
    expect(isAxiosError(error)).toBe(true);
    expect(client.errorStatus(error)).toBe(409);
    expect(client.errorCode(error)).toBe('TEAM_HAS_ACTIVE_RESERVATION');
    expect(client.errorMessage(error, 'otro')).toBe('El equipo ya tiene una reserva activa.');
  });

  it('a request that gets no answer has no status, and its message says there is no connection, not the action’s fallback', async () => {
    handler = (req) => req.socket.destroy();
    const error = await client.apiHttp.get('/field/active').catch((e: unknown) => e);
    expect(client.errorStatus(error)).toBeUndefined();
    expect(client.errorMessage(error, 'Falló la autenticación')).toBe(MSG.failure.offline);
  });

  it("a success that is not the server's JSON (a Wi-Fi's log-in page) is no answer: no data, the no-connection message", async () => {
    for (const [type, body] of [
      ['text/html', '<html><body>Inicia sesión en la red WiFi</body></html>'],
      ['application/json', '<html>'],
    ]) {
      handler = (_req, _body, res) => {
        res.writeHead(200, { 'content-type': type });
        res.end(body);
      };
      const error = await client.apiHttp.get('/team/1').catch((e: unknown) => e);
      expect(isAxiosError(error), type).toBe(true);
      expect(client.errorStatus(error)).toBeUndefined();
      expect(client.errorMessage(error, 'otro')).toBe(MSG.failure.offline);
    }
  });

  it('a file asked for by its type (a CSV) is its text; a log-in page in its place is no answer', async () => {
    handler = (req, _body, res) => {
      res.writeHead(200, { 'content-type': req.headers.accept === 'text/csv' ? 'text/csv; charset=utf-8' : 'text/html' });
      res.end('Fecha;Total\r\n2026-11-27;90000\r\n');
    };
    const file = await client.apiHttp.get<string>('/reservation/field/1/download', { accept: 'text/csv' });
    expect(file.data).toBe('Fecha;Total\r\n2026-11-27;90000\r\n');
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Inicia sesión en la red WiFi</body></html>');
    };
    const error = await client.apiHttp.get('/reservation/field/1/download', { accept: 'text/csv' }).catch((e: unknown) => e);
    expect(client.errorMessage(error, 'otro')).toBe(MSG.failure.offline);
  });

  it("every answer's Date header sets the app's clock, errors included", async () => {
    const serverNow = new Date(Date.now() + 3 * 3600_000);
    handler = (_req, _body, res) => json(res, 404, { code: 'NOT_FOUND', message: 'No existe.' }, { date: serverNow.toUTCString() });
    await client.apiHttp.get('/team/99').catch(() => undefined);
    expect(Math.abs(appNow().getTime() - serverNow.getTime())).toBeLessThan(5_000);
    handler = (_req, _body, res) => json(res, 200, [], { date: new Date().toUTCString() });
    await client.apiHttp.get('/field/active');
    expect(Math.abs(appNow().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('a 401 asks the session once and retries with the renewed token; a second 401 is the caller’s', async () => {
    store.set('token', 'old');
    const asked: (string | null)[] = [];
    client.setUnauthorizedHandler(async (tokenUsed) => {
      asked.push(tokenUsed);
      store.set('token', 'new');
      return true;
    });
    handler = (req, _body, res) =>
      req.headers.authorization === 'Bearer new' ? json(res, 200, { id: 1 }) : json(res, 401, { code: 'UNAUTHORIZED', message: 'Sesión vencida.' });
    expect((await client.apiHttp.get('/team/1')).data).toEqual({ id: 1 });
    expect(asked).toEqual(['old']);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer new']);

    seen.length = 0;
    handler = (_req, _body, res) => json(res, 401, { code: 'UNAUTHORIZED', message: 'Sesión vencida.' });
    const error = await client.apiHttp.get('/team/1').catch((e: unknown) => e);
    expect(client.errorStatus(error)).toBe(401);
    expect(seen).toHaveLength(2);
  });

  it('the notice stream refused with 401 tells the session too, which renews the token as for a request', async () => {
    store.set('token', 'tok-lapsed');
    const told: (string | null)[] = [];
    client.setUnauthorizedHandler(async (token) => {
      told.push(token);
      return false;
    });
    handler = (_req, _body, res) => json(res, 401, { code: 'SESSION_INVALID', message: MSG.auth.sessionInvalid });
    // The stream's library reads the page's window and document; its requests go to the test server.
    const page = globalThis as { window?: unknown; document?: unknown };
    page.window = { fetch: (url: string, init: RequestInit) => fetch(`${base}${url}`, init), setTimeout, clearTimeout };
    page.document = { hidden: false, addEventListener: () => {}, removeEventListener: () => {} };
    const { noticeStream } = await import('../../src/layout/noticesApi');
    const stream = createActor(noticeStream, { input: { lastEventId: null } }).start();
    try {
      await vi.waitFor(() => expect(told).toEqual(['tok-lapsed']));
      expect(seen[0]).toMatchObject({ url: '/api/v1/notification/stream', authorization: 'Bearer tok-lapsed' });
    } finally {
      stream.stop();
      delete page.window;
      delete page.document;
    }
  });

  it('a notice stream stopped while its library downloads never connects', async () => {
    store.set('token', 'tok');
    handler = () => undefined; // a stream that connected would stay open
    const page = globalThis as { window?: unknown; document?: unknown };
    page.window = { fetch: (url: string, init: RequestInit) => fetch(`${base}${url}`, init), setTimeout, clearTimeout };
    page.document = { hidden: false, addEventListener: () => {}, removeEventListener: () => {} };
    const { noticeStream } = await import('../../src/layout/noticesApi');
    try {
      createActor(noticeStream, { input: { lastEventId: null } })
        .start()
        .stop();
      // The library has come (the import resolves once for every importer) and a request would have been sent by now.
      await import('@microsoft/fetch-event-source');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([]);
    } finally {
      delete page.window;
      delete page.document;
    }
  });

  it('no renewal for a mistyped current password, for the session’s own calls, or for the auth service', async () => {
    store.set('token', 'tok');
    const asked: (string | null)[] = [];
    client.setUnauthorizedHandler(async (t) => {
      asked.push(t);
      return true;
    });
    handler = (_req, _body, res) => json(res, 401, { code: 'WRONG_PASSWORD', message: 'La contraseña actual no es correcta.' });
    expect(client.errorCode(await client.apiHttp.put('/user/password', {}).catch((e: unknown) => e))).toBe('WRONG_PASSWORD');
    handler = (_req, _body, res) => json(res, 401, { code: 'UNAUTHORIZED', message: 'Sesión vencida.' });
    await client.apiHttp.get('/user/player/by-email', { headers: { Authorization: 'Bearer given' }, sessionCall: true }).catch(() => undefined);
    await client.authHttp.post('/authenticate/player', { email: 'a@b.co', password: 'x' }).catch(() => undefined);
    expect(asked).toEqual([]);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer tok', 'Bearer given', 'Bearer tok']);
  });

  it('a request the caller cancels is one with no answer; one that gets no answer in time says the server is slow', async () => {
    handler = () => undefined; // never answers
    const leaving = new AbortController();
    const cancelled = client.apiHttp.get('/field/active', { signal: leaving.signal }).catch((e: unknown) => e);
    leaving.abort();
    const error = await cancelled;
    expect(client.errorStatus(error)).toBeUndefined();
    expect(client.errorMessage(error, 'otro')).toBe(MSG.failure.offline);
    const late = await client.apiHttp.get('/field/active', { timeout: 50 }).catch((e: unknown) => e);
    expect((late as { code?: string }).code).toBe('ETIMEDOUT');
    expect(client.errorStatus(late)).toBeUndefined();
    expect(client.errorMessage(late, 'otro')).toBe(MSG.failure.slow);
  });

  it('an upload (a FormData body) waits two minutes for its answer and can be cancelled; other calls wait 20 s', async () => {
    handler = (_req, _body, res) => json(res, 200, { imageUrl: '/api/v1/images/x' });
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const limits = [(await client.apiHttp.post('/team/1/image', body)).config.timeout, (await client.apiHttp.get('/team/1')).config.timeout];
    expect(limits).toEqual([client.UPLOAD_TIMEOUT_MS, client.ANSWER_TIMEOUT_MS]);
    expect(seen[0].contentType).toMatch(/^multipart\/form-data/);
    handler = () => undefined;
    const leaving = new AbortController();
    const upload = client.apiHttp.post('/team/1/image', body, { signal: leaving.signal }).catch((e: unknown) => e);
    leaving.abort();
    expect(client.errorStatus(await upload)).toBeUndefined();
  });

  it('list pictures state their size and load lazily', () => {
    expect(client.listImage(48)).toEqual({ width: 48, height: 48, loading: 'lazy', decoding: 'async' });
  });
});
