import { describe, expect, it } from 'vitest';
import { decideAttempt, dueOnOf, firstAttemptAt, paidThroughAfter } from './instalment-rules.ts';

describe('instalment rules', () => {
  it('instalment n is due n intervals after the anchor', () => {
    expect(dueOnOf('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(dueOnOf('2026-01-31', 'month', 3)).toBe('2026-04-30');
    expect(dueOnOf('2026-11-25', 'year', 1)).toBe('2027-11-25');
    expect(paidThroughAfter('2026-11-25', 'month', 0)).toBe('2026-12-24');
    expect(paidThroughAfter('2026-11-25', 'month', 11)).toBe('2027-11-24');
  });

  it('is first tried at 9am in New York on its day', () => {
    expect(firstAttemptAt('2026-12-25').toISOString()).toBe('2026-12-25T14:00:00.000Z');
    expect(firstAttemptAt('2026-07-04').toISOString()).toBe('2026-07-04T13:00:00.000Z');
  });

  it('retries 1, 3 and 7 days after a failure, then lapses', () => {
    const now = new Date('2026-12-25T14:00:00Z');
    const day = 86_400_000;
    expect(decideAttempt('succeeded', 3, now)).toEqual({ kind: 'paid' });
    expect(decideAttempt('declined', 1, now)).toEqual({
      kind: 'retry',
      at: new Date(now.getTime() + day),
    });
    expect(decideAttempt('failed', 2, now)).toEqual({
      kind: 'retry',
      at: new Date(now.getTime() + 3 * day),
    });
    expect(decideAttempt('declined', 3, now)).toEqual({
      kind: 'retry',
      at: new Date(now.getTime() + 7 * day),
    });
    expect(decideAttempt('declined', 4, now)).toEqual({ kind: 'lapse' });
  });
});
