/**
 * A report's period of whole days on the theatre's calendar (America/New_York): the instants it
 * runs between, and each of its days. A day begins at midnight in New York whatever UTC says, so
 * an order at 11:30pm on March 2 counts on March 2, and the day a clock changes is 23 or 25
 * hours long.
 */
import type { ReportPeriod } from '../../shared/contracts/box-office-reports.ts';
import { zonedTimeToInstant } from '../../shared/zoned-time.ts';
import { addDays } from '../memberships/membership-terms.ts';

/** Midnight at the start of `day` in New York. */
export function dayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedTimeToInstant({ year, month, day: date, hour: 0, minute: 0 });
}

/** Midnight at the end of `day` in New York (the next day's start): an exclusive bound. */
export function dayEnd(day: string): Date {
  return dayStart(addDays(day, 1));
}

/** The period's instants: from its first day's start to its last day's end (exclusive). */
export function periodBounds(period: ReportPeriod): { start: Date; end: Date } {
  return { start: dayStart(period.from), end: dayEnd(period.to) };
}

/** Every day of the period, in order. */
export function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}
