import type {
  OrderStatus,
  StartPaymentBody,
  StartPaymentResponse,
} from '../../shared/contracts/checkout.ts';
import type { Locale } from '../../shared/locales.ts';
import { settledOrderPage } from '../../shared/order-page.ts';
import { AppError } from '../app-error.ts';
import type { Orders } from '../ports/orders.ts';
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentProviderId,
} from '../ports/payment-provider.ts';
import type { Payments } from '../ports/payments.ts';

const IDEMPOTENT_START = 'checkout-payment';
/** Sessions asked about per sweep, one after another (a provider's rate limit is far above). */
const RECOVERY_BATCH = 200;

/** Where the storefront sends the browser once a provider has had its say. */
export function pageFor(number: string, status: OrderStatus): string {
  // Paid but not final yet (or the provider has not told us): /order/verify polls the status.
  return settledOrderPage(status) ?? `/order/verify?order=${encodeURIComponent(number)}`;
}

/**
 * Payment, from the review step to a confirmed order, over the Orders and Payments ports and
 * the payment providers. Independent of HTTP: the routes hand it what the request says.
 */
export class CheckoutService {
  private readonly orders: Orders;
  private readonly payments: Payments;
  private readonly providers: Map<PaymentProviderId, PaymentProvider>;
  private readonly active: PaymentProvider;
  private readonly publicUrl: string;
  private readonly onBackgroundError: (error: unknown) => void;
  private readonly onOrderConfirmed: (number: string) => void;
  private readonly onCardSetUp: (event: PaymentEvent) => Promise<void>;
  private refunding: Promise<number> | undefined;

  constructor(deps: {
    orders: Orders;
    /** The storefront's payment records: sessions, refunds due, idempotency keys. */
    payments: Payments;
    /** New payments go to the first; returns and webhooks of every listed one are accepted. */
    providers: [PaymentProvider, ...PaymentProvider[]];
    publicUrl: string;
    onBackgroundError?: (error: unknown) => void;
    /**
     * Told after a confirming transaction has committed (the confirmation mail goes out); it may
     * be told again for the same order, and must not throw.
     */
    onOrderConfirmed?: (number: string) => void;
    /** A card set up for a direct debit plan (a setup session's event, issue 12). */
    onCardSetUp?: (event: PaymentEvent) => Promise<void>;
  }) {
    this.orders = deps.orders;
    this.payments = deps.payments;
    this.providers = new Map(deps.providers.map((p) => [p.id, p]));
    this.active = deps.providers[0];
    this.publicUrl = deps.publicUrl.replace(/\/+$/, '');
    this.onBackgroundError = deps.onBackgroundError ?? (() => {});
    this.onOrderConfirmed = deps.onOrderConfirmed ?? (() => {});
    this.onCardSetUp = deps.onCardSetUp ?? (async () => {});
  }

  provider(id: string): PaymentProvider {
    const found = this.providers.get(id as PaymentProviderId);
    if (!found) throw new AppError('PAYMENT_SESSION_NOT_FOUND');
    return found;
  }

