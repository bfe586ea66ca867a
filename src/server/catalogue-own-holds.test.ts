/**
 * Issue 9, item 15 (the server's part): "226 seats left" must change for the buyer who has just
 * held two, though catalogue answers are reused for a second (docs/decisions/004); for everyone
 * else the reuse stays, so an on-sale rush still costs one read a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type { ListingsResponse, PerformanceDetail } from '../shared/contracts/catalogue.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let path: string;
beforeAll(async () => {
  // A long reuse, so the test cannot pass by the cache running out between requests.
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!performance) throw new Error('no on-sale main-stage performance');
  path = `/api/events/${performance.productionSlug}/${performance.id}`;
});
afterAll(() => t?.close());

async function seatsLeft(cart?: string): Promise<number> {
  const response = await t.app.inject({ url: path, ...(cart ? { cookies: { cart } } : {}) });
  return (response.json() as PerformanceDetail).availability.available;
}

async function holdTwo(performanceId: number, cart?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart/seats',
    payload: { performanceId, bestAvailable: { quantity: 2 } },
    ...(cart ? { cookies: { cart } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return {
    cart: response.cookies.find((c) => c.name === 'cart')?.value ?? cart ?? '',
    lines: (response.json() as { cart: Cart }).cart.lines,
  };
}

describe('seats left after a hold, with the catalogue cache on', () => {
  it('the holder sees their own hold and release at once; others keep the cached answer', async () => {
    const performanceId = Number(path.split('/').at(-1));
    const before = await seatsLeft();

    // A first hold makes the cart (its cookie is set by that answer).
    const buyer = await holdTwo(performanceId);
    expect(await seatsLeft(buyer.cart)).toBe(before - 2);

    // Someone else's hold does not empty the cache for everyone: an anonymous reader gets the
    // entry the holder's fresh read left.
    const other = await holdTwo(performanceId);
    expect(await seatsLeft()).toBe(before - 2);
    expect(other.cart).not.toBe(buyer.cart);

    // Releasing a seat: the holder sees it back (and the other buyer's hold, read fresh).
    const seat = ticketLinesOf(buyer)[0]?.seat.id;
    const released = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/seats/${performanceId}/${seat}`,
      cookies: { cart: buyer.cart },
    });
    expect(released.statusCode).toBe(200);
    expect(await seatsLeft(buyer.cart)).toBe(before - 3);

    // Emptying the cart counts too.
    const emptied = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart',
      cookies: { cart: other.cart },
    });
    expect(emptied.statusCode).toBe(200);
    expect(await seatsLeft(other.cart)).toBe(before - 1);
  });
});

describe('booth places held and given back, with the catalogue cache on', () => {
  it('the party sees its booth places go and come back at once', async () => {
    const performanceId = Number(path.split('/').at(-1));
    const booth = async (cart?: string) => {
      const response = await t.app.inject({ url: path, ...(cart ? { cookies: { cart } } : {}) });
      return (response.json() as PerformanceDetail).sensoryBooth?.available;
    };
    const before = await booth();
    if (before === undefined || before < 2) throw new Error('no free booth places');

    const held = await t.app.inject({
      method: 'POST',
      url: '/api/cart/sensory-booth',
      payload: { performanceId, adults: 2, students: 0, seatingType: 'bean-bag', seatingCount: 2 },
    });
    expect(held.statusCode).toBe(200);
    const cart = held.cookies.find((c) => c.name === 'cart')?.value ?? '';
    expect(await booth(cart)).toBe(before - 2);

    const released = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/sensory-booth/${performanceId}`,
      cookies: { cart },
    });
    expect(released.statusCode).toBe(200);
    expect(await booth(cart)).toBe(before);
  });
});
