import type { Locale } from '../../shared/locales.ts';

export type PaymentProviderId = 'test-gateway' | 'stripe';

/** What the storefront asks a provider for: a hosted page taking this amount for this order. */
export interface PaymentSessionRequest {
  orderNumber: string;
  /** Integer cents, USD. */
  amountCents: number;
  /** Shown on the provider's page ("3 tickets, Our Town"). */
  description: string;
  customerEmail: string;
  locale: Locale;
  /** Where the buyer comes back to; `{SESSION_ID}` is replaced by the session's id. */
  returnUrl: string;
  /** Where a buyer who cancels comes back to; `{SESSION_ID}` as in returnUrl. */
  cancelUrl: string;
  /** The seat hold's deadline: a payment page must not outlive the seats it pays for. */
  expiresAt: Date;
  /** The same key for the same attempt: a retried request never opens a second session. */
  idempotencyKey: string;
  /**
   * Keep the card for later off-session charges (a direct debit plan's instalments, issue 12):
   * the page says so, and the completed event carries the saved card (`paymentMethod`).
   */
  savePaymentMethod?: boolean;
}

/** A page that only sets up a card for a plan (a mandate), taking no money now. */
export interface SetupSessionRequest {
  /** The plan it is for ("ddp_…"), shown on the provider's page. */
  planId: string;
  /** What the card will pay ("Supporter membership, $15.00 a month"). */
  description: string;
  customerEmail: string;
  locale: Locale;
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  idempotencyKey: string;
}

/** A saved card (mandate) at the provider, as its events and the plan keep it. */
export interface SavedPaymentMethod {
  /** The provider's id of the card (Stripe PaymentMethod, test gateway `tgpm_…`). */
  id: string;
  /** How it is shown: "Visa •••• 4242". */
  label: string;
}

/** An off-session charge of a saved card (a plan's instalment). */
export interface OffSessionChargeRequest {
  paymentMethodId: string;
  amountCents: number;
  description: string;
  /**
   * The instalment's own key: charged twice (a retry after a crash, two processes), the
   * provider answers the first charge again and takes the money once.
   */
  idempotencyKey: string;
}

export interface OffSessionChargeResult {
  outcome: 'succeeded' | 'declined' | 'failed';
  /** The provider's id of the money movement, when there is one. */
  paymentReference: string | null;
}

export interface PaymentSession {
  sessionId: string;
  redirectUrl: string;
}

/** A completed payment sent back to the card it came from, in whole. */
export interface RefundRequest {
  sessionId: string;
  /** The provider's id of the money movement (e.g. a PaymentIntent), when it gave one. */
  paymentReference: string | null;
  /** Integer cents: the payment's whole amount. */
  amountCents: number;
  /** The same key for the same refund: asked twice (a retry, two processes), refunded once. */
  idempotencyKey: string;
}

/**
 * A provider's word on a session, from a verified webhook or from asking the provider at the
 * return URL (never from the return URL's query string alone).
 */
export interface PaymentEvent {
  provider: PaymentProviderId;
  sessionId: string;
  /** `open`: the buyer has not finished on the provider's page (nothing changes). */
  outcome: 'open' | 'completed' | 'processing' | 'declined' | 'failed' | 'cancelled' | 'expired';
  /** What the provider says was paid (cents); checked against the order. */
  amountCents?: number;
  /** The provider's id of the money movement (e.g. a PaymentIntent), once there is one. */
  paymentReference?: string;
  /** The provider's event id, when it came from a webhook: handled once. */
  eventId?: string;
  /** The card kept for later charges (a session with savePaymentMethod, or a setup session). */
  paymentMethod?: SavedPaymentMethod;
  /** A setup session's event (a card for a plan, no money): not an order's payment. */
  setup?: boolean;
  /**
   * A card was kept but this event does not name it (a Stripe webhook): `sessionOutcome` does.
   */
  paymentMethodPending?: boolean;
}

/**
 * A card payment provider with a hosted payment page (PCI DSS SAQ A: card numbers never touch
 * our pages or server). Implementations: the built-in test gateway and Stripe Checkout.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Opens a hosted payment session. Throws AppError PAYMENT_PROVIDER_UNREACHABLE. */
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /** Ends an open session early (a newer attempt replaces it, or the hold ends first). */
  expireSession(sessionId: string): Promise<void>;
  /** Asks the provider how a session stands (at the return URL). */
  sessionOutcome(sessionId: string): Promise<PaymentEvent>;
  /**
   * Verifies and reads a webhook. Throws AppError WEBHOOK_SIGNATURE_INVALID; answers null for
   * events the storefront does not act on.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
  /**
   * Sends a completed payment back. Answers the refund's id (the same one for the same key, or
   * for a payment refunded already). Throws AppError PAYMENT_PROVIDER_UNREACHABLE (try again
   * later) or PAYMENT_SESSION_NOT_FOUND (no such paid session: nothing to send back).
   */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** Opens a page that saves a card for a plan without taking money (a mandate). */
  createSetupSession(request: SetupSessionRequest): Promise<PaymentSession>;
  /**
   * Charges a saved card without the buyer (a plan's instalment), once per idempotency key.
   * Answers declined or failed for a card that does not pay; throws AppError
   * PAYMENT_PROVIDER_UNREACHABLE when the provider could not be asked (try again later: the same
   * key charges at most once).
   */
  chargeOffSession(request: OffSessionChargeRequest): Promise<OffSessionChargeResult>;
}

/** The test gateway's hosted page, as the server's page routes see it. */
export interface TestGatewaySessionView {
  id: string;
  /** `payment` takes the amount; `setup` saves a card for a plan (a mandate page, no money). */
  mode: 'payment' | 'setup';
  /** The order's number; a setup session's plan id. */
  orderNumber: string;
  amountCents: number;
  /** The page says the card will be kept for the plan's later payments. */
  savePaymentMethod: boolean;
  description: string;
  locale: Locale;
  status: 'open' | 'completed' | 'declined' | 'failed' | 'cancelled' | 'expired';
  expiresAt: Date;
  /** The storefront's return address for this session (a closed page links back to it). */
  returnUrl: string;
}

export interface TestGatewayPages {
  /** Null when there is no such session. */
  session(sessionId: string): Promise<TestGatewaySessionView | null>;
  /**
   * The buyer pays with a test card number, or cancels. Answers where to send the browser
   * back to, and the outcome, which has also been sent on as a webhook would be.
   */
  submit(
    sessionId: string,
    action: { kind: 'pay'; cardNumber: string } | { kind: 'cancel' },
  ): Promise<{ redirectUrl: string; outcome: PaymentEvent['outcome'] } | { invalidCard: true }>;
}
