/**
 * Promo codes' set-up rules (issue 13): which orders use a code up, whether a buyer may still
 * use it, where it stands for the box office's list, and when it may be deleted. The basket's
 * own rules (dates, production, discount) are in orders/cart-adjustments.ts; these add the
 * usage limits to them.
 */
import type { OrderState } from '../../shared/contracts/checkout.ts';
import type { PromoCodeState } from '../../shared/contracts/promo-code-setup.ts';
import { livePromo, type PromoRule } from '../orders/cart-adjustments.ts';

/**
 * Whether an order uses its code up at `now`: from Pay (the order is opened with its discount)
 * until it fails or lapses. Paid orders and payments on their way do; a reserved order while the
 * box office holds it; an order at Pay while its cart's seats are held, so a payment declined,
 * cancelled or abandoned gives the use back when the hold lapses. A failed order and a returned
 * one (cancelled into credit, the discount no longer had) do not. The database counts the same
 * way (adapters/ticketing/promo-uses.ts, usingItsCode).
 */
export function orderUsesPromo(
  order: {
    state: OrderState;
    holdUntil: Date | null;
    /** The cart's hold deadline (null: nothing held). */
    cartHeldUntil: Date | null;
  },
  now: Date,
): boolean {
  switch (order.state) {
    case 'verifying':
    case 'confirmed':
      return true;
    case 'reserved':
      return order.holdUntil === null || order.holdUntil.getTime() > now.getTime();
    case 'completing':
      return order.cartHeldUntil !== null && order.cartHeldUntil.getTime() > now.getTime();
    default:
      return false;
  }
}

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
 * A code may be deleted only when no order and no cart holding seats names it: an order's
 * receipt says which code priced it, and a buyer holding seats is about to pay with it (a
 * basket left behind just loses the code). Anything else is switched off instead (it stays on
 * record, refused in baskets).
 */
export function promoCodeDeletable(usage: { orders: number; carts: number }): boolean {
  return usage.orders === 0 && usage.carts === 0;
}
