/**
 * The gift voucher line's rules (issue 11): vouchers of an amount on offer, for one recipient,
 * arriving on a day from today to a year ahead; no fee, never discounted, not delivered by
 * post, and never paid for with another voucher. Fulfilment: when its order is confirmed each
 * voucher is issued (a code, its balance loaded in the ledger), then e-mailed on its day.
 */
import {
  VOUCHER_AMOUNT_MAX_CENTS,
  VOUCHER_AMOUNT_MIN_CENTS,
} from '../../shared/contracts/gift-voucher-settings.ts';
import {
  GIFT_VOUCHER_DELIVERY_MAX_DAYS,
  GIFT_VOUCHER_MAX_QUANTITY,
  GiftVoucherFieldMessages,
} from '../../shared/contracts/gift-vouchers.ts';
import { VENUE_TIME_ZONE, venueDay, wallClock } from '../../shared/dates.ts';
import { zonedTimeToInstant } from '../../shared/zoned-time.ts';
import { AppError } from '../app-error.ts';

/** Spec §9: vouchers expire two years after purchase (GIFT_VOUCHER_VALIDITY_MONTHS). */
export const DEFAULT_VOUCHER_VALIDITY_MONTHS = 24;
/** The CARD Act's floor for gift certificates sold to consumers (New York's is 108 months). */
export const FEDERAL_MINIMUM_VALIDITY_MONTHS = 60;

/**
 * A line's price: the vouchers' face value, nothing added. Any amount the vouchers tables take:
 * which amounts are offered is the box office's to change (offers/gift-voucher-offer.ts), and a
 * line added before a change keeps its price.
 */
export function giftVoucherPrice(
  amountCents: number,
  quantity: number,
): { baseCents: number; feeCents: number } {
  if (
    !Number.isInteger(amountCents) ||
    amountCents < VOUCHER_AMOUNT_MIN_CENTS ||
    amountCents > VOUCHER_AMOUNT_MAX_CENTS
  )
    throw new RangeError(`Not a gift voucher amount: ${amountCents}`);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > GIFT_VOUCHER_MAX_QUANTITY)
    throw new RangeError(`Not a gift voucher quantity: ${quantity}`);
  return { baseCents: amountCents * quantity, feeCents: 0 };
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;

/**
 * The day the vouchers are sent, as stored: null for "as soon as paid" (none asked, or today),
 * the day otherwise. A day before today (on the theatre's clock) or more than a year ahead is
 * VALIDATION_FAILED on the field.
 */
export function deliveryDay(deliverOn: string | undefined, now: Date): string | null {
  if (deliverOn === undefined) return null;
  const today = venueDay(now);
  const ahead = dayNumber(deliverOn) - dayNumber(today);
  if (!(ahead >= 0 && ahead <= GIFT_VOUCHER_DELIVERY_MAX_DAYS))
    throw new AppError('VALIDATION_FAILED', {
      fields: { 'body.deliverOn': GiftVoucherFieldMessages.deliverOn },
    });
  return ahead === 0 ? null : deliverOn;
}

/**
 * When a voucher issued at `issuedAt` expires: the end of the same calendar day `months` later
 * on the theatre's clock (a voucher bought on 31 March expires at the end of 30 or 31 March,
 * never on a day that does not exist).
 */
export function voucherExpiry(issuedAt: Date, months: number): Date {
  const c = wallClock(issuedAt, VENUE_TIME_ZONE);
  const monthIndex = c.month - 1 + months;
  const year = c.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(c.day, lastDay);
  // The first instant of the next day: the voucher works all of its last day.
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return zonedTimeToInstant(
    {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: 0,
      minute: 0,
    },
    VENUE_TIME_ZONE,
  );
}
