import { describe, expect, it } from 'vitest';
import type { PromoRule } from '../orders/cart-adjustments.ts';
import { priceCart } from './price-cart.ts';

const tenPercent: PromoRule = {
  active: true,
  validFrom: null,
  validUntil: null,
  modeOfSaleId: null,
  productionId: null,
  discountPercent: 10,
  discountCents: null,
};
const ticket = (baseCents: number, feeCents: number) => ({
  kind: 'ticket' as const,
  baseCents,
  feeCents,
  productionId: 1,
});
const donation = (cents: number) => ({ kind: 'donation' as const, baseCents: cents, feeCents: 0 });
const none = { chosen: false, perLineCents: 300 };

describe('priceCart', () => {
  it('adds a donation to the total, never discounts or protects it, charges no delivery for it', () => {
    const priced = priceCart({
      lines: [ticket(4000, 350), donation(2500)],
      promo: tenPercent,
      refundProtection: { chosen: true, perLineCents: 300 },
      creditAppliedCents: 0,
      deliveryMethod: 'post',
    });
    expect(priced.discountCents).toBe(400);
    expect(priced.refundProtectionCents).toBe(300);
    expect(priced.donationsCents).toBe(2500);
    expect(priced.deliveryCents).toBe(250);
    expect(priced.totalCents).toBe(4000 + 350 - 400 + 300 + 2500 + 250);
  });

  it('a donation-only cart has no delivery fee, discount or protection', () => {
    const priced = priceCart({
      lines: [donation(10_000)],
      promo: tenPercent,
      refundProtection: { chosen: true, perLineCents: 300 },
      creditAppliedCents: 50_000,
      deliveryMethod: 'post',
    });
    expect(priced).toMatchObject({
      discountCents: 0,
      refundProtectionCents: 0,
      deliveryCents: 0,
      productsSubtotalCents: 0,
      subtotalCents: 10_000,
      totalCents: 10_000,
      // Credit pays at most the total.
      creditCents: 10_000,
    });
  });

  it('prices tickets as the cart always has: base + fee − discount', () => {
    const priced = priceCart({
      lines: [ticket(2500, 350), ticket(2500, 350)],
      promo: null,
      refundProtection: none,
      creditAppliedCents: 1000,
    });
    expect(priced.totalCents).toBe(5700);
    expect(priced.feesCents).toBe(700);
    expect(priced.creditCents).toBe(1000);
  });

  it('lets gift vouchers pay what credit leaves, never the vouchers being bought', () => {
    const priced = priceCart({
      lines: [ticket(2500, 350), { kind: 'gift-voucher', baseCents: 5000, feeCents: 0 }],
      promo: tenPercent,
      refundProtection: { chosen: true, perLineCents: 300 },
      creditAppliedCents: 500,
      giftVouchers: [
        { id: 7, balanceCents: 2000 },
        { id: 8, balanceCents: 5000 },
      ],
    });
    // 2850 − 250 discount + 300 protection + 5000 vouchers bought = 7900; credit 500.
    expect(priced.totalCents).toBe(7900);
    // Vouchers may pay 7900 − 500 − 5000 = 2400: 2000 from the first, 400 from the second.
    expect(priced.giftVoucherPayments).toEqual([
      { id: 7, appliedCents: 2000 },
      { id: 8, appliedCents: 400 },
    ]);
    expect(priced.giftVoucherCents).toBe(2400);
    expect(priced.leftToPayCents).toBe(5000);
  });
});
