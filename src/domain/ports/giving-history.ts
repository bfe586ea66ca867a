/**
 * The signed-in customer's gifts (spec §2 Giving history): the donations of their confirmed
 * orders, for the account's list, its year filter and the tax receipts. Every method is bounded
 * by the customer id the session gave: another customer's gift is not found, exactly as a gift
 * that does not exist, and a gift of an order that is not confirmed (not paid yet, failed,
 * returned) was never given.
 */
import type { TributeKind } from '../../shared/contracts/donations.ts';
import type { Locale } from '../../shared/locales.ts';

/** One gift as it was given: the donation line of a confirmed order. */
export interface GivenGift {
  id: number;
  orderNumber: string;
  /** When its order was confirmed: the date on the receipt. */
  givenAt: Date;
  fundId: number;
  /** In the language asked for (falling back to US English). */
  fundName: string;
  appeal: string | null;
  amountCents: number;
  recognitionName: string | null;
  anonymous: boolean;
  tribute: { kind: TributeKind; name: string } | null;
  giftAid: boolean;
  /** Its order had tickets too: the receipt says they were paid for separately. */
  withTickets: boolean;
}

/** The donor as a receipt names them. */
export interface Donor {
  firstName: string;
  lastName: string;
}

export interface GivingHistory {
  /**
   * The customer's gifts, newest first; with `year`, only those given in that calendar year on
   * the venue's clock (America/New_York), as the IRS counts a tax year for the theatre.
   */
  listGifts(customerId: number, filter: { year?: number }, locale: Locale): Promise<GivenGift[]>;
  /** The calendar years (venue's clock) in which the customer gave, newest first. */
  givingYears(customerId: number): Promise<number[]>;
  /** One of the customer's gifts, or null (not theirs, not given, no such gift). */
  findGift(customerId: number, giftId: number, locale: Locale): Promise<GivenGift | null>;
  /** The customer's name for a receipt, or null when there is no such customer. */
  donor(customerId: number): Promise<Donor | null>;
}
