import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse, Cart } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import type { OrderStatus, StartPaymentResponse } from '../shared/contracts/checkout.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import {
  ordersEngine,
  paymentsOf as paymentsIn,
  setPerformancePrices,
  sqlOn,
  seatStatuses as statusesIn,
  ticketsOf as ticketsIn,
} from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

/** A clock the test moves by hand, to let holds lapse. */
const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };
const HOLD_SECONDS = 600;
const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };

let t: TestApp;
let performanceId: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock, holdSeconds: HOLD_SECONDS });
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!performance) throw new Error('no on-sale main-stage performance');
  performanceId = performance.id;
});
afterAll(() => t?.close());

/** The cookies one browser keeps. */
/** A browser of this file's app (src/testing/inject-browser.ts). */
class Browser extends InjectBrowser {
  constructor() {
    super(() => t.app);
  }
}

const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const ROSE = { email: 'rose.pierre@example.com', password: 'Aisle5Seat' };

async function signIn(who: { email: string; password: string }): Promise<Browser> {
  const browser = new Browser();
  const response = await browser.send('POST', '/api/auth/login', who);
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

/** A signed-in buyer with a fresh cart (the session cookie copied, no cart cookie). */
function freshCart(signedIn: Browser): Browser {
  const browser = new Browser();
  const session = signedIn.cookies.get('session');
  if (session) browser.cookies.set('session', session);
  return browser;
}

async function holdBest(browser: Browser, quantity = 2): Promise<number[]> {
  const response = await browser.send('POST', '/api/cart/seats', {
    performanceId,
    bestAvailable: { quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ticketLinesOf((response.json() as AddSeatsResponse).cart).map((line) => line.seat.id);
}

async function startPayment(browser: Browser, headers: Record<string, string> = {}) {
  const response = await browser.send('POST', '/api/checkout/payment', REVIEW, headers);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  const url = new URL(answer.redirectUrl);
  return { ...answer, path: url.pathname, sessionId: url.pathname.split('/').pop() ?? '' };
}

/** The buyer on the gateway's page: a card number or the cancel button. */
async function submitGateway(path: string, form: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  return new URL(String(response.headers.location));
}

/** Follows the provider's redirect back to the storefront; answers the page it sends on to. */
async function followReturn(browser: Browser, back: URL): Promise<string> {
  const response = await browser.send('GET', `${back.pathname}${back.search}`);
  expect(response.statusCode, response.body).toBe(303);
  return String(response.headers.location);
}

async function status(browser: Browser, number: string): Promise<OrderStatus> {
  const response = await browser.send('GET', `/api/orders/${number}/status`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderStatus;
}

/** A statement on the test database (fixtures the API has no way to make). */
const execute = <T = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => sqlOn(t.db.database)<T>(strings, ...values);

const seatStatuses = (seatIds: number[]) => statusesIn(t.db.database, performanceId, seatIds);
const ticketsOf = (number: string) => ticketsIn(t.db.database, number);
const paymentsOf = (number: string) => paymentsIn(t.db.database, number);
async function customerIdOf(email: string): Promise<number> {
  const [row] = await execute<{ id: number }>`select id from customers where email = ${email}`;
  if (!row) throw new Error(`no customer ${email}`);
  return row.id;
}

describe(`checkout through the test gateway on ${testDatabaseKind()}`, () => {
  let maria: Browser;
  beforeAll(async () => {
    maria = await signIn(MARIA);
  });

  it('pays with a card that completes: order confirmed, seats sold, tickets issued once', async () => {
    const buyer = freshCart(maria);
    const seatIds = await holdBest(buyer);
    const before = Date.parse((await buyer.send('GET', '/api/cart')).json().expiresAt);
    const payment = await startPayment(buyer);
    // The hold is extended once on reaching payment.
    expect(Date.parse(payment.holdExpiresAt)).toBe(clock.at + HOLD_SECONDS * 1000);
    expect(Date.parse(payment.holdExpiresAt)).toBeGreaterThanOrEqual(before);
    expect((await buyer.send('GET', '/api/cart')).json().extended).toBe(true);
    expect((await status(buyer, payment.orderNumber)).state).toBe('completing');

    const page = await t.app.inject(payment.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('<label for="card-number">');
    expect(page.body).not.toContain('<script');

    const back = await submitGateway(payment.path, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4242',
    });
    expect(back.pathname).toBe('/api/payments/test-gateway/return');
    expect(back.searchParams.get('session_id')).toBe(payment.sessionId);
    // The return and the gateway's own notification both arrive, and the notification twice.
    const [page1] = await Promise.all([
      followReturn(buyer, back),
      t.gateway.redeliver(payment.sessionId),
    ]);
    expect(page1).toBe(`/order/confirmed?order=${payment.orderNumber}`);
    await t.gateway.settled();
    const issued = await ticketsOf(payment.orderNumber);
    await t.gateway.redeliver(payment.sessionId);
    expect(await followReturn(buyer, back)).toBe(page1);

    const order = await status(buyer, payment.orderNumber);
    expect(order.state).toBe('confirmed');
    expect(order.refundDue).toBe(false);
    expect(order.lastPayment).toEqual({ provider: 'test-gateway', outcome: 'completed' });
    expect(order.totals.totalPaid).toEqual(order.totals.total);
    expect(order.totals.leftToPay.amount).toBe(0);
    expect(await seatStatuses(seatIds)).toEqual(['sold', 'sold']);
    // Issued once: the same barcodes after every duplicate.
    expect(await ticketsOf(payment.orderNumber)).toEqual(issued);
    expect(issued.map((ticket) => ticket.barcode)).toEqual([
      expect.stringMatching(/^99\d{18}$/),
      expect.stringMatching(/^99\d{18}$/),
    ]);
    expect(await paymentsOf(payment.orderNumber)).toEqual([
      { provider: 'test-gateway', state: 'succeeded' },
    ]);
    // The cart is empty again; the gateway page is closed.
    expect((await buyer.send('GET', '/api/cart')).json().lines).toEqual([]);
    expect((await t.app.inject(payment.path)).statusCode).toBe(410);
  });

  it('confirms once when the notification comes before the return', async () => {
    const buyer = freshCart(maria);
    const seatIds = await holdBest(buyer);
    const payment = await startPayment(buyer);
    const back = await submitGateway(payment.path, {
      action: 'pay',
      cardNumber: '4242424242424242',
    });
    await t.gateway.settled();
    expect((await status(buyer, payment.orderNumber)).state).toBe('confirmed');
    expect(await followReturn(buyer, back)).toBe(`/order/confirmed?order=${payment.orderNumber}`);
    expect(await seatStatuses(seatIds)).toEqual(['sold', 'sold']);
    expect(await paymentsOf(payment.orderNumber)).toHaveLength(1);
  });

  it('declined: back to payment with the seats still held, then a retry completes', async () => {
    const buyer = freshCart(maria);
    const seatIds = await holdBest(buyer);
    const first = await startPayment(buyer);
    const back = await submitGateway(first.path, {
      action: 'pay',
      cardNumber: '4000 0000 0000 0002',
    });
    expect(await followReturn(buyer, back)).toBe(
      `/checkout/payment?outcome=declined&order=${first.orderNumber}`,
    );
    await t.gateway.settled();
    expect(await seatStatuses(seatIds)).toEqual(['held', 'held']);
    const declined = await status(buyer, first.orderNumber);
    expect(declined.state).toBe('completing');
    expect(declined.lastPayment?.outcome).toBe('declined');

    // Retry: the same order, a new session; the hold is not extended a second time.
    const retry = await startPayment(buyer);
    expect(retry.orderNumber).toBe(first.orderNumber);
    expect(retry.sessionId).not.toBe(first.sessionId);
    expect(retry.holdExpiresAt).toBe(first.holdExpiresAt);
    const again = await submitGateway(retry.path, {
      action: 'pay',
      cardNumber: '4242424242424242',
    });
    expect(await followReturn(buyer, again)).toBe(`/order/confirmed?order=${first.orderNumber}`);
    expect(await seatStatuses(seatIds)).toEqual(['sold', 'sold']);
    expect(await paymentsOf(first.orderNumber)).toEqual([
      { provider: 'test-gateway', state: 'declined' },
      { provider: 'test-gateway', state: 'succeeded' },
    ]);
  });

  it('cancelled and failed: the seats stay held and the buyer may try again', async () => {
    const buyer = freshCart(maria);
    const seatIds = await holdBest(buyer);
    const payment = await startPayment(buyer);
    const cancel = await submitGateway(payment.path, { action: 'cancel' });
    expect(cancel.searchParams.get('cancelled')).toBe('1');
    expect(cancel.searchParams.get('session_id')).toBe(payment.sessionId);
    expect(await followReturn(buyer, cancel)).toBe(
      `/checkout/payment?outcome=cancelled&order=${payment.orderNumber}`,
    );
    expect((await status(buyer, payment.orderNumber)).lastPayment?.outcome).toBe('cancelled');
    expect(await seatStatuses(seatIds)).toEqual(['held', 'held']);

    const retry = await startPayment(buyer);
    const failed = await submitGateway(retry.path, {
      action: 'pay',
      cardNumber: '4000000000000119',
    });
    expect(await followReturn(buyer, failed)).toBe(
      `/checkout/payment?outcome=failed&order=${payment.orderNumber}`,
    );
    expect(await seatStatuses(seatIds)).toEqual(['held', 'held']);
    await buyer.send('DELETE', '/api/cart');
  });

  it('keeps the buyer on the page for an unknown card number, accessibly', async () => {
    const buyer = freshCart(maria);
    await holdBest(buyer, 1);
    const payment = await startPayment(buyer);
    const response = await t.app.inject({
      method: 'POST',
      url: payment.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&cardNumber=1234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.body).toContain('role="alert"');
    // Names that every object has are not test cards either (nor a 500, nor a stored status).
    for (const cardNumber of ['constructor', '__proto__', 'toString']) {
      const odd = await t.app.inject({
        method: 'POST',
        url: payment.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=pay&cardNumber=${cardNumber}`,
      });
      expect(odd.statusCode, cardNumber).toBe(400);
    }
    const [session] = await execute<{ status: string }>`
      select status from test_gateway_sessions where id = ${payment.sessionId}`;
    expect(session?.status).toBe('open');
    // In the buyer's language when asked.
    const creole = await t.app.inject(`${payment.path}?lang=ht`);
    expect(creole.body).toContain('lang="ht"');
    expect(creole.body).toContain('MÒD ESÈ');
    await buyer.send('DELETE', '/api/cart');
  });

  it('a payment landing after the hold lapsed: confirmed while the seats are still free', async () => {
    const buyer = freshCart(maria);
    const seatIds = await holdBest(buyer);
    const payment = await startPayment(buyer);
    clock.at += (HOLD_SECONDS + 60) * 1000;
    try {
      await t.backend.releaseExpiredHolds();
      expect(await seatStatuses(seatIds)).toEqual(['available', 'available']);
      await t.checkout.notify({
        provider: 'test-gateway',
        sessionId: payment.sessionId,
        outcome: 'completed',
        amountCents: (await status(buyer, payment.orderNumber)).totals.total.amount,
        eventId: `late-${payment.sessionId}`,
      });
      expect((await status(buyer, payment.orderNumber)).state).toBe('confirmed');
      expect(await seatStatuses(seatIds)).toEqual(['sold', 'sold']);
    } finally {
      clock.at = TEST_NOW.getTime();
    }
  });

  it('a payment landing after another buyer took the seats: failed, refunded once at the gateway', async () => {
    const buyer = freshCart(maria);
    const seatIds = await holdBest(buyer);
    const payment = await startPayment(buyer);
    const total = (await status(buyer, payment.orderNumber)).totals.total.amount;
    // The buyer paid at the hold's last second; the gateway's word arrives after it lapsed.
    await execute`update test_gateway_sessions set status = 'completed' where id = ${payment.sessionId}`;
    clock.at += (HOLD_SECONDS + 60) * 1000;
    try {
      // The hold lapsed and someone else holds the seats now.
      const other = new Browser();
      const taken = await other.send('POST', '/api/cart/seats', { performanceId, seatIds });
      expect(taken.statusCode, taken.body).toBe(200);
      await t.checkout.notify({
        provider: 'test-gateway',
        sessionId: payment.sessionId,
        outcome: 'completed',
        amountCents: total,
      });
      // The money goes back at once (in the background), to the gateway, once.
      await t.checkout.settled();
      const order = await status(buyer, payment.orderNumber);
      expect(order.state).toBe('failed');
      expect(order.failureReason).toBe('seats-taken');
      expect(order.refundDue).toBe(false);
      expect(order.refunded.amount).toBe(total);
      expect(await paymentsOf(payment.orderNumber)).toEqual([
        { provider: 'test-gateway', state: 'refunded' },
      ]);
      const [refund] = await execute<{ refund_id: string | null }>`
        select refund_id from test_gateway_sessions where id = ${payment.sessionId}`;
      expect(refund?.refund_id).toMatch(/^tgr_/);
      // The gateway's word again, and the sweep: nothing more is sold or refunded.
      await t.checkout.notify({
        provider: 'test-gateway',
        sessionId: payment.sessionId,
        outcome: 'completed',
        amountCents: total,
      });
      expect(await t.checkout.sendDueRefunds()).toBe(0);
      expect(await paymentsOf(payment.orderNumber)).toEqual([
        { provider: 'test-gateway', state: 'refunded' },
      ]);
      // The other buyer keeps them; no ticket was issued.
      expect(await seatStatuses(seatIds)).toEqual(['held', 'held']);
      expect((await ticketsOf(payment.orderNumber)).every((x) => x.barcode === null)).toBe(true);
      await other.send('DELETE', '/api/cart');
    } finally {
      clock.at = TEST_NOW.getTime();
    }
  });

  it('a paid amount that does not match the order: failed, refund due', async () => {
    const buyer = freshCart(maria);
    await holdBest(buyer, 1);
    const payment = await startPayment(buyer);
    await t.checkout.notify({
      provider: 'test-gateway',
      sessionId: payment.sessionId,
      outcome: 'completed',
      amountCents: 1,
    });
    const order = await status(buyer, payment.orderNumber);
    expect(order).toMatchObject({ state: 'failed', failureReason: 'amount-mismatch' });
    expect(order.refundDue).toBe(true);
    await buyer.send('DELETE', '/api/cart');
  });

  it('answers a repeated Idempotency-Key with the same payment page', async () => {
    const buyer = freshCart(maria);
    await holdBest(buyer, 1);
    const headers = { 'idempotency-key': 'pay-click-0001' };
    const first = await startPayment(buyer, headers);
    const second = await startPayment(buyer, headers);
    expect(second.redirectUrl).toBe(first.redirectUrl);
    expect(await paymentsOf(first.orderNumber)).toHaveLength(1);
    await buyer.send('DELETE', '/api/cart');
  });

  it('confirms a free order without payment', async () => {
    const buyer = freshCart(maria);
    const seatIds = await holdBest(buyer, 1);
    await setPerformancePrices(t.db.database, performanceId, 0, 0);
    try {
      const response = await buyer.send('POST', '/api/checkout/payment', REVIEW);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as StartPaymentResponse;
      if (answer.kind !== 'confirmed') throw new Error('expected a confirmed order');
      expect(answer.order.state).toBe('confirmed');
      expect(answer.order.totals.total.amount).toBe(0);
      expect(answer.order.lastPayment).toEqual({ provider: 'free', outcome: 'completed' });
      expect(await seatStatuses(seatIds)).toEqual(['sold']);
    } finally {
      // This describe's last use of the performance: later tests price it afresh.
      await setPerformancePrices(t.db.database, performanceId, 1000, 0);
    }
  });

  it('refuses a cart with a line that has no price: never a $0 order', async () => {
    const buyer = freshCart(maria);
    const seatIds = await holdBest(buyer, 1);
    // The performance's mode of sale changes while the seat is held, to one without prices.
    const [mode] = await execute<{ id: number }>`select id from modes_of_sale where id not in (
            select mode_of_sale_id from performance_prices where performance_id = ${performanceId})
          order by id limit 1`;
    if (!mode) throw new Error('no mode of sale without prices');
    await execute`update performances set priority_mode_of_sale_id = ${mode.id} where id = ${performanceId}`;
    try {
      const cart = (await buyer.send('GET', '/api/cart')).json() as Cart;
      expect(cart.totals.total.amount).toBe(0);
      const response = await buyer.send('POST', '/api/checkout/payment', REVIEW);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe('CART_PRICE_UNAVAILABLE');
      expect(await seatStatuses(seatIds)).toEqual(['held']);
      const cartId = buyer.cookies.get('cart') ?? '';
      expect(
        await execute`select 1 from orders where cart_id = ${cartId} and state = 'confirmed'`,
      ).toEqual([]);
    } finally {
      await execute`update performances set priority_mode_of_sale_id = null where id = ${performanceId}`;
    }
    // With its price back, the same cart pays.
    const payment = await startPayment(buyer);
    expect((await status(buyer, payment.orderNumber)).totals.total.amount).toBeGreaterThan(0);
    await buyer.send('DELETE', '/api/cart');
  });

  it('refuses wheelchair spaces held by a buyer whose access registration was removed', async () => {
    const rose = await signIn(ROSE);
    const buyer = freshCart(rose);
    const held = await buyer.send('POST', '/api/cart/seats', {
      performanceId,
      bestAvailable: { quantity: 1, wheelchairSpaces: 1 },
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(ticketLinesOf((held.json() as AddSeatsResponse).cart)[0]?.seat.wheelchair).toBe(true);
    const [before] = await execute<{
      access_code: string;
    }>`select access_code from customers where email = ${ROSE.email}`;
    await execute`update customers set access_code = null where email = ${ROSE.email}`;
    try {
      const response = await buyer.send('POST', '/api/checkout/payment', REVIEW);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('ACCESS_REGISTRATION_REQUIRED');
    } finally {
      await execute`update customers set access_code = ${before?.access_code ?? null} where email = ${ROSE.email}`;
    }
    // Registered again, the same cart pays.
    await startPayment(buyer);
    await buyer.send('DELETE', '/api/cart');
  });

  it('checks a paid amount against its own session, not the total a retry rewrote', async () => {
    const buyer = freshCart(maria);
    const seatIds = await holdBest(buyer, 1);
    const first = await startPayment(buyer);
    const firstTotal = (await status(buyer, first.orderNumber)).totals.total.amount;
    // A retry by post: the order's total grows by the delivery fee, and the first page is ended.
    const retry = await buyer.send('POST', '/api/checkout/payment', {
      ...REVIEW,
      deliveryMethod: 'post',
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await status(buyer, first.orderNumber)).totals.total.amount).toBe(firstTotal + 250);
    // The first session had been paid, at the amount it asked for, before it was ended.
    await t.checkout.notify({
      provider: 'test-gateway',
      sessionId: first.sessionId,
      outcome: 'completed',
      amountCents: firstTotal,
    });
    const order = await status(buyer, first.orderNumber);
    expect(order.failureReason).toBeNull();
    expect(order.state).toBe('confirmed');
    expect(order.refundDue).toBe(false);
    expect(await seatStatuses(seatIds)).toEqual(['sold']);
  });

  it('extends the hold from the deadline on the locked cart row, not from an earlier read', async () => {
    const buyer = freshCart(maria);
    await holdBest(buyer, 1);
    const cartId = buyer.cookies.get('cart') ?? '';
    const first = await startPayment(buyer);
    // A second "Pay" whose view of the cart was read before the first one extended the hold.
    const stale = await t.backend.getCart(cartId, 'en-US');
    const orders = ordersEngine(t.db.database, clock, {
      backend: { getCart: async () => ({ ...stale, expiresAt: new Date(clock.at).toISOString() }) },
      paymentHoldSeconds: HOLD_SECONDS,
    });
    const customerId = await customerIdOf(MARIA.email);
    const again = await orders.openOrder({
      cartId,
      customerId,
      details: { acceptTerms: true, acknowledgePrivacy: true, deliveryMethod: 'print-at-home' },
      locale: 'en-US',
    });
    expect(again.holdExpiresAt.toISOString()).toBe(first.holdExpiresAt);
    await buyer.send('DELETE', '/api/cart');
  });

  it('ends only the payment session the cancel link names, and only while it is open', async () => {
    const buyer = freshCart(maria);
    const seatIds = await holdBest(buyer, 1);
    const payment = await startPayment(buyer);
    const cancelUrl = `/api/payments/test-gateway/return?order=${payment.orderNumber}&cancelled=1`;
    const fallback = `/checkout/payment?outcome=cancelled&order=${payment.orderNumber}`;
    // A link from another site, in the buyer's own browser, without the session's id.
    const forged = await buyer.send('GET', cancelUrl);
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe(fallback);
    expect(await paymentsOf(payment.orderNumber)).toEqual([
      { provider: 'test-gateway', state: 'pending' },
    ]);
    // Naming some other session, or a placeholder a provider left in, changes nothing either.
    for (const named of ['tgs_someone_else', '{CHECKOUT_SESSION_ID}'])
      expect(
        (await buyer.send('GET', `${cancelUrl}&session_id=${encodeURIComponent(named)}`)).headers
          .location,
      ).toBe(fallback);
    expect((await t.gateway.session(payment.sessionId))?.status).toBe('open');
    // Nor from anyone else's browser.
    const rose = await signIn(ROSE);
    expect(
      (await rose.send('GET', `${cancelUrl}&session_id=${payment.sessionId}`)).statusCode,
    ).toBe(404);
    expect(await paymentsOf(payment.orderNumber)).toEqual([
      { provider: 'test-gateway', state: 'pending' },
    ]);
    // The buyer's own cancel of that open session ends it; the seats stay held.
    const own = await buyer.send('GET', `${cancelUrl}&session_id=${payment.sessionId}`);
    expect(own.headers.location).toBe(fallback);
    expect((await t.gateway.session(payment.sessionId))?.status).toBe('expired');
    expect(await paymentsOf(payment.orderNumber)).toEqual([
      { provider: 'test-gateway', state: 'cancelled' },
    ]);
    expect(await seatStatuses(seatIds)).toEqual(['held']);
    await buyer.send('DELETE', '/api/cart');
  });

  it('refuses what is not the buyer’s to do, with 4xx', async () => {
    // Signed out.
    const visitor = new Browser();
    await holdBest(visitor, 1);
    const anonymous = await visitor.send('POST', '/api/checkout/payment', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SIGN_IN_REQUIRED');
    await visitor.send('DELETE', '/api/cart');
    // No cart.
    const empty = await freshCart(maria).send('POST', '/api/checkout/payment', REVIEW);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('CART_EMPTY');
    // Terms not accepted.
    const buyer = freshCart(maria);
    await holdBest(buyer, 1);
    const noTerms = await buyer.send('POST', '/api/checkout/payment', {
      acceptTerms: false,
      acknowledgePrivacy: true,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().fields['body.acceptTerms']).toBe(
      'Please accept the terms and conditions',
    );
    // Another customer's order is not found; a malformed number is a 400.
    const payment = await startPayment(buyer);
    const rose = await signIn(ROSE);
    expect((await rose.send('GET', `/api/orders/${payment.orderNumber}/status`)).statusCode).toBe(
      404,
    );
    expect((await maria.send('GET', '/api/orders/DROP-TABLE/status')).statusCode).toBe(400);
    expect(
      (await visitor.send('GET', `/api/orders/${payment.orderNumber}/status`)).statusCode,
    ).toBe(401);
    // Unknown sessions and providers.
    expect(
      (await maria.send('GET', '/api/payments/test-gateway/return?session_id=nope')).statusCode,
    ).toBe(404);
    // In the reader's language when asked, like every other answer.
    const creole = await maria.send(
      'GET',
      '/api/payments/test-gateway/return?session_id=nope&lang=ht',
    );
    expect(creole.json().message).toBe(
      'Nou pa t ka jwenn peman sa a. Tanpri kòmanse peman an ankò.',
    );
    expect((await maria.send('GET', '/api/payments/paypal/return?session_id=x')).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject('/test-gateway/checkout/tgs_000000000000000000000000')).statusCode,
    ).toBe(404);
    await buyer.send('DELETE', '/api/cart');
  });
});
