/**
 * Season set-up through the API (issue 13), as a new box-office manager would use it: a
 * production with two performances, priced all-in, put on sale, seen through the storefront's
 * own catalogue calls in Spanish, and a ticket sold through the storefront's checkout. Then what
 * a change does to money: paid orders and payments under way keep their prices; carts holding
 * seats are priced as the basket always prices them (the current price, the same at payment).
 * Bad input is a translated 4xx that changes nothing and writes no audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse, Cart } from '../shared/contracts/cart.ts';
import { ticketLinesOf } from '../shared/contracts/cart.ts';
import type {
  ListingsResponse,
  PerformanceDetail,
  ProductionDetail,
} from '../shared/contracts/catalogue.ts';
import type { OrderStatus, StartPaymentResponse } from '../shared/contracts/checkout.ts';
import type {
  PerformanceRecord,
  PriceGrid,
  ProductionRecord,
  SeasonReferences,
} from '../shared/contracts/season-setup.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { signInStaff } from '../testing/staff-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

let t: TestApp;
let manager: InjectBrowser;
let refs: SeasonReferences;

const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };
const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const ROSE = { email: 'rose.pierre@example.com', password: 'Aisle5Seat' };

beforeAll(async () => {
  t = await createTestApp();
  manager = await signInStaff(t, 'manager');
  refs = (await manager.send('GET', '/api/box-office/season/references')).json();
});
afterAll(() => t?.close());

const execute = <T = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => sqlOn(t.db.database)<T>(strings, ...values);

async function auditRows(): Promise<number> {
  const [row] = await execute<{ n: number }>`select count(*)::int as n from audit_log`;
  return row?.n ?? 0;
}

/** The smallest venue with seats: its bands sold online, the default type and the online mode. */
function studio() {
  const venue = [...refs.venues].filter((v) => v.seats > 0).sort((a, b) => a.seats - b.seats)[0];
  if (!venue) throw new Error('no venue with seats');
  const bands = refs.priceBands.filter((b) => b.onlineSale && venue.priceBandIds.includes(b.id));
  const adult = refs.priceTypes.find((p) => p.isDefault);
  const senior = refs.priceTypes.find((p) => !p.isDefault && !p.requiresAccessRegistration);
  const online = refs.modesOfSale.find((m) => m.isDefault);
  if (!bands[0] || !adult || !senior || !online) throw new Error('reference data missing');
  return { venue, bands, adult, senior, online };
}

const spanishAndEnglish = (en: string, es: string) => ({ 'en-US': en, es });
const productionBody = (slug: string) => ({
  slug,
  title: spanishAndEnglish('The Lighthouse Keeper', 'El guardián del faro'),
  tagline: spanishAndEnglish(
    'A storm, a lamp, a long night.',
    'Una tormenta, una lámpara, una larga noche.',
  ),
  description: spanishAndEnglish('A new play.\n\nWith music.', 'Una obra nueva.\n\nCon música.'),
  credits: spanishAndEnglish('By Ana Ruiz.', 'De Ana Ruiz.'),
  genre: spanishAndEnglish('Drama', 'Drama'),
  ageGuidance: spanishAndEnglish('Ages 10 and up', 'A partir de 10 años'),
  contentNotes: spanishAndEnglish('Loud thunder.', 'Truenos fuertes.'),
  durationMinutes: 95,
  imageUrl: '/images/productions/harbor-lights.svg',
  venueId: studio().venue.id,
});
const performanceBody = (productionId: number, startsAt: string, rest: object = {}) => ({
  productionId,
  venueId: studio().venue.id,
  startsAt,
  onSaleAt: '2026-12-01T10:00',
  offSaleAt: '',
  cancelled: false,
  seating: 'reserved',
  generalCapacity: '',
  priorityModeOfSaleId: '',
  accessTags: ['captioned'],
  note: { 'en-US': '', es: '' },
  ...rest,
});
/** Adult $48.50 with $3.50 inside it in the first band, a little less in the others. */
function gridBody(adultAllIn = 4850) {
  const { bands, adult, senior, online } = studio();
  return {
    prices: bands.flatMap((band, i) => [
      {
        priceBandId: band.id,
        priceTypeId: adult.id,
        modeOfSaleId: online.id,
        allInCents: adultAllIn - i * 1000,
        feeCents: 350,
      },
      {
        priceBandId: band.id,
        priceTypeId: senior.id,
        modeOfSaleId: online.id,
        allInCents: adultAllIn - i * 1000 - 500,
        feeCents: 350,
      },
    ]),
  };
}

