import { describe, expect, it } from 'vitest';
import { checkPriceTypeChoice } from './price-type-rules.ts';

const ordinary = { wheelchair: false, companion: false };
const adult = { priceTypeId: 1, requiresAccessRegistration: false, limitPerCustomer: null };
const student = { priceTypeId: 3, requiresAccessRegistration: false, limitPerCustomer: 4 };
const wheelchair = { priceTypeId: 350, requiresAccessRegistration: true, limitPerCustomer: null };
const companion = { priceTypeId: 908, requiresAccessRegistration: true, limitPerCustomer: null };
const anyone = { accessRegistered: false, alreadyOfType: 0 };
const registered = { accessRegistered: true, alreadyOfType: 0 };

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
});
