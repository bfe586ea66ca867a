/**
 * The per-price-type limit across a customer's orders (spec §5: "per price type per performance
 * limit counts previously purchased tickets"; decision 013): Student is limited to four per
 * customer and performance in the seed. Counted when a line's type changes and again at Pay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse, Cart } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

const STUDENT = 3;
const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };
const CUSTOMER = {
  firstName: 'Lena',
  lastName: 'Okafor',
  email: 'lena.okafor@example.com',
  phone: '8455550142',
  password: 'Balcony7Seat',
  address: { line1: '7 Stage Door Lane', city: 'Riverton', postalCode: '12590', countryId: 1 },
  contactPermissions: [],
  acceptTerms: true,
};

let t: TestApp;
let performanceId: number;
let otherPerformanceId: number;

beforeAll(async () => {
  t = await createTestApp();
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const onSale = listings.performances.filter((p) => p.state === 1 && p.venue.id === 29);
  if (!onSale[0] || !onSale[1]) throw new Error('no two on-sale main-stage performances');
  performanceId = onSale[0].id;
  otherPerformanceId = onSale[1].id;
});
afterAll(() => t?.close());

class Browser extends InjectBrowser {
  constructor() {
    super(() => t.app);
  }
}

/** Holds `quantity` best-available seats; answers the cart's line ids. */
async function hold(browser: InjectBrowser, quantity: number, performance = performanceId) {
  const response = await browser.send('POST', '/api/cart/seats', {
    performanceId: performance,
    bestAvailable: { quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AddSeatsResponse).cart.lines
    .filter((line) => line.id.startsWith(`${performance}-`))
    .map((line) => line.id);
}

/** Changes a line's price type; answers the status and error code (if any). */
async function setType(browser: InjectBrowser, lineId: string, priceTypeId = STUDENT) {
  const response = await browser.send('PATCH', `/api/cart/lines/${lineId}`, { priceTypeId });
  return {
    status: response.statusCode,
    code: response.statusCode === 200 ? 'OK' : response.json().code,
  };
}

/** Pays with the test gateway's completing card; answers the order number once confirmed. */
async function buy(browser: InjectBrowser): Promise<string> {
  const started = await browser.send('POST', '/api/checkout/payment', REVIEW);
  expect(started.statusCode, started.body).toBe(200);
  const answer = started.json() as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(answer.redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
  });
  expect(paid.statusCode, paid.body).toBe(303);
  await t.gateway.settled();
  const status = await browser.send('GET', `/api/orders/${answer.orderNumber}/status`);
  expect(status.json().state).toBe('confirmed');
  return answer.orderNumber;
}

describe(`the Student limit counts tickets bought before, on ${testDatabaseKind()}`, () => {
  const customer = new Browser();
  let firstOrder: string;

  beforeAll(async () => {
    const registered = await customer.send('POST', '/api/auth/register', CUSTOMER);
    expect(registered.statusCode, registered.body).toBe(201);
    // Three Student tickets bought earlier for the performance.
    const lines = await hold(customer, 3);
    for (const line of lines) expect((await setType(customer, line)).code).toBe('OK');
    firstOrder = await buy(customer);
  });

  it('lets a customer who bought 3 Student tickets change only 1 more line to Student', async () => {
    const browser = customer.sessionOnly();
    const [first, second, third] = await hold(browser, 3);
    if (!first || !second || !third) throw new Error('three lines expected');
    expect(await setType(browser, first)).toEqual({ status: 200, code: 'OK' });
    expect(await setType(browser, second)).toEqual({ status: 400, code: 'TICKET_LIMIT_REACHED' });
    // The refusal changed nothing; other types and other performances are not counted.
    const cart = (await browser.send('GET', '/api/cart')).json() as Cart;
    expect(
      ticketLinesOf(cart)
        .map((line) => line.priceTypeId)
        .sort(),
    ).toEqual([1, 1, STUDENT]);
    expect((await setType(browser, second, 2)).code).toBe('OK');
    const [elsewhere] = await hold(browser, 1, otherPerformanceId);
    expect((await setType(browser, elsewhere ?? '')).code).toBe('OK');
    await browser.send('DELETE', '/api/cart');
  });

  it('counts them at the sensory booth form too: one more student, not two', async () => {
    const browser = customer.sessionOnly();
    const booth = (students: number) =>
      browser.send('POST', '/api/cart/sensory-booth', {
        performanceId,
        adults: 1,
        students,
        seatingType: 'bean-bag',
        seatingCount: 1,
      });
    const tooMany = await booth(2);
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().code).toBe('TICKET_LIMIT_REACHED');
    const one = await booth(1);
    expect(one.statusCode, one.body).toBe(200);
    await browser.send('DELETE', '/api/cart');
  });

  it('counts them at Pay: a cart given Students before sign-in is refused there', async () => {
    const anonymous = new Browser();
    const lines = await hold(anonymous, 2);
    // Not signed in: nothing bought is known yet, so both lines take Student.
    for (const line of lines) expect((await setType(anonymous, line)).code).toBe('OK');
    const login = await anonymous.send('POST', '/api/auth/login', {
      email: CUSTOMER.email,
      password: CUSTOMER.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const refused = await anonymous.send('POST', '/api/checkout/payment', REVIEW);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('TICKET_LIMIT_REACHED');
    // With one line back to the default type, the fourth Student ticket is sold.
    expect((await setType(anonymous, lines[1] ?? '', 1)).code).toBe('OK');
    await buy(anonymous);
  });

  it('counts a cart being paid in another browser, and gives back a returned order', async () => {
    // Four bought now (3 + 1). Return the first order: its three are given back.
    const execute = sqlOn(t.db.database);
    const a = customer.sessionOnly();
    const b = customer.sessionOnly();
    const [lineA] = await hold(a, 1);
    const [lineB] = await hold(b, 1);
    expect((await setType(a, lineA ?? '')).code).toBe('TICKET_LIMIT_REACHED');
    await execute`update orders set state = 'returned', returned_at = now() where number = ${firstOrder}`;
    expect((await setType(a, lineA ?? '')).code).toBe('OK');
    // 1 bought; each cart may take Students up to the limit alone, but not both at Pay.
    const more = (await hold(a, 2)).filter((line) => line !== lineA);
    expect(more).toHaveLength(2);
    for (const line of more) expect((await setType(a, line)).code).toBe('OK');
    expect((await setType(b, lineB ?? '')).code).toBe('OK');
    const [first, second] = await Promise.all([
      a.send('POST', '/api/checkout/payment', REVIEW),
      b.send('POST', '/api/checkout/payment', REVIEW),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const refused = first.statusCode === 400 ? first : second;
    expect(refused.json().code).toBe('TICKET_LIMIT_REACHED');
  });
});
