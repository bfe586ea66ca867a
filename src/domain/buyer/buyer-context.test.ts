import { describe, expect, it } from 'vitest';
import { DEFAULT_MODE_OF_SALE_ID } from '../catalogue/sale-constants.ts';
import {
  type BuyerContext,
  buyerContext,
  lineModeOfSale,
  modeOfSaleFor,
  modesOfSaleFor,
  modesOfSaleKey,
  modesOfSaleOf,
  pricingModesOf,
  priorityOpenTo,
} from './buyer-context.ts';

/** A buyer whose cart has a live code with this mode of sale (and production, if limited). */
const withCode = (modeOfSaleId: number | null, productionId: number | null = null) =>
  buyerContext({ promo: { modeOfSaleId, productionId } });
const anyone = buyerContext();
const performance = (productionId: number, priorityModeOfSaleId: number | null = null) => ({
  productionId,
  priorityModeOfSaleId,
});
const soldIn =
  (...modes: number[]) =>
  (mode: number) =>
    modes.includes(mode);

describe('the buyer context', () => {
  it('of someone unknown is anonymous, unregistered, in the default online mode', () => {
    expect(anyone).toEqual({
      customerId: null,
      householdBookerId: null,
      accessRegistered: false,
      modesOfSale: [{ modeOfSaleId: 3, source: 'default', productionId: null }],
    });
  });
  it('puts a code’s mode first and the default last; a code without one adds none', () => {
    expect(modesOfSaleOf({ promo: { modeOfSaleId: 4, productionId: 7 } })).toEqual([
      { modeOfSaleId: 4, source: 'promo-code', productionId: 7 },
      { modeOfSaleId: 3, source: 'default', productionId: null },
    ]);
    expect(withCode(null).modesOfSale).toEqual(anyone.modesOfSale);
    expect(withCode(3).modesOfSale).toEqual(anyone.modesOfSale);
  });
  it('keys its modes of sale for caches: empty for the default alone', () => {
    expect(modesOfSaleKey(anyone)).toBe('');
    expect(modesOfSaleKey(withCode(4))).toBe('4@*');
    expect(modesOfSaleKey(withCode(4, 7))).toBe('4@7');
  });
});

describe('mode of sale', () => {
  it('is the code’s, else the default online mode (3)', () => {
    expect(modeOfSaleFor(anyone)).toBe(3);
    expect(modeOfSaleFor(withCode(4))).toBe(4);
  });
  it('of a code limited to one production is that production’s only', () => {
    const limited = withCode(4, 7);
    expect(modeOfSaleFor(limited, 7)).toBe(4);
    expect(modeOfSaleFor(limited, 8)).toBe(3);
    expect(modeOfSaleFor(limited)).toBe(4);
    expect(modeOfSaleFor(withCode(4), 8)).toBe(4);
  });
  it('opens a priority performance only in its own mode', () => {
    expect(priorityOpenTo(anyone, performance(1))).toBe(true);
    expect(priorityOpenTo(anyone, performance(1, 4))).toBe(false);
    expect(priorityOpenTo(withCode(4), performance(1, 4))).toBe(true);
  });
  it('opens a priority performance of the code’s production only', () => {
    expect(priorityOpenTo(withCode(4, 7), performance(7, 4))).toBe(true);
    expect(priorityOpenTo(withCode(4, 7), performance(8, 4))).toBe(false);
    expect(priorityOpenTo(withCode(5), performance(7, 4))).toBe(false);
  });
  it('takes one more source (a membership) as one more grant, in the order given', () => {
    const member: BuyerContext = {
      ...withCode(4, 7),
      modesOfSale: [
        { modeOfSaleId: 4, source: 'promo-code', productionId: 7 },
        { modeOfSaleId: 6, source: 'membership', productionId: null },
        { modeOfSaleId: 3, source: 'default', productionId: null },
      ],
    };
    expect(modesOfSaleFor(member, 7)).toEqual([4, 6, 3]);
    expect(modesOfSaleFor(member, 8)).toEqual([6, 3]);
    expect(priorityOpenTo(member, performance(8, 6))).toBe(true);
    expect(lineModeOfSale(member, performance(7), soldIn(3, 6))).toBe(6);
  });
});

describe('the mode of sale a line is priced in', () => {
  it('is a priority performance’s own, whoever buys', () => {
    expect(lineModeOfSale(anyone, performance(1, 4), soldIn(3))).toBe(4);
    expect(lineModeOfSale(withCode(5), performance(1, 4), soldIn(3, 4, 5))).toBe(4);
  });
  it('is the code’s where the performance prices the seat’s band in it, else the default', () => {
    expect(lineModeOfSale(withCode(4), performance(1), soldIn(3, 4))).toBe(4);
    expect(lineModeOfSale(withCode(4), performance(1), soldIn(3))).toBe(3);
    expect(lineModeOfSale(anyone, performance(1), soldIn(3, 4))).toBe(3);
  });
  it('is the default for another production than the code’s', () => {
    expect(lineModeOfSale(withCode(4, 7), performance(7), soldIn(3, 4))).toBe(4);
    expect(lineModeOfSale(withCode(4, 7), performance(8), soldIn(3, 4))).toBe(3);
  });
  it('is the default even where the band has no default prices (the line then has no price)', () => {
    expect(lineModeOfSale(anyone, performance(1), soldIn())).toBe(3);
  });
  it('is one of the modes a reader of prices fetches', () => {
    expect(pricingModesOf(anyone, performance(1))).toEqual([3]);
    expect(pricingModesOf(withCode(4, 7), performance(7))).toEqual([4, 3]);
    expect(pricingModesOf(withCode(4, 7), performance(8))).toEqual([3]);
    expect(pricingModesOf(withCode(5), performance(7, 4))).toEqual([4]);
  });
});

describe('members’ modes of sale (issue 12)', () => {
  it('a membership grants its mode for every production, after a promo code’s', () => {
    const buyer = buyerContext({
      promo: { modeOfSaleId: 9, productionId: 3 },
      memberModes: [4, 4],
    });
    expect(buyer.modesOfSale.map((g) => [g.modeOfSaleId, g.source])).toEqual([
      [9, 'promo-code'],
      [4, 'membership'],
      [DEFAULT_MODE_OF_SALE_ID, 'default'],
    ]);
    expect(priorityOpenTo(buyer, { productionId: 8, priorityModeOfSaleId: 4 })).toBe(true);
    expect(priorityOpenTo(buyerContext(), { productionId: 8, priorityModeOfSaleId: 4 })).toBe(
      false,
    );
  });
});
