import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse, Cart } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type { ListingsResponse, PerformanceDetail } from '../shared/contracts/catalogue.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

/**
 * A cart that belongs to a customer answers only to that customer's session (issue 9 item 3,
 * decision 013): with Maria's cart cookie, someone signed out or another customer has no cart
 * (a new one when they add something) and Maria's stays as it was; signing out drops the cookie;
 * signing in renews the cart's id, so an id seen before is worth nothing afterwards.
 */

const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const ROSE = { email: 'rose.pierre@example.com', password: 'Aisle5Seat' };
const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };

let t: TestApp;
let performanceId: number;
let priority: { id: number; slug: string };

class Browser extends InjectBrowser {
  constructor() {
    super(() => t.app);
  }
}

async function signedIn(who: { email: string; password: string }, browser = new Browser()) {
  const response = await browser.send('POST', '/api/auth/login', who);
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

async function hold(browser: Browser, quantity = 2): Promise<Cart> {
  const response = await browser.send('POST', '/api/cart/seats', {
    performanceId,
    bestAvailable: { quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AddSeatsResponse).cart;
}

const cartOf = async (browser: Browser): Promise<Cart> =>
  (await browser.send('GET', '/api/cart')).json();

/** Another browser carrying only this one's cart cookie. */
function withCartOf(browser: Browser, into = new Browser()): Browser {
  into.cookies.set('cart', browser.cookies.get('cart') ?? '');
  return into;
}

const status = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  code: response.statusCode >= 400 ? response.json().code : undefined,
});

beforeAll(async () => {
  t = await createTestApp();
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const first = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!first) throw new Error('no on-sale performance');
  performanceId = first.id;
  const [presale] = await sqlOn(t.db.database)<{ id: number; slug: string }>`select p.id, pr.slug
    from performances p join productions pr on pr.id = p.production_id
    where p.priority_mode_of_sale_id is not null and p.starts_at > ${TEST_NOW}
      and (p.on_sale_at is null or p.on_sale_at <= ${TEST_NOW}) and p.seating = 'reserved'
    order by p.starts_at limit 1`;
  if (!presale) throw new Error('no priority performance in the demo season');
  priority = presale;
});
afterAll(() => t?.close());

