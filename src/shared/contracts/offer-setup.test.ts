import { describe, expect, it } from 'vitest';
import { FundBodySchema } from './fund-setup.ts';
import { GiftVoucherSettingsBodySchema } from './gift-voucher-settings.ts';
import { MembershipLevelBodySchema } from './membership-level-setup.ts';
import { missingLanguages } from './offer-setup.ts';
import { normalizePromoCode, PromoCodeBodySchema } from './promo-code-setup.ts';

const promo = {
  code: ' spring-26 ',
  description: { 'en-US': 'Spring', 'en-GB': '', de: '  ', es: 'Primavera' },
  modeOfSaleId: null,
  productionId: null,
  discountPercent: 10,
  discountCents: null,
  validFrom: '2026-03-01T09:00:00-05:00',
  validUntil: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  active: true,
};

/** The field paths a body is refused on, each with its message key. */
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the offer set-up contracts', () => {
  it('match codes as the basket does: trimmed and upper-cased', () => {
    expect(normalizePromoCode(' friends10 ')).toBe('FRIENDS10');
    const parsed = PromoCodeBodySchema.parse(promo);
    expect(parsed.code).toBe('SPRING-26');
    expect(parsed.validFrom).toEqual(new Date('2026-03-01T14:00:00Z'));
    // Blank languages are not written: the box office marks them missing.
    expect(parsed.description).toEqual({ 'en-US': 'Spring', es: 'Primavera' });
    expect(missingLanguages(parsed.description)).toEqual(['en-GB', 'de', 'ht', 'sv']);
    for (const code of ['AB', 'A'.repeat(41), '-AB', 'AB-', 'A B', 'ÄBC'])
      expect(problems(PromoCodeBodySchema.safeParse({ ...promo, code }))).toEqual({
        code: 'staff.offers.validation.code',
      });
  });

  it('need a code to do something, one discount, dates in order and limits that fit', () => {
    expect(
      problems(
        PromoCodeBodySchema.safeParse({
          ...promo,
          discountCents: 500,
          validUntil: '2026-02-01T09:00:00-05:00',
          usageLimit: 5,
          usageLimitPerCustomer: 6,
        }),
      ),
    ).toEqual({
      discountCents: 'staff.offers.validation.oneDiscount',
      validUntil: 'staff.offers.validation.endBeforeStart',
      usageLimitPerCustomer: 'staff.offers.validation.perCustomerAboveTotal',
    });
    expect(problems(PromoCodeBodySchema.safeParse({ ...promo, discountPercent: null }))).toEqual({
      modeOfSaleId: 'staff.offers.validation.promoDoesNothing',
    });
    expect(
      problems(PromoCodeBodySchema.safeParse({ ...promo, description: { 'en-US': '', es: 'Sí' } })),
    ).toEqual({ 'description.en-US': 'staff.offers.validation.englishRequired' });
  });

  it('refuse anything malformed with field messages, never by throwing', () => {
    const junk: unknown[] = [null, 'x', 12, [], { prices: 'x' }, { amountsCents: 'x' }];
    const wrongTypes = {
      ...promo,
      discountPercent: 'ten',
      discountCents: '5',
      validFrom: 'probe',
      validUntil: 12,
      usageLimit: '3',
      usageLimitPerCustomer: [],
    };
    for (const schema of [
      PromoCodeBodySchema,
      FundBodySchema,
      MembershipLevelBodySchema,
      GiftVoucherSettingsBodySchema,
    ]) {
      for (const body of [...junk, wrongTypes]) {
        const result = schema.safeParse(body);
        expect(result.success).toBe(false);
      }
    }
  });

  it('keep a fund’s window in order and a level priced at least once', () => {
    const fund = {
      name: { 'en-US': 'Fund' },
      description: { 'en-US': 'Text\nwith a second line' },
      goalCents: null,
      opensAt: '2026-05-01T00:00:00Z',
      closesAt: '2026-04-01T00:00:00Z',
      sortOrder: 0,
    };
    expect(problems(FundBodySchema.safeParse(fund))).toEqual({
      closesAt: 'staff.offers.validation.endBeforeStart',
    });
    const level = {
      slug: 'friend',
      name: { 'en-US': 'Friend' },
      description: { 'en-US': 'For friends.' },
      benefits: [],
      benefitsValueCents: 0,
      modeOfSaleId: null,
      generalPublic: true,
      onSale: true,
      renewalWindowDays: 60,
      sortOrder: 0,
      prices: { 'one-off': null, monthly: null, yearly: null },
    };
    expect(problems(MembershipLevelBodySchema.safeParse(level))).toEqual({
      prices: 'staff.offers.validation.noPrice',
    });
    expect(
      MembershipLevelBodySchema.safeParse({ ...level, prices: { ...level.prices, yearly: 6000 } })
        .success,
    ).toBe(true);
  });

  it('offer voucher amounts in whole dollars, once each, smallest first', () => {
    expect(
      GiftVoucherSettingsBodySchema.parse({ onSale: true, amountsCents: [5000, 1000] }),
    ).toEqual({
      onSale: true,
      amountsCents: [1000, 5000],
    });
    expect(
      problems(
        GiftVoucherSettingsBodySchema.safeParse({ onSale: true, amountsCents: [1000, 1050, 1000] }),
      ),
    ).toEqual({
      'amountsCents.1': 'staff.offers.validation.voucherAmount',
      'amountsCents.2': 'staff.offers.validation.voucherAmountTwice',
    });
    expect(
      problems(GiftVoucherSettingsBodySchema.safeParse({ onSale: true, amountsCents: [] })),
    ).toEqual({
      amountsCents: 'staff.offers.validation.voucherAmounts',
    });
  });
});
