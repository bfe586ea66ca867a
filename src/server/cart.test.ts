import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse, Cart } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type {
  ListingsResponse,
  PerformanceSeatsResponse,
  VenueLayout,
} from '../shared/contracts/catalogue.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

/** A clock the test moves by hand, to let holds lapse. */
const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };

let t: TestApp;
let performanceId: number;
let layout: VenueLayout;
let statuses: PerformanceSeatsResponse;

beforeAll(async () => {
  t = await createTestApp({}, { clock, holdSeconds: 60 });
  const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
  // An on-sale performance on the main stage.
  const performance = listings.performances.find((p) => p.state === 1 && p.venue.id === 29);
  if (!performance) throw new Error('no on-sale main-stage performance');
  performanceId = performance.id;
  layout = (await t.app.inject('/api/venues/29/layout')).json();
  statuses = (await t.app.inject(`/api/performances/${performanceId}/seats`)).json();
});
afterAll(() => t?.close());

/** Free ordinary seats of one row block, left to right, for choosing by hand. */
function freeRun(length: number): number[] {
  const free = new Set(statuses.seats.filter((s) => s.status === 'available').map((s) => s.seatId));
  const byRow = new Map<number, VenueLayout['seats']>();
  for (const seat of layout.seats) {
    if (seat.wheelchair || seat.companion || seat.priceBandId === 4) continue;
    byRow.set(seat.rowId, [...(byRow.get(seat.rowId) ?? []), seat]);
  }
  for (const seats of byRow.values()) {
    seats.sort((a, b) => a.x - b.x);
    for (let i = 0; i + length + 2 <= seats.length; i++) {
      const window = seats.slice(i, i + length + 2);
      const contiguous = window.every(
        (seat, j) => j === 0 || seat.x - (window[j - 1]?.x ?? 0) < 40,
      );
      // One free seat either side too, so the choice leaves no single.
      if (contiguous && window.every((seat) => free.has(seat.id)) && i === 0)
        return window.slice(0, length).map((s) => s.id);
    }
  }
  throw new Error(`no free run of ${length}`);
}

async function hold(body: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/seats',
    payload: body,
    ...(cookie ? { cookies: { cart: cookie } } : {}),
  });
}

