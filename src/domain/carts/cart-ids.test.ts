import { describe, expect, it } from 'vitest';
import { isCartId, isCustomerCartId, newCartId } from './cart-ids.ts';

describe('cart ids', () => {
  it('tells a customer’s cart from an anonymous one by its id alone', () => {
    const anonymous = newCartId(null);
    const customers = newCartId(42);
    expect(isCartId(anonymous) && isCartId(customers)).toBe(true);
    expect(isCustomerCartId(anonymous)).toBe(false);
    expect(isCustomerCartId(customers)).toBe(true);
    expect(newCartId(undefined)).not.toBe(newCartId(undefined));
  });

  it('takes nothing else for a cart id', () => {
    for (const value of ['', 'c-', 'x-0b7e1c9a-1d2e-4f30-8a4b-5c6d7e8f9a0b', `${newCartId(1)} `])
      expect(isCartId(value)).toBe(false);
    expect(isCartId('0B7E1C9A-1D2E-4F30-8A4B-5C6D7E8F9A0B')).toBe(false);
  });
});
