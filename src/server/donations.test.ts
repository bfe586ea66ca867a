/**
 * Donations over HTTP (issue 10): the funds, donation lines in the cart beside tickets, bad input
 * refused without a change, and checkout of a donation-only or mixed cart, given exactly once
 * whatever arrives twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse, Cart } from '../shared/contracts/cart.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import type { FundsResponse } from '../shared/contracts/donations.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };
const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };
const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };

let t: TestApp;
let performanceId: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock, holdSeconds: 600 });
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!performance) throw new Error('no on-sale main-stage performance');
  performanceId = performance.id;
});
afterAll(() => t?.close());

class Browser extends InjectBrowser {
  constructor() {
    super(() => t.app);
  }
}

const execute = <T = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => sqlOn(t.db.database)<T>(strings, ...values);

async function signIn(): Promise<Browser> {
  const browser = new Browser();
  const response = await browser.send('POST', '/api/auth/login', MARIA);
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

async function give(browser: Browser, body: Record<string, unknown>): Promise<Cart> {
  const response = await browser.send('POST', '/api/cart/donations', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Cart;
}

async function startPayment(browser: Browser) {
  const response = await browser.send('POST', '/api/checkout/payment', REVIEW);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  const url = new URL(answer.redirectUrl);
  return { ...answer, path: url.pathname, sessionId: url.pathname.split('/').pop() ?? '' };
}

async function payOnGateway(browser: Browser, path: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  const back = new URL(String(response.headers.location));
  return browser.send('GET', `${back.pathname}${back.search}`);
}

const givenTo = (number: string) =>
  execute<{ fund_id: number; amount_cents: number; state: string }>`
    select d.fund_id, d.amount_cents, o.state from order_donations d
    join orders o on o.id = d.order_id where o.number = ${number} order by d.id`;

describe(`donations on ${testDatabaseKind()}`, () => {
  it('lists the funds, open ones first, the closed campaign last and closed', async () => {
    const response = await t.app.inject('/api/funds?lang=es');
    expect(response.statusCode).toBe(200);
    const { funds } = response.json() as FundsResponse;
    expect(funds.map((fund) => [fund.id, fund.open])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(funds[0]?.name).toBe('Fondo Anual');
    expect(funds[1]?.goal).toEqual({ amount: 2_500_000, currency: 'USD' });
    expect((await t.app.inject('/api/funds/99')).statusCode).toBe(404);
    expect((await t.app.inject('/api/funds/0')).statusCode).toBe(400);
  });

  it('puts a gift in the cart beside tickets, priced as itself, and one per fund', async () => {
    const buyer = new Browser();
    const held = await buyer.send('POST', '/api/cart/seats', {
      performanceId,
      bestAvailable: { quantity: 2 },
    });
    expect(held.statusCode, held.body).toBe(200);
    const tickets = (held.json() as AddSeatsResponse).cart;
    const cart = await give(buyer, {
      fundId: 1,
      amountCents: 2500,
      appeal: 'spring26',
      recognitionName: 'The Alvarez family',
      tribute: { kind: 'memory', name: 'Rosa Alvarez' },
    });
    expect(cart.ticketCount).toBe(2);
    expect(cart.expiresAt).toBe(tickets.expiresAt);
    const gift = cart.lines.find((line) => line.kind === 'donation');
    expect(gift).toMatchObject({
      fundId: 1,
      fundName: 'Annual Fund',
      amount: { amount: 2500, currency: 'USD' },
      appeal: 'SPRING26',
      recognitionName: 'The Alvarez family',
      anonymous: false,
      tribute: { kind: 'memory', name: 'Rosa Alvarez', notifyEmail: null },
      price: { allIn: { amount: 2500, currency: 'USD' }, fee: { amount: 0, currency: 'USD' } },
    });
    expect(cart.totals.donations.amount).toBe(2500);
    expect(cart.totals.total.amount).toBe(tickets.totals.total.amount + 2500);
    // Giving to the same fund again replaces the gift.
    const again = await give(buyer, { fundId: 1, amountCents: 10_000 });
    const gifts = again.lines.filter((line) => line.kind === 'donation');
    expect(gifts).toHaveLength(1);
    expect(gifts[0]?.price.allIn.amount).toBe(10_000);
    // Taken out by its line id; another browser can't.
    const stranger = new Browser();
    const lineId = gifts[0]?.id ?? '';
    expect((await stranger.send('DELETE', `/api/cart/donations/${lineId}`)).statusCode).toBe(404);
    const removed = await buyer.send('DELETE', `/api/cart/donations/${lineId}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Cart).lines.map((line) => line.kind)).toEqual(['ticket', 'ticket']);
  });

  it('ten gifts to one fund sent at once leave one gift, the last written, never two', async () => {
    const buyer = new Browser();
    await give(buyer, { fundId: 2, amountCents: 100 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        buyer.send('POST', '/api/cart/donations', { fundId: 2, amountCents: 1000 + i }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const cart = (await buyer.send('GET', '/api/cart')).json() as Cart;
    const gifts = cart.lines.filter((line) => line.kind === 'donation');
    expect(gifts).toHaveLength(1);
    expect(gifts[0]?.price.allIn.amount).toBeGreaterThanOrEqual(1000);
    expect(cart.totals.total.amount).toBe(gifts[0]?.price.allIn.amount);
  });

  it('a cart of donations alone has no deadline and survives the hold sweep', async () => {
    const buyer = new Browser();
    const cart = await give(buyer, { fundId: 3, amountCents: 5000, anonymous: true });
    expect(cart.expiresAt).toBeNull();
    expect(cart.ticketCount).toBe(0);
    clock.at += 3 * 3600_000;
    try {
      await t.backend.releaseExpiredHolds();
      const later = (await buyer.send('GET', '/api/cart')).json() as Cart;
      expect(later.lines.map((line) => line.kind)).toEqual(['donation']);
      expect(later.totals.total.amount).toBe(5000);
    } finally {
      clock.at -= 3 * 3600_000;
    }
  });

  it('refuses bad gifts with a translated answer and changes nothing', async () => {
    const buyer = new Browser();
    await give(buyer, { fundId: 1, amountCents: 2500 });
    const before = (await buyer.send('GET', '/api/cart')).json() as Cart;
    const bad: [Record<string, unknown>, number, string][] = [
      [{ fundId: 2, amountCents: 0 }, 400, 'VALIDATION_FAILED'],
      [{ fundId: 2, amountCents: -500 }, 400, 'VALIDATION_FAILED'],
      [{ fundId: 2, amountCents: 99 }, 400, 'VALIDATION_FAILED'],
      [{ fundId: 2, amountCents: 10_000_001 }, 400, 'VALIDATION_FAILED'],
      [{ fundId: 2, amountCents: 2500.5 }, 400, 'VALIDATION_FAILED'],
      [{ fundId: 2, amountCents: '2500' }, 400, 'VALIDATION_FAILED'],
      [{ fundId: 2, amountCents: 'twenty' }, 400, 'VALIDATION_FAILED'],
      [{ fundId: 99, amountCents: 2500 }, 404, 'FUND_NOT_FOUND'],
      [{ fundId: 4, amountCents: 2500 }, 409, 'FUND_CLOSED'],
      [
        { fundId: 2, amountCents: 2500, tribute: { kind: 'honour', name: 'x'.repeat(10_240) } },
        400,
        'VALIDATION_FAILED',
      ],
      [{ fundId: 2, amountCents: 2500, recognitionName: 'Ann\u0000Lee' }, 400, 'MALFORMED_REQUEST'],
      [{ fundId: 2, amountCents: 2500, appeal: 'not an appeal!' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of bad) {
      const response = await buyer.send('POST', '/api/cart/donations?lang=es', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.json().code).toBe(code);
      // In the reader's language.
      expect(response.json().message).not.toMatch(/^(Invalid|Expected)/);
    }
    const amountError = await buyer.send('POST', '/api/cart/donations?lang=es', {
      fundId: 2,
      amountCents: 0,
    });
    expect(Object.keys(amountError.json().fields ?? {})).toContain('body.amountCents');
    expect((await buyer.send('GET', '/api/cart')).json()).toEqual(before);
  });

  it('a donation-only cart is paid without delivery and given once, whatever comes twice', async () => {
    const maria = await signIn();
    const notifyEmail = `teacher.${Date.now()}@example.org`;
    await give(maria, {
      fundId: 2,
      amountCents: 12_345,
      tribute: { kind: 'honour', name: 'Ms. Okafor', notifyEmail },
    });
    // The buyer asked for post: a donation is not delivered, so no fee and no method.
    const response = await maria.send('POST', '/api/checkout/payment', {
      ...REVIEW,
      deliveryMethod: 'post',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as StartPaymentResponse;
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const path = new URL(answer.redirectUrl).pathname;
    const sessionId = path.split('/').pop() ?? '';
    const [order] = await execute<{ total_cents: number; delivery_method: string | null }>`
      select total_cents, delivery_method from orders where number = ${answer.orderNumber}`;
    expect(order).toEqual({ total_cents: 12_345, delivery_method: null });

    const [returned] = await Promise.all([
      payOnGateway(maria, path),
      t.gateway.redeliver(sessionId),
    ]);
    expect(returned.statusCode).toBe(303);
    expect(String(returned.headers.location)).toBe(`/order/confirmed?order=${answer.orderNumber}`);
    await t.gateway.settled();
    await t.gateway.redeliver(sessionId);
    await t.gateway.settled();
    expect(await givenTo(answer.orderNumber)).toEqual([
      { fund_id: 2, amount_cents: 12_345, state: 'confirmed' },
    ]);
    // Whom the tribute names is told once, without the amount.
    await t.orderMails.settled();
    const notices = await execute<{ subject: string; text: string }>`
      select subject, text from mail_outbox where "to" = ${notifyEmail} and kind = 'tributeNotice'`;
    expect(notices.map((n) => n.subject)).toEqual(['A gift in honor of Ms. Okafor']);
    expect(notices[0]?.text).not.toContain('123.45');
    // The cart no longer has the gift; the fund's total counts it once.
    expect(((await maria.send('GET', '/api/cart')).json() as Cart).lines).toEqual([]);
    const fund = (await t.app.inject('/api/funds/2')).json();
    expect(fund.raised.amount).toBeGreaterThanOrEqual(12_345);
  });

  it('a mixed cart sells the seats and gives the gift in one order', async () => {
    const maria = await signIn();
    const buyer = new Browser();
    const session = maria.cookies.get('session');
    if (session) buyer.cookies.set('session', session);
    const held = await buyer.send('POST', '/api/cart/seats', {
      performanceId,
      bestAvailable: { quantity: 1 },
    });
    expect(held.statusCode, held.body).toBe(200);
    await give(buyer, { fundId: 1, amountCents: 500 });
    const payment = await startPayment(buyer);
    await payOnGateway(buyer, payment.path);
    await t.gateway.settled();
    const [order] = await execute<{ state: string; delivery_method: string }>`
      select state, delivery_method from orders where number = ${payment.orderNumber}`;
    expect(order).toEqual({ state: 'confirmed', delivery_method: 'print-at-home' });
    expect(await givenTo(payment.orderNumber)).toEqual([
      { fund_id: 1, amount_cents: 500, state: 'confirmed' },
    ]);
    const [tickets] = await execute<{ n: number }>`select count(*)::int as n from order_tickets t
      join orders o on o.id = t.order_id where o.number = ${payment.orderNumber}`;
    expect(tickets?.n).toBe(1);
  });

  it('account credit pays a donation in full: a free order, given once', async () => {
    const maria = await signIn();
    const [{ id: mariaId } = { id: 0 }] = await execute<{ id: number }>`
      select id from customers where email = ${MARIA.email}`;
    await execute`delete from credit_grants where customer_id = ${mariaId}`;
    await execute`insert into credit_grants (customer_id, amount_cents, remaining_cents, reason, issued_at, expires_at)
      values (${mariaId}, 5000, 5000, 'goodwill', ${new Date(clock.at - 86_400_000)}, ${new Date(clock.at + 90 * 86_400_000)})`;
    await give(maria, { fundId: 3, amountCents: 4000 });
    const applied = await maria.send('PUT', '/api/cart/credit');
    expect(applied.statusCode, applied.body).toBe(200);
    const response = await maria.send('POST', '/api/checkout/payment', REVIEW);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as StartPaymentResponse;
    if (answer.kind !== 'confirmed') throw new Error('expected a free order');
    expect(answer.order.state).toBe('confirmed');
    expect(await givenTo(answer.order.number)).toEqual([
      { fund_id: 3, amount_cents: 4000, state: 'confirmed' },
    ]);
    const [left] = await execute<{ cents: number }>`
      select coalesce(sum(remaining_cents), 0)::int as cents from credit_grants
      where customer_id = ${mariaId}`;
    expect(left?.cents).toBe(1000);
  });

  it('twenty carts paying at once, half with seats: every gift given once, to the cent', async () => {
    const maria = await signIn();
    const session = maria.cookies.get('session') ?? '';
    const before = await execute<{ fund_id: number; cents: number }>`
      select d.fund_id, sum(d.amount_cents)::int as cents from order_donations d
      join orders o on o.id = d.order_id where o.state = 'confirmed' group by d.fund_id`;
    const plans = Array.from({ length: 20 }, (_, i) => ({
      seats: i % 2 === 0,
      fundId: (i % 3) + 1,
      cents: 100 + i * 37,
    }));
    const numbers = await Promise.all(
      plans.map(async (plan) => {
        const buyer = new Browser();
        buyer.cookies.set('session', session);
        if (plan.seats) {
          const held = await buyer.send('POST', '/api/cart/seats', {
            performanceId,
            bestAvailable: { quantity: 1 },
          });
          expect(held.statusCode, held.body).toBe(200);
        }
        await give(buyer, { fundId: plan.fundId, amountCents: plan.cents });
        const payment = await startPayment(buyer);
        // The return and a second notification race.
        await Promise.all([
          payOnGateway(buyer, payment.path),
          t.gateway.redeliver(payment.sessionId),
        ]);
        return payment.orderNumber;
      }),
    );
    await t.gateway.settled();
    const orders = await execute<{ state: string; gifts: number }>`
      select o.state, (select count(*)::int from order_donations d where d.order_id = o.id) as gifts
      from orders o where o.number = any(string_to_array(${numbers.join(',')}, ','))`;
    expect(orders).toHaveLength(20);
    expect(orders.every((o) => o.state === 'confirmed' && o.gifts === 1)).toBe(true);
    const after = await execute<{ fund_id: number; cents: number }>`
      select d.fund_id, sum(d.amount_cents)::int as cents from order_donations d
      join orders o on o.id = d.order_id where o.state = 'confirmed' group by d.fund_id`;
    for (const fundId of [1, 2, 3]) {
      const given = plans
        .filter((plan) => plan.fundId === fundId)
        .reduce((sum, plan) => sum + plan.cents, 0);
      const was = before.find((row) => row.fund_id === fundId)?.cents ?? 0;
      expect(after.find((row) => row.fund_id === fundId)?.cents).toBe(was + given);
    }
  });

  it('a fund that closed after the gift went into the basket refuses it at Pay', async () => {
    const maria = await signIn();
    await give(maria, { fundId: 3, amountCents: 2000 });
    const [fund] = await execute<{
      closes_at: Date | null;
    }>`select closes_at from funds where id = 3`;
    await execute`update funds set closes_at = ${new Date(clock.at - 1000)} where id = 3`;
    try {
      const response = await maria.send('POST', '/api/checkout/payment', REVIEW);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('FUND_CLOSED');
      const [open] = await execute<{ n: number }>`select count(*)::int as n from orders o
        join customers c on c.id = o.customer_id
        where c.email = ${MARIA.email} and o.state in ('completing', 'verifying')`;
      expect(open?.n).toBe(0);
    } finally {
      await execute`update funds set closes_at = ${fund?.closes_at ?? null} where id = 3`;
      await maria.send('DELETE', '/api/cart');
    }
  });

  it('an empty cart still cannot be paid', async () => {
    const maria = await signIn();
    const fresh = new Browser();
    const session = maria.cookies.get('session');
    if (session) fresh.cookies.set('session', session);
    const response = await fresh.send('POST', '/api/checkout/payment', REVIEW);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CART_EMPTY');
  });
});
