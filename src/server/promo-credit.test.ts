import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse, Cart } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type { ListingsResponse, PerformanceDetail } from '../shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import {
  paymentsOf as paymentsIn,
  setPerformancePrices,
  sqlOn,
} from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

/** Promo codes, refund protection and account credit, through the HTTP API (spec §3, §5, §8). */

const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };
const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };
const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const PROTECTION = 300;

let t: TestApp;
/** An on-sale public performance, and a members' presale (priority) one. */
let open: { id: number; slug: string };
let priority: { id: number; slug: string };
let mariaId: number;

const execute = <T = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => sqlOn(t.db.database)<T>(strings, ...values);

/** A browser of this file's app (src/testing/inject-browser.ts). */
class Browser extends InjectBrowser {
  constructor() {
    super(() => t.app);
  }
}

async function signIn(): Promise<Browser> {
  const browser = new Browser();
  const response = await browser.send('POST', '/api/auth/login', MARIA);
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

async function hold(browser: Browser, performanceId: number, quantity = 2): Promise<Cart> {
  const response = await browser.send('POST', '/api/cart/seats', {
    performanceId,
    bestAvailable: { quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AddSeatsResponse).cart;
}

async function ok(response: LightMyRequestResponse): Promise<Cart> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Cart;
}

function refused(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
}

async function pay(browser: Browser): Promise<StartPaymentResponse> {
  const response = await browser.send('POST', '/api/checkout/payment', REVIEW);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StartPaymentResponse;
}

/** Pays on the test gateway's page with the card that completes; answers the order number. */
async function payOnGateway(browser: Browser): Promise<{ number: string; sessionId: string }> {
  const answer = await pay(browser);
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  const path = new URL(answer.redirectUrl).pathname;
  const submitted = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
  });
  expect(submitted.statusCode, submitted.body).toBe(303);
  await t.gateway.settled();
  return { number: answer.orderNumber, sessionId: path.split('/').pop() ?? '' };
}

const orderRow = async (number: string) => {
  const [row] = await execute<{
    state: string;
    total_cents: number;
    discount_cents: number;
    refund_protection_cents: number;
    credit_cents: number;
    promo_code_id: number | null;
  }>`select state, total_cents, discount_cents, refund_protection_cents, credit_cents, promo_code_id
     from orders where number = ${number}`;
  if (!row) throw new Error(`no order ${number}`);
  return row;
};

const paymentAmounts = (number: string) =>
  execute<{ amount_cents: number; provider: string }>`select p.amount_cents, p.provider
    from payments p join orders o on o.id = p.order_id where o.number = ${number} order by p.id`;

async function grantCredit(cents: number, daysAgo = 7) {
  const issued = new Date(clock.at - daysAgo * 86_400_000);
  const expires = new Date(issued.getTime() + 182 * 86_400_000);
  await execute`delete from credit_grants where customer_id = ${mariaId}`;
  await execute`insert into credit_grants (customer_id, amount_cents, remaining_cents, reason, issued_at, expires_at)
    values (${mariaId}, ${cents}, ${cents}, 'goodwill', ${issued}, ${expires})`;
}

const creditLeft = async () => {
  const [row] = await execute<{
    cents: number;
  }>`select coalesce(sum(remaining_cents), 0)::int as cents
    from credit_grants where customer_id = ${mariaId}`;
  return row?.cents ?? 0;
};

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { promoIp: { max: 40, windowMs: 60_000 } } }, { clock });
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const first = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!first) throw new Error('no on-sale performance');
  open = { id: first.id, slug: first.productionSlug };
  const [presale] = await execute<{ id: number; slug: string }>`select p.id, pr.slug
    from performances p join productions pr on pr.id = p.production_id
    where p.priority_mode_of_sale_id is not null and p.starts_at > ${TEST_NOW}
      and (p.on_sale_at is null or p.on_sale_at <= ${TEST_NOW}) and p.seating = 'reserved'
    order by p.starts_at limit 1`;
  if (!presale) throw new Error('no priority performance in the demo season');
  priority = presale;
  const [maria] = await execute<{
    id: number;
  }>`select id from customers where email = ${MARIA.email}`;
  mariaId = maria?.id ?? 0;
});
afterAll(() => t?.close());

