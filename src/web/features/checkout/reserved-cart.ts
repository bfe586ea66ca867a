import type { Cart } from '../../../shared/contracts/cart.ts';
import type { ReservedOrderInCart } from '../../../shared/contracts/reserved-order.ts';
import { usd } from '../../../shared/money.ts';

/**
 * The cart as the checkout steps pay it: a reserved order being paid later, as lines with its
 * totals, when the cart holds nothing else (seats held since are paid first, on their own, as
 * the server does). The server prices the order itself; this is what the pages show.
 */
export function withReservedOrder(
  cart: Cart | null | undefined,
  reserved: ReservedOrderInCart | null | undefined,
): Cart | null | undefined {
  // The server makes a cart for the reserved order, so there is one whenever it is there.
  // Seats held in the cart since are paid first, on their own (as the server does).
  if (!reserved || !cart || cart.lines.length > 0) return cart;
  const base = cart;
  const add = (a: { amount: number }, b: { amount: number }) => usd(a.amount + b.amount);
  return {
    ...base,
    lines: [...base.lines, ...reserved.lines],
    ticketCount: base.ticketCount + reserved.lines.length,
    totals: {
      ...base.totals,
      subtotal: add(base.totals.subtotal, reserved.totals.subtotal),
      fees: add(base.totals.fees, reserved.totals.fees),
      total: add(base.totals.total, reserved.totals.total),
    },
  };
}
