import { describe, expect, it } from 'vitest';
import { fromVenueInput, instantToSend, toVenueInput } from './venue-time-input.ts';

describe('times typed at the theatre', () => {
  it('read the input as New York time, in winter and in summer', () => {
    expect(fromVenueInput('2026-12-01T19:30')).toBe('2026-12-02T00:30:00.000Z');
    expect(fromVenueInput('2026-07-01T19:30')).toBe('2026-07-01T23:30:00.000Z');
    expect(toVenueInput('2026-12-02T00:30:00.000Z')).toBe('2026-12-01T19:30');
    expect(fromVenueInput('  ')).toBeNull();
  });

  it('hand the contract what is no time there, for it to refuse', () => {
    expect(fromVenueInput('tomorrow')).toBe('tomorrow');
    expect(fromVenueInput('2026-02-30T10:00')).toBe('2026-02-30T10:00');
    // 2:30am on 8 March 2026 does not happen in New York (the clocks go forward).
    expect(fromVenueInput('2026-03-08T02:30')).toBe('2026-03-08T02:30');
  });

  it('send a loaded instant back unchanged while the input still shows it', () => {
    const loaded = '2026-11-22T15:00:42.123Z';
    expect(instantToSend(loaded, toVenueInput(loaded))).toBe(loaded);
    expect(instantToSend(loaded, '2026-11-22T11:00')).toBe('2026-11-22T16:00:00.000Z');
    expect(instantToSend(loaded, '')).toBeNull();
  });
});
