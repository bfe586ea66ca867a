/**
 * The cart's changes as TanStack Query mutations (issue 10): each one calls the cart API, and
 * its answer, the whole re-priced cart, replaces the cached cart before the caller's own
 * `onSuccess` runs (so a page never asks again for what it was just told). Callers keep what is
 * theirs: the words they say, their pending marks, their focus.
 */
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, TicketLine } from '../../../shared/contracts/cart.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import {
  applyCredit,
  applyGiftVoucher,
  applyPromo,
  removeCredit,
  removeGiftVoucherPayment,
  removePromo,
  setRefundProtection,
} from '../checkout/cart-adjustments-api.ts';
import {
  changePriceType,
  emptyCart,
  releaseBoothPlaces,
  releaseSeat,
  storeCart,
} from './cart-api.ts';

/** What a caller may add to a cart change: everything but the call itself. */
export type CartChangeOptions<V> = Omit<UseMutationOptions<Cart, Error, V>, 'mutationFn'>;

/** A change whose answer is the cart: stored first, then the caller's `onSuccess`. */
function useCartChange<V>(
  call: (variables: V, lang: ReturnType<typeof useTranslation>['locale']) => Promise<Cart>,
  options: CartChangeOptions<V> = {},
) {
  const { locale } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation<Cart, Error, V>({
    ...options,
    mutationFn: (variables) => call(variables, locale),
    onSuccess: (cart, variables, ...rest) => {
      storeCart(queryClient, locale, cart);
      return options.onSuccess?.(cart, variables, ...rest);
    },
  });
}

/** A held seat's price type (price selection). */
export const useChangePriceType = (
  options?: CartChangeOptions<{ lineId: string; priceTypeId: number }>,
) => useCartChange((v, lang) => changePriceType(v.lineId, v.priceTypeId, lang), options);

/** Gives back a party's sensory booth places at a performance (they go as one). */
export const useReleaseBoothPlaces = (performanceId: number, options?: CartChangeOptions<void>) =>
  useCartChange((_: undefined, lang) => releaseBoothPlaces(performanceId, lang), options);

/** Gives back a ticket line: its seat, or a party's booth places all at once. */
export const useReleaseTicketLine = (options?: CartChangeOptions<TicketLine>) =>
  useCartChange(
    (line, lang) =>
      line.sensoryBooth
        ? releaseBoothPlaces(line.performanceId, lang)
        : releaseSeat(line.performanceId, line.seat.id, lang),
    options,
  );

/** Empties the cart: every hold released, every gift taken out. */
export const useEmptyCart = (options?: CartChangeOptions<void>) =>
  useCartChange((_: undefined, lang) => emptyCart(lang), options);

/** A promo code on the cart. */
export const useApplyPromo = (options?: CartChangeOptions<string>) =>
  useCartChange((code, lang) => applyPromo(code, lang), options);

export const useRemovePromo = (options?: CartChangeOptions<void>) =>
  useCartChange((_: undefined, lang) => removePromo(lang), options);

/** Refund protection chosen (true) or not. */
export const useRefundProtection = (options?: CartChangeOptions<boolean>) =>
  useCartChange((chosen, lang) => setRefundProtection(chosen, lang), options);

/** Account credit used on the cart (true) or taken off. */
export const useAccountCredit = (options?: CartChangeOptions<boolean>) =>
  useCartChange((apply, lang) => (apply ? applyCredit(lang) : removeCredit(lang)), options);

/** A gift voucher paying for the cart (its code, as typed). */
export const useApplyGiftVoucher = (options?: CartChangeOptions<string>) =>
  useCartChange((code, lang) => applyGiftVoucher(code, lang), options);

/** A gift voucher taken off the cart's payment (its payment id). */
export const useRemoveGiftVoucherPayment = (options?: CartChangeOptions<number>) =>
  useCartChange((paymentId, lang) => removeGiftVoucherPayment(paymentId, lang), options);
