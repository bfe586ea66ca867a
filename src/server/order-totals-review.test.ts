import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse, Cart } from '../shared/contracts/cart.ts';
import type { ListingsResponse } from '../shared/contracts/catalogue.ts';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import type { OrderDetail } from '../shared/contracts/order-history.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

/**
 * An order bought with a promo code, refund protection and account credit reads the same in
 * every place that shows its totals: the account's order page adds up to the order's total.
 */

const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };

let t: TestApp;
let cookies: Record<string, string> = {};

async function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    cookies,
    ...(payload === undefined ? {} : { payload }),
  });
  for (const c of response.cookies) cookies = { ...cookies, [c.name]: c.value };
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  const login = await send('POST', '/api/auth/login', MARIA);
  expect(login.statusCode, login.body).toBe(200);
});
afterAll(() => t?.close());

describe(`an order's totals on ${testDatabaseKind()}`, () => {
  it('the account’s order page: tickets before fees leave refund protection to its own line', async () => {
    const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
    const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
    if (!performance) throw new Error('no on-sale performance');
    const held = await send('POST', '/api/cart/seats', {
      performanceId: performance.id,
      bestAvailable: { quantity: 2 },
    });
    expect(held.statusCode, held.body).toBe(200);
    const base = (held.json() as AddSeatsResponse).cart.totals.subtotal.amount;
    expect((await send('PUT', '/api/cart/promo', { code: 'FRIENDS10' })).statusCode).toBe(200);
    const protectedCart = await send('PUT', '/api/cart/refund-protection', { chosen: true });
    expect(protectedCart.statusCode, protectedCart.body).toBe(200);
    const cart = protectedCart.json() as Cart;
    expect(cart.totals.refundProtection.amount).toBeGreaterThan(0);

    const paid = await send('POST', '/api/checkout/payment', {
      acceptTerms: true,
      acknowledgePrivacy: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const answer = paid.json() as StartPaymentResponse;
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const submitted = await t.app.inject({
      method: 'POST',
      url: new URL(answer.redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
    });
    expect(submitted.statusCode, submitted.body).toBe(303);
    await t.gateway.settled();

    const detail = await send('GET', `/api/account/orders/${answer.orderNumber}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const { totals } = detail.json() as OrderDetail;
    expect(totals.subtotal.amount).toBe(base);
    expect(totals.refundProtection.amount).toBe(cart.totals.refundProtection.amount);
    expect(
      totals.subtotal.amount +
        totals.fees.amount -
        totals.discount.amount +
        totals.delivery.amount +
        totals.refundProtection.amount,
    ).toBe(totals.total.amount);
    expect(totals.total.amount).toBe(cart.totals.total.amount);
  });
});
