import type { OrderStatus, StartPaymentBody } from '../../shared/contracts/checkout.ts';
import type { Locale } from '../../shared/locales.ts';
import type { PaymentEvent, PaymentProviderId } from './payment-provider.ts';

/** An order waiting for its payment, as the checkout needs it to open a payment session. */
export interface OpenOrder {
  id: number;
  number: string;
  totalCents: number;
  /**
   * What the payment provider is charged: the total less the account credit the order uses
   * (decision 009). 0: the order is free and confirmed without payment. The total when left out.
   */
  amountDueCents?: number;
  ticketCount: number;
  description: string;
  /** The hold's deadline after the one extension on reaching payment. */
  holdExpiresAt: Date;
  /** Open payment sessions of earlier attempts: expired when a new one starts. */
  openSessions: { provider: PaymentProviderId; sessionId: string }[];
  /** How many payment attempts the order has had (keys each attempt's idempotency key). */
  attempts: number;
  /** The order starts a direct debit plan: the payment page keeps the card (issue 12). */
  savePaymentMethod?: boolean;
}

/**
 * Orders on the ticketing back-end: a port of its own beside TicketingBackend (decision 008).
 * Every read is bounded by the signed-in customer; confirming is idempotent. The payment records
 * (sessions, refunds due, idempotency keys) are the storefront's own: the Payments port.
 */
export interface Orders {
  /**
   * Makes (or, on a retry, refreshes) the cart's open order for the customer, state completing,
   * and extends the cart's hold once (from the locked cart row's deadline). Every line is checked
   * again as it stands: CART_PRICE_UNAVAILABLE for one without a price (never a $0 sale), and
   * ACCESS_REGISTRATION_REQUIRED for access seats or prices without a registration. Also throws
   * CART_EMPTY, CART_EXPIRED, PAYMENT_IN_PROGRESS.
   */
  openOrder(input: {
    cartId: string;
    customerId: number;
    details: StartPaymentBody;
    locale: Locale;
  }): Promise<OpenOrder>;
  /** A free order (total 0): confirmed without payment. Throws FREE_ORDER_FAILED. */
  confirmFreeOrder(orderId: number): Promise<OrderStatus>;
  /**
   * A provider's word on a payment, from the return URL or a webhook, in any order and any
   * number of times: the order is confirmed (seats held → sold, tickets issued) exactly once.
   * Answers the order's number and status, or null when the session is not ours.
   */
  applyPaymentEvent(event: PaymentEvent): Promise<{ number: string; status: OrderStatus } | null>;
  /** Throws ORDER_NOT_FOUND unless the order is the customer's. */
  getOrderStatus(customerId: number, number: string): Promise<OrderStatus>;
}
