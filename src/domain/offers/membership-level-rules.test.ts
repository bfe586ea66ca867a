import { describe, expect, it } from 'vitest';
import { levelDeletable, priceRows, pricesOf } from './membership-level-rules.ts';

describe('membership level rules', () => {
  it('keeps a level anyone holds, has in a cart or bought', () => {
    const none = { memberships: 0, cartLines: 0, orderLines: 0 };
    expect(levelDeletable(none)).toBe(true);
    expect(levelDeletable({ ...none, memberships: 1 })).toBe(false);
    expect(levelDeletable({ ...none, cartLines: 1 })).toBe(false);
    expect(levelDeletable({ ...none, orderLines: 1 })).toBe(false);
  });

  it('stores one price row per option offered, and reads them back', () => {
    const prices = { 'one-off': null, monthly: 1500, yearly: 15_000 };
    const rows = priceRows(prices);
    expect(rows).toEqual([
      { paymentOption: 'monthly', amountCents: 1500 },
      { paymentOption: 'yearly', amountCents: 15_000 },
    ]);
    expect(pricesOf(rows)).toEqual(prices);
    expect(pricesOf([])).toEqual({ 'one-off': null, monthly: null, yearly: null });
  });
});
