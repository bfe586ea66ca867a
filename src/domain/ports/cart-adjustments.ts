import type { Cart } from '../../shared/contracts/cart.ts';
import type { Locale } from '../../shared/locales.ts';
import type { CartBuyerTerms } from '../buyer/buyer-context.ts';

/**
 * What the buyer adds to a cart besides its lines (spec §3): a promo code, refund protection
 * and account credit. Every change answers the whole re-priced cart. A cart whose order is being
 * paid (a payment the provider is still settling) refuses changes with PAYMENT_IN_PROGRESS; a
 * paid cart has no lines left, so nothing can be added after payment (CART_EMPTY).
 */
export interface CartAdjustments {
  /**
   * Applies a code (already upper-case) to the cart, replacing any earlier one; makes the cart
   * when there is none (a code may open a priority performance before any seat is held).
   * Throws PROMO_CODE_UNRECOGNISED, PROMO_NOT_VALID.
   */
  applyPromo(
    cartId: string | null,
    code: string,
    locale: Locale,
    /** The signed-in customer: a cart made for them is theirs (decision 013). */
    customerId?: number | null,
  ): Promise<{ cartId: string; cart: Cart }>;
  removePromo(cartId: string | null, locale: Locale): Promise<Cart>;
  /** Chooses refund protection or not. Throws CART_EMPTY for a cart without tickets. */
  setRefundProtection(cartId: string | null, chosen: boolean, locale: Locale): Promise<Cart>;
  /** The customer's unexpired credit, and what this cart uses of it. */
  creditOf(
    cartId: string | null,
    customerId: number,
  ): Promise<{ availableCents: number; appliedCents: number }>;
  /** Applies the customer's credit, up to the cart's total. Throws CREDIT_NOT_APPLIED. */
  applyCredit(cartId: string | null, customerId: number, locale: Locale): Promise<Cart>;
  removeCredit(cartId: string | null, customerId: number, locale: Locale): Promise<Cart>;
  /**
   * What the cart says of its buyer, for the request's buyer context (buyer/buyer-context.ts):
   * its promo code while live (its mode of sale may open a presale) and its household booker.
   * One read by primary key; nothing for no cart.
   */
  buyerTermsOf(cartId: string | null): Promise<CartBuyerTerms>;
}
