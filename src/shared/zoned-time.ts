/**
 * From a wall clock's date and time to the instant, the other way from dates.ts's `wallClock`.
 * A module of its own: only the server and the box office use it, and beside dates.ts's other
 * helpers it would ride in the storefront's first download (bundlers keep a module whole).
 */
import { VENUE_TIME_ZONE, wallClock } from './dates.ts';

/**
 * The instant at which a wall clock in `timeZone` shows the given local date and time, e.g.
 * 7:30pm on a Saturday in New York, across daylight-saving changes.
 */
export function zonedTimeToInstant(
  local: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string = VENUE_TIME_ZONE,
): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // Two passes settle the offset on both sides of a daylight-saving change.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const c = wallClock(new Date(guess), timeZone);
    const shown = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
    guess += asUtc - shown;
  }
  return new Date(guess);
}
