import type { Cart, CartCredit } from '../../../shared/contracts/cart.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../lib/api.ts';

/** The basket's promo code: answers the re-priced cart (errors: unrecognised, not valid). */
export const applyPromo = (code: string, lang: Locale) =>
  api.put<Cart>(`/api/cart/promo?lang=${lang}`, { code });

export const removePromo = (lang: Locale) => api.delete<Cart>(`/api/cart/promo?lang=${lang}`);

/** Refund protection, chosen or not (never pre-ticked). */
export const setRefundProtection = (chosen: boolean, lang: Locale) =>
  api.put<Cart>(`/api/cart/refund-protection?lang=${lang}`, { chosen });

/** The signed-in customer's account credit, and what the cart uses of it. */
export const cartCreditQueryOptions = () => ({
  queryKey: ['cart-credit'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<CartCredit>('/api/cart/credit', {}, signal),
  staleTime: 5_000,
});

export const applyCredit = (lang: Locale) => api.put<Cart>(`/api/cart/credit?lang=${lang}`, {});

export const removeCredit = (lang: Locale) => api.delete<Cart>(`/api/cart/credit?lang=${lang}`);

/**
 * Pay with a gift voucher (the gift voucher code modal): it pays up to what is left. Errors:
 * GIFT_VOUCHER_UNRECOGNISED, _EXPIRED, _USED_UP, _NOT_NEEDED, CART_EMPTY, RATE_LIMITED.
 */
export const applyGiftVoucher = (code: string, lang: Locale) =>
  api.post<Cart>(`/api/cart/gift-voucher-payments?lang=${lang}`, { code });

/** Takes a voucher off the cart's payment (its `giftVoucherPayments[].id`). */
export const removeGiftVoucherPayment = (paymentId: number, lang: Locale) =>
  api.delete<Cart>(`/api/cart/gift-voucher-payments/${paymentId}?lang=${lang}`);
