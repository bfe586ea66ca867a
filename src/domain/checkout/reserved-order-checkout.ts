import type { ReservedOrderInCart } from '../../shared/contracts/reserved-order.ts';
import type { Locale } from '../../shared/locales.ts';
import type { ReservedOrders } from '../ports/reserved-orders.ts';
import type { CheckoutService } from './checkout-service.ts';

/**
 * The basket's side of reserved orders, over their port. Paying itself is CheckoutService's
 * (Orders.openOrder opens the cart's reserved order instead of a new one).
 */
export class ReservedOrderCheckout {
  private readonly reserved: ReservedOrders;
  private readonly checkout: CheckoutService;

  constructor(deps: {
    reserved: ReservedOrders;
    checkout: CheckoutService;
  }) {
    this.reserved = deps.reserved;
    this.checkout = deps.checkout;
  }

  inCart(customerId: number, cartId: string | null, locale: Locale) {
    return this.reserved.inCart(customerId, cartId, locale);
  }

  add(
    customerId: number,
    cartId: string | null,
    orderNumber: string,
    locale: Locale,
  ): Promise<{ cartId: string; reservedOrder: ReservedOrderInCart }> {
    return this.reserved.addToCart(customerId, cartId, orderNumber, locale);
  }

  /**
   * "Pay Later": the order is reserved again first, so a payment page still open can no longer
   * confirm it (a late payment is marked for refund); then that page is ended at its provider.
   */
  async payLater(customerId: number, cartId: string | null): Promise<void> {
    const { openSessions } = await this.reserved.removeFromCart(customerId, cartId);
    await this.checkout.endSessions(openSessions);
  }
}
