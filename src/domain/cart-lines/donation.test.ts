import { describe, expect, it } from 'vitest';
import type { AppError } from '../app-error.ts';
import { checkFundTakesGifts, donationPrice, fundIsOpen, giftAidUpliftCents } from './donation.ts';

const now = new Date('2026-11-25T12:00:00Z');
const day = 24 * 3600_000;

describe('donation rules', () => {
  it('a fund is open between its dates, either of which may be left open', () => {
    expect(fundIsOpen({ opensAt: null, closesAt: null }, now)).toBe(true);
    expect(fundIsOpen({ opensAt: new Date(now.getTime() + day), closesAt: null }, now)).toBe(false);
    expect(fundIsOpen({ opensAt: null, closesAt: now }, now)).toBe(false);
    expect(fundIsOpen({ opensAt: now, closesAt: new Date(now.getTime() + 1) }, now)).toBe(true);
  });

  it('refuses no fund and a closed fund with their codes', () => {
    const codeOf = (run: () => void) => {
      try {
        run();
      } catch (error) {
        return (error as AppError).code;
      }
      return null;
    };
    expect(codeOf(() => checkFundTakesGifts(undefined, now))).toBe('FUND_NOT_FOUND');
    expect(codeOf(() => checkFundTakesGifts({ opensAt: null, closesAt: now }, now))).toBe(
      'FUND_CLOSED',
    );
    expect(codeOf(() => checkFundTakesGifts({ opensAt: null, closesAt: null }, now))).toBeNull();
  });

  it('prices a gift as itself, with no fee, within $1 and $100,000 in whole cents', () => {
    expect(donationPrice(2500)).toEqual({ baseCents: 2500, feeCents: 0 });
    expect(donationPrice(100)).toEqual({ baseCents: 100, feeCents: 0 });
    expect(donationPrice(10_000_000)).toEqual({ baseCents: 10_000_000, feeCents: 0 });
    for (const bad of [0, -100, 99, 10_000_001, 12.5, Number.NaN])
      expect(() => donationPrice(bad)).toThrow(RangeError);
  });

  it('gift aid adds a quarter, rounded down to the cent', () => {
    expect(giftAidUpliftCents(10_000)).toBe(2500);
    expect(giftAidUpliftCents(101)).toBe(25);
  });
});
