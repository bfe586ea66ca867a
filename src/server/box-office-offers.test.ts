/**
 * The box office's offer set-up through the API (issue 13): what a manager makes works on the
 * storefront (a promo code in the basket's promo field, a fund on the donation page, a level on
 * the memberships page, the vouchers on offer), usage limits hold at Pay, a change re-prices
 * nothing already paid, and bad input is a translated 4xx that changes nothing and writes no
 * audit row.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSeatsResponse, Cart } from '../shared/contracts/cart.ts';
import type { StartPaymentResponse } from '../shared/contracts/checkout.ts';
import type { FundsResponse } from '../shared/contracts/donations.ts';
import type { FundSetup } from '../shared/contracts/fund-setup.ts';
import type { GiftVoucherOffer } from '../shared/contracts/gift-vouchers.ts';
import type { MembershipLevelSetup } from '../shared/contracts/membership-level-setup.ts';
import type { MembershipLevelsResponse } from '../shared/contracts/memberships.ts';
import type { OfferChoices } from '../shared/contracts/offer-setup.ts';
import type { PromoCode } from '../shared/contracts/promo-code-setup.ts';
import type { AuditEntry } from '../shared/contracts/staff.ts';
import { InjectBrowser } from '../testing/inject-browser.ts';
import { sqlOn } from '../testing/order-fixtures.ts';
import { signInStaff } from '../testing/staff-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_NOW, testDatabaseKind } from '../testing/test-database.ts';

const REVIEW = { acceptTerms: true, acknowledgePrivacy: true };
const MARIA = { email: 'maria.alvarez@example.com', password: 'Curtain42Call' };
const ROSE = { email: 'rose.pierre@example.com', password: 'Aisle5Seat' };

let t: TestApp;
let manager: InjectBrowser;
let clerk: InjectBrowser;
let openPerformanceId: number;
let choices: OfferChoices;

const execute = <T = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => sqlOn(t.db.database)<T>(strings, ...values);

function ok<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

function refused(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
  return response.json() as { fields?: Record<string, string>; fieldKeys?: Record<string, string> };
}

async function auditCount(): Promise<number> {
  const [row] = await execute<{ n: number }>`select count(*)::int as n from audit_log`;
  return row?.n ?? 0;
}

let admin: InjectBrowser | undefined;
/** The audit log's entries of one kind, newest first, as an administrator reads them. */
async function audit(entity: string): Promise<AuditEntry[]> {
  admin ??= await signInStaff(t, 'admin');
  return ok<{ entries: AuditEntry[] }>(
    await admin.send('GET', `/api/box-office/audit?entity=${entity}`),
  ).entries;
}

async function customer(who: { email: string; password: string }): Promise<InjectBrowser> {
  const browser = new InjectBrowser(() => t.app);
  ok(await browser.send('POST', '/api/auth/login', who));
  return browser;
}

async function holdTickets(browser: InjectBrowser, quantity = 1): Promise<Cart> {
  return ok<AddSeatsResponse>(
    await browser.send('POST', '/api/cart/seats', {
      performanceId: openPerformanceId,
      bestAvailable: { quantity },
    }),
  ).cart;
}

/** Pays on the test gateway's page with the card that completes; answers the order number. */
async function pay(browser: InjectBrowser): Promise<string> {
  const answer = ok<StartPaymentResponse>(
    await browser.send('POST', '/api/checkout/payment', REVIEW),
  );
  if (answer.kind !== 'redirect') throw new Error('expected a redirect');
  const submitted = await t.app.inject({
    method: 'POST',
    url: new URL(answer.redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber: '4242424242424242' }).toString(),
  });
  expect(submitted.statusCode, submitted.body).toBe(303);
  await t.gateway.settled();
  return answer.orderNumber;
}

const promoBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'spring-sale',
  description: { 'en-US': 'Spring sale: 20% off', es: '' },
  modeOfSaleId: null,
  productionId: null,
  discountPercent: 20,
  discountCents: null,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  active: true,
  ...overrides,
});

const fundBody = (overrides: Record<string, unknown> = {}) => ({
  name: { 'en-US': 'Scholarship Fund', es: 'Fondo de Becas' },
  description: { 'en-US': 'Drama school places for young people.' },
  goalCents: 1_000_000,
  opensAt: null,
  closesAt: null,
  sortOrder: 0,
  ...overrides,
});

const levelBody = (overrides: Record<string, unknown> = {}) => ({
  slug: 'understudy',
  name: { 'en-US': 'Understudy', de: 'Zweitbesetzung' },
  description: { 'en-US': 'Our way in for first-time members.' },
  benefits: [{ 'en-US': 'The members’ newsletter' }],
  benefitsValueCents: 0,
  modeOfSaleId: null,
  generalPublic: true,
  onSale: true,
  renewalWindowDays: 30,
  sortOrder: 0,
  prices: { 'one-off': 3500, monthly: null, yearly: null },
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { promoIp: { max: 100, windowMs: 60_000 } } });
  manager = await signInStaff(t, 'manager');
  clerk = await signInStaff(t, 'staff');
  const [open] = await execute<{ id: number }>`select p.id from performances p
    where p.venue_id = 29 and p.priority_mode_of_sale_id is null and p.starts_at > ${TEST_NOW}
      and p.cancelled = false and p.seating = 'reserved'
    order by p.starts_at limit 1`;
  if (!open) throw new Error('no on-sale Main Stage performance');
  openPerformanceId = open.id;
  choices = ok<OfferChoices>(await clerk.send('GET', '/api/box-office/offer-choices'));
});
afterAll(() => t?.close());

