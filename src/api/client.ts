/**
 * The two HTTP clients (docs/product.md: Calls): the auth service and the main API, each on its configured base
 * (same origin by default). Every request carries the bearer token when one exists. They are a thin layer
 * over `fetch` (a first visit downloads no HTTP library): JSON in and out, query parameters, the server's
 * clock from every answer's `Date` header, and a refused request thrown as an error whose `response`
 * holds the status and the `{code, message}` body; a request that got no answer has no `response`.
 */
import { TOKEN_STORAGE_KEY } from '../../domain/constants';
import { observeServerDate } from '../../domain/clock';
import { errorCodeOf } from '../../domain/errorBody';
import { failureReasonOf } from '../../machines/failureReason';
import type { ErrorCode } from '../../domain/errors';

const AUTH_BASE = `${import.meta.env.VITE_AUTH_URL ?? ''}/auth`;
const API_BASE = `${import.meta.env.VITE_API_URL ?? ''}/api/v1`;

export interface RequestConfig {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Query parameters; undefined and null ones are left out. */
  params?: Record<string, string | number | boolean | null | undefined> | object;
  /** A plain object or array is sent as JSON, a FormData as multipart; null or undefined sends no body. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A call of the session itself (user load, renewal): its 401 goes to the session machine, not to the 401 handler. */
  sessionCall?: boolean;
  /** A file's type (say 'text/csv') when the answer is one, read as text; JSON otherwise. */
  accept?: string;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * A request that failed: with `response` when the server answered (any status but 2xx), without when it did
 * not (offline, aborted, or no answer within the time limit).
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly config: RequestConfig,
    readonly response?: HttpResponse<unknown>,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** How long a request (an upload aside) waits for the server's answer; see `requestSignal`. */
const ANSWER_TIMEOUT_MS = 20_000;

/**
 * How long a request waits for the server's answer before it fails as one that got none ('No hay conexión
 * con el servidor…' and 'Reintentar', instead of loading forever on a connection that hangs): 20 s, 2 minutes
 * for a picture's upload. The caller's own signal (a load that was left) still aborts it.
 */
function requestSignal(config: RequestConfig, upload: boolean): AbortSignal {
  const limit = AbortSignal.timeout(upload ? 120_000 : ANSWER_TIMEOUT_MS);
  // AbortSignal.any is newer than the browsers the app supports: without it, the caller's signal alone.
  return config.signal ? (AbortSignal.any?.([config.signal, limit]) ?? config.signal) : limit;
}

export const storedToken = () => localStorage.getItem(TOKEN_STORAGE_KEY);

function query(params: RequestConfig['params']): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return '';
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

type Send = <T>(config: RequestConfig) => Promise<HttpResponse<T>>;

/** One client on a base URL: `get`, `post`, `put`, `delete` and `request`, each resolving with `{ data, status, headers }`. */
export function createHttp(baseURL: string, retry?: (error: HttpError, send: Send) => Promise<HttpResponse<unknown>>) {
  const send: Send = async <T>(config: RequestConfig) => {
    const headers: Record<string, string> = { Accept: config.accept ?? 'application/json', ...config.headers };
    const token = storedToken();
    if (token && !config.headers?.Authorization) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (config.data instanceof FormData) body = config.data;
    else if (config.data !== undefined && config.data !== null) {
      body = JSON.stringify(config.data);
      headers['Content-Type'] = 'application/json';
    }
    let res: Response;
    try {
      res = await fetch(`${baseURL}${config.url}${query(config.params)}`, {
        method: config.method ?? 'GET',
        headers,
        body,
        signal: requestSignal(config, body instanceof FormData),
      });
    } catch (cause) {
      throw new HttpError('Network Error', { ...config, headers }, undefined, cause);
    }
    const data = await readBody(res).catch(() => '');
    // A success that is not our JSON (or the file asked for) is some other page answering for the server (a Wi-Fi's
    // log-in portal, a proxy's notice): no answer from it, never data to show as an empty list or a missing team.
    const type = res.headers.get('content-type') ?? '';
    const ours = config.accept ? type.startsWith(config.accept) : typeof data !== 'string' && type.includes('json');
    if (res.ok && data !== '' && !ours) {
      throw new HttpError('Network Error', { ...config, headers }, undefined, new Error(`${res.status} ${res.headers.get('content-type')}`));
    }
    // Every answer, error or not, tells the server's time: the rules' clock follows it (domain/clock.ts).
    observeServerDate(res.headers.get('date'));
    const response: HttpResponse<unknown> = { data, status: res.status, headers: res.headers };
    if (!res.ok) throw new HttpError(`Request failed with status code ${res.status}`, { ...config, headers }, response);
    return response as HttpResponse<T>;
  };
  const request = <T>(config: RequestConfig): Promise<HttpResponse<T>> =>
    retry
      ? (send<T>(config).catch((e: unknown) => (e instanceof HttpError ? retry(e, send) : Promise.reject(e))) as Promise<HttpResponse<T>>)
      : send<T>(config);
  type Options = Omit<RequestConfig, 'url' | 'method' | 'data'>;
  return {
    request,
    get: <T>(url: string, options?: Options) => request<T>({ ...options, url, method: 'GET' }),
    delete: <T>(url: string, options?: Options) => request<T>({ ...options, url, method: 'DELETE' }),
    post: <T>(url: string, data?: unknown, options?: Options) => request<T>({ ...options, url, data, method: 'POST' }),
    put: <T>(url: string, data?: unknown, options?: Options) => request<T>({ ...options, url, data, method: 'PUT' }),
    patch: <T>(url: string, data?: unknown, options?: Options) => request<T>({ ...options, url, data, method: 'PATCH' }),
  };
}

/**
 * What the API does on a 401: the session is told which token was refused (it renews once, or ends)
 * and, once it settles, the request is tried once more if the session holds a new token. Set by the
 * session (src/session/session.ts).
 */
let onUnauthorized: ((tokenUsed: string | null) => Promise<boolean>) | null = null;
export function setUnauthorizedHandler(handler: typeof onUnauthorized) {
  onUnauthorized = handler;
}

async function renewOn401(error: HttpError, send: Send): Promise<HttpResponse<unknown>> {
  const { config } = error;
  // WRONG_PASSWORD is a 401 about a mistyped current password (docs/api.md, "Sessions"), not an ended session.
  if (error.response?.status === 401 && errorCode(error) !== 'WRONG_PASSWORD' && !config.sessionCall && onUnauthorized) {
    const tokenUsed = (config.headers?.Authorization ?? '').replace(/^Bearer /, '') || null;
    // Tried once more, with the renewed token (the stored one, not the refused one); a second 401 is the caller's.
    if (tokenUsed && (await onUnauthorized(tokenUsed))) {
      const { Authorization: _refused, ...headers } = config.headers ?? {};
      return send({ ...config, headers });
    }
  }
  throw error;
}

export const authHttp = createHttp(AUTH_BASE);
export const apiHttp = createHttp(API_BASE, renewOn401);

/**
 * The server's Spanish message when it sent one; else 'No hay conexión…' when no answer came, the server
 * failing on a 5xx, or the screen's fallback (docs/product.md: Calls, Messages).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return failureReasonOf(error, fallback);
}

/** The stable code of the server's error answer (domain/errors.ts); the client branches on it, never on the message. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return errorCodeOf(error);
}

export function errorStatus(error: unknown): number | undefined {
  return (error as HttpError | null | undefined)?.response?.status;
}

/**
 * The <img> attributes of a picture in a list, shown `px` wide and high: its size stated (no layout shift
 * when it arrives) and loaded only as it nears the screen.
 */
export const listImage = (px: number) => ({ width: px, height: px, loading: 'lazy' as const, decoding: 'async' as const });

/** Pictures shown at most this wide (CSS px) use the server's small variant (128 px: sharp on 2x screens). */
export const SMALL_IMAGE_MAX_PX = 64;

/**
 * The bytes of an image go to the server's full URL when the API runs on another origin. An avatar or a
 * list's picture shown at `shownPx` or less asks for the small variant (docs/api.md, "Images"), not the
 * 1024 px image.
 */
/**
 * Where a program outside the app reaches the server (a calendar app reading the team's feed): the API's
 * own address when it runs on another origin (VITE_API_URL), else the page's origin.
 */
export const serverBase = (): string => import.meta.env.VITE_API_URL || window.location.origin;

export function assetUrl(path: string | null | undefined, shownPx?: number): string | undefined {
  if (!path) return undefined;
  if (!path.startsWith('/api/')) return path;
  const small = shownPx !== undefined && shownPx <= SMALL_IMAGE_MAX_PX && /^\/api\/v1\/images\/[0-9a-f]{64}$/.test(path);
  return `${import.meta.env.VITE_API_URL ?? ''}${path}${small ? '/small' : ''}`;
}

/** Whether the server can be reached now (its `/health`): a reload of the page would get the app back. */
export async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/health', { cache: 'no-store', signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) })).ok;
  } catch {
    return false;
  }
}
