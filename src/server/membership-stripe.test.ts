/**
 * Direct debit plans paid through Stripe (issue 12), against the local stand-in: the card a
 * membership's first payment keeps reaches its plan whichever comes first, Stripe's webhook or
 * the buyer's return (a webhook's session does not name the card, so it is asked for), and a
 * card set up for a plan is taken from Stripe's webhook too, without the member coming back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../shared/contracts/cart.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { StripeStandIn } from '../testing/stripe-stand-in.ts';
import { createStripeTestApp, type StripeTestApp } from '../testing/stripe-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { TEST_NOW } from '../testing/test-database.ts';

const WEBHOOK_SECRET = 'whsec_test_houselights_plans';
const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };
const ROSE = { email: 'rose.pierre@example.com', password: 'Aisle5Seat' };
const DANIEL = { email: 'daniel.alvarez@example.com', password: 'Stage7Door' };

const standIn = new StripeStandIn();
let app: StripeTestApp;
let t: TestApp;

beforeAll(async () => {
  app = await createStripeTestApp(standIn, {
    clock,
    holdSeconds: 600,
    webhookSecret: WEBHOOK_SECRET,
  });
  t = app.t;
});
afterAll(() => app?.close());

const execute = <T = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => sqlOn(t.db.database)<T>(strings, ...values);

function webhook(type: string, sessionId: string) {
  const event = standIn.signedEvent(type, standIn.get(sessionId), WEBHOOK_SECRET);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': event.signature,
    },
    payload: event.payload,
  });
}

async function signIn(who: { email: string; password: string }) {
  const browser = new InjectBrowser(() => t.app);
  const response = await browser.send('POST', '/api/auth/login', who);
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

/** A monthly Supporter membership in the cart, and "Pay": the Stripe session it opened. */
async function payForMonthly(browser: InjectBrowser) {
  const [level] = await execute<{ id: number }>`
    select id from membership_levels where slug = 'supporter'`;
  const added = await browser.send('POST', '/api/cart/memberships', {
    levelId: level?.id,
    paymentOption: 'monthly',
  });
  expect(added.statusCode, added.body).toBe(200);
  expect((added.json() as Cart).lines.some((l) => l.kind === 'membership')).toBe(true);
  return app.pay(browser);
}

const planOf = async (orderNumber: string) =>
  (
    await execute<{ id: string; payment_method_ref: string | null; mandate: string }>`
      select p.id, p.payment_method_ref, p.mandate from payment_plans p
      join orders o on o.id = p.order_id where o.number = ${orderNumber}`
  )[0];

describe('Stripe direct debit plans', () => {
  it('the webhook arriving before the buyer’s return still gives the plan its card', async () => {
    const rose = await signIn(ROSE);
    const payment = await payForMonthly(rose);
    standIn.pay(payment.sessionId);
    const first = await webhook('checkout.session.completed', payment.sessionId);
    expect(first.statusCode, first.body).toBe(200);
    const back = await rose.send(
      'GET',
      `/api/payments/stripe/return?session_id=${payment.sessionId}`,
    );
    expect(back.headers.location).toBe(`/order/confirmed?order=${payment.orderNumber}`);
    const plan = await planOf(payment.orderNumber);
    expect(plan?.payment_method_ref).toMatch(/^cus_[0-9a-f]+\/pm_[0-9a-f]+$/);
    expect(plan?.mandate).toBe('confirmed');
  });

  it('a card set up for a plan is kept from the webhook, the member never coming back', async () => {
    const daniel = await signIn(DANIEL);
    const payment = await payForMonthly(daniel);
    standIn.pay(payment.sessionId);
    await daniel.send('GET', `/api/payments/stripe/return?session_id=${payment.sessionId}`);
    const plan = await planOf(payment.orderNumber);
    if (!plan) throw new Error('no plan');
    const opened = await daniel.send('POST', `/api/account/payment-plans/${plan.id}/card`);
    expect(opened.statusCode, opened.body).toBe(200);
    const { redirectUrl } = opened.json() as { redirectUrl: string };
    const sessionId = redirectUrl.split('/').pop() ?? '';
    standIn.pay(sessionId, 'paid', '4000000000000341');
    const event = await webhook('checkout.session.completed', sessionId);
    expect(event.statusCode, event.body).toBe(200);
    const after = await planOf(payment.orderNumber);
    expect(after?.payment_method_ref).not.toBe(plan.payment_method_ref);
    expect(after?.payment_method_ref).toMatch(/^cus_[0-9a-f]+\/pm_[0-9a-f]+$/);
    const [label] = await execute<{ payment_method_label: string; setup_outcome: string }>`
      select payment_method_label, setup_outcome from payment_plans where id = ${plan.id}`;
    expect(label).toEqual({ payment_method_label: 'Visa •••• 0341', setup_outcome: 'completed' });
  });
});
