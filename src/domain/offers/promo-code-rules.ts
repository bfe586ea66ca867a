/**
 * Promo codes' set-up rules (issue 13): which orders use a code up, whether a buyer may still
 * use it, where it stands for the box office's list, and when it may be deleted. The basket's
 * own rules (dates, production, discount) are in orders/cart-adjustments.ts; these add the
 * usage limits to them.
 */
import type { PromoCodeState } from '../../shared/contracts/promo-code-setup.ts';
import { livePromo, type PromoRule } from '../orders/cart-adjustments.ts';

/**
 * The order states that use a code up: from Pay (the order is opened with its discount) until it
 * fails. A failed payment gives the use back; so does a returned order (cancelled into credit),
 * whose discount the buyer no longer has.
 */
export const PROMO_USING_ORDER_STATES = [
  'completing',
  'verifying',
  'reserved',
  'confirmed',
] as const;

export interface PromoLimits {
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
}

export interface PromoUses {
  /** Orders of every customer that use it. */
  total: number;
  /** This customer's (0 when nobody is signed in yet). */
  byCustomer: number;
}

/** Whether one more order may use the code: under its total limit and the customer's. */
export function promoUsable(limits: PromoLimits, uses: PromoUses): boolean {
  if (limits.usageLimit !== null && uses.total >= limits.usageLimit) return false;
  return !(
    limits.usageLimitPerCustomer !== null && uses.byCustomer >= limits.usageLimitPerCustomer
  );
}

/** Where a code stands for the list: switched off, used up, not yet, over, or live. */
export function promoCodeState(
  promo: PromoRule & PromoLimits,
  totalUses: number,
  now: Date,
): PromoCodeState {
  if (!promo.active) return 'off';
  if (promo.usageLimit !== null && totalUses >= promo.usageLimit) return 'used-up';
  if (livePromo(promo, now)) return 'live';
  return promo.validFrom && promo.validFrom.getTime() > now.getTime() ? 'scheduled' : 'ended';
}

/**
 * A code may be deleted only when no order and no cart names it: an order's receipt says which
 * code priced it. Anything else is switched off instead (it stays on record, refused in baskets).
 */
export function promoCodeDeletable(usage: { orders: number; carts: number }): boolean {
  return usage.orders === 0 && usage.carts === 0;
}
