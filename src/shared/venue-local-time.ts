/**
 * Times typed in the box office: a wall-clock time at the theatre, "YYYY-MM-DDTHH:MM" (what an
 * `<input type="datetime-local">` gives), whatever the time zone of the staff member's computer.
 * Shared by the season set-up contract (server and forms) and the pages that fill the inputs.
 */
import { VENUE_TIME_ZONE, wallClock } from './dates.ts';
import { zonedTimeToInstant } from './zoned-time.ts';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The parts of a typed wall-clock time, or null when it is not one (2026-02-30T25:00). */
export function parseVenueLocal(
  value: string,
): { year: number; month: number; day: number; hour: number; minute: number } | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  )
    return null;
  return { year, month, day, hour, minute };
}

/**
 * The instant a wall-clock time at the venue names, or null for a time the clocks skip (the
 * spring-forward hour: 2:30am does not happen that night). An autumn time that happens twice is
 * its first, daylight-saving, occurrence.
 */
export function venueLocalToInstant(value: string, timeZone = VENUE_TIME_ZONE): Date | null {
  const local = parseVenueLocal(value);
  if (!local) return null;
  const instant = zonedTimeToInstant(local, timeZone);
  const shown = wallClock(instant, timeZone);
  if (shown.hour !== local.hour || shown.minute !== local.minute || shown.day !== local.day)
    return null;
  // The earlier of two instants showing this time (the repeated hour in autumn).
  const hourEarlier = new Date(instant.getTime() - 60 * 60 * 1000);
  const again = wallClock(hourEarlier, timeZone);
  return again.hour === local.hour && again.minute === local.minute && again.day === local.day
    ? hourEarlier
    : instant;
}

/** An instant as the venue's wall clock shows it, for a datetime-local input. */
export function instantToVenueLocal(instant: Date, timeZone = VENUE_TIME_ZONE): string {
  const c = wallClock(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}
