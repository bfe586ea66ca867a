import { describe, expect, it } from 'vitest';
import { PriceGridBodySchema } from '../../shared/contracts/season-setup.ts';
import { checkPriceGrid, pricesToCopy, samePrices, sortPrices, splitAllIn } from './price-grid.ts';

const facts = { bandIds: new Set([1, 2, 3]), typeIds: new Set([1, 2]), modeIds: new Set([3, 4]) };
const row = (
  priceBandId: number,
  priceTypeId: number,
  modeOfSaleId: number,
  allIn: number,
  fee: number,
) => ({
  priceBandId,
  priceTypeId,
  modeOfSaleId,
  allInCents: allIn,
  feeCents: fee,
});

describe('an all-in price', () => {
  it('splits into its base and the fee inside it', () => {
    expect(splitAllIn(4850, 350)).toEqual({ baseCents: 4500, feeCents: 350 });
    expect(splitAllIn(0, 0)).toEqual({ baseCents: 0, feeCents: 0 });
    expect(splitAllIn(300, 300)).toEqual({ baseCents: 0, feeCents: 300 });
    expect(() => splitAllIn(300, 301)).toThrow(RangeError);
    expect(() => splitAllIn(10.5, 1)).toThrow(RangeError);
  });
});

describe('a price grid', () => {
  it('is stored as base and fee when every row names what exists', () => {
    const body = PriceGridBodySchema.parse({
      prices: [row(1, 1, 3, 4850, 350), row(2, 2, 4, 2000, 0)],
    });
    expect(checkPriceGrid(body, facts)).toEqual([
      { priceBandId: 1, priceTypeId: 1, modeOfSaleId: 3, baseCents: 4500, feeCents: 350 },
      { priceBandId: 2, priceTypeId: 2, modeOfSaleId: 4, baseCents: 2000, feeCents: 0 },
    ]);
  });

  it('names each field that points at nothing this performance can sell', () => {
    const body = PriceGridBodySchema.parse({
      prices: [row(1, 1, 3, 100, 0), row(4, 9, 1, 100, 0)],
    });
    try {
      checkPriceGrid(body, facts);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: {
          'body.prices.1.priceBandId': 'staff.season.validation.priceBand',
          'body.prices.1.priceTypeId': 'staff.season.validation.priceType',
          'body.prices.1.modeOfSaleId': 'staff.season.validation.modeOfSale',
        },
      });
    }
  });

  it('is refused by the contract with a fee above its price or a row twice', () => {
    const fee = PriceGridBodySchema.safeParse({ prices: [row(1, 1, 3, 300, 301)] });
    expect(fee.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['prices.0.feeCents', 'staff.season.validation.fee'],
    ]);
    const twice = PriceGridBodySchema.safeParse({
      prices: [row(1, 1, 3, 300, 0), row(1, 1, 3, 400, 0)],
    });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['prices.1.allInCents', 'staff.season.validation.duplicatePrice'],
    ]);
    const cents = PriceGridBodySchema.safeParse({ prices: [row(1, 1, 3, 10.5, 0)] });
    expect(cents.success).toBe(false);
    const tooMuch = PriceGridBodySchema.safeParse({ prices: [row(1, 1, 3, 1_000_001, 0)] });
    expect(tooMuch.success).toBe(false);
  });
});

describe('copying prices', () => {
  const from = [
    { priceBandId: 1, priceTypeId: 1, modeOfSaleId: 3, baseCents: 4500, feeCents: 350 },
    { priceBandId: 4, priceTypeId: 1, modeOfSaleId: 3, baseCents: 2000, feeCents: 300 },
    { priceBandId: 2, priceTypeId: 2, modeOfSaleId: 4, baseCents: 3000, feeCents: 300 },
  ];
  it('keeps the bands this venue has, every type and mode as they are', () => {
    expect(pricesToCopy(from, facts)).toEqual([from[0], from[2]]);
  });
});

describe('comparing grids', () => {
  const a = { priceBandId: 1, priceTypeId: 1, modeOfSaleId: 3, baseCents: 4500, feeCents: 350 };
  const b = { priceBandId: 2, priceTypeId: 1, modeOfSaleId: 3, baseCents: 4000, feeCents: 300 };
  it('ignores the order and sees any changed amount', () => {
    expect(samePrices([a, b], [b, a])).toBe(true);
    expect(samePrices([a, b], [a, { ...b, feeCents: 250 }])).toBe(false);
    expect(samePrices([a], [a, b])).toBe(false);
    expect(sortPrices([b, a])).toEqual([a, b]);
  });
});
