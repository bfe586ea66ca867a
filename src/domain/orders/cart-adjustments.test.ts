import { describe, expect, it } from 'vitest';
import {
  creditSpendPlan,
  creditToUse,
  type PromoRule,
  promoDiscountCents,
  promoStanding,
  refundProtectionCents,
  ticketDiscountCents,
} from './cart-adjustments.ts';
import { orderTotals } from './order-totals.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const promo = (over: Partial<PromoRule> = {}): PromoRule => ({
  active: true,
  validFrom: null,
  validUntil: null,
  modeOfSaleId: null,
  productionId: null,
  discountPercent: null,
  discountCents: null,
  ...over,
});
const line = (productionId: number, baseCents: number) => ({ productionId, baseCents });

describe('promo standing', () => {
  it('does not recognise an unknown or switched-off code', () => {
    expect(promoStanding(null, [line(1, 4000)], NOW)).toBe('unrecognised');
    expect(promoStanding(promo({ active: false }), [line(1, 4000)], NOW)).toBe('unrecognised');
  });

  it('is not valid outside its dates', () => {
    const later = new Date(NOW.getTime() + 1000);
    expect(promoStanding(promo({ validFrom: later }), [line(1, 1)], NOW)).toBe('not-valid');
    expect(promoStanding(promo({ validUntil: NOW }), [line(1, 1)], NOW)).toBe('not-valid');
    expect(promoStanding(promo({ validUntil: later }), [line(1, 1)], NOW)).toBe('applies');
  });

  it('needs a ticket of its production', () => {
    const code = promo({ productionId: 2, discountPercent: 10 });
    expect(promoStanding(code, [line(1, 4000)], NOW)).toBe('not-valid');
    expect(promoStanding(code, [line(1, 4000), line(2, 3000)], NOW)).toBe('applies');
  });

  it('lets a mode-of-sale code into an empty cart, but not a discount-only one', () => {
    expect(promoStanding(promo({ modeOfSaleId: 4 }), [], NOW)).toBe('applies');
    expect(promoStanding(promo({ discountPercent: 10 }), [], NOW)).toBe('not-valid');
  });
});

describe('promo discount', () => {
  it('takes a percentage of the base price, rounded half up, per ticket', () => {
    const code = promo({ discountPercent: 10 });
    expect(ticketDiscountCents(code, line(1, 4000))).toBe(400);
    expect(ticketDiscountCents(code, line(1, 2345))).toBe(235);
    expect(promoDiscountCents(code, [line(1, 4000), line(1, 2500)])).toBe(650);
  });

  it('takes a fixed amount, never more than the base price (the fee is always paid)', () => {
    const code = promo({ discountCents: 1500 });
    expect(ticketDiscountCents(code, line(1, 4000))).toBe(1500);
    expect(ticketDiscountCents(code, line(1, 1000))).toBe(1000);
    expect(ticketDiscountCents(promo({ discountPercent: 100 }), line(1, 4000))).toBe(4000);
  });

  it('leaves tickets of other productions alone', () => {
    const code = promo({ productionId: 2, discountPercent: 50 });
    expect(promoDiscountCents(code, [line(1, 4000), line(2, 3000)])).toBe(1500);
  });

  it('is nothing without a code or for a mode-only code', () => {
    expect(promoDiscountCents(null, [line(1, 4000)])).toBe(0);
    expect(promoDiscountCents(promo({ modeOfSaleId: 4 }), [line(1, 4000)])).toBe(0);
  });
});

describe('refund protection', () => {
  it('is a fee per ticket, only when chosen', () => {
    expect(refundProtectionCents(false, 3, 300)).toBe(0);
    expect(refundProtectionCents(true, 3, 300)).toBe(900);
    expect(refundProtectionCents(true, 0, 300)).toBe(0);
  });

  it('is a line of the order total, untaxed, and not discounted by a promo', () => {
    const totals = orderTotals({
      lines: [
        { kind: 'ticket', baseCents: 4000, feeCents: 350 },
        { kind: 'booking-protection', baseCents: 300, feeCents: 0 },
      ],
      deliveryMethod: 'print-at-home',
      discountCents: 400,
    });
    expect(totals.totalCents).toBe(4000 + 350 + 300 - 400);
  });
});

describe('account credit', () => {
  it('is capped by what the buyer has and by the total', () => {
    expect(creditToUse(2500, 2500, 7200)).toBe(2500);
    expect(creditToUse(2500, 1000, 7200)).toBe(1000);
    expect(creditToUse(2500, 2500, 1800)).toBe(1800);
    expect(creditToUse(2500, 0, 1800)).toBe(0);
    expect(creditToUse(-5, 100, 100)).toBe(0);
  });

  it('is spent from the grants that lapse first', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 5, day));
    const grants = [
      { id: 1, remainingCents: 1000, expiresAt: at(20) },
      { id: 2, remainingCents: 500, expiresAt: at(10) },
      { id: 3, remainingCents: 2000, expiresAt: at(30) },
    ];
    expect(creditSpendPlan(grants, 1200)).toEqual([
      { grantId: 2, amountCents: 500 },
      { grantId: 1, amountCents: 700 },
    ]);
    expect(creditSpendPlan(grants, 3500)).toHaveLength(3);
    expect(creditSpendPlan(grants, 3501)).toBeNull();
    expect(creditSpendPlan(grants, 0)).toEqual([]);
  });
});
