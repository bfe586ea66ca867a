import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/dates.ts';
import { lastValidDay } from './voucher-dates.ts';

describe('lastValidDay', () => {
  it('is the day before the instant a voucher stops working, on the theatre’s clock', () => {
    // Midnight starting 29 November 2028 in New York (EST, UTC−5): valid all of the 28th.
    const expiresAt = '2028-11-29T05:00:00.000Z';
    expect(formatDate(lastValidDay(expiresAt), 'en-US', 'full')).toBe('Tuesday, November 28, 2028');
    // In summer time (EDT, UTC−4) too.
    expect(formatDate(lastValidDay('2028-07-01T04:00:00.000Z'), 'en-US', 'full')).toBe(
      'Friday, June 30, 2028',
    );
  });
});
