/**
 * The Stripe stand-in's money side (src/testing/stripe-stand-in.ts): the PaymentIntents and
 * SetupIntents its Checkout Sessions make, the Customers and card PaymentMethods a saving session
 * leaves, and off-session PaymentIntents charged to them (POST /v1/payment_intents), honouring
 * Idempotency-Key as Stripe does: the same key answers the first response again, error or not.
 */
import { randomBytes } from 'node:crypto';

/** Stripe's test cards the stand-in knows, and what a later off-session charge of each does. */
export const STAND_IN_CARDS = {
  '4242424242424242': 'succeeded',
  // Attaching it to a Customer succeeds, but every charge of it is declined.
  '4000000000000341': 'card_declined',
  // Off-session, it needs the buyer to authenticate: Stripe refuses the charge.
  '4000002760003184': 'authentication_required',
} as const;

export type StandInCard = keyof typeof STAND_IN_CARDS;

export interface StandInPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: 'visa'; last4: string; exp_month: number; exp_year: number };
}

export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded' | 'processing' | 'requires_payment_method';
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: 'off_session' | null;
  description: string | null;
}

export interface StandInSetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'succeeded';
  customer: string | null;
  payment_method: string;
  usage: 'off_session';
}

/** An off-session charge as the stand-in took it (replays of a key are not new charges). */
export interface StandInCharge {
  id: string;
  customer: string;
  payment_method: string;
  amount: number;
  outcome: (typeof STAND_IN_CARDS)[StandInCard];
  idempotencyKey: string | undefined;
}

/** A response: its HTTP status and JSON body. */
export interface StandInAnswer {
  status: number;
  value: unknown;
}

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export class StandInIntents {
  readonly paymentIntents = new Map<string, StandInPaymentIntent>();
  readonly setupIntents = new Map<string, StandInSetupIntent>();
  readonly paymentMethods = new Map<string, StandInPaymentMethod>();
  /** Off-session PaymentIntents made, in order. */
  readonly charges: StandInCharge[] = [];
  private readonly cardOf = new Map<string, StandInCard>();
  /** Each key's first request body and the answer it got, replayed for the same key. */
  private readonly answered = new Map<string, { body: string; status: number; value: unknown }>();

  /** A Customer, as Checkout makes one with customer_creation `always`. */
  customer(): string {
    return id('cus_');
  }

  /** A card PaymentMethod, attached to the customer when there is one. */
  paymentMethod(card: StandInCard, customer: string | null): StandInPaymentMethod {
    const method: StandInPaymentMethod = {
      id: id('pm_'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: card.slice(-4), exp_month: 12, exp_year: 2034 },
    };
    this.paymentMethods.set(method.id, method);
    this.cardOf.set(method.id, card);
    return method;
  }

  /** The PaymentIntent a Checkout Session in payment mode confirms. */
  checkoutPayment(fields: {
    amount: number;
    status: StandInPaymentIntent['status'];
    customer: string | null;
    paymentMethod: string | null;
    setupFutureUsage: 'off_session' | null;
  }): StandInPaymentIntent {
    const intent: StandInPaymentIntent = {
      id: id('pi_'),
      object: 'payment_intent',
      amount: fields.amount,
      currency: 'usd',
      status: fields.status,
      customer: fields.customer,
      payment_method: fields.paymentMethod,
      setup_future_usage: fields.setupFutureUsage,
      description: null,
    };
    this.paymentIntents.set(intent.id, intent);
    return intent;
  }

  /** The SetupIntent a Checkout Session in setup mode confirms. */
  checkoutSetup(customer: string | null, paymentMethod: string): StandInSetupIntent {
    const intent: StandInSetupIntent = {
      id: id('seti_'),
      object: 'setup_intent',
      status: 'succeeded',
      customer,
      payment_method: paymentMethod,
      usage: 'off_session',
    };
    this.setupIntents.set(intent.id, intent);
    return intent;
  }

  /** An intent as a retrieve with `expand` answers it: its PaymentMethod inline when asked. */
  expanded(intentId: string, withMethod: boolean): unknown {
    const intent = this.paymentIntents.get(intentId) ?? this.setupIntents.get(intentId);
    if (!intent) return intentId;
    const method = intent.payment_method ? this.paymentMethods.get(intent.payment_method) : null;
    return withMethod && method ? { ...intent, payment_method: method } : { ...intent };
  }

  /** POST /v1/payment_intents with off_session and confirm: a saved card charged now. */
  create(fields: Record<string, string>, body: string, key: string | undefined): StandInAnswer {
    const earlier = key ? this.answered.get(key) : undefined;
    if (earlier && earlier.body !== body)
      return {
        status: 400,
        value: {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        },
      };
    if (earlier) return earlier;
    const invalid = (message: string, code?: string): StandInAnswer => ({
      status: 400,
      value: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
    });
    const amount = Number(fields.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return invalid('This value must be greater than or equal to 1.');
    if (fields.off_session !== 'true' || fields.confirm !== 'true')
      return invalid('The stand-in only charges saved cards off-session, confirmed at once.');
    const customer = fields.customer ?? '';
    const method = this.paymentMethods.get(fields.payment_method ?? '');
    const card = method ? this.cardOf.get(method.id) : undefined;
    if (!method || !card)
      return invalid(`No such PaymentMethod: '${fields.payment_method}'`, 'resource_missing');
    if (method.customer !== customer)
      return invalid(
        `The provided PaymentMethod ${method.id} does not belong to the Customer ${customer}.`,
      );
    const outcome = STAND_IN_CARDS[card];
    const intent: StandInPaymentIntent = {
      id: id('pi_'),
      object: 'payment_intent',
      amount,
      currency: fields.currency ?? 'usd',
      status: outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method',
      customer,
      payment_method: method.id,
      setup_future_usage: null,
      description: fields.description ?? null,
    };
    this.paymentIntents.set(intent.id, intent);
    this.charges.push({
      id: intent.id,
      customer,
      payment_method: method.id,
      amount,
      outcome,
      idempotencyKey: key,
    });
    const answer: StandInAnswer =
      outcome === 'succeeded'
        ? { status: 200, value: intent }
        : {
            status: 402,
            value: {
              error: {
                type: 'card_error',
                code: outcome,
                decline_code: outcome === 'card_declined' ? 'generic_decline' : outcome,
                message:
                  outcome === 'card_declined'
                    ? 'Your card was declined.'
                    : 'Your card was declined. This transaction requires authentication.',
                payment_intent: intent,
              },
            },
          };
    // As Stripe: a request that ran (paid or declined) is answered the same for its key.
    if (key) this.answered.set(key, { body, ...answer });
    return answer;
  }
}
