/** Settings from the environment (README lists them). */
import { createECDH, randomBytes } from 'node:crypto';
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
  /** TEAM_BOOKINGS_PER_DAY: bookings a team may make or move in a day. */
  teamBookingsPerDay: number;
  /** MEMBER_ADDS_PER_DAY: times a team's owner may add the same player in a day. */
  memberAddsPerDay: number;
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: the server's Web Push identity (services/push.ts). */
  vapid: VapidKeys;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for the push services: a `mailto:` or `https:` address. */
  subject: string;
}

/** A new VAPID pair as Web Push writes it (RFC 8292): a P-256 key, the public point uncompressed, both base64url. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const key = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - key.length), key]).toString('base64url'),
  };
}

/** Said to the push services unless VAPID_SUBJECT names the operator's own contact. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:avisos@canchas.co';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither), else a pair generated once and kept under DATA_DIR
 * (`vapid.json`, 0600), so the devices subscribed stay subscribed across restarts. Several processes must share one
 * pair (a device is subscribed to one public key): set the variables then.
 */
export function vapidKeys(env: Record<string, string | undefined>, dataDir: string): VapidKeys {
  const subject = env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT;
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT debe empezar por mailto: o https://: ${subject}`);
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) throw new Error('VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas: falta una.');
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = join(dataDir, 'vapid.json');
  ensureDataDir(dataDir);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  }
  const pair = generateVapidKeys();
  writeFileSync(file, JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey }), { mode: 0o600 });
  return { ...pair, subject };
}

/**
 * Accounts one address may create in an hour when REGISTRATIONS_PER_HOUR is not set (server/auth/throttle.ts): a team
 * signing up together on a field's Wi-Fi, or many phones behind a mobile carrier's shared address, are one address.
 */
export const REGISTRATIONS_PER_HOUR = 20;

/**
 * Bookings a team may make or move in a day, and times its owner may add the same player in a day, when
 * TEAM_BOOKINGS_PER_DAY and MEMBER_ADDS_PER_DAY are not set (server/auth/throttle.ts): each tells somebody else (the
 * field's administrator, the player) with the team's name, which its owner may change at will.
 */
export const TEAM_BOOKINGS_PER_DAY = 20;
export const MEMBER_ADDS_PER_DAY = 3;

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
    teamBookingsPerDay: positiveInteger('TEAM_BOOKINGS_PER_DAY', env.TEAM_BOOKINGS_PER_DAY, TEAM_BOOKINGS_PER_DAY),
    memberAddsPerDay: positiveInteger('MEMBER_ADDS_PER_DAY', env.MEMBER_ADDS_PER_DAY, MEMBER_ADDS_PER_DAY),
    vapid: vapidKeys(env, dataDir),
  };
}
