import { describe, expect, it } from 'vitest';
import { allocateVoucherPayments, voucherPayableCents } from './voucher-payments.ts';

describe('paying with gift vouchers', () => {
  it('pays in the order applied, each up to its balance, never more than is left', () => {
    expect(
      allocateVoucherPayments(6000, [
        { id: 1, balanceCents: 5000 },
        { id: 2, balanceCents: 5000 },
        { id: 3, balanceCents: 5000 },
      ]),
    ).toEqual([
      { id: 1, appliedCents: 5000 },
      { id: 2, appliedCents: 1000 },
      { id: 3, appliedCents: 0 },
    ]);
    expect(allocateVoucherPayments(0, [{ id: 1, balanceCents: 5000 }])).toEqual([
      { id: 1, appliedCents: 0 },
    ]);
    expect(allocateVoucherPayments(-5, [{ id: 1, balanceCents: -3 }])).toEqual([
      { id: 1, appliedCents: 0 },
    ]);
  });

  it('leaves what credit paid and the vouchers being bought to others', () => {
    expect(
      voucherPayableCents({
        totalCents: 10_000,
        creditCents: 2000,
        notPayableWithStoredValueCents: 5000,
      }),
    ).toBe(3000);
    expect(
      voucherPayableCents({
        totalCents: 5000,
        creditCents: 1000,
        notPayableWithStoredValueCents: 5000,
      }),
    ).toBe(0);
  });
});
