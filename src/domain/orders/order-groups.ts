import type { OrderState } from '../../shared/contracts/checkout.ts';
import type { OrderDateKind, OrderGroup } from '../../shared/contracts/order-history.ts';
import { venueDay } from '../../shared/dates.ts';

/** Spec §4: an order may be cancelled up to 48 hours before its first performance. */
export const CANCEL_DEADLINE_HOURS = 48;
/** Spec §9: account credit is valid 6 months from issue. */
export const CREDIT_VALIDITY_MONTHS = 6;

interface OrderFacts {
  state: OrderState;
  /** Start times of the order's performances. */
  performanceTimes: Date[];
  /** A box office reservation's deadline (a reserved order paid later); null for a sale. */
  reservedUntil?: Date | null;
  /**
   * Gift vouchers the order bought: issued and perhaps given away already, so the order is not
   * turned into credit online (that would pay for them twice); the box office handles it.
   */
  giftVouchersBought?: number;
  /** Memberships it bought: they started with it (and their plans), so it is not cancelled online. */
  membershipsBought?: number;
}

/**
 * Which tab an order belongs to (spec §4), or null for one the customer does not have yet or
 * never had (waiting for its payment, or failed). A confirmed order is upcoming while any of its
 * performances is still to start, and past once the last one has started.
 */
export function orderGroupOf(order: OrderFacts, now: Date): OrderGroup | null {
  switch (order.state) {
    case 'returned':
      return 'returned';
    case 'reserved':
      return 'reserved';
    // A reserved order whose payment is under way, or was abandoned on the provider's page, is
    // still the customer's reservation: it stays in the tab they pay it from.
    case 'completing':
    case 'verifying':
      return order.reservedUntil ? 'reserved' : null;
    case 'confirmed': {
      const last = Math.max(...order.performanceTimes.map((t) => t.getTime()));
      return order.performanceTimes.length > 0 && last > now.getTime() ? 'upcoming' : 'past';
    }
    default:
      return null;
  }
}

/** The earliest performance, which the cancel deadline is counted from. */
function firstPerformanceTime(times: Date[]): Date | null {
  if (times.length === 0) return null;
  return new Date(Math.min(...times.map((t) => t.getTime())));
}

/**
 * A confirmed order may be cancelled, when the feature is on, until 48 hours before its first
 * performance; never a reserved, returned or unfinished one.
 */
export function canCancelOrder(
  order: OrderFacts,
  now: Date,
  options: { enabled: boolean },
): boolean {
  if (!options.enabled || order.state !== 'confirmed') return false;
  if ((order.giftVouchersBought ?? 0) > 0 || (order.membershipsBought ?? 0) > 0) return false;
  const first = firstPerformanceTime(order.performanceTimes);
  if (!first) return false;
  return first.getTime() - now.getTime() > CANCEL_DEADLINE_HOURS * 3600_000;
}

/**
 * The date filter of the order list: venue days from and to (both included, either open), on
 * the order's date or on any of its performances' dates.
 */
export function matchesDateFilter(
  order: { createdAt: Date; performanceTimes: Date[] },
  filter: { dateKind: OrderDateKind; from?: string | undefined; to?: string | undefined },
): boolean {
  const { from, to } = filter;
  if (!from && !to) return true;
  const inRange = (instant: Date) => {
    const day = venueDay(instant);
    return (!from || day >= from) && (!to || day <= to);
  };
  return filter.dateKind === 'order'
    ? inRange(order.createdAt)
    : order.performanceTimes.some(inRange);
}

/** Issued plus 6 calendar months (31 August → 28/29 February: the month's last day). */
export function creditExpiresAt(issuedAt: Date): Date {
  const target = new Date(issuedAt.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + CREDIT_VALIDITY_MONTHS);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The balance: what is left of the grants that have not expired. */
export function creditBalanceCents(
  grants: { remainingCents: number; expiresAt: Date }[],
  now: Date,
): number {
  return grants
    .filter((grant) => grant.expiresAt.getTime() > now.getTime())
    .reduce((sum, grant) => sum + grant.remainingCents, 0);
}

/** A card is usable through the last day of its expiry month. */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}
