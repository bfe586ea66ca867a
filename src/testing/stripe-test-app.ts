import type { StripePaymentProvider } from '../adapters/payment/stripe-payment-provider.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { AddSeatsResponse } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import { InjectBrowser } from './inject-browser.ts';
import { type StripeStandIn, stripeProviderFor } from './stripe-stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface StripeTestApp {
  t: TestApp;
  stripe: StripePaymentProvider;
  /** A Main Stage performance on sale. */
  performanceId: number;
  /** A fresh cart of the signed-in customer holding two seats of that performance. */
  buyer(who: { email: string; password: string }): Promise<{
    browser: InjectBrowser;
    seatIds: number[];
  }>;
  /** "Pay" from that browser, the review's boxes ticked: the Stripe session it opened. */
  pay(browser: InjectBrowser): Promise<RedirectAnswer & { sessionId: string }>;
  close(): Promise<void>;
}

type RedirectAnswer = Extract<StartPaymentResponse, { kind: 'redirect' }>;

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
  const sessions = new Map<string, string>();
  const buyer: StripeTestApp['buyer'] = async (who) => {
    if (!sessions.has(who.email)) {
      const login = await new InjectBrowser(() => t.app).send('POST', '/api/auth/login', who);
      if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.body}`);
      sessions.set(who.email, login.cookies.find((c) => c.name === 'session')?.value ?? '');
    }
    const browser = new InjectBrowser(() => t.app);
    browser.cookies.set('session', sessions.get(who.email) ?? '');
    const held = await browser.send('POST', '/api/cart/seats', {
      performanceId: performance.id,
      bestAvailable: { quantity: 2 },
    });
    if (held.statusCode !== 200) throw new Error(`hold answered ${held.body}`);
    const seatIds = ticketLinesOf((held.json() as AddSeatsResponse).cart).map(
      (line) => line.seat.id,
    );
    return { browser, seatIds };
  };
  const pay: StripeTestApp['pay'] = async (browser) => {
    const response = await browser.send('POST', '/api/checkout/payment', {
      acceptTerms: true,
      acknowledgePrivacy: true,
    });
    const answer = response.json() as StartPaymentResponse;
    if (answer.kind !== 'redirect') throw new Error(`expected a redirect: ${response.body}`);
    return { ...answer, sessionId: answer.redirectUrl.split('/').pop() ?? '' };
  };
  return {
    t,
    stripe,
    performanceId: performance.id,
    buyer,
    pay,
    close: async () => {
      stripe.close();
      await t.close();
      await standIn.stop();
    },
  };
}
