/**
 * Buying gift vouchers and taking them back out of the cart, as TanStack Query mutations (issue
 * 11), as use-cart-donations.ts does for gifts: the answer (the whole re-priced cart) replaces
 * the cached cart, so the header's count, the basket and the checkout agree at once. Callers add
 * their own onSuccess/onError per call (what to say, where to go).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddGiftVoucherInput,
  GiftVoucherLine,
} from '../../../shared/contracts/gift-vouchers.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { addGiftVoucher, removeGiftVoucher, storeCart } from './cart-api.ts';
import { CART_MUTATION_SCOPE } from './use-cart-donations.ts';

export function useAddGiftVoucher() {
  const queryClient = useQueryClient();
  const { locale } = useTranslation();
  return useMutation({
    mutationKey: ['cart', 'add-gift-voucher'],
    scope: CART_MUTATION_SCOPE,
    mutationFn: (body: AddGiftVoucherInput) => addGiftVoucher(body, locale),
    onSuccess: (cart) => storeCart(queryClient, locale, cart),
  });
}

export function useRemoveGiftVoucher() {
  const queryClient = useQueryClient();
  const { locale } = useTranslation();
  return useMutation({
    mutationKey: ['cart', 'remove-gift-voucher'],
    scope: CART_MUTATION_SCOPE,
    mutationFn: (line: Pick<GiftVoucherLine, 'id'>) => removeGiftVoucher(line.id, locale),
    onSuccess: (cart) => storeCart(queryClient, locale, cart),
    // The line may have gone already (another tab): the cart as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