describe(`promo codes on ${testDatabaseKind()}`, () => {
  it('refuses a code nobody issued, in the reader’s language, and changes nothing', async () => {
    const buyer = new Browser();
    refused(
      await buyer.send('PUT', '/api/cart/promo', { code: 'NOPE2026' }),
      400,
      'PROMO_CODE_UNRECOGNISED',
    );
    expect(buyer.cookies.has('cart')).toBe(false);
    // The spec's text; the web shows errors.PROMO_CODE_UNRECOGNISED in the reader's language.
    const again = await buyer.send('PUT', '/api/cart/promo', { code: 'nope' });
    expect(again.json().message).toBe('Unrecognized promo code.');
    refused(await buyer.send('PUT', '/api/cart/promo', { code: '   ' }), 400, 'VALIDATION_FAILED');
    refused(await buyer.send('PUT', '/api/cart/promo', {}), 400, 'VALIDATION_FAILED');
    // A NUL character (which PostgreSQL text cannot hold) is refused at the door, on any route.
    const nul = await buyer.send('PUT', '/api/cart/promo?lang=ht', { code: 'A\u0000B' });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json()).toMatchObject({
      code: 'MALFORMED_REQUEST',
      message: 'Nou pa t ka li demann nan.',
    });
    for (const url of ['/api/account/orders/%00/tickets.pdf', '/api/dev/mailbox?to=%00'])
      expect((await buyer.send('GET', url)).statusCode, url).toBe(400);
    // A switched-off code is not recognised either.
    await execute`insert into promo_codes (code, discount_percent, active) values ('OLDCODE', 5, false)`;
    refused(
      await buyer.send('PUT', '/api/cart/promo', { code: 'oldcode' }),
      400,
      'PROMO_CODE_UNRECOGNISED',
    );
  });

  it('refuses a code that does not fit the cart: another production, out of date, nothing to discount', async () => {
    const buyer = new Browser();
    refused(
      await buyer.send('PUT', '/api/cart/promo', { code: 'FRIENDS10' }),
      409,
      'PROMO_NOT_VALID',
    );
    await hold(buyer, open.id, 1);
    const [other] = await execute<{ id: number }>`select id from productions
      where slug <> ${open.slug} order by id limit 1`;
    await execute`insert into promo_codes (code, discount_percent, production_id)
      values ('OTHERSHOW', 20, ${other?.id})`;
    await execute`insert into promo_codes (code, discount_percent, valid_until)
      values ('LASTYEAR', 20, ${new Date(clock.at - 1000)})`;
    refused(
      await buyer.send('PUT', '/api/cart/promo', { code: 'OTHERSHOW' }),
      409,
      'PROMO_NOT_VALID',
    );
    refused(
      await buyer.send('PUT', '/api/cart/promo', { code: 'lastyear' }),
      409,
      'PROMO_NOT_VALID',
    );
    const cart = await ok(await buyer.send('GET', '/api/cart'));
    expect(cart.promo).toBeNull();
    expect(cart.totals.discount.amount).toBe(0);
    await buyer.send('DELETE', '/api/cart');
  });

  it('takes 10% off the tickets, and removing the code prices them back', async () => {
    const buyer = new Browser();
    const before = await hold(buyer, open.id, 2);
    const cart = await ok(await buyer.send('PUT', '/api/cart/promo', { code: ' friends10 ' }));
    expect(cart.promo?.code).toBe('FRIENDS10');
    const discount = before.lines.reduce((sum, l) => sum + Math.round(l.price.base.amount / 10), 0);
    expect(discount).toBeGreaterThan(0);
    expect(cart.totals.discount.amount).toBe(discount);
    expect(cart.totals.total.amount).toBe(before.totals.total.amount - discount);
    const removed = await ok(await buyer.send('DELETE', '/api/cart/promo'));
    expect(removed.promo).toBeNull();
    expect(removed.totals).toEqual(before.totals);
    await buyer.send('DELETE', '/api/cart');
  });

  it('MEMBERS26 switches the mode of sale: the priority performance opens, in its prices', async () => {
    const buyer = new Browser();
    const page = (b: Browser) =>
      b
        .send('GET', `/api/events/${priority.slug}/${priority.id}`)
        .then((r) => r.json() as PerformanceDetail);
    expect((await page(buyer)).state).toBe(6);
    refused(
      await buyer.send('POST', '/api/cart/seats', {
        performanceId: priority.id,
        bestAvailable: { quantity: 1 },
      }),
      403,
      'PRIORITY_EVENT_UNAVAILABLE',
    );
    // A code on an empty cart makes the cart: what opens the performance before any seat.
    const applied = await ok(await buyer.send('PUT', '/api/cart/promo', { code: 'members26' }));
    expect(applied.promo).toMatchObject({ code: 'MEMBERS26', modeOfSaleName: "Members' presale" });
    expect(buyer.cookies.has('cart')).toBe(true);
    const opened = await page(buyer);
    expect([1, 8]).toContain(opened.state);
    const production = (await buyer.send('GET', `/api/events/${priority.slug}`)).json();
    expect(
      production.performances.find((p: { id: number }) => p.id === priority.id).state,
    ).not.toBe(6);
    expect(opened.prices.length).toBeGreaterThan(0);
    const cart = await hold(buyer, priority.id, 1);
    expect(cart.lines[0]?.price.allIn.amount).toBeGreaterThan(0);
    expect(cart.promo?.code).toBe('MEMBERS26');
    // Removed after the seats were held: the performance is closed again, and "Pay" says so.
    await ok(await buyer.send('DELETE', '/api/cart/promo'));
    expect((await page(buyer)).state).toBe(6);
    const maria = await signIn();
    buyer.cookies.set('session', maria.cookies.get('session') ?? '');
    refused(
      await buyer.send('POST', '/api/checkout/payment', REVIEW),
      403,
      'PRIORITY_EVENT_UNAVAILABLE',
    );
    await buyer.send('DELETE', '/api/cart');
  });

  it('a presale code limited to one production opens that production’s priority performances only', async () => {
    const [presale] = await execute<{ mode: number; production: number }>`
      select priority_mode_of_sale_id as mode, production_id as production
      from performances where id = ${priority.id}`;
    const [elsewhere] = await execute<{ id: number }>`
      select id from productions where id <> ${presale?.production} order by id limit 1`;
    await execute`insert into promo_codes (code, mode_of_sale_id, production_id) values
      ('ELSEWHERE', ${presale?.mode}, ${elsewhere?.id}), ('OWNSHOW', ${presale?.mode}, ${presale?.production})`;
    const buyer = new Browser();
    const page = () =>
      buyer
        .send('GET', `/api/events/${priority.slug}/${priority.id}`)
        .then((r) => r.json() as PerformanceDetail);
    await ok(await buyer.send('PUT', '/api/cart/promo', { code: 'elsewhere' }));
    expect((await page()).state).toBe(6);
    refused(
      await buyer.send('POST', '/api/cart/seats', {
        performanceId: priority.id,
        bestAvailable: { quantity: 1 },
      }),
      403,
      'PRIORITY_EVENT_UNAVAILABLE',
    );
    await ok(await buyer.send('PUT', '/api/cart/promo', { code: 'ownshow' }));
    expect((await page()).state).not.toBe(6);
    expect((await hold(buyer, priority.id, 1)).lines).toHaveLength(1);
    await buyer.send('DELETE', '/api/cart');
  });

  it('prices a public performance in the code’s mode where it sells in it; removing it prices back', async () => {
    // Members' prices $5 below the public ones at this performance.
    await execute`insert into performance_prices (performance_id, price_band_id, price_type_id, mode_of_sale_id, base_cents, fee_cents)
      select performance_id, price_band_id, price_type_id, 4, base_cents - 500, fee_cents
      from performance_prices where performance_id = ${open.id} and mode_of_sale_id = 3`;
    try {
      const buyer = new Browser();
      const before = await hold(buyer, open.id, 2);
      const members = await ok(await buyer.send('PUT', '/api/cart/promo', { code: 'MEMBERS26' }));
      expect(members.totals.total.amount).toBe(before.totals.total.amount - 1000);
      const options = (await buyer.send('GET', '/api/cart/price-options')).json();
      const line = ticketLinesOf(before)[0];
      const offered = options.lines.find((l: { lineId: string }) => l.lineId === line?.id);
      expect(
        offered.options.find((o: { priceTypeId: number }) => o.priceTypeId === line?.priceTypeId)
          .allIn.amount,
      ).toBe((line?.price.allIn.amount ?? 0) - 500);
      const back = await ok(await buyer.send('DELETE', '/api/cart/promo'));
      expect(back.totals.total.amount).toBe(before.totals.total.amount);
      await buyer.send('DELETE', '/api/cart');

      // Members' prices for one band only: the page shows that band in them, every other band
      // (still on sale) at its public prices, as the cart would charge.
      const [band] = await execute<{ id: number }>`select min(price_band_id) as id
        from performance_prices where performance_id = ${open.id} and mode_of_sale_id = 4`;
      await execute`delete from performance_prices where performance_id = ${open.id}
        and mode_of_sale_id = 4 and price_band_id <> ${band?.id}`;
      const page = (b: Browser) =>
        b
          .send('GET', `/api/events/${open.slug}/${open.id}`)
          .then((r) => r.json() as PerformanceDetail);
      const publicPage = await page(buyer);
      await ok(await buyer.send('PUT', '/api/cart/promo', { code: 'MEMBERS26' }));
      const membersPage = await page(buyer);
      expect(membersPage.priceBands.map((b) => b.id)).toEqual(
        publicPage.priceBands.map((b) => b.id),
      );
      for (const price of membersPage.prices) {
        const publicPrice = publicPage.prices.find(
          (q) => q.priceBandId === price.priceBandId && q.priceTypeId === price.priceTypeId,
        );
        expect(price.allIn.amount).toBe(
          (publicPrice?.allIn.amount ?? 0) - (price.priceBandId === band?.id ? 500 : 0),
        );
      }
      await buyer.send('DELETE', '/api/cart');
    } finally {
      await execute`delete from performance_prices where performance_id = ${open.id} and mode_of_sale_id = 4`;
    }
  });
});

