import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REFUND_PROTECTION_CENTS_PER_TICKET } from '../domain/orders/cart-adjustments.ts';

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
  /** Refund protection's fee per ticket, in cents (spec §9: the amount is not given). */
  REFUND_PROTECTION_CENTS_PER_TICKET: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(DEFAULT_REFUND_PROTECTION_CENTS_PER_TICKET),
  /** How often the scheduler looks for direct debit instalments due (issue 12). */
  RECURRING_CHARGES_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * How long a claimed instalment is left to the process that claimed it: after this another
   * process charges it (same idempotency key). Longer than a provider's slowest answer.
   */
  PLAN_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('dist/web'),
  PUBLIC_URL: z.url().optional(),
  /** Which proxies may say who the client is (X-Forwarded-For); off unless configured. */
  TRUST_PROXY: z.string().default('off'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Maple Street Playhouse <box-office@maplestreetplayhouse.org>'),
  CAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_SECRET_KEY: z.string().optional(),
  CAPTCHA_VERSION: z.enum(['2', '3', '']).optional(),
  CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  CAPTCHA_SCRIPT_URL: z.url().default('https://www.google.com/recaptcha/api.js'),
  /** Origins the provider's script loads its parts from, besides its own (CSP). */
  CAPTCHA_CSP_ORIGINS: z.string().default('https://www.gstatic.com'),
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  CAPTCHA_SIZE: z.enum(['compact', 'normal', 'invisible']).default('compact'),
  CAPTCHA_MODE: z.string().default('base'),
  CAPTCHA_LANGUAGE: z.string().default('en-us'),
  CAPTCHA_HIDE_BADGE: booleanFlag.default(false),
  PAYMENT_PROVIDER: z.enum(['test-gateway', 'stripe']).default('test-gateway'),
  /** Production with the test gateway (a rehearsal, the benches): no payment is real. */
  ALLOW_TEST_PAYMENTS: booleanFlag.default(false),
  /** Spec §4: cancelling orders into account credit is off unless turned on. */
  CANCEL_ORDERS_ENABLED: booleanFlag.default(false),
  /** UK gift aid on donations (spec §3, §9): off for a US theatre. */
  GIFT_AID_ENABLED: booleanFlag.default(false),
  /**
   * How long a gift voucher lasts, in months (spec §9: 24). US federal law (the CARD Act) asks
   * for at least 60 for gift certificates sold to consumers, New York for 108: the server warns
   * at start below 60 (README, configuration).
   */
  GIFT_VOUCHER_VALIDITY_MONTHS: z.coerce.number().int().min(1).max(600).default(24),
  /** The charity as the IRS knows it, on every tax receipt (IRS Publication 1771). */
  ORGANIZATION_LEGAL_NAME: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .default('Maple Street Playhouse, Inc.'),
  ORGANIZATION_EIN: z
    .string()
    .regex(/^[0-9]{2}-[0-9]{7}$/, 'must be an EIN, 12-3456789')
    .default('12-3456789'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
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
  /** Refund protection's fee per ticket, in cents. */
  refundProtectionCentsPerTicket: number;
  /** The direct debit scheduler: how often it runs, and how long its claims last. */
  recurringCharges: { intervalSeconds: number; claimLeaseSeconds: number };
  logLevel: string;
  webDist: string;
  /** Where links in mails point (never taken from a request's Host header). */
  publicUrl: string;
  /**
   * Who may say what the client's address is (X-Forwarded-For, -Host, -Proto): nobody
   * (`false`), the nearest `n` proxies, or proxies at these addresses. Fastify's trustProxy.
   */
  trustProxy: TrustProxy;
  /** SMTP when set; otherwise mail goes to the outbox and the local mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  captcha: CaptchaSettings;
  /** Customers may cancel an order into account credit (until 48 hours before it). */
  cancelOrdersEnabled: boolean;
  /** UK gift aid declarations on donations, and the 25% uplift shown. */
  giftAidEnabled: boolean;
  /** How long an issued gift voucher lasts (GIFT_VOUCHER_VALIDITY_MONTHS). */
  giftVoucherValidityMonths: number;
  /** The charity's legal name and EIN, printed on tax receipts. */
  organization: { legalName: string; ein: string };
  /** Who takes payments: the built-in test gateway (the default) or Stripe Checkout. */
  payment:
    | { provider: 'test-gateway' }
    | { provider: 'stripe'; secretKey: string; webhookSecret: string };
}

export type TrustProxy = false | number | string[];

/** Names of address ranges that Fastify's trustProxy (proxy-addr) knows. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR) or a named range, as proxy-addr takes them. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `0.0.0.0/0`, `::/0`, or `::ffff:0.0.0.0/96` (every IPv4 address mapped into IPv6). */
function isEveryAddress(entry: string): boolean {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  if (bits === 0) return isIP(address) !== 0;
  return bits <= 96 && isIP(address) === 6 && address.startsWith('::ffff:');
}

const EVERY_CLIENT =
  'trusting every client lets anyone choose their address; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16)';

/**
 * TRUST_PROXY: `off` (the default), a hop count, or a comma-separated list of addresses and
 * CIDRs. Trusting every client ("true") is refused: anyone could then pick the address that
 * every per-address rate limit counts (issue 9).
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (['', 'off', 'false', 'no', '0'].includes(text)) return false;
  if (['true', 'on', 'yes', 'all', '*'].includes(text)) throw new Error(EVERY_CLIENT);
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`${hops} proxies is not a plausible hop count (1-10)`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  // A range that holds every IPv4 or IPv6 address trusts every client, as "true" would.
  if (entries.some(isEveryAddress)) throw new Error(`${EVERY_CLIENT}: ${text}`);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0)
    throw new Error(
      `not an address, CIDR or hop count: ${bad.map((b) => JSON.stringify(b)).join(', ')} (expected off, a number of proxies, or addresses such as 10.0.0.2,10.1.0.0/16)`,
    );
  return entries;
}

/** Spec §3 captcha settings; off unless a site key or secret is configured. */
export interface CaptchaSettings {
  enabled: boolean;
  siteKey: string | null;
  secretKey: string | null;
  version: 2 | 3 | null;
  verifyUrl: string;
  scriptUrl: string;
  /** Origins allowed to run script and frames for the captcha, besides the script's own. */
  cspOrigins: string[];
  minScore: number;
  size: 'compact' | 'normal' | 'invisible';
  mode: string;
  language: string;
  hideBadge: boolean;
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
  if (e.PAYMENT_PROVIDER === 'stripe' && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET))
    throw new Error(
      'Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  TRUST_PROXY: ${(error as Error).message}`);
  }
  // A test gateway takes no money: production must not sell tickets for nothing by default.
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'test-gateway') {
    if (!e.ALLOW_TEST_PAYMENTS)
      throw new Error(
        'Invalid configuration:\n  PAYMENT_PROVIDER: the test gateway takes no money; in production set PAYMENT_PROVIDER=stripe, or ALLOW_TEST_PAYMENTS=true for a rehearsal',
      );
    console.warn('PAYMENT_PROVIDER is the test gateway in production: no payment is real');
  }
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
    refundProtectionCentsPerTicket: e.REFUND_PROTECTION_CENTS_PER_TICKET,
    recurringCharges: {
      intervalSeconds: e.RECURRING_CHARGES_INTERVAL_SECONDS,
      claimLeaseSeconds: e.PLAN_CLAIM_LEASE_SECONDS,
    },
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    captcha: {
      enabled: Boolean(e.CAPTCHA_SITE_KEY || e.CAPTCHA_SECRET_KEY),
      siteKey: e.CAPTCHA_SITE_KEY || null,
      secretKey: e.CAPTCHA_SECRET_KEY || null,
      // Spec §9: version 3 unless told otherwise; set but empty is "no version provided".
      version:
        e.CAPTCHA_VERSION === undefined
          ? 3
          : e.CAPTCHA_VERSION === ''
            ? null
            : e.CAPTCHA_VERSION === '2'
              ? 2
              : 3,
      verifyUrl: e.CAPTCHA_VERIFY_URL,
      scriptUrl: e.CAPTCHA_SCRIPT_URL,
      cspOrigins: e.CAPTCHA_CSP_ORIGINS.split(/[\s,]+/).filter(Boolean),
      minScore: e.CAPTCHA_MIN_SCORE,
      size: e.CAPTCHA_SIZE,
      mode: e.CAPTCHA_MODE,
      language: e.CAPTCHA_LANGUAGE,
      hideBadge: e.CAPTCHA_HIDE_BADGE,
    },
    cancelOrdersEnabled: e.CANCEL_ORDERS_ENABLED,
    giftAidEnabled: e.GIFT_AID_ENABLED,
    giftVoucherValidityMonths: e.GIFT_VOUCHER_VALIDITY_MONTHS,
    organization: { legalName: e.ORGANIZATION_LEGAL_NAME, ein: e.ORGANIZATION_EIN },
    payment:
      e.PAYMENT_PROVIDER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : { provider: 'test-gateway' },
  };
}
