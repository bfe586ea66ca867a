import { describe, expect, it } from 'vitest';
import type { MembershipLevel } from '../../../shared/contracts/memberships.ts';
import { usd } from '../../../shared/money.ts';
import {
  errorsFromApi,
  initialMembershipForm,
  levelAction,
  membershipBody,
  taxDeductibleCents,
} from './membership-form-model.ts';

const level: MembershipLevel = {
  id: 3,
  slug: 'friend',
  name: 'Friend',
  description: 'For regulars.',
  benefits: ['Members’ presale'],
  benefitsValue: usd(4000),
  modeOfSaleName: 'Members’ presale',
  loginRequired: true,
  prices: [
    { option: 'one-off', amount: usd(12_000), perYear: usd(12_000) },
    { option: 'monthly', amount: usd(1100), perYear: usd(13_200) },
  ],
  held: 'none',
  heldUntil: null,
};

describe('initialMembershipForm', () => {
  it('chooses nothing for the buyer when there are several ways to pay', () => {
    expect(initialMembershipForm(level)).toEqual({ option: null, autoRenew: false });
  });

  it('chooses the only way to pay there is', () => {
    const yearlyOnly = {
      id: 3,
      prices: [{ option: 'yearly' as const, amount: usd(12_000), perYear: usd(12_000) }],
    };
    expect(initialMembershipForm(yearlyOnly)).toEqual({ option: 'yearly', autoRenew: false });
  });

  it('opens with the membership of this level already in the cart', () => {
    const line = { levelId: 3, paymentOption: 'one-off' as const, autoRenew: true };
    expect(initialMembershipForm(level, line)).toEqual({ option: 'one-off', autoRenew: true });
    // Another level's membership in the cart is not this form's.
    expect(initialMembershipForm(level, { ...line, levelId: 4 })).toEqual({
      option: null,
      autoRenew: false,
    });
    // An option this level no longer offers is not chosen.
    expect(initialMembershipForm(level, { ...line, paymentOption: 'yearly' })).toEqual({
      option: null,
      autoRenew: false,
    });
  });
});

describe('membershipBody', () => {
  it('asks for a way to pay when none is chosen', () => {
    expect(membershipBody({ option: null, autoRenew: false }, level)).toEqual({
      errors: { paymentOption: 'memberships.errors.paymentOptionRequired' },
    });
  });

  it('refuses an option the level does not offer', () => {
    expect(membershipBody({ option: 'yearly', autoRenew: false }, level)).toEqual({
      errors: { paymentOption: 'errors.MEMBERSHIP_OPTION_UNAVAILABLE' },
    });
  });

  it('sends auto-renewal with a one-off membership, as chosen', () => {
    expect(membershipBody({ option: 'one-off', autoRenew: true }, level)).toEqual({
      body: { levelId: 3, paymentOption: 'one-off', autoRenew: true },
    });
    expect(membershipBody({ option: 'one-off', autoRenew: false }, level)).toEqual({
      body: { levelId: 3, paymentOption: 'one-off', autoRenew: false },
    });
  });

  it('leaves auto-renewal out for a plan, which runs on by itself (even if ticked before)', () => {
    expect(membershipBody({ option: 'monthly', autoRenew: true }, level)).toEqual({
      body: { levelId: 3, paymentOption: 'monthly' },
    });
  });

  it('says a level the contract refuses is not on sale, rather than sending it', () => {
    expect(membershipBody({ option: 'one-off', autoRenew: false }, { ...level, id: 0 })).toEqual({
      errors: { paymentOption: 'errors.MEMBERSHIP_NOT_FOUND' },
    });
  });
});

describe('errorsFromApi', () => {
  it('puts the API’s field problems on the form’s fields, ignoring others', () => {
    expect(
      errorsFromApi({
        'body.paymentOption': 'memberships.errors.paymentOption',
        'body.autoRenew': 'memberships.errors.autoRenew',
        'body.other': 'x',
      }),
    ).toEqual({
      paymentOption: 'memberships.errors.paymentOption',
      autoRenew: 'memberships.errors.autoRenew',
    });
  });
});

describe('taxDeductibleCents', () => {
  it('is a year’s price less the benefits’ value, per option', () => {
    expect(taxDeductibleCents({ perYear: usd(12_000) }, level)).toBe(8000);
    expect(taxDeductibleCents({ perYear: usd(13_200) }, level)).toBe(9200);
  });

  it('is never below nothing', () => {
    expect(taxDeductibleCents({ perYear: usd(3000) }, level)).toBe(0);
  });
});

describe('levelAction', () => {
  it('offers to join, to renew in the window, nothing while held', () => {
    expect(levelAction(level, true)).toBe('join');
    expect(levelAction({ ...level, held: 'renewable' }, true)).toBe('renew');
    expect(levelAction({ ...level, held: 'held' }, true)).toBe('held');
  });

  it('asks a signed-out reader to sign in where the level needs it', () => {
    expect(levelAction(level, false)).toBe('sign-in');
    expect(levelAction({ ...level, loginRequired: false }, false)).toBe('join');
  });
});
