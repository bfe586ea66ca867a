import Stripe from 'stripe';
import { AppError } from '../../domain/app-error.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type {
  OffSessionChargeRequest,
  OffSessionChargeResult,
  PaymentEvent,
  PaymentProvider,
  PaymentSession,
  PaymentSessionRequest,
  RefundRequest,
  SavedPaymentMethod,
  SetupSessionRequest,
} from '../../domain/ports/payment-provider.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { translate } from '../../shared/i18n/translate.ts';
import type { Locale } from '../../shared/locales.ts';
import { cardLabel } from './card-label.ts';

/** Stripe Checkout Sessions live at least 30 minutes and at most 24 hours. */
export const STRIPE_MIN_SESSION_MS = 30 * 60_000;
const STRIPE_MAX_SESSION_MS = 24 * 60 * 60_000;
/** Stripe counts the 30 minutes from its own clock: a minute's margin for the request's trip. */
const MIN_SESSION_MARGIN_MS = 60_000;

/** Checkout's page languages; Haitian Creole has none, so Stripe picks from the browser. */
const CHECKOUT_LOCALE: Record<Locale, 'en' | 'en-GB' | 'de' | 'es' | 'sv' | 'auto'> = {
  'en-US': 'en',
  'en-GB': 'en-GB',
  de: 'de',
  es: 'es',
  sv: 'sv',
  ht: 'auto',
};

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  clock: Clock;
  /** A local stand-in of Stripe's API (tests); Stripe's own host when left out. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Network retries for a request Stripe may not have seen (idempotency keys make them safe). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * A saved card as the storefront keeps it: Stripe charges a PaymentMethod only together with the
 * Customer it is attached to, so the id names both ("cus_…/pm_…").
 */
const SAVED_METHOD = /^(cus_[A-Za-z0-9]+)\/(pm_[A-Za-z0-9]+)$/;

/** What a completed session's retrieve expands: the card behind its PaymentIntent or SetupIntent. */
const EXPAND_SAVED_CARD = ['payment_intent.payment_method', 'setup_intent.payment_method'];

/** No answer, or an answer that says Stripe is having trouble: the buyer may try again later. */
function isUnreachable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

/**
 * The card a completed session kept for later charges: a setup session's, or a payment's made
 * with setup_future_usage. Only a retrieved session (its intent expanded) names it: a webhook's
 * session carries the intent's id alone, so its event has no paymentMethod (ask sessionOutcome).
 */
function savedMethodOf(session: Stripe.Checkout.Session): SavedPaymentMethod | undefined {
  const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
  let method: string | Stripe.PaymentMethod | null | undefined;
  if (session.mode === 'setup') {
    const intent = session.setup_intent;
    method = typeof intent === 'object' ? intent?.payment_method : undefined;
  } else {
    const intent = session.payment_intent;
    if (typeof intent === 'object' && intent?.setup_future_usage === 'off_session')
      method = intent.payment_method;
  }
  if (!customer || !method || typeof method === 'string' || !method.card) return undefined;
  return {
    id: `${customer}/${method.id}`,
    label: cardLabel(method.card.brand, method.card.last4),
  };
}

function eventOfSession(
  session: Stripe.Checkout.Session,
  outcome: PaymentEvent['outcome'],
  eventId?: string,
): PaymentEvent {
  const setup = session.mode === 'setup';
  const intent = session.payment_intent;
  const saved = outcome === 'completed' ? savedMethodOf(session) : undefined;
  return {
    provider: 'stripe',
    sessionId: session.id,
    outcome,
    // On every event of a setup session: it belongs to a plan, not to an order's payment.
    ...(setup ? { setup: true } : {}),
    ...(outcome === 'completed' && setup ? { amountCents: 0 } : {}),
    ...(session.amount_total !== null && outcome === 'completed' && !setup
      ? { amountCents: session.amount_total }
      : {}),
    ...(intent ? { paymentReference: typeof intent === 'string' ? intent : intent.id } : {}),
    ...(saved ? { paymentMethod: saved } : {}),
    // A webhook's session does not name the kept card: the reader asks sessionOutcome.
    ...(outcome === 'completed' && !saved && (setup || session.metadata?.saves_card === 'true')
      ? { paymentMethodPending: true }
      : {}),
    ...(eventId ? { eventId } : {}),
  };
}

/** A session that Stripe calls complete is paid, or still processing (bank debits and the like). */
function completedOutcome(session: Stripe.Checkout.Session): PaymentEvent['outcome'] {
  return session.payment_status === 'unpaid' ? 'processing' : 'completed';
}

