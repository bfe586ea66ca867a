/**
 * The calendar year a gift counts in: the year on the theatre's clock (America/New_York) when
 * its order was confirmed. A gift made at 11pm on December 31 in New York is that year's, even
 * though it is already January 1 in UTC: the receipt and the donor's tax return agree.
 */
import { VENUE_TIME_ZONE, wallClock } from '../../shared/dates.ts';
import { zonedTimeToInstant } from '../../shared/zoned-time.ts';

export function givingYearOf(givenAt: Date, timeZone: string = VENUE_TIME_ZONE): number {
  return wallClock(givenAt, timeZone).year;
}

/** The instants a calendar year runs between on the venue's clock: [from, to). */
export function givingYearBounds(
  year: number,
  timeZone: string = VENUE_TIME_ZONE,
): { from: Date; to: Date } {
  const start = (y: number) =>
    zonedTimeToInstant({ year: y, month: 1, day: 1, hour: 0, minute: 0 }, timeZone);
  return { from: start(year), to: start(year + 1) };
}
