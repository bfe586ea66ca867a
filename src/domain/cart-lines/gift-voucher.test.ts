import { describe, expect, it } from 'vitest';
import { deliveryDay, giftVoucherPrice, voucherExpiry } from './gift-voucher.ts';

// 25 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-25T15:00:00Z');

describe('gift voucher line', () => {
  it('costs its face value times the quantity, no fee; amounts the tables cannot hold are refused', () => {
    expect(giftVoucherPrice(2500, 3)).toEqual({ baseCents: 7500, feeCents: 0 });
    // An amount the box office no longer offers still prices the line already in a cart.
    expect(giftVoucherPrice(2600, 1)).toEqual({ baseCents: 2600, feeCents: 0 });
    expect(() => giftVoucherPrice(99, 1)).toThrow(RangeError);
    expect(() => giftVoucherPrice(100_001, 1)).toThrow(RangeError);
    expect(() => giftVoucherPrice(2500.5, 1)).toThrow(RangeError);
    expect(() => giftVoucherPrice(2500, 0)).toThrow(RangeError);
    expect(() => giftVoucherPrice(2500, 11)).toThrow(RangeError);
  });

  it('arrives today (stored as none) or on a day up to a year ahead, on the theatre’s clock', () => {
    expect(deliveryDay(undefined, NOW)).toBeNull();
    expect(deliveryDay('2026-11-25', NOW)).toBeNull();
    expect(deliveryDay('2026-12-24', NOW)).toBe('2026-12-24');
    expect(deliveryDay('2027-11-26', NOW)).toBe('2027-11-26');
    for (const day of ['2026-11-24', '2027-11-27', '2000-01-01'])
      expect(() => deliveryDay(day, NOW), day).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      );
    // 23:30 on the 25th in New York is already the 26th in UTC: today is still the 25th.
    expect(deliveryDay('2026-11-25', new Date('2026-11-26T04:30:00Z'))).toBeNull();
  });

  it('expires at the end of the same day two years on (or the month’s last day)', () => {
    expect(voucherExpiry(NOW, 24).toISOString()).toBe('2028-11-26T05:00:00.000Z');
    // 31 March + 1 month: the end of 30 April, in daylight saving time.
    expect(voucherExpiry(new Date('2026-03-31T16:00:00Z'), 1).toISOString()).toBe(
      '2026-05-01T04:00:00.000Z',
    );
    // 29 February + 12 months: the end of 28 February.
    expect(voucherExpiry(new Date('2028-02-29T17:00:00Z'), 12).toISOString()).toBe(
      '2029-03-01T05:00:00.000Z',
    );
  });
});