describe(`refund protection on ${testDatabaseKind()}`, () => {
  it('is unticked when the sweep of lapsed holds empties the cart', async () => {
    const buyer = (await signIn()).sessionOnly();
    await hold(buyer, open.id, 1);
    await ok(await buyer.send('PUT', '/api/cart/refund-protection', { chosen: true }));
    const now = clock.at;
    clock.at += 24 * 3600_000;
    try {
      await t.backend.releaseExpiredHolds();
    } finally {
      clock.at = now;
    }
    expect((await hold(buyer, open.id, 1)).refundProtection.chosen).toBe(false);
    await buyer.send('DELETE', '/api/cart');
  });

  it('is never pre-ticked, costs a fee per ticket, and is a line of the order’s total', async () => {
    const maria = await signIn();
    const buyer = maria.sessionOnly();
    const held = await hold(buyer, open.id, 2);
    expect(held.refundProtection).toEqual({
      chosen: false,
      perTicket: { amount: PROTECTION, currency: 'USD' },
    });
    expect(held.totals.refundProtection.amount).toBe(0);
    refused(
      await buyer.send('PUT', '/api/cart/refund-protection', { chosen: 'yes' }),
      400,
      'VALIDATION_FAILED',
    );
    const chosen = await ok(
      await buyer.send('PUT', '/api/cart/refund-protection', { chosen: true }),
    );
    expect(chosen.totals.refundProtection.amount).toBe(2 * PROTECTION);
    expect(chosen.totals.total.amount).toBe(held.totals.total.amount + 2 * PROTECTION);
    // Emptied and filled again: not ticked any more.
    const other = (await signIn()).sessionOnly();
    await hold(other, open.id, 1);
    await ok(await other.send('PUT', '/api/cart/refund-protection', { chosen: true }));
    await other.send('DELETE', '/api/cart');
    expect((await hold(other, open.id, 1)).refundProtection.chosen).toBe(false);
    await other.send('DELETE', '/api/cart');
    const promo = await ok(await buyer.send('PUT', '/api/cart/promo', { code: 'FRIENDS10' }));

    const { number, sessionId } = await payOnGateway(buyer);
    const order = await orderRow(number);
    expect(order).toMatchObject({
      state: 'confirmed',
      refund_protection_cents: 2 * PROTECTION,
      discount_cents: promo.totals.discount.amount,
      total_cents: promo.totals.total.amount,
      credit_cents: 0,
    });
    expect(order.promo_code_id).not.toBeNull();
    const status = (await buyer.send('GET', `/api/orders/${number}/status`)).json();
    expect(status.totals.refundProtection).toEqual({ amount: 2 * PROTECTION, currency: 'USD' });
    expect(status.totals.discount.amount).toBe(promo.totals.discount.amount);
    expect((await paymentAmounts(number)).map((p) => p.amount_cents)).toEqual([
      promo.totals.total.amount,
    ]);
    expect(sessionId).not.toBe('');
    // After payment: no lines left, nothing to protect, nothing added.
    refused(
      await buyer.send('PUT', '/api/cart/refund-protection', { chosen: true }),
      409,
      'CART_EMPTY',
    );
    expect((await ok(await buyer.send('GET', '/api/cart'))).refundProtection.chosen).toBe(false);
  });

  it('ticked while a payment page is open: that page is ended, the next one charges it', async () => {
    const maria = await signIn();
    const buyer = maria.sessionOnly();
    const held = await hold(buyer, open.id, 2);
    const first = await pay(buyer);
    if (first.kind !== 'redirect') throw new Error('expected a redirect');
    const firstPage = new URL(first.redirectUrl).pathname;
    // A change refused (a mistyped code) changes nothing: the page stays open.
    refused(
      await buyer.send('PUT', '/api/cart/promo', { code: 'TYPO2026' }),
      400,
      'PROMO_CODE_UNRECOGNISED',
    );
    expect((await t.app.inject(firstPage)).statusCode).toBe(200);
    await ok(await buyer.send('PUT', '/api/cart/refund-protection', { chosen: true }));
    // The old page would have charged the total without protection: it is gone.
    expect((await t.app.inject(firstPage)).statusCode).toBe(410);
    expect(await paymentAmounts(first.orderNumber)).toEqual([
      { amount_cents: held.totals.total.amount, provider: 'test-gateway' },
    ]);
    const [ended] = await execute<{ state: string }>`select p.state from payments p
      join orders o on o.id = p.order_id where o.number = ${first.orderNumber}`;
    expect(ended?.state).toBe('expired');
    const { number } = await payOnGateway(buyer);
    expect(await orderRow(number)).toMatchObject({
      state: 'confirmed',
      refund_protection_cents: 2 * PROTECTION,
      total_cents: held.totals.total.amount + 2 * PROTECTION,
    });
  });

  it('cannot change while the order’s payment is being settled', async () => {
    const maria = await signIn();
    const buyer = maria.sessionOnly();
    await hold(buyer, open.id, 1);
    const answer = await pay(buyer);
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    await execute`update orders set state = 'verifying' where number = ${answer.orderNumber}`;
    try {
      refused(
        await buyer.send('PUT', '/api/cart/refund-protection', { chosen: true }),
        409,
        'PAYMENT_IN_PROGRESS',
      );
      refused(
        await buyer.send('PUT', '/api/cart/promo', { code: 'FRIENDS10' }),
        409,
        'PAYMENT_IN_PROGRESS',
      );
      refused(await buyer.send('PUT', '/api/cart/credit'), 409, 'PAYMENT_IN_PROGRESS');
    } finally {
      await execute`update orders set state = 'failed' where number = ${answer.orderNumber}`;
      await buyer.send('DELETE', '/api/cart');
    }
  });
});

