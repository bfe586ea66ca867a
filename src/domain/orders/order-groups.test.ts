import { describe, expect, it } from 'vitest';
import {
  canCancelOrder,
  cardExpired,
  creditBalanceCents,
  creditExpiresAt,
  matchesDateFilter,
  orderGroupOf,
} from './order-groups.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3600_000);

describe('orderGroupOf', () => {
  it('puts a confirmed order in upcoming while any performance is still to start', () => {
    expect(orderGroupOf({ state: 'confirmed', performanceTimes: [hours(2)] }, NOW)).toBe(
      'upcoming',
    );
    expect(
      orderGroupOf({ state: 'confirmed', performanceTimes: [hours(-30), hours(30)] }, NOW),
    ).toBe('upcoming');
  });
  it('puts it in past once the last performance has started', () => {
    expect(orderGroupOf({ state: 'confirmed', performanceTimes: [hours(-1)] }, NOW)).toBe('past');
    expect(orderGroupOf({ state: 'confirmed', performanceTimes: [NOW] }, NOW)).toBe('past');
  });
  it('keeps reserved and returned orders in their own groups, whatever the dates', () => {
    expect(orderGroupOf({ state: 'reserved', performanceTimes: [hours(-5)] }, NOW)).toBe(
      'reserved',
    );
    expect(orderGroupOf({ state: 'returned', performanceTimes: [hours(50)] }, NOW)).toBe(
      'returned',
    );
  });
  it('lists no order still waiting for its payment, nor a failed one', () => {
    for (const state of ['completing', 'verifying', 'failed'] as const)
      expect(orderGroupOf({ state, performanceTimes: [hours(5)] }, NOW)).toBeNull();
  });
  it('keeps a reserved order whose payment is under way or abandoned under reserved', () => {
    for (const state of ['completing', 'verifying'] as const)
      expect(
        orderGroupOf({ state, performanceTimes: [hours(5)], reservedUntil: hours(2) }, NOW),
      ).toBe('reserved');
    expect(
      orderGroupOf({ state: 'failed', performanceTimes: [hours(5)], reservedUntil: hours(2) }, NOW),
    ).toBeNull();
  });
});

describe('canCancelOrder', () => {
  const on = { enabled: true };
  it('allows a confirmed order more than 48 hours before its first performance', () => {
    expect(canCancelOrder({ state: 'confirmed', performanceTimes: [hours(49)] }, NOW, on)).toBe(
      true,
    );
  });
  it('counts from the first performance, and refuses at 48 hours or less', () => {
    expect(
      canCancelOrder({ state: 'confirmed', performanceTimes: [hours(100), hours(47)] }, NOW, on),
    ).toBe(false);
    // An order that bought gift vouchers goes to the box office (they may be spent already).
    expect(
      canCancelOrder(
        { state: 'confirmed', performanceTimes: [hours(200)], giftVouchersBought: 1 },
        NOW,
        on,
      ),
    ).toBe(false);
    // So does one that bought a membership (it started, with its plan).
    expect(
      canCancelOrder(
        { state: 'confirmed', performanceTimes: [hours(200)], membershipsBought: 1 },
        NOW,
        on,
      ),
    ).toBe(false);
    expect(canCancelOrder({ state: 'confirmed', performanceTimes: [hours(48)] }, NOW, on)).toBe(
      false,
    );
  });
  it('refuses when the feature is off, and for other states', () => {
    expect(
      canCancelOrder({ state: 'confirmed', performanceTimes: [hours(200)] }, NOW, {
        enabled: false,
      }),
    ).toBe(false);
    for (const state of ['reserved', 'returned', 'completing', 'failed'] as const)
      expect(canCancelOrder({ state, performanceTimes: [hours(200)] }, NOW, on)).toBe(false);
    expect(canCancelOrder({ state: 'confirmed', performanceTimes: [] }, NOW, on)).toBe(false);
  });
});

describe('matchesDateFilter', () => {
  // Ordered on 1 November; performances on the evenings of 3 and 20 December (New York).
  const order = {
    createdAt: new Date('2026-11-01T16:00:00Z'),
    performanceTimes: [new Date('2026-12-04T00:30:00Z'), new Date('2026-12-21T00:30:00Z')],
  };
  it('matches everything without a range', () => {
    expect(matchesDateFilter(order, { dateKind: 'order' })).toBe(true);
  });
  it('filters on the order date, both ends included', () => {
    expect(matchesDateFilter(order, { dateKind: 'order', from: '2026-11-01' })).toBe(true);
    expect(matchesDateFilter(order, { dateKind: 'order', to: '2026-11-01' })).toBe(true);
    expect(matchesDateFilter(order, { dateKind: 'order', from: '2026-11-02' })).toBe(false);
  });
  it('filters on any performance date, on the venue’s calendar', () => {
    // 00:30 UTC on the 4th is the evening of the 3rd in New York.
    expect(
      matchesDateFilter(order, { dateKind: 'performance', from: '2026-12-03', to: '2026-12-03' }),
    ).toBe(true);
    expect(
      matchesDateFilter(order, { dateKind: 'performance', from: '2026-12-04', to: '2026-12-19' }),
    ).toBe(false);
    expect(matchesDateFilter(order, { dateKind: 'performance', from: '2026-12-20' })).toBe(true);
  });
});

describe('account credit', () => {
  it('expires 6 calendar months after issue, on the month’s last day when shorter', () => {
    expect(creditExpiresAt(new Date('2026-11-22T15:00:00Z')).toISOString()).toBe(
      '2027-05-22T15:00:00.000Z',
    );
    expect(creditExpiresAt(new Date('2026-08-31T12:00:00Z')).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
  });
  it('counts only what is left of unexpired grants', () => {
    expect(
      creditBalanceCents(
        [
          { remainingCents: 1000, expiresAt: hours(1) },
          { remainingCents: 500, expiresAt: hours(-1) },
          { remainingCents: 0, expiresAt: hours(100) },
          { remainingCents: 250, expiresAt: hours(2000) },
        ],
        NOW,
      ),
    ).toBe(1250);
  });
});

describe('cardExpired', () => {
  it('keeps a card usable through its expiry month', () => {
    expect(cardExpired({ expMonth: 11, expYear: 2026 }, NOW)).toBe(false);
    expect(cardExpired({ expMonth: 10, expYear: 2026 }, NOW)).toBe(true);
    expect(cardExpired({ expMonth: 1, expYear: 2027 }, NOW)).toBe(false);
    expect(cardExpired({ expMonth: 12, expYear: 2025 }, NOW)).toBe(true);
  });
});