describe(`offer set-up on ${testDatabaseKind()}`, () => {
  it('offers the forms the modes of sale and productions, in the reader’s language', async () => {
    expect(choices.modesOfSale.length).toBeGreaterThan(1);
    expect(choices.modesOfSale.some((m) => m.isPriority)).toBe(true);
    expect(choices.productions.length).toBeGreaterThan(0);
    const spanish = ok<OfferChoices>(
      await clerk.send('GET', '/api/box-office/offer-choices?lang=es'),
    );
    expect(spanish.productions.map((p) => p.id)).toEqual(choices.productions.map((p) => p.id));
  });

  it('makes a promo code the basket takes in any case, audited; staff read but may not change', async () => {
    const made = ok<PromoCode>(
      await manager.send('POST', '/api/box-office/promo-codes', promoBody()),
      201,
    );
    expect(made).toMatchObject({ code: 'SPRING-SALE', state: 'live', uses: 0 });
    expect(made.description).toEqual({ 'en-US': 'Spring sale: 20% off' });
    const [entry] = await audit('promo-code');
    expect(entry).toMatchObject({ action: 'create', entityId: String(made.id), before: null });
    expect(entry?.staff?.name).toBeTruthy();

    const buyer = new InjectBrowser(() => t.app);
    const held = await holdTickets(buyer);
    const cart = ok<Cart>(await buyer.send('PUT', '/api/cart/promo', { code: ' Spring-Sale ' }));
    expect(cart.promo?.code).toBe('SPRING-SALE');
    expect(cart.totals.discount.amount).toBe(
      Math.round((held.lines[0]?.price.base.amount ?? 0) * 0.2),
    );

    // Box-office staff see it, and may not change it.
    expect(
      ok<{ promoCodes: PromoCode[] }>(
        await clerk.send('GET', '/api/box-office/promo-codes'),
      ).promoCodes.map((p) => p.id),
    ).toContain(made.id);
    refused(
      await clerk.send('PUT', `/api/box-office/promo-codes/${made.id}`, promoBody()),
      403,
      'STAFF_FORBIDDEN',
    );
    // Taken in any case; the basket holds it, so it is switched off rather than deleted.
    const before = await auditCount();
    refused(
      await manager.send('POST', '/api/box-office/promo-codes', promoBody({ code: 'Spring-SALE' })),
      409,
      'PROMO_CODE_TAKEN',
    );
    refused(
      await manager.send('DELETE', `/api/box-office/promo-codes/${made.id}`),
      409,
      'PROMO_CODE_IN_USE',
    );
    expect(await auditCount()).toBe(before);
  });

  it('refuses bad input in the reader’s language, changing nothing and auditing nothing', async () => {
    const before = await auditCount();
    const codes = ok<{ promoCodes: PromoCode[] }>(
      await manager.send('GET', '/api/box-office/promo-codes'),
    ).promoCodes;
    const bad = refused(
      await manager.send(
        'POST',
        '/api/box-office/promo-codes?lang=es',
        promoBody({ code: 'x', discountPercent: 20, discountCents: 500 }),
        { 'accept-language': 'es' },
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.fieldKeys).toMatchObject({
      'body.code': 'staff.offers.validation.code',
    });
    expect(bad.fields?.['body.code']).toMatch(/^Escriba un código/);
    const both = refused(
      await manager.send(
        'POST',
        '/api/box-office/promo-codes',
        promoBody({ code: 'BOTH', discountCents: 500 }),
        { 'accept-language': 'de' },
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(both.fieldKeys?.['body.discountCents']).toBe('staff.offers.validation.oneDiscount');
    expect(both.fields?.['body.discountCents']).toMatch(/^Wählen Sie einen Rabatt/);
    const nothing = refused(
      await manager.send(
        'POST',
        '/api/box-office/promo-codes',
        promoBody({ code: 'NOTHING', discountPercent: null }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(nothing.fieldKeys?.['body.modeOfSaleId']).toBe(
      'staff.offers.validation.promoDoesNothing',
    );
    const dates = refused(
      await manager.send(
        'POST',
        '/api/box-office/promo-codes',
        promoBody({
          code: 'BACKWARDS',
          validFrom: '2026-12-01T10:00:00-05:00',
          validUntil: '2026-11-01T10:00:00-05:00',
        }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(dates.fieldKeys?.['body.validUntil']).toBe('staff.offers.validation.endBeforeStart');
    refused(
      await manager.send(
        'POST',
        '/api/box-office/promo-codes',
        promoBody({ code: 'NOMODE', modeOfSaleId: 999_999 }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    refused(
      await manager.send(
        'POST',
        '/api/box-office/funds',
        fundBody({ name: { 'en-US': '', es: 'Fondo' } }),
        { 'accept-language': 'sv' },
      ),
      400,
      'VALIDATION_FAILED',
    );
    const level = refused(
      await manager.send(
        'POST',
        '/api/box-office/membership-levels',
        levelBody({ slug: 'Not A Slug', prices: { 'one-off': null, monthly: null, yearly: null } }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(level.fieldKeys).toMatchObject({
      'body.slug': 'staff.offers.validation.slug',
      'body.prices': 'staff.offers.validation.noPrice',
    });
    const vouchers = refused(
      await manager.send('PUT', '/api/box-office/gift-voucher-settings', {
        onSale: true,
        amountsCents: [2500, 2550, 2500],
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(vouchers.fieldKeys).toMatchObject({
      'body.amountsCents.1': 'staff.offers.validation.voucherAmount',
    });
    refused(
      await manager.send('PUT', '/api/box-office/funds/999999', fundBody()),
      404,
      'FUND_NOT_FOUND',
    );
    refused(await manager.send('GET', '/api/box-office/promo-codes/0'), 400, 'VALIDATION_FAILED');
    expect(await auditCount()).toBe(before);
    expect(
      ok<{ promoCodes: PromoCode[] }>(await manager.send('GET', '/api/box-office/promo-codes'))
        .promoCodes,
    ).toEqual(codes);
  });

  it('holds a code to its usage limits at Pay, and a change re-prices nothing already paid', async () => {
    const made = ok<PromoCode>(
      await manager.send(
        'POST',
        '/api/box-office/promo-codes',
        promoBody({ code: 'ONE-ORDER', discountPercent: 50, usageLimit: 1 }),
      ),
      201,
    );
    const maria = await customer(MARIA);
    const rose = await customer(ROSE);
    // Both apply it before either pays: Pay is where the one use is taken.
    await holdTickets(maria);
    ok<Cart>(await maria.send('PUT', '/api/cart/promo', { code: 'one-order' }));
    await holdTickets(rose);
    ok<Cart>(await rose.send('PUT', '/api/cart/promo', { code: 'ONE-ORDER' }));
    const number = await pay(maria);
    const [paid] = await execute<{ state: string; discount_cents: number; total_cents: number }>`
      select state, discount_cents, total_cents from orders where number = ${number}`;
    expect(paid?.state).toBe('confirmed');
    expect(paid?.discount_cents).toBeGreaterThan(0);
    refused(await rose.send('POST', '/api/checkout/payment', REVIEW), 409, 'PROMO_USED_UP');
    const other = new InjectBrowser(() => t.app);
    await holdTickets(other);
    refused(
      await other.send('PUT', '/api/cart/promo', { code: 'ONE-ORDER' }),
      409,
      'PROMO_USED_UP',
    );
    expect(
      ok<PromoCode>(await manager.send('GET', `/api/box-office/promo-codes/${made.id}`)),
    ).toMatchObject({ uses: 1, state: 'used-up', deletable: false });

    // A bigger discount and a higher limit: the paid order keeps what it paid.
    ok<PromoCode>(
      await manager.send(
        'PUT',
        `/api/box-office/promo-codes/${made.id}`,
        promoBody({ code: 'ONE-ORDER', discountPercent: 90, usageLimit: 2 }),
      ),
    );
    const [after] = await execute<{ discount_cents: number; total_cents: number }>`
      select discount_cents, total_cents from orders where number = ${number}`;
    expect(after).toEqual({ discount_cents: paid?.discount_cents, total_cents: paid?.total_cents });
    expect((await audit('promo-code'))[0]).toMatchObject({
      action: 'update',
      before: { discountPercent: 50, usageLimit: 1 },
      after: { discountPercent: 90, usageLimit: 2 },
    });
    // Rose's basket is priced by the code as it is now, and she may pay.
    const repriced = ok<Cart>(await rose.send('GET', '/api/cart'));
    expect(repriced.totals.discount.amount).toBe(
      Math.round(
        repriced.lines.reduce(
          (sum, line) => sum + ('price' in line ? line.price.base.amount : 0),
          0,
        ) * 0.9,
      ),
    );
    expect(await pay(rose)).toMatch(/^MSP-/);
  });

  it('gives a code’s use back when a payment is abandoned and its hold lapses', async () => {
    const made = ok<PromoCode>(
      await manager.send(
        'POST',
        '/api/box-office/promo-codes',
        promoBody({ code: 'ONE-TRY', usageLimit: 1 }),
      ),
      201,
    );
    const james = await customer({ email: 'james.okafor@example.com', password: 'Usher24Hours' });
    await holdTickets(james);
    ok<Cart>(await james.send('PUT', '/api/cart/promo', { code: 'one-try' }));
    // On the provider's page, then gone: the order waits at Pay while the seats are held.
    const started = ok<StartPaymentResponse>(
      await james.send('POST', '/api/checkout/payment', REVIEW),
    );
    if (started.kind !== 'redirect') throw new Error('expected the provider’s page');
    const other = new InjectBrowser(() => t.app);
    await holdTickets(other);
    refused(await other.send('PUT', '/api/cart/promo', { code: 'ONE-TRY' }), 409, 'PROMO_USED_UP');
    // James may come back and apply it again: his own open order is the same use.
    ok<Cart>(await james.send('PUT', '/api/cart/promo', { code: 'ONE-TRY' }));
    expect(
      ok<PromoCode>(await manager.send('GET', `/api/box-office/promo-codes/${made.id}`)),
    ).toMatchObject({ uses: 1, state: 'used-up' });

    // His hold lapses: the use is free again, for anyone.
    await execute`update carts set expires_at = ${new Date(TEST_NOW.getTime() - 60_000)}
      where id = (select cart_id from orders where number = ${started.orderNumber})`;
    expect(
      ok<PromoCode>(await manager.send('GET', `/api/box-office/promo-codes/${made.id}`)),
    ).toMatchObject({ uses: 0, state: 'live' });
    ok<Cart>(await other.send('PUT', '/api/cart/promo', { code: 'ONE-TRY' }));
  });

  it('lets one of two buyers racing for a code’s last use have it', async () => {
    ok<PromoCode>(
      await manager.send(
        'POST',
        '/api/box-office/promo-codes',
        promoBody({ code: 'LAST-ONE', usageLimit: 1 }),
      ),
      201,
    );
    const buyers = [
      await customer(MARIA),
      await customer({ email: 'james.okafor@example.com', password: 'Usher24Hours' }),
    ];
    for (const buyer of buyers) {
      await holdTickets(buyer);
      ok<Cart>(await buyer.send('PUT', '/api/cart/promo', { code: 'last-one' }));
    }
    const answers = await Promise.all(
      buyers.map((buyer) => buyer.send('POST', '/api/checkout/payment', REVIEW)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('PROMO_USED_UP');
  });

  it('makes a fund the donation page offers, closes it, and keeps a fund given to', async () => {
    const made = ok<FundSetup>(
      await manager.send('POST', '/api/box-office/funds', fundBody()),
      201,
    );
    const offered = ok<FundsResponse>(await t.app.inject('/api/funds?lang=es'));
    expect(offered.funds.find((f) => f.id === made.id)).toMatchObject({
      name: 'Fondo de Becas',
      // Not written in Spanish: the storefront falls back to US English.
      description: 'Drama school places for young people.',
      open: true,
    });
    const donor = new InjectBrowser(() => t.app);
    ok<Cart>(
      await donor.send('POST', '/api/cart/donations', { fundId: made.id, amountCents: 5000 }),
    );
    refused(await manager.send('DELETE', `/api/box-office/funds/${made.id}`), 409, 'FUND_IN_USE');
    refused(await manager.send('DELETE', '/api/box-office/funds/1'), 409, 'FUND_IN_USE');
    const closed = ok<FundSetup>(
      await manager.send('POST', `/api/box-office/funds/${made.id}/close`),
    );
    expect(closed.open).toBe(false);
    expect(
      ok<FundsResponse>(await t.app.inject('/api/funds')).funds.find((f) => f.id === made.id)?.open,
    ).toBe(false);
    refused(
      await donor.send('POST', '/api/cart/donations', { fundId: made.id, amountCents: 5000 }),
      409,
      'FUND_CLOSED',
    );
    expect((await audit('fund')).map((e) => e.action).slice(0, 2)).toEqual(['close', 'create']);
    const unused = ok<FundSetup>(
      await manager.send('POST', '/api/box-office/funds', fundBody()),
      201,
    );
    const gone = await manager.send('DELETE', `/api/box-office/funds/${unused.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    refused(await t.app.inject(`/api/funds/${unused.id}`), 404, 'FUND_NOT_FOUND');
  });

  it('makes a level the memberships page sells, and takes a held level off sale instead of deleting it', async () => {
    const priority = choices.modesOfSale.find((m) => m.isPriority);
    const made = ok<MembershipLevelSetup>(
      await manager.send(
        'POST',
        '/api/box-office/membership-levels',
        levelBody({ modeOfSaleId: priority?.id ?? null }),
      ),
      201,
    );
    const levels = ok<MembershipLevelsResponse>(await t.app.inject('/api/memberships?lang=de'));
    const shown = levels.levels.find((level) => level.slug === 'understudy');
    expect(shown?.name).toBe('Zweitbesetzung');
    expect(shown?.prices.map((p) => [p.option, p.amount.amount])).toEqual([['one-off', 3500]]);
    refused(
      await manager.send('POST', '/api/box-office/membership-levels', levelBody()),
      409,
      'MEMBERSHIP_SLUG_TAKEN',
    );
    const all = ok<{ levels: MembershipLevelSetup[] }>(
      await clerk.send('GET', '/api/box-office/membership-levels'),
    ).levels;
    const supporter = all.find((level) => level.slug === 'supporter');
    expect(supporter?.members).toBeGreaterThan(0);
    refused(
      await manager.send('DELETE', `/api/box-office/membership-levels/${supporter?.id}`),
      409,
      'MEMBERSHIP_LEVEL_IN_USE',
    );
    const { id, members: _m, deletable: _d, ...body } = made;
    ok(
      await manager.send('PUT', `/api/box-office/membership-levels/${id}`, {
        ...body,
        onSale: false,
      }),
    );
    const after = ok<MembershipLevelsResponse>(await t.app.inject('/api/memberships'));
    expect(after.levels.some((level) => level.slug === 'understudy')).toBe(false);
    const gone = await manager.send('DELETE', `/api/box-office/membership-levels/${id}`);
    expect(gone.statusCode, gone.body).toBe(204);
  });

  it('sets the vouchers on offer for the storefront; the validity stays configuration', async () => {
    const shown = ok<{ validityMonths: number; amountsCents: number[]; onSale: boolean }>(
      await clerk.send('GET', '/api/box-office/gift-voucher-settings'),
    );
    expect(shown).toMatchObject({ onSale: true, validityMonths: 24, federalMinimumMonths: 60 });
    ok(
      await manager.send('PUT', '/api/box-office/gift-voucher-settings', {
        onSale: true,
        amountsCents: [7500, 2000],
        // Not settable: ignored, not stored.
        validityMonths: 1,
      }),
    );
    expect(ok<GiftVoucherOffer>(await t.app.inject('/api/gift-vouchers/offer'))).toEqual({
      onSale: true,
      amounts: [
        { amount: 2000, currency: 'USD' },
        { amount: 7500, currency: 'USD' },
      ],
    });
    expect(
      ok<{ validityMonths: number }>(
        await clerk.send('GET', '/api/box-office/gift-voucher-settings'),
      ).validityMonths,
    ).toBe(24);
    const buyer = new InjectBrowser(() => t.app);
    const wrong = refused(
      await buyer.send('POST', '/api/cart/gift-vouchers?lang=ht', { amountCents: 2500 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(wrong.fieldKeys).toEqual({ 'body.amountCents': 'giftVouchers.errors.amount' });
    ok<Cart>(await buyer.send('POST', '/api/cart/gift-vouchers', { amountCents: 7500 }));
    ok(
      await manager.send('PUT', '/api/box-office/gift-voucher-settings', {
        onSale: false,
        amountsCents: [2000, 7500],
      }),
    );
    refused(
      await buyer.send('POST', '/api/cart/gift-vouchers', { amountCents: 7500 }),
      409,
      'GIFT_VOUCHERS_OFF_SALE',
    );
    // The line added before is still in the basket, at its price.
    expect(ok<Cart>(await buyer.send('GET', '/api/cart')).totals.total.amount).toBe(7500);
    expect((await audit('gift-voucher-settings'))[0]).toMatchObject({
      before: { onSale: true, amountsCents: [2000, 7500] },
      after: { onSale: false, amountsCents: [2000, 7500] },
    });
  });
});
