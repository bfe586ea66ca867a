import { AppError } from '../domain/app-error.ts';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Buckets of the account routes, each counted per IP address and per e-mail (or customer). */
export const DEFAULT_RATE_LIMITS = {
  lookupIp: { max: 30, windowMs: 10 * 60_000 },
  loginIp: { max: 30, windowMs: 10 * 60_000 },
  loginEmail: { max: 10, windowMs: 10 * 60_000 },
  registerIp: { max: 10, windowMs: 60 * 60_000 },
  resetIp: { max: 10, windowMs: 15 * 60_000 },
  resetEmail: { max: 3, windowMs: 15 * 60_000 },
  magicIp: { max: 10, windowMs: 15 * 60_000 },
  magicEmail: { max: 3, windowMs: 15 * 60_000 },
  linkIp: { max: 30, windowMs: 15 * 60_000 },
  accessCodeIp: { max: 20, windowMs: 15 * 60_000 },
  accessCodeCustomer: { max: 10, windowMs: 15 * 60_000 },
  /** Promo codes tried in the basket: enough for typos, not for guessing codes. */
  promoIp: { max: 30, windowMs: 10 * 60_000 },
  /** A tickets PDF costs tens of milliseconds of CPU: plenty for printing, not for a loop. */
  ticketsPdfCustomer: { max: 60, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;
export type RateLimitBucket = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitBucket, RateLimit>;

/**
 * Fixed-window counters in this process. One server process serves the storefront; with several,
 * each counts alone (limits per process), which still stops guessing at any useful speed.
 */
export class RateLimiter {
  private readonly limits: RateLimits;
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly now: () => number;

  constructor(limits: Partial<RateLimits> = {}, now: () => number = Date.now) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...limits };
    this.now = now;
  }

  /** Counts one attempt; throws RATE_LIMITED (429, with retryAfter seconds) beyond the limit. */
  hit(bucket: RateLimitBucket, key: string): void {
    const limit = this.limits[bucket];
    const now = this.now();
    const id = `${bucket}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { count: 0, resetAt: now + limit.windowMs };
      this.windows.set(id, window);
    }
    window.count++;
    if (window.count > limit.max) {
      const retryAfter = Math.ceil((window.resetAt - now) / 1000);
      throw new AppError('RATE_LIMITED', { fields: { retryAfter: String(retryAfter) } });
    }
  }

  private sweep(now: number): void {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}