describe(`account credit on ${testDatabaseKind()}`, () => {
  it('needs a signed-in customer', async () => {
    const buyer = new Browser();
    refused(await buyer.send('GET', '/api/cart/credit'), 401, 'SIGN_IN_REQUIRED');
    refused(await buyer.send('PUT', '/api/cart/credit'), 401, 'SIGN_IN_REQUIRED');
  });

  it('pays part of the order: the provider is charged the rest, the grant is spent once', async () => {
    await grantCredit(2500);
    const maria = await signIn();
    const buyer = maria.sessionOnly();
    const held = await hold(buyer, open.id, 2);
    expect(held.totals.total.amount).toBeGreaterThan(2500);
    expect((await buyer.send('GET', '/api/cart/credit')).json()).toEqual({
      available: { amount: 2500, currency: 'USD' },
      applied: { amount: 0, currency: 'USD' },
    });
    const applied = await ok(await buyer.send('PUT', '/api/cart/credit'));
    expect(applied.totals.credit.amount).toBe(2500);
    expect(applied.totals.total).toEqual(held.totals.total);
    const { number } = await payOnGateway(buyer);
    const order = await orderRow(number);
    expect(order).toMatchObject({
      state: 'confirmed',
      credit_cents: 2500,
      total_cents: held.totals.total.amount,
    });
    expect(await paymentAmounts(number)).toEqual([
      { provider: 'test-gateway', amount_cents: held.totals.total.amount - 2500 },
    ]);
    expect(await creditLeft()).toBe(0);
    const spends = await execute<{
      amount_cents: number;
    }>`select cs.amount_cents from credit_spends cs
      join orders o on o.id = cs.order_id where o.number = ${number}`;
    expect(spends).toEqual([{ amount_cents: 2500 }]);
    // No credit left: applying it again is refused with the spec's message.
    await hold(buyer, open.id, 1);
    const none = await buyer.send('PUT', '/api/cart/credit');
    refused(none, 409, 'CREDIT_NOT_APPLIED');
    expect(none.json().message).toBe('Account credit could not be applied.');
    await buyer.send('DELETE', '/api/cart');
  });

  it('can be removed before paying', async () => {
    await grantCredit(2500);
    const buyer = (await signIn()).sessionOnly();
    await hold(buyer, open.id, 1);
    expect(
      (await ok(await buyer.send('PUT', '/api/cart/credit'))).totals.credit.amount,
    ).toBeGreaterThan(0);
    expect((await ok(await buyer.send('DELETE', '/api/cart/credit'))).totals.credit.amount).toBe(0);
    await buyer.send('DELETE', '/api/cart');
  });

  it('covering everything: a free order, confirmed without payment; two at once spend it once', async () => {
    // $10 tickets, no fee: $10 of credit pays one.
    await setPerformancePrices(t.db.database, open.id, 1000, 0);
    {
      await grantCredit(1000);
      const maria = await signIn();
      const [a, b] = [maria.sessionOnly(), maria.sessionOnly()];
      await hold(a, open.id, 1);
      await hold(b, open.id, 1);
      // Both carts may show the credit; only one order can have it.
      expect((await ok(await a.send('PUT', '/api/cart/credit'))).totals.credit.amount).toBe(1000);
      expect((await ok(await b.send('PUT', '/api/cart/credit'))).totals.credit.amount).toBe(1000);
      const answers = await Promise.all([
        a.send('POST', '/api/checkout/payment', REVIEW),
        b.send('POST', '/api/checkout/payment', REVIEW),
      ]);
      const confirmed = answers.filter((r) => r.statusCode === 200);
      const failed = answers.filter((r) => r.statusCode !== 200);
      expect(confirmed).toHaveLength(1);
      expect(failed.map((r) => [r.statusCode, r.json().code])).toEqual([
        [409, 'CREDIT_NOT_APPLIED'],
      ]);
      const answer = confirmed[0]?.json() as StartPaymentResponse;
      if (answer.kind !== 'confirmed') throw new Error('expected a free order');
      expect(answer.order.state).toBe('confirmed');
      expect(await paymentsIn(t.db.database, answer.order.number)).toEqual([
        { provider: 'free', state: 'succeeded' },
      ]);
      expect(await creditLeft()).toBe(0);
      const [spent] = await execute<{ cents: number }>`select sum(cs.amount_cents)::int as cents
        from credit_spends cs join credit_grants g on g.id = cs.grant_id where g.customer_id = ${mariaId}`;
      expect(spent?.cents).toBe(1000);
      await a.send('DELETE', '/api/cart');
      await b.send('DELETE', '/api/cart');
    }
  });

  it('two orders confirming at once cannot both spend the same grant (the conditional UPDATE)', async () => {
    await setPerformancePrices(t.db.database, open.id, 1000, 0);
    await grantCredit(2000);
    const maria = await signIn();
    const [a, b] = [maria.sessionOnly(), maria.sessionOnly()];
    await hold(a, open.id, 1);
    await hold(b, open.id, 1);
    await ok(await a.send('PUT', '/api/cart/credit'));
    await ok(await b.send('PUT', '/api/cart/credit'));
    // Both orders open while the credit covers both; then half of it goes elsewhere.
    const opened = await Promise.all(
      [a, b].map((browser) =>
        t.orders.openOrder({
          cartId: browser.cookies.get('cart') ?? '',
          customerId: mariaId,
          details: { deliveryMethod: 'print-at-home', acceptTerms: true, acknowledgePrivacy: true },
          locale: 'en-US',
        }),
      ),
    );
    expect(opened.map((o) => o.amountDueCents)).toEqual([0, 0]);
    await execute`update credit_grants set remaining_cents = 1000 where customer_id = ${mariaId}`;
    const results = await Promise.allSettled(opened.map((o) => t.orders.confirmFreeOrder(o.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason.code).toBe('CREDIT_NOT_APPLIED');
    expect(await creditLeft()).toBe(0);
    await a.send('DELETE', '/api/cart');
    await b.send('DELETE', '/api/cart');
  });
});

describe(`promo code guessing on ${testDatabaseKind()}`, () => {
  it('is limited per address: 429 RATE_LIMITED past the limit, nothing applied', async () => {
    const buyer = new Browser();
    let last = await buyer.send('PUT', '/api/cart/promo', { code: 'GUESS0' });
    for (let i = 1; i <= 40 && last.statusCode !== 429; i++)
      last = await buyer.send('PUT', '/api/cart/promo', { code: `GUESS${i}` });
    refused(last, 429, 'RATE_LIMITED');
    refused(await buyer.send('PUT', '/api/cart/promo', { code: 'FRIENDS10' }), 429, 'RATE_LIMITED');
  });
});