describe(`a customer's cart and its cookie on ${testDatabaseKind()}`, () => {
  it('answers to nobody signed out: they see no cart, change nothing, and get a cart of their own', async () => {
    const maria = await signedIn(MARIA);
    const held = await hold(maria);
    const [line] = ticketLinesOf(held);
    if (!line) throw new Error('no line');
    const stranger = withCartOf(maria);

    expect((await cartOf(stranger)).lines).toEqual([]);
    expect((await stranger.send('GET', '/api/cart/price-options')).json()).toEqual({ lines: [] });
    for (const attempt of [
      await stranger.send('PATCH', `/api/cart/lines/${line.id}`, { priceTypeId: 4 }),
      await stranger.send('DELETE', `/api/cart/seats/${line.performanceId}/${line.seat.id}`),
      await stranger.send('PUT', '/api/cart/refund-protection', { chosen: true }),
    ])
      expect(status(attempt).status).toBeGreaterThanOrEqual(400);
    expect((await stranger.send('DELETE', '/api/cart')).json().lines).toEqual([]);
    // Adding makes the stranger a cart of their own.
    const own = await hold(stranger, 1);
    expect(own.id).not.toBe(held.id);
    expect(stranger.cookies.get('cart')).toBe(own.id);
    // Maria's cart is as she left it.
    const after = await cartOf(maria);
    expect(after.id).toBe(held.id);
    expect(ticketLinesOf(after).map((l) => [l.id, l.priceTypeId])).toEqual(
      ticketLinesOf(held).map((l) => [l.id, l.priceTypeId]),
    );
    expect(after.refundProtection.chosen).toBe(false);
    await stranger.send('DELETE', '/api/cart');
    await maria.send('DELETE', '/api/cart');
  });

  it('answers to no other customer: not to be read, paid, credited, booked for or taken over', async () => {
    const maria = await signedIn(MARIA);
    const held = await hold(maria);
    const rose = withCartOf(maria, await signedIn(ROSE));

    expect((await cartOf(rose)).lines).toEqual([]);
    expect(status(await rose.send('POST', '/api/checkout/payment', REVIEW))).toEqual({
      status: 409,
      code: 'CART_EMPTY',
    });
    expect((await rose.send('GET', '/api/cart/credit')).json().applied.amount).toBe(0);
    expect(status(await rose.send('PUT', '/api/cart/credit')).code).toBe('CART_EMPTY');
    expect((await rose.send('GET', '/api/checkout/household')).json().bookerCustomerId).toBeNull();
    // Her own promo code makes her a cart of her own.
    const promo = await rose.send('PUT', '/api/cart/promo', { code: 'MEMBERS26' });
    expect(promo.statusCode, promo.body).toBe(200);
    expect(promo.json().id).not.toBe(held.id);

    const after = await cartOf(maria);
    expect(after.id).toBe(held.id);
    expect(after.lines).toHaveLength(2);
    expect(after.promo).toBeNull();
    await maria.send('DELETE', '/api/cart');
  });

  it('lends nobody else its promo code’s mode of sale on the catalogue', async () => {
    const maria = await signedIn(MARIA);
    const applied = await maria.send('PUT', '/api/cart/promo', { code: 'MEMBERS26' });
    expect(applied.statusCode, applied.body).toBe(200);
    const page = (b: Browser) =>
      b
        .send('GET', `/api/events/${priority.slug}/${priority.id}`)
        .then((r) => r.json() as PerformanceDetail);
    expect((await page(maria)).state).not.toBe(6);
    expect((await page(withCartOf(maria))).state).toBe(6);
    await maria.send('DELETE', '/api/cart/promo');
  });

  it('gets a new id at sign-in: the id seen before opens nothing afterwards', async () => {
    const browser = new Browser();
    const held = await hold(browser);
    const before = browser.cookies.get('cart');
    const copy = withCartOf(browser);
    await signedIn(MARIA, browser);
    const after = browser.cookies.get('cart');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const cart = await cartOf(browser);
    expect(cart.id).toBe(after);
    expect(cart.lines.map((l) => l.id)).toEqual(held.lines.map((l) => l.id));
    // The old id is nobody's cart now, and adding with it cannot reach Maria's.
    expect((await cartOf(copy)).lines).toEqual([]);
    await hold(copy, 1);
    expect((await cartOf(browser)).lines).toHaveLength(2);
    await copy.send('DELETE', '/api/cart');
    await browser.send('DELETE', '/api/cart');
  });

  it('is dropped from the browser at sign-out', async () => {
    const maria = await signedIn(MARIA);
    await hold(maria, 1);
    const cart = maria.cookies.get('cart');
    const out = await maria.send('POST', '/api/auth/logout');
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'cart');
    expect(cleared?.value).toBe('');
    expect(maria.cookies.has('cart')).toBe(false);
    // Even kept by hand, the cookie opens nothing without Maria's session.
    const kept = new Browser();
    kept.cookies.set('cart', cart ?? '');
    expect((await cartOf(kept)).lines).toEqual([]);
    const back = await signedIn(MARIA);
    await back.send('DELETE', '/api/cart');
  });

  it('is dropped from the browser when its session has ended elsewhere', async () => {
    const maria = await signedIn(MARIA);
    await hold(maria, 1);
    const elsewhere = maria.sessionOnly();
    expect((await elsewhere.send('POST', '/api/auth/logout')).statusCode).toBe(200);
    const session = await maria.send('GET', '/api/auth/session');
    expect(session.json().customer).toBeNull();
    expect(maria.cookies.has('cart')).toBe(false);
    await (await signedIn(MARIA)).send('DELETE', '/api/cart');
  });
});
