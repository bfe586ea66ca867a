/**
 * What a confirmed order bought, from its status (on any device): the gifts, the gift vouchers and the membership, each a total
 * line of its own, and which of them the order is "only" (its title and thanks say so).
 */
import type { OrderStatus } from '../../../shared/contracts/checkout.ts';

export type OrderKind = 'tickets' | 'gifts' | 'vouchers' | 'membership';

export interface OrderParts {
  kind: OrderKind;
  donations: number;
  vouchersBought: number;
  memberships: number;
}

export function orderParts(status: Pick<OrderStatus, 'ticketCount' | 'totals'>): OrderParts {
  const { totals } = status;
  // The order's gifts: what its subtotal holds beyond the products (tickets, protection, …).
  const donations = Math.max(0, totals.subtotal.amount - totals.productsSubtotal.amount);
  const vouchersBought = totals.giftVouchersBought?.amount ?? 0;
  const memberships = totals.membershipsBought?.amount ?? 0;
  const kind: OrderKind =
    status.ticketCount > 0
      ? 'tickets'
      : donations > 0
        ? 'gifts'
        : memberships > 0 && vouchersBought === 0
          ? 'membership'
          : 'vouchers';
  return { kind, donations, vouchersBought, memberships };
}
