/**
 * The storefront's own payment records (issue 10, "ports cut by who owns the data"): the
 * sessions opened at a provider for an order, the money due back, and the idempotency keys of
 * requests already answered. A ticketing back-end keeps orders; these stay with the storefront
 * whichever back-end sells the seats. Applying a provider's word to an order is the Orders
 * port's (it confirms the order and settles its payment in one step).
 */
import type { PaymentProviderId } from './payment-provider.ts';

/** A payment to send back, as its provider needs it. */
export interface DueRefund {
  paymentId: number;
  provider: PaymentProviderId;
  sessionId: string;
  paymentReference: string | null;
  amountCents: number;
}

export interface Payments {
  /** Records a payment session opened at a provider for the order. */
  recordPaymentSession(
    orderId: number,
    provider: PaymentProviderId,
    sessionId: string,
    amountCents: number,
  ): Promise<void>;
  /**
   * The payment pages still open (pending payments) of the order the cart is being paid with:
   * its own order, or the reserved order it carries.
   */
  openSessionsOfCart(cartId: string): Promise<{ provider: PaymentProviderId; sessionId: string }[]>;
  /** Session ids of the order's payments at a provider still waiting for the buyer. */
  openSessionsOf(number: string, provider: PaymentProviderId): Promise<string[]>;
  /**
   * Payment sessions still waiting for the provider's word (pending or processing) whose order is
   * completing or verifying, oldest first: the recovery sweep asks the provider about each, so a
   * payment whose return and webhook were lost (a crash, an outage) still completes.
   */
  unsettledPayments(limit: number): Promise<{ provider: PaymentProviderId; sessionId: string }[]>;
  /**
   * Payments taken that must go back (state refund_due: the order could not be confirmed, or a
   * second session paid for it), oldest first: the refund sweep sends each to its provider.
   */
  refundsDue(limit: number): Promise<DueRefund[]>;
  /** Records a refund the provider made; false when the payment was no longer refund_due. */
  recordRefund(paymentId: number, refundId: string): Promise<boolean>;
  /** The idempotency record: a stored answer for a key, or null. */
  rememberedAnswer(scope: string, key: string): Promise<unknown | null>;
  remember(scope: string, key: string, answer: unknown, orderId?: number): Promise<void>;
}
