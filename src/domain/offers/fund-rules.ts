/**
 * Funds' set-up rules (issue 13): a fund given to stays on record (giving history, receipts,
 * plans), so it is closed rather than deleted; the basket's upsell fund is never deleted.
 */
import { DONATION_UPSELL_FUND_ID } from '../../shared/contracts/donations.ts';

export interface FundUsage {
  /** Gifts in orders, in carts, and monthly gift plans naming the fund. */
  orderGifts: number;
  cartGifts: number;
  plans: number;
}

export function isUpsellFund(fundId: number): boolean {
  return fundId === DONATION_UPSELL_FUND_ID;
}

export function fundDeletable(fundId: number, usage: FundUsage): boolean {
  return (
    !isUpsellFund(fundId) && usage.orderGifts === 0 && usage.cartGifts === 0 && usage.plans === 0
  );
}

/**
 * "Close now": the fund stops taking gifts at `now`, unless it closed already (an earlier close
 * stays as it was), and a fund not open yet closes as it would open (it never opens).
 */
export function closedAt(
  fund: { opensAt: Date | null; closesAt: Date | null },
  now: Date,
): { opensAt: Date | null; closesAt: Date } {
  if (fund.closesAt && fund.closesAt.getTime() <= now.getTime())
    return { opensAt: fund.opensAt, closesAt: fund.closesAt };
  if (fund.opensAt && fund.opensAt.getTime() > now.getTime())
    return { opensAt: now, closesAt: now };
  return { opensAt: fund.opensAt, closesAt: now };
}
