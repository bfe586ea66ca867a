import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityState } from '../shared/availability.ts';
import type {
  ListingsResponse,
  PerformanceDetail,
  ProductionDetail,
} from '../shared/contracts/catalogue.ts';
import { ERROR_MESSAGES } from '../shared/errors.ts';
import { ALL_MESSAGES } from '../shared/i18n/all-messages.ts';
import { translate } from '../shared/i18n/translate.ts';
import { signInStaff } from '../testing/staff-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

let t: TestApp;
let listings: ListingsResponse;

beforeAll(async () => {
  t = await createTestApp();
  listings = (await t.app.inject('/api/listings')).json();
});
afterAll(() => t?.close());

const firstWithState = (state: number) => {
  const found = listings.performances.find((p) => p.state === state);
  if (!found) throw new Error(`no performance in state ${state}`);
  return found;
};

describe(`catalogue API on ${testDatabaseKind()}`, () => {
  it('lists the demo season: 7 productions, 30+ performances, every availability state', () => {
    expect(listings.productions).toHaveLength(7);
    expect(listings.performances.length).toBeGreaterThanOrEqual(30);
    const states = new Set(listings.performances.map((p) => p.state));
    expect([...states].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('orders performances by time and gives all-in price ranges', () => {
    const times = listings.performances.map((p) => p.startsAt);
    expect([...times].sort()).toEqual(times);
    const carol = listings.productions.find((p) => p.slug === 'a-christmas-carol');
    // Child band C 12.00 + 2.50 fee … Adult band A 42.00 + 3.50 fee.
    expect(carol?.priceRange).toEqual({
      from: { amount: 1450, currency: 'USD' },
      to: { amount: 4550, currency: 'USD' },
    });
  });

  it('filters by access tag and by date in the venue time zone', async () => {
    const asl: ListingsResponse = (await t.app.inject('/api/listings?access=asl')).json();
    expect(asl.performances.length).toBeGreaterThan(0);
    expect(asl.performances.every((p) => p.accessTags.includes('asl'))).toBe(true);
    const day = (
      await t.app.inject('/api/listings?from=2026-12-05&to=2026-12-05')
    ).json() as ListingsResponse;
    expect(day.performances.length).toBeGreaterThan(0);
    for (const p of day.performances) {
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
        new Date(p.startsAt),
      );
      expect(local).toBe('2026-12-05');
    }
  });

  it('localises content with fallback, by ?lang, cookie or Accept-Language', async () => {
    const byQuery = (
      await t.app.inject('/api/events/a-christmas-carol?lang=de')
    ).json() as ProductionDetail;
    expect(byQuery.title).toBe('Eine Weihnachtsgeschichte');
    const byHeader = (
      await t.app.inject({
        url: '/api/events/a-christmas-carol',
        headers: { 'accept-language': 'es-MX,es;q=0.9' },
      })
    ).json();
    expect(byHeader.title).toBe('Cuento de Navidad');
    const byCookie = (
      await t.app.inject({
        url: '/api/events/a-christmas-carol',
        cookies: { lang: 'ht' },
        headers: { 'accept-language': 'de' },
      })
    ).json();
    expect(byCookie.venue.name).toBe('Gwo Sèn');
  });

  it('answers a production with its performances', async () => {
    const response = await t.app.inject('/api/events/harbor-lights');
    expect(response.statusCode).toBe(200);
    const production = response.json() as ProductionDetail;
    expect(production.performances.map((p) => p.state)).toContain(AvailabilityState.PASSED);
    expect(production.performances.map((p) => p.state)).toContain(AvailabilityState.CANCELLED);
    expect(production.description.length).toBeGreaterThan(50);
  });

  it('answers a performance with state, availability and all-in prices', async () => {
    const summary = firstWithState(AvailabilityState.GET_TICKETS);
    const response = await t.app.inject(`/api/events/${summary.productionSlug}/${summary.id}`);
    expect(response.statusCode).toBe(200);
    const performance = response.json() as PerformanceDetail;
    expect(performance.state).toBe(AvailabilityState.GET_TICKETS);
    expect(performance.availability.available).toBeGreaterThan(0);
    for (const price of performance.prices)
      expect(price.allIn.amount).toBe(price.base.amount + price.fee.amount);
    expect(performance.priceTypes.find((p) => p.isDefault)?.id).toBe(1);
    expect(
      performance.priceTypes
        .filter((p) => p.requiresAccessRegistration)
        .map((p) => p.id)
        .sort(),
    ).toEqual([115, 350, 908]);
    const booth = performance.priceBands.find((b) => b.code === 'SB');
    if (booth) expect(booth.onlineSale).toBe(false);
  });

  it('serves seat maps of venues 29, 30 and 31 and per-performance seat statuses', async () => {
    const main = (await t.app.inject('/api/venues/29/layout')).json();
    expect(main.seats.length).toBeGreaterThanOrEqual(380);
    expect(main.sections.map((s: { level: string }) => s.level)).toEqual([
      'orchestra',
      'balcony',
      'booth',
    ]);
    expect(main.seats.some((s: { wheelchair: boolean }) => s.wheelchair)).toBe(true);
    expect(main.seats.some((s: { restrictedView: string | null }) => s.restrictedView)).toBe(true);
    for (const venue of [30, 31])
      expect((await t.app.inject(`/api/venues/${venue}/layout`)).statusCode).toBe(200);
    const soldOut = firstWithState(AvailabilityState.SOLD_OUT);
    const seats = (await t.app.inject(`/api/performances/${soldOut.id}/seats`)).json();
    expect(
      seats.seats.filter((s: { status: string }) => s.status === 'available').length,
    ).toBeLessThanOrEqual(6);
  });

  it('answers 404 for unknown things, and for a performance of another production', async () => {
    const other = firstWithState(AvailabilityState.GET_TICKETS);
    const cases = [
      '/api/events/no-such-show',
      '/api/events/no-such-show/1',
      `/api/events/harbor-lights/${other.productionSlug === 'harbor-lights' ? 999999 : other.id}`,
      '/api/venues/99/layout',
      '/api/performances/999999/seats',
    ];
    for (const url of cases) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toMatch(/NOT_FOUND$/);
    }
    // The message speaks the reader's language; US English keeps the API's own wording.
    const creole = await t.app.inject('/api/events/no-such-show?lang=ht');
    expect(creole.json().message).toBe(
      translate(ALL_MESSAGES, 'ht', 'errors.PRODUCTION_NOT_FOUND'),
    );
    const german = await t.app.inject({
      url: '/api/events/no-such-show',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(german.json().message).toBe(
      translate(ALL_MESSAGES, 'de', 'errors.PRODUCTION_NOT_FOUND'),
    );
    const english = await t.app.inject('/api/events/no-such-show');
    expect(english.json().message).toBe(ERROR_MESSAGES.PRODUCTION_NOT_FOUND);
    const route = await t.app.inject('/api/nothing-here');
    expect(route.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: expect.any(String),
    });
  });

  it('turns bad input of any shape into a 4xx with a code, never a 500', async () => {
    const bad = [
      '/api/events/a-christmas-carol/abc',
      '/api/events/a-christmas-carol/-1',
      '/api/events/a-christmas-carol/99999999999999999999',
      '/api/events/Bad_Slug!',
      `/api/events/${'a'.repeat(300)}`,
      '/api/listings?from=yesterday',
      '/api/listings?access=wheelchair',
      '/api/listings?lang=fr',
      '/api/listings?from=2026-13-45',
      '/api/venues/abc/layout',
      '/api/events/%E0%A4%A',
    ];
    for (const url of bad) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().code, url).toBeTruthy();
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });

  it('hides the insides of an unexpected error', async () => {
    const failing = await createTestApp({
      backend: {
        capabilities: { seatMaps: false },
        listListings: () => Promise.reject(new Error('secret connection string postgres://x')),
        getProduction: () => Promise.reject(new Error('boom')),
        getPerformance: () => Promise.reject(new Error('boom')),
        getVenueLayout: () => Promise.reject(new Error('boom')),
        getPerformanceSeats: () => Promise.reject(new Error('boom')),
        getCart: () => Promise.reject(new Error('boom')),
        addSeats: () => Promise.reject(new Error('boom')),
        removeSeat: () => Promise.reject(new Error('boom')),
        emptyCart: () => Promise.reject(new Error('boom')),
        changePriceType: () => Promise.reject(new Error('boom')),
        getPriceOptions: () => Promise.reject(new Error('boom')),
        holdSensoryBooth: () => Promise.reject(new Error('boom')),
        getSensoryBooth: () => Promise.reject(new Error('boom')),
        releaseSensoryBooth: () => Promise.reject(new Error('boom')),
        releaseExpiredHolds: () => Promise.reject(new Error('boom')),
        adoptCart: () => Promise.reject(new Error('boom')),
        cartAnswersTo: () => Promise.reject(new Error('boom')),
      },
    });
    try {
      const response = await failing.app.inject('/api/listings');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: "Something went wrong. We're sorry.",
      });
      expect(response.body).not.toContain('postgres');
    } finally {
      await failing.close();
    }
  });
});

