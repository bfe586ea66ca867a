/**
 * Gift vouchers by code and the account's own, over HTTP (issue 11): a balance with its expiry
 * and uses, turning a voucher into account credit, and the signed-in customer's vouchers. A code
 * travels in a body, never in an address (it is money: addresses end up in logs and history).
 * Paying with a voucher is a cart change: features/cart/use-cart-mutations.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  AccountGiftVouchers,
  GiftVoucherBalance,
  GiftVoucherOffer,
  RedeemGiftVoucherResponse,
} from '../../../shared/contracts/gift-vouchers.ts';
import { api } from '../../lib/api.ts';

/**
 * A voucher's balance, expiry and uses. Errors: GIFT_VOUCHER_UNRECOGNISED, RATE_LIMITED (too
 * many codes tried from this address or session), VALIDATION_FAILED (no code).
 */
export const checkVoucherBalance = (code: string) =>
  api.post<GiftVoucherBalance>('/api/gift-vouchers/balance', { code });

/**
 * The voucher's whole balance as the signed-in customer's account credit, once. Errors: those
 * of the balance, GIFT_VOUCHER_EXPIRED, GIFT_VOUCHER_USED_UP, SIGN_IN_REQUIRED.
 */
export const redeemVoucher = (code: string) =>
  api.post<RedeemGiftVoucherResponse>('/api/account/gift-vouchers/redeem', { code });

export const ACCOUNT_VOUCHERS_KEY = ['account', 'gift-vouchers'] as const;

/** The customer's vouchers, bought and received, newest first. */
export const accountVouchersQueryOptions = () =>
  queryOptions({
    queryKey: ACCOUNT_VOUCHERS_KEY,
    queryFn: ({ signal }) => api.get<AccountGiftVouchers>('/api/account/gift-vouchers', {}, signal),
    staleTime: 10_000,
  });

export const VOUCHER_OFFER_KEY = ['gift-vouchers', 'offer'] as const;

/**
 * Whether vouchers are on sale and the amounts offered, as the box office set them (issue 13).
 * Half a minute old at most; the box office's own change refreshes it at once (same app).
 */
export const voucherOfferQueryOptions = () =>
  queryOptions({
    queryKey: VOUCHER_OFFER_KEY,
    queryFn: () => api.get<GiftVoucherOffer>('/api/gift-vouchers/offer'),
    staleTime: 30_000,
  });
