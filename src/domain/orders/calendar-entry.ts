/**
 * An iCalendar (RFC 5545) entry for a performance, attached to the confirmation mail. Times are
 * the theater's wall-clock times (America/New_York) with the zone's rules included, so a
 * calendar anywhere shows 7:30pm in Riverton and the right hour at home.
 */

export const VENUE_TIME_ZONE = 'America/New_York';

export interface CalendarEvent {
  /** Stable per ticketed performance of an order, so a re-sent mail updates, not duplicates. */
  uid: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  location: string;
  description?: string;
  url?: string;
}

/** The US rules since 2007; every performance we sell falls under them. */
const NEW_YORK_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const venueParts = new Intl.DateTimeFormat('en-US', {
  timeZone: VENUE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** 20261205T193000: the wall-clock time at the theater. */
export function venueLocalStamp(at: Date): string {
  const part = Object.fromEntries(venueParts.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`;
}

/** 20261122T150000Z */
function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF and one space (never inside a UTF-8 character). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarEntry(events: CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Maple Street Playhouse//Houselights storefront//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...NEW_YORK_ZONE,
  ];
  for (const event of events) {
    const endsAt = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${VENUE_TIME_ZONE}:${venueLocalStamp(event.startsAt)}`,
      `DTEND;TZID=${VENUE_TIME_ZONE}:${venueLocalStamp(endsAt)}`,
      `SUMMARY:${escapeText(event.title)}`,
      `LOCATION:${escapeText(event.location)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
