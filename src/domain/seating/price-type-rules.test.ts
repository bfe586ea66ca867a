import { describe, expect, it } from 'vitest';
import { checkPriceTypeChoice, priceTypesForSeat } from './price-type-rules.ts';

const ordinary = { wheelchair: false, companion: false };
const adult = { priceTypeId: 1, requiresAccessRegistration: false, limitPerCustomer: null };
const student = { priceTypeId: 3, requiresAccessRegistration: false, limitPerCustomer: 4 };
const wheelchair = { priceTypeId: 350, requiresAccessRegistration: true, limitPerCustomer: null };
const companion = { priceTypeId: 908, requiresAccessRegistration: true, limitPerCustomer: null };
const anyone = { accessRegistered: false, alreadyOfType: 0, boughtOfType: 0 };
const registered = { accessRegistered: true, alreadyOfType: 0, boughtOfType: 0 };

const codeOf = (run: () => void) => {
  try {
    run();
    return 'OK';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('checkPriceTypeChoice', () => {
  it('lets anyone take ordinary prices on ordinary seats', () => {
    expect(codeOf(() => checkPriceTypeChoice(ordinary, adult, anyone))).toBe('OK');
  });

  it('keeps access prices for registered buyers on access seats', () => {
    expect(
      codeOf(() =>
        checkPriceTypeChoice({ wheelchair: true, companion: false }, wheelchair, anyone),
      ),
    ).toBe('ACCESS_REGISTRATION_REQUIRED');
    expect(
      codeOf(() =>
        checkPriceTypeChoice({ wheelchair: true, companion: false }, wheelchair, registered),
      ),
    ).toBe('OK');
    expect(
      codeOf(() =>
        checkPriceTypeChoice({ wheelchair: false, companion: true }, companion, registered),
      ),
    ).toBe('OK');
    expect(codeOf(() => checkPriceTypeChoice(ordinary, wheelchair, registered))).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      codeOf(() => checkPriceTypeChoice({ wheelchair: true, companion: false }, adult, registered)),
    ).toBe('VALIDATION_FAILED');
  });

  it('counts the tickets of the type the customer already has against its limit', () => {
    expect(
      codeOf(() => checkPriceTypeChoice(ordinary, student, { ...anyone, alreadyOfType: 3 })),
    ).toBe('OK');
    expect(
      codeOf(() => checkPriceTypeChoice(ordinary, student, { ...anyone, alreadyOfType: 4 })),
    ).toBe('TICKET_LIMIT_REACHED');
  });

  it('counts the tickets of the type bought before for the performance (spec §5)', () => {
    // Three students bought earlier: one more in the cart is allowed, a second is not.
    const boughtThree = { ...anyone, boughtOfType: 3 };
    expect(codeOf(() => checkPriceTypeChoice(ordinary, student, boughtThree))).toBe('OK');
    expect(
      codeOf(() => checkPriceTypeChoice(ordinary, student, { ...boughtThree, alreadyOfType: 1 })),
    ).toBe('TICKET_LIMIT_REACHED');
    expect(
      codeOf(() => checkPriceTypeChoice(ordinary, student, { ...anyone, boughtOfType: 4 })),
    ).toBe('TICKET_LIMIT_REACHED');
    // A type without a limit is not counted at all.
    expect(
      codeOf(() => checkPriceTypeChoice(ordinary, adult, { ...anyone, boughtOfType: 40 })),
    ).toBe('OK');
  });
});

describe('priceTypesForSeat', () => {
  const senior = { priceTypeId: 2, requiresAccessRegistration: false, limitPerCustomer: null };
  const extra = { priceTypeId: 115, requiresAccessRegistration: true, limitPerCustomer: null };
  const all = [adult, senior, student, extra, wheelchair, companion];
  const ids = (types: { priceTypeId: number }[]) => types.map((type) => type.priceTypeId);

  it('offers ordinary seats the ordinary types, to anyone', () => {
    expect(ids(priceTypesForSeat(ordinary, all, anyone))).toEqual([1, 2, 3]);
    expect(ids(priceTypesForSeat(ordinary, all, registered))).toEqual([1, 2, 3]);
  });

  it('offers the wheelchair (350) and companion (908, 115) types only to registered buyers', () => {
    const space = { wheelchair: true, companion: false };
    const beside = { wheelchair: false, companion: true };
    expect(ids(priceTypesForSeat(space, all, registered))).toEqual([350]);
    expect(ids(priceTypesForSeat(beside, all, registered))).toEqual([115, 908]);
    expect(priceTypesForSeat(space, all, anyone)).toEqual([]);
    expect(priceTypesForSeat(beside, all, anyone)).toEqual([]);
  });

  it('agrees with checkPriceTypeChoice on every seat, type and buyer', () => {
    const seats = [
      ordinary,
      { wheelchair: true, companion: false },
      { wheelchair: false, companion: true },
    ];
    for (const seat of seats)
      for (const buyer of [anyone, registered])
        for (const type of all) {
          const offered = ids(priceTypesForSeat(seat, [type], buyer)).length === 1;
          expect(codeOf(() => checkPriceTypeChoice(seat, type, buyer)) === 'OK').toBe(offered);
        }
  });
});
