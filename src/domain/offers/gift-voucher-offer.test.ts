import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { checkVoucherOffered, voucherOfferOf } from './gift-voucher-offer.ts';

const codeOf = (work: () => void) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? { code: error.code, fields: error.fields } : error;
  }
};

describe('the gift vouchers on offer', () => {
  it('are the spec’s until a manager sets them, and what was set after', () => {
    expect(voucherOfferOf(undefined)).toEqual({
      onSale: true,
      amountsCents: [1000, 2500, 5000, 10_000, 25_000],
    });
    expect(voucherOfferOf({ onSale: false, amountsCents: [5000, 2000] })).toEqual({
      onSale: false,
      amountsCents: [2000, 5000],
    });
  });

  it('fall back to the spec’s for a stored value no form could have saved', () => {
    for (const stored of [null, 'x', { onSale: true, amountsCents: [] }, { amountsCents: [2550] }])
      expect(voucherOfferOf(stored).amountsCents).toEqual([1000, 2500, 5000, 10_000, 25_000]);
  });

  it('take vouchers of an amount offered while on sale, and refuse the rest', () => {
    const offer = { onSale: true, amountsCents: [2000, 5000] };
    expect(codeOf(() => checkVoucherOffered(offer, 2000))).toBeUndefined();
    expect(codeOf(() => checkVoucherOffered(offer, 2500))).toEqual({
      code: 'VALIDATION_FAILED',
      fields: { 'body.amountCents': 'giftVouchers.errors.amount' },
    });
    expect(codeOf(() => checkVoucherOffered({ ...offer, onSale: false }, 2000))).toMatchObject({
      code: 'GIFT_VOUCHERS_OFF_SALE',
    });
  });
});
