/**
 * What a confirmed order bought, from its status (any device) and the lines kept when its buyer
 * went to pay (this device only): the gifts, the gift vouchers and the membership, each a total
 * line of its own, and which of them the order is "only" (its title and thanks say so).
 */
import type { OrderStatus } from '../../../shared/contracts/checkout.ts';
import type { Money } from '../../../shared/money.ts';

export type OrderKind = 'tickets' | 'gifts' | 'vouchers' | 'membership';

export interface OrderParts {
  kind: OrderKind;
  donations: number;
  vouchersBought: number;
  memberships: number;
}

export function orderParts(
  status: Pick<OrderStatus, 'ticketCount' | 'totals'>,
  placedMemberships: readonly { price: { allIn: Money } }[],
): OrderParts {
  const { totals } = status;
  // The order's gifts: what its subtotal holds beyond the products (tickets, protection, …).
  const donations = Math.max(0, totals.subtotal.amount - totals.productsSubtotal.amount);
  const vouchersBought = totals.giftVouchersBought?.amount ?? 0;
  // A membership is among the products, which the status does not break down: its line kept
  // at Pay says what it cost; without it and without tickets, the products the vouchers leave.
  const placed = placedMemberships.reduce((sum, line) => sum + line.price.allIn.amount, 0);
  const memberships =
    placed > 0
      ? placed
      : status.ticketCount === 0
        ? Math.max(
            0,
            totals.productsSubtotal.amount -
              vouchersBought -
              (totals.refundProtection?.amount ?? 0),
          )
        : 0;
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
