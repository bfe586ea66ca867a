/**
 * What the pages say about a gift voucher code: the words for a refused one, and the symbols a
 * masked one shows. Plain functions (no React), tested beside.
 */
import { ApiError } from '../../lib/http-client.ts';

/**
 * The message key for a refused code: the API's own words (unrecognised, expired, used up…),
 * a polite "wait a little" when too many codes were tried, the field's rule for an ill-formed
 * one, and the general apology when the service itself failed.
 */
export function voucherErrorKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return 'errors.INTERNAL_ERROR';
  if (error.status === 0) return 'errors.NETWORK_ERROR';
  if (error.code === 'RATE_LIMITED') return 'giftVouchers.code.rateLimited';
  if (error.code === 'VALIDATION_FAILED') return 'giftVouchers.errors.code';
  return `errors.${error.code}`;
}

/** The symbols a masked code shows. */
export const lastFour = (code: string) => code.slice(-4);