  /**
   * The buyer pressed "Pay": the cart's order (state completing, hold extended once), then a
   * free order is confirmed at once, a paid one gets a session on the provider's hosted page.
   * The same Idempotency-Key gets the same answer (a double click opens one session).
   */
  async startPayment(input: {
    cartId: string;
    customer: { id: number; email: string };
    details: StartPaymentBody;
    locale: Locale;
    idempotencyKey?: string;
  }): Promise<StartPaymentResponse> {
    const rememberKey = input.idempotencyKey && `${input.customer.id}:${input.idempotencyKey}`;
    if (rememberKey) {
      const earlier = await this.payments.rememberedAnswer(IDEMPOTENT_START, rememberKey);
      if (earlier) return earlier as StartPaymentResponse;
    }
    const order = await this.orders.openOrder({
      cartId: input.cartId,
      customerId: input.customer.id,
      details: input.details,
      locale: input.locale,
    });
    // An earlier attempt's page must not take money for a cart that a newer attempt now pays
    // (also when the newer one is free: credit applied after a card page was opened).
    await this.endSessions(order.openSessions);
    // Account credit may pay part of the order: the provider is charged the rest (decision 009).
    const amountDue = order.amountDueCents ?? order.totalCents;
    if (amountDue === 0)
      return { kind: 'confirmed', order: this.told(await this.orders.confirmFreeOrder(order.id)) };

    const provider = this.active;
    const base = `${this.publicUrl}/api/payments/${provider.id}/return`;
    const session = await provider.createSession({
      orderNumber: order.number,
      amountCents: amountDue,
      description: order.description,
      customerEmail: input.customer.email,
      locale: input.locale,
      returnUrl: `${base}?session_id={SESSION_ID}`,
      // The session is named, so that the cancel ends this one only (see cancelFromProvider).
      cancelUrl: `${base}?order=${encodeURIComponent(order.number)}&cancelled=1&session_id={SESSION_ID}`,
      expiresAt: order.holdExpiresAt,
      idempotencyKey: `${order.number}-attempt-${order.attempts + 1}`,
      savePaymentMethod: order.savePaymentMethod ?? false,
    });
    await this.payments.recordPaymentSession(order.id, provider.id, session.sessionId, amountDue);
    const answer: StartPaymentResponse = {
      kind: 'redirect',
      orderNumber: order.number,
      redirectUrl: session.redirectUrl,
      holdExpiresAt: order.holdExpiresAt.toISOString(),
    };
    if (rememberKey) await this.payments.remember(IDEMPOTENT_START, rememberKey, answer, order.id);
    return answer;
  }

  /**
   * The buyer is back from the provider. What the address says is not trusted: the provider is
   * asked how the session stands, and that is applied like a webhook (idempotently).
   * Answers the storefront page to send the browser to.
   */
  async returnFromProvider(providerId: string, sessionId: string): Promise<string> {
    const provider = this.provider(providerId);
    const event = await provider.sessionOutcome(sessionId);
    const applied = await this.apply(event);
    if (!applied) throw new AppError('PAYMENT_SESSION_NOT_FOUND');
    return pageFor(applied.number, applied.status);
  }

  /**
   * The buyer cancelled on the provider's page. The address is a plain GET link that another site
   * could send the buyer's browser to, so it does little: only the session it names, only for
   * the order's own customer, and only while that session is still open (our record and the
   * provider's both); then it is ended. Anything else changes nothing; the seats stay held.
   */
  async cancelFromProvider(
    providerId: string,
    orderNumber: string,
    sessionId: string | null,
    customerId: number | null,
  ): Promise<string> {
    const provider = this.provider(providerId);
    const fallback = `/checkout/payment?outcome=cancelled&order=${encodeURIComponent(orderNumber)}`;
    if (customerId === null || sessionId === null) return fallback;
    await this.orders.getOrderStatus(customerId, orderNumber);
    const open = await this.payments.openSessionsOf(orderNumber, provider.id);
    if (!open.includes(sessionId)) return fallback;
    const event = await provider.sessionOutcome(sessionId);
    if (event.outcome === 'open') {
      await provider.expireSession(sessionId);
      await this.apply({
        provider: provider.id,
        sessionId,
        outcome: 'cancelled',
      });
      return fallback;
    }
    // Already settled at the provider (cancelled on its page, paid, expired): its word stands.
    const applied = await this.apply(event);
    return applied ? pageFor(applied.number, applied.status) : fallback;
  }

  /** A provider's webhook: verified by the provider, then applied (idempotently). */
  async webhook(providerId: string, rawBody: Buffer, signature: string | undefined) {
    const event = this.provider(providerId).parseWebhook(rawBody, signature);
    if (event) await this.apply(event);
  }

  /**
   * The recovery sweep (at start and every minute): every payment still waiting for the
   * provider's word, on an order still completing or verifying, is asked about and the answer
   * applied, as a return would be. A payment made while this server was down, or whose return
   * and webhook were lost with a crashed process, still completes, once (applyPaymentEvent is
   * idempotent). Sessions the buyer is still on answer "open" and change nothing. Answers how
   * many sessions were asked about.
   */
  async recoverPayments(limit = RECOVERY_BATCH): Promise<number> {
    const unsettled = await this.payments.unsettledPayments(limit);
    for (const session of unsettled) {
      const provider = this.providers.get(session.provider);
      // A provider no longer configured: its sessions wait for it (or the box office).
      if (!provider) continue;
      try {
        const event = await provider.sessionOutcome(session.sessionId);
        if (event.outcome !== 'open') await this.apply(event);
      } catch (error) {
        this.onBackgroundError(error);
      }
    }
    return unsettled.length;
  }

