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
