/**
 * Dates and times typed in the offer set-up forms (issue 13): what a datetime-local input holds
 * ("YYYY-MM-DDTHH:MM") is the theatre's wall clock (America/New_York), whatever the zone of the
 * staff member's computer; the API takes an instant with its offset. A time the clocks skip (the
 * spring-forward hour) is refused rather than moved.
 */
import { instantToVenueLocal, venueLocalToInstant } from '../../../../shared/venue-local-time.ts';

/** An instant as the theatre's clock shows it, for the input ('' for none). */
export function toVenueInput(iso: string | null): string {
  return iso ? instantToVenueLocal(new Date(iso)) : '';
}

/**
 * What the input holds as the API's instant, read as the season's forms read it
 * (shared/venue-local-time.ts): null for blank, the text itself when it is no time at the
 * theatre (the contract then refuses it with the field's own message).
 */
export function fromVenueInput(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  return venueLocalToInstant(value)?.toISOString() ?? value;
}

/**
 * The instant to send for a field: the one loaded, unchanged, when the input still shows it (a
 * stored time with seconds is not moved to the minute by saving the form), else the typed one.
 */
export function instantToSend(loaded: string | null, typed: string): string | null {
  if (loaded !== null && toVenueInput(loaded) === typed.trim()) return loaded;
  return fromVenueInput(typed);
}
