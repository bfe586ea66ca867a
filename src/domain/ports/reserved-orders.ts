import type { ReservedOrderInCart } from '../../shared/contracts/reserved-order.ts';
import type { Locale } from '../../shared/locales.ts';
import type { PaymentProviderId } from './payment-provider.ts';

/**
 * Reserved orders paid later (spec §4): the box office holds an order for a customer until a
 * time; the customer adds it to the basket and pays it through the normal payment, which
 * confirms that same order. Every call is bounded by the signed-in customer.
 */
export interface ReservedOrders {
  /** The reserved order the cart is paying, or null. */
  inCart(
    customerId: number,
    cartId: string | null,
    locale: Locale,
  ): Promise<ReservedOrderInCart | null>;
  /**
   * Puts the customer's reserved order in the cart (a new cart when there is none, or it is
   * another customer's). Throws ORDER_NOT_FOUND (not theirs), RESERVED_ORDER_LOCKED,
   * CART_NOT_EMPTY (the cart holds seats or another reserved order), RESERVED_ORDER_UNAVAILABLE
   * (not reserved any more, or its hold has ended), PAYMENT_IN_PROGRESS.
   */
  addToCart(
    customerId: number,
    cartId: string | null,
    orderNumber: string,
    locale: Locale,
  ): Promise<{ cartId: string; reservedOrder: ReservedOrderInCart }>;
  /**
   * "Pay Later": the order leaves the cart and is reserved again (a payment that had started is
   * abandoned). Answers the payment sessions still open, to be ended at their provider.
   * Throws PAYMENT_IN_PROGRESS while a payment is being verified.
   */
  removeFromCart(
    customerId: number,
    cartId: string | null,
  ): Promise<{ openSessions: { provider: PaymentProviderId; sessionId: string }[] }>;
}
