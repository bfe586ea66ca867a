/**
 * Stripe Checkout runs the PaymentProvider contract: the real adapter and SDK, pointed at a
 * local stand-in of Stripe's API (src/testing/stripe-stand-in.ts), webhooks signed with the
 * SDK's own test signature; then what it sends Stripe for direct debit plans.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderContract } from '../../domain/ports/payment-provider.contract.ts';
import { StripeStandIn, stripeProviderFor } from '../../testing/stripe-stand-in.ts';
import type { StripePaymentProvider } from './stripe-payment-provider.ts';

const WEBHOOK_SECRET = 'whsec_contract';

paymentProviderContract('Stripe Checkout (stand-in)', async () => {
  const standIn = new StripeStandIn();
  const api = await standIn.start();
  const clock = { now: () => new Date() };
  const stripe = stripeProviderFor(api, clock, WEBHOOK_SECRET);
  const signed = (type: string, sessionId: string, secret = WEBHOOK_SECRET) => {
    const { payload, signature } = standIn.signedEvent(type, standIn.get(sessionId), secret);
    return { body: Buffer.from(payload), signature };
  };
  return {
    provider: stripe,
    now: clock.now,
    buyerPays: async (sessionId, card = 'pays') => {
      standIn.pay(sessionId, 'paid', card === 'pays' ? '4242424242424242' : '4000000000000341');
    },
    chargesOf: async (paymentMethodId) =>
      standIn.intents.charges.filter(
        (charge) => `${charge.customer}/${charge.payment_method}` === paymentMethodId,
      ).length,
    webhooks: {
      paid: (sessionId) => signed('checkout.session.completed', sessionId),
      forged: (sessionId) => signed('checkout.session.completed', sessionId, 'whsec_not_ours'),
      ignored: (sessionId) => signed('payment_intent.created', sessionId),
    },
    outage: {
      down: () => {
        standIn.down = true;
      },
      up: () => {
        standIn.down = false;
      },
    },
    close: async () => {
      stripe.close();
      await standIn.stop();
    },
  };
});

/** What the adapter asks of Stripe for direct debit plans, as the stand-in received it. */
describe('Stripe Checkout for direct debit plans (stand-in)', () => {
  const standIn = new StripeStandIn();
  let stripe: StripePaymentProvider;
  const now = () => new Date();
  const urls = {
    returnUrl: 'http://localhost:3000/api/payment-plans/stripe/return?session_id={SESSION_ID}',
    cancelUrl: 'http://localhost:3000/api/payment-plans/stripe/return?cancelled=1',
  };
  beforeAll(async () => {
    stripe = stripeProviderFor(await standIn.start(), { now }, WEBHOOK_SECRET);
  });
  afterAll(async () => {
    stripe.close();
    await standIn.stop();
  });

  it('keeps the card of a payment with savePaymentMethod: a Customer, saved for off-session use', async () => {
    const { sessionId } = await stripe.createSession({
      orderNumber: 'MSP-PLAN0001',
      amountCents: 1500,
      description: 'Supporter membership, first month',
      customerEmail: 'maria.alvarez@example.com',
      locale: 'de',
      ...urls,
      expiresAt: new Date(Date.now() + 45 * 60_000),
      idempotencyKey: 'plan-payment-1',
      savePaymentMethod: true,
    });
    expect(standIn.creates.at(-1)?.fields).toMatchObject({
      mode: 'payment',
      customer_creation: 'always',
      'payment_intent_data[setup_future_usage]': 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });
    standIn.pay(sessionId);
    const { paymentMethod } = await stripe.sessionOutcome(sessionId);
    const session = standIn.get(sessionId);
    expect(paymentMethod?.id).toMatch(/^cus_[a-f0-9]+\/pm_[a-f0-9]+$/);
    expect(paymentMethod?.id.startsWith(`${session.customer}/`)).toBe(true);
    // Stripe's webhook carries the intent's id, not the card: the event says no card.
    const { payload, signature } = standIn.signedEvent(
      'checkout.session.completed',
      session,
      WEBHOOK_SECRET,
    );
    const event = stripe.parseWebhook(Buffer.from(payload), signature);
    expect(event).toMatchObject({ outcome: 'completed', amountCents: 1500 });
    expect(event?.paymentMethod).toBeUndefined();
  });

  it('opens a setup-mode session in dollars, naming the plan in the buyer’s language', async () => {
    const { sessionId } = await stripe.createSetupSession({
      planId: 'ddp_AbCdEfGhIjKlMnOpQrStUv',
      description: 'Förderer-Mitgliedschaft, 15,00 $ im Monat',
      customerEmail: 'maria.alvarez@example.com',
      locale: 'de',
      ...urls,
      expiresAt: new Date(Date.now() + 45 * 60_000),
      idempotencyKey: 'plan-setup-1',
    });
    const sent = standIn.creates.at(-1)?.fields ?? {};
    expect(sent).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      customer_creation: 'always',
      client_reference_id: 'ddp_AbCdEfGhIjKlMnOpQrStUv',
      'metadata[plan_id]': 'ddp_AbCdEfGhIjKlMnOpQrStUv',
      'setup_intent_data[description]': 'Förderer-Mitgliedschaft, 15,00 $ im Monat',
      locale: 'de',
    });
    expect(sent['custom_text[submit][message]']).toContain(
      'Lastschriftplan ddp_AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(Object.keys(sent).some((name) => name.startsWith('line_items'))).toBe(false);
    const { payload, signature } = standIn.signedEvent(
      'checkout.session.expired',
      { ...standIn.get(sessionId), status: 'expired' },
      WEBHOOK_SECRET,
    );
    expect(stripe.parseWebhook(Buffer.from(payload), signature)).toMatchObject({
      outcome: 'expired',
      setup: true,
    });
  });

  it('declines a charge that needs the buyer to authenticate (authentication_required)', async () => {
    const { sessionId } = await stripe.createSetupSession({
      planId: 'ddp_AuthenticationNeeded00',
      description: 'Monthly gift, $10.00 a month',
      customerEmail: 'maria.alvarez@example.com',
      locale: 'en-US',
      ...urls,
      expiresAt: new Date(Date.now() + 45 * 60_000),
      idempotencyKey: 'plan-setup-3184',
    });
    standIn.pay(sessionId, 'paid', '4000002760003184');
    const { paymentMethod } = await stripe.sessionOutcome(sessionId);
    const charged = await stripe.chargeOffSession({
      paymentMethodId: paymentMethod?.id ?? '',
      amountCents: 1000,
      description: 'Monthly gift, month 2',
      idempotencyKey: 'instalment-3184-1',
    });
    expect(charged.outcome).toBe('declined');
    expect(charged.paymentReference).toMatch(/^pi_/);
    expect(standIn.intents.charges.at(-1)).toMatchObject({
      amount: 1000,
      idempotencyKey: 'instalment-3184-1',
      outcome: 'authentication_required',
    });
  });

  it('a key Stripe saw with another card is no outage: it is reported, never passed over as one', async () => {
    const card = async (key: string) => {
      const { sessionId } = await stripe.createSetupSession({
        planId: 'ddp_CardChangedMidAttempt0',
        description: 'Supporter membership, $15.00 a month',
        customerEmail: 'maria.alvarez@example.com',
        locale: 'en-US',
        ...urls,
        expiresAt: new Date(Date.now() + 45 * 60_000),
        idempotencyKey: key,
      });
      standIn.pay(sessionId, 'paid', '4242424242424242');
      return (await stripe.sessionOutcome(sessionId)).paymentMethod?.id ?? '';
    };
    const charge = (paymentMethodId: string) =>
      stripe.chargeOffSession({
        paymentMethodId,
        amountCents: 1500,
        description: 'Supporter membership, month 3',
        idempotencyKey: 'instalment-card-changed-1',
      });
    expect((await charge(await card('plan-setup-old'))).outcome).toBe('succeeded');
    // The process died before recording it; the member's new card is the plan's on the re-claim.
    const error = await charge(await card('plan-setup-new')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).not.toBe('PAYMENT_PROVIDER_UNREACHABLE');
    expect(String(error)).toMatch(/instalment-card-changed-1/);
  });
});
