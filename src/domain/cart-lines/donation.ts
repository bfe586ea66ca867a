/**
 * The donation line's rules (issue 10): a gift to an open fund, within the online limits, no fee,
 * never discounted. Fulfilment: a donation is given when its order is confirmed (exactly once,
 * with the order); it then counts in the giving history, the fund's total and the tax receipt.
 */
import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  giftAidUplift,
} from '../../shared/contracts/donations.ts';
import { AppError } from '../app-error.ts';

export interface FundWindow {
  opensAt: Date | null;
  closesAt: Date | null;
}

/** A fund takes gifts from its opening (if any) until its close (if any). */
export function fundIsOpen(fund: FundWindow, now: Date): boolean {
  return (
    (fund.opensAt === null || fund.opensAt <= now) &&
    (fund.closesAt === null || fund.closesAt > now)
  );
}

/** Throws FUND_NOT_FOUND for no fund, FUND_CLOSED for one that takes no gifts now. */
export function checkFundTakesGifts(fund: FundWindow | undefined, now: Date): void {
  if (!fund) throw new AppError('FUND_NOT_FOUND');
  if (!fundIsOpen(fund, now)) throw new AppError('FUND_CLOSED');
}

/** The amount as the rules take it: whole cents within the online limits (else a RangeError). */
export function donationCents(amountCents: number): number {
  if (
    !Number.isSafeInteger(amountCents) ||
    amountCents < DONATION_MIN_CENTS ||
    amountCents > DONATION_MAX_CENTS
  )
    throw new RangeError(`A donation is ${DONATION_MIN_CENTS}–${DONATION_MAX_CENTS} cents`);
  return amountCents;
}

/** A donation's price as the cart shows it: the gift itself, no fee. */
export function donationPrice(amountCents: number): { baseCents: number; feeCents: number } {
  return { baseCents: donationCents(amountCents), feeCents: 0 };
}

/** UK gift aid: the charity claims 25p per £1 from the tax office (spec §9), rounded down. */
export function giftAidUpliftCents(amountCents: number): number {
  return giftAidUplift(amountCents);
}

/** IRS Publication 1771: a single gift of $250 or more needs a written acknowledgement. */
export const ACKNOWLEDGEMENT_REQUIRED_CENTS = 25_000;
