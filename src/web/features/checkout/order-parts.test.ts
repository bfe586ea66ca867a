import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/contracts/checkout.ts';
import { usd } from '../../../shared/money.ts';
import { orderParts } from './order-parts.ts';

const status = (
  ticketCount: number,
  cents: { products: number; subtotal: number; vouchers?: number; memberships?: number },
): Pick<OrderStatus, 'ticketCount' | 'totals'> => ({
  ticketCount,
  totals: {
    productsSubtotal: usd(cents.products),
    subtotal: usd(cents.subtotal),
    discount: usd(0),
    delivery: usd(0),
    fees: usd(0),
    tax: usd(0),
    total: usd(cents.subtotal),
    totalPaid: usd(cents.subtotal),
    leftToPay: usd(0),
    giftVouchersBought: usd(cents.vouchers ?? 0),
    membershipsBought: usd(cents.memberships ?? 0),
  },
});

describe('orderParts', () => {
  it('is a tickets order whenever it has tickets, its membership a part of its own', () => {
    expect(orderParts(status(2, { products: 7100, subtotal: 7100, memberships: 1100 }))).toEqual({
      kind: 'tickets',
      donations: 0,
      vouchersBought: 0,
      memberships: 1100,
    });
  });

  it('is a membership order when a membership is all it bought', () => {
    expect(
      orderParts(status(0, { products: 12_000, subtotal: 12_000, memberships: 12_000 })),
    ).toEqual({ kind: 'membership', donations: 0, vouchersBought: 0, memberships: 12_000 });
  });

  it('keeps gifts and vouchers apart from the membership', () => {
    expect(
      orderParts(status(0, { products: 12_000, subtotal: 14_500, memberships: 12_000 })),
    ).toEqual({ kind: 'gifts', donations: 2500, vouchersBought: 0, memberships: 12_000 });
    expect(
      orderParts(
        status(0, { products: 17_000, subtotal: 17_000, vouchers: 5000, memberships: 12_000 }),
      ),
    ).toEqual({ kind: 'vouchers', donations: 0, vouchersBought: 5000, memberships: 12_000 });
    expect(orderParts(status(0, { products: 5000, subtotal: 5000, vouchers: 5000 }))).toEqual({
      kind: 'vouchers',
      donations: 0,
      vouchersBought: 5000,
      memberships: 0,
    });
  });
});
