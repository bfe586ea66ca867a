import { isIPv4, isIPv6 } from 'node:net';
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
  /** Tax receipt PDFs, for the same reason: a donor prints a few, not thousands. */
  receiptPdfCustomer: { max: 60, windowMs: 10 * 60_000 },
  /**
   * Gift voucher codes tried (balance, apply, redeem): enough for typos and a family's stack of
   * vouchers, not for guessing (a code has 2^54 values; 30 tries in 10 minutes find none).
   */
  voucherIp: { max: 30, windowMs: 10 * 60_000 },
  /** The same per session (signed-in customer or cart), wherever its requests come from. */
  voucherSession: { max: 20, windowMs: 10 * 60_000 },
  /** Card set-up pages opened at the provider for a plan (issue 12): a few, not a flood. */
  cardSetup: { max: 10, windowMs: 60 * 60_000 },
  /**
   * A card set-up page still open, asked about at the provider (the verify page asks up to ten
   * times, then on request): a few rounds of it, not a loop that spends the provider's API
   * rate on one customer.
   */
  cardSetupCheck: { max: 30, windowMs: 10 * 60_000 },
  /** Staff sign-in (issue 13): passwords and second-factor codes, per address and per e-mail. */
  staffLoginIp: { max: 30, windowMs: 10 * 60_000 },
  staffLoginEmail: { max: 10, windowMs: 10 * 60_000 },
  staffCodeIp: { max: 30, windowMs: 10 * 60_000 },
  /**
   * Door scans per staff member (issue 13): a door scans about one ticket a second, and a shared
   * door login on several phones some more; 50 a second over ten minutes holds none of them up
   * (never below 20 a second for one phone), while a page stuck in a loop is stopped.
   */
  doorScanStaff: { max: 30_000, windowMs: 10 * 60_000 },
  /** Offline syncs per staff member: one per reconnection, even on a flapping connection. */
  doorSyncStaff: { max: 600, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;
export type RateLimitBucket = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitBucket, RateLimit>;
/** Buckets counted per client address (`hitAddress`); the others per e-mail or customer (`hit`). */
export type AddressBucket = Extract<RateLimitBucket, `${string}Ip`>;
export type KeyBucket = Exclude<RateLimitBucket, AddressBucket>;

/**
 * The key a client address is counted under. One IPv6 host is handed a whole /64 (and can pick
 * any of its 2^64 addresses per request), so an IPv6 address counts as its /64: counted per
 * address, each request would open a fresh window and the limit would never apply. An IPv4
 * address mapped into IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) counts as
 * the IPv4 address it is.
 */
export function addressKey(address: string): string {
  // A socket closed before the request was read has no address: it still counts, under ''.
  const lower = (address ?? '').toLowerCase();
  if (isIPv4(lower)) return lower;
  if (!isIPv6(lower)) return lower;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const [head = '', tail] = lower.split('::');
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [
    ...front,
    ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'),
    ...back,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

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

  /** Counts one attempt by a client address (its /64 for IPv6, see `addressKey`). */
  hitAddress(bucket: AddressBucket, address: string): void {
    this.count(bucket, addressKey(address));
  }

  /** Counts one attempt; throws RATE_LIMITED (429, with retryAfter seconds) beyond the limit. */
  hit(bucket: KeyBucket, key: string): void {
    this.count(bucket, key);
  }

  /**
   * Gives one attempt back (a sign-in that succeeded): the bucket then counts what failed, so a
   * household signing in on every device is never refused, while guesses still are.
   */
  forgive(bucket: KeyBucket, key: string): void {
    const window = this.windows.get(`${bucket}:${key}`);
    if (window && window.count > 0) window.count--;
  }

  private count(bucket: RateLimitBucket, key: string): void {
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
