import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type {
  ListingsResponse,
  PerformanceDetail,
  PerformanceSeatsResponse,
  PerformanceSummary,
} from '../shared/contracts/catalogue.ts';
import {
  BOOTH_SPEC_TEXT,
  BV,
  type SensoryBoothResponse,
  type SensoryBoothStatus,
} from '../shared/contracts/sensory-booth.ts';
import { ALL_MESSAGES } from '../shared/i18n/all-messages.ts';
import { translate } from '../shared/i18n/translate.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

/** A clock the test moves by hand, to let holds lapse. */
const clock = { at: TEST_NOW.getTime(), now: () => new Date(clock.at) };

let t: TestApp;
let listings: ListingsResponse;
/** On-sale Main Stage performances: each test books its own, so booths do not interfere. */
let mainStage: PerformanceSummary[];

beforeAll(async () => {
  t = await createTestApp({}, { clock, holdSeconds: 60 });
  listings = (await t.app.inject('/api/listings')).json();
  mainStage = listings.performances.filter((p) => p.state === 1 && p.venue.id === 29);
  if (mainStage.length < 6) throw new Error('the demo season needs six on-sale Main Stage dates');
});
afterAll(() => t?.close());

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
  book(performanceId: number, answers: object = {}, query = '') {
    return this.send('POST', `/api/cart/sensory-booth${query}`, {
      performanceId,
      adults: 2,
      students: 1,
      seatingType: 'bean-bag',
      seatingCount: 2,
      ...answers,
    });
  }
}

const boothSeats = async (performanceId: number) => {
  const statuses: PerformanceSeatsResponse = (
    await t.app.inject(`/api/performances/${performanceId}/seats`)
  ).json();
  const layout = (await t.app.inject('/api/venues/29/layout')).json() as {
    seats: { id: number; priceBandId: number }[];
  };
  const booth = new Set(layout.seats.filter((s) => s.priceBandId === 4).map((s) => s.id));
  return statuses.seats.filter((s) => booth.has(s.seatId));
};

