import { describe, expect, it } from 'vitest';
import { closedAt, fundDeletable, isUpsellFund } from './fund-rules.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const before = new Date(NOW.getTime() - 86_400_000);
const after = new Date(NOW.getTime() + 86_400_000);
const unused = { orderGifts: 0, cartGifts: 0, plans: 0 };

describe('deleting a fund', () => {
  it('is allowed for a fund nobody gave to, has in a cart or a plan', () => {
    expect(fundDeletable(7, unused)).toBe(true);
    expect(fundDeletable(7, { ...unused, orderGifts: 1 })).toBe(false);
    expect(fundDeletable(7, { ...unused, cartGifts: 1 })).toBe(false);
    expect(fundDeletable(7, { ...unused, plans: 1 })).toBe(false);
  });
  it('is never allowed for the basket’s upsell fund', () => {
    expect(isUpsellFund(1)).toBe(true);
    expect(fundDeletable(1, unused)).toBe(false);
  });
});

describe('closing a fund now', () => {
  it('closes an open fund at once and keeps its opening', () => {
    expect(closedAt({ opensAt: before, closesAt: null }, NOW)).toEqual({
      opensAt: before,
      closesAt: NOW,
    });
    expect(closedAt({ opensAt: null, closesAt: after }, NOW)).toEqual({
      opensAt: null,
      closesAt: NOW,
    });
  });
  it('leaves a fund closed earlier as it was', () => {
    expect(closedAt({ opensAt: null, closesAt: before }, NOW)).toEqual({
      opensAt: null,
      closesAt: before,
    });
  });
  it('makes a fund not open yet never open (its window stays in order)', () => {
    const closed = closedAt({ opensAt: after, closesAt: null }, NOW);
    expect(closed).toEqual({ opensAt: NOW, closesAt: NOW });
  });
});
