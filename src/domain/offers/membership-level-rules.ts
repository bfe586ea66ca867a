/**
 * Membership levels' set-up rules (issue 13): a level someone holds, has in a cart or bought is
 * kept (memberships, orders and plans name it), and taken off sale instead of deleted. A new
 * price is for new members only: a membership runs on at the amount its plan was made with.
 */
import { PAYMENT_OPTIONS } from '../../shared/contracts/memberships.ts';

export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export type LevelPrices = Record<PaymentOption, number | null>;

export interface LevelUsage {
  memberships: number;
  cartLines: number;
  orderLines: number;
}

export function levelDeletable(usage: LevelUsage): boolean {
  return usage.memberships === 0 && usage.cartLines === 0 && usage.orderLines === 0;
}

/** The stored rows of a level's prices (membership_prices): one per option offered. */
export function priceRows(
  prices: LevelPrices,
): { paymentOption: PaymentOption; amountCents: number }[] {
  return PAYMENT_OPTIONS.flatMap((option) => {
    const cents = prices[option];
    return cents === null ? [] : [{ paymentOption: option, amountCents: cents }];
  });
}

/** The prices by option from the stored rows (an option without a row is not offered). */
export function pricesOf(
  rows: readonly { paymentOption: PaymentOption; amountCents: number }[],
): LevelPrices {
  const prices: LevelPrices = { 'one-off': null, monthly: null, yearly: null };
  for (const row of rows) prices[row.paymentOption] = row.amountCents;
  return prices;
}
