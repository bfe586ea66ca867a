import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import type { OrderStatus, StartPaymentResponse } from '../shared/contracts/checkout.ts';
import type { HouseholdBooking } from '../shared/contracts/checkout-household.ts';
import type { CartReservedOrder } from '../shared/contracts/reserved-order.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import {
  paymentsOf as paymentsIn,
  sqlOn,
  seatStatuses as statusesIn,
  ticketsOf as ticketsIn,
} from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

/*
 * The checkout's household step (the booker), the delivery step's addresses, and reserved
 * orders paid later, through the HTTP API on a fresh copy of the seeded database.
 */

const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };
const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const ROSE = { email: 'rose.pierre@example.com', password: 'Aisle5Seat' };
const JAMES = { email: 'james.okafor@example.com', password: 'Usher24Hours' };

let t: TestApp;
let performanceId: number;

beforeAll(async () => {
  t = await createTestApp();
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

/** One sign-in per customer for the whole file (sign-ins are rate limited); tabs share it. */
const signedIn = new Map<string, Browser>();
async function signIn(who: { email: string; password: string }): Promise<Browser> {
  const known = signedIn.get(who.email);
  if (known) return known;
  const browser = new Browser();
  const response = await browser.send('POST', '/api/auth/login', who);
  expect(response.statusCode, response.body).toBe(200);
  signedIn.set(who.email, browser);
  return browser;
}

const execute = <T = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => sqlOn(t.db.database)<T>(strings, ...values);

async function customerIdOf(email: string): Promise<number> {
  const [row] = await execute<{ id: number }>`select id from customers where email = ${email}`;
  if (!row) throw new Error(`no customer ${email}`);
  return row.id;
}

async function addressesOf(customerId: number): Promise<number[]> {
  const rows = await execute<{ id: number }>`
    select id from addresses where customer_id = ${customerId} order by id`;
  return rows.map((row) => row.id);
}

async function holdBest(browser: Browser, quantity = 2): Promise<number[]> {
  const response = await browser.send('POST', '/api/cart/seats', {
    performanceId,
    bestAvailable: { quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ticketLinesOf((response.json() as AddSeatsResponse).cart).map((line) => line.seat.id);
}

async function pay(browser: Browser, body: object = {}) {
  return browser.send('POST', '/api/checkout/payment', { ...REVIEW, ...body });
}

async function redirectOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  const url = new URL(answer.redirectUrl);
  return { ...answer, path: url.pathname, sessionId: url.pathname.split('/').pop() ?? '' };
}

/** The buyer pays on the gateway's page (by default with a card that completes) and comes back. */
async function payOnGateway(
  browser: Browser,
  path: string,
  cardNumber = '4242424242424242',
): Promise<string> {
  const submitted = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber }).toString(),
  });
  expect(submitted.statusCode, submitted.body).toBe(303);
  const back = new URL(String(submitted.headers.location));
  const returned = await browser.send('GET', `${back.pathname}${back.search}`);
  expect(returned.statusCode, returned.body).toBe(303);
  await t.gateway.settled();
  return String(returned.headers.location);
}

async function orderRow(number: string) {
  const [row] = await execute<{
    state: string;
    booker_customer_id: number | null;
    billing_address_id: number | null;
    delivery_address_id: number | null;
    delivery_method: string;
    total_cents: number;
  }>`select state, booker_customer_id, billing_address_id, delivery_address_id, delivery_method,
       total_cents from orders where number = ${number}`;
  if (!row) throw new Error(`no order ${number}`);
  return row;
}

async function ordersOfCustomer(customerId: number): Promise<number> {
  const [row] = await execute<{ n: number }>`
    select count(*)::int as n from orders where customer_id = ${customerId}`;
  return row?.n ?? 0;
}

