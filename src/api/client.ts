/**
 * The two HTTP clients (docs/product.md: Calls): the auth service and the main API, each on its configured base
 * (same origin by default). Every request carries the bearer token when one exists.
 */
import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { TOKEN_STORAGE_KEY } from '../../domain/constants';
import { observeServerDate } from '../../domain/clock';
import { errorCodeOf } from '../../domain/errorBody';
import type { ErrorCode } from '../../domain/errors';

const AUTH_BASE = `${import.meta.env.VITE_AUTH_URL ?? ''}/auth`;
const API_BASE = `${import.meta.env.VITE_API_URL ?? ''}/api/v1`;

export const authHttp = axios.create({ baseURL: AUTH_BASE });
export const apiHttp = axios.create({ baseURL: API_BASE });

export const storedToken = () => localStorage.getItem(TOKEN_STORAGE_KEY);

function withBearer(config: InternalAxiosRequestConfig) {
  const token = storedToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}
authHttp.interceptors.request.use(withBearer);
apiHttp.interceptors.request.use(withBearer);

/** Every answer, error or not, tells the server's time: the rules' clock follows it (domain/clock.ts). */
for (const http of [authHttp, apiHttp]) {
  http.interceptors.response.use(
    (response) => {
      observeServerDate(response.headers.date as string | undefined);
      return response;
    },
    (error: AxiosError) => {
      observeServerDate(error.response?.headers.date as string | undefined);
      throw error;
    },
  );
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A call of the session itself (user load, renewal): its 401 goes to the session machine, not here. */
    sessionCall?: boolean;
  }
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

apiHttp.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as (InternalAxiosRequestConfig & { _retried?: boolean }) | undefined;
  // WRONG_PASSWORD is a 401 about a mistyped current password (docs/api.md, "Sessions"), not an ended session.
  if (
    error.response?.status === 401 &&
    errorCode(error) !== 'WRONG_PASSWORD' &&
    config &&
    !config._retried &&
    !config.sessionCall &&
    onUnauthorized
  ) {
    config._retried = true;
    const tokenUsed = String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '') || null;
    if (tokenUsed && (await onUnauthorized(tokenUsed))) return apiHttp.request(withBearer(config));
  }
  throw error;
});

/** The server's Spanish message when it sent one, else the screen's fallback (docs/product.md: Calls, Messages). */
export function errorMessage(error: unknown, fallback: string): string {
  const message = (error as AxiosError<{ message?: unknown }>)?.response?.data?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The stable code of the server's error answer (domain/errors.ts); the client branches on it, never on the message. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return errorCodeOf(error);
}

export function errorStatus(error: unknown): number | undefined {
  return (error as AxiosError)?.response?.status;
}

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
