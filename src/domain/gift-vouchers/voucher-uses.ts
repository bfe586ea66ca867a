/**
 * A voucher's ledger as its holder reads it (the balance page): loaded, spent on an order,
 * returned by that order's refund, turned into account credit. Reservations of orders being
 * paid are not uses: only a confirmed order spends (decision 018).
 */
export interface LedgerRow {
  kind: 'issue' | 'spend' | 'refund' | 'redeem';
  deltaCents: number;
  createdAt: Date;
}

export interface VoucherUse {
  at: Date;
  kind: 'issued' | 'spent' | 'returned' | 'redeemed';
  deltaCents: number;
}

const USE_OF: Record<LedgerRow['kind'], VoucherUse['kind']> = {
  issue: 'issued',
  spend: 'spent',
  refund: 'returned',
  redeem: 'redeemed',
};

export function voucherUses(rows: readonly LedgerRow[]): VoucherUse[] {
  return rows.map((row) => ({
    at: row.createdAt,
    kind: USE_OF[row.kind],
    deltaCents: row.deltaCents,
  }));
}
