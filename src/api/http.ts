/**
 * The app's one HTTP setup (docs/architecture.md, "HTTP"): two axios instances, `authHttp` on the auth service and
 * `apiHttp` on the main API, each on its configured base (same origin by default), with interceptors for what every
 * call shares:
 * - the stored bearer token on every request that carries none of its own;
 * - a time limit: 20 s for an answer, 2 minutes for a picture's upload (a FormData body); the caller's `signal`
 *   (a load that was left) still cancels it;
 * - a file asked for by its type (`accept: 'text/csv'`) read as text, JSON otherwise;
 * - the server's clock from every answer's `Date` header, errors included (domain/clock.ts);
 * - a 2xx that is not our JSON (or the file asked for) is a Wi-Fi's log-in portal or a proxy's notice answering for
 *   the server: an error with no `response`, as when no answer came, never data to show;
 * - on the API, one renewal of the session on a 401 and one retry with the renewed token (`renewOn401`).
 * A refused request is an `AxiosError` whose `response` holds the status and the `{code, message}` body; a
 * request that got no answer (offline, cancelled, timed out, a portal) has no `response`.
 */
import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { TOKEN_STORAGE_KEY } from '../../domain/constants';
import { observeServerDate } from '../../domain/clock';
import { errorCodeOf } from '../../domain/errorBody';
import { failureReasonOf } from '../../machines/failureReason';
import type { ErrorCode } from '../../domain/errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A call of the session itself (user load, renewal): its 401 goes to the session machine, not to `renewOn401`. */
    sessionCall?: boolean;
    /** A file's type (say 'text/csv') when the answer is one, read as text; JSON otherwise. */
    accept?: string;
    /** Set on the one retry after a renewal: its own 401 is the caller's. */
    renewed?: boolean;
  }
}

const AUTH_BASE = `${import.meta.env.VITE_AUTH_URL ?? ''}/auth`;
const API_BASE = `${import.meta.env.VITE_API_URL ?? ''}/api/v1`;

/** How long a request waits for the server's answer before it fails as one that got none ('No hay conexión…'). */
export const ANSWER_TIMEOUT_MS = 20_000;
/** The same for a picture's upload, which may take long on a slow connection. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export const storedToken = () => localStorage.getItem(TOKEN_STORAGE_KEY);

/** The token a request was sent with, without 'Bearer '; null when none. */
const tokenOf = (config: InternalAxiosRequestConfig) => String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '') || null;

function prepare(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const upload = typeof FormData !== 'undefined' && config.data instanceof FormData;
  if (!config.timeout) config.timeout = upload ? UPLOAD_TIMEOUT_MS : ANSWER_TIMEOUT_MS;
  config.headers.set('Accept', config.accept ?? 'application/json');
  if (config.accept) config.responseType = 'text';
  const token = storedToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/**
 * Every answer, error or not, tells the server's time: the rules' clock follows it. An answer also says the server is
 * reached again: the worker's 'Sin conexión…' notice on a page it answered from the phone (public/sw.js) goes.
 */
function heard(response: AxiosResponse | undefined) {
  observeServerDate((response?.headers?.['date'] as string | undefined) ?? null);
  if (response) globalThis.document?.getElementById('offline-copy')?.remove();
}

/** A success that is not our JSON (nor the file asked for) is no answer from the server (see the header). */
function answered(response: AxiosResponse): AxiosResponse {
  heard(response);
  const type = String(response.headers['content-type'] ?? '');
  const { accept } = response.config;
  const ours = accept ? type.startsWith(accept) : typeof response.data !== 'string' && type.includes('json');
  if (response.data !== '' && response.data !== undefined && !ours) {
    throw new AxiosError(`Network Error (${response.status} ${type})`, AxiosError.ERR_NETWORK, response.config, response.request);
  }
  return response;
}

function refused(error: unknown): Promise<never> {
  if (axios.isAxiosError(error)) heard(error.response);
  return Promise.reject(error);
}

function createHttp(baseURL: string): AxiosInstance {
  // A request with no answer in its time limit fails as ETIMEDOUT, told apart from a lost connection.
  const http = axios.create({ baseURL, transitional: { clarifyTimeoutError: true } });
  http.interceptors.request.use(prepare);
  http.interceptors.response.use(answered, refused);
  return http;
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

/** A 401 met outside axios (the notice stream): the session is told, as for a request; true when it holds a new token. */
export const tokenRefused = (tokenUsed: string): Promise<boolean> => onUnauthorized?.(tokenUsed) ?? Promise.resolve(false);

async function renewOn401(error: unknown): Promise<AxiosResponse> {
  const config = axios.isAxiosError(error) ? error.config : undefined;
  // WRONG_PASSWORD is a 401 about a mistyped current password (docs/api.md, "Sessions"), not an ended session.
  if (config && errorStatus(error) === 401 && errorCode(error) !== 'WRONG_PASSWORD' && !config.sessionCall && !config.renewed && onUnauthorized) {
    const tokenUsed = tokenOf(config);
    // Tried once more, with the renewed token (the stored one, not the refused one); a second 401 is the caller's.
    if (tokenUsed && (await onUnauthorized(tokenUsed))) {
      config.headers.delete('Authorization');
      return apiHttp.request({ ...config, renewed: true });
    }
  }
  throw error;
}

export const authHttp = createHttp(AUTH_BASE);
export const apiHttp = createHttp(API_BASE);
apiHttp.interceptors.response.use(undefined, renewOn401);

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
  return (error as { response?: { status?: number } } | null | undefined)?.response?.status;
}

/**
 * The <img> attributes of a picture in a list, shown `px` wide and high: its size stated (no layout shift
 * when it arrives) and loaded only as it nears the screen.
 */
export const listImage = (px: number) => ({ width: px, height: px, loading: 'lazy' as const, decoding: 'async' as const });

/** Pictures shown at most this wide (CSS px) use the server's small variant (128 px: sharp on 2x screens). */
export const SMALL_IMAGE_MAX_PX = 64;

/**
 * Where a program outside the app reaches the server (a calendar app reading the team's feed): the API's
 * own address when it runs on another origin (VITE_API_URL), else the page's origin.
 */
export const serverBase = (): string => import.meta.env.VITE_API_URL || window.location.origin;

/**
 * The bytes of an image go to the server's full URL when the API runs on another origin. An avatar or a
 * list's picture shown at `shownPx` or less asks for the small variant (docs/api.md, "Images"), not the
 * 1024 px image.
 */
export function assetUrl(path: string | null | undefined, shownPx?: number): string | undefined {
  if (!path) return undefined;
  if (!path.startsWith('/api/')) return path;
  const small = shownPx !== undefined && shownPx <= SMALL_IMAGE_MAX_PX && /^\/api\/v1\/images\/[0-9a-f]{64}$/.test(path);
  return `${import.meta.env.VITE_API_URL ?? ''}${path}${small ? '/small' : ''}`;
}

/** Whether the server can be reached now (its `/health`, never from the browser's cache): a reload would get the app back. */
export async function serverAnswers(): Promise<boolean> {
  try {
    await axios.get('/health', { timeout: ANSWER_TIMEOUT_MS, params: { at: Date.now() } });
    return true;
  } catch {
    return false;
  }
}