/**
 * Stripe Checkout through the official SDK: a hosted Checkout Session per attempt (card, and
 * Google Pay and Apple Pay where Stripe offers them), idempotency keys on creation, the session
 * ending with the seat hold, and signed webhooks verified with the endpoint's secret. Direct
 * debit plans: a payment that keeps the card (a Customer, setup_future_usage off_session), a
 * setup-mode session that only keeps one, and PaymentIntents charged off-session with the
 * instalment's idempotency key.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly id = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;
  private readonly clock: Clock;
  private readonly onError: (error: unknown) => void;
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();

  constructor(options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 15_000,
      telemetry: false,
      appInfo: { name: 'Houselights storefront' },
      ...(options.api ?? {}),
    });
    this.webhookSecret = options.webhookSecret;
    this.clock = options.clock;
    this.onError = options.onError ?? (() => {});
  }

  async createSession(request: PaymentSessionRequest): Promise<PaymentSession> {
    const save = request.savePaymentMethod === true;
    // `saves_card` lets a webhook say a card was kept without naming it (savedMethodOf).
    const metadata = { order_number: request.orderNumber, ...(save ? { saves_card: 'true' } : {}) };
    return this.openSession(request, {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: request.amountCents,
            product_data: { name: request.description },
          },
        },
      ],
      client_reference_id: request.orderNumber,
      metadata,
      payment_intent_data: save ? { metadata, setup_future_usage: 'off_session' } : { metadata },
      // A card kept for a plan is charged later with its Customer: Checkout makes one, and
      // Stripe shows the buyer that the card is saved for future payments. Cards only, so an
      // instalment's outcome is known at once (no bank debit that settles days later).
      ...(save
        ? { customer_creation: 'always' as const, allowed_payment_method_types: ['card' as const] }
        : {}),
    });
  }

  /**
   * A Checkout Session in setup mode: Stripe's page saves a card for the plan (a Customer and
   * its PaymentMethod) and takes no money. Setup mode needs the currency the card will pay in.
   */
  async createSetupSession(request: SetupSessionRequest): Promise<PaymentSession> {
    const metadata = { plan_id: request.planId };
    return this.openSession(request, {
      mode: 'setup',
      currency: 'usd',
      allowed_payment_method_types: ['card'],
      customer_creation: 'always',
      client_reference_id: request.planId,
      metadata,
      setup_intent_data: { description: request.description, metadata },
      // Stripe's setup page shows no line items: the plan and what it pays are said here.
      custom_text: {
        submit: {
          message: translate(ALL_MESSAGES, request.locale, 'stripeCheckout.setupMessage', {
            planId: request.planId,
            description: request.description,
          }),
        },
      },
    });
  }

  /**
   * Charges a saved card off-session. The instalment's key goes to Stripe as the request's
   * idempotency key: a retry gets the first PaymentIntent back, never a second charge. A card
   * Stripe refuses (declined, or needing the buyer to authenticate) is declined; a card Stripe
   * does not have (detached, deleted, another Customer's) fails.
   */
  async chargeOffSession(request: OffSessionChargeRequest): Promise<OffSessionChargeResult> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
      throw new RangeError(`an off-session charge takes a positive amount: ${request.amountCents}`);
    const saved = SAVED_METHOD.exec(request.paymentMethodId);
    if (!saved?.[1] || !saved[2]) return { outcome: 'failed', paymentReference: null };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          customer: saved[1],
          payment_method: saved[2],
          description: request.description,
          off_session: true,
          confirm: true,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      // A card payment settles at once; "processing" is the network still answering, and ends
      // paid, so it is not tried again (a retry under a new key would charge twice).
      const paid = intent.status === 'succeeded' || intent.status === 'processing';
      return { outcome: paid ? 'succeeded' : 'failed', paymentReference: intent.id };
    } catch (error) {
      const reference = error instanceof Stripe.errors.StripeError ? error.payment_intent : null;
      if (error instanceof Stripe.errors.StripeCardError)
        return { outcome: 'declined', paymentReference: reference?.id ?? null };
      // The key in use by a request still under way (a 409, StripeAPIError) is an outage:
      // asked again later, the first one answers.
      if (isUnreachable(error)) throw new AppError('PAYMENT_PROVIDER_UNREACHABLE');
      // The key used before with other parameters: the attempt began on a card the plan has
      // changed since (a re-claim after a crash). Stripe will never answer it, and it may have
      // taken the money: said loudly (the scheduler reports it each run), never as an outage.
      if (error instanceof Stripe.errors.StripeIdempotencyError)
        throw new Error(
          `Stripe refused the instalment key ${request.idempotencyKey} with other parameters: its first request's card was charged or declined, to be recorded by hand`,
          { cause: error },
        );
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        return { outcome: 'failed', paymentReference: reference?.id ?? null };
      throw error;
    }
  }

  /** Opens a Checkout Session that ends with the hold (or the plan's page), once per key. */
  private async openSession(
    request: PaymentSessionRequest | SetupSessionRequest,
    params: Stripe.Checkout.SessionCreateParams,
  ): Promise<PaymentSession> {
    const now = this.clock.now().getTime();
    const holdEnds = request.expiresAt.getTime();
    // Stripe will not end a session before 30 minutes: a shorter hold ends it ourselves (below).
    const expiresAt = Math.min(
      Math.max(holdEnds, now + STRIPE_MIN_SESSION_MS + MIN_SESSION_MARGIN_MS),
      now + STRIPE_MAX_SESSION_MS,
    );
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(
        {
          ...params,
          customer_email: request.customerEmail,
          locale: CHECKOUT_LOCALE[request.locale],
          success_url: request.returnUrl.replace('{SESSION_ID}', '{CHECKOUT_SESSION_ID}'),
          cancel_url: request.cancelUrl.replace('{SESSION_ID}', '{CHECKOUT_SESSION_ID}'),
          expires_at: Math.floor(expiresAt / 1000),
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      if (isUnreachable(error)) throw new AppError('PAYMENT_PROVIDER_UNREACHABLE');
      // The attempt's key is in use: by a request still under way (a second "Pay" at once), or
      // by an earlier one whose answer never came back, with other parameters. Not a 500.
      if (error instanceof Stripe.errors.StripeIdempotencyError)
        throw new AppError('PAYMENT_IN_PROGRESS');
      throw error;
    }
    if (!session.url) throw new AppError('PAYMENT_FAILED');
    if (holdEnds < expiresAt) this.expireAt(session.id, holdEnds - now);
    return { sessionId: session.id, redirectUrl: session.url };
  }

  async expireSession(sessionId: string): Promise<void> {
    const timer = this.expiryTimers.get(sessionId);
    if (timer) clearTimeout(timer);
    this.expiryTimers.delete(sessionId);
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      // Already complete or expired: there is nothing left to end.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      if (isUnreachable(error)) throw new AppError('PAYMENT_PROVIDER_UNREACHABLE');
      throw error;
    }
  }

  async sessionOutcome(sessionId: string): Promise<PaymentEvent> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId, {
        expand: EXPAND_SAVED_CARD,
      });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new AppError('PAYMENT_SESSION_NOT_FOUND');
      if (isUnreachable(error)) throw new AppError('PAYMENT_PROVIDER_UNREACHABLE');
      throw error;
    }
    if (session.status === 'complete') return eventOfSession(session, completedOutcome(session));
    if (session.status === 'expired') return eventOfSession(session, 'expired');
    return eventOfSession(session, 'open');
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null {
    if (!signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    }
    switch (event.type) {
      case 'checkout.session.completed':
        return eventOfSession(event.data.object, completedOutcome(event.data.object), event.id);
      case 'checkout.session.async_payment_succeeded':
        return eventOfSession(event.data.object, 'completed', event.id);
      case 'checkout.session.async_payment_failed':
        return eventOfSession(event.data.object, 'failed', event.id);
      case 'checkout.session.expired':
        return eventOfSession(event.data.object, 'expired', event.id);
      default:
        return null;
    }
  }

  /**
   * Refunds the session's PaymentIntent in whole. The idempotency key makes a retry (or a second
   * process) get the same refund; a payment refunded already (say, by the box office in Stripe's
   * dashboard) answers that refund.
   */
  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    if (!request.paymentReference) throw new AppError('PAYMENT_SESSION_NOT_FOUND');
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentReference, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id };
    } catch (error) {
      if (isUnreachable(error)) throw new AppError('PAYMENT_PROVIDER_UNREACHABLE');
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'charge_already_refunded'
      ) {
        const earlier = await this.stripe.refunds.list({
          payment_intent: request.paymentReference,
          limit: 1,
        });
        const first = earlier.data[0];
        if (first) return { refundId: first.id };
      }
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new AppError('PAYMENT_SESSION_NOT_FOUND');
      throw error;
    }
  }

  /** Stops the timers of sessions waiting to be ended (at shutdown). */
  close(): void {
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.expiryTimers.clear();
  }

  /**
   * Ends a session when its hold ends. A timer in this process: lost at a restart, when the
   * session lives on to Stripe's 30 minutes and a late payment is confirmed if the seats are
   * still free, or refunded (the orders' rule).
   */
  private expireAt(sessionId: string, delayMs: number): void {
    const timer = setTimeout(
      () => {
        this.expiryTimers.delete(sessionId);
        this.expireSession(sessionId).catch(this.onError);
      },
      Math.max(0, delayMs),
    );
    timer.unref();
    this.expiryTimers.set(sessionId, timer);
  }
}
