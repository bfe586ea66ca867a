import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http-client.ts';
import { lastFour, voucherErrorKey } from './voucher-code.ts';

describe('voucherErrorKey', () => {
  it('says the API’s words for a refused code', () => {
    for (const code of [
      'GIFT_VOUCHER_UNRECOGNISED',
      'GIFT_VOUCHER_EXPIRED',
      'GIFT_VOUCHER_USED_UP',
      'GIFT_VOUCHER_NOT_NEEDED',
      'CART_EMPTY',
    ])
      expect(voucherErrorKey(new ApiError(409, code, 'x'))).toBe(`errors.${code}`);
  });

  it('asks politely to wait when too many codes were tried', () => {
    expect(voucherErrorKey(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(
      'giftVouchers.code.rateLimited',
    );
  });

  it('gives the field’s rule for a code the contract refuses (empty, too long)', () => {
    expect(voucherErrorKey(new ApiError(400, 'VALIDATION_FAILED', 'x'))).toBe(
      'giftVouchers.errors.code',
    );
  });

  it('apologises when the service or the network failed', () => {
    expect(voucherErrorKey(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe('errors.INTERNAL_ERROR');
    expect(voucherErrorKey(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe('errors.NETWORK_ERROR');
    expect(voucherErrorKey(new Error('boom'))).toBe('errors.INTERNAL_ERROR');
  });
});

describe('lastFour', () => {
  it('is what a masked code shows', () => {
    expect(lastFour('••••-•••WXYZ')).toBe('WXYZ');
  });
});