async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object, status = 200) {
  const response = await manager.send(method, url, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

/** A customer signed in (their cart is the one their account has: decision 013). */
async function buyer(who = MARIA): Promise<InjectBrowser> {
  const browser = new InjectBrowser(() => t.app);
  const login = await browser.send('POST', '/api/auth/login', who);
  expect(login.statusCode, login.body).toBe(200);
  return browser;
}

async function hold(browser: InjectBrowser, performanceId: number, quantity = 1): Promise<Cart> {
  const response = await browser.send('POST', '/api/cart/seats', {
    performanceId,
    bestAvailable: { quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AddSeatsResponse).cart;
}

async function startPayment(browser: InjectBrowser, expectedTotalCents?: number) {
  const response = await browser.send('POST', '/api/checkout/payment', {
    ...REVIEW,
    ...(expectedTotalCents === undefined ? {} : { expectedTotalCents }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as StartPaymentResponse;
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  return { ...answer, path: new URL(answer.redirectUrl).pathname };
}

/** Pays on the test gateway's page with a card that completes, and waits for the order. */
async function pay(path: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  await t.gateway.settled();
}

async function orderStatus(browser: InjectBrowser, number: string): Promise<OrderStatus> {
  const response = await browser.send('GET', `/api/orders/${number}/status`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderStatus;
}

async function orderTicketPrices(number: string) {
  return execute<{ base_cents: number; fee_cents: number }>`
    select ot.base_cents, ot.fee_cents from order_tickets ot join orders o on o.id = ot.order_id
    where o.number = ${number} order by ot.id`;
}

describe(`season set-up through the API on ${testDatabaseKind()}`, () => {
  let production: ProductionRecord;
  let first: PerformanceRecord;
  let second: PerformanceRecord;

  it('creates a production with two performances, prices them and puts them on sale', async () => {
    const audits = await auditRows();
    production = await ok<ProductionRecord>(
      'POST',
      '/api/box-office/productions',
      productionBody('the-lighthouse-keeper'),
      201,
    );
    expect(production.missingLocales).toEqual(['de', 'en-GB', 'ht', 'sv']);
    first = await ok<PerformanceRecord>(
      'POST',
      '/api/box-office/performances',
      performanceBody(production.id, '2026-12-12T19:30'),
      201,
    );
    // Entered in New York time: 7:30pm EST is 00:30 UTC the next day.
    expect(first.startsAt).toBe('2026-12-13T00:30:00.000Z');
    expect(first.startsAtLocal).toBe('2026-12-12T19:30');
    expect(first.state).toBe(2);
    expect(first.warnings).toEqual(['notPriced']);
    const [offMap] = await execute<{ n: number }>`
      select count(*)::int as n from seats s join price_bands b on b.id = s.price_band_id
      where s.venue_id = ${studio().venue.id} and not b.online_sale`;
    expect(first.counts.capacity).toBe(studio().venue.seats - (offMap?.n ?? 0));
    const [inventory] = await execute<{ n: number }>`
      select count(*)::int as n from performance_seats where performance_id = ${first.id}`;
    expect(inventory?.n).toBe(studio().venue.seats);

    const grid = await ok<PriceGrid>(
      'PUT',
      `/api/box-office/performances/${first.id}/prices`,
      gridBody(),
    );
    const top = grid.prices.find(
      (p) => p.priceBandId === studio().bands[0]?.id && p.priceTypeId === studio().adult.id,
    );
    expect(top).toMatchObject({
      allIn: { amount: 4850 },
      fee: { amount: 350 },
      base: { amount: 4500 },
    });

    second = await ok<PerformanceRecord>(
      'POST',
      '/api/box-office/performances',
      performanceBody(production.id, '2026-12-13T14:00', { copyPricesFrom: first.id }),
      201,
    );
    expect(
      (await ok<PriceGrid>('GET', `/api/box-office/performances/${second.id}/prices`)).prices,
    ).toEqual(grid.prices);

    for (const p of [first, second]) {
      const onSale = await ok<PerformanceRecord>(
        'POST',
        `/api/box-office/performances/${p.id}/on-sale`,
      );
      expect(onSale.state).toBe(1);
    }
    // One row per change: the production, two performances, the prices, two on-sales.
    expect(await auditRows()).toBe(audits + 6);
    const logged = await execute<{
      action: string;
      entity: string;
      before: unknown;
      after: unknown;
    }>`
      select action, entity, before, after from audit_log order by id desc limit 6`;
    expect(logged.map((row) => `${row.action} ${row.entity}`).reverse()).toEqual([
      'create production',
      'create performance',
      'set performance-prices',
      'create performance',
      'put-on-sale performance',
      'put-on-sale performance',
    ]);
    const onSale = logged[0] as { before: { onSaleAt: string }; after: { onSaleAt: string } };
    expect(onSale.before.onSaleAt).toBe('2026-12-01T15:00:00.000Z');
    expect(onSale.after.onSaleAt).toBe(t.clock.now().toISOString());
  });

  it('shows them on the storefront in Spanish, with all-in prices', async () => {
    const listings: ListingsResponse = (await t.app.inject('/api/listings?lang=es')).json();
    const listed = listings.productions.find((p) => p.slug === 'the-lighthouse-keeper');
    expect(listed?.title).toBe('El guardián del faro');
    expect(listed?.priceRange?.to.amount).toBe(4850);

    const event: ProductionDetail = (
      await t.app.inject('/api/events/the-lighthouse-keeper?lang=es')
    ).json();
    expect(event.tagline).toBe('Una tormenta, una lámpara, una larga noche.');
    expect(event.performances.map((p) => [p.id, p.state, p.accessTags])).toEqual([
      [first.id, 1, ['captioned']],
      [second.id, 1, ['captioned']],
    ]);
    // A language not written falls back to US English.
    const german: ProductionDetail = (
      await t.app.inject('/api/events/the-lighthouse-keeper?lang=de')
    ).json();
    expect(german.title).toBe('The Lighthouse Keeper');

    const page: PerformanceDetail = (
      await t.app.inject(`/api/events/the-lighthouse-keeper/${first.id}?lang=es`)
    ).json();
    expect(page.production.title).toBe('El guardián del faro');
    const adult = page.prices.find(
      (p) => p.priceBandId === studio().bands[0]?.id && p.priceTypeId === studio().adult.id,
    );
    expect(adult).toEqual({
      priceBandId: studio().bands[0]?.id,
      priceTypeId: studio().adult.id,
      base: { amount: 4500, currency: 'USD' },
      fee: { amount: 350, currency: 'USD' },
      allIn: { amount: 4850, currency: 'USD' },
    });
    expect(page.priceTypes.find((p) => p.id === studio().adult.id)?.name).toBe('Adulto');
  });

  it('sells a ticket through the storefront’s checkout, after which its seating is fixed', async () => {
    const maria = await buyer();
    const cart = await hold(maria, first.id);
    const [line] = ticketLinesOf(cart);
    expect(line?.price.allIn.amount).toBeLessThanOrEqual(4850);
    const payment = await startPayment(maria);
    await pay(payment.path);
    const order = await orderStatus(maria, payment.orderNumber);
    expect(order.state).toBe('confirmed');
    expect(order.totals.total.amount).toBe(line?.price.allIn.amount);

    const sold = await ok<PerformanceRecord>('GET', `/api/box-office/performances/${first.id}`);
    expect(sold.counts.sold).toBe(1);
    expect(sold.seatingLocked).toBe(true);
    const audits = await auditRows();
    const refused = await manager.send('PUT', `/api/box-office/performances/${first.id}?lang=es`, {
      ...performanceBody(production.id, '2026-12-12T19:30'),
      seating: 'general',
      generalCapacity: 40,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('STAFF_SEATING_LOCKED');
    expect(refused.json().message).toMatch(/entradas/);
    expect(await auditRows()).toBe(audits);
    expect(
      (await ok<ProductionRecord>('GET', `/api/box-office/productions/${production.id}`))
        .slugLocked,
    ).toBe(true);
    const renamed = await manager.send('PUT', `/api/box-office/productions/${production.id}`, {
      ...productionBody('the-lighthouse-keeper-2027'),
    });
    expect(renamed.json().code).toBe('STAFF_SLUG_LOCKED');
  });

  it('re-prices nothing paid or being paid; carts holding seats follow the price as the basket does', async () => {
    const maria = await buyer();
    const paid = await execute<{ number: string }>`
      select o.number from orders o join order_tickets ot on ot.order_id = o.id
      where ot.performance_id = ${first.id} and o.state = 'confirmed'`;
    const paidNumber = paid[0]?.number ?? '';
    const paidBefore = await orderTicketPrices(paidNumber);

    // A buyer on the payment page, and another (with a cart of her own) with seats in the basket.
    const paying = await buyer();
    const payingCart = await hold(paying, second.id);
    const payingPrice = ticketLinesOf(payingCart)[0]?.price.allIn.amount ?? 0;
    const underWay = await startPayment(paying);
    const basket = await buyer(ROSE);
    const held = ticketLinesOf(await hold(basket, second.id, 2));
    expect(held.map((l) => l.price.allIn.amount)).toEqual([payingPrice, payingPrice]);

    // The manager raises every price by $10.
    await ok<PriceGrid>('PUT', `/api/box-office/performances/${first.id}/prices`, gridBody(5850));
    await ok<PriceGrid>('PUT', `/api/box-office/performances/${second.id}/prices`, gridBody(5850));

    // Paid: its tickets keep their amounts, and so does what the account shows.
    expect(await orderTicketPrices(paidNumber)).toEqual(paidBefore);
    expect((await orderStatus(maria, paidNumber)).totals.total.amount).toBe(
      paidBefore.reduce((sum, p) => sum + p.base_cents + p.fee_cents, 0),
    );
    // Being paid: the order opened at the old price is paid at it.
    await pay(underWay.path);
    const paidLater = await orderStatus(paying, underWay.orderNumber);
    expect(paidLater.state).toBe('confirmed');
    expect(paidLater.totals.total.amount).toBe(payingPrice);

    // In the basket: a payment page drawn before the change is refused, nothing charged...
    const stale = await basket.send('POST', '/api/checkout/payment', {
      ...REVIEW,
      expectedTotalCents: 2 * payingPrice,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('CART_PRICES_CHANGED');
    expect(
      await execute`select 1 from orders o
        where o.customer_id = (select id from customers where email = ${ROSE.email})
          and o.state = 'completing'`,
    ).toHaveLength(0);
    // ... and the current price is the one shown and paid, in the basket and its order alike.
    const now: Cart = (await basket.send('GET', '/api/cart')).json();
    const nowPrices = ticketLinesOf(now).map((l) => l.price.allIn.amount);
    expect(nowPrices).toEqual([payingPrice + 1000, payingPrice + 1000]);
    const opened = await startPayment(basket, now.totals.total.amount);
    expect((await orderStatus(basket, opened.orderNumber)).totals.total.amount).toBe(
      now.totals.total.amount,
    );
    expect(now.totals.total.amount).toBe(2 * (payingPrice + 1000));
  });
});

describe('bad input to season set-up', () => {
  let productionId: number;
  let performance: PerformanceRecord;

  beforeAll(async () => {
    productionId = (
      await ok<ProductionRecord>(
        'POST',
        '/api/box-office/productions',
        productionBody('bad-input-play'),
        201,
      )
    ).id;
    performance = await ok<PerformanceRecord>(
      'POST',
      '/api/box-office/performances',
      performanceBody(productionId, '2026-12-20T19:30'),
      201,
    );
  });

  /** Each refused: a 4xx with its code, the same records after, and no audit row. */
  async function refusedUnchanged(
    method: 'POST' | 'PUT',
    url: string,
    body: object,
    expected: { status: number; code: string; fields?: Record<string, string> },
  ) {
    const audits = await auditRows();
    const production = await ok<ProductionRecord>(
      'GET',
      `/api/box-office/productions/${productionId}`,
    );
    const prices = await ok<PriceGrid>(
      'GET',
      `/api/box-office/performances/${performance.id}/prices`,
    );
    const response = await manager.send(method, `${url}?lang=es`, body);
    expect(response.statusCode, response.body).toBe(expected.status);
    expect(response.json().code).toBe(expected.code);
    if (expected.fields) expect(response.json().fieldKeys).toEqual(expected.fields);
    expect(await auditRows()).toBe(audits);
    expect(await ok('GET', `/api/box-office/productions/${productionId}`)).toEqual(production);
    expect(await ok('GET', `/api/box-office/performances/${performance.id}/prices`)).toEqual(
      prices,
    );
    return response.json() as { message: string; fields?: Record<string, string> };
  }

  it('answers bad fields with their translated messages', async () => {
    const answer = await refusedUnchanged(
      'PUT',
      `/api/box-office/productions/${productionId}`,
      {
        ...productionBody('Bad Input'),
        title: { 'en-US': '', es: 'Sin inglés' },
        imageUrl: 'javascript:alert(1)',
        durationMinutes: 0,
      },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: {
          'body.slug': 'staff.season.validation.slug',
          'body.title.en-US': 'staff.season.validation.englishRequired',
          'body.imageUrl': 'staff.season.validation.imageUrl',
          'body.durationMinutes': 'staff.season.validation.duration',
        },
      },
    );
    expect(answer.fields?.['body.title.en-US']).toBe(
      'Escriba este texto en inglés de EE. UU.; los demás idiomas son opcionales.',
    );
  });

  it('refuses performances out of order in time, or at a venue or mode that is not one', async () => {
    await refusedUnchanged(
      'PUT',
      `/api/box-office/performances/${performance.id}`,
      { ...performanceBody(productionId, '2026-12-20T19:30'), onSaleAt: '2026-12-21T10:00' },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { 'body.onSaleAt': 'staff.season.validation.onSaleAfterStart' },
      },
    );
    await refusedUnchanged(
      'PUT',
      `/api/box-office/performances/${performance.id}`,
      { ...performanceBody(productionId, '2026-03-08T02:30') },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { 'body.startsAt': 'staff.season.validation.timeSkipped' },
      },
    );
    await refusedUnchanged(
      'PUT',
      `/api/box-office/performances/${performance.id}`,
      { ...performanceBody(productionId, '2026-12-20T19:30'), venueId: 999_999 },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { 'body.venueId': 'staff.season.validation.venue' },
      },
    );
    await refusedUnchanged(
      'PUT',
      `/api/box-office/performances/${performance.id}`,
      {
        ...performanceBody(productionId, '2026-12-20T19:30'),
        priorityModeOfSaleId: studio().online.id,
      },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { 'body.priorityModeOfSaleId': 'staff.season.validation.priorityMode' },
      },
    );
    await refusedUnchanged(
      'PUT',
      `/api/box-office/performances/${performance.id}`,
      { ...performanceBody(productionId, '2026-12-20T19:30'), onSaleAt: '2026-11-01T10:00' },
      { status: 409, code: 'STAFF_PERFORMANCE_NOT_PRICED' },
    );
    await refusedUnchanged(
      'POST',
      '/api/box-office/performances',
      performanceBody(999_999, '2026-12-20T19:30'),
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { 'body.productionId': 'staff.season.validation.production' },
      },
    );
  });

  it('refuses prices with a fee above the price, twice the same, or a band the venue lacks', async () => {
    const { adult, online } = studio();
    const row = {
      priceBandId: studio().bands[0]?.id,
      priceTypeId: adult.id,
      modeOfSaleId: online.id,
    };
    await refusedUnchanged(
      'PUT',
      `/api/box-office/performances/${performance.id}/prices`,
      { prices: [{ ...row, allInCents: 300, feeCents: 400 }] },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { 'body.prices.0.feeCents': 'staff.season.validation.fee' },
      },
    );
    await refusedUnchanged(
      'PUT',
      `/api/box-office/performances/${performance.id}/prices`,
      {
        prices: [
          { ...row, allInCents: 300, feeCents: 0 },
          { ...row, allInCents: 400, feeCents: 0 },
        ],
      },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { 'body.prices.1.allInCents': 'staff.season.validation.duplicatePrice' },
      },
    );
    const absent = refs.priceBands.find((b) => !studio().venue.priceBandIds.includes(b.id));
    await refusedUnchanged(
      'PUT',
      `/api/box-office/performances/${performance.id}/prices`,
      { prices: [{ ...row, priceBandId: absent?.id, allInCents: 300, feeCents: 0 }] },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { 'body.prices.0.priceBandId': 'staff.season.validation.priceBand' },
      },
    );
    await refusedUnchanged(
      'PUT',
      `/api/box-office/performances/${performance.id}/prices`,
      { prices: [{ ...row, allInCents: '48.50', feeCents: 0 }] },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { 'body.prices.0.allInCents': 'staff.season.validation.allIn' },
      },
    );
  });

  it('lets box-office staff read the season but not change it', async () => {
    const staff = await signInStaff(t, 'staff');
    expect(
      (await staff.send('GET', `/api/box-office/productions/${productionId}`)).statusCode,
    ).toBe(200);
    expect((await staff.send('GET', '/api/box-office/productions')).statusCode).toBe(200);
    const audits = await auditRows();
    const refused = await staff.send(
      'PUT',
      `/api/box-office/performances/${performance.id}/prices`,
      gridBody(),
    );
    expect(refused.statusCode).toBe(403);
    expect(await auditRows()).toBe(audits);
    const door = await signInStaff(t, 'door');
    expect((await door.send('GET', '/api/box-office/productions')).statusCode).toBe(403);
  });
});
