import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import {
  addMonths,
  autoRenewOf,
  checkMembershipAddable,
  isRenewable,
  needsSavedCard,
  paidThrough,
  quidProQuo,
  termOf,
} from './membership-terms.ts';

const codeOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return null;
};

describe('membership terms', () => {
  it('counts months from the anchor, keeping its day where the month has it', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-25', 2)).toBe('2027-01-25');
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
  });

  it('a year from a day runs to the day before, a month likewise', () => {
    expect(paidThrough('2026-03-14', 'year', 1)).toBe('2027-03-13');
    expect(paidThrough('2026-01-31', 'month', 1)).toBe('2026-02-27');
    expect(paidThrough('2026-01-31', 'month', 2)).toBe('2026-03-30');
  });

  it('a renewal runs on from the held expiry; an ended one starts today', () => {
    const held = { levelId: 1, expiresOn: '2026-12-10' };
    expect(termOf('yearly', held, '2026-11-25')).toEqual({
      renewal: true,
      startsOn: '2026-12-11',
      expiresOn: '2027-12-10',
    });
    expect(termOf('monthly', { ...held, expiresOn: '2026-11-01' }, '2026-11-25')).toEqual({
      renewal: false,
      startsOn: '2026-11-25',
      expiresOn: '2026-12-24',
    });
  });

  it('is renewable from the window before its expiry to the expiry', () => {
    const held = { levelId: 1, expiresOn: '2026-12-31' };
    expect(isRenewable(held, '2026-11-01', 60)).toBe(true);
    expect(isRenewable(held, '2026-10-31', 60)).toBe(false);
    expect(isRenewable(held, '2027-01-01', 60)).toBe(false);
    expect(isRenewable({ ...held, renewsByItself: true }, '2026-12-01', 60)).toBe(false);
  });

  it('refuses what spec §5 refuses, with the §8 errors', () => {
    const level = {
      id: 1,
      onSale: true,
      generalPublic: true,
      renewalWindowDays: 60,
      options: ['one-off', 'yearly'] as const,
    };
    const base = {
      level,
      option: 'yearly' as const,
      customerId: 7,
      inCart: 0,
      held: null,
      today: '2026-11-25',
    };
    expect(codeOf(() => checkMembershipAddable(base))).toBeNull();
    expect(codeOf(() => checkMembershipAddable({ ...base, level: undefined }))).toBe(
      'MEMBERSHIP_NOT_FOUND',
    );
    expect(
      codeOf(() => checkMembershipAddable({ ...base, level: { ...level, onSale: false } })),
    ).toBe('MEMBERSHIP_NOT_FOUND');
    expect(codeOf(() => checkMembershipAddable({ ...base, customerId: null }))).toBe(
      'MEMBERSHIP_LOGIN_REQUIRED',
    );
    expect(codeOf(() => checkMembershipAddable({ ...base, option: 'monthly' }))).toBe(
      'MEMBERSHIP_OPTION_UNAVAILABLE',
    );
    expect(codeOf(() => checkMembershipAddable({ ...base, inCart: 1 }))).toBe(
      'MEMBERSHIP_ONE_PER_CART',
    );
    const held = { levelId: 1, expiresOn: '2027-06-30' };
    expect(codeOf(() => checkMembershipAddable({ ...base, held }))).toBe(
      'MEMBERSHIP_ALREADY_OWNED',
    );
    // Inside the window, and after it ended, it may be bought again.
    expect(
      codeOf(() => checkMembershipAddable({ ...base, held: { ...held, expiresOn: '2026-12-20' } })),
    ).toBeNull();
    expect(
      codeOf(() => checkMembershipAddable({ ...base, held: { ...held, expiresOn: '2026-11-24' } })),
    ).toBeNull();
  });

  it('plans renew by themselves; a one-off year only when asked, and then keeps the card', () => {
    expect(autoRenewOf('monthly', false)).toBe(true);
    expect(autoRenewOf('one-off', undefined)).toBe(false);
    expect(autoRenewOf('one-off', true)).toBe(true);
    expect(needsSavedCard('one-off', false)).toBe(false);
    expect(needsSavedCard('one-off', true)).toBe(true);
    expect(needsSavedCard('yearly', true)).toBe(true);
  });

  it('IRS quid pro quo: deductible above the benefits, disclosed over $75', () => {
    expect(quidProQuo(15_000, 2_400)).toEqual({
      paidCents: 15_000,
      benefitsValueCents: 2_400,
      deductibleCents: 12_600,
      required: true,
    });
    expect(quidProQuo(6_000, 2_400).required).toBe(false);
    expect(quidProQuo(50_000, 0).required).toBe(false);
    expect(quidProQuo(1_000, 5_000).deductibleCents).toBe(0);
  });
});
