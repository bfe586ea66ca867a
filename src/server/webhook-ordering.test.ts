import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../shared/contracts/checkout.ts';
import type { InjectBrowser } from '../testing/inject-browser.ts';
import { paymentsOf, seatStatuses, ticketsOf } from '../testing/order-fixtures.ts';
import { StripeStandIn } from '../testing/stripe-stand-in.ts';
import { createStripeTestApp, type StripeTestApp } from '../testing/stripe-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

/**
 * Stripe's events arrive late, twice, and out of order (it promises no order at all); the return
 * and the recovery sweep ask Stripe instead. Whatever the sequence, an order ends in one state
 * and is confirmed at most once. (Plain replays are in stripe-checkout.test.ts.)
 */
const WEBHOOK_SECRET = 'whsec_test_houselights_ordering';
const _REVIEW = { acceptTerms: true, acknowledgePrivacy: true };
const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };

const standIn = new StripeStandIn();
let t: TestApp;
let performanceId: number;
let app: StripeTestApp;

beforeAll(async () => {
  app = await createStripeTestApp(standIn, {
    clock,
    holdSeconds: 600,
    webhookSecret: WEBHOOK_SECRET,
  });
  ({ t, performanceId } = app);
});
afterAll(() => app?.close());

const buyer = () => app.buyer({ email: 'rose.pierre@example.com', password: 'Aisle5Seat' });
const pay = (browser: InjectBrowser) => app.pay(browser);

async function deliver(type: string, sessionId: string) {
  const event = standIn.signedEvent(type, { ...standIn.get(sessionId) }, WEBHOOK_SECRET);
  return (
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    })
  ).statusCode;
}

async function status(browser: InjectBrowser, number: string): Promise<OrderStatus> {
  return (await browser.send('GET', `/api/orders/${number}/status`)).json() as OrderStatus;
}

describe(`webhooks out of order, and the recovery sweep, on ${testDatabaseKind()}`, () => {
  it('async_payment_succeeded before checkout.session.completed: confirmed, and stays so', async () => {
    const { browser, seatIds } = await buyer();
    const payment = await pay(browser);
    standIn.pay(payment.sessionId, 'unpaid');
    // Stripe's later event first: the money arrived.
    const paid = standIn.get(payment.sessionId);
    paid.payment_status = 'paid';
    expect(await deliver('checkout.session.async_payment_succeeded', payment.sessionId)).toBe(200);
    // The earlier "complete, unpaid" event arrives after it.
    paid.payment_status = 'unpaid';
    expect(await deliver('checkout.session.completed', payment.sessionId)).toBe(200);
    expect((await status(browser, payment.orderNumber)).state).toBe('confirmed');
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['sold', 'sold']);
    expect(await paymentsOf(t.db.database, payment.orderNumber)).toEqual([
      { provider: 'stripe', state: 'succeeded' },
    ]);
  });

  it('async_payment_failed before checkout.session.completed: failed, never stuck verifying', async () => {
    const { browser, seatIds } = await buyer();
    const payment = await pay(browser);
    standIn.pay(payment.sessionId, 'unpaid');
    expect(await deliver('checkout.session.async_payment_failed', payment.sessionId)).toBe(200);
    expect(await deliver('checkout.session.completed', payment.sessionId)).toBe(200);
    const order = await status(browser, payment.orderNumber);
    // Not "verifying" for ever: that would refuse every new attempt with PAYMENT_IN_PROGRESS.
    expect(order.state).toBe('completing');
    expect(order.lastPayment).toEqual({ provider: 'stripe', outcome: 'failed' });
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['held', 'held']);
    // The buyer pays again, by card this time.
    const again = await pay(browser);
    expect(again.orderNumber).toBe(payment.orderNumber);
    standIn.pay(again.sessionId);
    expect(await deliver('checkout.session.completed', again.sessionId)).toBe(200);
    expect((await status(browser, payment.orderNumber)).state).toBe('confirmed');
  });

  it('checkout.session.expired arriving after the payment: the order stays confirmed', async () => {
    const { browser, seatIds } = await buyer();
    const payment = await pay(browser);
    standIn.pay(payment.sessionId);
    expect(await deliver('checkout.session.completed', payment.sessionId)).toBe(200);
    const tickets = await ticketsOf(t.db.database, payment.orderNumber);
    expect(await deliver('checkout.session.expired', payment.sessionId)).toBe(200);
    expect(await deliver('checkout.session.async_payment_failed', payment.sessionId)).toBe(200);
    expect((await status(browser, payment.orderNumber)).state).toBe('confirmed');
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['sold', 'sold']);
    // Nothing issued again.
    expect(await ticketsOf(t.db.database, payment.orderNumber)).toEqual(tickets);
  });

  it('the recovery sweep confirms a payment whose webhook and return never came, once', async () => {
    const { browser, seatIds } = await buyer();
    const waiting = await pay(browser);
    // A buyer still on Stripe's page: the sweep asks, and changes nothing.
    await t.checkout.recoverPayments();
    expect((await status(browser, waiting.orderNumber)).state).toBe('completing');
    standIn.pay(waiting.sessionId);
    expect(await t.checkout.recoverPayments()).toBeGreaterThanOrEqual(1);
    expect((await status(browser, waiting.orderNumber)).state).toBe('confirmed');
    const tickets = await ticketsOf(t.db.database, waiting.orderNumber);
    expect(tickets.every((ticket) => ticket.barcode !== null)).toBe(true);
    // Again, then the webhook after all, then the return: one sale, the same tickets.
    await t.checkout.recoverPayments();
    expect(await deliver('checkout.session.completed', waiting.sessionId)).toBe(200);
    const back = await browser.send(
      'GET',
      `/api/payments/stripe/return?session_id=${waiting.sessionId}`,
    );
    expect(back.headers.location).toBe(`/order/confirmed?order=${waiting.orderNumber}`);
    expect(await ticketsOf(t.db.database, waiting.orderNumber)).toEqual(tickets);
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['sold', 'sold']);
    expect(await paymentsOf(t.db.database, waiting.orderNumber)).toEqual([
      { provider: 'stripe', state: 'succeeded' },
    ]);
  });

  it('the sweep records an expired session, so the buyer is offered the payment again', async () => {
    const { browser } = await buyer();
    const payment = await pay(browser);
    standIn.get(payment.sessionId).status = 'expired';
    await t.checkout.recoverPayments();
    const order = await status(browser, payment.orderNumber);
    expect(order.state).toBe('completing');
    expect(order.lastPayment?.outcome).toBe('expired');
    await browser.send('DELETE', '/api/cart');
  });
});
