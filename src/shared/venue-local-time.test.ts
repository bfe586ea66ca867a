import { describe, expect, it } from 'vitest';
import { instantToVenueLocal, parseVenueLocal, venueLocalToInstant } from './venue-local-time.ts';

describe('times typed at the theatre', () => {
  it('name the instant on New York’s clock, in winter and summer', () => {
    expect(venueLocalToInstant('2026-12-10T19:30')?.toISOString()).toBe('2026-12-11T00:30:00.000Z');
    expect(venueLocalToInstant('2026-07-04T20:00')?.toISOString()).toBe('2026-07-05T00:00:00.000Z');
  });

  it('refuse a time the clocks skip, and take the first of one they repeat', () => {
    // 8 March 2026: 2:00 becomes 3:00.
    expect(venueLocalToInstant('2026-03-08T02:30')).toBeNull();
    expect(venueLocalToInstant('2026-03-08T03:00')?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // 1 November 2026: 1:30 happens twice; the daylight-saving one first.
    expect(venueLocalToInstant('2026-11-01T01:30')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('refuse what is not a time', () => {
    for (const bad of [
      '2026-02-30T19:00',
      '2026-12-10T24:00',
      '2026-12-10 19:30',
      '2026-12-10',
      '',
    ])
      expect(parseVenueLocal(bad), bad).toBeNull();
  });

  it('go back to the same text for the form', () => {
    for (const local of ['2026-12-10T19:30', '2026-07-04T00:05', '2026-11-01T01:30'])
      expect(instantToVenueLocal(venueLocalToInstant(local) as Date)).toBe(local);
  });
});
