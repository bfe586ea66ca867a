/**
 * A direct debit plan's instalments (issue 12): when the next one is due, when a failed one is
 * tried again (dunning: 1, 3, then 7 days later), and what an outcome does to the plan. Plain
 * functions over integers and days; the scheduler (recurring-charges.ts) applies them.
 */
import { zonedTimeToInstant } from '../../shared/zoned-time.ts';
import { addIntervals, type PlanInterval, paidThrough } from '../memberships/membership-terms.ts';

/** Days after a failed attempt before the next: after the last, the plan lapses. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;

/** An instalment's charge is tried from 9am on its day in the venue's time zone. */
export const CHARGE_HOUR = 9;

/** A claim lasts this long: a process that died mid-charge leaves it to another after this. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** When the instalment due on `dueOn` is first tried. */
export function firstAttemptAt(dueOn: string): Date {
  const [year, month, day] = dueOn.split('-').map(Number) as [number, number, number];
  return zonedTimeToInstant({ year, month, day, hour: CHARGE_HOUR, minute: 0 });
}

/** The n-th instalment's due day (0 is the first payment, made with the order). */
export function dueOnOf(anchorOn: string, interval: PlanInterval, seq: number): string {
  return addIntervals(anchorOn, interval, seq);
}

/** The last day paid for once instalments 0..seq are paid. */
export function paidThroughAfter(anchorOn: string, interval: PlanInterval, seq: number): string {
  return paidThrough(anchorOn, interval, seq + 1);
}

export type AttemptDecision = { kind: 'paid' } | { kind: 'retry'; at: Date } | { kind: 'lapse' };

/**
 * What a charge's outcome does: paid; or, after `attempts` failed tries (this one included),
 * another try 1, 3 or 7 days on, and after the fourth failure the plan lapses.
 */
export function decideAttempt(
  outcome: 'succeeded' | 'declined' | 'failed',
  attempts: number,
  now: Date,
): AttemptDecision {
  if (outcome === 'succeeded') return { kind: 'paid' };
  const wait = RETRY_AFTER_DAYS[attempts - 1];
  if (wait === undefined) return { kind: 'lapse' };
  return { kind: 'retry', at: new Date(now.getTime() + wait * 86_400_000) };
}