describe('site behaviour', () => {
  it('sends security and noindex headers', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('asks robots not to index anything', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('redirects trailing slashes, keeping the query and never to another host', async () => {
    const response = await t.app.inject('/listings/?access=asl');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/listings?access=asl');
    const sneaky = await t.app.inject('//evil.example/');
    expect(sneaky.headers.location).toBe('/evil.example');
  });

  it('serves OpenAPI and its docs page', async () => {
    const spec = (await t.app.inject('/api/openapi.json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/listings', '/api/events/{event}/{instance}']),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('maintenance mode', () => {
  let m: TestApp;
  beforeAll(async () => {
    m = await createTestApp({ maintenance: { enabled: true, bypassToken: 'let-me-in-please' } });
  });
  afterAll(() => m?.close());

  it('takes the sales API offline but keeps status and health', async () => {
    expect((await m.app.inject('/api/listings')).statusCode).toBe(503);
    expect((await m.app.inject('/api/listings')).json().code).toBe('MAINTENANCE_MODE');
    expect((await m.app.inject('/api/health')).statusCode).toBe(200);
    expect((await m.app.inject('/api/site-status')).json()).toMatchObject({
      maintenance: true,
      bypass: false,
    });
  });

  it('keeps the box office open to its staff (and only them) while sales are offline', async () => {
    expect((await m.app.inject('/api/box-office/productions')).statusCode).toBe(401);
    const manager = await signInStaff(m, 'manager');
    const season = await manager.send('GET', '/api/box-office/productions');
    expect(season.statusCode, season.body).toBe(200);
    expect((await manager.send('GET', '/api/listings')).statusCode).toBe(503);
  });

  it('lets staff through with the bypass token, and nobody with a wrong one', async () => {
    const wrong = await m.app.inject('/maintenance-bypass?token=guess');
    expect(wrong.headers.location).toBe('/maintenance');
    expect(wrong.cookies).toHaveLength(0);
    const right = await m.app.inject('/maintenance-bypass?token=let-me-in-please');
    expect(right.headers.location).toBe('/');
    const cookie = right.cookies.find((c) => c.name === 'maintenance_bypass');
    expect(cookie?.httpOnly).toBe(true);
    const through = await m.app.inject({
      url: '/api/listings',
      cookies: { maintenance_bypass: cookie?.value ?? '' },
    });
    expect(through.statusCode).toBe(200);
    const forged = await m.app.inject({
      url: '/api/listings',
      cookies: { maintenance_bypass: 'forged' },
    });
    expect(forged.statusCode).toBe(503);
  });
});
