import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/app-error.ts';
import { RateLimiter } from './rate-limiter.ts';

describe('rate limiter', () => {
  it('allows the limit per key and window, then answers RATE_LIMITED with a retry time', () => {
    let now = 0;
    const limiter = new RateLimiter({ loginEmail: { max: 2, windowMs: 60_000 } }, () => now);
    limiter.hit('loginEmail', 'a@example.com');
    limiter.hit('loginEmail', 'a@example.com');
    limiter.hit('loginEmail', 'b@example.com');
    let caught: unknown;
    try {
      limiter.hit('loginEmail', 'a@example.com');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('RATE_LIMITED');
    expect((caught as AppError).fields?.retryAfter).toBe('60');
    now = 60_000;
    expect(() => limiter.hit('loginEmail', 'a@example.com')).not.toThrow();
  });
});
