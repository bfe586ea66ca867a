import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../shared/contracts/cart.ts';
import type { MembershipLine } from '../../../shared/contracts/memberships.ts';
import { usd } from '../../../shared/money.ts';
import { membershipAgreed, membershipTermsKey } from './membership-terms.ts';

const line: MembershipLine = {
  id: 'm-4',
  kind: 'membership',
  levelId: 2,
  levelName: 'Friend',
  paymentOption: 'monthly',
  autoRenew: true,
  renewal: false,
  startsOn: '2026-11-26',
  expiresOn: '2027-11-25',
  changesModeOfSale: true,
  price: { base: usd(1100), fee: usd(0), allIn: usd(1100) },
};
const cart = (...lines: CartLine[]) => ({ lines });

describe('membership terms', () => {
  it('has no terms to agree to without a membership', () => {
    expect(membershipTermsKey(cart())).toBeNull();
    expect(membershipAgreed(cart(), '')).toBe(false);
  });

  it('keeps the agreement while the membership is as it was shown', () => {
    const key = membershipTermsKey(cart(line)) ?? '';
    expect(membershipAgreed(cart(line), key)).toBe(true);
  });

  it('asks again when the membership or its terms changed', () => {
    const key = membershipTermsKey(cart(line)) ?? '';
    for (const changed of [
      { ...line, id: 'm-5' },
      { ...line, paymentOption: 'yearly' as const },
      { ...line, autoRenew: false },
      { ...line, startsOn: '2026-12-01' },
      { ...line, expiresOn: '2027-12-01' },
      { ...line, price: { ...line.price, allIn: usd(1200) } },
    ])
      expect(membershipAgreed(cart(changed), key)).toBe(false);
  });
});