describe(`holds on ${testDatabaseKind()}`, () => {
  it('holds chosen seats in a new cart bound to an HttpOnly cookie, re-priced', async () => {
    const seatIds = freeRun(2);
    const response = await hold({ performanceId, seatIds });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'cart');
    expect(cookie?.httpOnly).toBe(true);
    const { cart, together } = response.json() as AddSeatsResponse;
    expect(together).toBe(true);
    expect(
      ticketLinesOf(cart)
        .map((l) => l.seat.id)
        .sort(),
    ).toEqual([...seatIds].sort());
    expect(cart.totals.total.amount).toBe(
      cart.lines.reduce((sum, l) => sum + l.price.allIn.amount, 0),
    );
    expect(Date.parse(cart.expiresAt ?? '')).toBe(clock.at + 60_000);
    // The new cart's answer, made from memory, is the cart as read back from the database.
    const readBack = await t.app.inject({
      url: '/api/cart',
      cookies: { cart: cookie?.value ?? '' },
    });
    expect(readBack.json()).toEqual(cart);
    // Another buyer cannot have them.
    const second = await hold({ performanceId, seatIds });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('SEATS_UNAVAILABLE');
    // Releasing frees at once.
    const empty = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart',
      cookies: { cart: cookie?.value ?? '' },
    });
    expect((empty.json() as Cart).lines).toEqual([]);
    expect((await hold({ performanceId, seatIds })).statusCode).toBe(200);
  });

  it('refuses a choice that leaves a single seat, with the spec’s message', async () => {
    const run = freeRun(3);
    // Taking the 2nd and 3rd of a row's first free seats strands the 1st at the row end.
    const response = await hold({ performanceId, seatIds: run.slice(1) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SINGLE_SEATS',
      message: 'This seat combination would leave single seats.',
    });
  });

  it('finds the best available 3 in band B, together', async () => {
    const response = await hold({ performanceId, bestAvailable: { priceBandId: 2, quantity: 3 } });
    expect(response.statusCode).toBe(200);
    const { cart, together } = response.json() as AddSeatsResponse;
    expect(together).toBe(true);
    expect(cart.lines).toHaveLength(3);
    expect(ticketLinesOf(cart).every((l) => l.priceBandId === 2)).toBe(true);
    expect(new Set(ticketLinesOf(cart).map((l) => l.seat.row)).size).toBe(1);
  });

  it('caps an order at 9 tickets', async () => {
    const first = await hold({ performanceId, bestAvailable: { quantity: 6 } });
    const cookie = first.cookies.find((c) => c.name === 'cart')?.value ?? '';
    const more = await hold({ performanceId, bestAvailable: { quantity: 4 } }, cookie);
    expect(more.statusCode).toBe(400);
    expect(more.json().code).toBe('MAX_TICKETS_ONLINE');
    const tooMany = await hold({ performanceId, bestAvailable: { quantity: 10 } });
    expect(tooMany.statusCode).toBe(400);
  });

  it('keeps wheelchair spaces, companion seats and the sensory booth off the normal sale', async () => {
    const wheelchair = layout.seats.find((s) => s.wheelchair);
    const booth = layout.seats.find((s) => s.priceBandId === 4);
    expect((await hold({ performanceId, seatIds: [wheelchair?.id] })).json().code).toBe(
      'ACCESS_REGISTRATION_REQUIRED',
    );
    expect((await hold({ performanceId, seatIds: [booth?.id] })).json().code).toBe(
      'SENSORY_BOOTH_NOT_ON_MAP',
    );
    expect(
      (await hold({ performanceId, bestAvailable: { quantity: 2, wheelchairSpaces: 1 } })).json()
        .code,
    ).toBe('ACCESS_REGISTRATION_REQUIRED');
  });

  it('refuses performances that are not on sale', async () => {
    const listings: ListingsResponse = (await t.app.inject('/api/listings')).json();
    const cases: [number, string][] = [
      [5, 'EVENT_PASSED'],
      [2, 'EVENT_OFF_SALE'],
      [4, 'EVENT_UNAVAILABLE'],
      [6, 'PRIORITY_EVENT_UNAVAILABLE'],
    ];
    for (const [state, code] of cases) {
      const performance = listings.performances.find((p) => p.state === state);
      const response = await hold({
        performanceId: performance?.id,
        bestAvailable: { quantity: 2 },
      });
      expect(response.json().code, `state ${state}`).toBe(code);
    }
  });

  it('lets a hold lapse: the seats are reclaimable at once and swept, the cart empties', async () => {
    const seatIds = freeRun(2);
    const first = await hold({ performanceId, seatIds });
    const cookie = first.cookies.find((c) => c.name === 'cart')?.value ?? '';
    clock.at += 61_000;
    // Before any sweep, the lapsed hold no longer shows in its cart and the next buyer gets it.
    expect(
      ((await t.app.inject({ url: '/api/cart', cookies: { cart: cookie } })).json() as Cart).lines,
    ).toEqual([]);
    const next = await hold({ performanceId, seatIds });
    expect(next.statusCode).toBe(200);
    const nextIds = ticketLinesOf((next.json() as AddSeatsResponse).cart).map((l) => l.seat.id);
    clock.at += 61_000;
    // The sweeper (every 2 s in the server) frees lapsed holds with no traffic at all.
    expect(await t.backend.releaseExpiredHolds()).toBeGreaterThanOrEqual(nextIds.length);
    const swept: PerformanceSeatsResponse = (
      await t.app.inject(`/api/performances/${performanceId}/seats`)
    ).json();
    for (const id of nextIds)
      expect(swept.seats.find((s) => s.seatId === id)?.status).toBe('available');
    expect(await t.backend.releaseExpiredHolds()).toBe(0);
  });

  it('sets price types per held seat, re-priced, within the rules', async () => {
    const seatIds = freeRun(2);
    const first = await hold({ performanceId, seatIds });
    const cookie = first.cookies.find((c) => c.name === 'cart')?.value ?? '';
    const { cart } = first.json() as AddSeatsResponse;
    const line = cart.lines[0];
    const patch = (priceTypeId: number, lineId = line?.id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/cart/lines/${lineId}`,
        cookies: { cart: cookie },
        payload: { priceTypeId },
      });
    const senior = await patch(2);
    expect(senior.statusCode).toBe(200);
    const repriced = senior.json() as Cart;
    const changed = ticketLinesOf(repriced).find((l) => l.id === line?.id);
    expect(changed?.priceTypeId).toBe(2);
    expect(changed?.price.allIn.amount).toBeLessThan(line?.price.allIn.amount ?? 0);
    expect(repriced.totals.total.amount).toBe(
      repriced.lines.reduce((sum, l) => sum + l.price.allIn.amount, 0),
    );
    expect((await patch(350)).json().code).toBe('ACCESS_REGISTRATION_REQUIRED');
    expect((await patch(1, '999-999')).json().code).toBe('CART_LINE_NOT_FOUND');
    expect((await patch(99)).statusCode).toBe(400);
    await t.app.inject({ method: 'DELETE', url: '/api/cart', cookies: { cart: cookie } });
  });

  it('refuses a state change sent from another site (CSRF)', async () => {
    const body = { performanceId, bestAvailable: { quantity: 1 } };
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/cart/seats',
      payload: body,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('CROSS_ORIGIN_REQUEST');
    const fetchMeta = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMeta.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('answers bad cart input with a 4xx', async () => {
    for (const body of [
      {},
      { performanceId },
      { performanceId, seatIds: [] },
      { performanceId, seatIds: ['x'] },
      { performanceId: 999999, seatIds: [1] },
    ]) {
      const response = await hold(body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    // Ids beyond the database's 32-bit integers are refused up front, never sent to SQL.
    for (const lineId of ['9999999999-1', '1-9999999999', '0-1']) {
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/cart/lines/${lineId}`,
        payload: { priceTypeId: 1 },
      });
      expect(patch.statusCode, lineId).toBe(400);
    }
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/seats/${performanceId}/1`,
      cookies: { cart: 'not-a-cart' },
    });
    expect(unknown.json().code).toBe('CART_LINE_NOT_FOUND');
  });
});
