/**
 * What every OfferSetup must do (issue 13): promo codes unique in any case (a race of two
 * managers included), funds and membership levels kept once something names them (closed or
 * taken off sale instead), new prices that leave running memberships as they are, the gift
 * vouchers on offer, and an audit row with the record before and after for every change, none
 * for a refused one or a save that changes nothing. The built-in engine runs it
 * (adapters/ticketing/builtin-offer-setup.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundBody } from '../../shared/contracts/fund-setup.ts';
import type { MembershipLevelBody } from '../../shared/contracts/membership-level-setup.ts';
import type { PromoCodeBody } from '../../shared/contracts/promo-code-setup.ts';
import type { AuditEntry } from '../../shared/contracts/staff.ts';
import { AppError } from '../app-error.ts';
import type { OfferSetup } from './offer-setup.ts';

export interface OfferSetupFixture {
  setup: OfferSetup;
  /** The audit log's entries of one kind of record, newest first. */
  audit(entity: string): Promise<AuditEntry[]>;
  /**
   * Puts the record in a new basket the storefront's own way: a code applied to a basket holding
   * seats (it must open a mode of sale), a gift to the fund, a membership of the level (by `option`).
   */
  putInCart(
    target:
      | { kind: 'promo-code'; code: string }
      | { kind: 'fund'; id: number }
      | { kind: 'membership-level'; id: number; option: 'one-off' | 'monthly' | 'yearly' },
  ): Promise<void>;
  /** A mode of sale and a production that exist. */
  modeOfSaleId: number;
  productionId: number;
  /** A level a customer holds, with a plan paying `planAmountCents` each time. */
  heldLevel: { id: number; planAmountCents(): Promise<number> };
  close(): Promise<void>;
}

