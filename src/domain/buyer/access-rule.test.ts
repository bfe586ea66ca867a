import { describe, expect, it } from 'vitest';
import { checkAccess, mayTake, WHEELCHAIR_SPACE } from './access-rule.ts';

const anyone = { accessRegistered: false };
const registered = { accessRegistered: true };
const ordinary = { wheelchair: false, companion: false };
const companion = { wheelchair: false, companion: true };
const accessPrice = { requiresAccessRegistration: true };
const adultPrice = { requiresAccessRegistration: false };

describe('the access rule', () => {
  it('lets anyone hold an ordinary seat at an ordinary price', () => {
    expect(mayTake(anyone, { seat: ordinary, priceType: adultPrice })).toBe(true);
    expect(mayTake(anyone, {})).toBe(true);
  });
  it('keeps wheelchair spaces, companion seats and access prices for registered buyers', () => {
    for (const need of [
      { seat: WHEELCHAIR_SPACE },
      { seat: companion },
      { priceType: accessPrice },
      { seat: ordinary, priceType: accessPrice },
      { seat: companion, priceType: adultPrice },
    ]) {
      expect(mayTake(anyone, need)).toBe(false);
      expect(mayTake(registered, need)).toBe(true);
    }
  });
  it('refuses with ACCESS_REGISTRATION_REQUIRED', () => {
    expect(() => checkAccess(anyone, { seat: WHEELCHAIR_SPACE })).toThrow(
      expect.objectContaining({ code: 'ACCESS_REGISTRATION_REQUIRED' }),
    );
    expect(() => checkAccess(registered, { seat: WHEELCHAIR_SPACE })).not.toThrow();
  });
});
