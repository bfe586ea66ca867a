import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, formatTimeWithZone, isIsoDay, venueDay } from './dates.ts';
import { LOCALES } from './locales.ts';
import { zonedTimeToInstant } from './zoned-time.ts';

// Saturday 14 March 2026, 7:30pm in New York (EDT began on 8 March).
const SHOW = '2026-03-14T23:30:00Z';

describe('formatDate and formatTime', () => {
  it('follow the spec in en-US: dddd, MMMM D, YYYY and h:mma', () => {
    expect(formatDate(SHOW, 'en-US')).toBe('Saturday, March 14, 2026');
    expect(formatTime(SHOW, 'en-US')).toBe('7:30pm');
    expect(formatTime('2026-12-06T17:00:00Z', 'en-US')).toBe('12:00pm');
  });

  it('write each language its own way', () => {
    expect(formatDate(SHOW, 'en-GB')).toBe('Saturday, 14 March 2026');
    expect(formatDate(SHOW, 'de')).toBe('Samstag, 14. März 2026');
    expect(formatDate(SHOW, 'es')).toBe('Sábado, 14 de marzo de 2026');
    expect(formatDate(SHOW, 'sv')).toBe('Lördag 14 mars 2026');
    expect(formatTime(SHOW, 'de')).toBe('19:30');
  });

  it('bring their own Haitian Creole names (ICU has none)', () => {
    expect(formatDate(SHOW, 'ht')).toBe('Samdi 14 mas 2026');
    expect(formatDate(SHOW, 'ht', 'inSentence')).toBe('samdi 14 mas 2026');
    expect(formatDate('2026-07-05T18:00:00Z', 'ht', 'monthYear')).toBe('Jiyè 2026');
    expect(formatDate(SHOW, 'ht', 'short')).toBe('Sam 14 mas');
    expect(formatDate(SHOW, 'ht', 'day')).toBe('14 mas 2026');
  });

  it('write a calendar day without its weekday', () => {
    expect(formatDate(SHOW, 'en-US', 'day')).toBe('March 14, 2026');
    expect(formatDate(SHOW, 'en-GB', 'day')).toBe('14 March 2026');
    expect(formatDate(SHOW, 'de', 'day')).toBe('14. März 2026');
    expect(formatDate(SHOW, 'es', 'day')).toBe('14 de marzo de 2026');
    expect(formatDate(SHOW, 'sv', 'day')).toBe('14 mars 2026');
  });

  it('never print English month names outside English', () => {
    for (const locale of LOCALES.filter((l) => !l.startsWith('en'))) {
      for (let month = 0; month < 12; month++) {
        const text = formatDate(new Date(Date.UTC(2026, month, 15, 16)), locale, 'full');
        expect(text).not.toMatch(
          /January|February|June|July|October|December|Saturday|Sunday|Monday|Thursday/,
        );
      }
    }
  });

  it('use the venue time zone, not the reader’s', () => {
    // 1:30am UTC on the 15th is still the 14th in New York.
    expect(formatDate('2026-03-15T01:30:00Z', 'en-US')).toBe('Saturday, March 14, 2026');
    expect(venueDay(new Date('2026-03-15T01:30:00Z'))).toBe('2026-03-14');
  });
});

describe('formatTimeWithZone', () => {
  it('says which zone a deadline is in, winter and summer, in every language', () => {
    expect(formatTimeWithZone('2026-12-05T13:14:00Z', 'en-US')).toBe('8:14am EST');
    expect(formatTimeWithZone('2026-07-05T12:14:00Z', 'en-US')).toBe('8:14am EDT');
    expect(formatTimeWithZone('2026-12-05T13:14:00Z', 'de')).toBe('08:14 GMT-5');
    for (const locale of LOCALES) {
      const text = formatTimeWithZone('2026-12-05T13:14:00Z', locale);
      expect(text.startsWith(formatTime('2026-12-05T13:14:00Z', locale)), locale).toBe(true);
      expect(text, locale).toMatch(/ (EST|GMT[-−]5)$/);
    }
  });
});

describe('zonedTimeToInstant', () => {
  it('turns New York wall-clock times into instants across daylight saving', () => {
    expect(
      zonedTimeToInstant({ year: 2026, month: 12, day: 5, hour: 19, minute: 30 }).toISOString(),
    ).toBe('2026-12-06T00:30:00.000Z');
    expect(
      zonedTimeToInstant({ year: 2026, month: 7, day: 5, hour: 14, minute: 0 }).toISOString(),
    ).toBe('2026-07-05T18:00:00.000Z');
  });

  it('round-trips every hour of a year through the wall clock', () => {
    for (let day = 0; day < 365; day += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1 + day, 23, 30));
      const text = formatTime(instant, 'de');
      const [hour, minute] = text.split(':').map(Number);
      const [y, m, d] = venueDay(instant).split('-').map(Number);
      const back = zonedTimeToInstant({
        year: y ?? 0,
        month: m ?? 0,
        day: d ?? 0,
        hour: hour ?? 0,
        minute: minute ?? 0,
      });
      expect(back.toISOString()).toBe(instant.toISOString());
    }
  });
});

describe('isIsoDay', () => {
  it('accepts real days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-45')).toBe(false);
    expect(isIsoDay('yesterday')).toBe(false);
  });
});
