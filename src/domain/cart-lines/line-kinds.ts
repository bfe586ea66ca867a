/**
 * What each kind of cart line is, as the cart-wide rules ask it (decision 017): whether it holds
 * seats (and so lapses with the hold), is delivered, may be discounted by a promo code, or is
 * covered by refund protection. A new kind of thing to sell adds one entry here, a module beside
 * this one with its own rules, a table and a branch of the contract's CartLineSchema.
 */
import type { CartLineKind } from '../../shared/contracts/cart.ts';

export interface LineKindRules {
  /** Its hold has a deadline: the cart's timer and expiry dialog are about these lines only. */
  holdsSeats: boolean;
  /** Reaches the buyer by the delivery method chosen at checkout (and its fee). */
  delivered: boolean;
  /** A promo code's discount may apply to it. */
  discountable: boolean;
  /** Refund protection covers it (a fee per line of this kind). */
  protectable: boolean;
  /** Stored value (a gift voucher, account credit) may pay for it: not for a voucher (issue 11). */
  payableWithStoredValue: boolean;
}

export const LINE_KINDS: Record<CartLineKind, LineKindRules> = {
  ticket: {
    holdsSeats: true,
    delivered: true,
    discountable: true,
    protectable: true,
    payableWithStoredValue: true,
  },
  // A gift: never discounted, nothing to deliver or protect, and it waits for the buyer.
  donation: {
    holdsSeats: false,
    delivered: false,
    discountable: false,
    protectable: false,
    payableWithStoredValue: true,
  },
  // Vouchers being bought: e-mailed, not posted; a voucher cannot buy a voucher.
  'gift-voucher': {
    holdsSeats: false,
    delivered: false,
    discountable: false,
    protectable: false,
    payableWithStoredValue: false,
  },
  // A membership: its first payment; nothing to deliver, never discounted, and it waits for the
  // buyer (issue 12). Credit or a voucher may pay it; a plan's later payments need a card.
  membership: {
    holdsSeats: false,
    delivered: false,
    discountable: false,
    protectable: false,
    payableWithStoredValue: true,
  },
};

/** Whether an order of these lines needs the delivery step (and a delivery method). */
export function needsDelivery(kinds: readonly CartLineKind[]): boolean {
  return kinds.some((kind) => LINE_KINDS[kind].delivered);
}
