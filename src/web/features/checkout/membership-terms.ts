/**
 * The checkout's membership step (issue 12): what the buyer agreed to is the membership as it
 * was shown, so the agreement is kept as a key of those terms (the line, its payment option,
 * auto-renewal, dates and price). Another membership, or the same one changed, is not agreed to
 * until its own terms are.
 */
import { type CartLine, membershipLinesOf } from '../../../shared/contracts/cart.ts';

/** The key of the cart's membership terms, or null when it holds no membership. */
export function membershipTermsKey(cart: { lines: readonly CartLine[] }): string | null {
  const lines = membershipLinesOf(cart);
  if (lines.length === 0) return null;
  return lines
    .map((line) =>
      [
        line.id,
        line.paymentOption,
        line.autoRenew ? 'renews' : 'ends',
        line.startsOn,
        line.expiresOn,
        line.price.allIn.amount,
      ].join(':'),
    )
    .join(',');
}

/** The terms agreed to (kept in the checkout draft) are the cart's membership as it is now. */
export function membershipAgreed(cart: { lines: readonly CartLine[] }, agreedKey: string): boolean {
  const key = membershipTermsKey(cart);
  return key !== null && key === agreedKey;
}
