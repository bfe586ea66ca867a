/**
 * Paying with gift vouchers (issue 11): the vouchers a buyer applied pay, in the order applied,
 * up to what is left once account credit has paid its part; never for gift vouchers being
 * bought (a voucher cannot buy a voucher). One rule for the basket and the order at Pay.
 */
export interface VoucherBalance {
  id: number;
  balanceCents: number;
}

export interface VoucherPayment {
  id: number;
  appliedCents: number;
}

/**
 * What each voucher pays of `payableCents`, in the order given: all of a voucher's balance while
 * it is less than what is left, then the rest; a voucher with nothing to pay pays 0 (it stays
 * applied, so the basket can say so, and pays if the cart grows).
 */
export function allocateVoucherPayments(
  payableCents: number,
  vouchers: readonly VoucherBalance[],
): VoucherPayment[] {
  let left = Math.max(0, payableCents);
  return vouchers.map((voucher) => {
    const applied = Math.min(left, Math.max(0, voucher.balanceCents));
    left -= applied;
    return { id: voucher.id, appliedCents: applied };
  });
}

/** What vouchers may pay of an order: its total less credit, less the vouchers it buys. */
export function voucherPayableCents(input: {
  totalCents: number;
  creditCents: number;
  notPayableWithStoredValueCents: number;
}): number {
  return Math.max(0, input.totalCents - input.creditCents - input.notPayableWithStoredValueCents);
}
