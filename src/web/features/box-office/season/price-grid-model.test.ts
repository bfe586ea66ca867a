import { describe, expect, it } from 'vitest';
import { PriceGridBodySchema } from '../../../../shared/contracts/season-setup.ts';
import { usd } from '../../../../shared/money.ts';
import {
  cellPath,
  centsText,
  gridFormValues,
  problemsOnCells,
  readGrid,
  typedBase,
} from './price-grid-model.ts';

const adultA = { modeOfSaleId: 3, priceTypeId: 1, priceBandId: 1 };
const adultB = { modeOfSaleId: 3, priceTypeId: 1, priceBandId: 2 };
const seniorA = { modeOfSaleId: 3, priceTypeId: 2, priceBandId: 1 };
const cells = [adultA, adultB, seniorA];

describe('typed prices', () => {
  it('start as the reader writes amounts', () => {
    expect(centsText(4850, 'en-US')).toBe('48.50');
    expect(centsText(4850, 'de')).toBe('48,50');
    expect(centsText(5, 'en-US')).toBe('0.05');
    expect(centsText(123456, 'sv')).toBe('1234,56');
    const values = gridFormValues(
      {
        performanceId: 1,
        saleModeOfSaleId: 3,
        priceBandIds: [1, 2],
        prices: [{ ...adultA, allIn: usd(4850), fee: usd(350), base: usd(4500) }],
        warnings: [],
      },
      'de',
    );
    expect(values).toEqual({
      [cellPath(adultA, 'allIn')]: '48,50',
      [cellPath(adultA, 'fee')]: '3,50',
    });
  });

  it('read into the body in cents, a blank cell being no price and a blank fee none', () => {
    const read = readGrid(
      {
        [cellPath(adultA, 'allIn')]: '$48.50',
        [cellPath(adultA, 'fee')]: '3.50',
        [cellPath(seniorA, 'allIn')]: '40',
        [cellPath(seniorA, 'fee')]: '',
        [cellPath(adultB, 'allIn')]: ' ',
      },
      cells,
      'en-US',
    );
    expect(read.errors).toEqual({});
    expect(read.prices).toEqual([
      { ...adultA, allInCents: 4850, feeCents: 350 },
      { ...seniorA, allInCents: 4000, feeCents: 0 },
    ]);
    expect(read.rows).toEqual([adultA, seniorA]);
    expect(PriceGridBodySchema.safeParse({ prices: read.prices }).success).toBe(true);
  });

  it('name the cell of an unreadable amount, or of a fee without its price', () => {
    const read = readGrid(
      {
        [cellPath(adultA, 'allIn')]: '48.505',
        [cellPath(adultB, 'fee')]: '3.50',
        [cellPath(seniorA, 'allIn')]: '40',
        [cellPath(seniorA, 'fee')]: 'three',
      },
      cells,
      'en-US',
    );
    expect(read.prices).toEqual([]);
    expect(read.errors).toEqual({
      [cellPath(adultA, 'allIn')]: 'staff.season.validation.money',
      [cellPath(adultB, 'fee')]: 'staff.season.validation.feeWithoutPrice',
      [cellPath(seniorA, 'fee')]: 'staff.season.validation.money',
    });
  });

  it('put the contract’s and the API’s problems back on their cells', () => {
    const rows = [adultA, seniorA];
    expect(
      problemsOnCells(
        {
          'prices.1.feeCents': 'staff.season.validation.fee',
          'body.prices.0.priceBandId': 'staff.season.validation.priceBand',
          'body.prices': 'staff.season.validation.tooManyPrices',
        },
        rows,
      ),
    ).toEqual({
      [cellPath(seniorA, 'fee')]: 'staff.season.validation.fee',
      [cellPath(adultA, 'allIn')]: 'staff.season.validation.priceBand',
      form: 'staff.season.validation.tooManyPrices',
    });
  });

  it('show the base inside an all-in price as it is typed', () => {
    expect(typedBase('48.50', '3.50', 'en-US')).toBe(4500);
    expect(typedBase('48,50', '', 'de')).toBe(4850);
    expect(typedBase('3', '4', 'en-US')).toBeNull();
    expect(typedBase('', '1', 'en-US')).toBeNull();
  });
});
