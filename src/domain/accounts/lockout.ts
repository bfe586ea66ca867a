/**
 * The account lockout rule (OWASP ASVS 5, V6.3 "brute force"; docs/decisions/012): wrong
 * passwords in a burst lock the account for a window that grows with each burst, never for
 * good, so an attacker who knows an e-mail cannot shut its owner out. The owner can always get
 * in by a reset or sign-in link, and the lock ends by itself. The per-address and per-e-mail rate
 * limits (src/server/rate-limiter.ts) slow the guessing besides.
 */

/** Wrong passwords in a row (since the last sign-in or lock) that lock the account. */
export const LOCK_AFTER_FAILURES = 5;
/** The first lock's length; each further lock doubles it, up to LOCK_MAX_SECONDS. */
export const LOCK_FIRST_SECONDS = 60;
export const LOCK_MAX_SECONDS = 60 * 60;
/**
 * Past locks are forgotten this long after the last one ended: an owner who mistypes five times
 * months after an attack starts again at one minute, not at an hour.
 */
export const LOCK_MEMORY_SECONDS = 24 * 60 * 60;

/** How long the n-th lock in a row lasts (n = 1 for the first): 1, 2, 4 … minutes, at most 1 hour. */
export function lockSeconds(n: number): number {
  const doublings = Math.max(0, Math.floor(n) - 1);
  // 2^6 minutes already exceeds the cap; stop doubling before the numbers grow silly.
  return Math.min(LOCK_FIRST_SECONDS * 2 ** Math.min(doublings, 16), LOCK_MAX_SECONDS);
}

/**
 * Every lock's length in order, the last repeating: 60, 120, 240, 480, 960, 1920, 3600 seconds.
 * A store that counts in one statement (SQL) indexes this list with the lock's number.
 */
export const LOCK_WINDOWS_SECONDS: readonly number[] = (() => {
  const windows: number[] = [];
  for (let n = 1; windows.at(-1) !== LOCK_MAX_SECONDS; n++) windows.push(lockSeconds(n));
  return windows;
})();

/** Whether an account locked until `lockedUntil` is locked at `now`. */
export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}
