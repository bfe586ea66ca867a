import { describe, expect, it } from 'vitest';
import { addressProblems, preferredAddressId } from './checkout-addresses.ts';

describe('addressProblems', () => {
  const base = { billingAddressId: null, deliveryAddressId: null } as const;

  it('asks a paid order for a billing address', () => {
    expect(
      addressProblems({ ...base, amountToPayCents: 4500, deliveryMethod: 'print-at-home' }),
    ).toEqual(['billingAddress']);
    expect(
      addressProblems({
        ...base,
        billingAddressId: 3,
        amountToPayCents: 4500,
        deliveryMethod: 'mobile',
      }),
    ).toEqual([]);
  });

  it('asks nothing of a free order that is not posted', () => {
    expect(addressProblems({ ...base, amountToPayCents: 0, deliveryMethod: 'box-office' })).toEqual(
      [],
    );
  });

  it('asks tickets sent by post for a delivery address, paid or free', () => {
    expect(addressProblems({ ...base, amountToPayCents: 0, deliveryMethod: 'post' })).toEqual([
      'deliveryAddress',
    ]);
    expect(addressProblems({ ...base, amountToPayCents: 4750, deliveryMethod: 'post' })).toEqual([
      'billingAddress',
      'deliveryAddress',
    ]);
    expect(
      addressProblems({
        billingAddressId: 1,
        deliveryAddressId: 2,
        amountToPayCents: 4750,
        deliveryMethod: 'post',
      }),
    ).toEqual([]);
  });
});

describe('preferredAddressId', () => {
  const book = [
    { id: 1, type: 'primary' as const },
    { id: 2, type: 'delivery' as const },
    { id: 3, type: 'both' as const },
  ];

  it('offers an address of the kind asked for first, then the primary', () => {
    expect(preferredAddressId(book, 'delivery')).toBe(2);
    expect(preferredAddressId(book, 'billing')).toBe(3);
    expect(preferredAddressId([{ id: 1, type: 'primary' }], 'billing')).toBe(1);
    expect(preferredAddressId([], 'billing')).toBeNull();
  });
});
