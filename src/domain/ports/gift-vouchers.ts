/**
 * Gift vouchers (issue 11, decision 018): the voucher lines of a cart (buying vouchers), the
 * vouchers applied to pay for a cart, a voucher's balance by its code, turning a voucher into
 * account credit, and a customer's vouchers. Issuing, reserving and giving back happen inside
 * the orders' transactions (the built-in engine's order code); this port is what the routes
 * call. A code is always the canonical form (voucher-code.ts); the routes normalise it first.
 */
import type { Cart } from '../../shared/contracts/cart.ts';
import type {
  AccountGiftVouchers,
  AddGiftVoucherBody,
  GiftVoucherBalance,
  GiftVoucherOffer,
  RedeemGiftVoucherResponse,
} from '../../shared/contracts/gift-vouchers.ts';
import type { Locale } from '../../shared/locales.ts';

export interface GiftVouchers {
  /** Whether vouchers are on sale and the amounts offered (the box office's, issue 13). */
  offer(): Promise<GiftVoucherOffer>;
  /**
   * Puts vouchers in the cart, making the cart when there is none (a customer's cart for a
   * signed-in customer, decision 013). Throws GIFT_VOUCHERS_OFF_SALE, VALIDATION_FAILED (an
   * amount not offered, a delivery day in the past or too far ahead), CART_NOT_EMPTY when the
   * cart carries a reserved order being paid.
   */
  addToCart(
    cartId: string | null,
    body: AddGiftVoucherBody,
    buyer: { customerId?: number | null },
    locale: Locale,
  ): Promise<{ cartId: string; cart: Cart }>;
  /** Takes a voucher line out. Throws CART_LINE_NOT_FOUND when it is not this cart's. */
  removeFromCart(cartId: string | null, lineId: string, locale: Locale): Promise<Cart>;
  /**
   * Applies a voucher to pay for the cart (after any applied before). Throws
   * GIFT_VOUCHER_UNRECOGNISED (no such code), GIFT_VOUCHER_EXPIRED, GIFT_VOUCHER_USED_UP (no
   * balance), GIFT_VOUCHER_NOT_NEEDED (nothing a voucher may pay is left), CART_EMPTY.
   * Applying one already applied changes nothing.
   */
  applyToCart(cartId: string | null, code: string, locale: Locale): Promise<Cart>;
  /** Takes an applied voucher off the cart. Throws CART_LINE_NOT_FOUND when it is not on it. */
  removeFromPayment(cartId: string | null, paymentId: number, locale: Locale): Promise<Cart>;
  /** A voucher's balance, expiry and uses. Throws GIFT_VOUCHER_UNRECOGNISED. */
  balance(code: string): Promise<GiftVoucherBalance>;
  /**
   * Moves a voucher's whole balance into the customer's account credit, once. Throws
   * GIFT_VOUCHER_UNRECOGNISED, GIFT_VOUCHER_EXPIRED, GIFT_VOUCHER_USED_UP.
   */
  redeem(customerId: number, code: string): Promise<RedeemGiftVoucherResponse>;
  /** The vouchers the customer bought, and those sent to their e-mail address. */
  ofCustomer(customerId: number): Promise<AccountGiftVouchers>;
}