describe(`the sensory booth form on ${testDatabaseKind()}`, () => {
  it('is offered on Main Stage performances with a booth, and nowhere else', async () => {
    const [first] = mainStage;
    const detail: PerformanceDetail = (
      await t.app.inject(`/api/events/${first?.productionSlug}/${first?.id}`)
    ).json();
    expect(detail.sensoryBooth).toEqual({ places: 6, available: 6 });
    const studio = listings.performances.find((p) => p.venue.id !== 29 && p.state === 1);
    const other: PerformanceDetail = (
      await t.app.inject(`/api/events/${studio?.productionSlug}/${studio?.id}`)
    ).json();
    expect(other.sensoryBooth).toBeNull();
    const refused = await new Buyer().book(studio?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SENSORY_BOOTH_UNAVAILABLE');
  });

  it('answers a party of nobody with the spec’s message, translated, tied to the party size', async () => {
    const performanceId = mainStage[0]?.id ?? 0;
    const buyer = new Buyer();
    const empty = await buyer.book(performanceId, { adults: 0, students: 0 });
    expect(empty.statusCode).toBe(400);
    const body = empty.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields['body.partySize']).toBe('Please confirm how many people are in your party');
    expect(body.fieldKeys['body.partySize']).toBe(BV.partySize);
    expect(translate(ALL_MESSAGES, 'en-US', BV.partySize)).toBe(BOOTH_SPEC_TEXT[BV.partySize]);
    expect(translate(ALL_MESSAGES, 'en-GB', BV.partySize)).toBe(BOOTH_SPEC_TEXT[BV.partySize]);
    const spanish = await buyer.book(performanceId, { adults: 0, students: 0 }, '?lang=es');
    expect(spanish.json().fields['body.partySize']).toBe(
      translate(ALL_MESSAGES, 'es', BV.partySize),
    );
    // Nothing sent at all: every required field says so at once.
    const nothing = await buyer.send('POST', '/api/cart/sensory-booth', { performanceId });
    expect(Object.keys(nothing.json().fieldKeys).sort()).toEqual([
      'body.adults',
      'body.seatingCount',
      'body.seatingType',
      'body.students',
    ]);
    expect(nothing.json().fieldKeys['body.seatingType']).toBe(BV.seatingType);
    expect(buyer.cookies.has('cart')).toBe(false);
  });

  it('refuses answers out of the form’s range with a 4xx, never a 500', async () => {
    const performanceId = mainStage[0]?.id ?? 0;
    const buyer = new Buyer();
    const cases: [object, string, string][] = [
      [{ adults: 5 }, 'body.adults', BV.partyTooLarge],
      [{ students: 9 }, 'body.students', BV.partyTooLarge],
      [{ adults: -1 }, 'body.adults', BV.partySize],
      [{ adults: 1.5 }, 'body.adults', BV.partySize],
      [{ adults: '2' }, 'body.adults', BV.partySize],
      [{ seatingType: 'sofa' }, 'body.seatingType', BV.seatingType],
      [{ seatingType: 'rocker', seatingCount: 2 }, 'body.seatingCount', BV.seatingCount],
      [{ seatingCount: 3 }, 'body.seatingCount', BV.seatingCount],
      [{ accessibilityResources: ['jetpack'] }, 'body.accessibilityResources.0', BV.resource],
      [{ notes: 'x'.repeat(501) }, 'body.notes', BV.notesTooLong],
    ];
    for (const [answers, field, key] of cases) {
      const response = await buyer.book(performanceId, answers);
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json().fieldKeys?.[field], JSON.stringify(answers)).toBe(key);
    }
    for (const id of [0, -1, 'x', 99_999_999_999])
      expect((await buyer.book(id as number)).statusCode).toBe(400);
    expect((await buyer.book(999_999)).json().code).toBe('PERFORMANCE_NOT_FOUND');
    // A body that is no object at all.
    for (const payload of ['null', '42', '"booth"']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cart/sensory-booth',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('holds the party’s booth places in the cart, all-in priced, with the answers kept', async () => {
    const performanceId = mainStage[1]?.id ?? 0;
    const buyer = new Buyer();
    const response = await buyer.book(performanceId, {
      accessibilityResources: ['ear-defenders', 'weighted-blanket'],
      notes: '  Our son uses a communication device.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(buyer.cookies.has('cart')).toBe(true);
    const { cart, request } = response.json() as SensoryBoothResponse;
    expect(cart.lines).toHaveLength(3);
    expect(ticketLinesOf(cart).every((line) => line.sensoryBooth)).toBe(true);
    expect(
      ticketLinesOf(cart)
        .map((line) => line.priceTypeId)
        .sort(),
    ).toEqual([1, 1, 3]);
    expect(cart.totals.total.amount).toBe(
      cart.lines.reduce((sum, line) => sum + line.price.allIn.amount, 0),
    );
    expect(request).toMatchObject({
      performanceId,
      adults: 2,
      students: 1,
      seatingType: 'bean-bag',
      seatingCount: 2,
      accessibilityResources: ['ear-defenders', 'weighted-blanket'],
      notes: 'Our son uses a communication device.',
    });
    expect(request.lineIds.sort()).toEqual(cart.lines.map((line) => line.id).sort());
    // One party in one row where it fits; the places are held for this cart and nobody else.
    const held = (await boothSeats(performanceId)).filter((s) => s.status === 'held');
    expect(held.map((s) => s.seatId).sort()).toEqual(
      ticketLinesOf(cart)
        .map((l) => l.seat.id)
        .sort(),
    );
    expect(new Set(ticketLinesOf(cart).map((l) => l.seat.row)).size).toBe(1);
    const status: SensoryBoothStatus = (
      await buyer.send('GET', `/api/cart/sensory-booth/${performanceId}`)
    ).json();
    expect(status.request?.adults).toBe(2);
    // The party's types come from the form, not price-selection.
    const patch = await buyer.send('PATCH', `/api/cart/lines/${cart.lines[0]?.id}`, {
      priceTypeId: 2,
    });
    expect(patch.json().code).toBe('SENSORY_BOOTH_NOT_ON_MAP');
    const options = await buyer.send(
      'GET',
      `/api/cart/price-options?performanceId=${performanceId}`,
    );
    expect(options.json().lines.every((l: { options: unknown[] }) => l.options.length === 0)).toBe(
      true,
    );
    const detail: PerformanceDetail = (
      await t.app.inject(`/api/events/${mainStage[1]?.productionSlug}/${performanceId}`)
    ).json();
    expect(detail.sensoryBooth).toEqual({ places: 6, available: 3 });
  });

  it('replaces the answer when sent again, and refuses a party the booth cannot seat', async () => {
    const performanceId = mainStage[2]?.id ?? 0;
    const buyer = new Buyer();
    expect((await buyer.book(performanceId)).statusCode).toBe(200);
    const again = await buyer.book(performanceId, {
      adults: 1,
      students: 0,
      seatingType: 'rocker',
      seatingCount: 1,
    });
    expect(again.statusCode).toBe(200);
    const { cart, request } = again.json() as SensoryBoothResponse;
    expect(cart.lines).toHaveLength(1);
    expect(request.seatingType).toBe('rocker');
    expect((await boothSeats(performanceId)).filter((s) => s.status === 'held')).toHaveLength(1);

    // Five places left: a party of six is refused whole, and holds nothing.
    const rival = new Buyer();
    const full = await rival.book(performanceId, { adults: 4, students: 2 });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SENSORY_BOOTH_FULL');
    expect((await boothSeats(performanceId)).filter((s) => s.status === 'held')).toHaveLength(1);
    // A party that fits is seated.
    expect((await rival.book(performanceId, { adults: 4, students: 1 })).statusCode).toBe(200);
    expect((await boothSeats(performanceId)).every((s) => s.status === 'held')).toBe(true);
    // The first buyer, sending a bigger party, keeps the place they had when it does not fit.
    const bigger = await buyer.book(performanceId, { adults: 3 });
    expect(bigger.json().code).toBe('SENSORY_BOOTH_FULL');
    const kept = (await buyer.send('GET', '/api/cart')).json() as Cart;
    expect(kept.lines).toHaveLength(1);
  });

  it('counts booth places against the order’s 9 tickets and the student limit', async () => {
    const performanceId = mainStage[3]?.id ?? 0;
    const buyer = new Buyer();
    const seats = await buyer.send('POST', '/api/cart/seats', {
      performanceId,
      bestAvailable: { quantity: 7 },
    });
    expect(seats.statusCode, seats.body).toBe(200);
    expect((await buyer.book(performanceId)).json().code).toBe('MAX_TICKETS_ONLINE');
    await buyer.send('DELETE', '/api/cart');
    const students = await buyer.send('POST', '/api/cart/seats', {
      performanceId,
      bestAvailable: { quantity: 2 },
    });
    for (const line of (students.json() as { cart: Cart }).cart.lines)
      await buyer.send('PATCH', `/api/cart/lines/${line.id}`, { priceTypeId: 3 });
    const tooMany = await buyer.book(performanceId, { adults: 0, students: 3 });
    expect(tooMany.json().code).toBe('TICKET_LIMIT_REACHED');
    expect((await buyer.book(performanceId, { adults: 0, students: 2 })).statusCode).toBe(200);
  });

  it('gives the places back at once, and forgets the answers when the hold lapses', async () => {
    const performanceId = mainStage[4]?.id ?? 0;
    const buyer = new Buyer();
    expect((await buyer.book(performanceId)).statusCode).toBe(200);
    const released = await buyer.send('DELETE', `/api/cart/sensory-booth/${performanceId}`);
    expect(released.statusCode).toBe(200);
    expect((released.json() as Cart).lines).toEqual([]);
    expect((await boothSeats(performanceId)).every((s) => s.status === 'available')).toBe(true);
    expect((await buyer.send('GET', `/api/cart/sensory-booth/${performanceId}`)).json()).toEqual({
      request: null,
    });
    expect(
      (await buyer.send('DELETE', `/api/cart/sensory-booth/${performanceId}`)).json().code,
    ).toBe('CART_LINE_NOT_FOUND');

    expect((await buyer.book(performanceId)).statusCode).toBe(200);
    clock.at += 61_000;
    expect((await buyer.send('GET', `/api/cart/sensory-booth/${performanceId}`)).json()).toEqual({
      request: null,
    });
    // A lapsed booth place is anyone's at once.
    expect((await new Buyer().book(performanceId, { adults: 4, students: 2 })).statusCode).toBe(
      200,
    );
  });

  it('parties sending at once never share a place: the booth fills, the rest are told', async () => {
    const performanceId = mainStage[5]?.id ?? 0;
    const parties = Array.from({ length: 6 }, () => new Buyer());
    const answers = await Promise.all(
      parties.map((buyer) => buyer.book(performanceId, { adults: 1, students: 1 })),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code)).sort();
    expect(codes).toEqual(['OK', 'OK', 'OK', ...Array(3).fill('SENSORY_BOOTH_FULL')]);
    const places = answers
      .filter((a) => a.statusCode === 200)
      .flatMap((a) => ticketLinesOf((a.json() as SensoryBoothResponse).cart).map((l) => l.seat.id));
    expect(new Set(places).size).toBe(6);
    expect((await boothSeats(performanceId)).every((s) => s.status === 'held')).toBe(true);
  });

  it('refuses performances that are not on sale, as the seat holds do', async () => {
    const cases: [number, string][] = [
      [5, 'EVENT_PASSED'],
      [2, 'EVENT_OFF_SALE'],
      [6, 'PRIORITY_EVENT_UNAVAILABLE'],
    ];
    for (const [state, code] of cases) {
      const performance = listings.performances.find((p) => p.state === state);
      const response = await new Buyer().book(performance?.id ?? 0);
      expect(response.json().code, `state ${state}`).toBe(code);
    }
  });
});
