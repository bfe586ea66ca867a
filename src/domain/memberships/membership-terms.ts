/**
 * A membership's dates and the rules of buying one (issue 12, spec §5): what a payment option
 * buys (a year, or a month), when a membership may be renewed, and whether a level may go in
 * the cart. Days are the venue's calendar days (YYYY-MM-DD); the clock is injected.
 */
import type { PaymentOption } from '../../shared/contracts/memberships.ts';
import { venueDay } from '../../shared/dates.ts';
import { AppError } from '../app-error.ts';

export type PlanInterval = 'month' | 'year';

/** What one payment of the option buys: a month for monthly plans, else a year. */
export function intervalOf(option: PaymentOption): PlanInterval {
  return option === 'monthly' ? 'month' : 'year';
}

/** Monthly and yearly plans renew by themselves; a one-off year only when the buyer asks. */
export function autoRenewOf(option: PaymentOption, asked: boolean | undefined): boolean {
  return option === 'one-off' ? asked === true : true;
}

/** Whether the option is paid by a direct debit plan whose later payments need a kept card. */
export function needsSavedCard(option: PaymentOption, autoRenew: boolean): boolean {
  return option !== 'one-off' || autoRenew;
}

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day `n` days after (or before) `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/**
 * The day `n` months after `anchor`, kept on the anchor's day of the month where the month has
 * it, else the month's last day (Jan 31 → Feb 28 → Mar 31): counted from the anchor each time,
 * so a plan never drifts to the 28th for good.
 */
export function addMonths(anchor: string, n: number): string {
  const [y, m, d] = parts(anchor);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(year, month, Math.min(d, last));
}

/** The day `n` intervals after the anchor. */
export function addIntervals(anchor: string, interval: PlanInterval, n: number): string {
  return addMonths(anchor, interval === 'month' ? n : 12 * n);
}

/**
 * The last day of a membership running `periods` intervals from `startsOn`: the day before the
 * next period starts (a year from March 14 runs to March 13).
 */
export function paidThrough(startsOn: string, interval: PlanInterval, periods: number): string {
  return addDays(addIntervals(startsOn, interval, periods), -1);
}

/** A membership the customer holds, as the rules see it. */
export interface HeldMembership {
  levelId: number;
  expiresOn: string;
  /** Its plan renews it by itself (monthly or yearly, auto-renew on): nothing to buy again. */
  renewsByItself?: boolean;
}

export interface MembershipTerm {
  /** Renews the one held: it runs on from the day after its expiry. */
  renewal: boolean;
  startsOn: string;
  expiresOn: string;
}

/**
 * Inside the renewal window (from `windowDays` before the expiry to the expiry itself), unless
 * its plan renews it anyway.
 */
export function isRenewable(held: HeldMembership, today: string, windowDays: number): boolean {
  return (
    held.renewsByItself !== true &&
    today <= held.expiresOn &&
    today >= addDays(held.expiresOn, -windowDays)
  );
}

/** Still running today. */
export function isCurrent(held: { expiresOn: string }, today: string): boolean {
  return today <= held.expiresOn;
}

/**
 * The term a membership bought now would run: from today, or from the day after the held
 * one's expiry when it is a renewal; one interval of the option.
 */
export function termOf(
  option: PaymentOption,
  held: HeldMembership | null,
  today: string,
): MembershipTerm {
  const renewal = held !== null && isCurrent(held, today);
  const startsOn = renewal ? addDays(held.expiresOn, 1) : today;
  return { renewal, startsOn, expiresOn: paidThrough(startsOn, intervalOf(option), 1) };
}

export interface LevelOnSale {
  id: number;
  onSale: boolean;
  generalPublic: boolean;
  renewalWindowDays: number;
  options: readonly PaymentOption[];
}

/**
 * Spec §5: a general-public level needs a signed-in customer; one membership per cart; none of
 * a level already held, unless inside its renewal window. Throws the §8 errors.
 */
export function checkMembershipAddable(input: {
  level: LevelOnSale | undefined;
  option: PaymentOption;
  customerId: number | null;
  /** The membership lines already in the cart. */
  inCart: number;
  held: HeldMembership | null;
  today: string;
}): void {
  const { level } = input;
  if (!level?.onSale) throw new AppError('MEMBERSHIP_NOT_FOUND');
  if (level.generalPublic && input.customerId === null)
    throw new AppError('MEMBERSHIP_LOGIN_REQUIRED');
  if (!level.options.includes(input.option)) throw new AppError('MEMBERSHIP_OPTION_UNAVAILABLE');
  if (input.inCart > 0) throw new AppError('MEMBERSHIP_ONE_PER_CART');
  if (
    input.held &&
    isCurrent(input.held, input.today) &&
    !isRenewable(input.held, input.today, level.renewalWindowDays)
  )
    throw new AppError('MEMBERSHIP_ALREADY_OWNED');
}

/** Today in the venue's calendar. */
export function today(now: Date): string {
  return venueDay(now);
}

/**
 * IRS Publication 1771: a payment over $75 that also buys benefits needs a disclosure that only
 * the part above the benefits' fair market value is deductible.
 */
export const QUID_PRO_QUO_THRESHOLD_CENTS = 7_500;

export interface QuidProQuo {
  paidCents: number;
  benefitsValueCents: number;
  deductibleCents: number;
  /** The written disclosure is required (over $75 with benefits). */
  required: boolean;
}

export function quidProQuo(paidCents: number, benefitsValueCents: number): QuidProQuo {
  const value = Math.min(Math.max(0, benefitsValueCents), paidCents);
  return {
    paidCents,
    benefitsValueCents: value,
    deductibleCents: paidCents - value,
    required: value > 0 && paidCents > QUID_PRO_QUO_THRESHOLD_CENTS,
  };
}
