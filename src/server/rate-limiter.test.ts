import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/app-error.ts';
import { addressKey, RateLimiter } from './rate-limiter.ts';

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

  it('takes back an attempt it forgives (a sign-in that succeeded), never below nothing', () => {
    const limiter = new RateLimiter({ loginEmail: { max: 2, windowMs: 60_000 } }, () => 0);
    for (let i = 0; i < 10; i++) {
      limiter.hit('loginEmail', 'a@example.com');
      limiter.forgive('loginEmail', 'a@example.com');
    }
    limiter.forgive('loginEmail', 'a@example.com');
    limiter.forgive('loginEmail', 'nobody@example.com');
    limiter.hit('loginEmail', 'a@example.com');
    limiter.hit('loginEmail', 'a@example.com');
    expect(() => limiter.hit('loginEmail', 'a@example.com')).toThrow(AppError);
  });
});

describe('addressKey', () => {
  it('an IPv4 address is itself, also when mapped into IPv6', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('an IPv6 address is its /64, whatever its spelling', () => {
    const key = '2001:db8:0:12::/64';
    for (const address of [
      '2001:db8:0:12::1',
      '2001:0db8:0000:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:0:12:1:2:3:4',
      '2001:db8:0:12::192.0.2.1',
    ])
      expect(addressKey(address), address).toBe(key);
    expect(addressKey('2001:db8:0:13::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