  /**
   * The refund sweep (with the recovery sweep, and at once after a payment the order could not
   * have): every payment due back is sent to its provider. The key is the payment's own, so a
   * refund asked for twice (a retry after a lost answer, two processes) is made once; an
   * unreachable provider is asked again on the next sweep. A sweep under way is joined, not
   * doubled. Answers how many were refunded.
   */
  sendDueRefunds(): Promise<number> {
    this.refunding ??= this.refundAll().finally(() => {
      this.refunding = undefined;
    });
    return this.refunding;
  }

  /** Resolves once a refund sweep under way has ended (tests, shutdown). */
  async settled(): Promise<void> {
    await this.refunding?.catch(() => {});
  }

  private async refundAll(): Promise<number> {
    const due = await this.payments.refundsDue(RECOVERY_BATCH);
    let refunded = 0;
    for (const payment of due) {
      const provider = this.providers.get(payment.provider);
      // A provider no longer configured: the box office refunds it there.
      if (!provider) continue;
      try {
        const { refundId } = await provider.refund({
          sessionId: payment.sessionId,
          paymentReference: payment.paymentReference,
          amountCents: payment.amountCents,
          idempotencyKey: `refund-payment-${payment.paymentId}`,
        });
        if (await this.payments.recordRefund(payment.paymentId, refundId)) refunded += 1;
      } catch (error) {
        this.onBackgroundError(error);
      }
    }
    return refunded;
  }

  /**
   * Ends payment pages still open, at their provider and on their payment. A page ended here
   * and paid all the same (a race with the provider) is refunded, as any late payment.
   */
  async endSessions(open: { provider: PaymentProviderId; sessionId: string }[]): Promise<void> {
    await Promise.all(
      open.map(async (session) => {
        try {
          await this.provider(session.provider).expireSession(session.sessionId);
          await this.apply({ ...session, outcome: 'expired' });
        } catch (error) {
          this.onBackgroundError(error);
        }
      }),
    );
  }

  /**
   * The basket changed (a promo code, refund protection, account credit) while a payment page
   * for the cart was open: that page would charge the old terms, so it is ended; the next "Pay"
   * opens one for the basket as it is now.
   */
  async endOpenPayments(cartId: string | null): Promise<void> {
    if (cartId) await this.endSessions(await this.payments.openSessionsOfCart(cartId));
  }

  /** The built-in test gateway's notifications (its "webhook", in process). */
  async notify(event: PaymentEvent): Promise<void> {
    const named = await this.withKeptCard(event);
    // A card set up for a plan is no order's payment.
    if (named.setup) return this.onCardSetUp(named);
    await this.apply(named);
  }

  /** The event with the card it kept named (a webhook may leave that to sessionOutcome). */
  private async withKeptCard(event: PaymentEvent): Promise<PaymentEvent> {
    if (!event.paymentMethodPending) return event;
    const asked = await this.provider(event.provider).sessionOutcome(event.sessionId);
    return asked.paymentMethod ? { ...event, paymentMethod: asked.paymentMethod } : event;
  }

  orderStatus(customerId: number, number: string): Promise<OrderStatus> {
    return this.orders.getOrderStatus(customerId, number);
  }

  /** A provider's word applied to its order; a confirmed order is told on (after the commit). */
  private async apply(event: PaymentEvent) {
    const applied = await this.orders.applyPaymentEvent(event);
    if (applied) this.told(applied.status);
    // Money the order could not have goes back now, not at the next sweep.
    if (applied?.status.refundDue)
      this.sendDueRefunds().catch((error: unknown) => this.onBackgroundError(error));
    return applied;
  }

  private told(status: OrderStatus): OrderStatus {
    if (status.state === 'confirmed') this.onOrderConfirmed(status.number);
    return status;
  }
}
