import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('data'),
  SESSION_SECRET: z.string().min(32).optional(),
  SEED_DEMO: booleanFlag.default(true),
  MAINTENANCE_MODE: booleanFlag.default(false),
  MAINTENANCE_BYPASS_TOKEN: z.string().min(8).optional(),
  CART_HOLD_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(7200)
    .default(15 * 60),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('dist/web'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  sessionSecret: string;
  seedDemo: boolean;
  maintenance: { enabled: boolean; bypassToken: string | undefined };
  catalogueCacheMs: number;
  /** How long a cart holds its seats. */
  cartHoldSeconds: number;
  logLevel: string;
  webDist: string;
}

/** Reads the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET)
    throw new Error(
      'Invalid configuration:\n  SESSION_SECRET: required in production (32+ characters)',
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR, 'pglite') },
    // Outside production a fresh secret per boot is fine: nothing signed must outlive a restart.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    seedDemo: e.SEED_DEMO,
    maintenance: { enabled: e.MAINTENANCE_MODE, bypassToken: e.MAINTENANCE_BYPASS_TOKEN },
    catalogueCacheMs: e.CATALOGUE_CACHE_MS,
    cartHoldSeconds: e.CART_HOLD_SECONDS,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
  };
}
