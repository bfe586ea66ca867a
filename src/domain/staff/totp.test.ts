import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpStep, totpUri } from './totp.ts';

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 appendix B vectors for SHA-1 (last six digits)', () => {
    // The RFC's seed "12345678901234567890" in base32.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(secret, new Date(59_000))).toBe('287082');
    expect(totpCode(secret, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCode(secret, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('accepts a code one step either side and names its step, refuses two steps off', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-26T19:00:10Z');
    const step = Math.floor(now.getTime() / 30_000);
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now)).toBe(
      step - 1,
    );
    expect(totpStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now)).toBe(
      step + 1,
    );
    expect(totpStep(secret, totpCode(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
    expect(totpStep(secret, '000000', now) === step).toBe(totpCode(secret, now) === '000000');
  });

  it('makes 160-bit secrets and a URI an authenticator reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, 'ana@example.org');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Houselights%20box%20office:ana%40example\.org\?/);
    expect(uri).toContain(`secret=${secret}`);
  });
});
