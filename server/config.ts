/** Settings from the environment (README lists them). */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKING_HORIZON_MAX_DAYS } from '../domain/constants';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  seedDemo: boolean;
  staticRoot: string;
  /** BOOKING_HORIZON_DAYS: the most days ahead any field takes bookings (each field sets its own, up to this). */
  bookingHorizonDays: number;
  /** TRUST_PROXY: read the client's address from X-Forwarded-For (only behind a reverse proxy). */
  trustProxy: boolean;
  /** REGISTRATIONS_PER_HOUR: accounts one address may create in an hour. */
  registrationsPerHour: number;
}

/** Accounts one address may create in an hour when REGISTRATIONS_PER_HOUR is not set (server/auth/throttle.ts). */
export const REGISTRATIONS_PER_HOUR = 5;

/** The data folder, readable by the server's user only (0700), also when it existed already. */
export function ensureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/** The shortest JWT_SECRET taken: 32 characters, the 256 bits HS256 asks of its key (RFC 7518, 3.2). */
export const JWT_SECRET_MIN_LENGTH = 32;

/**
 * JWT_SECRET, else a secret generated once and kept under DATA_DIR so tokens survive restarts. A short one is
 * refused: anyone holding one token (any sign-up gives one) could guess it offline and sign tokens for
 * every account.
 */
function jwtSecret(given: string | undefined, dataDir: string): string {
  if (given) {
    if (given.length < JWT_SECRET_MIN_LENGTH) throw new Error(`JWT_SECRET debe tener al menos ${JWT_SECRET_MIN_LENGTH} caracteres.`);
    return given;
  }
  const file = join(dataDir, 'jwt-secret');
  ensureDataDir(dataDir);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** '1h', '30m', '3600' or '3600s' as seconds. */
export function parseDuration(text: string): number {
  const m = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!m) throw new Error(`TOKEN_TTL no es una duración válida: ${text}`);
  return Number(m[1]) * { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
}

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} debe ser un número entero positivo: ${text}`);
  return n;
}

export function loadConfig(env = process.env): Config {
  const dataDir = env.DATA_DIR ?? './data';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecret(env.JWT_SECRET, dataDir),
    tokenTtlSeconds: parseDuration(env.TOKEN_TTL ?? '1h'),
    // The demo accounts' password is published (README): by default only on the embedded database (a laptop,
    // a demo); on PostgreSQL, where bookings people rely on live, only when SEED_DEMO=true asks for them.
    seedDemo: env.DATABASE_URL ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
    staticRoot: env.STATIC_ROOT ?? './dist',
    bookingHorizonDays: positiveInteger('BOOKING_HORIZON_DAYS', env.BOOKING_HORIZON_DAYS, BOOKING_HORIZON_MAX_DAYS),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    registrationsPerHour: positiveInteger('REGISTRATIONS_PER_HOUR', env.REGISTRATIONS_PER_HOUR, REGISTRATIONS_PER_HOUR),
  };
}
