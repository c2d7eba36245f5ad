/** Settings from the environment (README lists them). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  seedDemo: boolean;
  staticRoot: string;
}

/** JWT_SECRET, else a secret generated once and kept under DATA_DIR so tokens survive restarts. */
function jwtSecret(dataDir: string): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
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

export function loadConfig(env = process.env): Config {
  const dataDir = env.DATA_DIR ?? './data';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecret(dataDir),
    tokenTtlSeconds: parseDuration(env.TOKEN_TTL ?? '1h'),
    seedDemo: env.SEED_DEMO !== 'false',
    staticRoot: env.STATIC_ROOT ?? './dist',
  };
}