const SYSTEM = { staffId: null };
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`.toUpperCase();

async function codeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

const promoBody = (overrides: Partial<PromoCodeBody> = {}): PromoCodeBody => ({
  code: unique('C'),
  description: { 'en-US': 'Ten percent off', es: 'Diez por ciento de descuento' },
  modeOfSaleId: null,
  productionId: null,
  discountPercent: 10,
  discountCents: null,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  active: true,
  ...overrides,
});

const fundBody = (overrides: Partial<FundBody> = {}): FundBody => ({
  name: { 'en-US': 'Youth Theatre Fund', de: 'Jugendtheaterfonds' },
  description: { 'en-US': 'Summer camps for young actors.' },
  goalCents: 500_000,
  opensAt: null,
  closesAt: null,
  sortOrder: 10,
  ...overrides,
});

const levelBody = (overrides: Partial<MembershipLevelBody> = {}): MembershipLevelBody => ({
  slug: unique('level-').toLowerCase(),
  name: { 'en-US': 'Backstage Pass' },
  description: { 'en-US': 'See how a show is made.' },
  benefits: [{ 'en-US': 'A backstage tour', sv: 'En rundtur bakom scenen' }],
  benefitsValueCents: 1500,
  modeOfSaleId: null,
  generalPublic: true,
  onSale: true,
  renewalWindowDays: 60,
  sortOrder: 9,
  prices: { 'one-off': null, monthly: 1000, yearly: 10_000 },
  ...overrides,
});

export function offerSetupContract(name: string, make: () => Promise<OfferSetupFixture>) {
  describe(`OfferSetup contract: ${name}`, () => {
    let f: OfferSetupFixture;
    beforeAll(async () => {
      f = await make();
    });
    afterAll(() => f?.close());

    describe('promo codes', () => {
      it('keeps a code upper-case, once in any case, and audits its creation', async () => {
        const made = await f.setup.createPromoCode(promoBody(), SYSTEM);
        expect(made).toMatchObject({
          uses: 0,
          state: 'live',
          deletable: true,
          discountPercent: 10,
        });
        expect((await f.setup.listPromoCodes()).map((p) => p.id)).toContain(made.id);
        const [entry] = await f.audit('promo-code');
        expect(entry).toMatchObject({ action: 'create', entityId: String(made.id), before: null });
        expect(entry?.after).toMatchObject({ code: made.code, discountPercent: 10 });
        const entries = (await f.audit('promo-code')).length;
        // The forms upper-case what is typed (the contract does); the store holds any case once.
        expect(await codeOf(f.setup.createPromoCode(promoBody({ code: made.code }), SYSTEM))).toBe(
          'PROMO_CODE_TAKEN',
        );
        expect((await f.audit('promo-code')).length).toBe(entries);
      });

      it('lets one of two managers racing for a code have it', async () => {
        const code = unique('RACE');
        const outcomes = await Promise.allSettled([
          f.setup.createPromoCode(promoBody({ code }), SYSTEM),
          f.setup.createPromoCode(promoBody({ code }), SYSTEM),
        ]);
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const refused = outcomes.find((o) => o.status === 'rejected') as
          | (PromiseRejectedResult & { reason: { code?: string } })
          | undefined;
        expect(refused?.reason?.code).toBe('PROMO_CODE_TAKEN');
        expect((await f.setup.listPromoCodes()).filter((p) => p.code === code)).toHaveLength(1);
      });

      it('refuses a mode of sale or production that does not exist, writing nothing', async () => {
        const entries = (await f.audit('promo-code')).length;
        const count = (await f.setup.listPromoCodes()).length;
        for (const body of [
          promoBody({ modeOfSaleId: 999_999 }),
          promoBody({ productionId: 999_999 }),
        ]) {
          const error = await f.setup.createPromoCode(body, SYSTEM).catch((e) => e);
          expect(error).toBeInstanceOf(AppError);
          expect(error.code).toBe('VALIDATION_FAILED');
          expect(Object.keys(error.fields ?? {})[0]).toMatch(/^body\.(modeOfSaleId|productionId)$/);
        }
        expect((await f.setup.listPromoCodes()).length).toBe(count);
        expect((await f.audit('promo-code')).length).toBe(entries);
      });

      it('audits a change with the record before and after, and not a save that changes nothing', async () => {
        const body = promoBody({ modeOfSaleId: f.modeOfSaleId, productionId: f.productionId });
        const made = await f.setup.createPromoCode(body, SYSTEM);
        const changed = await f.setup.updatePromoCode(
          made.id,
          { ...body, discountPercent: null, discountCents: 500, usageLimit: 3 },
          SYSTEM,
        );
        expect(changed).toMatchObject({ discountPercent: null, discountCents: 500, usageLimit: 3 });
        const [entry] = await f.audit('promo-code');
        expect(entry).toMatchObject({
          action: 'update',
          entityId: String(made.id),
          before: { discountPercent: 10, discountCents: null, usageLimit: null },
          after: { discountPercent: null, discountCents: 500, usageLimit: 3 },
        });
        const entries = (await f.audit('promo-code')).length;
        await f.setup.updatePromoCode(
          made.id,
          { ...body, discountPercent: null, discountCents: 500, usageLimit: 3 },
          SYSTEM,
        );
        expect((await f.audit('promo-code')).length).toBe(entries);
        expect(await codeOf(f.setup.updatePromoCode(999_999, body, SYSTEM))).toBe(
          'PROMO_CODE_NOT_FOUND',
        );
      });

      it('deletes a code nobody used, and keeps one a basket holds (switched off instead)', async () => {
        const unused = await f.setup.createPromoCode(promoBody(), SYSTEM);
        await f.setup.deletePromoCode(unused.id, SYSTEM);
        expect(await codeOf(f.setup.promoCode(unused.id))).toBe('PROMO_CODE_NOT_FOUND');
        expect((await f.audit('promo-code'))[0]).toMatchObject({
          action: 'delete',
          entityId: String(unused.id),
          after: null,
        });
        const body = promoBody({ modeOfSaleId: f.modeOfSaleId, discountPercent: null });
        const held = await f.setup.createPromoCode(body, SYSTEM);
        await f.putInCart({ kind: 'promo-code', code: held.code });
        expect((await f.setup.promoCode(held.id)).deletable).toBe(false);
        const entries = (await f.audit('promo-code')).length;
        expect(await codeOf(f.setup.deletePromoCode(held.id, SYSTEM))).toBe('PROMO_CODE_IN_USE');
        expect((await f.audit('promo-code')).length).toBe(entries);
        const off = await f.setup.updatePromoCode(held.id, { ...body, active: false }, SYSTEM);
        expect(off).toMatchObject({ active: false, state: 'off' });
      });
    });

    describe('funds', () => {
      it('makes, changes and closes a fund, each audited', async () => {
        const made = await f.setup.createFund(fundBody(), SYSTEM);
        expect(made).toMatchObject({ open: true, raisedCents: 0, deletable: true, upsell: false });
        expect(made.name).toEqual({ 'en-US': 'Youth Theatre Fund', de: 'Jugendtheaterfonds' });
        const changed = await f.setup.updateFund(
          made.id,
          fundBody({ goalCents: null, sortOrder: 11 }),
          SYSTEM,
        );
        expect(changed).toMatchObject({ goalCents: null, sortOrder: 11 });
        expect((await f.audit('fund'))[0]).toMatchObject({
          action: 'update',
          before: { goalCents: 500_000 },
          after: { goalCents: null },
        });
        const closed = await f.setup.closeFund(made.id, SYSTEM);
        expect(closed.open).toBe(false);
        expect((await f.audit('fund'))[0]).toMatchObject({
          action: 'close',
          before: { closesAt: null },
        });
        const entries = (await f.audit('fund')).length;
        // Closing a closed fund keeps its close and writes nothing.
        expect((await f.setup.closeFund(made.id, SYSTEM)).closesAt).toBe(closed.closesAt);
        expect((await f.audit('fund')).length).toBe(entries);
      });

      it('deletes a fund nobody gave to, and keeps one in a basket and the upsell fund', async () => {
        const unused = await f.setup.createFund(fundBody(), SYSTEM);
        await f.setup.deleteFund(unused.id, SYSTEM);
        expect(await codeOf(f.setup.fund(unused.id))).toBe('FUND_NOT_FOUND');
        const given = await f.setup.createFund(fundBody(), SYSTEM);
        await f.putInCart({ kind: 'fund', id: given.id });
        const entries = (await f.audit('fund')).length;
        expect(await codeOf(f.setup.deleteFund(given.id, SYSTEM))).toBe('FUND_IN_USE');
        const upsell = (await f.setup.listFunds()).find((fund) => fund.upsell);
        expect(upsell?.deletable).toBe(false);
        expect(await codeOf(f.setup.deleteFund(upsell?.id ?? 1, SYSTEM))).toBe('FUND_IN_USE');
        expect((await f.audit('fund')).length).toBe(entries);
        expect(await codeOf(f.setup.updateFund(999_999, fundBody(), SYSTEM))).toBe(
          'FUND_NOT_FOUND',
        );
      });
    });

    describe('membership levels', () => {
      it('makes a level with a price per option, changes its prices, audited with them', async () => {
        const made = await f.setup.createLevel(levelBody({ modeOfSaleId: f.modeOfSaleId }), SYSTEM);
        expect(made).toMatchObject({
          prices: { 'one-off': null, monthly: 1000, yearly: 10_000 },
          members: 0,
          deletable: true,
        });
        const changed = await f.setup.updateLevel(
          made.id,
          levelBody({ slug: made.slug, prices: { 'one-off': 9000, monthly: null, yearly: null } }),
          SYSTEM,
        );
        expect(changed.prices).toEqual({ 'one-off': 9000, monthly: null, yearly: null });
        expect((await f.audit('membership-level'))[0]).toMatchObject({
          action: 'update',
          before: { prices: { monthly: 1000 }, modeOfSaleId: f.modeOfSaleId },
          after: { prices: { 'one-off': 9000, monthly: null }, modeOfSaleId: null },
        });
        const taken = await codeOf(f.setup.createLevel(levelBody({ slug: made.slug }), SYSTEM));
        expect(taken).toBe('MEMBERSHIP_SLUG_TAKEN');
        expect(
          await codeOf(f.setup.createLevel(levelBody({ modeOfSaleId: 999_999 }), SYSTEM)),
        ).toBe('VALIDATION_FAILED');
      });

      it('gives new prices to new members only: a running plan keeps its amount', async () => {
        const held = await f.setup.level(f.heldLevel.id);
        const before = await f.heldLevel.planAmountCents();
        const { id: _id, members: _members, deletable: _deletable, ...body } = held;
        const prices = { ...held.prices, monthly: (held.prices.monthly ?? 1000) + 700 };
        const changed = await f.setup.updateLevel(f.heldLevel.id, { ...body, prices }, SYSTEM);
        expect(changed.prices.monthly).toBe(prices.monthly);
        expect(changed.members).toBeGreaterThan(0);
        expect(await f.heldLevel.planAmountCents()).toBe(before);
      });

      it('keeps a level someone holds or has in a basket; deletes an unused one', async () => {
        const inCart = await f.setup.createLevel(levelBody(), SYSTEM);
        await f.putInCart({ kind: 'membership-level', id: inCart.id, option: 'yearly' });
        const entries = (await f.audit('membership-level')).length;
        expect(await codeOf(f.setup.deleteLevel(f.heldLevel.id, SYSTEM))).toBe(
          'MEMBERSHIP_LEVEL_IN_USE',
        );
        expect(await codeOf(f.setup.deleteLevel(inCart.id, SYSTEM))).toBe(
          'MEMBERSHIP_LEVEL_IN_USE',
        );
        expect((await f.audit('membership-level')).length).toBe(entries);
        const unused = await f.setup.createLevel(levelBody(), SYSTEM);
        await f.setup.deleteLevel(unused.id, SYSTEM);
        expect(await codeOf(f.setup.level(unused.id))).toBe('MEMBERSHIP_NOT_FOUND');
        expect((await f.audit('membership-level'))[0]).toMatchObject({
          action: 'delete',
          entityId: String(unused.id),
        });
      });
    });

    describe('gift vouchers on offer', () => {
      it('are the spec’s at first, then what was set, audited before and after', async () => {
        const first = await f.setup.giftVoucherOffer();
        expect(first.onSale).toBe(true);
        expect(first.amountsCents.length).toBeGreaterThan(0);
        const set = await f.setup.setGiftVoucherOffer(
          { onSale: false, amountsCents: [2000, 7500] },
          SYSTEM,
        );
        expect(set).toEqual({ onSale: false, amountsCents: [2000, 7500] });
        expect(await f.setup.giftVoucherOffer()).toEqual(set);
        expect((await f.audit('gift-voucher-settings'))[0]).toMatchObject({
          action: 'update',
          before: first,
          after: set,
        });
        const entries = (await f.audit('gift-voucher-settings')).length;
        await f.setup.setGiftVoucherOffer({ onSale: false, amountsCents: [2000, 7500] }, SYSTEM);
        expect((await f.audit('gift-voucher-settings')).length).toBe(entries);
      });
    });
  });
}
