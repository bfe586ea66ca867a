/**
 * Dates and times typed in the offer set-up forms (issue 13): what a datetime-local input holds
 * ("YYYY-MM-DDTHH:MM") is the theatre's wall clock (America/New_York), whatever the zone of the
 * staff member's computer; the API takes an instant with its offset. A time the clocks skip (the
 * spring-forward hour) is refused rather than moved.
 */
import { VENUE_TIME_ZONE, wallClock } from '../../../../shared/dates.ts';
import { zonedTimeToInstant } from '../../../../shared/zoned-time.ts';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const two = (n: number) => String(n).padStart(2, '0');

/** An instant as the theatre's clock shows it, for the input ('' for none). */
export function toVenueInput(iso: string | null): string {
  if (!iso) return '';
  const c = wallClock(new Date(iso), VENUE_TIME_ZONE);
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}

/**
 * What the input holds as the API's instant: null for blank, the text itself when it is no
 * time at the theatre (the contract then refuses it with the field's own message).
 */
export function fromVenueInput(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const match = LOCAL.exec(value);
  if (!match) return value;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = zonedTimeToInstant({ year, month, day, hour, minute }, VENUE_TIME_ZONE);
  if (Number.isNaN(instant.getTime()) || toVenueInput(instant.toISOString()) !== value)
    return value;
  return instant.toISOString();
}

/**
 * The instant to send for a field: the one loaded, unchanged, when the input still shows it (a
 * stored time with seconds is not moved to the minute by saving the form), else the typed one.
 */
export function instantToSend(loaded: string | null, typed: string): string | null {
  if (loaded !== null && toVenueInput(loaded) === typed.trim()) return loaded;
  return fromVenueInput(typed);
}
