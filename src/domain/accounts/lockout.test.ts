import { describe, expect, it } from 'vitest';
import { isLocked, LOCK_WINDOWS_SECONDS, lockSeconds } from './lockout.ts';

describe('the account lockout rule', () => {
  it('locks for a minute first, doubling per further lock, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map(lockSeconds)).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
    expect(lockSeconds(0)).toBe(60);
    expect(LOCK_WINDOWS_SECONDS).toEqual([60, 120, 240, 480, 960, 1920, 3600]);
  });

  it('ends by itself', () => {
    const until = new Date('2026-05-01T12:01:00Z');
    expect(isLocked(until, new Date('2026-05-01T12:00:59Z'))).toBe(true);
    expect(isLocked(until, until)).toBe(false);
    expect(isLocked(null, until)).toBe(false);
  });
});
