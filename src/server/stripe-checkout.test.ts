import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../shared/contracts/checkout.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { paymentsOf, seatStatuses } from '../testing/order-fixtures.ts';
import { StripeStandIn } from '../testing/stripe-stand-in.ts';
import { createStripeTestApp, type StripeTestApp } from '../testing/stripe-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

const WEBHOOK_SECRET = 'whsec_test_houselights_local_stand_in';
const HOLD_SECONDS = 600;
const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };
const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };

const standIn = new StripeStandIn();
let stripe: StripeTestApp['stripe'];
let t: TestApp;
let performanceId: number;
let app: StripeTestApp;

beforeAll(async () => {
  app = await createStripeTestApp(standIn, {
    clock,
    holdSeconds: HOLD_SECONDS,
    webhookSecret: WEBHOOK_SECRET,
  });
  ({ t, stripe, performanceId } = app);
});
afterAll(() => app?.close());

/** A browser of this file's app (src/testing/inject-browser.ts). */
class Browser extends InjectBrowser {
  constructor() {
    super(() => t.app);
  }
}

const buyer = () => app.buyer({ email: 'maria.alvarez@example.com', password: 'Curtain42Call' });
const pay = (browser: InjectBrowser) => app.pay(browser);

function webhook(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

async function status(browser: Browser, number: string): Promise<OrderStatus> {
  return (await browser.send('GET', `/api/orders/${number}/status`)).json() as OrderStatus;
}

describe(`Stripe Checkout against a local stand-in, on ${testDatabaseKind()}`, () => {
  it('opens a Checkout Session: cents in USD, return URLs, idempotency key, expiry ≥ 30 min', async () => {
    const { browser } = await buyer();
    const payment = await pay(browser);
    expect(payment.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = standIn.creates.at(-1);
    const order = await status(browser, payment.orderNumber);
    expect(sent?.idempotencyKey).toBe(`${payment.orderNumber}-attempt-1`);
    expect(sent?.fields).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(order.totals.total.amount),
      client_reference_id: payment.orderNumber,
      customer_email: 'maria.alvarez@example.com',
      success_url:
        'http://localhost:3000/api/payments/stripe/return?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `http://localhost:3000/api/payments/stripe/return?order=${payment.orderNumber}&cancelled=1&session_id={CHECKOUT_SESSION_ID}`,
    });
    // The 10-minute hold is shorter than Stripe's 30-minute minimum: the session is created for
    // the minimum and ended by us when the hold ends.
    expect(Number(sent?.fields.expires_at)).toBeGreaterThanOrEqual(
      Math.floor(clock.at / 1000) + 30 * 60,
    );
    await browser.send('DELETE', '/api/cart');
  });

  it('confirms on the signed checkout.session.completed webhook exactly once, whatever comes again', async () => {
    const { browser, seatIds } = await buyer();
    const payment = await pay(browser);
    const paid = standIn.pay(payment.sessionId);
    const event = standIn.signedEvent('checkout.session.completed', paid, WEBHOOK_SECRET);
    const first = await webhook(event.payload, event.signature);
    expect(first.statusCode, first.body).toBe(200);
    // Stripe retries: the same event again, and the buyer's return.
    expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
    const back = await browser.send(
      'GET',
      `/api/payments/stripe/return?session_id=${payment.sessionId}`,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/order/confirmed?order=${payment.orderNumber}`);
    const order = await status(browser, payment.orderNumber);
    expect(order.state).toBe('confirmed');
    expect(order.lastPayment).toEqual({ provider: 'stripe', outcome: 'completed' });
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['sold', 'sold']);
    expect(await paymentsOf(t.db.database, payment.orderNumber)).toEqual([
      { provider: 'stripe', state: 'succeeded' },
    ]);
  });

  it('confirms at the return before any webhook, by asking Stripe (not the address)', async () => {
    const { browser, seatIds } = await buyer();
    const payment = await pay(browser);
    // Coming back without having paid changes nothing.
    const early = await browser.send(
      'GET',
      `/api/payments/stripe/return?session_id=${payment.sessionId}`,
    );
    expect(early.headers.location).toBe(`/order/verify?order=${payment.orderNumber}`);
    expect((await status(browser, payment.orderNumber)).state).toBe('completing');
    standIn.pay(payment.sessionId);
    const back = await browser.send(
      'GET',
      `/api/payments/stripe/return?session_id=${payment.sessionId}`,
    );
    expect(back.headers.location).toBe(`/order/confirmed?order=${payment.orderNumber}`);
    const late = standIn.signedEvent(
      'checkout.session.completed',
      standIn.get(payment.sessionId),
      WEBHOOK_SECRET,
    );
    expect((await webhook(late.payload, late.signature)).statusCode).toBe(200);
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['sold', 'sold']);
    expect(await paymentsOf(t.db.database, payment.orderNumber)).toEqual([
      { provider: 'stripe', state: 'succeeded' },
    ]);
  });

  it('refuses a webhook with a bad or missing signature', async () => {
    const { browser } = await buyer();
    const payment = await pay(browser);
    const paid = standIn.pay(payment.sessionId);
    const forged = standIn.signedEvent('checkout.session.completed', paid, 'whsec_not_ours');
    const refused = await webhook(forged.payload, forged.signature);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const genuine = standIn.signedEvent('checkout.session.completed', paid, WEBHOOK_SECRET);
    const tampered = genuine.payload.replace(
      `"amount_total":${paid.amount_total}`,
      '"amount_total":1',
    );
    expect((await webhook(tampered, genuine.signature)).statusCode).toBe(400);
    expect((await webhook(genuine.payload)).statusCode).toBe(400);
    expect((await status(browser, payment.orderNumber)).state).toBe('completing');
    await browser.send('DELETE', '/api/cart');
  });

  it('expired and async-failed sessions: the order is not confirmed', async () => {
    const { browser, seatIds } = await buyer();
    const first = await pay(browser);
    const session = standIn.get(first.sessionId);
    session.status = 'expired';
    const expired = standIn.signedEvent('checkout.session.expired', session, WEBHOOK_SECRET);
    expect((await webhook(expired.payload, expired.signature)).statusCode).toBe(200);
    const afterExpiry = await status(browser, first.orderNumber);
    expect(afterExpiry.state).toBe('completing');
    expect(afterExpiry.lastPayment?.outcome).toBe('expired');
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['held', 'held']);

    // A bank payment: complete but unpaid (verifying), then it fails.
    const second = await pay(browser);
    const processing = standIn.pay(second.sessionId, 'unpaid');
    const completed = standIn.signedEvent('checkout.session.completed', processing, WEBHOOK_SECRET);
    await webhook(completed.payload, completed.signature);
    expect((await status(browser, second.orderNumber)).state).toBe('verifying');
    const failed = standIn.signedEvent(
      'checkout.session.async_payment_failed',
      processing,
      WEBHOOK_SECRET,
    );
    await webhook(failed.payload, failed.signature);
    const order = await status(browser, second.orderNumber);
    expect(order).toMatchObject({ state: 'failed', failureReason: 'payment-failed' });
    expect(order.refundDue).toBe(false);
    await browser.send('DELETE', '/api/cart');
  });

  it('answers PAYMENT_IN_PROGRESS, not a 500, when Stripe refuses the attempt’s key', async () => {
    const { browser, seatIds } = await buyer();
    // Stripe makes the session, but its answer is lost (a 500): no payment is recorded.
    standIn.loseNextAnswer = true;
    const lost = await browser.send('POST', '/api/checkout/payment', REVIEW);
    expect(lost.statusCode).toBe(502);
    // Sent again by post: the same attempt's key with another amount, which Stripe refuses.
    const again = await browser.send('POST', '/api/checkout/payment', {
      ...REVIEW,
      deliveryMethod: 'post',
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('PAYMENT_IN_PROGRESS');
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['held', 'held']);
    await browser.send('DELETE', '/api/cart');
  });

  it('a cancel ends the Stripe session it names while that session is still open', async () => {
    const { browser, seatIds } = await buyer();
    const payment = await pay(browser);
    const sent = standIn.creates.at(-1)?.fields.cancel_url ?? '';
    // Stripe fills in the session's id, as in the success URL.
    const back = new URL(sent.replace('{CHECKOUT_SESSION_ID}', payment.sessionId));
    // Without the session named (a link from elsewhere), nothing is ended.
    const bare = `/api/payments/stripe/return?order=${payment.orderNumber}&cancelled=1`;
    expect((await browser.send('GET', bare)).statusCode).toBe(303);
    expect(standIn.get(payment.sessionId).status).toBe('open');
    const response = await browser.send('GET', `${back.pathname}${back.search}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/checkout/payment?outcome=cancelled&order=${payment.orderNumber}`,
    );
    expect(standIn.get(payment.sessionId).status).toBe('expired');
    expect(await paymentsOf(t.db.database, payment.orderNumber)).toEqual([
      { provider: 'stripe', state: 'cancelled' },
    ]);
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['held', 'held']);
    await browser.send('DELETE', '/api/cart');
  });

  it('refunds a payment that landed after another buyer took the seats: once, also after Stripe was down', async () => {
    const { browser, seatIds } = await buyer();
    const payment = await pay(browser);
    const total = (await status(browser, payment.orderNumber)).totals.total.amount;
    clock.at += (HOLD_SECONDS + 60) * 1000;
    try {
      const other = new Browser();
      const taken = await other.send('POST', '/api/cart/seats', { performanceId, seatIds });
      expect(taken.statusCode, taken.body).toBe(200);
      // Stripe's session outlives the hold (30 minutes at least): the buyer pays late, and Stripe
      // is unreachable when the refund is first tried.
      const paid = standIn.pay(payment.sessionId);
      const event = standIn.signedEvent('checkout.session.completed', paid, WEBHOOK_SECRET);
      standIn.down = true;
      try {
        expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
        await t.checkout.settled();
      } finally {
        standIn.down = false;
      }
      const due = await status(browser, payment.orderNumber);
      expect(due).toMatchObject({ state: 'failed', failureReason: 'seats-taken', refundDue: true });
      expect(due.refunded.amount).toBe(0);
      expect(standIn.refunds).toEqual([]);

      // The sweep sends it once Stripe answers; a replayed webhook and another sweep add nothing.
      expect(await t.checkout.sendDueRefunds()).toBe(1);
      expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
      await t.checkout.settled();
      expect(await t.checkout.sendDueRefunds()).toBe(0);
      const refunds = standIn.refunds.filter((r) => r.payment_intent === paid.payment_intent);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({
        amount: total,
        idempotencyKey: expect.stringMatching(/^refund-payment-\d+$/),
      });
      const refunded = await status(browser, payment.orderNumber);
      expect(refunded).toMatchObject({ state: 'failed', refundDue: false });
      expect(refunded.refunded.amount).toBe(total);
      expect(await paymentsOf(t.db.database, payment.orderNumber)).toEqual([
        { provider: 'stripe', state: 'refunded' },
      ]);
      // Asked again (a lost answer, another process): the same refund, never a second one.
      const request = {
        sessionId: payment.sessionId,
        paymentReference: paid.payment_intent,
        amountCents: total,
      };
      const first = refunds[0]?.id;
      expect(
        await stripe.refund({ ...request, idempotencyKey: refunds[0]?.idempotencyKey ?? '' }),
      ).toEqual({ refundId: first });
      expect(await stripe.refund({ ...request, idempotencyKey: 'another-key' })).toEqual({
        refundId: first,
      });
      expect(standIn.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(
        1,
      );
      expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['held', 'held']);
      await other.send('DELETE', '/api/cart');
    } finally {
      clock.at = TEST_NOW.getTime();
    }
  });

  it('says "Payment provider unreachable" when Stripe does not answer; seats stay held', async () => {
    const { browser, seatIds } = await buyer();
    standIn.down = true;
    try {
      const response = await browser.send('POST', '/api/checkout/payment', REVIEW);
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('PAYMENT_PROVIDER_UNREACHABLE');
    } finally {
      standIn.down = false;
    }
    expect(await seatStatuses(t.db.database, performanceId, seatIds)).toEqual(['held', 'held']);
    // Once Stripe is back, the same cart pays.
    const payment = await pay(browser);
    expect(payment.redirectUrl).toContain('cs_test_');
    await browser.send('DELETE', '/api/cart');
  });
});
