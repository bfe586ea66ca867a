/**
 * Donations (issue 10): the funds the theatre raises money for, and the donation lines of a cart.
 * A port of its own beside the ticket cart: the kind owns its table; the cart view shows its lines.
 */
import type { Cart } from '../../shared/contracts/cart.ts';
import type { AddDonationBody, Fund, FundsResponse } from '../../shared/contracts/donations.ts';
import type { Locale } from '../../shared/locales.ts';

export interface Donations {
  /** Every fund, open ones first as the theatre orders them; closed ones say so. */
  listFunds(locale: Locale): Promise<FundsResponse>;
  /** Throws FUND_NOT_FOUND. */
  getFund(fundId: number, locale: Locale): Promise<Fund>;
  /**
   * Puts a gift to a fund in the cart, making the cart when there is none (a customer's cart for a
   * signed-in customer, decision 013). One gift per fund: giving again to a fund replaces its gift.
   * Throws FUND_NOT_FOUND, FUND_CLOSED, and CART_NOT_EMPTY when the
   * cart carries a reserved order being paid (that order alone is paid through it).
   */
  addDonation(
    cartId: string | null,
    body: AddDonationBody,
    buyer: { customerId?: number | null },
    locale: Locale,
  ): Promise<{ cartId: string; cart: Cart }>;
  /** Takes a donation line out. Throws CART_LINE_NOT_FOUND when it is not this cart's. */
  removeDonation(cartId: string | null, lineId: string, locale: Locale): Promise<Cart>;
}
