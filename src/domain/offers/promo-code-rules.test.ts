import { describe, expect, it } from 'vitest';
import {
  orderUsesPromo,
  promoCodeDeletable,
  promoCodeState,
  promoUsable,
} from './promo-code-rules.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const code = {
  active: true,
  validFrom: null,
  validUntil: null,
  modeOfSaleId: null,
  productionId: null,
  discountPercent: 10,
  discountCents: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
};

describe('promo code usage limits', () => {
  it('lets an order use a code below both limits, and none at either', () => {
    expect(promoUsable(code, { total: 1_000, byCustomer: 50 })).toBe(true);
    const limited = { usageLimit: 3, usageLimitPerCustomer: 1 };
    expect(promoUsable(limited, { total: 2, byCustomer: 0 })).toBe(true);
    expect(promoUsable(limited, { total: 3, byCustomer: 0 })).toBe(false);
    expect(promoUsable(limited, { total: 2, byCustomer: 1 })).toBe(false);
    expect(
      promoUsable({ usageLimit: null, usageLimitPerCustomer: 2 }, { total: 9, byCustomer: 1 }),
    ).toBe(true);
  });
});

describe('which orders use their code up', () => {
  const now = new Date('2026-11-26T15:00:00Z');
  const later = new Date('2026-11-26T15:10:00Z');
  const earlier = new Date('2026-11-26T14:50:00Z');
  const order = (
    state: Parameters<typeof orderUsesPromo>[0]['state'],
    held: Partial<{ holdUntil: Date; cartHeldUntil: Date }> = {},
  ) =>
    orderUsesPromo(
      { state, holdUntil: held.holdUntil ?? null, cartHeldUntil: held.cartHeldUntil ?? null },
      now,
    );

  it('counts paid orders and payments on their way, never failed or returned ones', () => {
    expect(order('confirmed')).toBe(true);
    expect(order('verifying')).toBe(true);
    expect(order('failed')).toBe(false);
    expect(order('returned')).toBe(false);
  });

  it('gives the use back when an order at Pay lapses (declined, cancelled or abandoned)', () => {
    expect(order('completing', { cartHeldUntil: later })).toBe(true);
    expect(order('completing', { cartHeldUntil: earlier })).toBe(false);
    expect(order('completing')).toBe(false);
  });

  it('counts a reserved order while the box office holds it', () => {
    expect(order('reserved')).toBe(true);
    expect(order('reserved', { holdUntil: later })).toBe(true);
    expect(order('reserved', { holdUntil: earlier })).toBe(false);
  });
});

describe('a promo code’s state', () => {
  it('is off when switched off, whatever its dates and uses', () => {
    expect(promoCodeState({ ...code, active: false, usageLimit: 1 }, 5, NOW)).toBe('off');
  });
  it('is used up at its limit, live within its dates, scheduled before, ended after', () => {
    expect(promoCodeState({ ...code, usageLimit: 2 }, 2, NOW)).toBe('used-up');
    expect(promoCodeState({ ...code, usageLimit: 2 }, 1, NOW)).toBe('live');
    const later = new Date(NOW.getTime() + 60_000);
    const earlier = new Date(NOW.getTime() - 60_000);
    expect(promoCodeState({ ...code, validFrom: later }, 0, NOW)).toBe('scheduled');
    expect(promoCodeState({ ...code, validUntil: earlier }, 0, NOW)).toBe('ended');
    // The end is exclusive, as the basket reads it.
    expect(promoCodeState({ ...code, validUntil: NOW }, 0, NOW)).toBe('ended');
    expect(promoCodeState({ ...code, validFrom: NOW, validUntil: later }, 0, NOW)).toBe('live');
  });
});

describe('deleting a promo code', () => {
  it('is allowed only when no order and no cart names it', () => {
    expect(promoCodeDeletable({ orders: 0, carts: 0 })).toBe(true);
    expect(promoCodeDeletable({ orders: 1, carts: 0 })).toBe(false);
    expect(promoCodeDeletable({ orders: 0, carts: 1 })).toBe(false);
  });
});
