/**
 * Stripe Checkout runs the PaymentProvider contract: the real adapter and SDK, pointed at a
 * local stand-in of Stripe's API (src/testing/stripe-stand-in.ts), webhooks signed with the
 * SDK's own test signature.
 */
import { paymentProviderContract } from '../../domain/ports/payment-provider.contract.ts';
import { StripeStandIn, stripeProviderFor } from '../../testing/stripe-stand-in.ts';

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
    buyerPays: async (sessionId) => {
      standIn.pay(sessionId);
    },
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