describe(`the household step on ${testDatabaseKind()}`, () => {
  it('lists the household, you first; a customer in none has no members', async () => {
    const maria = await signIn(MARIA);
    const booking = (await maria.send('GET', '/api/checkout/household')).json() as HouseholdBooking;
    expect(booking.members.map((m) => [m.firstName, m.you])).toEqual([
      ['Maria', true],
      ['Daniel', false],
    ]);
    expect(booking.bookerCustomerId).toBeNull();
    const rose = await signIn(ROSE);
    expect((await rose.send('GET', '/api/checkout/household')).json()).toEqual({
      members: [],
      bookerCustomerId: null,
    });
    expect((await new Browser().send('GET', '/api/checkout/household')).statusCode).toBe(401);
  });

  it('takes a member of the household as booker and carries them onto the order', async () => {
    const buyer = (await signIn(MARIA)).sessionOnly();
    await holdBest(buyer);
    const daniel = await customerIdOf('daniel.alvarez@example.com');
    const chosen = await buyer.send('PUT', '/api/checkout/household', { customerId: daniel });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((chosen.json() as HouseholdBooking).bookerCustomerId).toBe(daniel);
    expect(
      ((await buyer.send('GET', '/api/checkout/household')).json() as HouseholdBooking)
        .bookerCustomerId,
    ).toBe(daniel);
    const payment = await redirectOf(await pay(buyer));
    expect((await orderRow(payment.orderNumber)).booker_customer_id).toBe(daniel);
  });

  it('refuses anyone outside the household (400), and changes nothing', async () => {
    const buyer = (await signIn(MARIA)).sessionOnly();
    await holdBest(buyer);
    const rose = await customerIdOf(ROSE.email);
    const refused = await buyer.send('PUT', '/api/checkout/household', { customerId: rose });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('HOUSEHOLD_MEMBER_INVALID');
    expect(
      ((await buyer.send('GET', '/api/checkout/household')).json() as HouseholdBooking)
        .bookerCustomerId,
    ).toBeNull();
    // Not even a customer without a household may name someone else.
    const james = (await signIn(JAMES)).sessionOnly();
    await holdBest(james, 1);
    const other = await james.send('PUT', '/api/checkout/household', { customerId: rose });
    expect(other.json().code).toBe('HOUSEHOLD_MEMBER_INVALID');
    const bad = await buyer.send('PUT', '/api/checkout/household', { customerId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('checks the booker again at payment: one who is no longer a member is refused', async () => {
    const maria = await customerIdOf(MARIA.email);
    const buyer = (await signIn(MARIA)).sessionOnly();
    await holdBest(buyer);
    const daniel = await customerIdOf('daniel.alvarez@example.com');
    await buyer.send('PUT', '/api/checkout/household', { customerId: daniel });
    const before = await ordersOfCustomer(maria);
    await execute`delete from household_members where customer_id = ${daniel}`;
    try {
      const refused = await pay(buyer);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('HOUSEHOLD_MEMBER_INVALID');
      expect(await ordersOfCustomer(maria)).toBe(before);
    } finally {
      await execute`insert into household_members (household_id, customer_id, is_primary)
        select household_id, ${daniel}, false from household_members where customer_id = ${maria}`;
    }
  });
});

describe('the delivery step’s addresses at payment', () => {
  it('carries the chosen billing and delivery addresses onto a posted order', async () => {
    const maria = await customerIdOf(MARIA.email);
    const [first, second] = await addressesOf(maria);
    const buyer = (await signIn(MARIA)).sessionOnly();
    await holdBest(buyer);
    const payment = await redirectOf(
      await pay(buyer, {
        deliveryMethod: 'post',
        billingAddressId: second,
        deliveryAddressId: first,
      }),
    );
    const order = await orderRow(payment.orderNumber);
    expect(order).toMatchObject({
      billing_address_id: second,
      delivery_address_id: first,
      delivery_method: 'post',
    });
  });

  it('refuses another customer’s address (404) and makes no order', async () => {
    const maria = await customerIdOf(MARIA.email);
    const [roses] = await addressesOf(await customerIdOf(ROSE.email));
    const buyer = (await signIn(MARIA)).sessionOnly();
    await holdBest(buyer);
    const before = await ordersOfCustomer(maria);
    for (const body of [
      { billingAddressId: roses },
      { deliveryMethod: 'post', deliveryAddressId: roses },
    ]) {
      const refused = await pay(buyer, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('ADDRESS_NOT_FOUND');
    }
    expect(await ordersOfCustomer(maria)).toBe(before);
  });

  it('needs a billing address for a paid order, and a delivery address for post', async () => {
    const james = await customerIdOf(JAMES.email);
    const buyer = (await signIn(JAMES)).sessionOnly();
    await holdBest(buyer, 1);
    const kept = await execute`delete from addresses where customer_id = ${james} returning *`;
    try {
      const noBilling = await pay(buyer);
      expect(noBilling.statusCode).toBe(400);
      expect(noBilling.json().code).toBe('BILLING_ADDRESS_REQUIRED');
      expect(noBilling.json().message).toBe('Please choose a billing address.');
      expect(await ordersOfCustomer(james)).toBe(0);
    } finally {
      for (const row of kept)
        await execute`insert into addresses select * from json_populate_record(null::addresses, ${JSON.stringify(row)}::json)`;
    }
    // With the address back, post still needs one to be named or a primary to stand in.
    const [primary] = await addressesOf(james);
    const posted = await redirectOf(await pay(buyer, { deliveryMethod: 'post' }));
    expect((await orderRow(posted.orderNumber)).delivery_address_id).toBe(primary);
  });
});

/** A reserved order for the customer, as the box office makes one (seats held under its own id). */
async function reserveFor(
  customerId: number,
  number: string,
  options: { locked?: boolean; holdUntil?: Date } = {},
): Promise<number[]> {
  const seats = await execute<{ seat_id: number; base_cents: number; fee_cents: number }>`
    select ps.seat_id, pp.base_cents, pp.fee_cents from performance_seats ps
    join seats s on s.id = ps.seat_id
    join performance_prices pp on pp.performance_id = ps.performance_id
      and pp.price_band_id = s.price_band_id and pp.price_type_id = 1 and pp.mode_of_sale_id = 3
    join price_bands b on b.id = s.price_band_id
    where ps.performance_id = ${performanceId} and ps.status = 'available'
      and not s.wheelchair and not s.companion and b.online_sale
    order by s.id desc limit 2`;
  const total = seats.reduce((sum, s) => sum + s.base_cents + s.fee_cents, 0);
  const fees = seats.reduce((sum, s) => sum + s.fee_cents, 0);
  const holdUntil = options.holdUntil ?? new Date(TEST_NOW.getTime() + 3 * 24 * 3600_000);
  const cartId = `reserved-${number}`;
  const [order] = await execute<{ id: number }>`
    insert into orders (number, customer_id, cart_id, state, products_subtotal_cents,
      subtotal_cents, fees_cents, total_cents, delivery_method, hold_until, locked, created_at)
    values (${number}, ${customerId}, ${cartId}, 'reserved', ${total - fees}, ${total - fees},
      ${fees}, ${total}, 'print-at-home', ${holdUntil}, ${options.locked ?? false}, ${TEST_NOW})
    returning id`;
  for (const seat of seats) {
    await execute`insert into order_tickets (order_id, performance_id, seat_id, price_type_id,
        base_cents, fee_cents)
      values (${order?.id}, ${performanceId}, ${seat.seat_id}, 1, ${seat.base_cents}, ${seat.fee_cents})`;
    await execute`update performance_seats set status = 'held', hold_id = ${cartId},
        held_until = ${holdUntil}
      where performance_id = ${performanceId} and seat_id = ${seat.seat_id}`;
  }
  return seats.map((s) => s.seat_id).sort((a, b) => a - b);
}

describe('reserved orders paid later', () => {
  const seatStatuses = (ids: number[]) => statusesIn(t.db.database, performanceId, ids);

  it('refuses a locked reserved order (409) and a basket that already has items (409)', async () => {
    const maria = await customerIdOf(MARIA.email);
    await reserveFor(maria, 'MSP-RSVK0001', { locked: true });
    const buyer = (await signIn(MARIA)).sessionOnly();
    const locked = await buyer.send('POST', '/api/cart/reserved-order', {
      orderNumber: 'MSP-RSVK0001',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('RESERVED_ORDER_LOCKED');

    await reserveFor(maria, 'MSP-RSVF0001');
    await holdBest(buyer, 1);
    const full = await buyer.send('POST', '/api/cart/reserved-order', {
      orderNumber: 'MSP-RSVF0001',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('CART_NOT_EMPTY');
    expect((await buyer.send('GET', '/api/cart/reserved-order')).json()).toEqual({
      reservedOrder: null,
    });
    // Someone else's reserved order is not found, whatever its state.
    const rose = (await signIn(ROSE)).sessionOnly();
    const foreign = await rose.send('POST', '/api/cart/reserved-order', {
      orderNumber: 'MSP-RSVF0001',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('adds it to an empty basket; Pay Later returns it to the reserved orders', async () => {
    const maria = await customerIdOf(MARIA.email);
    const seatIds = await reserveFor(maria, 'MSP-RSVP0001');
    const buyer = (await signIn(MARIA)).sessionOnly();
    const added = await buyer.send('POST', '/api/cart/reserved-order', {
      orderNumber: 'MSP-RSVP0001',
    });
    expect(added.statusCode, added.body).toBe(200);
    // A cart was made for it (the cookie), and the basket shows its seats.
    expect(buyer.cookies.get('cart')).toBeTruthy();
    const shown = (await buyer.send('GET', '/api/cart/reserved-order')).json() as CartReservedOrder;
    expect(shown.reservedOrder?.number).toBe('MSP-RSVP0001');
    expect(shown.reservedOrder?.lines.map((l) => l.seat.id).sort((a, b) => a - b)).toEqual(seatIds);
    // The payment starts for that same order...
    const payment = await redirectOf(await pay(buyer));
    expect(payment.orderNumber).toBe('MSP-RSVP0001');
    expect((await orderRow('MSP-RSVP0001')).state).toBe('completing');
    // ...and Pay Later puts it back: reserved, out of the basket, its payment page ended.
    const later = await buyer.send('DELETE', '/api/cart/reserved-order');
    expect(later.statusCode, later.body).toBe(200);
    await t.gateway.settled();
    expect((await orderRow('MSP-RSVP0001')).state).toBe('reserved');
    expect((await buyer.send('GET', '/api/cart/reserved-order')).json()).toEqual({
      reservedOrder: null,
    });
    expect(await paymentsIn(t.db.database, 'MSP-RSVP0001')).toEqual([
      { provider: 'test-gateway', state: 'expired' },
    ]);
    expect((await t.app.inject(payment.path)).statusCode).toBe(410);
    // Its seats are still its own.
    expect(await seatStatuses(seatIds)).toEqual(['held', 'held']);
    // Nothing left to pay in this cart.
    expect((await pay(buyer)).json().code).toBe('CART_EMPTY');
  });

  it('pays it through the normal payment and confirms that same order, once', async () => {
    const maria = await customerIdOf(MARIA.email);
    const seatIds = await reserveFor(maria, 'MSP-PAYN0W01');
    const buyer = (await signIn(MARIA)).sessionOnly();
    const added = await buyer.send('POST', '/api/cart/reserved-order', {
      orderNumber: 'MSP-PAYN0W01',
    });
    expect(added.statusCode, added.body).toBe(200);
    const [, billing] = await addressesOf(maria);
    const payment = await redirectOf(await pay(buyer, { billingAddressId: billing }));
    expect(payment.orderNumber).toBe('MSP-PAYN0W01');
    const page = await payOnGateway(buyer, payment.path);
    expect(page).toBe('/order/confirmed?order=MSP-PAYN0W01');
    await t.gateway.redeliver(payment.sessionId);
    await t.gateway.settled();

    const status = (
      await buyer.send('GET', '/api/orders/MSP-PAYN0W01/status')
    ).json() as OrderStatus;
    expect(status.state).toBe('confirmed');
    expect(status.totals.leftToPay.amount).toBe(0);
    expect(await seatStatuses(seatIds)).toEqual(['sold', 'sold']);
    const tickets = await ticketsIn(t.db.database, 'MSP-PAYN0W01');
    expect(tickets.map((ticket) => ticket.barcode)).toEqual([
      expect.stringMatching(/^99\d{18}$/),
      expect.stringMatching(/^99\d{18}$/),
    ]);
    expect(await paymentsIn(t.db.database, 'MSP-PAYN0W01')).toEqual([
      { provider: 'test-gateway', state: 'succeeded' },
    ]);
    expect((await orderRow('MSP-PAYN0W01')).billing_address_id).toBe(billing);
    // One order, not a second one made from the cart; the basket has let go of it.
    const [count] = await execute<{ n: number }>`
      select count(*)::int as n from order_tickets ot join orders o on o.id = ot.order_id
      where ot.performance_id = ${performanceId} and ot.seat_id in (${seatIds[0]}, ${seatIds[1]})`;
    expect(count?.n).toBe(2);
    expect((await buyer.send('GET', '/api/cart/reserved-order')).json()).toEqual({
      reservedOrder: null,
    });
    // Paid, it can't be added again.
    const again = await buyer.send('POST', '/api/cart/reserved-order', {
      orderNumber: 'MSP-PAYN0W01',
    });
    expect(again.json().code).toBe('RESERVED_ORDER_UNAVAILABLE');
  });

  it('pays seats held after it first, on their own order; the reserved order waits', async () => {
    const maria = await customerIdOf(MARIA.email);
    await reserveFor(maria, 'MSP-RSVW0001');
    const buyer = (await signIn(MARIA)).sessionOnly();
    const added = await buyer.send('POST', '/api/cart/reserved-order', {
      orderNumber: 'MSP-RSVW0001',
    });
    expect(added.statusCode, added.body).toBe(200);
    await holdBest(buyer, 1);
    const payment = await redirectOf(await pay(buyer));
    expect(payment.orderNumber).not.toBe('MSP-RSVW0001');
    expect((await orderRow('MSP-RSVW0001')).state).toBe('reserved');
    const shown = (await buyer.send('GET', '/api/cart/reserved-order')).json() as CartReservedOrder;
    expect(shown.reservedOrder?.number).toBe('MSP-RSVW0001');
  });

  it('stays a reservation, listed and payable, after a declined card and a payment that fails later', async () => {
    const maria = await customerIdOf(MARIA.email);
    const seatIds = await reserveFor(maria, 'MSP-RSVDECN1');
    const buyer = (await signIn(MARIA)).sessionOnly();
    const added = await buyer.send('POST', '/api/cart/reserved-order', {
      orderNumber: 'MSP-RSVDECN1',
    });
    expect(added.statusCode, added.body).toBe(200);
    const reservedTab = async () =>
      (
        (await buyer.send('GET', '/api/account/orders?group=reserved')).json() as {
          orders: { number: string; amountToPay: { amount: number } }[];
        }
      ).orders.find((o) => o.number === 'MSP-RSVDECN1');

    // Declined on the gateway's page: back to the payment step, still under My reserved orders.
    const declined = await redirectOf(await pay(buyer));
    expect(await payOnGateway(buyer, declined.path, '4000000000000002')).toBe(
      '/checkout/payment?outcome=declined&order=MSP-RSVDECN1',
    );
    const listed = await reservedTab();
    expect(listed?.amountToPay.amount).toBe((await orderRow('MSP-RSVDECN1')).total_cents);

    // A bank payment that is processing, then fails: the reservation is not lost.
    const later = await redirectOf(await pay(buyer));
    await t.checkout.notify({
      provider: 'test-gateway',
      sessionId: later.sessionId,
      outcome: 'processing',
    });
    expect((await orderRow('MSP-RSVDECN1')).state).toBe('verifying');
    await t.checkout.notify({
      provider: 'test-gateway',
      sessionId: later.sessionId,
      outcome: 'failed',
    });
    expect((await orderRow('MSP-RSVDECN1')).state).toBe('reserved');
    expect(await reservedTab()).toBeDefined();
    expect(await seatStatuses(seatIds)).toEqual(['held', 'held']);

    // And it is paid in the end, as the same order.
    const paid = await redirectOf(await pay(buyer));
    expect(await payOnGateway(buyer, paid.path)).toBe('/order/confirmed?order=MSP-RSVDECN1');
    expect(await seatStatuses(seatIds)).toEqual(['sold', 'sold']);
  });

  it('refuses a reservation whose hold has ended', async () => {
    const maria = await customerIdOf(MARIA.email);
    await reserveFor(maria, 'MSP-GVNE0001', { holdUntil: new Date(TEST_NOW.getTime() - 60_000) });
    const buyer = (await signIn(MARIA)).sessionOnly();
    const ended = await buyer.send('POST', '/api/cart/reserved-order', {
      orderNumber: 'MSP-GVNE0001',
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().code).toBe('RESERVED_ORDER_UNAVAILABLE');
  });
});
