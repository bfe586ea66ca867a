import type { StripePaymentProvider } from '../adapters/payment/stripe-payment-provider.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import { type StripeStandIn, stripeProviderFor } from './stripe-stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface StripeTestApp {
  t: TestApp;
  stripe: StripePaymentProvider;
  /** A Main Stage performance on sale. */
  performanceId: number;
  close(): Promise<void>;
}

/**
 * The test app taking payments with Stripe Checkout only, the real adapter pointed at a started
 * stand-in of Stripe's API, webhooks signed with `webhookSecret`.
 */
export async function createStripeTestApp(
  standIn: StripeStandIn,
  options: { clock: Clock; holdSeconds: number; webhookSecret: string },
): Promise<StripeTestApp> {
  const api = await standIn.start();
  const stripe = stripeProviderFor(api, options.clock, options.webhookSecret);
  const t = await createTestApp(
    {},
    { clock: options.clock, holdSeconds: options.holdSeconds, providers: () => [stripe] },
  );
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!performance) throw new Error('no on-sale main-stage performance');
  return {
    t,
    stripe,
    performanceId: performance.id,
    close: async () => {
      stripe.close();
      await t.close();
      await standIn.stop();
    },
  };
}
