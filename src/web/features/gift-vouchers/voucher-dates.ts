/**
 * A voucher's `expiresAt` is the first instant it no longer works: the start of the day after
 * its last one on the theatre's clock (domain/cart-lines/gift-voucher.ts). People are told the
 * last day it works ("valid until Tuesday, November 28, 2028"), which is the instant before.
 */
export function lastValidDay(expiresAt: string): string {
  return new Date(Date.parse(expiresAt) - 1).toISOString();
}
