import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse, Cart, PriceOptionsResponse } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type {
  ListingsResponse,
  PerformanceDetail,
  PerformanceSummary,
} from '../shared/contracts/catalogue.ts';
import { ALL_MESSAGES } from '../shared/i18n/all-messages.ts';
import { translate } from '../shared/i18n/translate.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

let t: TestApp;
let performance: PerformanceSummary;
let detail: PerformanceDetail;

beforeAll(async () => {
  t = await createTestApp();
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const found = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!found) throw new Error('no on-sale main-stage performance');
  performance = found;
  detail = (await t.app.inject(`/api/events/${found.productionSlug}/${found.id}`)).json();
});
afterAll(() => t?.close());

/** One buyer's cookies (cart, session) across requests. */
class Buyer {
  readonly cookies = new Map<string, string>();
  async send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    const response: LightMyRequestResponse = await t.app.inject({
      method,
      url,
      cookies: Object.fromEntries(this.cookies),
      ...(payload ? { payload } : {}),
    });
    for (const c of response.cookies) this.cookies.set(c.name, c.value);
    return response;
  }
  async options(): Promise<PriceOptionsResponse> {
    const response = await this.send(
      'GET',
      `/api/cart/price-options?performanceId=${performance.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
}

/** Best available picks seats that leave no single seat, so every hold here succeeds. */
async function hold(buyer: Buyer, quantity = 2, wheelchairSpaces = 0): Promise<Cart> {
  const response = await buyer.send('POST', '/api/cart/seats', {
    performanceId: performance.id,
    bestAvailable: { quantity, wheelchairSpaces },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AddSeatsResponse).cart;
}

describe(`price-selection on ${testDatabaseKind()}`, () => {
  it('offers each held seat the ordinary types of its band, all-in, as the price matrix says', async () => {
    const buyer = new Buyer();
    const cart = await hold(buyer);
    const { lines } = await buyer.options();
    expect(lines.map((l) => l.lineId).sort()).toEqual(cart.lines.map((l) => l.id).sort());
    for (const line of lines) {
      const held = ticketLinesOf(cart).find((l) => l.id === line.lineId);
      expect(line.options.map((o) => o.priceTypeId)).toEqual([1, 2, 3, 4]);
      for (const option of line.options) {
        const price = detail.prices.find(
          (p) => p.priceBandId === held?.priceBandId && p.priceTypeId === option.priceTypeId,
        );
        expect(option.allIn).toEqual(price?.allIn);
        expect(option.allIn.amount).toBe(option.base.amount + option.fee.amount);
      }
      // The wheelchair types (350, 908) and the standard extra (115) are not offered to anyone
      // without an access registration.
      expect(line.options.some((o) => [115, 350, 908].includes(o.priceTypeId))).toBe(false);
    }
  });

  it('changes a line to an offered type through PATCH: the all-in total follows', async () => {
    const buyer = new Buyer();
    const cart = await hold(buyer);
    const { lines } = await buyer.options();
    const line = lines[0];
    const child = line?.options.find((o) => o.priceTypeId === 4);
    if (!line || !child) throw new Error('no child price');
    const response = await buyer.send('PATCH', `/api/cart/lines/${line.lineId}`, {
      priceTypeId: child.priceTypeId,
    });
    expect(response.statusCode).toBe(200);
    const repriced = response.json() as Cart;
    const changed = ticketLinesOf(repriced).find((l) => l.id === line.lineId);
    expect(changed?.priceTypeName).toBe(child.name);
    expect(changed?.price.allIn).toEqual(child.allIn);
    const before = cart.lines.find((l) => l.id === line.lineId)?.price.allIn.amount ?? 0;
    expect(repriced.totals.total.amount).toBe(
      cart.totals.total.amount - before + child.allIn.amount,
    );
  });

  it('offers access seats their access types, only to a signed-in access-registered buyer', async () => {
    const rose = new Buyer();
    const login = await rose.send('POST', '/api/auth/login', {
      email: 'rose.pierre@example.com',
      password: 'Aisle5Seat',
    });
    expect(login.statusCode, login.body).toBe(200);
    const cart = await hold(rose, 2, 1);
    const space = ticketLinesOf(cart).find((l) => l.seat.wheelchair);
    const companion = ticketLinesOf(cart).find((l) => l.seat.companion);
    if (!space || !companion)
      throw new Error('best available gave no wheelchair space and companion');
    const { lines } = await rose.options();
    const byLine = new Map(lines.map((l) => [l.lineId, l.options.map((o) => o.priceTypeId)]));
    expect(byLine.get(space.id)).toEqual([350]);
    expect(byLine.get(companion.id)).toEqual([115, 908]);
    const patched = await rose.send('PATCH', `/api/cart/lines/${companion.id}`, {
      priceTypeId: 115,
    });
    expect(patched.statusCode).toBe(200);
    await rose.send('DELETE', '/api/cart');
  });

  it('answers nothing to offer without a cart, and 400 for a bad filter', async () => {
    const nobody = new Buyer();
    expect(await nobody.options()).toEqual({ lines: [] });
    for (const query of ['performanceId=abc', 'performanceId=0', 'lang=xx'])
      expect((await nobody.send('GET', `/api/cart/price-options?${query}`)).statusCode).toBe(400);
  });

  it('keeps the per-customer student limit, with the spec’s message', async () => {
    const buyer = new Buyer();
    const third = await hold(buyer, 5);
    const ids = third.lines.map((l) => l.id);
    const codes: string[] = [];
    for (const id of ids.slice(0, 5)) {
      const response = await buyer.send('PATCH', `/api/cart/lines/${id}`, { priceTypeId: 3 });
      codes.push(response.statusCode === 200 ? 'OK' : response.json().code);
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'TICKET_LIMIT_REACHED']);
    const refused = await buyer.send('PATCH', `/api/cart/lines/${ids[4]}?lang=es`, {
      priceTypeId: 3,
    });
    expect(refused.statusCode).toBe(400);
    // In the reader's language; the spec's words in US English.
    expect(refused.json().message).toBe(
      translate(ALL_MESSAGES, 'es', 'errors.TICKET_LIMIT_REACHED'),
    );
    const english = await buyer.send('PATCH', `/api/cart/lines/${ids[4]}`, { priceTypeId: 3 });
    expect(english.json().message).toContain('maximum number of tickets');
  });
});
