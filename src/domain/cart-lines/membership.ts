/**
 * The membership line's rules (issue 12): its price is the first payment of the chosen option,
 * with no fee; it is never discounted and waits for the buyer. Fulfilment: when its order is
 * confirmed the membership starts (or a held one runs on), and a plan is made for the payments
 * to come (memberships/membership-terms.ts, payment-plans/).
 */

/** A membership's price as the cart shows it: the payment itself, no fee. */
export function membershipPrice(amountCents: number): { baseCents: number; feeCents: number } {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError('A membership costs a whole number of cents above 0');
  return { baseCents: amountCents, feeCents: 0 };
}
