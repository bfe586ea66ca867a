/**
 * The cart over HTTP, in one place (issue 10): its query (key and options) and every call that
 * changes its lines. Each change answers the whole re-priced cart, which the caller stores under
 * `cartQueryKey` (or `storeCart`) instead of asking again; use-cart-mutations.ts wraps the calls
 * as mutations that do so. Promo code, refund protection and account credit are the checkout's
 * adjustments (features/checkout/cart-adjustments-api.ts).
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  AddSeatsBody,
  AddSeatsResponse,
  Cart,
  PriceOptionsResponse,
} from '../../../shared/contracts/cart.ts';
import type { AddDonationInput } from '../../../shared/contracts/donations.ts';
import type { AddGiftVoucherInput } from '../../../shared/contracts/gift-vouchers.ts';
import type { AddMembershipBody } from '../../../shared/contracts/memberships.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';

/**
 * What a page that changed the cart hands the basket when it leads there (router location
 * state): the sentence saying what was added, shown and read at the top of the basket.
 */
export interface BasketArrival {
  added?: string;
}

/** Every cart query starts with this: invalidating it asks for the cart again in any language. */
export const CART_QUERY_ROOT = ['cart'] as const;

export const cartQueryKey = (lang: Locale) => [...CART_QUERY_ROOT, lang] as const;

/**
 * The buyer's cart, in the reader's language (section, band and fund names). If the cart API
 * cannot be reached the pages still work: no cart is an empty cart.
 */
export const cartQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: cartQueryKey(lang),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Cart>('/api/cart', { lang }, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 30_000,
    retry: false,
  });

/** The price types each held seat may take, for the basket's choosers (lines by id). */
export const priceOptionsQueryOptions = (lang: Locale, lineIds: readonly string[]) =>
  queryOptions({
    queryKey: ['price-options', 'cart', lang, lineIds.join(',')],
    queryFn: ({ signal }) =>
      api.get<PriceOptionsResponse>('/api/cart/price-options', { lang }, signal),
    enabled: lineIds.length > 0,
    staleTime: 10_000,
  });

/**
 * Keeps a cart the API answered: this language's query gets it at once, the cart in any other
 * language read before is asked again when next shown.
 */
export function storeCart(queryClient: QueryClient, lang: Locale, cart: Cart) {
  queryClient.setQueryData(cartQueryKey(lang), cart);
  void queryClient.invalidateQueries({
    queryKey: CART_QUERY_ROOT,
    predicate: (query) => query.queryKey.length === 2 && query.queryKey[1] !== lang,
  });
}

export const addSeatsToCart = (body: AddSeatsBody, lang: Locale) =>
  api.post<AddSeatsResponse>(`/api/cart/seats?lang=${lang}`, body);

export const releaseSeat = (performanceId: number, seatId: number, lang: Locale) =>
  api.delete<Cart>(`/api/cart/seats/${performanceId}/${seatId}?lang=${lang}`);

/** Gives back the party's sensory booth places at once (they go as one). */
export const releaseBoothPlaces = (performanceId: number, lang: Locale) =>
  api.delete<Cart>(`/api/cart/sensory-booth/${performanceId}?lang=${lang}`);

/** A held seat's price type. */
export const changePriceType = (lineId: string, priceTypeId: number, lang: Locale) =>
  api.patch<Cart>(`/api/cart/lines/${encodeURIComponent(lineId)}?lang=${lang}`, { priceTypeId });

/** Empties the cart at once, releasing every hold and taking out every gift. */
export const emptyCart = (lang: Locale) => api.delete<Cart>(`/api/cart?lang=${lang}`);

/**
 * A gift to a fund (one per fund: giving again replaces it). Errors: FUND_NOT_FOUND,
 * FUND_CLOSED, VALIDATION_FAILED with the field's message key.
 */
export const addDonation = (body: AddDonationInput, lang: Locale) =>
  api.post<Cart>(`/api/cart/donations?lang=${lang}`, body);

export const removeDonation = (lineId: string, lang: Locale) =>
  api.delete<Cart>(`/api/cart/donations/${encodeURIComponent(lineId)}?lang=${lang}`);

/**
 * Gift vouchers of one amount for one recipient (issue 11): a line of its own each time.
 * Errors: VALIDATION_FAILED with the field's message key (a day in the past, a bad e-mail).
 */
export const addGiftVoucher = (body: AddGiftVoucherInput, lang: Locale) =>
  api.post<Cart>(`/api/cart/gift-vouchers?lang=${lang}`, body);

export const removeGiftVoucher = (lineId: string, lang: Locale) =>
  api.delete<Cart>(`/api/cart/gift-vouchers/${encodeURIComponent(lineId)}?lang=${lang}`);

/**
 * A membership (issue 12; one per cart, sign-in needed): it may switch the cart to the members'
 * mode of sale at once, so held tickets come back re-priced. Errors: MEMBERSHIP_LOGIN_REQUIRED
 * (401), MEMBERSHIP_ALREADY_OWNED, MEMBERSHIP_ONE_PER_CART, MEMBERSHIP_OPTION_UNAVAILABLE (409),
 * MEMBERSHIP_NOT_FOUND (404).
 */
export const addMembership = (body: AddMembershipBody, lang: Locale) =>
  api.post<Cart>(`/api/cart/memberships?lang=${lang}`, body);

/**
 * Takes the membership out. One that switched the mode of sale empties the cart (spec §4): it is
 * refused with MEMBERSHIP_REMOVAL_EMPTIES_CART unless `confirm` says the buyer agreed.
 */
export const removeMembership = (lineId: string, confirm: boolean, lang: Locale) =>
  api.delete<Cart>(
    `/api/cart/memberships/${encodeURIComponent(lineId)}?${new URLSearchParams({
      lang,
      ...(confirm ? { confirm: 'true' } : {}),
    })}`,
  );
