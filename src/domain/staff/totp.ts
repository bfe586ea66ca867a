/**
 * The staff's second factor: time-based one-time passwords (RFC 6238, SHA-1, 6 digits, 30 s),
 * what every authenticator app reads from an otpauth:// URI. The RFC's arithmetic is otpauth's;
 * what is ours is the rule around it: one step either side for clock drift (RFC 6238 §5.2), and
 * each step's code accepted once, so a code read over a shoulder is no good a second time.
 */
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Houselights box office';
const PERIOD_SECONDS = 30;
/** Steps before and after now that are still accepted (phones whose clocks drift). */
const DRIFT_STEPS = 1;

/** A new secret of 160 bits (RFC 4226 §4's recommendation), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The code for a moment: tests and the demo's instructions. */
export function totpCode(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to, within one step of `at`, or null when it fits none. The
 * caller accepts it only when the step is later than the last one accepted (one use per code).
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const delta = totp(secret).validate({
    token: code,
    timestamp: at.getTime(),
    window: DRIFT_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
