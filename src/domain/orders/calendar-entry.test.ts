import { describe, expect, it } from 'vitest';
import { calendarEntry, escapeText, foldLine, venueLocalStamp } from './calendar-entry.ts';

const now = new Date('2026-11-22T15:00:00Z');

describe('calendar entry (.ics)', () => {
  it('gives theater wall-clock times in winter and summer', () => {
    expect(venueLocalStamp(new Date('2026-12-05T00:30:00Z'))).toBe('20261204T193000');
    expect(venueLocalStamp(new Date('2026-07-10T23:30:00Z'))).toBe('20260710T193000');
  });

  it('is a calendar with one event per performance, CRLF lines, zone rules included', () => {
    const ics = calendarEntry(
      [
        {
          uid: 'MSP-7K3QD9XA-41@maplestreetplayhouse.org',
          title: 'Our Town',
          startsAt: new Date('2026-12-05T00:30:00Z'),
          durationMinutes: 150,
          location: 'Maple Street Playhouse, 12 Maple Street, Riverton, NY',
          description: 'Order MSP-7K3QD9XA; Row F, seats 11, 12',
          url: 'http://localhost:3000/account/your-orders',
        },
      ],
      now,
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261204T193000');
    expect(ics).toContain('DTEND;TZID=America/New_York:20261204T220000');
    expect(ics).toContain('DTSTAMP:20261122T150000Z');
    expect(ics).toContain('SUMMARY:Our Town');
    expect(ics).toContain('DESCRIPTION:Order MSP-7K3QD9XA\\; Row F\\, seats 11\\, 12');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });
});
